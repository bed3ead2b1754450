//! Dawson's Kayles: a row of n pins; knock down two adjacent pins, which may
//! split the row in two.
//!
//! `cargo xtask grundy crates/explore/games/dawson.rs` finds: the code 0.07 (its options on every heap
//! to 10^4), *proved* periodic with period 34 and preperiod 53 by the
//! periodicity theorem (N = 2·53 + 2·34 + 2 − 1 = 175 values), for the rule as
//! far as it was compared with the code.
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    if n >= 2 {
        // a pins to the left of the two knocked down, n − 2 − a to the right.
        for a in 0..=(n - 2) / 2 {
            let parts: Vec<u64> = [a, n - 2 - a].into_iter().filter(|&h| h > 0).collect();
            options.push(parts);
        }
    }
    options
}
