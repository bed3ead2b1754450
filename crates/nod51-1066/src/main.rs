//! 51Nod 1066 Bash游戏: one pile of N, take 1 to K, taking the last stone wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::bash;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    for _ in 0..n_cases {
        let n: u64 = sc.next()?;
        let max_take: u64 = sc.next()?;
        let winner = if bash::first_player_wins(n, max_take) {
            "A"
        } else {
            "B"
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
