//! The subtraction game S{1,3,4}: take 1, 3 or 4 counters from the heap.
//!
//! `cargo xtask grundy crates/explore/games/s134.rs` finds: the rule's options are the code 0.3033 = S{1,3,4}'s on every
//! heap to 10^4; G = 0 1 0 1 2 3 2 0 1 …, *proved* periodic (period 7,
//! preperiod 0: a finite subtraction set, once the period holds over a window
//! as long as the largest take, 4), for the rule as far as it was compared.
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    [1, 3, 4]
        .iter()
        .filter(|&&k| k <= n)
        .map(|&k| vec![n - k])
        .collect()
}
