//! AtCoder ARC 143 C Piles of Pebbles, one pile, with X = 3 (Left, the
//! first player Takahashi) and Y = 2 (Right, Aoki): Left removes X stones,
//! Right removes Y. The real game is a *selective* compound (a move removes
//! from any non-empty set of piles at once), not the disjunctive sum the
//! explorer values, so only the single pile's outcome classes carry over:
//! they depend on the pile's residue mod X + Y = 5 alone (the mirror
//! argument of `gamecore::partisan::selective_take`).
//!
//! `cargo xtask grundy crates/arc-143c/game.rs --upto 14` finds the
//! canonical forms periodic in n with period 5 (*apparent*, to 14): residues
//! 0, 1 are 0 (P: neither can move for good), 2 is −1 (R: only Right
//! moves), 3 is * and 4 is {0|−1} (N: whoever starts wins; with Takahashi
//! first, Takahashi).
const X: u64 = 3;
const Y: u64 = 2;

pub fn left(n: u64) -> Vec<Vec<u64>> {
    if n >= X {
        vec![vec![n - X]]
    } else {
        Vec::new()
    }
}

pub fn right(n: u64) -> Vec<Vec<u64>> {
    if n >= Y {
        vec![vec![n - Y]]
    } else {
        Vec::new()
    }
}
