//! HDU 3544 Alice's Game: Cutcake — Alice splits a bar's width, Bob its
//! height; who cannot cut loses; Alice moves first. Every bar's value is an
//! integer (`gamecore::partisan::cutcake`), so Alice wins exactly when the sum is
//! positive.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};

/// The largest side `gamecore::partisan::cutcake::value` takes (far past the judge's
/// 10^9).
const MAX_SIDE: u64 = (1 << 63) - 1;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: u64 = sc.next()?;
    for case in 1..=n_cases {
        let n_bars: u64 = sc.next()?;
        // |value| < 2^63 per bar and fewer than 2^64 bars: an i128 holds the sum.
        let mut total = 0i128;
        for _ in 0..n_bars {
            let x: u64 = sc.next()?;
            let y: u64 = sc.next()?;
            if !(1..=MAX_SIDE).contains(&x) || !(1..=MAX_SIDE).contains(&y) {
                return Err(sc.invalid(format!("a side must be in 1..={MAX_SIDE}")));
            }
            total += i128::from(gamecore::partisan::cutcake::value(x, y));
        }
        let winner = if total > 0 { "Alice" } else { "Bob" };
        writeln!(out, "Case {case}: {winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
