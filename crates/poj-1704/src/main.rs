//! POJ 1704 Georgia and Bob: pieces on a row slide left, never onto or over
//! another piece; Georgia moves first; print the winner.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::staircase;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let mut positions = Vec::new();
    for _ in 0..n_cases {
        let n_pieces: usize = sc.next()?;
        positions.clear();
        for _ in 0..n_pieces {
            let position: u64 = sc.next()?;
            if position == 0 {
                return Err(sc.invalid("cells are numbered from 1"));
            }
            positions.push(position);
        }
        // The input lists the pieces in any order.
        positions.sort_unstable();
        if let Some(pair) = positions.windows(2).find(|pair| pair[0] == pair[1]) {
            let message = format!("two pieces of this case stand on cell {}", pair[0]);
            return Err(sc.invalid(message));
        }
        let winner = if staircase::row_of_pieces_grundy(&positions) != 0 {
            "Georgia will win"
        } else {
            "Bob will win"
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
