//! Codeforces 603C Lieges of Legendre: remove one cow from a pile, or replace
//! a pile of 2x cows by k piles of x; Kevin moves first; last move wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sums::multi_sg;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_piles: usize = sc.next()?;
    // Only the parity of k matters; any u64 is exact.
    let k: u64 = sc.next()?;
    let mut nim_sum = 0u64;
    for _ in 0..n_piles {
        let pile: u64 = sc.next()?;
        nim_sum ^= multi_sg::take_one_or_halve(pile, k);
    }
    out.write_all(if nim_sum != 0 { b"Kevin\n" } else { b"Nicky\n" })?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
