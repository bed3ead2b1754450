//! Luogu P2964 [USACO09NOV] A Coin Game S as a scoring rule: a position is
//! the row of coins left and the most the mover may take; a move takes 1 to
//! that many coins from the front, scores their sum, and lets the other
//! player take up to twice as many. No coin left: no move, the game is over.
//!
//! `start(n)` is the first n coins of a fixed row: the judge's sample
//! 1 3 1 7 2, then coins of 1 to 9 from a linear congruential generator
//! (C's classic `x ← 1103515245·x + 12345 mod 2^31`, a digit from its high
//! bits), so that the row has no period of its own.
//! The first player may take 1 or 2, as after a take of 1. The value of
//! `start(n)` is the first player's total minus the second's; since every
//! coin is taken, the judge's answer (the first player's total) is
//! `(Σ coins + value) / 2` — start(5), the sample, has value 9 − 5 = 4.
//!
//! The brute force of crates/luogu-p2964/tests/oracle/ plays these moves
//! (`play::scoring::Advantage`) on the input's own row.
//! `cargo xtask grundy crates/luogu-p2964/game.rs --upto 60` tables the
//! family and finds no period (quoted in the crate's README).

/// The coins left, and the most the mover may take.
pub type P = (Vec<i64>, usize);

pub fn moves(p: &P) -> Vec<(i64, P)> {
    let (row, limit) = p;
    let mut options = Vec::new();
    let mut points = 0;
    for take in 1..=(*limit).min(row.len()) {
        points += row[take - 1];
        options.push((points, (row[take..].to_vec(), 2 * take)));
    }
    options
}

const SAMPLE: [i64; 5] = [1, 3, 1, 7, 2];

/// The first `n` coins of the fixed row.
fn row(n: usize) -> Vec<i64> {
    let mut x: u64 = 2964;
    (0..n)
        .map(|i| match SAMPLE.get(i) {
            Some(&coin) => coin,
            None => {
                x = (1_103_515_245 * x + 12_345) % (1 << 31);
                1 + ((x >> 16) % 9) as i64
            }
        })
        .collect()
}

pub fn start(n: u64) -> P {
    (row(n as usize), 2)
}

pub fn show(p: &P) -> String {
    let (row, limit) = p;
    format!("{row:?}, take 1..={limit}")
}
