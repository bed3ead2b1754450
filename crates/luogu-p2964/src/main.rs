//! Luogu P2964 [USACO09NOV] A Coin Game S: coins in a row, each turn takes 1
//! to 2k from the front (k the opponent's last take; the first turn 1 or
//! 2); the first player's total (`gamecore::scoring::take_limited`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::take_limited::up_to_twice_total;

/// The judge allows n ≤ 2000. Up to this n the table, with 64-bit cells
/// (coins anywhere in i32), still fits the judge's 20 MiB (15 MiB); larger
/// inputs are refused before anything is allocated.
const MAX_N: usize = 2800;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n > MAX_N {
        return Err(sc.invalid(format!("n may be at most {} (the judge's is 2000)", MAX_N)));
    }
    let mut coins = Vec::with_capacity(n);
    for _ in 0..n {
        let coin: i32 = sc.next()?;
        coins.push(i64::from(coin));
    }
    writeln!(out, "{}", up_to_twice_total(&coins))?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
