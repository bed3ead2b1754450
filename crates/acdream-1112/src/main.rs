//! ACdream 1112 Alice and Bob: a move replaces a number by a proper divisor or
//! by two factors greater than 1; Alice moves first; cases until end of input.

use std::io::Write;

use gamecore::base::omega::Omega;
use gamecore::base::scan::{Error, Scanner};
use gamecore::base::sieve::Sieve;
use gamecore::sg::lasker;

/// The judge's largest value: the sieve stops there. Larger values (up to
/// 2^32 − 1) are still answered exactly, and fast, by `gamecore::base::omega`
/// (trial division to the cube root, then a primality test) rather than by
/// growing the sieve.
const JUDGE_MAX_VALUE: u32 = 5_000_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // Every case is read first, so the sieve, built once, stops at the largest
    // value present: small inputs cost next to nothing.
    let mut values: Vec<u32> = Vec::new();
    let mut case_ends = Vec::new();
    while sc.has_next() {
        let n_values: usize = sc.next()?;
        for _ in 0..n_values {
            let value: u32 = sc.next()?;
            if value == 0 {
                return Err(sc.invalid("numbers start at 1"));
            }
            values.push(value);
        }
        case_ends.push(values.len());
    }
    let largest = values.iter().copied().max().unwrap_or(1);
    let sieve = Sieve::new(largest.min(JUDGE_MAX_VALUE));
    let beyond_sieve = Omega::new();
    let n_prime_factors = |value: u32| {
        if value <= sieve.limit() {
            sieve.n_prime_factors(value)
        } else {
            beyond_sieve.n_prime_factors(value)
        }
    };
    let mut case_start = 0;
    for case_end in case_ends {
        // A number is a heap of Ω(v) in Lasker's Nim (see gamecore::base::sieve).
        let nim_sum = values[case_start..case_end].iter().fold(0, |acc, &value| {
            acc ^ lasker::grundy(u64::from(n_prime_factors(value)))
        });
        let winner = if nim_sum != 0 { "Alice" } else { "Bob" };
        writeln!(out, "{winner}")?;
        case_start = case_end;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
