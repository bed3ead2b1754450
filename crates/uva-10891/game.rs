//! UVa 10891 Game of Sum as a scoring rule file: a position is the row
//! left; a move takes one or more consecutive numbers from the left end or
//! from the right end and scores their sum; the other player moves next.
//! The value of a position is the mover's final advantage (her total minus
//! the other's), which is what the judge prints for the whole row.
//!
//! The family: `start(n)` is the first n numbers of the judge's first sample
//! row, `4 −10 −20 7`, repeated (start(4) is that sample, worth 7).
//! tests/oracle/ plays these moves as the crate's brute force on every
//! judge row (`play::scoring::Advantage`), and tests/rules.rs checks the
//! family against `gamecore::scoring::end_runs` for n ≤ 40.
//!
//! `cargo xtask grundy crates/uva-10891/game.rs --upto 40` tables the values
//! 0 4 14 14 7 −3 7, then 13 −6 10 0 14 −7 11 1 repeated — period 8 from
//! n = 7, saltus 0 (*apparent*: a fixed row, not a theorem; quoted in the
//! crate's README).

/// The judge's first sample row, repeated to make the family.
const EXAMPLE: [i64; 4] = [4, -10, -20, 7];

pub fn start(n: u64) -> Vec<i64> {
    (0..n as usize)
        .map(|i| EXAMPLE[i % EXAMPLE.len()])
        .collect()
}

// The explorer's start form takes `&P` with P = Vec<i64>, not a slice.
/// Every run from the left and every run from the right, with its sum;
/// taking the whole row is listed once (from the left).
#[allow(clippy::ptr_arg)]
pub fn moves(row: &Vec<i64>) -> Vec<(i64, Vec<i64>)> {
    let n = row.len();
    let mut options = Vec::with_capacity(2 * n);
    for k in 1..=n {
        options.push((row[..k].iter().sum(), row[k..].to_vec()));
        if k < n {
            options.push((row[n - k..].iter().sum(), row[..n - k].to_vec()));
        }
    }
    options
}

#[allow(clippy::ptr_arg)]
pub fn show(row: &Vec<i64>) -> String {
    let numbers: Vec<String> = row.iter().map(|v| v.to_string()).collect();
    format!("[{}]", numbers.join(" "))
}
