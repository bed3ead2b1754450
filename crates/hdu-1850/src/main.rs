//! HDU 1850 Being a Good Boy in Spring Festival: count the winning first moves of Nim.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::nim;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut piles = Vec::new();
    // `M = 0` ends the input; an input that simply stops after a whole case
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
        writeln!(out, "{}", nim::count_winning_moves(&piles))?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
