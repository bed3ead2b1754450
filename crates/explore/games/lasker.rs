//! Lasker's Nim (HDU 3032 Nim or not Nim?): remove any positive number of
//! counters from the heap, or split it into two non-empty heaps.
//!
//! The tutorials print 24 values and read off G(4k+1) = 4k+1, G(4k+2) = 4k+2,
//! G(4k+3) = 4k+4, G(4k+4) = 4k+3.
//! `cargo xtask grundy crates/explore/games/lasker.rs` finds: the code 4.[3] (its options on every heap
//! to 10^4), arithmetic-periodic with period 4, saltus 4, preperiod 1:
//! *apparent*, checked to 10^4 (no theorem covers infinite codes).
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let mut options: Vec<Vec<u64>> = Vec::new();
    // Remove k ≥ 1 counters; removing all leaves nothing.
    options.push(vec![]);
    for left in 1..n {
        options.push(vec![left]);
    }
    // Split into a + b, both non-empty.
    for a in 1..=n / 2 {
        if a < n {
            options.push(vec![a, n - a]);
        }
    }
    if n == 0 {
        options.clear();
    }
    options
}
