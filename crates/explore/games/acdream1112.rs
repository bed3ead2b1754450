//! ACdream 1112 Alice and Bob, on the number of prime factors.
//!
//! A move picks a number x > 1 and replaces it by a divisor other than
//! itself (1 allowed) or by two numbers a, b > 1 with a·b = x. Only Ω(x), the
//! number of prime factors with multiplicity, matters: a proper divisor has
//! any Ω from 0 to Ω(x) − 1, and a split shares Ω(x) between two parts of at
//! least 1. So the position here is k = Ω(x), and 1 (k = 0) has no move.
//! `cargo xtask grundy crates/explore/games/acdream1112.rs` finds: the same game as Lasker's Nim: the code
//! 4.[3], period 4, saltus 4, preperiod 1, *apparent*, checked to 10^4. So a
//! number's value is that of Lasker's Nim at Ω(x), and the judge's answer is
//! the XOR of those.
pub fn moves(k: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    // A proper divisor with j < k prime factors (j = 0: the divisor 1, a
    // number without moves, so it leaves nothing).
    for j in 0..k {
        options.push(if j == 0 { vec![] } else { vec![j] });
    }
    // Two factors a, b > 1: i and k − i prime factors, both at least 1.
    for i in 1..=k / 2 {
        if i < k {
            options.push(vec![i, k - i]);
        }
    }
    options
}
