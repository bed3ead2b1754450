//! HDU 3032 Nim or not Nim?: Lasker's Nim (take from one heap, or split it
//! into two non-empty heaps); Alice moves first; print the winner.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::lasker;

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
            nim_sum ^= lasker::grundy(heap);
        }
        let winner = if nim_sum != 0 { "Alice" } else { "Bob" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
