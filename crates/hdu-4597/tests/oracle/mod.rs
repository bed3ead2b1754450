//! HDU 4597's oracle: random small pairs of decks, the game played by its
//! literal rules (the moves of `game.rs`, the explorer's rule file, valued by
//! negamax over the real decks left with `play::scoring::Advantage`), and the
//! max-size input with its validator.

use judge::oracle::{
    cases, AnsweredMax, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer,
};
use judge::Rng;
use play::scoring::{Advantage, Scored};

// The brute force plays `moves` on the judge's decks; `start` is the
// explorer's family (tests/rules.rs checks it) and `show` the explorer's.
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "N = 0",
            holds: |input| decks(input).iter().any(|(a, _)| a.is_empty()),
        },
        InputShape {
            name: "N = 1",
            holds: |input| decks(input).iter().any(|(a, _)| a.len() == 1),
        },
        InputShape {
            name: "a card of 0 or below",
            holds: |input| {
                decks(input)
                    .iter()
                    .any(|(a, b)| a.iter().chain(b).any(|&v| v <= 0))
            },
        },
    ],
    max: MaxInput {
        describe: "100 cases of N = 20 cards 1..=10^4 in each deck",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * 2 * limits.get_usize("n"),
        },
        answered: Some(AnsweredMax {
            describe: "100 cases of N = 40 (the binary's bound) cards 1..=10^4",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// Up to 5 cases of 0 to 6 cards a deck: small cards (ties are common),
/// now and then one up to 10^4, 0 or a negative one.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 5);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = if rng.chance(1, 12) {
            0
        } else {
            rng.range(1, 6)
        };
        input += &format!("{n}\n");
        for _ in 0..2 {
            let cards: Vec<String> = (0..n)
                .map(|_| match rng.range(0, 29) {
                    0 => "0".to_string(),
                    1 => rng.range_i64(-20, -1).to_string(),
                    2 => rng.range(1, 10_000).to_string(),
                    _ => rng.range(1, 20).to_string(),
                })
                .collect();
            input += &format!("{}\n", cards.join(" "));
        }
    }
    input
}

/// The cases of an input: each its two decks.
pub fn decks(input: &str) -> Vec<(Vec<i64>, Vec<i64>)> {
    let numbers: Vec<i64> = judge::input::tokens(input).collect();
    let mut rest = &numbers[1..];
    (0..numbers[0])
        .map(|_| {
            let n = rest[0] as usize;
            let case = (rest[1..=n].to_vec(), rest[n + 1..=2 * n].to_vec());
            rest = &rest[2 * n + 1..];
            case
        })
        .collect()
}

/// The first player's total minus the second's from the decks `a` and `b`,
/// by negamax over the real decks left, every move of `game.rs`.
pub fn margin(a: &[i64], b: &[i64]) -> i64 {
    let moves = |decks: &game::Decks| -> Vec<Scored<game::Decks>> {
        game::moves(decks)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    };
    Advantage::new(moves).value(&(a.to_vec(), b.to_vec()))
}

/// What Alice, moving first, totals: the two totals add up to the cards'
/// sum and differ by the margin.
pub fn alice(a: &[i64], b: &[i64]) -> i64 {
    let sum: i64 = a.iter().chain(b).sum();
    (sum + margin(a, b)) / 2
}

pub fn brute(input: &str) -> String {
    decks(input)
        .iter()
        .map(|(a, b)| format!("{}\n", alice(a, b)))
        .collect()
}

/// `n` cards 1 … 10^4 on a line.
fn deck_line(rng: &mut Rng, n: usize, top: u64) -> String {
    let cards: Vec<String> = (0..n).map(|_| rng.range(1, top).to_string()).collect();
    cards.join(" ") + "\n"
}

/// `cases` cases of `n` cards a deck.
fn decks_input(rng: &mut Rng, out: &mut Writer<'_>, cases: usize, n: usize, top: u64) {
    out.line(&[cases as u64]);
    for _ in 0..cases {
        out.line(&[n as u64]);
        out.text(&deck_line(rng, n, top));
        out.text(&deck_line(rng, n, top));
    }
}

/// The most cases, each of the most cards, each card anywhere in 1 … 10^4.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (cases, n) = (limits.get_usize("cases"), limits.get_usize("n"));
    decks_input(rng, out, cases, n, limits.get_u64("card"));
}

/// The most cases, each of the binary's most cards.
fn answered_max(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    decks_input(
        rng,
        out,
        limits.get_usize("cases"),
        40,
        limits.get_u64("card"),
    );
}

/// T ≤ 100 cases of N (1 ≤ N ≤ 20; N = 0 is taken as ours) and two decks of
/// N cards 1 … 10^4.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "N")?;
        r.skip_ints(2 * n, 1, limits.get("card"), "a card")?;
        Ok(2 * n as usize)
    })
}
