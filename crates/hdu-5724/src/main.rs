//! HDU 5724 Chess: an n × 20 board, a move takes a piece one step right or jumps it over the run of pieces there; YES if Alice (first) wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::leapfrog::Leapfrog;

/// The board's width: every row has 20 cells.
const WIDTH: u32 = 20;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    // One table for every row of 20 cells (1 MiB), built before any case.
    let rows = Leapfrog::new(WIDTH);
    for _ in 0..n_cases {
        let n_rows: usize = sc.next()?;
        let mut value = 0;
        for _ in 0..n_rows {
            let n_pieces: usize = sc.next()?;
            let mut row = 0u32;
            for _ in 0..n_pieces {
                let cell: u32 = sc.next()?;
                if !(1..=WIDTH).contains(&cell) {
                    return Err(sc.invalid(format!("a position must be between 1 and {}", WIDTH)));
                }
                if row >> (cell - 1) & 1 == 1 {
                    return Err(sc.invalid("the positions in a row must be distinct"));
                }
                row |= 1 << (cell - 1);
            }
            value ^= rows.grundy(row);
        }
        out.write_all(if value != 0 { b"YES\n" } else { b"NO\n" })?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
