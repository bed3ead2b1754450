//! AtCoder ABC 206 F Interval Game 2: the gaps between picked intervals are
//! independent spans, valued by an interval DP (`gamecore::sg::interval_choice`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::interval_choice;

/// The statement's bounds on T and N, enforced: each case costs
/// O(N · (2N)²), so larger counts could not all be answered in time.
const MAX_CASES: u64 = 20;
const MAX_INTERVALS: u64 = 100;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: u64 = sc.next()?;
    if n_cases > MAX_CASES {
        return Err(sc.invalid(format!("T must be at most {MAX_CASES}")));
    }
    let mut intervals = Vec::with_capacity(MAX_INTERVALS as usize);
    for _ in 0..n_cases {
        let n: u64 = sc.next()?;
        if n > MAX_INTERVALS {
            return Err(sc.invalid(format!("N must be at most {MAX_INTERVALS}")));
        }
        intervals.clear();
        for _ in 0..n {
            let left: u64 = sc.next()?;
            let right: u64 = sc.next()?;
            if left >= right {
                return Err(sc.invalid("an interval [L, R) needs L < R"));
            }
            intervals.push((left, right));
        }
        let winner = if interval_choice::grundy(&intervals) != 0 {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
