//! 51Nod 1066's oracle: small random inputs, the game played by its moves
//! through `play`, and the max-size input at the judge's limits.

use judge::input::tokens;
use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^4 games N, K ≤ 10^9",
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

/// A random input of up to 8 cases with N, K ≤ 40.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 8);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        input += &format!("{} {}\n", rng.range(1, 40), rng.range(1, 40));
    }
    input
}

/// The winner of every case. From a pile of `n` a move takes 1 to K stones;
/// the player facing the empty pile cannot move and has lost (the opponent
/// took the last stone).
pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = tokens(input).collect();
    numbers[1..]
        .chunks(2)
        .map(|case| {
            let (n, max_take) = (case[0], case[1]);
            let mut pile = Game::new(|&n: &u64| (1..=max_take.min(n)).map(move |take| n - take));
            if pile.wins(&n) {
                "A\n"
            } else {
                "B\n"
            }
        })
        .collect()
}

/// The most cases, each with random N and K up to their limits.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_cases, max_n, max_k) = (
        limits.get("cases"),
        limits.get_u64("n"),
        limits.get_u64("k"),
    );
    out.line(&[n_cases as u64]);
    for _ in 0..n_cases {
        out.line(&[rng.range(1, max_n), rng.range(1, max_k)]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        r.int(1, limits.get("n"), "N")?;
        r.int(1, limits.get("k"), "K")?;
        Ok(2)
    })
}
