//! HDU 1564 Play a game: vertex geography on an n × n board from a corner;
//! 8600 moves first; `8600` wins exactly when n is even (a domino tiling).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // A 0 ends the input; an input that simply stops is read the same way.
    while sc.has_next() {
        let n: u64 = sc.next()?;
        if n == 0 {
            break;
        }
        // Even n: the board tiles with dominoes, so the corner is in every
        // maximum matching and the player to move (8600) wins by moving
        // across its domino each time. Odd n: the board less the corner
        // tiles, so the second player does the same (README, Notes).
        out.write_all(if n % 2 == 0 { b"8600\n" } else { b"ailyanlu\n" })?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
