//! AtCoder ARC143 C Piles of Pebbles: a partisan selective compound, decided by the piles'
//! residues mod X + Y (`gamecore::partisan::selective_take`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::partisan::selective_take::first_player_wins;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_piles: u64 = sc.next()?;
    let x: u64 = sc.next()?;
    let y: u64 = sc.next()?;
    if x == 0 || y == 0 {
        return Err(sc.invalid("X and Y must be at least 1"));
    }
    // The piles are read as they come; nothing is allocated by N.
    let mut error = None;
    let piles = (0..n_piles).map_while(|_| match sc.next::<u64>() {
        Ok(pile) => Some(pile),
        Err(e) => {
            error = Some(e);
            None
        }
    });
    let wins = first_player_wins(x, y, piles);
    if let Some(e) = error {
        return Err(e);
    }
    let winner: &[u8] = if wins { b"First\n" } else { b"Second\n" };
    out.write_all(winner)?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
