//! HDU 5795 A Simple Nim: take any number from one heap, or split one heap
//! into three non-empty heaps; whoever makes the last move wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sums::multi_sg;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    for _ in 0..n_cases {
        let n_heaps: usize = sc.next()?;
        // Up to 10^6 heaps a case: each is folded in as it is read.
        let mut nim_sum = 0u64;
        for _ in 0..n_heaps {
            let heap: u64 = sc.next()?;
            if heap == u64::MAX {
                return Err(sc.invalid("a heap must be below 2^64 - 1 (its value would be 2^64)"));
            }
            nim_sum ^= multi_sg::take_or_split_three(heap);
        }
        let verdict: &[u8] = if nim_sum != 0 {
            b"First player wins.\n"
        } else {
            b"Second player wins.\n"
        };
        out.write_all(verdict)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
