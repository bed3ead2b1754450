//! NYOJ 585 取石子（六）: plain Nim, PIAOYI moves first.

use std::io::Write;

use gamecore::nim;
use gamecore::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    // Reused across cases and filled as tokens arrive, so a huge m in a
    // truncated input fails at the missing token instead of allocating.
    let mut piles = Vec::new();
    for _ in 0..n_cases {
        let n_piles: usize = sc.next()?;
        piles.clear();
        for _ in 0..n_piles {
            piles.push(sc.next::<u64>()?);
        }
        let winner = if nim::first_player_wins(&piles) {
            "PIAOYI"
        } else {
            "HRDV"
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::scan::run(solve);
}
