//! Wythoff's game (POJ 1067, HDU 1527): two piles; take any number from one
//! pile, or the same number from both.
//!
//! `cargo xtask grundy crates/explore/games/wythoff.rs --box 100,100` finds:
//! FINDINGS
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
