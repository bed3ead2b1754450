//! POJ 2311 Cutting Game: cut paper pieces along grid lines; whoever first cuts
//! out a 1×1 wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::cutting::CuttingTable;

/// The largest side accepted, far past the judge's: the table costs
/// `O(side³)`, so this keeps an absurd side from hanging.
const MAX_SIDE: usize = 1000;

fn read_side(sc: &mut Scanner) -> Result<usize, Error> {
    let side: usize = sc.next()?;
    if !(1..=MAX_SIDE).contains(&side) {
        return Err(sc.invalid(format!("a side is 1 to {MAX_SIDE}")));
    }
    Ok(side)
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // Read every case first, so the table is built once, exactly as large as
    // the largest piece asks.
    let mut pieces = Vec::new();
    while sc.has_next() {
        let w = read_side(sc)?;
        let h = read_side(sc)?;
        if w == 1 && h == 1 {
            return Err(sc.invalid("a lone 1×1 piece is a finished game"));
        }
        pieces.push((w, h));
    }
    let max_side = pieces.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(0);
    let mut table = CuttingTable::with_max_side(max_side);
    for (w, h) in pieces {
        let verdict = if table.first_player_wins(w, h) {
            "WIN"
        } else {
            "LOSE"
        };
        writeln!(out, "{verdict}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
