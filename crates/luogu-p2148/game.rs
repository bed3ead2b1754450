//! Luogu P2148 [SDOI2009] E&D, one pair of piles (a, b): remove either pile
//! and split the other into two non-empty piles, which become the pair.
//! Piles are non-empty: a pair with a 0 (only in the explorer's box) has no
//! move.
//!
//! `cargo xtask grundy crates/luogu-p2148/game.rs --box 16,16` prints G(a, b):
//! the value is the index of the lowest 0 bit of (a − 1) | (b − 1) (apparent
//! on the box; `gamecore::sg::split_pairs` proves it for every pair, by a lemma on
//! the values of the splits). The brute force of the crate plays sums of
//! these pairs with the same `moves`.
pub fn moves((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut options = Vec::new();
    if a == 0 || b == 0 {
        return options;
    }
    for split in [a, b] {
        for c in 1..split {
            options.push(vec![(c, split - c)]);
        }
    }
    options
}
