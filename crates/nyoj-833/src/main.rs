//! NYOJ 833 取石子（七）: stones in a circle, take one or two adjacent; Hrdv moves first.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::circle;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    while sc.has_next() {
        // The judge promises a 32-bit int; 64 bits read any of them.
        let n: i64 = sc.next()?;
        // n ≤ 0 is no game; the accepted solutions print Hrdv for it.
        let first_wins = n <= 0 || circle::first_player_wins(n as u64);
        let winner = if first_wins { "Hrdv" } else { "Yougth" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
