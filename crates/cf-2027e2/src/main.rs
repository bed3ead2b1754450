//! Codeforces 2027E2 Bit Game (Hard Version): count the choices of piles x_i ≤ b_i for which
//! Bob wins: each pile's x ≤ b counted by value in closed form and the piles combined by a
//! knapsack over XOR (`gamecore::sg::bit_game`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::bit_game::{ValueCounter, ZeroXorCount};

const MODULUS: u64 = 1_000_000_007;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let counter = ValueCounter::new();
    // The values a_i come on one line and the bounds b_i on the next, so the
    // a_i wait here; the vector grows only as tokens are really read.
    let mut values: Vec<u64> = Vec::new();
    for _ in 0..n_cases {
        let n_piles: u64 = sc.next()?;
        values.clear();
        for _ in 0..n_piles {
            values.push(sc.next()?);
        }
        let mut ways = ZeroXorCount::new(MODULUS);
        for &a in &values {
            let b: u64 = sc.next()?;
            ways.add(&counter.count(a, b));
        }
        writeln!(out, "{}", ways.count())?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
