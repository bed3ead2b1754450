//! POJ 2484's oracle: random small inputs, the game played on real circles
//! of coins by its literal rules, and the max-size input with its validator.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^5 lines n ≤ 10^6, then 0",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases"),
        },
        answered: None,
    },
};

/// 1 to 10 circles of 1 to 13 coins, ended by `0` (one input in eight simply
/// stops after its last line instead).
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 10) {
        input += &format!("{}\n", rng.range(1, 13));
    }
    if !rng.chance(1, 8) {
        input += "0\n";
    }
    input
}

/// Does the player to move win the full circle of `n` places? A position is
/// the set of places still holding a coin (bit `i` for place `i`; place
/// `n − 1` is next to place 0). A move takes one coin, or the coins of two
/// neighbouring places that both still hold one — a gap left by an earlier
/// move separates coins for good.
pub fn wins(n: u32) -> bool {
    let mut game = play::Game::new(|&coins: &u32| {
        let mut options = Vec::new();
        for place in 0..n {
            let single = 1u32 << place;
            if coins & single != 0 {
                options.push(coins & !single);
            }
            let pair = single | 1 << ((place + 1) % n);
            if n >= 2 && coins & pair == pair {
                options.push(coins & !pair);
            }
        }
        options
    });
    let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    game.wins(&full)
}

thread_local! {
    /// Circles already played out, shared by every input of a run.
    static KNOWN: RefCell<HashMap<u32, bool>> = RefCell::new(HashMap::new());
}

/// Plays every circle out on its coins; lines until `0` or the end.
pub fn brute(input: &str) -> String {
    judge::input::tokens::<u32>(input)
        .take_while(|&n| n != 0)
        .map(|n| {
            let alice_wins =
                KNOWN.with(|known| *known.borrow_mut().entry(n).or_insert_with(|| wins(n)));
            if alice_wins {
                "Alice\n"
            } else {
                "Bob\n"
            }
        })
        .collect()
}

/// `cases` lines: the smallest circles, the largest, and sizes anywhere in
/// between, then `0`.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let top = limits.get_u64("n");
    for i in 0..limits.get_u64("cases") {
        let n = match i % 4 {
            0 => rng.range(1, 3),
            1 => top - rng.range(0, 2),
            _ => rng.range(1, top),
        };
        out.line(&[n]);
    }
    out.line(&[0]);
}

/// Lines `n` in `1..=n` until `0` (the statement bounds not their number).
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut n_lines = 0;
    while r.int(0, limits.get("n"), "n")? != 0 {
        n_lines += 1;
    }
    Ok(Shape {
        cases: n_lines,
        values: n_lines,
    })
}
