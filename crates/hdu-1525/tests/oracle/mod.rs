//! HDU 1525 Euclid's Game, everything but the solution: small random inputs,
//! the game played by its literal rules through `play`, and the max-size
//! input with its validator.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^5 pairs ≤ 2^31 − 1: forced Fibonacci chains, ratios near φ, random",
        version: 2,
        io_bound: true,
        generate: max_input,
        validate,
        shape,
        answered: None,
    },
};

/// 1 to 8 pairs of numbers in `1..=60`, ended by `0 0` (one input in eight
/// simply stops after its last pair instead).
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 8) {
        let top = *rng.pick(&[5, 20, 60]);
        input += &format!("{} {}\n", rng.range(1, top), rng.range(1, top));
    }
    if !rng.chance(1, 8) {
        input += "0 0\n";
    }
    input
}

/// Every position one move away: subtract `k` times the smaller number from
/// the larger, for each `k ≥ 1` that leaves it at least 0. A pair holding a 0
/// has no move: whoever made the 0 has won.
pub fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    if a == 0 || b == 0 {
        return Vec::new();
    }
    let (big, small) = (a.max(b), a.min(b));
    (1..=big / small)
        .map(|k| (big - k * small, small))
        .collect()
}

/// Plays every pair out by the literal moves; pairs until `0 0` or the end.
pub fn brute(input: &str) -> String {
    let mut game = play::Game::new(moves);
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    numbers
        .chunks(2)
        .take_while(|pair| pair != &[0, 0])
        .map(|pair| {
            if game.wins(&(pair[0], pair[1])) {
                "Stan wins\n"
            } else {
                "Ollie wins\n"
            }
        })
        .collect()
}

/// `cases` pairs, a quarter each: consecutive Fibonacci numbers times a
/// factor (every move forced, chains of up to 91 moves), ratios within a few
/// units of φ (the boundary between won and lost), uniform pairs, and pairs
/// with the larger number near the judge's top, 2^31 − 1; then `0 0`.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let top = limits.get_u64("value");
    let mut fib = vec![1u64, 2];
    while let Some(next) = fib[fib.len() - 2].checked_add(fib[fib.len() - 1]) {
        if next > top {
            break;
        }
        fib.push(next);
    }
    for i in 0..limits.get_usize("cases") {
        let (a, b) = match i % 4 {
            0 => {
                let at = rng.below(fib.len() - 1);
                let factor = rng.range(1, (top / fib[at + 1]).min(1000));
                (fib[at + 1] * factor, fib[at] * factor)
            }
            1 => {
                let small = rng.range(1, top / 2);
                let near_phi = (small as f64 * 1.618_033_988_749_895) as u64;
                let big = near_phi.saturating_add(rng.range(0, 6)).saturating_sub(3);
                (big.clamp(1, top), small)
            }
            2 => (rng.range(1, top), rng.range(1, top)),
            _ => (top - rng.range(0, 1000), rng.range(1, top)),
        };
        if rng.chance(1, 2) {
            out.line(&[a, b]);
        } else {
            out.line(&[b, a]);
        }
    }
    out.line(&[0, 0]);
}

/// Pairs of numbers in `1..=value` until `0 0` (the statement bounds not
/// their number).
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let top = limits.get("value");
    let mut n_pairs = 0;
    loop {
        let a = r.int(0, top, "a")?;
        let b = r.int(0, top, "b")?;
        if a == 0 && b == 0 {
            return Ok(Shape {
                cases: n_pairs,
                values: 2 * n_pairs,
            });
        }
        n_pairs += 1;
        if a == 0 || b == 0 {
            return Err(format!("pair {n_pairs}: both numbers must be positive"));
        }
    }
}

fn shape(limits: &Limits) -> Shape {
    let cases = limits.get_usize("cases");
    Shape {
        cases,
        values: 2 * cases,
    }
}
