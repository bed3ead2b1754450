//! Codeforces 2032F Peanuts: count the divisions of the pockets into boxes that Alice wins,
//! the boxes played as a sequential compound of Nim (`gamecore::sums::sequential_nim`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sums::sequential_nim::winning_divisions;

const MODULUS: u64 = 998_244_353;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    // The pockets of a case; the vector grows only as tokens are really read.
    let mut pockets: Vec<u64> = Vec::new();
    for _ in 0..n_cases {
        let n: u64 = sc.next()?;
        if n == 0 {
            return Err(sc.invalid("n must be at least 1"));
        }
        pockets.clear();
        for _ in 0..n {
            let a: u64 = sc.next()?;
            if a == 0 {
                return Err(sc.invalid("every pocket holds at least one peanut"));
            }
            pockets.push(a);
        }
        writeln!(out, "{}", winning_divisions(&pockets, MODULUS))?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
