//! Wythoff's game (POJ 1067, HDU 1527): two piles; take any number from one
//! pile, or the same number from both.
//!
//! `cargo xtask grundy crates/explore/games/wythoff.rs --box 100,100` finds:
//! the P-positions are Beatty pairs (⌊kα⌋, ⌊kβ⌋) and their mirrors, α = (1+√5)/2,
//! β = (3+√5)/2 = α + 1 (*apparent*, checked on the box in exact integer
//! arithmetic; complementary, 1/α + 1/β = 1), the a-Wythoff game with a = 1;
//! not a sum (G(1,1) = 2); rows 1 and 2 arithmetic-periodic (period 3,
//! saltus 3), row 5 without a pattern on the box. `--plot w.svg` shows the
//! two beams.
pub fn moves((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut options = Vec::new();
    for k in 1..=a {
        options.push(vec![(a - k, b)]);
    }
    for k in 1..=b {
        options.push(vec![(a, b - k)]);
    }
    for k in 1..=a.min(b) {
        options.push(vec![(a - k, b - k)]);
    }
    options
}
