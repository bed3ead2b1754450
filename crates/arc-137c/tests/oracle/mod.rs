//! AtCoder ARC137 C's oracle: random small lists, the game played by its
//! literal rules (the moves of `game.rs`, the explorer's rule file), and the
//! max-size input with its validator.

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

// The brute force plays `moves` only; `start` is the explorer's.
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "N = 3·10^5 numbers up to 10^9",
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

/// The input for the sorted list `numbers`.
pub fn input_of(numbers: &[u64]) -> String {
    let list: Vec<String> = numbers.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", numbers.len(), list.join(" "))
}

/// 2 to 7 distinct numbers below 15, often packed at the bottom (few holes)
/// and often with the two largest adjacent (the parity case).
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(2, 7) as usize;
    let below = if rng.chance(1, 2) {
        n as u64 + rng.range(0, 3)
    } else {
        15
    };
    let mut pool: Vec<u64> = (0..below).collect();
    rng.shuffle(&mut pool);
    let mut numbers: Vec<u64> = pool[..n].to_vec();
    numbers.sort_unstable();
    if rng.chance(1, 2) && numbers[n - 1] > numbers[n - 2] + 1 {
        numbers[n - 1] = numbers[n - 2] + 1;
    }
    input_of(&numbers)
}

/// Does the player to move win the sorted list `numbers`? Every move of
/// `game.rs` is played by `play::Game`.
pub fn wins(numbers: &[u64]) -> bool {
    play::Game::new(|numbers: &Vec<u64>| {
        game::moves(numbers)
            .into_iter()
            .map(|mut option| option.remove(0))
    })
    .wins(&numbers.to_vec())
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).skip(1).collect();
    if wins(&numbers) {
        "Alice\n".to_string()
    } else {
        "Bob\n".to_string()
    }
}

/// The most numbers: distinct values up to the limit, the two largest
/// adjacent (the parity case, where every number counts).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, max_a) = (limits.get_u64("n"), limits.get_u64("a"));
    out.line(&[n]);
    // Gaps of 0 to 2 · (max_a / n) − 1 between consecutive numbers, the last
    // one 0, so the numbers stay below max_a.
    let mut a = rng.range(0, max_a / n);
    let step = max_a / n;
    let mut numbers = Vec::with_capacity(n as usize);
    for i in 0..n {
        numbers.push(a);
        a += if i + 2 == n {
            1
        } else {
            1 + rng.range(0, step - 1)
        };
    }
    out.lines_of(n as usize, n as usize, {
        let mut it = numbers.into_iter();
        move || it.next().unwrap_or(0)
    });
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(2, limits.get("n"), "N")?;
    let mut low = 0;
    for _ in 0..n {
        low = r.int(low, limits.get("a"), "A")? + 1;
    }
    Ok(Shape {
        cases: 1,
        values: n as usize,
    })
}
