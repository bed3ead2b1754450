//! ABC201 D's oracle: random small grids, the game played by its literal
//! rules (the moves of `game.rs` on the real grid, over tallies with both
//! players' points, each player after the best result — a win, else a
//! draw), and the max-size input with its validator.

use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Minimax, Scored, Side, Tally};

#[path = "../../game.rs"]
#[allow(dead_code)]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "a single cell",
            holds: |input| input.starts_with("1 1\n"),
        },
        InputShape {
            name: "a grid wider than the statement's 2000 columns",
            holds: |input| grid(input).1 > 2000,
        },
        InputShape {
            name: "a grid taller than the statement's 2000 rows",
            holds: |input| grid(input).0 > 2000,
        },
    ],
    max: MaxInput {
        describe: "a 2000 × 2000 grid",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        // The two sizes, then one token a row.
        shape: |limits| Shape {
            cases: 1,
            values: 2 + limits.get_usize("h"),
        },
        answered: None,
    },
};

/// A grid of 1 to 7 cells a side, `+` with a random density; one input in
/// twenty is a single row or column of 2001 to 2100 cells, past the
/// statement's sides (one path: the brute force walks it).
pub fn generate(rng: &mut Rng) -> String {
    let (height, width) = if rng.chance(1, 20) {
        let long = rng.range(2001, 2100);
        if rng.chance(1, 2) {
            (1, long)
        } else {
            (long, 1)
        }
    } else {
        (rng.range(1, 7), rng.range(1, 7))
    };
    let plus = rng.range(0, 4);
    let mut input = format!("{height} {width}\n");
    for _ in 0..height {
        for _ in 0..width {
            input.push(if rng.range(1, 4) <= plus { '+' } else { '-' });
        }
        input.push('\n');
    }
    input
}

/// The input's (height, width) and rows.
pub fn grid(input: &str) -> (usize, usize, Vec<&[u8]>) {
    let mut tokens = input.split_ascii_whitespace();
    let mut number = || -> usize { tokens.next().expect("a size").parse().expect("a number") };
    let (height, width) = (number(), number());
    (height, width, tokens.map(str::as_bytes).collect())
}

/// The judge's verdict by literal play: the piece's cell with both
/// players' totals so far and the mover, to the end; Takahashi (side 0)
/// wants the final result of the game — win over draw over loss — and
/// Aoki the reverse. Nothing here assumes the outcome follows the
/// difference: the payoff reads the two totals.
pub fn winner(height: usize, width: usize, rows: &[&[u8]]) -> &'static str {
    let cell = |row: usize, col: usize| game::points(rows[row][col]);
    let moves = |&position: &(usize, usize)| -> Vec<Scored<(usize, usize)>> {
        game::moves_on(height, width, cell, position)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    };
    let result = |t: &Tally<(usize, usize)>| t.scores[0].cmp(&t.scores[1]) as i8;
    match Minimax::new(moves, [Side::Max, Side::Min], result).value(&Tally::start((0, 0))) {
        1 => "Takahashi",
        -1 => "Aoki",
        _ => "Draw",
    }
}

pub fn brute(input: &str) -> String {
    let (height, width, rows) = grid(input);
    format!("{}\n", winner(height, width, &rows))
}

/// The largest grid, each cell `+` with probability one half.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (height, width) = (limits.get_u64("h"), limits.get_u64("w"));
    out.line(&[height, width]);
    let mut row = vec![b'-'; width as usize];
    for _ in 0..height {
        for cell in row.iter_mut() {
            *cell = if rng.chance(1, 2) { b'+' } else { b'-' };
        }
        out.word_line(&row);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let height = r.int(1, limits.get("h"), "H")?;
    let width = r.int(1, limits.get("w"), "W")?;
    for _ in 0..height {
        let row = r.word("a row")?;
        if row.len() as i128 != width || !row.iter().all(|&c| c == b'+' || c == b'-') {
            return Err(format!(
                "a row of {width} characters `+` or `-` expected, found {}",
                String::from_utf8_lossy(row)
            ));
        }
    }
    Ok(Shape {
        cases: 1,
        values: 2 + height as usize,
    })
}
