//! TODO: {{name}}'s oracle: random small inputs, the game played by its
//! literal rules, and the max-size input with its validator. Until each part
//! is written it fails, and so do the test `stress` and the others.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    // The input shapes the README says are answered, each a named predicate
    // (`judge::oracle::InputShape`: a loop, a repeated edge, N = 1, …): the
    // stress test fails if the generator never draws one.
    shapes: &[],
    max: MaxInput {
        describe: "TODO: what the max-size input holds, e.g. \"10^4 cases N ≤ 10^9\"",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        // TODO: the max-size input's number of cases and of values in all.
        shape: |_limits| Shape {
            cases: 0,
            values: 0,
        },
        // The largest input the binary answers past the judge's limits, if its
        // own bounds are larger (`cargo xtask bench --answered` times it).
        answered: None,
    },
};

/// TODO: a random input of several cases with values small enough for
/// `brute` (keep 400 inputs to a few seconds in debug).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 8);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        input += &format!("{}\n", rng.range(1, 40));
    }
    input
}

/// TODO: the expected output of `input`, found by playing the game by its
/// literal rules: state the moves and let `play::Game` search (never the
/// formula the solution uses). `judge::input::tokens` reads the numbers.
pub fn brute(_input: &str) -> String {
    "TODO: play the game by its literal rules\n".to_string()
}

/// TODO: the largest input the statement allows, from `rng` and the limits
/// in Cargo.toml (`limits.get_u64("n")`).
fn max_input(_rng: &mut Rng, _limits: &Limits, out: &mut Writer<'_>) {
    out.text("TODO: the max-size input\n");
}

/// TODO: parse an input back, check every bound against the limits
/// (`judge::oracle::cases`, `r.int(1, limits.get("n"), "N")`), return its shape.
fn validate(_r: &mut Reader<'_>, _limits: &Limits) -> Result<Shape, String> {
    Err("TODO: check the input against the limits".to_string())
}
