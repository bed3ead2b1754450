//! AtCoder ARC151 C 01 Game, literally: a row of cells, each `0` or `1`
//! (written) or `EMPTY`; a move writes 0 or 1 in an empty cell so that no
//! two adjacent cells hold the same number; who cannot move loses. The
//! written cell cuts the row in two rows played side by side (a sum), so an
//! option is those two parts. This is the explorer's start form (a family of
//! starts on `Vec<u8>`), and the crate's brute force (tests/oracle/) plays
//! these moves on the judge's whole row, as a sum of parts.
//!
//! The family: `start((t, len))` is one free run of `len` empty cells with
//! the boundary type t of crates/arc-151c/runs.rs (0 none, 1 one written
//! neighbour, 2 two equal ones, 3 two different ones; (2, 0) is no legal
//! row and is the row `0 0`, whose value is that of no move).
//! `cargo xtask grundy crates/arc-151c/game.rs --box 4,30` (the start form,
//! branch `explore`, issue 28) finds the table of runs.rs: row 0 len mod 2,
//! row 1 len, row 2 1, row 3 0, every row periodic (*apparent*, checked on
//! the box; a family is not a code). crates/arc-151c/README.md proves it.

/// An empty cell.
pub const EMPTY: u8 = 2;

pub fn start((t, len): (u64, u64)) -> Vec<u8> {
    let mut row = Vec::new();
    if t >= 1 {
        row.push(0);
    }
    row.extend(std::iter::repeat(EMPTY).take(len as usize));
    match t {
        2 => row.push(0),
        3 => row.push(1),
        _ => {}
    }
    row
}

// The explorer's start form takes `&P` with P = Vec<u8>, not a slice.
/// Every legal write. The written cell separates the row: the option is the
/// part up to it and the part from it (each keeping the new number as its end
/// cell), a sum of two rows; a part with no empty cell has no move and is
/// left out.
#[allow(clippy::ptr_arg)]
pub fn moves(row: &Vec<u8>) -> Vec<Vec<Vec<u8>>> {
    let mut options = Vec::new();
    for i in 0..row.len() {
        if row[i] != EMPTY {
            continue;
        }
        for v in 0..2u8 {
            let left_ok = i == 0 || row[i - 1] != v;
            let right_ok = i + 1 == row.len() || row[i + 1] != v;
            if left_ok && right_ok {
                let mut left = row[..=i].to_vec();
                left[i] = v;
                let mut right = row[i..].to_vec();
                right[0] = v;
                let parts: Vec<Vec<u8>> = [left, right]
                    .into_iter()
                    .filter(|part| part.contains(&EMPTY))
                    .collect();
                options.push(parts);
            }
        }
    }
    options
}

/// The row read backwards, or with 0 and 1 swapped, is the same game: the
/// least of the four.
pub fn canon(row: Vec<u8>) -> Vec<u8> {
    let swap = |r: &[u8]| -> Vec<u8> {
        r.iter()
            .map(|&c| if c == EMPTY { EMPTY } else { 1 - c })
            .collect()
    };
    let reversed: Vec<u8> = row.iter().rev().copied().collect();
    let variants = [swap(&row), swap(&reversed), reversed, row];
    variants.into_iter().min().unwrap_or_default()
}

/// `0_1__`: the written numbers, `_` for an empty cell.
#[allow(clippy::ptr_arg)]
pub fn show(row: &Vec<u8>) -> String {
    row.iter()
        .map(|&c| match c {
            0 => '0',
            1 => '1',
            _ => '_',
        })
        .collect()
}
