//! AtCoder ARC168 B Arbitrary Nim, one pile as a pair (k, n): a pile of n
//! stones from which a move takes 1 to k (the k chosen before the game; a
//! move never changes it, so each row is a game of its own: Bash's game,
//! and row 0 has no move). A take of the whole pile leaves nothing. The
//! judge's position is the sum of its N piles, all with the same k; the
//! crate's brute force (tests/oracle/) plays that sum by these moves for
//! every k that matters.
//!
//! `cargo xtask grundy crates/arc-168b/game.rs --box 6,30` finds (row k,
//! column n): row k periodic with period k + 1, G = n mod (k + 1)
//! (*apparent*, checked on the box; Bash's theorem, `gamecore::closed::bash`,
//! proves it). The README derives the largest k from it.
pub fn moves((k, n): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    (1..=k.min(n))
        .map(|take| {
            if take == n {
                vec![]
            } else {
                vec![(k, n - take)]
            }
        })
        .collect()
}
