//! HDU 2486 A simple stone game (= POJ 3922): one pile of n, the first take
//! below n, each later take at most k times the last; who takes the last
//! stone wins. The smallest winning first take, or `lose`.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::dynamic_subtraction::{LosingSizes, MAX_PILE};

/// Beyond the judge's k ≤ 10^5 the sequence of losing sizes grows about k
/// terms per doubling of n; larger k are refused.
const MAX_K: u64 = 1_000_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    for case in 1..=n_cases {
        let n: u64 = sc.next()?;
        if !(2..=MAX_PILE).contains(&n) {
            return Err(sc.invalid(format!("n must be in 2..={}", MAX_PILE)));
        }
        let k: u64 = sc.next()?;
        if !(1..=MAX_K).contains(&k) {
            return Err(sc.invalid(format!("k must be in 1..={}", MAX_K)));
        }
        match LosingSizes::new(k).smallest_winning_take(n) {
            Some(take) => writeln!(out, "Case {}: {}", case, take)?,
            None => writeln!(out, "Case {}: lose", case)?,
        }
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
