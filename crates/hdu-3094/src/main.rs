//! HDU 3094 A tree game: Green Hackenbush on a tree rooted at vertex 1 — cut
//! an edge, drop what is cut off from the root; who cannot move loses; Alice
//! moves first.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::hackenbush::TreeReader;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let mut trees = TreeReader::new();
    for _ in 0..n_cases {
        let value = trees.read_value(sc, "N")?;
        let winner = if value != 0 { "Alice" } else { "Bob" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
