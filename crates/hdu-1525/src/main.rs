//! HDU 1525 Euclid's Game (= POJ 2348): subtract a positive multiple of the
//! smaller number from the larger; whoever reaches 0 wins; Stan moves first.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::euclid;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // Pairs until `0 0`; an input that stops after a whole pair ends the
    // same way. Exact for any pair of u64.
    while sc.has_next() {
        let a: u64 = sc.next()?;
        let b: u64 = sc.next()?;
        if a == 0 && b == 0 {
            break;
        }
        if a == 0 || b == 0 {
            return Err(sc.invalid("both numbers must be positive (only `0 0` ends the input)"));
        }
        let winner: &[u8] = if euclid::first_player_wins(a, b) {
            b"Stan wins\n"
        } else {
            b"Ollie wins\n"
        };
        out.write_all(winner)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
