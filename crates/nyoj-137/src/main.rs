//! NYOJ 137 取石子（三） (POJ 1740): take from one pile, then spread any of its
//! remaining stones onto other non-empty piles.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::redistribute;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut piles = Vec::new();
    // `N = 0` ends the input; an input that simply stops after a whole case
    // is read the same way.
    while sc.has_next() {
        let n_piles: usize = sc.next()?;
        if n_piles == 0 {
            break;
        }
        piles.clear();
        for _ in 0..n_piles {
            piles.push(sc.next::<u64>()?);
        }
        let verdict = if redistribute::first_player_wins(&piles) {
            "Win"
        } else {
            "Lose"
        };
        writeln!(out, "{verdict}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
