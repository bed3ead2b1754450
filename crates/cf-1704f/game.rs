//! Codeforces 1704F Colouring Game, reduced: with as many red cells as blue,
//! both players whiten red–blue pairs while they can (the counting argument in
//! `gamecore::sg::colouring`), and the pairs lie in the maximal alternating runs.
//! A run of n cells is a heap; whitening two neighbouring cells of it leaves
//! runs of a and n − 2 − a cells: Dawson's Kayles.
//!
//! `cargo xtask grundy crates/cf-1704f/game.rs --upto 100` finds: the code
//! 0.07, *proved* periodic with period 34 and preperiod 53 by the periodicity
//! theorem (175 values), for the rule as far as it was compared with the code.
//! The brute force of the crate plays the literal partisan rules instead (this
//! file is the reduced game, which only the explorer runs).
pub fn moves(n: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    if n >= 2 {
        // a cells to the left of the pair, n − 2 − a to the right.
        for a in 0..=(n - 2) / 2 {
            let parts: Vec<u64> = [a, n - 2 - a].into_iter().filter(|&h| h > 0).collect();
            options.push(parts);
        }
    }
    options
}
