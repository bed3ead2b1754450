//! NYOJ 23 取石子（一）: Bash's game, one pile of N, take 1 to M, taking the last stone wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::bash;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    for _ in 0..n_cases {
        let n: u64 = sc.next()?;
        let max_take: u64 = sc.next()?;
        let verdict = if bash::first_player_wins(n, max_take) {
            "Win"
        } else {
            "Lose"
        };
        writeln!(out, "{verdict}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
