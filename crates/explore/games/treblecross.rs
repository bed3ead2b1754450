//! Treblecross (LightOJ 1229, UVa 10561): write X into an empty cell of a
//! strip; whoever first makes XXX wins.
//!
//! Nobody writes within two cells of another X while there is a choice (it
//! hands the opponent XXX), so the game is played on runs of free cells:
//! writing at cell p of a run of L free cells kills that cell and two on each
//! side, leaving runs of max(p − 2, 0) and max(L − 3 − p, 0). Counting a run
//! of L cells as a heap of n = L + 2 (heaps of 0, 1 or 2 are dead runs), the
//! move at p leaves heaps p and n − 3 − p: three adjacent cells' worth
//! removed, the rest in up to two pieces.
//! `cargo xtask grundy crates/explore/games/treblecross.rs` finds: the code 0.007 (its options on
//! every heap to 10^4) and no period: an open game, so nothing is claimed; the
//! report names the nearest candidate and where it broke.
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for p in 0..n.saturating_sub(2) {
        let parts: Vec<u64> = [p, n - 3 - p].into_iter().filter(|&h| h > 0).collect();
        options.push(parts);
    }
    options
}
