//! AtCoder ABC349 E Weighted Tic-Tac-Toe as a scoring rule: Takahashi (red,
//! first) and Aoki (blue) alternately paint an empty cell of a 3 × 3 board,
//! scoring its weight. Three cells of one colour in a row, a column or a
//! diagonal end the game at once and win it for that colour; a full board
//! without such a line is won by the larger total.
//!
//! A line wins whatever the totals, so the result is not the difference of
//! the totals. To write the game in the scoring form (whose value is the
//! mover's final advantage) the move that completes a line also scores a
//! **bonus** larger than any total can be, `1 + Σ |weight|`, and ends the
//! game (a board with a line has no move). Then a game won by a line has
//! a final difference of more than any total in the winner's favour, and a
//! game ended on a full board the difference of the totals; the sign of the
//! value is the winner, as long as the weights add up to an odd number (no
//! tie on a full board; the judge guarantees it). `tests/oracle/mod.rs`
//! plays these moves over tallies with both totals, reading the verdict from
//! the board (a line) or the totals — the bonus never decides there — and
//! `tests/rules.rs` checks that the sign of this rule's value agrees.
//!
//! A family of starts: `start(n)` is the board of the judge's second sample
//! (weights −1 1 0 / −4 −2 −5 / −4 −1 −5, Aoki wins: a negative value) after
//! the first n moves of a fixed game that never makes a line (cells 0, 4, 2,
//! 1, 7, 6, 3, 5, 8 in reading order, red first); n ≥ 9 is the full board.
//! `cargo xtask grundy crates/abc-349e/game.rs --upto 9` tables them, and
//! `--moves 4` shows the bonus at work (both quoted in the crate's README).

/// A board: each cell's paint (0 white, 1 red, 2 blue), in reading order.
/// The weights are the game's, not the position's.
pub type Cells = [u8; 9];

/// The eight lines of three cells.
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

const SAMPLE: [i64; 9] = [-1, 1, 0, -4, -2, -5, -4, -1, -5];

const OPENING: [usize; 9] = [0, 4, 2, 1, 7, 6, 3, 5, 8];

/// The colour with three in a row on `cells`, if any.
pub fn line(cells: &[u8; 9]) -> Option<u8> {
    LINES
        .iter()
        .find(|l| cells[l[0]] != 0 && l.iter().all(|&c| cells[c] == cells[l[0]]))
        .map(|l| cells[l[0]])
}

/// More than any total: `1 + Σ |weight|`.
pub fn bonus(weights: &[i64; 9]) -> i64 {
    1 + weights.iter().map(|w| w.abs()).sum::<i64>()
}

/// Every move on `cells` when the cells weigh `weights`: the mover's points
/// (with the bonus for a line) and the board after it.
pub fn moves_on(weights: &[i64; 9], cells: &Cells) -> Vec<(i64, Cells)> {
    if line(cells).is_some() {
        return Vec::new();
    }
    let painted = cells.iter().filter(|&&c| c != 0).count();
    let colour = 1 + (painted % 2) as u8;
    let mut options = Vec::new();
    for cell in 0..9 {
        if cells[cell] == 0 {
            let mut next = *cells;
            next[cell] = colour;
            let mut points = weights[cell];
            if line(&next).is_some() {
                points += bonus(weights);
            }
            options.push((points, next));
        }
    }
    options
}

pub fn moves(p: &Cells) -> Vec<(i64, Cells)> {
    moves_on(&sample_weights(), p)
}

pub fn start(n: u64) -> Cells {
    let mut cells = [0; 9];
    for (k, &cell) in OPENING.iter().enumerate().take(n.min(9) as usize) {
        cells[cell] = 1 + (k % 2) as u8;
    }
    cells
}

/// The sample's weights, for the family's starts (and for tests/rules.rs).
pub fn sample_weights() -> [i64; 9] {
    SAMPLE
}

/// The board as `X` (red), `O` (blue) and `.`, row by row.
pub fn show(p: &Cells) -> String {
    p.chunks(3)
        .map(|row| {
            row.iter()
                .map(|&c| match c {
                    1 => 'X',
                    2 => 'O',
                    _ => '.',
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}
