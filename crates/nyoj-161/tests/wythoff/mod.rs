//! Wythoff's game in the tests of `nyoj-161`, `hdu-2177` and `nyoj-837`, two
//! ways that share nothing: played by its literal rules over small positions,
//! and the losing pairs by the statement's mex construction. Each crate's
//! `tests/rules.rs` includes this file as a module.
//!
//! It sits in a folder so that cargo does not build it as a test of its own
//! (only `tests/*.rs` files are test targets); `hdu-2177` and `nyoj-837`
//! include it by `#[path]`.

/// Wythoff's game by its literal rules on all positions with piles up to
/// `max`: `lost[a][b]` when no move (shrink one pile, or both by the same
/// amount) reaches a lost position. Every move lowers `a` or `b` and raises
/// neither, so increasing (a, b) order sees successors first.
pub fn lost_table(max: usize) -> Vec<Vec<bool>> {
    let n = max + 1;
    let mut lost = vec![vec![false; n]; n];
    for a in 0..n {
        for b in 0..n {
            let by_first = (1..=a).any(|t| lost[a - t][b]);
            let by_second = (1..=b).any(|t| lost[a][b - t]);
            let by_both = (1..=a.min(b)).any(|t| lost[a - t][b - t]);
            lost[a][b] = !(by_first || by_second || by_both);
        }
    }
    lost
}

/// The losing pairs `(a_k, b_k)` with `b_k ≤ max`, in order of `k`, by the mex
/// construction of the definition: `a_k` is the smallest natural number not
/// used yet, `b_k = a_k + k`. Both grow with `k`, so these are the first pairs.
pub fn mex_pairs(max: usize) -> Vec<(usize, usize)> {
    let mut used = vec![false; 2 * max + 2];
    let mut pairs = Vec::new();
    let mut a = 0;
    for k in 0.. {
        while used[a] {
            a += 1;
        }
        if a + k > max {
            break;
        }
        used[a] = true;
        used[a + k] = true;
        pairs.push((a, a + k));
    }
    pairs
}
