//! HDU 1907 John (= POJ 3480): misère Nim — take any positive number from one
//! pile, whoever takes the last stone loses; John moves first.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sums::misere::MisereSum;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    for _ in 0..n_cases {
        let n_piles: usize = sc.next()?;
        // Each pile is its own Grundy value; folded in as it is read.
        let mut sum = MisereSum::new();
        for _ in 0..n_piles {
            sum.add(sc.next()?);
        }
        let winner = if sum.first_player_wins() {
            "John"
        } else {
            "Brother"
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
