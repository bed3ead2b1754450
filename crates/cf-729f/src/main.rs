//! Codeforces 729F Financiers Game: Igor takes k or k + 1 papers from the
//! left, Zhenya from the right, k the other's last take (Igor's first move 1
//! or 2); Igor's total minus Zhenya's (`gamecore::scoring::take_limited`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::take_limited::k_or_next_margin;

/// The judge allows n ≤ 4000. Up to this n the O(n²) DP still answers in
/// well under the judge's 2 s (0.1 s, a ring of 11 MB); larger inputs are
/// refused before anything is allocated.
const MAX_N: usize = 10_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n > MAX_N {
        return Err(sc.invalid(format!("n may be at most {} (the judge's is 4000)", MAX_N)));
    }
    let mut row = Vec::with_capacity(n);
    for _ in 0..n {
        let income: i32 = sc.next()?;
        row.push(i64::from(income));
    }
    writeln!(out, "{}", k_or_next_margin(&row))?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
