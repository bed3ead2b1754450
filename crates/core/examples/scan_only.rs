//! Reads stdin with `gamecore::base::scan` and parses every token as a `u64`, then
//! prints how many tokens there were and a checksum of the numbers.
//!
//! `cargo xtask bench` times it on each problem's max-size input: the cost of
//! just reading and parsing that input, against which an I/O-bound solution is
//! measured. Tokens that are not `u64` (strips, negative numbers) are counted
//! as other tokens, so that every problem's input can be scanned.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let (mut n_numbers, mut n_others, mut checksum) = (0u64, 0u64, 0u64);
    while sc.has_next() {
        match sc.next::<u64>() {
            Ok(value) => {
                n_numbers += 1;
                checksum = checksum.wrapping_add(value);
            }
            Err(Error::Malformed { .. }) => n_others += 1,
            Err(err) => return Err(err),
        }
    }
    writeln!(
        out,
        "{n_numbers} numbers (checksum {checksum}), {n_others} other tokens"
    )?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
