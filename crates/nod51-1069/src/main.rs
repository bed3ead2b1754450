//! 51Nod 1069 Nim游戏: plain Nim on N piles, A moves first; print the winner.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::nim;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_piles: usize = sc.next()?;
    // Grown as tokens arrive, so a huge N with a short input fails on the
    // missing token instead of allocating first.
    let mut piles = Vec::new();
    for _ in 0..n_piles {
        piles.push(sc.next::<u64>()?);
    }
    let winner = if nim::first_player_wins(&piles) {
        "A"
    } else {
        "B"
    };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
