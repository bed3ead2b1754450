//! HDU 2509 Be the Winner: rows of apples, take one or more consecutive apples
//! from one row (splitting it), whoever takes the last apple loses; cases
//! until EOF.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sums::misere::MisereSum;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    while sc.has_next() {
        let n_rows: usize = sc.next()?;
        // A row of `n` apples has Grundy value `n` even though a move may
        // split it (see `gamecore::sums::misere`), so this is misère Nim.
        let mut sum = MisereSum::new();
        for _ in 0..n_rows {
            sum.add(sc.next()?);
        }
        let verdict = if sum.first_player_wins() { "Yes" } else { "No" };
        writeln!(out, "{verdict}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
