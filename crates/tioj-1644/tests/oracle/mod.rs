//! TIOJ 1644's oracle: random small boards, the game played move by move
//! (the first player's placement on every empty cell, then geography by
//! `play::rules::geography`), and the max-size input with its validator.

use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::geography;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 300,
    shapes: &[],
    max: MaxInput {
        describe: "a 100 × 100 board, 1 cell in 8 an obstacle",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: 2 + limits.get_usize("rows"),
        },
        answered: Some(AnsweredMax {
            describe: "256 × 256 (the binary's 2^16 cells), a tenth obstacles",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// A random board of up to 4 × 5 cells, with obstacles at a random density
/// (sometimes none, sometimes every cell).
pub fn generate(rng: &mut Rng) -> String {
    let n_rows = rng.range(1, 4) as usize;
    let n_cols = rng.range(1, 5) as usize;
    let blocked_in_8 = rng.below(9);
    let mut input = format!("{n_rows} {n_cols}\n");
    for _ in 0..n_rows {
        for _ in 0..n_cols {
            input.push(if rng.below(8) < blocked_in_8 {
                'x'
            } else {
                '.'
            });
        }
        input.push('\n');
    }
    input
}

/// The board of an input: its size and whether each cell is empty.
pub fn board_of(input: &str) -> (usize, usize, Vec<bool>) {
    let mut tokens = input.split_ascii_whitespace();
    let n_rows: usize = tokens.next().expect("N").parse().expect("N");
    let n_cols: usize = tokens.next().expect("M").parse().expect("M");
    let open = tokens
        .take(n_rows)
        .flat_map(|row| row.bytes().map(|b| b == b'.'))
        .collect();
    (n_rows, n_cols, open)
}

/// The first player places the token on an empty cell (which marks it),
/// then the second player is the one to move: a placement wins when the
/// player to move from it loses, by literal play. With no empty cell the
/// game cannot start: `TIE` (README, ambiguities).
pub fn brute(input: &str) -> String {
    let (n_rows, n_cols, open) = board_of(input);
    if !open.contains(&true) {
        return "TIE\n".to_string();
    }
    let board = geography::grid(n_rows, n_cols, |r, c| open[r * n_cols + c]);
    let mover_wins = geography::wins_from_each(&board);
    let winning: Vec<usize> = (0..n_rows * n_cols)
        .filter(|&cell| open[cell] && !mover_wins[cell])
        .collect();
    if winning.is_empty() {
        return "LOSE\n".to_string();
    }
    let mut output = "WIN\n".to_string();
    for cell in winning {
        output += &format!("{} {}\n", cell / n_cols + 1, cell % n_cols + 1);
    }
    output
}

/// The largest board, one cell in 8 an obstacle.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_rows, n_cols) = (limits.get_u64("rows"), limits.get_u64("cols"));
    out.line(&[n_rows, n_cols]);
    for _ in 0..n_rows {
        let row: Vec<u8> = (0..n_cols)
            .map(|_| if rng.below(8) == 0 { b'x' } else { b'.' })
            .collect();
        out.word_line(&row);
    }
}

/// Checks 1 ≤ N, M ≤ 100 and N rows of exactly M cells, each `x` or `.`.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n_rows = r.int(1, limits.get("rows"), "N")? as usize;
    let n_cols = r.int(1, limits.get("cols"), "M")? as usize;
    for row_idx in 0..n_rows {
        let row = r.word("a row")?;
        if row.len() != n_cols || row.iter().any(|&b| b != b'x' && b != b'.') {
            return Err(format!(
                "row {}: expected {} cells, each `x` or `.`",
                row_idx + 1,
                n_cols
            ));
        }
    }
    Ok(Shape {
        cases: 1,
        values: 2 + n_rows,
    })
}

/// The largest board the binary answers, 2^16 cells, with a tenth of the
/// cells obstacles at random: the slowest boards found (README).
fn answered_max(rng: &mut Rng, _: &Limits, out: &mut Writer<'_>) {
    out.line(&[256, 256]);
    for _ in 0..256 {
        let row: Vec<u8> = (0..256)
            .map(|_| if rng.below(10) == 0 { b'x' } else { b'.' })
            .collect();
        out.word_line(&row);
    }
}
