//! NYOJ 135 取石子（二）: capped Nim, every pile with its own cap on one take.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::bash;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    // Reused across cases and filled as tokens arrive, so a huge N in a
    // truncated input fails at the missing token instead of allocating.
    let mut piles = Vec::new();
    for _ in 0..n_cases {
        let n_piles: usize = sc.next()?;
        piles.clear();
        for _ in 0..n_piles {
            let size: u64 = sc.next()?;
            let max_take: u64 = sc.next()?;
            piles.push((size, max_take));
        }
        let verdict = if bash::capped_nim_wins(&piles) {
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
