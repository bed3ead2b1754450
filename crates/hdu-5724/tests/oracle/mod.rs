//! HDU 5724's oracle: random small inputs, the game played by its literal
//! rules on real boards, and the max-size input with its validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

/// The board's width.
pub const WIDTH: usize = 20;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 300,
    shapes: &[],
    max: MaxInput {
        describe: "100 cases × 1000 rows of 0..20 pieces",
        version: 1,
        // Not I/O-bound: the table of all 2^20 rows (≈ 20 ms, built once
        // whatever the input) outweighs reading even the largest input.
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("n"),
        },
        answered: None,
    },
};

/// A random row's pieces (distinct positions from `lo` to 20, at most
/// `most`), in random order.
fn random_row(rng: &mut Rng, lo: u64, most: u64) -> Vec<u64> {
    let mut cells: Vec<u64> = (lo..=WIDTH as u64).collect();
    rng.shuffle(&mut cells);
    cells.truncate(rng.range(0, most) as usize);
    cells
}

/// 1 to 3 cases, each either one row of up to 3 pieces anywhere, or 1 to 3
/// rows of up to 3 pieces in the last six cells (small enough for literal
/// play of the whole board).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 3);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let rows: Vec<Vec<u64>> = if rng.chance(1, 3) {
            vec![random_row(rng, 1, 3)]
        } else {
            (0..rng.range(1, 3))
                .map(|_| random_row(rng, 15, 3))
                .collect()
        };
        input += &format!("{}\n", rows.len());
        for row in rows {
            let mut line = row.len().to_string();
            for cell in row {
                line += &format!(" {cell}");
            }
            input += &line;
            input += "\n";
        }
    }
    input
}

/// The cases of an input: each a list of rows, a row the list of its pieces'
/// positions (1-based).
pub fn parse(input: &str) -> Vec<Vec<Vec<usize>>> {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let mut at = 1;
    let mut next = || {
        at += 1;
        numbers[at - 1]
    };
    (0..numbers[0])
        .map(|_| {
            let n = next();
            (0..n)
                .map(|_| {
                    let m = next();
                    (0..m).map(|_| next()).collect()
                })
                .collect()
        })
        .collect()
}

/// A row as its 20 cells, `true` where a piece stands.
pub fn cells(pieces: &[usize]) -> Vec<bool> {
    let mut row = vec![false; WIDTH];
    for &cell in pieces {
        row[cell - 1] = true;
    }
    row
}

/// The rows one move can leave, by the rule as worded: pick a piece, look
/// at the next cell to its right; while that cell is taken, look further;
/// the piece goes to the first empty cell, if the board has one.
// `&Vec`, not a slice: `play::sum_moves` hands each component by reference.
#[allow(clippy::ptr_arg)]
pub fn row_moves(row: &Vec<bool>) -> Vec<Vec<Vec<bool>>> {
    let mut result = Vec::new();
    for from in 0..row.len() {
        if !row[from] {
            continue;
        }
        let mut to = from + 1;
        while to < row.len() && row[to] {
            to += 1;
        }
        if to < row.len() {
            let mut next = row.clone();
            next[from] = false;
            next[to] = true;
            result.push(vec![next]);
        }
    }
    result
}

/// Each case played on its real board: the rows are a sorted multiset, and a
/// move moves one piece of one row by the rule.
pub fn brute(input: &str) -> String {
    let mut game = play::Game::new(|board: &Vec<Vec<bool>>| play::sum_moves(board, row_moves));
    parse(input)
        .iter()
        .map(|rows| {
            let mut board: Vec<Vec<bool>> = rows.iter().map(|pieces| cells(pieces)).collect();
            board.sort();
            if game.wins(&board) {
                "YES\n"
            } else {
                "NO\n"
            }
        })
        .collect()
}

/// The most cases of the most rows, each row with a random number of pieces
/// (0 to 20) at random distinct positions, in random order.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let width = limits.get_u64("width");
    out.line(&[limits.get_u64("cases")]);
    for _ in 0..limits.get_usize("cases") {
        out.line(&[limits.get_u64("n")]);
        for _ in 0..limits.get_usize("n") {
            let mut cells: Vec<u64> = (1..=width).collect();
            rng.shuffle(&mut cells);
            cells.truncate(rng.range(0, width) as usize);
            cells.insert(0, cells.len() as u64);
            out.line(&cells);
        }
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "n")?;
        for _ in 0..n {
            let m = r.int(0, limits.get("width"), "m")?;
            let cells = r.ints(m, 1, limits.get("width"), "a position")?;
            let mut sorted = cells.clone();
            sorted.sort_unstable();
            sorted.dedup();
            if sorted.len() != cells.len() {
                return Err("the positions in a row must be distinct".to_string());
            }
        }
        Ok(n as usize)
    })
}
