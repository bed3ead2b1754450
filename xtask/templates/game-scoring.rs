//! A scoring game for `cargo xtask grundy THIS_FILE.rs`: each move scores
//! points, and the value of a position is the mover's final advantage under
//! optimal play (the points the mover will have made minus the opponent's,
//! both playing best: negamax), not a Grundy value.
//!
//! `moves(n)` lists every option of a heap of n as `(points, what it
//! leaves)`; a move after which the same player moves again is
//! `(points, what it leaves, true)` in a `Vec<(i64, u64, bool)>`. The
//! explorer tables V(0) … V(N) (`--upto N`, default 10^4; a pair game writes
//! `moves((a, b): (u64, u64)) -> Vec<(i64, (u64, u64))>`, a family of starts
//! `start` and `moves(p: &P) -> Vec<(i64, P)>`), and looks for a period
//! with a saltus of either sign (V(n + p) = V(n) + s), or one saltus for
//! each residue class — every claim *apparent*.
//!
//! Optional: `end(n) -> i64`, what the player left without a move scores
//! (0 without it); `guess(n) -> i64`, your formula, checked on the table.
//!
//! Try: `--show 40`, `--json`, `--plot g.svg`, `--positions`, `--moves 10`
//! (every option of heap 10 with its points and the advantage through it),
//! `--play 10` (against the explorer, which plays best).

/// This template: a pile of n coins worth 1, 2, …, n from the bottom up;
/// take the top coin, or the top two, scoring their worth. The explorer
/// finds V = 0 1 3 4 4 5 7 8 …: period 4, saltus 4 (apparent).
pub fn moves(n: u64) -> Vec<(i64, u64)> {
    let mut options = Vec::new();
    if n >= 1 {
        options.push((n as i64, n - 1));
    }
    if n >= 2 {
        options.push((2 * n as i64 - 1, n - 2));
    }
    options
}

// What the player left without a move scores (here: nothing).
// pub fn end(n: u64) -> i64 {
//     0
// }
