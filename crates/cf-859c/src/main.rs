//! Codeforces 859C Pie Rules: the holder of the decider token gives the next
//! slice to one player and the token to the other; print what Alice and Bob
//! eat under optimal play, Bob holding the token first
//! (`gamecore::scoring::decider`, a suffix DP in O(N)).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::decider;

/// The most slices answered (the judge's N ≤ 50): they are kept in memory,
/// 80 MB at this bound.
const MAX_SLICES: usize = 10_000_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n > MAX_SLICES {
        return Err(sc.invalid(format!("N must be at most {MAX_SLICES}")));
    }
    // Grown as the slices arrive, so that a count the input does not back
    // ends in an error naming the missing token, not in a large allocation.
    let mut slices = Vec::with_capacity(n.min(1 << 16));
    for _ in 0..n {
        slices.push(sc.next::<u64>()?);
    }
    let totals = decider::totals(&slices);
    writeln!(out, "{} {}", totals.other, totals.holder)?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
