//! IOI 1996 A Game as a scoring rule file: a position is the row of numbers
//! left; a move takes its first or its last number and scores it, and the
//! other player moves next. The value of a position is the mover's final
//! advantage: on a row of even length it is never negative (the parity
//! strategy of `gamecore::scoring::interval`), which is why the program, the
//! first player, never loses to the judge.
//!
//! The family: `start(n)` is the first 2n numbers (always an even row) of
//! 5 3 1 4 2 6 repeated, a row on which optimal play beats the parity
//! strategy: `start(2)` = 5 3 1 4 is worth 3 while taking every number at
//! even places (or every one at odd places) gives only |6 − 7| = 1. The
//! crate's interactor (tests/oracle/) plays these moves as the judge's
//! optimal second player.
//!
//! `guess`: 0, 2, 3, then 5 more a period of three: 5⌊n/3⌋ + (0, 2, 3)[n mod
//! 3]. Apparent, checked against literal play of every n ≤ 15 in
//! tests/rules.rs. `cargo xtask grundy crates/ioi1996-game/game.rs --upto 30`
//! tables 0, 2, 3, 5, 7, 8, 10, … (every entry ≥ 0) — period 3 with saltus
//! 5 — and finds the guess equal to every entry (quoted in the crate's
//! README).

/// The row repeated.
const ROW: [i64; 6] = [5, 3, 1, 4, 2, 6];

pub fn start(n: u64) -> Vec<i64> {
    (0..2 * n as usize).map(|i| ROW[i % ROW.len()]).collect()
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
    const FIRST: [i64; 3] = [0, 2, 3];
    5 * (n / 3) as i64 + FIRST[(n % 3) as usize]
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
