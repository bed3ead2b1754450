//! EDPC L's oracle: random small rows, the game played by its literal rules
//! (the moves of `game.rs`, the explorer's rule file, searched by
//! `play::scoring::Advantage` over the rows left), and the max-size input
//! with its validator.

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use judge::oracle::{AnsweredMax, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Advantage, Scored};

#[path = "../../game.rs"]
mod game;

/// The longest row the binary answers (its `MAX_N`).
pub const MAX_N: u64 = 20_000;

/// 10^9, the statement's largest number.
const BIG: u64 = 1_000_000_000;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &SHAPES,
    max: MaxInput {
        describe: "N = 3000, a_i ≤ 10^9 at random",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") + 1,
        },
        answered: Some(AnsweredMax {
            describe: "N = 20 000 (the binary's bound), a_i ≤ 10^9 at random",
            version: 1,
            generate: answered_input,
        }),
    },
};

/// The shapes the README says are answered besides the judge's rows.
const SHAPES: [InputShape; 3] = [
    InputShape {
        name: "N = 0",
        holds: |input| input.split_ascii_whitespace().next() == Some("0"),
    },
    InputShape {
        name: "a zero or negative number",
        holds: |input| judge::input::tokens::<i64>(input).skip(1).any(|a| a <= 0),
    },
    InputShape {
        name: "a number past 10^9",
        holds: |input| {
            judge::input::tokens::<i64>(input)
                .skip(1)
                .any(|a| a > BIG as i64)
        },
    },
];

/// A random row of up to 12 numbers: mostly the judge's (1 ≤ a_i, small
/// numbers for ties or up to 10^9), sometimes ours (N = 0, zero and negative
/// numbers, numbers up to ±10^15).
pub fn generate(rng: &mut Rng) -> String {
    let n = if rng.chance(1, 40) {
        0
    } else {
        rng.range(1, 12)
    };
    let (lo, hi): (i64, i64) = match rng.below(5) {
        0 => (1, 3),
        1 => (1, 20),
        2 => (1, BIG as i64),
        3 => (-10, 10),
        _ => (-1_000_000_000_000_000, 1_000_000_000_000_000),
    };
    let row: Vec<String> = (0..n).map(|_| rng.range_i64(lo, hi).to_string()).collect();
    format!("{n}\n{}\n", row.join(" "))
}

/// The row of an input: N, then N numbers.
pub fn row_of(input: &str) -> Vec<i64> {
    let numbers: Vec<i64> = judge::input::tokens(input).collect();
    numbers[1..].to_vec()
}

/// The first player's final advantage by literal play: negamax over the rows
/// left, each player taking either end (`game::moves`) and scoring it.
pub fn literal(row: &[i64]) -> i64 {
    Advantage::new(|row: &Vec<i64>| {
        game::moves(row)
            .into_iter()
            .map(|(points, left)| Scored::pass(points, left))
            .collect()
    })
    .value(&row.to_vec())
}

pub fn brute(input: &str) -> String {
    format!("{}\n", literal(&row_of(input)))
}

/// The rule file's guess for `start(n)`, and the start itself, for the test
/// that checks the guess against literal play.
pub fn guess_and_start(n: u64) -> (i64, Vec<i64>) {
    (game::guess(n), game::start(n))
}

fn random_row(rng: &mut Rng, n: u64, out: &mut Writer<'_>) {
    out.line(&[n]);
    out.lines_of(n as usize, n as usize, || rng.range(1, BIG));
}

/// N = 3000 numbers up to 10^9 at random: every row of the judge's largest
/// size takes the same time.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    random_row(rng, limits.get_u64("n"), out);
}

fn answered_input(rng: &mut Rng, _limits: &Limits, out: &mut Writer<'_>) {
    random_row(rng, MAX_N, out);
}

/// N in 1..=3000, then N numbers in 1..=10^9.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    r.skip_ints(n, 1, limits.get("a"), "a_i")?;
    Ok(Shape {
        cases: 1,
        values: n as usize + 1,
    })
}
