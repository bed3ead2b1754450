//! AtCoder ABC201 D Game in Momotetsu World: a piece moves right or down on
//! a grid of `+` and `-` cells, the mover gaining or losing a point; print
//! who ends ahead (Takahashi, Aoki) or Draw.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::grid_walk;

/// The most cells answered: the statement's 2000 × 2000, in any shape.
const MAX_CELLS: usize = 4_000_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let height: usize = sc.next()?;
    let width: usize = sc.next()?;
    if height == 0 || width == 0 {
        return Err(sc.invalid("the grid needs at least one row and one column"));
    }
    if height
        .checked_mul(width)
        .map_or(true, |cells| cells > MAX_CELLS)
    {
        return Err(sc.invalid(format!(
            "a grid of {height} x {width} cells is more than the {MAX_CELLS} this solution answers"
        )));
    }
    let mut gains: Vec<i8> = Vec::with_capacity(height * width);
    for _ in 0..height {
        let row = sc.word()?;
        // `+` is 1 and `-` is −1; any other byte marks the row as bad.
        let mut bad = row.len() != width;
        gains.extend(row.iter().map(|&c| {
            bad |= c != b'+' && c != b'-';
            if c == b'+' {
                1i8
            } else {
                -1
            }
        }));
        if bad {
            return Err(sc.invalid(format!(
                "expected a row of {width} characters, each `+` or `-`"
            )));
        }
    }
    let winner = match grid_walk::advantage(width, &gains) {
        a if a > 0 => "Takahashi",
        a if a < 0 => "Aoki",
        _ => "Draw",
    };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
