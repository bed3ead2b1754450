//! Luogu P2734 [USACO3.3] A Game as a scoring rule file: a position is the
//! row of numbers left; a move takes its first or its last number and scores
//! it, and the other player moves next. The value of a position is the
//! mover's final advantage v; the problem's two totals are (s + v)/2 and
//! (s − v)/2 for a row of sum s (every number goes to one of the two).
//!
//! The family: `start(n)` is the first `n` numbers of the sample's row
//! 4 7 2 9 5 2 repeated (the sample is `start(6)`, worth 7: 18 against 11).
//! The crate's brute force (tests/oracle/) plays these moves on the judge's
//! whole row.
//!
//! `guess`: with n = 6k + r, the value is the value of the first r numbers
//! (0, 4, 3, −1, 10, −5) plus 7k for even n and minus 7k for odd n — an
//! even prefix gains the sample's 18 − 11 with every period, an odd one
//! gives it away. Apparent, checked against literal play of every n ≤ 24 in
//! tests/rules.rs. `cargo xtask grundy crates/luogu-p2734/game.rs --upto 36`
//! tables 0, 4, 3, −1, 10, −5, 7, −3, 10, −8, 17, −12, … — period 6, the even
//! entries rising by 7 a period and the odd ones falling by 7 — and finds the
//! guess equal to every entry (quoted in the crate's README).

/// The sample's row.
const ROW: [i64; 6] = [4, 7, 2, 9, 5, 2];

pub fn start(n: u64) -> Vec<i64> {
    (0..n as usize).map(|i| ROW[i % ROW.len()]).collect()
}

// The explorer's start form takes `&P` with P = Vec<i64>, not a slice.
#[allow(clippy::ptr_arg)]
pub fn moves(row: &Vec<i64>) -> Vec<(i64, Vec<i64>)> {
    match row.len() {
        0 => Vec::new(),
        // The first number is the last: one move, not two equal ones.
        1 => vec![(row[0], Vec::new())],
        len => vec![
            (row[0], row[1..].to_vec()),
            (row[len - 1], row[..len - 1].to_vec()),
        ],
    }
}

pub fn guess(n: u64) -> i64 {
    const FIRST: [i64; 6] = [0, 4, 3, -1, 10, -5];
    let k = (n / 6) as i64;
    let base = FIRST[(n % 6) as usize];
    if n % 2 == 0 {
        base + 7 * k
    } else {
        base - 7 * k
    }
}

#[allow(clippy::ptr_arg)]
pub fn show(row: &Vec<i64>) -> String {
    if row.is_empty() {
        // Not an empty string: the explorer writes `start(0) = (empty)`.
        return "(empty)".to_string();
    }
    let numbers: Vec<String> = row.iter().map(|x| x.to_string()).collect();
    numbers.join(" ")
}
