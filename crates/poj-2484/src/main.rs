//! POJ 2484 A Funny Game: n coins in a circle, take one coin or two adjacent
//! coins; whoever takes the last coin wins; Alice moves first.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::circle;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // Lines `n` until `0`; an input that simply stops ends the same way.
    while sc.has_next() {
        let n: u64 = sc.next()?;
        if n == 0 {
            break;
        }
        // Alice wins only by taking 1 or 2 coins at once; from n ≥ 3 Bob
        // splits the line Alice leaves into two equal lines and mirrors her
        // (the argument is in `gamecore::closed::circle`). Exact for any u64.
        let winner: &[u8] = if circle::first_player_wins(n) {
            b"Alice\n"
        } else {
            b"Bob\n"
        };
        out.write_all(winner)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
