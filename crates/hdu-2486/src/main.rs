//! HDU 2486 A simple stone game (= POJ 3922): one pile of n, the first take
//! below n, each later take at most k times the last; who takes the last
//! stone wins. The smallest winning first take, or `lose`.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::dynamic_subtraction::{LosingSizes, MAX_PILE};

/// Beyond the judge's k ≤ 10^5 the sequence of losing sizes grows about k
/// terms per doubling of n; larger k are refused.
const MAX_K: u64 = 1_000_000;

/// The runs of losing sizes (32 bytes each) one case may need: 8 MiB. The
/// judge's cases need about a thousand; n near 2^62 fits for k up to about
/// 10^4.
const MAX_RUNS: usize = 1 << 18;

/// The runs all cases together may need, so that every input answered
/// stays within the time limit (about 180 ns a run; README).
const MAX_TOTAL_RUNS: usize = 1 << 21;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let mut runs_left = MAX_TOTAL_RUNS;
    for case in 1..=n_cases {
        let n: u64 = sc.next()?;
        if !(2..=MAX_PILE).contains(&n) {
            return Err(sc.invalid(format!("n must be in 2..={}", MAX_PILE)));
        }
        let k: u64 = sc.next()?;
        if !(1..=MAX_K).contains(&k) {
            return Err(sc.invalid(format!("k must be in 1..={}", MAX_K)));
        }
        let mut sizes = LosingSizes::new(k);
        if !sizes.grow_within(n, MAX_RUNS.min(runs_left)) {
            let what = if runs_left < MAX_RUNS {
                format!("the cases so far need more than {} runs", MAX_TOTAL_RUNS)
            } else {
                format!("this case needs more than {} runs", MAX_RUNS)
            };
            return Err(sc.invalid(format!(
                "refused: {} of losing sizes (n near 2^62 is answered for k up to about 10^4)",
                what
            )));
        }
        runs_left -= sizes.runs();
        match sizes.smallest_winning_take(n) {
            Some(take) => writeln!(out, "Case {}: {}", case, take)?,
            None => writeln!(out, "Case {}: lose", case)?,
        }
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
