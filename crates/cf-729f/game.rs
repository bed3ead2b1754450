//! Codeforces 729F Financiers Game as a scoring rule: a position is the row
//! of papers left, the other player's last take k (1 before the first move)
//! and whether Igor moves. Igor takes k or k + 1 papers from the left,
//! Zhenya k or k + 1 from the right, each scoring the sum of the papers
//! taken; the game ends when the mover cannot (fewer than k papers left).
//!
//! `start(n)` is the first n papers of a fixed row: the judge's third
//! sample −4 −2 4 5, then values −9 … 9 from a linear congruential
//! generator (C's classic `x ← 1103515245·x + 12345 mod 2^31`, high bits).
//! Igor moves first, so the value of `start(n)` is Igor's total minus
//! Zhenya's, the judge's answer: start(4), the sample, has value −13.
//!
//! The brute force of crates/cf-729f/tests/oracle/ plays these moves
//! (`play::scoring::Advantage`) on the input's own row.
//! `cargo xtask grundy crates/cf-729f/game.rs --upto 60` tables the family
//! and finds no period (quoted in the crate's README).

/// The papers left, the other player's last take, and whether Igor moves.
pub type P = (Vec<i64>, usize, bool);

pub fn moves(p: &P) -> Vec<(i64, P)> {
    let (row, last, igor) = p;
    let mut options = Vec::new();
    for take in [*last, *last + 1] {
        if take > row.len() {
            break;
        }
        options.push(if *igor {
            let points = row[..take].iter().sum();
            (points, (row[take..].to_vec(), take, false))
        } else {
            let rest = row.len() - take;
            let points = row[rest..].iter().sum();
            (points, (row[..rest].to_vec(), take, true))
        });
    }
    options
}

const SAMPLE: [i64; 4] = [-4, -2, 4, 5];

/// The first `n` papers of the fixed row.
fn row(n: usize) -> Vec<i64> {
    let mut x: u64 = 729;
    (0..n)
        .map(|i| match SAMPLE.get(i) {
            Some(&paper) => paper,
            None => {
                x = (1_103_515_245 * x + 12_345) % (1 << 31);
                ((x >> 16) % 19) as i64 - 9
            }
        })
        .collect()
}

pub fn start(n: u64) -> P {
    (row(n as usize), 1, true)
}

pub fn show(p: &P) -> String {
    let (row, last, igor) = p;
    let mover = if *igor { "Igor" } else { "Zhenya" };
    format!("{row:?}, {mover} takes {last} or {}", last + 1)
}
