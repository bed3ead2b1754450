//! A board game on a `[[u8; 3]; 3]` grid: both players put an X in an empty
//! cell, never completing a line of three X's (a row, a column or a
//! diagonal); who cannot move loses. (Single-board Notakto, where who
//! completes a line loses, has the same winner: a player completes one only
//! when nothing else is left.)
//!
//! A family of starts: `start(n)` is the empty board with its first n cells,
//! in reading order, blocked (`#`, never playable). `canon`: the board
//! turned or mirrored (the square's 8 symmetries) is the same game.
//! `cargo xtask grundy crates/explore/games/notakto.rs --upto 9` finds:
//! G(start(n)) = 1 1 3 0 0 1 0 0 1 0 for n = 0 … 9: the empty board is a
//! first-player win (G = 1: play the centre), so are one or two blocked
//! cells; three blocked cells (the top row) are a second-player win; no
//! pattern in ten values.
pub type Board = [[u8; 3]; 3];

const EMPTY: u8 = 0;
const X: u8 = 1;
const BLOCKED: u8 = 2;

pub fn start(n: u64) -> Board {
    let mut board = [[EMPTY; 3]; 3];
    for k in 0..(n as usize).min(9) {
        board[k / 3][k % 3] = BLOCKED;
    }
    board
}

fn has_line(b: &Board) -> bool {
    let x = |r: usize, c: usize| b[r][c] == X;
    (0..3).any(|i| (0..3).all(|j| x(i, j)) || (0..3).all(|j| x(j, i)))
        || (0..3).all(|i| x(i, i))
        || (0..3).all(|i| x(i, 2 - i))
}

pub fn moves(board: &Board) -> Vec<Vec<Board>> {
    let mut options = Vec::new();
    for r in 0..3 {
        for c in 0..3 {
            if board[r][c] == EMPTY {
                let mut next = *board;
                next[r][c] = X;
                if !has_line(&next) {
                    options.push(vec![next]);
                }
            }
        }
    }
    options
}

/// The least of the board's 8 images under the square's symmetries.
pub fn canon(board: Board) -> Board {
    let turn = |b: &Board| -> Board {
        let mut t = [[EMPTY; 3]; 3];
        for (r, row) in t.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                *cell = b[2 - c][r];
            }
        }
        t
    };
    let mirror = |b: &Board| -> Board { [b[2], b[1], b[0]] };
    let mut images = Vec::with_capacity(8);
    let mut b = board;
    for _ in 0..4 {
        images.push(b);
        images.push(mirror(&b));
        b = turn(&b);
    }
    images.into_iter().min().expect("eight images")
}

pub fn show(board: &Board) -> String {
    let rows: Vec<String> = board
        .iter()
        .map(|row| {
            row.iter()
                .map(|&c| match c {
                    EMPTY => '.',
                    X => 'X',
                    _ => '#',
                })
                .collect()
        })
        .collect();
    rows.join("/")
}
