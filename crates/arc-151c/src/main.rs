//! AtCoder ARC151 C 01 Game: write 0 or 1 in an empty cell of a row so that no
//! two adjacent cells are equal; who cannot move loses.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::alternating_row::RowValue;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    let m: u64 = sc.next()?;
    // Read as it comes (M is never used to allocate).
    let mut row = RowValue::new();
    for _ in 0..m {
        let x: u64 = sc.next()?;
        let low = row.last().map_or(1, |(px, _)| px + 1);
        if x < low || x > n {
            return Err(sc.invalid(format!("X must be in {low}..={n} (increasing, at most N)")));
        }
        let y: u8 = sc.next()?;
        if y > 1 {
            return Err(sc.invalid("Y must be 0 or 1"));
        }
        if row.last() == Some((x - 1, y)) {
            return Err(sc.invalid("adjacent cells must not hold the same number"));
        }
        row.push(x, y);
    }
    let winner = if row.value(n) != 0 {
        "Takahashi"
    } else {
        "Aoki"
    };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
