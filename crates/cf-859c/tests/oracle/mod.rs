//! Codeforces 859C's oracle: random small inputs, the game played by its
//! literal rules (the moves of `game.rs`, the explorer's rule file, searched
//! by `play::scoring`), and the max-size input with its validator.

use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Advantage, Scored};

// The brute force plays `moves` only; `start`, `guess` and `show` are the
// explorer's (tests/rules.rs checks them).
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "a single slice (N = 1)",
            holds: |input| first_token(input) == 1,
        },
        InputShape {
            name: "the most slices (N = 50)",
            holds: |input| first_token(input) == 50,
        },
    ],
    max: MaxInput {
        describe: "N = 50 slices up to 10^5",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n"),
        },
    },
};

fn first_token(input: &str) -> u64 {
    judge::input::tokens(input).next().unwrap_or(0)
}

/// N from 1 to 12 (sometimes the judge's 50), slices either small (1 to 5:
/// many ties, where the holder is indifferent) or anywhere up to 10^5.
pub fn generate(rng: &mut Rng) -> String {
    let n = match rng.range(0, 9) {
        0 => 1,
        1 => 50,
        _ => rng.range(2, 12),
    };
    let top = if rng.chance(1, 2) { 5 } else { 100_000 };
    let slices: Vec<String> = (0..n).map(|_| rng.range(1, top).to_string()).collect();
    format!("{n}\n{}\n", slices.join(" "))
}

/// The holder's final advantage on `slices` (the holder's total minus the
/// other's), by negamax over the rule file's positions (the slices left).
pub fn margin(slices: &[i64]) -> i64 {
    Advantage::new(|position: &game::Slices| {
        game::moves(position)
            .into_iter()
            .map(|(points, next, again)| {
                if again {
                    Scored::again(points, next)
                } else {
                    Scored::pass(points, next)
                }
            })
            .collect()
    })
    .value(&slices.to_vec())
}

/// Alice's and Bob's totals: Bob holds the token first, so he eats half of
/// the sum plus his margin.
pub fn brute(input: &str) -> String {
    let numbers: Vec<i64> = judge::input::tokens(input).collect();
    let slices = &numbers[1..=numbers[0] as usize];
    let sum: i64 = slices.iter().sum();
    let bob_ahead = margin(slices);
    format!("{} {}\n", (sum - bob_ahead) / 2, (sum + bob_ahead) / 2)
}

/// N = 50, every slice up to 10^5 (the first two the largest and the
/// smallest allowed).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_u64("n"), limits.get_u64("slice"));
    out.line(&[n]);
    let mut index = 0;
    out.lines_of(n as usize, n as usize, || {
        index += 1;
        match index {
            1 => top,
            2 => 1,
            _ => rng.range(1, top),
        }
    });
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    r.skip_ints(n, 1, limits.get("slice"), "a slice")?;
    Ok(Shape {
        cases: 1,
        values: n as usize,
    })
}
