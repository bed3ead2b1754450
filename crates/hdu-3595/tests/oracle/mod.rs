//! HDU 3595's oracle: random small inputs, the every-SG rule played
//! literally through `play` (each turn one move in EVERY unfinished game),
//! and the max-size input with its validator.

use std::cell::RefCell;

use itertools::Itertools;
use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "100 cases × 1000 pairs ≤ 1000",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * (1 + 2 * limits.get_usize("n")),
        },
        answered: None,
    },
};

/// 1 to 4 cases of 0 to 3 games, each two piles of 0 to 12 (a 0 in one
/// game in eight).
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 4) {
        let n_games = rng.range(0, 3);
        input += &format!("{n_games}\n");
        for _ in 0..n_games {
            let mut pile = || {
                if rng.chance(1, 16) {
                    0
                } else {
                    rng.range(1, 12)
                }
            };
            let (p, q) = (pile(), pile());
            input += &format!("{p} {q}\n");
        }
    }
    input
}

/// One Euclid game as (larger, smaller); finished when the smaller is 0.
pub type Pair = (u64, u64);

pub fn pair(p: u64, q: u64) -> Pair {
    (p.max(q), p.min(q))
}

/// Every move in one unfinished game: take `k` times the smaller pile from
/// the larger, `k ≥ 1`, leaving it at least 0.
pub fn pair_moves(&(big, small): &Pair) -> Vec<Pair> {
    (1..=big / small)
        .map(|k| pair(big - k * small, small))
        .collect()
}

/// Every move of the every-SG game: one move in EVERY unfinished game at
/// once (all combinations); finished games stay as they are. With every game
/// finished there is none, and the player to move loses.
pub fn every_moves(games: &[Pair]) -> Vec<Vec<Pair>> {
    if games.iter().all(|&(_, small)| small == 0) {
        return Vec::new();
    }
    games
        .iter()
        .map(|game| {
            if game.1 == 0 {
                vec![*game]
            } else {
                pair_moves(game)
            }
        })
        .multi_cartesian_product()
        .map(|mut next| {
            next.sort_unstable();
            next
        })
        .sorted()
        .dedup()
        .collect()
}

type Moves = fn(&Vec<Pair>) -> Vec<Vec<Pair>>;

thread_local! {
    /// The every-SG game over Euclid pairs, shared by every input of a run.
    static EVERY: RefCell<Game<Vec<Pair>, Moves>> = RefCell::new(Game::new(|games| every_moves(games)));
}

/// Does the player to move win these games under the every-SG rule?
pub fn wins(games: &[Pair]) -> bool {
    let mut start = games.to_vec();
    start.sort_unstable();
    EVERY.with(|game| game.borrow_mut().wins(&start))
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut rest = &numbers[..];
    let mut output = String::new();
    while let Some((&n_games, tail)) = rest.split_first() {
        let (pairs, tail) = tail.split_at(2 * n_games as usize);
        let games: Vec<Pair> = pairs.chunks(2).map(|p| pair(p[0], p[1])).collect();
        output += if wins(&games) { "MM\n" } else { "GG\n" };
        rest = tail;
    }
    output
}

/// The most cases of the most games; piles anywhere up to the limit, a few
/// pairs of consecutive Fibonacci numbers (the longest forced chains) and a
/// few finished pairs.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let top = limits.get_u64("value");
    let mut fib = vec![1u64, 2];
    while fib[fib.len() - 1] + fib[fib.len() - 2] <= top {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let n_games = limits.get_u64("n");
    for _ in 0..limits.get_u64("cases") {
        out.line(&[n_games]);
        for _ in 0..n_games {
            let (p, q) = match rng.range(0, 9) {
                0 => {
                    let at = rng.below(fib.len() - 1);
                    (fib[at + 1], fib[at])
                }
                1 => (rng.range(0, top), 0),
                _ => (rng.range(1, top), rng.range(1, top)),
            };
            out.line(&[p, q]);
        }
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let top = limits.get("value");
    until_eof(r, |r| {
        let n = r.int(0, limits.get("n"), "N")?;
        r.skip_ints(2 * n, 0, top, "p, q")?;
        Ok(1 + 2 * n as usize)
    })
}
