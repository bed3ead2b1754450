//! Luogu P2734 [USACO3.3] A Game: take a number from either end of a row,
//! each player maximising their own total; print both totals under optimal
//! play (interval negamax: the totals are (sum ± advantage)/2).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::interval;

/// The longest row answered: the judge's N ≤ 100, and far past it (the
/// O(N²) values of N = 20 000 take about 0.2 s).
const MAX_N: usize = 20_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n > MAX_N {
        return Err(sc.invalid(format!("N must be at most {MAX_N}")));
    }
    let mut row = Vec::with_capacity(n);
    // Every total is bounded by the sum of |a_i|; keeping it within i64
    // keeps both totals exact.
    let mut magnitude = 0u64;
    for _ in 0..n {
        let a: i64 = sc.next()?;
        magnitude = magnitude
            .checked_add(a.unsigned_abs())
            .filter(|&m| m <= i64::MAX as u64)
            .ok_or_else(|| sc.invalid("the sum of |a_i| must fit in a signed 64-bit integer"))?;
        row.push(a);
    }
    let (first, second) = interval::totals(&row);
    writeln!(out, "{first} {second}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
