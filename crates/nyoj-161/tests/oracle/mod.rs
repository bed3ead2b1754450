//! NYOJ 161's oracle: small random inputs, Wythoff's game played by its moves
//! through `play`, and the max-size input at the judge's limits.

use itertools::Itertools;
use judge::input::tokens;
use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::wythoff;

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
    let pairs: Vec<(u64, u64)> = gamecore::closed::wythoff::LosingPairs::new()
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

/// Every position decided by literal play of Wythoff's moves
/// (`play::rules::wythoff`).
pub fn brute(input: &str) -> String {
    tokens::<u64>(input)
        .tuples()
        .map(|(a, b)| if wythoff::wins(a, b) { "1\n" } else { "0\n" })
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
