//! Luogu P4363 [九省联考2018] 一双木棋 chess as a scoring rule: black (first)
//! and white take turns placing a stone in an empty cell whose every cell
//! above and to the left (the rectangle from the top-left corner to it) is
//! filled; a stone in cell (i, j) scores a[i][j] for black, b[i][j] for
//! white; the board full, black's total minus white's is the result.
//!
//! A family of starts: `start(n)` is the empty board of the sample
//! (a = 2 7 3 / 9 1 2, b = 3 7 2 / 2 3 1) repeated to the right and cut to
//! n columns (column j takes the sample's column j mod 3), for
//! n ≤ `MAX_COLS`; `start(3)` is the sample itself, worth 2. A position is
//! the board's width and the mask of its filled cells (row-major); the mover
//! is black exactly when the filled cells are even in number, and a move's
//! points are the mover's own (a for black, b for white), so the value of
//! `start(n)` is black − white under perfect play.
//!
//! The values of `start(0)`, `start(1)`, … are 0 0 1 2 1 3 4 3 5 6 5 7 …:
//! from n = 2 on, period 3 with saltus 2 — until n = 29; from there on
//! period 3 with saltus 3 (19 21 19 22 24 22 25 …). `guess` is both regimes;
//! apparent, checked against literal play for every n ≤ `MAX_COLS` by the
//! crate's tests. `cargo xtask grundy crates/luogu-p4363/game.rs --upto 29`
//! claims the first regime (apparent, checked to N = 30), `--upto 64` the
//! second from n = 29 (both quoted in the crate's README).
//!
//! `tests/oracle/mod.rs` plays `moves_on` (the same rule, on the judge's
//! boards) with `play::scoring::Advantage` as the brute force.

/// A board: its size and each player's points, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub n_rows: usize,
    pub n_cols: usize,
    pub black: Vec<i64>,
    pub white: Vec<i64>,
}

/// A position of `start(n)`'s family: the width and the filled cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub n_cols: usize,
    pub filled: u128,
}

/// The widest start (2 × 64 cells fill a `u128`).
pub const MAX_COLS: u64 = 64;

const SAMPLE_BLACK: [[i64; 3]; 2] = [[2, 7, 3], [9, 1, 2]];
const SAMPLE_WHITE: [[i64; 3]; 2] = [[3, 7, 2], [2, 3, 1]];

/// The sample's two rows repeated to the right, `n_cols` wide.
pub fn sample_board(n_cols: usize) -> Board {
    let cells = |rows: &[[i64; 3]; 2]| -> Vec<i64> {
        (0..2)
            .flat_map(|row| (0..n_cols).map(move |col| rows[row][col % 3]))
            .collect()
    };
    Board {
        n_rows: 2,
        n_cols,
        black: cells(&SAMPLE_BLACK),
        white: cells(&SAMPLE_WHITE),
    }
}

/// Every stone the mover may place on `board` with the cells of `filled`
/// filled (bit `row * n_cols + col`): the points it scores and the cells
/// filled after it. A cell is open when it is empty and every other cell of
/// the rectangle from the top-left corner to it is filled, checked as a mask.
pub fn moves_on(board: &Board, filled: u128) -> Vec<(i64, u128)> {
    let points = if filled.count_ones() % 2 == 0 {
        &board.black
    } else {
        &board.white
    };
    let mut options = Vec::new();
    for row in 0..board.n_rows {
        for col in 0..board.n_cols {
            let cell = row * board.n_cols + col;
            let prefix: u128 = (1 << (col + 1)) - 1;
            let rectangle = (0..=row).fold(0, |mask, r| mask | prefix << (r * board.n_cols));
            let others = rectangle & !(1 << cell);
            if filled & 1 << cell == 0 && filled & others == others {
                options.push((points[cell], filled | 1 << cell));
            }
        }
    }
    options
}

/// The value of `start(n)` as a formula, in two regimes (n capped at
/// `MAX_COLS` like `start`): 0 for n ≤ 1; for 2 ≤ n ≤ 29 period 3 with
/// saltus 2 — `2q`, `2q − 1`, `2q + 1` for n = 3q, 3q + 1, 3q + 2; from
/// n = 29 on period 3 with saltus 3 — `3q − 9`, `3q − 11`, `3q − 8`.
/// Apparent, not proved: the crate's tests check it against literal play for
/// every n ≤ `MAX_COLS` (and a Python search to n = 120 saw no third regime).
pub fn guess(n: u64) -> i64 {
    let n = n.min(MAX_COLS) as i64;
    let (q, r) = (n / 3, n % 3);
    if n <= 1 {
        0
    } else if n <= 29 {
        [2 * q, 2 * q - 1, 2 * q + 1][r as usize]
    } else {
        [3 * q - 9, 3 * q - 11, 3 * q - 8][r as usize]
    }
}

pub fn start(n: u64) -> Position {
    Position {
        n_cols: n.min(MAX_COLS) as usize,
        filled: 0,
    }
}

pub fn moves(p: &Position) -> Vec<(i64, Position)> {
    moves_on(&sample_board(p.n_cols), p.filled)
        .into_iter()
        .map(|(points, filled)| {
            let next = Position {
                n_cols: p.n_cols,
                filled,
            };
            (points, next)
        })
        .collect()
}

/// The board row by row, `#` a stone (of either colour: the position does
/// not keep colours, which no later move depends on) and `.` an empty cell.
pub fn show(p: &Position) -> String {
    (0..2)
        .map(|row| {
            (0..p.n_cols)
                .map(|col| {
                    if p.filled & 1 << (row * p.n_cols + col) != 0 {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}
