//! NYOJ 135's oracle: small random inputs, the whole position played by its
//! moves through `play`, and the max-size input at the judge's limits.

use itertools::Itertools;
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
        describe: "99 cases × 99 piles m, n ≤ 2^31",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("piles"),
        },
        answered: None,
    },
};

/// A random input of up to 15 cases, each of 1 to 4 piles with m ≤ 6 and caps
/// 0..=7 (empty piles and zero caps included).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 15);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_piles = rng.range(1, 4);
        input += &format!("{n_piles}\n");
        for _ in 0..n_piles {
            input += &format!("{} {}\n", rng.range(0, 6), rng.range(0, 7));
        }
    }
    input
}

/// The moves of one pile `(size, cap)`: take 1 to `cap` of its stones (it
/// keeps its cap). A position is all the piles, a move is made in one of
/// them, and whoever cannot move loses.
fn capped_pile(&(size, cap): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
    (1..=cap.min(size))
        .map(|take| vec![(size - take, cap)])
        .collect()
}

pub fn brute(input: &str) -> String {
    let mut game = Game::new(|piles: &Vec<(u64, u64)>| play::sum_moves(piles, capped_pile));
    let mut numbers = tokens::<u64>(input);
    let n_cases = numbers.next().unwrap();
    let mut output = String::new();
    for _ in 0..n_cases {
        let n_piles = numbers.next().unwrap();
        let piles: Vec<(u64, u64)> = (0..n_piles)
            .map(|_| (numbers.next().unwrap(), numbers.next().unwrap()))
            .sorted()
            .collect();
        output += if game.wins(&piles) { "Win\n" } else { "Lose\n" };
    }
    output
}

/// The most cases of the most piles, sizes and caps random up to 2^31.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_cases, n_piles) = (limits.get_u64("cases"), limits.get_u64("piles"));
    let (max_size, max_cap) = (limits.get_u64("m"), limits.get_u64("n"));
    out.line(&[n_cases]);
    for _ in 0..n_cases {
        out.line(&[n_piles]);
        for _ in 0..n_piles {
            out.line(&[rng.range(0, max_size), rng.range(0, max_cap)]);
        }
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n_piles = r.int(limits.get("min-piles"), limits.get("piles"), "N")?;
        for _ in 0..n_piles {
            r.int(0, limits.get("m"), "m")?;
            r.int(0, limits.get("n"), "n")?;
        }
        Ok(n_piles as usize)
    })
}
