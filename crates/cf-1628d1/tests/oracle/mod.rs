//! Codeforces 1628 D1's oracle: random small inputs, the game played by its
//! literal rules, and the max-size input with its validator.
//!
//! The brute force plays the real game: Alice names a real number, so her
//! options are searched where a best one provably lies. Up to n = 6 turns it
//! plays `game.rs`, the explorer's rule file — Alice naming every multiple of
//! k/2^n, a grid that holds her best move at every state (the file says
//! why) —, by negamax over its positions (`play::scoring::Advantage`), and
//! divides the scaled value by 2^n. Past that the grid is too wide, and
//! `play::rules::game_on_sum::value` plays it over exact rationals with
//! Alice's candidates 0, k and the crossing of Bob's two answers (against a
//! named t Bob's best is the least of two lines in t, a concave function
//! whose maximum over [0, k] is at an end or at the crossing). Either way
//! the exact rational is reduced mod 10^9 + 7 at the end, as the judge asks.

use judge::oracle::{
    cases, AnsweredMax, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer,
};
use judge::Rng;
use play::rules::game_on_sum::{self, Ratio};
use play::scoring::{Advantage, Scored};

// The brute force plays `moves` from its own starts; `start`, `guess` and
// `show` are the explorer's (tests/rules.rs checks them).
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

/// The judge's modulus.
pub const MODULUS: u64 = 1_000_000_007;

/// The largest n whose grid game the brute force searches (2^n + 1 names
/// per turn); larger games are played over exact rationals.
pub const GRID_TURNS: u64 = 6;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "m = n (Bob must add every turn)",
            holds: |input| games(input).iter().any(|&(n, m, _)| m == n),
        },
        InputShape {
            name: "k = 0",
            holds: |input| games(input).iter().any(|&(_, _, k)| k == 0),
        },
        InputShape {
            name: "k = 10^9 + 6, the largest",
            holds: |input| games(input).iter().any(|&(_, _, k)| k == MODULUS - 1),
        },
        InputShape {
            name: "a game past the grid, played over exact rationals",
            holds: |input| games(input).iter().any(|&(n, _, _)| n > GRID_TURNS),
        },
    ],
    max: MaxInput {
        describe: "one game n = 2000, m = 1999 (the table's most steps)",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: Some(AnsweredMax {
            describe:
                "one game n = 10^4, m = 9999 (the binary's bound: the sum of n over 0 < m < n)",
            version: 1,
            generate: answered_max,
        }),
        shape: |_| Shape {
            cases: 1,
            values: 3,
        },
    },
};

/// The games (n, m, k) of an input.
pub fn games(input: &str) -> Vec<(u64, u64, u64)> {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    numbers[1..]
        .chunks(3)
        .map(|game| (game[0], game[1], game[2]))
        .collect()
}

/// One to five games, most with n ≤ 6 (the grid), one in eight with n up to
/// 30 (exact rationals); m anywhere in 1 … n, often 1 or n; k 0, small,
/// anywhere below the modulus, or its largest value.
pub fn generate(rng: &mut Rng) -> String {
    let n_games = rng.range(1, 5);
    let mut input = format!("{n_games}\n");
    for _ in 0..n_games {
        let n = if rng.chance(1, 8) {
            rng.range(GRID_TURNS + 1, 30)
        } else {
            rng.range(1, GRID_TURNS)
        };
        let m = match rng.range(0, 3) {
            0 => 1,
            1 => n,
            _ => rng.range(1, n),
        };
        let k = match rng.range(0, 5) {
            0 => 0,
            1 => MODULUS - 1,
            2 => rng.range(0, MODULUS - 1),
            _ => rng.range(1, 20),
        };
        input += &format!("{n} {m} {k}\n");
    }
    input
}

pub type Moves = fn(&game::Turn) -> Vec<Scored<game::Turn>>;

pub fn grid_moves(turn: &game::Turn) -> Vec<Scored<game::Turn>> {
    game::moves(turn)
        .into_iter()
        .map(|(points, next)| Scored::pass(points, next))
        .collect()
}

/// The exact value of the game (n, m, k) by the rule file: Alice's final
/// advantage on the grid of k/2^n, divided by 2^n.
pub fn grid_value(search: &mut Advantage<game::Turn, Moves>, n: u64, m: u64, k: u64) -> Ratio {
    let start = game::Turn {
        left: n,
        adds: m,
        grid: n as u32,
        k: k as i64,
        named: None,
    };
    Ratio::new(i128::from(search.value(&start)), 1i128 << n)
}

pub fn brute(input: &str) -> String {
    let mut search: Advantage<game::Turn, Moves> = Advantage::new(grid_moves as Moves);
    games(input)
        .into_iter()
        .map(|(n, m, k)| {
            let value = if n <= GRID_TURNS {
                grid_value(&mut search, n, m, k)
            } else {
                game_on_sum::value(n, m, k)
            };
            format!("{}\n", value.modulo(MODULUS))
        })
        .collect()
}

/// One game with the table's most steps: n = 2000, m = 1999, the largest k.
fn max_input(_: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    out.line(&[1]);
    out.line(&[n, n - 1, limits.get_u64("k")]);
}

/// The binary's bound: the sum of n over the games with 0 < m < n at most
/// 10^4, in one game with the table's most steps.
fn answered_max(_: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    out.line(&[1]);
    out.line(&[10_000, 9_999, limits.get_u64("k")]);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut total = 0;
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "n")?;
        r.int(1, n, "m")?;
        r.int(0, limits.get("k"), "k")?;
        total += n;
        if total > limits.get("sum-n") {
            return Err(format!("the sum of n exceeds {}", limits.get("sum-n")));
        }
        Ok(3)
    })
}
