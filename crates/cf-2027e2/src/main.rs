//! Codeforces 2027E2 Bit Game (Hard Version): count the choices of piles x_i ≤ b_i for which
//! Bob wins, by `gamecore::sg::bit_game`'s digit DP over the bits of x and a XOR knapsack.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::bit_game::{count_zero_xor, ValueCounter, MAX_VALUE};

const MODULUS: u64 = 1_000_000_007;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let mut counter = ValueCounter::new();
    // The values a_i come on one line and the bounds b_i on the next, so the
    // a_i wait here; the vectors grow only as tokens are really read.
    let mut values: Vec<u64> = Vec::new();
    let mut piles: Vec<[u64; MAX_VALUE + 1]> = Vec::new();
    for _ in 0..n_cases {
        let n_piles: u64 = sc.next()?;
        values.clear();
        for _ in 0..n_piles {
            values.push(sc.next()?);
        }
        piles.clear();
        for &a in &values {
            let b: u64 = sc.next()?;
            piles.push(counter.count(a, b));
        }
        writeln!(out, "{}", count_zero_xor(&piles, MODULUS))?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
