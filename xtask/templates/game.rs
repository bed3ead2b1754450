//! TODO: {{name}}'s game as a rule for the explorer, written by its literal
//! rules: `cargo xtask grundy crates/{{name}}/game.rs` tables its values,
//! finds the pattern (period, saltus, a take-and-break code, Beatty pairs)
//! and proves what a theorem allows; a `guess` function is checked on the
//! whole table. The tests' brute force can play the same moves
//! (`#[path = "../../game.rs"] mod game;` in tests/oracle/mod.rs, as
//! crates/cf-1194d does).
//!
//! The forms (crates/explore/README.md): one heap, `moves(n: u64) ->
//! Vec<Vec<u64>>` (each option the list of heaps the move leaves); a pair,
//! `moves((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>>`; a family of starts
//! on a position type of its own (`start`, `moves(p: &P)`, `show`, `canon`,
//! `guess`); scoring moves (`Vec<(i64, u64)>`: points and what is left).
//! `cargo xtask grundy --new x.rs [--pair | --family | --scoring]` writes a
//! commented example of each.

/// TODO: the game's options from a heap of n (this placeholder: take 1 or 2).
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    [1, 2]
        .iter()
        .filter(|&&k| k <= n)
        .map(|&k| vec![n - k])
        .collect()
}
