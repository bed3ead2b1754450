//! Codeforces 768E Game of Stones: take stones from one pile, never the same
//! number twice from the same pile; Sam moves first; YES if Jon (second) wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::distinct_takes::{self, MAX_PILE};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_piles: usize = sc.next()?;
    // Up to 10^6 piles: each is folded in as it is read.
    let mut nim_sum = 0u64;
    for _ in 0..n_piles {
        let pile: u64 = sc.next()?;
        if pile > MAX_PILE {
            return Err(sc.invalid("a pile has at most 60 stones"));
        }
        nim_sum ^= distinct_takes::grundy(pile);
    }
    out.write_all(if nim_sum == 0 { b"YES\n" } else { b"NO\n" })?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
