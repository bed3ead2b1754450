//! Codeforces 850 C Arpa and a game with Mojtaba, one prime's part as a
//! heap: the heap n is the set of exponents of the prime p present in the
//! list (bit e − 1 of n set when some number is divisible by p^e but not
//! p^(e+1)). Naming p^k (k at most the largest exponent) keeps the exponents
//! below k, drops k and lowers each larger e to e − k.
//!
//! `cargo xtask grundy crates/cf-850c/game.rs --upto 64` finds no period or
//! other pattern (*apparent*, to 64): the values are computed, not read off
//! a formula; a single exponent e (n = 2^(e−1)) is worth e (a Nim heap) and
//! {1, 2} (n = 3) is lost. The solution values each prime's mask by the mex
//! over these moves, memoised (`gamecore::sg::exponent_sets`).
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let top = 64 - n.leading_zeros();
    (1..=top)
        .map(|k| {
            let kept = n & ((1u64 << (k - 1)) - 1);
            let left = kept | n.checked_shr(k).unwrap_or(0);
            if left == 0 {
                Vec::new()
            } else {
                vec![left]
            }
        })
        .collect()
}
