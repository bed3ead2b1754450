//! AtCoder ABC229 H Advance or Eat: Takahashi advances white pieces or eats
//! black ones, Snuke the reverse; who cannot move loses. Every column is a
//! number (`gamecore::partisan::advance_eat`), so Takahashi, moving first, wins exactly
//! when the columns' values sum to more than 0.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::partisan::advance_eat::{Cell, Columns};

/// The largest board answered (the judge's N ≤ 8): `gamecore`'s unit tests
/// check every column of up to 10 cells against exact arithmetic (README).
const MAX_N: usize = 10;

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
    // Values are multiples of 2^−32, at most N each: the sum fits an i64.
    let mut table = Columns::new(n);
    let total: i64 = columns
        .iter()
        .map(|column| table.scaled_value(column))
        .sum();
    let winner = if total > 0 { "Takahashi" } else { "Snuke" };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
