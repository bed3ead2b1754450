//! NYOJ 833's oracle: small random inputs, the circle played move by move
//! through `play`, and the max-size input.

use std::cell::RefCell;

use judge::input::tokens;
use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^5 circles, 32-bit n",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("values"),
            values: limits.get_usize("values"),
        },
        answered: None,
    },
};

/// A random input of 1 to 15 values: mostly circles of up to 24 stones, some
/// n ≤ 0 down to the smallest 32-bit int.
pub fn generate(rng: &mut Rng) -> String {
    let n_values = rng.range(1, 15);
    let values: Vec<String> = (0..n_values)
        .map(|_| match rng.range(0, 9) {
            0 => rng.range_i64(i64::from(i32::MIN), 0),
            _ => rng.range_i64(-2, 24),
        })
        .map(|n| n.to_string())
        .collect();
    values.join("\n") + "\n"
}

/// The stones left: the whole circle of `n`, or, once stones are gone, the
/// lines between the gaps (their lengths, sorted, no zeros).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Stones {
    Circle(u64),
    Lines(Vec<u64>),
}

/// The moves of one line of `len` stones: take one stone or two neighbours
/// anywhere in it, leaving the parts to the left and to the right (an empty
/// part is no line).
fn line_moves(&len: &u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for taken in 1..=2.min(len) {
        for left in 0..=len - taken {
            let right = len - taken - left;
            options.push([left, right].into_iter().filter(|&part| part > 0).collect());
        }
    }
    options
}

/// The moves. In the circle every stone looks alike: take one (what is left is
/// a line of `n − 1`, from the stone after the gap round to the stone before
/// it) or two neighbours (a line of `n − 2`; with two stones they are the
/// whole circle). Later moves are made in the lines. Whoever cannot move has
/// lost: the opponent took the last stone.
pub fn moves(stones: &Stones) -> Vec<Stones> {
    match stones {
        Stones::Circle(n) => (1..=2.min(*n))
            .map(|taken| n - taken)
            .map(|rest| Stones::Lines(if rest > 0 { vec![rest] } else { vec![] }))
            .collect(),
        Stones::Lines(lines) => play::sum_moves(lines, line_moves)
            .into_iter()
            .map(Stones::Lines)
            .collect(),
    }
}

type Moves = fn(&Stones) -> Vec<Stones>;

thread_local! {
    /// The game, with the positions already decided shared by every input of
    /// a run.
    static GAME: RefCell<Game<Stones, Moves>> = RefCell::new(Game::new(moves));
}

pub fn brute(input: &str) -> String {
    tokens::<i64>(input)
        .map(|n| {
            // n ≤ 0 is no game: the judge's accepted solutions print Hrdv.
            if n <= 0 || GAME.with(|game| game.borrow_mut().wins(&Stones::Circle(n as u64))) {
                "Hrdv\n"
            } else {
                "Yougth\n"
            }
        })
        .collect()
}

/// Values run until the end of the input; the judge states no count, so the
/// max input takes `values` (10^5) of them. One in ten is ≤ 0 (the judge
/// allows any 32-bit int), the rest are real circles.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (min, max) = (limits.get("min-n") as i64, limits.get("n") as i64);
    for _ in 0..limits.get("values") {
        let n = if rng.chance(1, 10) {
            rng.range_i64(min, 0)
        } else {
            rng.range_i64(1, max)
        };
        out.signed_line(n);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_eof(r, |r| {
        r.int(limits.get("min-n"), limits.get("n"), "n").map(|_| 1)
    })
}
