//! Misère Nim: take any positive number of counters from one heap; the
//! player who cannot move **wins** (who takes the last counter loses).
//!
//! Sprague–Grundy values do not add under misère play, so `--misere`
//! searches the sums' real positions literally.
//! `cargo xtask grundy crates/explore/games/misere-nim.rs --misere --upto 30`
//! finds: every single heap is N (won for the player to move) but heap 1
//! (the empty position, heap 0, is N too: its mover cannot move, and wins);
//! the rule never splits, so it prints the misère Grundy values
//! G⁻(0) = 1, G⁻(1) = 0 and G⁻(n) = n for n ≥ 2.
//! `--misere --moves "3 2 1"` finds the sum lost (XOR 0 with a heap of 2 or
//! more), `--misere --moves "1 1 1"` lost too (an odd number of heaps of 1),
//! and `--misere --moves "4 1 1"` won by the one move that leaves an odd
//! number of single counters, to `1 1 1`: Bouton's rule for misère Nim —
//! play as in normal Nim until the move would leave only heaps of 1, then
//! leave an odd number of them.
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    (0..n).map(|m| vec![m]).collect()
}
