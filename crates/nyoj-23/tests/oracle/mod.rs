//! NYOJ 23's oracle: random small inputs, the game played by its literal
//! rules, and the max-size input with its validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "999 games N, M ≤ 10^6",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: 2 * limits.get_usize("cases"),
        },
        answered: None,
    },
};

/// A random input of up to 15 cases with N, M ≤ 60.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 15);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        input += &format!("{} {}\n", rng.range(1, 60), rng.range(1, 60));
    }
    input
}

/// Does the player to move take the last stone from a pile of `n`, taking 1
/// to `max_take` per move? Every take is tried; the empty pile is lost for
/// the player to move (the opponent just took the last stone), which
/// `play::Game` gets from "no move".
pub fn wins(n: u64, max_take: u64) -> bool {
    play::Game::new(|&pile: &u64| (1..=max_take.min(pile)).map(move |take| pile - take)).wins(&n)
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    numbers[1..]
        .chunks(2)
        .map(|case| {
            if wins(case[0], case[1]) {
                "Win\n"
            } else {
                "Lose\n"
            }
        })
        .collect()
}

/// The most cases, each with N and M anywhere up to the limits.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_cases = limits.get_u64("cases");
    out.line(&[n_cases]);
    for _ in 0..n_cases {
        out.line(&[
            rng.range(1, limits.get_u64("n")),
            rng.range(1, limits.get_u64("m")),
        ]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        r.int(1, limits.get("n"), "N")?;
        r.int(1, limits.get("m"), "M")?;
        Ok(2)
    })
}
