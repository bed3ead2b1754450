//! TIOJ 1644 (JSOI2009 游戏, BZOJ 1443): the first player places a token on
//! an empty cell, then the players move it to unmarked neighbouring cells;
//! who cannot move loses. WIN and every winning first cell, LOSE, or TIE.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::matching::{hopcroft_karp, in_every_maximum, Graph};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_rows: usize = sc.next()?;
    let n_cols: usize = sc.next()?;
    if n_rows == 0 || n_cols == 0 || n_rows.saturating_mul(n_cols) > 1 << 24 {
        return Err(sc.invalid("N and M must be at least 1, N × M at most 2^24"));
    }
    let mut open = Vec::with_capacity(n_rows * n_cols);
    for _ in 0..n_rows {
        let row = sc.word()?;
        if row.len() != n_cols || row.iter().any(|&b| b != b'x' && b != b'.') {
            let message = format!("expected a row of {} cells, each `x` or `.`", n_cols);
            return Err(sc.invalid(message));
        }
        open.extend(row.iter().map(|&b| b == b'.'));
    }
    if !open.contains(&true) {
        // No empty cell: the game cannot start (README, ambiguities).
        writeln!(out, "TIE")?;
        return Ok(());
    }
    let grid = Graph::grid(n_rows, n_cols, |r, c| open[r * n_cols + c]);
    let matching = hopcroft_karp(&grid, &Graph::grid_side(n_rows, n_cols));
    // The second player moves first from the placed token: placing it where
    // some maximum matching misses it wins.
    let covered = in_every_maximum(&grid, &matching);
    let winning = (0..n_rows * n_cols).filter(|&cell| open[cell] && !covered[cell]);
    let mut any = false;
    for cell in winning {
        if !any {
            writeln!(out, "WIN")?;
            any = true;
        }
        writeln!(out, "{} {}", cell / n_cols + 1, cell % n_cols + 1)?;
    }
    if !any {
        writeln!(out, "LOSE")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
