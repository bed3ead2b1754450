//! A partisan game for `cargo xtask grundy THIS_FILE.rs`: one heap of n
//! counters, where Left (Blue) and Right (Red) have different moves.
//!
//! `left(n)` and `right(n)` list each player's options from a heap of n:
//! each option is the list of heaps the move leaves — `vec![]` when nothing
//! is left, `vec![n - k]` when k counters are taken, `vec![a, b]` when the
//! heap is split in two (a sum of two games). The explorer gives each heap
//! 0 … N (`--upto N`, default 30) its canonical form in CGSuite's notation
//! (`0`, `1/2`, `-3`, `*`, `↑`, `{1|0}`, …), its outcome class (L: Left wins,
//! R: Right wins, N: whoever moves first wins, P: whoever moves second), and
//! whether every value is a number. (A pair game writes
//! `pub fn left((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>>` and the same for
//! `right`, and takes `--box A,B`: see crates/explore/games/cutcake.rs.)
//!
//! Try: `--upto 60`, `--json`, `--moves "7 6 9 3"` (the good moves of a sum
//! for Left, who moves first) and `--moves "7 6 9 3" --side right`.
//!
//! The rule must be finite: an option leading back to a heap still being
//! computed is reported as a cycle. Any helper functions may live here too.

/// This template: Left takes 1 or 2 counters; Right takes 2 or 3.
pub fn left(n: u64) -> Vec<Vec<u64>> {
    take(n, &[1, 2])
}

/// Right's moves (uncomment the loop to let Right also split a heap in two).
pub fn right(n: u64) -> Vec<Vec<u64>> {
    let options = take(n, &[2, 3]);
    // for a in 1..=n / 2 {
    //     options.push(vec![a, n - a]);
    // }
    options
}

fn take(n: u64, ks: &[u64]) -> Vec<Vec<u64>> {
    ks.iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
}
