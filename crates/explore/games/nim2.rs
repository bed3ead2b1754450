//! Two-heap Nim written as a pair: take any number from one of the two heaps.
//!
//! `cargo xtask grundy crates/explore/games/nim2.rs` finds: a sum: G(a, b) = G(a, 0) ⊕ G(0, b) on
//! the whole box (*apparent*, checked on the box), the P-positions the
//! diagonal, and no Beatty claim.
pub fn moves((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut options = Vec::new();
    for x in 0..a {
        options.push(vec![(x, b)]);
    }
    for y in 0..b {
        options.push(vec![(a, y)]);
    }
    options
}
