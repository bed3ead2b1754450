//! Codeforces 1194D 1-2-K Game as a pair (k, n): the chip on cell n of the
//! strip 0 … n moves 1, 2 or k cells to the left; who cannot move loses. So
//! row k is the subtraction game S{1, 2, k} (the judge's k ≥ 3; rows 0, 1
//! and 2 are S{1, 2}: a move of 0 cells is none, and k = 1 or 2 repeats a
//! move). A move never changes k, so each row is a game of its own.
//!
//! `cargo xtask grundy crates/cf-1194d/game.rs --box 10,40` finds: every row
//! periodic (*apparent*, checked on the box): period 3 (n mod 3, S{1, 2})
//! when 3 does not divide k, and period k + 1 when it does (k = 3, 6, 9),
//! with the value 3 at n ≡ k (mod k + 1) and n mod (k + 1) mod 3 elsewhere.
//! `gamecore::sg::one_two_k` proves it for every k (induction on n; the argument
//! is in crates/cf-1194d/README.md), and tests/oracle/ plays these moves as
//! the brute force.
pub fn moves((k, n): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut takes = vec![1, 2];
    if k > 2 {
        takes.push(k);
    }
    takes
        .into_iter()
        .filter(|&take| take <= n)
        .map(|take| vec![(k, n - take)])
        .collect()
}
