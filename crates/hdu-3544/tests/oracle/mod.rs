//! HDU 3544's oracle: random small bars, Cutcake played by its literal rules
//! (Alice cuts a bar's width, Bob its height, every piece stays in play; the
//! moves are `play::rules::cutcake`'s, the search `play::partisan::Play`),
//! and the max-size input with its validator.

use std::cell::RefCell;

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::partisan::{Play, Side};
use play::rules::cutcake;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "1000 cases × 100 bars, sides ≤ 10^9",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("n"),
        },
        answered: None,
    },
};

/// A random input of 1 to 6 cases, each 1 to 3 bars of sides 1 to 6 (a
/// third of the bars 1 × k or k × 1, where only one player can cut), at most
/// 20 squares in all per case: literal play of a sum explores every multiset
/// of pieces, and a second-player win of 40 squares takes a second in debug.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 6);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(1, 3) as usize;
        let mut bars: Vec<(u64, u64)> = (0..n)
            .map(|_| match rng.below(6) {
                0 => (1, rng.range(1, 6)),
                1 => (rng.range(1, 6), 1),
                _ => (rng.range(1, 6), rng.range(1, 6)),
            })
            .collect();
        while bars.iter().map(|&(x, y)| x * y).sum::<u64>() > 20 {
            let bar = &mut bars[rng.below(n)];
            if bar.0 >= bar.1 {
                bar.0 = (bar.0 - 1).max(1);
            } else {
                bar.1 -= 1;
            }
        }
        input += &format!("{n}\n");
        for (x, y) in bars {
            input += &format!("{x} {y}\n");
        }
    }
    input
}

/// The bars of each case of an input.
pub fn cases_of(input: &str) -> Vec<Vec<(u64, u64)>> {
    let mut numbers = judge::input::tokens::<u64>(input);
    let n_cases = numbers.next().unwrap_or(0);
    (0..n_cases)
        .map(|_| {
            let n = numbers.next().expect("N");
            (0..n)
                .map(|_| (numbers.next().expect("X"), numbers.next().expect("Y")))
                .collect()
        })
        .collect()
}

type Cutcake = Play<
    (u32, u32),
    fn(&(u32, u32)) -> Vec<Vec<(u32, u32)>>,
    fn(&(u32, u32)) -> Vec<Vec<(u32, u32)>>,
>;

thread_local! {
    /// One search for every input of a thread, so sums seen once are known.
    static CUTCAKE: RefCell<Cutcake> = RefCell::new(Play::new(cutcake::left, cutcake::right));
}

/// Does Alice (Left, splitting widths), moving first in the sum of `bars`,
/// win by literal play?
pub fn alice_wins(bars: &[(u64, u64)]) -> bool {
    let bars: Vec<(u32, u32)> = bars
        .iter()
        .map(|&(x, y)| {
            (
                u32::try_from(x).expect("small"),
                u32::try_from(y).expect("small"),
            )
        })
        .collect();
    CUTCAKE.with(|play| play.borrow_mut().wins_moving_first(&bars, Side::Left))
}

pub fn brute(input: &str) -> String {
    cases_of(input)
        .iter()
        .enumerate()
        .map(|(i, bars)| {
            let winner = if alice_wins(bars) { "Alice" } else { "Bob" };
            format!("Case {}: {winner}\n", i + 1)
        })
        .collect()
}

/// `cases` cases of `n` bars each: sides from the whole range, from the top
/// of it, and the shapes where one player cannot cut (1 × k, k × 1).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let side = limits.get_u64("side");
    out.line(&[limits.get_u64("cases")]);
    for case in 0..limits.get_u64("cases") {
        out.line(&[limits.get_u64("n")]);
        for _ in 0..limits.get_u64("n") {
            let pick = |rng: &mut Rng| match case % 3 {
                0 => rng.range(1, side),
                1 => rng.range(side - 1000, side),
                _ => {
                    let any = rng.range(1, side);
                    *rng.pick(&[1, 2, 3, side, any])
                }
            };
            let (x, y) = (pick(rng), pick(rng));
            out.line(&[x, y]);
        }
    }
}

/// `T` (no bound is stated, so none is checked: `cases` in Cargo.toml is the
/// max-size input's), then per case `1 ≤ N ≤ 100` bars of `1 ≤ X, Y ≤ 10^9`.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, i128::from(u32::MAX), |r| {
        let n = r.int(1, limits.get("n"), "N")?;
        r.skip_ints(2 * n, 1, limits.get("side"), "a side")?;
        Ok(n as usize)
    })
}
