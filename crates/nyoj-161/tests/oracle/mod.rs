//! NYOJ 161's oracle: small random inputs, Wythoff's game played by its moves
//! through `play`, and the max-size input at the judge's limits.

use std::cell::RefCell;

use itertools::Itertools;
use judge::input::tokens;
use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    max: MaxInput {
        describe: "10^5 positions a, b ≤ 10^9",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("lines"),
            values: 2 * limits.get_usize("lines"),
        },
    },
};

/// A random input of 1 to 12 lines `a b` with piles up to 60: a third are
/// losing pairs (in either order), a third their neighbours, a third anything.
/// The losing pairs (from `gamecore`, only to aim the inputs; every answer
/// comes from the brute force) make a fair share of the positions lost ones.
pub fn generate(rng: &mut Rng) -> String {
    let pairs: Vec<(u64, u64)> = gamecore::wythoff::LosingPairs::new()
        .take_while(|&(_, b)| b <= 60)
        .collect();
    let n_cases = rng.range(1, 12);
    let mut input = String::new();
    for _ in 0..n_cases {
        let &(mut a, mut b) = rng.pick(&pairs);
        match rng.range(0, 2) {
            0 => {}
            1 => {
                a = (a + rng.range(0, 2)).saturating_sub(1).min(60);
                b = (b + rng.range(0, 2)).saturating_sub(1).min(60);
            }
            _ => (a, b) = (rng.range(0, 60), rng.range(0, 60)),
        }
        if rng.chance(1, 2) {
            (a, b) = (b, a);
        }
        input += &format!("{a} {b}\n");
    }
    input
}

/// Wythoff's moves from `(a, b)`: any positive number of stones from one
/// pile, or the same positive number from both. Whoever cannot move has lost
/// (the opponent took the last stone). The piles are unordered, so every
/// position is kept as (smaller, larger), halving the positions searched.
pub fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let from_first = (1..=a).map(|take| (a - take, b));
    let from_second = (1..=b).map(|take| (a, b - take));
    let from_both = (1..=a.min(b)).map(|take| (a - take, b - take));
    from_first
        .chain(from_second)
        .chain(from_both)
        .map(|(x, y)| (x.min(y), x.max(y)))
        .collect()
}

type Moves = fn(&(u64, u64)) -> Vec<(u64, u64)>;

thread_local! {
    /// The game, with the positions already decided shared by every input of
    /// a run.
    static GAME: RefCell<Game<(u64, u64), Moves>> = RefCell::new(Game::new(moves));
}

/// Does the player to move win with piles `a` and `b`?
pub fn wins((a, b): (u64, u64)) -> bool {
    GAME.with(|game| game.borrow_mut().wins(&(a.min(b), a.max(b))))
}

pub fn brute(input: &str) -> String {
    tokens::<u64>(input)
        .tuples()
        .map(|position| if wins(position) { "1\n" } else { "0\n" })
        .collect()
}

/// Lines run until the end of the input; the judge states no count, so the
/// max input takes `lines` (10^5) of them, piles random up to the limit.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let max_pile = limits.get_u64("pile");
    for _ in 0..limits.get("lines") {
        out.line(&[rng.range(0, max_pile), rng.range(0, max_pile)]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_eof(r, |r| {
        r.skip_ints(2, 0, limits.get("pile"), "a, b")?;
        Ok(2)
    })
}
