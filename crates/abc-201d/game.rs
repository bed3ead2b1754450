//! AtCoder ABC201 D Game in Momotetsu World as a scoring rule: a piece
//! starts in the top-left cell of a grid of `+` and `-` cells; the players
//! alternate moving it one cell right or one cell down, the mover gaining a
//! point on a `+` cell and losing one on a `-` cell; the game ends in the
//! bottom-right cell. The judge asks who ends ahead (or a draw): the sign of
//! the first player's final advantage, which is this rule's value.
//!
//! A family of starts: `start(n)` is the sample's grid (`---` / `+-+` /
//! `+--`) repeated to the right and cut to n columns (column j takes the
//! sample's column j mod 3), the piece in the top-left cell; `start(3)` is
//! the sample (Takahashi wins) and `start(0)`, with no column, has no move.
//! A position is the width and the piece's cell.
//!
//! The values of `start(0)`, `start(1)`, … are 0 0 −1 2 1 2 1 0 −1 0 1 2 …:
//! from n = 4 on, period 6 and saltus 0 (1 2 1 0 −1 0): twice the grid's
//! period, since a column further moves the piece one step further and the
//! players trade which cells they enter. `guess` is that; apparent, checked
//! against literal play for every n ≤ 200 by the crate's tests, and by
//! `cargo xtask grundy crates/abc-201d/game.rs --upto 40`, which finds the
//! period (quoted in the crate's README).
//!
//! `tests/oracle/mod.rs` plays `moves_on` (the same rule, on the judge's
//! grids) over tallies with both totals as the brute force.

/// A position of `start(n)`'s family: the width and the piece's cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub n_cols: usize,
    pub row: usize,
    pub col: usize,
}

const SAMPLE: [&[u8; 3]; 3] = [b"---", b"+-+", b"+--"];

/// A cell's points: 1 for `+`, −1 for `-`.
pub fn points(cell: u8) -> i64 {
    if cell == b'+' {
        1
    } else {
        -1
    }
}

/// Every move of the piece at (`row`, `col`) on a grid of `n_rows` ×
/// `n_cols` cells whose points `cell(row, col)` gives: the points its mover
/// scores and the cell the piece lands on.
pub fn moves_on(
    n_rows: usize,
    n_cols: usize,
    cell: impl Fn(usize, usize) -> i64,
    (row, col): (usize, usize),
) -> Vec<(i64, (usize, usize))> {
    [(row + 1, col), (row, col + 1)]
        .into_iter()
        .filter(|&(r, c)| r < n_rows && c < n_cols)
        .map(|(r, c)| (cell(r, c), (r, c)))
        .collect()
}

/// The value of `start(n)`: 0 0 −1 2 for n ≤ 3, then 1 2 1 0 −1 0 again and
/// again. Apparent: the crate's tests check it for every n ≤ 200.
pub fn guess(n: u64) -> i64 {
    match n {
        0..=3 => [0, 0, -1, 2][n as usize],
        _ => [1, 2, 1, 0, -1, 0][((n - 4) % 6) as usize],
    }
}

pub fn start(n: u64) -> Position {
    Position {
        n_cols: n as usize,
        row: 0,
        col: 0,
    }
}

pub fn moves(p: &Position) -> Vec<(i64, Position)> {
    if p.n_cols == 0 {
        return Vec::new();
    }
    let sample = |row: usize, col: usize| points(SAMPLE[row][col % 3]);
    moves_on(3, p.n_cols, sample, (p.row, p.col))
        .into_iter()
        .map(|(points, (row, col))| {
            let next = Position {
                n_cols: p.n_cols,
                row,
                col,
            };
            (points, next)
        })
        .collect()
}

/// The grid with the piece as `@`.
pub fn show(p: &Position) -> String {
    (0..3)
        .map(|row| {
            (0..p.n_cols)
                .map(|col| {
                    if (row, col) == (p.row, p.col) {
                        '@'
                    } else {
                        SAMPLE[row][col % 3] as char
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}
