//! AtCoder EDPC L Deque as a scoring rule file: a position is the row of
//! numbers left; a move takes its first or its last number and scores it,
//! and the other player moves next. The value of a position is the mover's
//! final advantage (EDPC L's X − Y from the first player's side).
//!
//! The family: `start(n)` is the first `n` numbers of the statement's fourth
//! sample, 10^9, 1, 10^9, 1, … continued (sample 4 is `start(10)`, worth
//! 4999999995). The crate's brute force (tests/oracle/) plays these moves on
//! the judge's whole row.
//!
//! `guess`: with B = 10^9, an even prefix of 2k numbers is worth k(B − 1)
//! (the first player takes every B, the parity strategy), an odd one of
//! 2k + 1 numbers B − k(B − 1) (each take of a B lets the other take the
//! next B from the new end). Checked against literal play of every n ≤ 16 in
//! tests/rules.rs. `cargo xtask grundy crates/atcoder-dp-l/game.rs --upto 30`
//! tables 0, 10^9, 10^9 − 1, 1, 2(10^9 − 1), … — period 2, the even entries
//! rising and the odd ones falling by 10^9 − 1 a period — and finds the guess
//! equal to every entry (quoted in the crate's README).

/// 10^9, the statement's largest number.
const BIG: i64 = 1_000_000_000;

pub fn start(n: u64) -> Vec<i64> {
    (0..n).map(|i| if i % 2 == 0 { BIG } else { 1 }).collect()
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
    let k = (n / 2) as i64;
    if n % 2 == 0 {
        k * (BIG - 1)
    } else {
        BIG - k * (BIG - 1)
    }
}

#[allow(clippy::ptr_arg)]
pub fn show(row: &Vec<i64>) -> String {
    let numbers: Vec<String> = row.iter().map(|x| x.to_string()).collect();
    format!("({})", numbers.join(", "))
}
