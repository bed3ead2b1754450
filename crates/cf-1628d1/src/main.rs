//! Codeforces 1628 D1 Game on Sum (Easy Version): for n turns Alice names a
//! real t ∈ [0, k], Bob adds or subtracts it, adding at least m times; the
//! final score mod 10^9 + 7, by the O(n·m) table of the value game
//! (`gamecore::scoring::real_choice::table_value`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::real_choice::{table_value, MODULUS};

/// The largest sum of n over the games that need the table (0 < m < n),
/// five times the judge's 2000: at most (sum of n)² / 2 = 5·10^7 steps, 0.06 s.
/// Games with m = 0 or m = n are the table's borders, answered for any n.
const MAX_TABLE_N: u64 = 10_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_games: usize = sc.next()?;
    let mut table_n = 0u64;
    for _ in 0..n_games {
        let n: u64 = sc.next()?;
        let m: u64 = sc.next()?;
        if m > n {
            return Err(
                sc.invalid("m must be at most n (Bob cannot add more often than there are turns)")
            );
        }
        if 0 < m && m < n {
            table_n = table_n.saturating_add(n);
            if table_n > MAX_TABLE_N {
                return Err(sc.invalid(format!(
                    "the sum of n over the games with 0 < m < n must be at most {MAX_TABLE_N} (the table takes O(n·m) steps)"
                )));
            }
        }
        let k: u64 = sc.next()?;
        writeln!(out, "{}", table_value(n, m, k, MODULUS))?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
