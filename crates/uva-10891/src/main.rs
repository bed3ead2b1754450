//! UVa 10891 Game of Sum (= LightOJ 1031 Easy Game): in turn each player takes
//! one or more consecutive numbers from the left or the right end of a row;
//! print the first player's total minus the second's under optimal play.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::end_runs;

/// The longest row answered: 10^4 numbers take about 0.2 s (the DP is
/// `O(n²)`; README, Notes), far past the statement's 100.
const MAX_N: usize = 10_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut row: Vec<i64> = Vec::new();
    // A 0 ends the input; an input that simply stops is read the same way.
    while sc.has_next() {
        let n: usize = sc.next()?;
        if n == 0 {
            break;
        }
        if n > MAX_N {
            return Err(sc.invalid(format!("n above {} is refused (the DP grows as n²)", MAX_N)));
        }
        // The row grows as its numbers are read, never to a size merely
        // announced. 32-bit numbers keep every total within i64 (the
        // constraint of end_runs) for any row length answered.
        row.clear();
        for _ in 0..n {
            row.push(i64::from(sc.next::<i32>()?));
        }
        writeln!(out, "{}", end_runs::first_player_margin(&row))?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
