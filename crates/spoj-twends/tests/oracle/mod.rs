//! SPOJ TWENDS' oracle: random small rows, the game played by its literal
//! rules — two players taking ends, the first maximising her margin, the
//! second a fixed greedy policy — over the real positions with both totals
//! (`play::scoring::Minimax`, `Side::Policy`), and the max-size input with
//! its validator.

use judge::oracle::{
    until_zero, AnsweredMax, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer,
};
use judge::Rng;
use play::scoring::{Minimax, Scored, Side, Tally};

// Not the brute force's rules (those are below, literally): tests/rules.rs
// checks the rule file's baked greedy replies against them.
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "a row of odd length",
            holds: |input| rows(input).iter().any(|row| row.len() % 2 == 1),
        },
        InputShape {
            name: "a card of 0 or below",
            holds: |input| rows(input).iter().flatten().any(|&v| v <= 0),
        },
        InputShape {
            name: "the greedy player facing equal ends",
            holds: |input| {
                rows(input).iter().any(|row| {
                    row.len() >= 3 && (row[1] == row[row.len() - 1] || row[0] == row[row.len() - 2])
                })
            },
        },
        InputShape {
            name: "no terminating 0",
            holds: |input| judge::input::tokens::<i64>(input).last() != Some(0),
        },
    ],
    max: MaxInput {
        describe: "100 games of n = 1000 cards 1..=1000 (sum ≤ 10^6), then 0",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("games"),
            values: limits.get_usize("games") * limits.get_usize("n"),
        },
        answered: Some(AnsweredMax {
            describe:
                "one game of n = 5000 cards near 2^31 (the binary's bound; 64-bit tables), then 0",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// Up to 6 games of 1 to 14 cards (even three times in four, as the judge's
/// are) on one line each, then 0 (left out one time in ten): cards 1 … 9
/// (ties are common), now and then 0, a negative card or a large one.
pub fn generate(rng: &mut Rng) -> String {
    let n_games = rng.range(1, 6);
    let mut input = String::new();
    for _ in 0..n_games {
        let n = if rng.chance(3, 4) {
            2 * rng.range(1, 7)
        } else {
            2 * rng.range(0, 6) + 1
        };
        let cards: Vec<String> = (0..n)
            .map(|_| match rng.range(0, 39) {
                0 => "0".to_string(),
                1 => rng.range_i64(-9, -1).to_string(),
                2 => i32::MAX.to_string(),
                _ => rng.range(1, 9).to_string(),
            })
            .collect();
        input += &format!("{n} {}\n", cards.join(" "));
    }
    if !rng.chance(1, 10) {
        input += "0\n";
    }
    input
}

/// The rows of an input, up to its 0 or its end.
pub fn rows(input: &str) -> Vec<Vec<i64>> {
    judge::input::lists_until_zero(input)
}

/// The literal moves: take the left or the right end, scoring it (one
/// option when one card is left, both ends being that card).
// `Minimax` takes the moves of a `Vec<i64>` position as `&Vec<i64>`.
#[allow(clippy::ptr_arg)]
pub fn ends(row: &Vec<i64>) -> Vec<Scored<Vec<i64>>> {
    let n = row.len();
    let mut options = Vec::new();
    if n >= 1 {
        options.push(Scored::pass(row[0], row[1..].to_vec()));
    }
    if n >= 2 {
        options.push(Scored::pass(row[n - 1], row[..n - 1].to_vec()));
    }
    options
}

/// The greedy player as a fixed policy over `ends`' options: the right end
/// only when it is larger; the left one otherwise, ties included.
pub fn greedy() -> Side<Vec<i64>> {
    Side::Policy(Box::new(
        |_: &Tally<Vec<i64>>, options: &[Scored<Vec<i64>>]| {
            if options.len() == 2 && options[1].points > options[0].points {
                1
            } else {
                0
            }
        },
    ))
}

/// The first player's total minus the greedy player's when she maximises
/// it: the game played to its end over tallies (the row left, both totals,
/// whose turn), the greedy side a fixed policy.
pub fn margin(row: &[i64]) -> i64 {
    let mut game = Minimax::new(ends, [Side::Max, greedy()], |t: &Tally<Vec<i64>>| {
        t.scores[0] - t.scores[1]
    });
    game.value(&Tally::start(row.to_vec()))
}

pub fn brute(input: &str) -> String {
    rows(input)
        .iter()
        .enumerate()
        .map(|(i, row)| {
            format!(
                "In game {}, the greedy strategy might lose by as many as {} points.\n",
                i + 1,
                margin(row)
            )
        })
        .collect()
}

/// A line `n c_1 … c_n` of cards drawn from `lo..=hi`.
fn game_line(rng: &mut Rng, n: usize, lo: u64, hi: u64) -> String {
    let mut line = n.to_string();
    for _ in 0..n {
        line += &format!(" {}", rng.range(lo, hi));
    }
    line + "\n"
}

/// The most games (assumed: the statement does not bound them), each of the
/// most cards, 1 … 1000 each so that no row sums past 10^6; then 0.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_usize("n");
    let top = limits.get_u64("sum") / n as u64;
    for _ in 0..limits.get_usize("games") {
        out.text(&game_line(rng, n, 1, top));
    }
    out.line(&[0]);
}

/// One game of the binary's longest row, cards near 2^31 (the 64-bit
/// tables, the slower ones), then 0.
fn answered_max(rng: &mut Rng, _limits: &Limits, out: &mut Writer<'_>) {
    out.text(&game_line(rng, 5000, 1 << 30, (1 << 31) - 1));
    out.line(&[0]);
}

/// Games `n c_1 … c_n` with n even, 2 ≤ n ≤ 1000, positive cards summing to
/// at most 10^6, at most `games` of them (assumed), then the 0 that must end
/// the input.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let shape = until_zero(r, |r, n| {
        if n > limits.get("n") || n % 2 == 1 {
            return Err(format!("n = {n} is odd or above {}", limits.get("n")));
        }
        let sum: i128 = r.ints(n, 1, limits.get("sum"), "a card")?.iter().sum();
        if sum > limits.get("sum") {
            return Err(format!(
                "the cards sum to {sum}, above {}",
                limits.get("sum")
            ));
        }
        Ok(n as usize)
    })?;
    if shape.cases > limits.get_usize("games") {
        return Err(format!(
            "{} games, above the {} assumed",
            shape.cases,
            limits.get("games")
        ));
    }
    Ok(shape)
}
