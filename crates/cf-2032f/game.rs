//! Codeforces 2032 F Peanuts, two boxes of one pocket each as a pair (a, b):
//! box [a] then box [b]; a move takes any positive number of peanuts from a
//! pocket of the leftmost non-empty box.
//!
//! `cargo xtask grundy crates/cf-2032f/game.rs --box 6,6` finds: not a sum;
//! the P-positions are (0, 0) and (1, b) for every b ≥ 1: a box of a single
//! peanut only passes the turn on, while a box of 2 or more gives its first
//! player the choice of who starts the next box (row a ≥ 2 is never 0:
//! G(a, b) = a for b < a, a − 1 from b = a on, *apparent* on the box). The
//! crate's README quotes the table; `gamecore::sums::sequential_nim` states and
//! proves the rule for any boxes.
pub fn moves((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    if a > 0 {
        (0..a).map(|left| vec![(left, b)]).collect()
    } else {
        (0..b).map(|left| vec![(0, left)]).collect()
    }
}
