//! UVa 10891's oracle: random small rows, the game played by its literal
//! rules (the moves of `game.rs`, the explorer's rule file, valued by
//! `play::scoring::Advantage`), and the max-size input with its validator.

use judge::oracle::{
    until_zero, AnsweredMax, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer,
};
use judge::Rng;
use play::scoring::{Advantage, Scored};

// The brute force plays `moves` on the judge's rows; `start` is the
// explorer's family (tests/rules.rs checks it) and `show` the explorer's.
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "a row of one number",
            holds: |input| rows(input).iter().any(|row| row.len() == 1),
        },
        InputShape {
            name: "a 32-bit extreme (−2^31 or 2^31 − 1)",
            holds: |input| {
                rows(input)
                    .iter()
                    .flatten()
                    .any(|&v| v == i64::from(i32::MIN) || v == i64::from(i32::MAX))
            },
        },
        InputShape {
            name: "a row where taking it all is not best",
            holds: |input| {
                rows(input)
                    .iter()
                    .any(|row| margin(row) != row.iter().sum::<i64>())
            },
        },
        InputShape {
            name: "no terminating 0",
            holds: |input| judge::input::tokens::<i64>(input).last() != Some(0),
        },
    ],
    max: MaxInput {
        describe: "1000 rows of n = 100 numbers over the 32-bit range, then 0",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("n"),
        },
        answered: Some(AnsweredMax {
            describe: "one row of n = 10^4 (the binary's bound), then 0",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// Up to 8 rows of 1 to 12 numbers, then 0 (left out one time in ten):
/// small numbers of both signs, now and then a 32-bit extreme.
pub fn generate(rng: &mut Rng) -> String {
    let n_rows = rng.range(1, 8);
    let mut input = String::new();
    for _ in 0..n_rows {
        let n = rng.range(1, 12);
        let spread = *rng.pick(&[3, 20, 1000]);
        let row: Vec<String> = (0..n)
            .map(|_| match rng.range(0, 29) {
                0 => i32::MIN.to_string(),
                1 => i32::MAX.to_string(),
                _ => rng.range_i64(-spread, spread).to_string(),
            })
            .collect();
        input += &format!("{n}\n{}\n", row.join(" "));
    }
    if !rng.chance(1, 10) {
        input += "0\n";
    }
    input
}

/// The rows of an input, up to its 0 or its end.
pub fn rows(input: &str) -> Vec<Vec<i64>> {
    judge::input::lists_until_zero(input)
}

/// The first player's total minus the second's on `row`, by negamax over
/// the real rows left, every move of `game.rs`.
pub fn margin(row: &[i64]) -> i64 {
    let moves = |row: &Vec<i64>| -> Vec<Scored<Vec<i64>>> {
        game::moves(row)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    };
    Advantage::new(moves).value(&row.to_vec())
}

pub fn brute(input: &str) -> String {
    rows(input)
        .iter()
        .map(|row| format!("{}\n", margin(row)))
        .collect()
}

/// A row of `n` numbers drawn over the 32-bit range, as a line.
fn random_row(rng: &mut Rng, n: usize, bound: i64) -> String {
    let numbers: Vec<String> = (0..n)
        .map(|_| rng.range_i64(-bound - 1, bound).to_string())
        .collect();
    numbers.join(" ") + "\n"
}

/// The most rows (assumed: the statement does not bound them), each of the
/// most numbers, anywhere in the 32-bit range; then 0.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, bound) = (limits.get_usize("n"), limits.get("value") as i64);
    for _ in 0..limits.get_usize("cases") {
        out.line(&[n as u64]);
        out.text(&random_row(rng, n, bound));
    }
    out.line(&[0]);
}

/// One row of the binary's longest, then 0.
fn answered_max(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    out.line(&[10_000]);
    out.text(&random_row(rng, 10_000, limits.get("value") as i64));
    out.line(&[0]);
}

/// Rows `n a_1 … a_n` with 1 ≤ n ≤ 100 and 32-bit numbers (assumed), at
/// most `cases` of them (assumed), then the 0 that must end the input.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let bound = limits.get("value");
    let shape = until_zero(r, |r, n| {
        if n > limits.get("n") {
            return Err(format!("n = {n} is above {}", limits.get("n")));
        }
        r.skip_ints(n, -bound - 1, bound, "a number")?;
        Ok(n as usize)
    })?;
    if shape.cases > limits.get_usize("cases") {
        return Err(format!(
            "{} rows, above the {} assumed",
            shape.cases,
            limits.get("cases")
        ));
    }
    Ok(shape)
}
