//! HDU 2177's oracle: small random inputs, every first move generated in the
//! problem's order and kept when `play` finds the position it leaves lost by
//! Wythoff's moves, and the max-size input at the judge's limits.

use judge::input::tokens;
use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::wythoff;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    max: MaxInput {
        describe: "10^5 positions a ≤ b ≤ 10^6",
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

/// A random input of 1 to 8 positions `a ≤ b ≤ 40`, most of them a losing
/// pair shifted along one pile, the other, or both (so that two kinds of
/// winning move often leave the same position), some with equal piles, some
/// anything. `0 0` ends three inputs in four, sometimes followed by lines the
/// solution must not read; the others just end. The losing pairs come from
/// `gamecore`, only to aim the inputs: every answer comes from the brute force.
pub fn generate(rng: &mut Rng) -> String {
    const MAX: u64 = 40;
    let pairs: Vec<(u64, u64)> = gamecore::closed::wythoff::LosingPairs::new()
        .take_while(|&(_, b)| b <= MAX)
        .collect();
    let n_cases = rng.range(1, 8);
    let mut input = String::new();
    for _ in 0..n_cases {
        let (a, b) = loop {
            let &(x, y) = rng.pick(&pairs);
            let position = match rng.range(0, 5) {
                0 => (x, y),
                1 => (x + rng.range(1, 4), y + rng.range(0, 4)),
                2 => (x + rng.range(0, 4), y + rng.range(1, 4)),
                3 => {
                    let d = rng.range(1, 4);
                    (x + d, y + d)
                }
                4 => {
                    let n = rng.range(1, MAX);
                    (n, n)
                }
                _ => (rng.range(0, MAX), rng.range(0, MAX)),
            };
            let (a, b) = (position.0.min(position.1), position.0.max(position.1));
            if b <= MAX && (a, b) != (0, 0) {
                break (a, b);
            }
        };
        input += &format!("{a} {b}\n");
    }
    if rng.chance(3, 4) {
        input += "0 0\n";
        if rng.chance(1, 3) {
            input += &format!("{} {}\n0 0\n", rng.range(0, MAX), rng.range(0, MAX));
        }
    }
    input
}

/// The positions `(a, b)` of the input: pairs up to `0 0` or the end.
pub fn positions(input: &str) -> Vec<(u64, u64)> {
    let numbers: Vec<u64> = tokens(input).collect();
    numbers
        .chunks(2)
        .map(|case| (case[0], case[1]))
        .take_while(|&case| case != (0, 0))
        .collect()
}

/// The answer for one position by literal move generation: every move in the
/// problem's order (both piles, larger pile, smaller pile; smaller takes
/// first within a kind), kept when it reaches a position `is_lost` says is
/// lost; single-pile moves leaving the same position are printed once.
pub fn answer(a: u64, b: u64, mut is_lost: impl FnMut(u64, u64) -> bool) -> String {
    let (small, large) = (a.min(b), a.max(b));
    if is_lost(small, large) {
        return "0\n".to_string();
    }
    let leaves = |x: u64, y: u64| (x.min(y), x.max(y));
    let mut from_both: Vec<(u64, u64)> = Vec::new();
    for t in 1..=small {
        let (x, y) = leaves(small - t, large - t);
        if is_lost(x, y) {
            from_both.push((x, y));
        }
    }
    // Every take from the larger pile, then every take from the smaller one.
    let mut from_one_pile: Vec<(u64, u64)> = Vec::new();
    for (pile, other) in [(large, small), (small, large)] {
        for t in 1..=pile {
            let (x, y) = leaves(pile - t, other);
            if is_lost(x, y) && !from_one_pile.contains(&(x, y)) {
                from_one_pile.push((x, y));
            }
        }
    }
    let mut text = "1\n".to_string();
    for (x, y) in from_both.into_iter().chain(from_one_pile) {
        text += &format!("{x} {y}\n");
    }
    text
}

/// Every position answered with "lost" decided by literal play of Wythoff's
/// moves (`play::rules::wythoff`).
pub fn brute(input: &str) -> String {
    positions(input)
        .into_iter()
        .map(|(a, b)| answer(a, b, |x, y| !wythoff::wins(x, y)))
        .collect()
}

/// Lines run until `0 0`; the judge states no count, so the max input takes
/// `lines` (10^5) of them, like nyoj-161, piles random up to the limit.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let max_pile = limits.get_u64("pile");
    for _ in 0..limits.get("lines") {
        let (a, b) = (rng.range(0, max_pile), rng.range(1, max_pile));
        out.line(&[a.min(b), a.max(b)]);
    }
    out.line(&[0, 0]);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let max_pile = limits.get("pile");
    let mut shape = Shape {
        cases: 0,
        values: 0,
    };
    loop {
        let a = r.int(0, max_pile, "a")?;
        let b = r.int(a, max_pile, "b")?;
        if (a, b) == (0, 0) {
            return Ok(shape);
        }
        shape.cases += 1;
        shape.values += 2;
    }
}
