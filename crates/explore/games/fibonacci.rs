//! Fibonacci nim (HDU 2516 取石子游戏) as a pair: (n, m) = n stones left, at
//! most m may be taken. The first player may take any number but not all of
//! the pile (the position (n, n − 1)); after a take of k the next player may
//! take up to 2k (capped at what is left, which changes nothing).
//!
//! The first player loses exactly when n is a Fibonacci number (Zeckendorf).
//! `cargo xtask grundy crates/explore/games/fibonacci.rs --box 60,60` finds:
//! no Beatty pairs (the P-positions are not symmetric) and no sum; (n, n − 1)
//! is a P-position exactly when n is a Fibonacci number (tests/games.rs
//! checks it to 89).
pub fn moves((n, m): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut options = Vec::new();
    for k in 1..=n.min(m) {
        options.push(vec![(n - k, (2 * k).min(n - k))]);
    }
    options
}
