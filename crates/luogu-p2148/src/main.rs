//! Luogu P2148 [SDOI2009] E&D: pairs of piles, each worth the lowest 0 bit of
//! (a − 1) | (b − 1) (`gamecore::sg::split_pairs`); the first player wins iff the
//! XOR is non-zero.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::split_pairs;

fn pile(sc: &mut Scanner) -> Result<u64, Error> {
    let size: u64 = sc.next()?;
    if size == 0 {
        return Err(sc.invalid("a pile must have at least one stone"));
    }
    Ok(size)
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: u64 = sc.next()?;
    for _ in 0..n_cases {
        let n_piles: u64 = sc.next()?;
        if n_piles % 2 != 0 {
            return Err(sc.invalid("N must be even (the piles come in pairs)"));
        }
        let mut nim_sum = 0;
        for _ in 0..n_piles / 2 {
            let a = pile(sc)?;
            let b = pile(sc)?;
            nim_sum ^= split_pairs::grundy(a, b);
        }
        writeln!(out, "{}", if nim_sum != 0 { "YES" } else { "NO" })?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
