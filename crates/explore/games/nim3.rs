//! Three-heap Nim, the position a tuple `(u64, u64, u64)`: take any number
//! of counters from one heap.
//!
//! A two-parameter family: `start((a, b))` is the heaps (a, b, a + b).
//! `cargo xtask grundy crates/explore/games/nim3.rs --box 16,16` finds:
//! G = a ⊕ b ⊕ (a + b) (Bouton: a Nim position's value is the XOR of its
//! heaps), so the P-positions are exactly the pairs with no carry in a + b,
//! a AND b = 0 — and `guess` says so: it holds on the box. Not a sum of a
//! row and a column (G(1, 1) = 2 ≠ G(1, 0) ⊕ G(0, 1) = 0).
pub type Heaps = (u64, u64, u64);

pub fn start((a, b): (u64, u64)) -> Heaps {
    (a, b, a + b)
}

pub fn moves(&(a, b, c): &Heaps) -> Vec<Vec<Heaps>> {
    let mut options: Vec<Vec<Heaps>> = (0..a).map(|x| vec![(x, b, c)]).collect();
    options.extend((0..b).map(|y| vec![(a, y, c)]));
    options.extend((0..c).map(|z| vec![(a, b, z)]));
    options
}

/// The heaps in any order are the same game.
pub fn canon((a, b, c): Heaps) -> Heaps {
    let mut h = [a, b, c];
    h.sort_unstable();
    (h[0], h[1], h[2])
}

pub fn guess((a, b): (u64, u64)) -> bool {
    a & b == 0
}
