//! The subtraction game S{1,3,4}: take 1, 3 or 4 counters from the heap.
//!
//! `cargo xtask grundy crates/explore/games/s134.rs` finds: FINDINGS
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    [1, 3, 4]
        .iter()
        .filter(|&&k| k <= n)
        .map(|&k| vec![n - k])
        .collect()
}
