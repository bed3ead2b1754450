//! Codeforces 850C Arpa and a game with Mojtaba: the list splits by primes (the numbers
//! factored by `gamecore::base::factor`), each prime's set of exponents valued by
//! `gamecore::sg::exponent_sets` (mex over the moves, memoised).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::exponent_sets::{exponent_masks, ExponentSets};

/// The numbers are factored as 32-bit numbers (`gamecore::base::factor`).
const LARGEST: u64 = u32::MAX as u64;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    // The vector grows only as numbers are really read.
    let mut numbers: Vec<u32> = Vec::new();
    for _ in 0..n {
        let a: u64 = sc.next()?;
        if a == 0 {
            return Err(sc.invalid("a number must be at least 1 (0 is divisible by every p^k)"));
        }
        if a > LARGEST {
            return Err(sc.invalid(format!("a number must be at most {LARGEST}")));
        }
        numbers.push(a as u32);
    }
    let mut sets = ExponentSets::new();
    let sum = exponent_masks(&numbers)
        .iter()
        .fold(0, |acc, &(_, mask)| acc ^ sets.grundy(mask));
    let winner: &[u8] = if sum != 0 { b"Mojtaba\n" } else { b"Arpa\n" };
    out.write_all(winner)?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
