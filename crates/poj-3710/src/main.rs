//! POJ 3710 Christmas Game: Green Hackenbush on graphs rooted at vertex 1,
//! trees with cycles hanging on them (fusion principle); who cannot move
//! loses; Sally moves first; cases until EOF.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::hackenbush::GraphReader;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut graphs = GraphReader::new();
    while sc.has_next() {
        let n_graphs: usize = sc.next()?;
        let mut nim_sum = 0;
        for _ in 0..n_graphs {
            nim_sum ^= graphs.read_value(sc)?;
        }
        let winner = if nim_sum != 0 { "Sally" } else { "Harry" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
