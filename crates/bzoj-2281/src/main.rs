//! BZOJ 2281 [SDOI2011] 黑白棋: white–black pairs on a 1 × n row, a move
//! shifts 1 to d of one's own pieces; count the layouts the first player
//! wins (modulo 10^9 + 7) — Moore's Nim_d on the pairs' gaps.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::moore::won_pair_layouts;

const MODULUS: u64 = 1_000_000_007;
/// Beyond the judge's n ≤ 10^4 and k ≤ 100, inputs are still answered up to
/// these (well under a second); larger ones are refused.
const MAX_N: usize = 100_000;
const MAX_K: usize = 200;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let k: usize = sc.next()?;
    let d: usize = sc.next()?;
    if n > MAX_N || k > MAX_K {
        return Err(sc.invalid(format!(
            "n may be at most {} and k at most {}",
            MAX_N, MAX_K
        )));
    }
    if d == 0 || d > k || k > n || k % 2 != 0 {
        return Err(sc.invalid("expected 1 ≤ d ≤ k ≤ n with k even"));
    }
    writeln!(out, "{}", won_pair_layouts(n, k / 2, d, MODULUS))?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
