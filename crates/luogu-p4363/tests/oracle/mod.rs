//! Luogu P4363's oracle: random small boards, the game played by its literal
//! rules (the stones `game.rs` allows, on the real board of filled cells,
//! valued by `play::scoring::Advantage`), and the max-size input with its
//! validator.

use judge::input::tokens;
use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Advantage, Scored};

#[path = "../../game.rs"]
#[allow(dead_code)]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "a board with no cell (n = 0 or m = 0)",
            holds: |input| input_board(input).black.is_empty(),
        },
        InputShape {
            name: "a negative point",
            holds: |input| tokens::<i64>(input).skip(2).any(|x| x < 0),
        },
        InputShape {
            name: "white scoring nothing (b = 0, the judge's odd cases)",
            holds: |input| {
                let board = input_board(input);
                !board.white.is_empty() && board.white.iter().all(|&x| x == 0)
            },
        },
    ],
    max: MaxInput {
        describe: "a 10 × 10 board, points up to 10^5",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| {
            let cells = limits.get_usize("n") * limits.get_usize("m");
            Shape {
                cases: 1,
                values: 2 + 2 * cells,
            }
        },
        answered: None,
    },
};

/// A board of up to 5 × 5 cells (most often 1 to 4 a side, sometimes no
/// cell at all), points mostly small so that ties between moves happen,
/// sometimes up to 10^5, negative or past it up to the 32-bit range; white
/// scores nothing on a quarter of the boards (the judge's odd cases).
pub fn generate(rng: &mut Rng) -> String {
    let side = |rng: &mut Rng| {
        if rng.chance(1, 12) {
            0
        } else {
            let top = if rng.chance(1, 4) { 5 } else { 4 };
            rng.range(1, top)
        }
    };
    let (n_rows, n_cols) = (side(rng), side(rng));
    let cells = (n_rows * n_cols) as usize;
    let big = rng.chance(1, 4);
    let signed = rng.chance(1, 6);
    let point = |rng: &mut Rng| -> i64 {
        if big {
            rng.range_i64(0, 100_000)
        } else if signed {
            *rng.pick(&[i64::from(i32::MIN), -7, -1, 0, 3, i64::from(i32::MAX)])
        } else {
            rng.range_i64(0, 9)
        }
    };
    let black: Vec<i64> = (0..cells).map(|_| point(rng)).collect();
    let white: Vec<i64> = if rng.chance(1, 4) {
        vec![0; cells]
    } else {
        (0..cells).map(|_| point(rng)).collect()
    };
    let mut input = format!("{n_rows} {n_cols}\n");
    for points in [&black, &white] {
        for row in points.chunks(n_cols.max(1) as usize) {
            let row: Vec<String> = row.iter().map(i64::to_string).collect();
            input += &row.join(" ");
            input += "\n";
        }
    }
    input
}

/// The board an input describes.
pub fn input_board(input: &str) -> game::Board {
    let numbers: Vec<i64> = tokens(input).collect();
    let (n_rows, n_cols) = (numbers[0] as usize, numbers[1] as usize);
    let cells = n_rows * n_cols;
    game::Board {
        n_rows,
        n_cols,
        black: numbers[2..2 + cells].to_vec(),
        white: numbers[2 + cells..2 + 2 * cells].to_vec(),
    }
}

/// Black's total minus white's by literal play: every stone `game.rs`
/// allows (an empty cell whose rectangle up to the top-left corner is
/// filled, checked cell by cell), the mover's own points, negamax over the
/// sets of filled cells. The result is the difference of the totals, so the
/// mover's final advantage at the empty board is it.
pub fn black_minus_white(board: &game::Board) -> i64 {
    Advantage::new(|&filled: &u128| -> Vec<Scored<u128>> {
        game::moves_on(board, filled)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    })
    .value(&0)
}

pub fn brute(input: &str) -> String {
    format!("{}\n", black_minus_white(&input_board(input)))
}

/// The largest board with points anywhere up to the limit; white's points
/// are all there (the judge's even cases, the harder ones).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_rows, n_cols) = (limits.get_u64("n"), limits.get_u64("m"));
    let top = limits.get_u64("point");
    out.line(&[n_rows, n_cols]);
    let cells = (n_rows * n_cols) as usize;
    out.lines_of(2 * cells, n_cols as usize, || rng.range(0, top));
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n_rows = r.int(1, limits.get("n"), "n")?;
    let n_cols = r.int(1, limits.get("m"), "m")?;
    let cells = n_rows * n_cols;
    r.skip_ints(2 * cells, 0, limits.get("point"), "a or b")?;
    Ok(Shape {
        cases: 1,
        values: 2 + 2 * cells as usize,
    })
}
