//! A game for `cargo xtask grundy THIS_FILE.rs`: a position is a pair (a, b).
//!
//! `moves((a, b))` lists every option of the position: each option is the
//! list of pairs the move leaves — one pair for most games, two when the
//! move splits the position (cutting a rectangle in two), `vec![]` when
//! nothing is left. The explorer tables G(a, b) on the box 0 ≤ a < A,
//! 0 ≤ b < B (`--box A,B`, default 30,30; positions the rule reaches outside
//! the box are computed too), marks the P-positions (G = 0), and looks for
//! Beatty pairs, a sum G(a, b) = G(a, 0) ⊕ G(0, b), and periodic rows.
//!
//! Try: `--box 100,100`, `--json`, `--plot g.svg` (a heat map),
//! `--moves "3,5 4,7"` (the winning moves of a sum of pairs),
//! `--play "3,5 4,7"`.
//!
//! The rule must be finite: an option leading back to a position still being
//! computed is reported as a cycle.

/// This template: Wythoff's game. Take any number from one pile, or the same
/// number from both.
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
