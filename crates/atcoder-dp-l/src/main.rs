//! AtCoder Educational DP Contest L Deque: take the first or the last number
//! of a row, each player maximising their own advantage; print the first
//! player's final advantage X − Y (interval negamax, O(N²) time, O(N) memory).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::interval;

/// The longest row answered: the judge's N ≤ 3000, and past it as long as
/// the O(N²) values stay well within the judge's 2 s (N = 20 000 is 2 · 10^8
/// steps; see the README for the times).
const MAX_N: usize = 20_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n > MAX_N {
        return Err(sc.invalid(format!("N must be at most {MAX_N}")));
    }
    let mut row = Vec::with_capacity(n);
    // Every total is bounded by the sum of |a_i|; keeping it within i64
    // keeps the answer exact.
    let mut magnitude = 0u64;
    for _ in 0..n {
        let a: i64 = sc.next()?;
        magnitude = magnitude
            .checked_add(a.unsigned_abs())
            .filter(|&m| m <= i64::MAX as u64)
            .ok_or_else(|| sc.invalid("the sum of |a_i| must fit in a signed 64-bit integer"))?;
        row.push(a);
    }
    writeln!(out, "{}", interval::advantage(&row))?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
