//! AtCoder ABC229 H Advance or Eat: Takahashi advances white pieces or eats
//! black ones, Snuke the reverse; who cannot move loses. Every column is a
//! number (`gamecore::partisan::advance_eat`), so Takahashi, moving first, wins exactly
//! when the columns' values sum to more than 0.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::partisan::advance_eat::{Cell, Columns};
use gamecore::partisan::dyadic::Dyadic;

/// The largest board the column table is built for (the judge's N ≤ 8).
const MAX_N: usize = 12;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if !(1..=MAX_N).contains(&n) {
        return Err(sc.invalid(format!("N must be in 1..={MAX_N}")));
    }
    let mut columns = vec![Vec::with_capacity(n); n];
    for _ in 0..n {
        let row = sc.word()?;
        if row.len() != n {
            let message = format!("a row must have N = {n} cells");
            return Err(sc.invalid(message));
        }
        for (column, &c) in columns.iter_mut().zip(row) {
            column.push(match c {
                b'.' => Cell::Empty,
                b'W' => Cell::White,
                b'B' => Cell::Black,
                _ => return Err(sc.invalid("a cell must be W, B or .")),
            });
        }
    }
    let table = Columns::new(n);
    let total: Dyadic = columns
        .iter()
        .map(|column| table.value(column).clone())
        .sum();
    let winner = if total.signum() > 0 {
        "Takahashi"
    } else {
        "Snuke"
    };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
