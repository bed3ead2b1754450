//! AtCoder ARC137 C Distinct Numbers: replace the largest number by a smaller
//! non-negative one not yet present; who cannot move loses.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::lower_the_max;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    // Only the two largest numbers matter; the list is read as it comes.
    let (mut second, mut top): (Option<u64>, Option<u64>) = (None, None);
    for _ in 0..n {
        let a: u64 = sc.next()?;
        if let Some(previous) = top {
            if a <= previous {
                return Err(sc.invalid(format!(
                    "A must be strictly increasing, found {a} after {previous}"
                )));
            }
        }
        second = top;
        top = Some(a);
    }
    let winner = if lower_the_max::first_player_wins(n, top.unwrap_or(0), second) {
        "Alice"
    } else {
        "Bob"
    };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
