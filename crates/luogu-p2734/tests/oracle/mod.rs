//! P2734's oracle: random small rows, the game played to its end by its
//! literal rules (the moves of `game.rs`, the explorer's rule file, over
//! tallies — the row left and both totals — with `play::scoring::Minimax`),
//! and the max-size input with its validator.

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use judge::oracle::{AnsweredMax, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Minimax, Scored, Side, Tally};

#[path = "../../game.rs"]
mod game;

/// The longest row the binary answers (its `MAX_N`).
pub const MAX_N: u64 = 20_000;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &SHAPES,
    max: MaxInput {
        describe: "N = 100 numbers ≤ 200 at random, five to a line",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") + 1,
        },
        answered: Some(AnsweredMax {
            describe: "N = 20 000 (the binary's bound), numbers ≤ 200",
            version: 1,
            generate: answered_input,
        }),
    },
};

/// The shapes the README says are answered besides the judge's rows.
const SHAPES: [InputShape; 3] = [
    InputShape {
        name: "N = 0 or 1",
        holds: |input| matches!(input.split_ascii_whitespace().next(), Some("0" | "1")),
    },
    InputShape {
        name: "a zero or negative number",
        holds: |input| judge::input::tokens::<i64>(input).skip(1).any(|a| a <= 0),
    },
    InputShape {
        name: "the numbers over several lines",
        holds: |input| input.trim_end().lines().count() > 2,
    },
];

/// A random row of up to 10 numbers: mostly the judge's (N ≥ 2, numbers
/// 1..=200, small ones for ties), written on one line or several as the
/// statement allows ("lines 2 to the end"); sometimes ours (N = 0 or 1,
/// zero and negative numbers, numbers up to ±10^15).
pub fn generate(rng: &mut Rng) -> String {
    let n = if rng.chance(1, 20) {
        rng.range(0, 1)
    } else {
        rng.range(2, 10)
    };
    let (lo, hi): (i64, i64) = match rng.below(5) {
        0 => (1, 3),
        1 | 2 => (1, 200),
        3 => (-10, 10),
        _ => (-1_000_000_000_000_000, 1_000_000_000_000_000),
    };
    let per_line = if rng.chance(1, 3) {
        rng.range(1, 4)
    } else {
        n.max(1)
    };
    let mut input = format!("{n}\n");
    for i in 0..n {
        input += &rng.range_i64(lo, hi).to_string();
        input += if (i + 1) % per_line == 0 || i + 1 == n {
            "\n"
        } else {
            " "
        };
    }
    input
}

/// The row of an input: N, then N numbers.
pub fn row_of(input: &str) -> Vec<i64> {
    let numbers: Vec<i64> = judge::input::tokens(input).collect();
    numbers[1..].to_vec()
}

/// Both totals by literal play to the end: minimax over tallies (the row
/// left, both totals so far, the mover), each player taking either end
/// (`game::moves`) and scoring it. The first player maximises their own
/// final total; the second maximises theirs, which — every number going to
/// one of the two — is minimising the first player's. The totals are those
/// of the final tally reached, read off the play.
pub fn literal(row: &[i64]) -> (i64, i64) {
    let moves = |row: &Vec<i64>| {
        game::moves(row)
            .into_iter()
            .map(|(points, left)| Scored::pass(points, left))
            .collect()
    };
    let mut game = Minimax::new(moves, [Side::Max, Side::Min], |end: &Tally<Vec<i64>>| {
        (end.scores[0], end.scores[1])
    });
    game.value(&Tally::start(row.to_vec()))
}

pub fn brute(input: &str) -> String {
    let (first, second) = literal(&row_of(input));
    format!("{first} {second}\n")
}

/// The rule file's guess for `start(n)`, and the start itself, for the test
/// that checks the guess against literal play.
pub fn guess_and_start(n: u64) -> (i64, Vec<i64>) {
    (game::guess(n), game::start(n))
}

fn random_row(rng: &mut Rng, n: u64, max: u64, out: &mut Writer<'_>) {
    out.line(&[n]);
    out.lines_of(n as usize, 5, || rng.range(1, max));
}

/// N = 100 numbers up to 200 at random, five to a line (the statement's
/// rows run "from line 2 to the end"): every row of the judge's largest size
/// takes the same time.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    random_row(rng, limits.get_u64("n"), limits.get_u64("a"), out);
}

fn answered_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    random_row(rng, MAX_N, limits.get_u64("a"), out);
}

/// N in 2..=100, then N numbers in 1..=200 on any lines.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(2, limits.get("n"), "N")?;
    r.skip_ints(n, 1, limits.get("a"), "a_i")?;
    Ok(Shape {
        cases: 1,
        values: n as usize + 1,
    })
}
