//! NYOJ 585 取石子（六）: plain Nim, PIAOYI moves first.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    for _ in 0..n_cases {
        let n_piles: usize = sc.next()?;
        // The nim-sum (`gamecore::closed::nim::nim_sum`), folded in as the piles are
        // read: nothing is stored, and a huge m in a truncated input fails at
        // the first missing token. Non-zero means the first player wins.
        let mut sum = 0;
        for _ in 0..n_piles {
            sum ^= sc.next::<u64>()?;
        }
        let winner = if sum != 0 { "PIAOYI" } else { "HRDV" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
