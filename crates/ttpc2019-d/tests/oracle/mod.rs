//! TTPC 2019 D's oracle: random small games, the whole game played by its
//! literal rules (each pile's moves from `game.rs`, the sum searched as one
//! position), and the max-size input (assumed bounds) with its validator.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

#[path = "../../game.rs"]
mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    shapes: &[],
    stress_cases: 400,
    max: MaxInput {
        describe: "N = 10^5 primes X_i ≤ 10^6 (assumed bounds)",
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

fn is_prime(n: u64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// Up to 5 piles, each a prime up to 43 (7, the one pile of value 3, often),
/// or no pile at all now and then (answered: An cannot move).
pub fn generate(rng: &mut Rng) -> String {
    let primes: Vec<u64> = (2..=43).filter(|&p| is_prime(p)).collect();
    let n = if rng.chance(1, 30) {
        0
    } else {
        rng.range(1, 5)
    };
    let piles: Vec<String> = (0..n)
        .map(|_| {
            if rng.chance(1, 5) {
                7
            } else {
                *rng.pick(&primes)
            }
        })
        .map(|p| p.to_string())
        .collect();
    format!("{n}\n{}\n", piles.join(" "))
}

/// Does An, moving first, win the piles? The sum as one position (a sorted
/// list), every move of `game::moves` on every pile, searched by `play::Game`.
pub fn an_wins(piles: &[u64]) -> bool {
    let mut game =
        play::Game::new(|position: &Vec<u64>| play::sum_moves(position, |&pile| game::moves(pile)));
    let mut start = piles.to_vec();
    start.sort_unstable();
    game.wins(&start)
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let n = numbers[0] as usize;
    (if an_wins(&numbers[1..=n]) {
        "An\n"
    } else {
        "Ai\n"
    })
    .to_string()
}

/// The most piles, primes anywhere up to the bound, 7 among them.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let top = limits.get_usize("x");
    let mut composite = vec![false; top + 1];
    let mut primes = Vec::new();
    for p in 2..=top {
        if !composite[p] {
            primes.push(p as u64);
            for multiple in (p * p..=top).step_by(p) {
                composite[multiple] = true;
            }
        }
    }
    let n = limits.get_u64("n");
    out.line(&[n]);
    let piles: Vec<u64> = (0..n)
        .map(|_| {
            if rng.chance(1, 1000) {
                7
            } else {
                *rng.pick(&primes)
            }
        })
        .collect();
    out.line(&piles);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    for _ in 0..n {
        let x = r.int(2, limits.get("x"), "X_i")?;
        if !is_prime(x as u64) {
            return Err(format!("X_i = {x} is not prime"));
        }
    }
    if !r.at_end()? {
        return Err("text after the last pile".to_string());
    }
    Ok(Shape {
        cases: 1,
        values: n as usize,
    })
}
