//! NYOJ 837's oracle: small random inputs, the losing positions of Wythoff's
//! game found by playing it through `play`, and the max-size input at the
//! judge's limits.

use judge::input::tokens;
use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::wythoff;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10 cases n = 10^5",
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

/// The generator's largest n.
pub const MAX_SMALL_N: u64 = 60;

/// A random input of 1 to 8 values `n ≤ 60`, in any order, repeats allowed.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 8);
    (0..n_cases)
        .map(|_| format!("{}\n", rng.range(0, MAX_SMALL_N)))
        .collect()
}

/// The losing pairs for k ≤ 60 by literal play of Wythoff's moves
/// (`play::rules::wythoff`): pair k is the lost position
/// `(a, a + k)` with the smallest `a`. No two lost positions have the same
/// difference (from the larger one, taking the gap between them from both
/// piles would reach the smaller one), so it is the only one; the tests
/// check that too.
pub fn pairs_by_play() -> Vec<(u64, u64)> {
    (0..=MAX_SMALL_N)
        .map(|k| {
            let a = (0..).find(|&a| !wythoff::wins(a, a + k)).unwrap();
            (a, a + k)
        })
        .collect()
}

thread_local! {
    /// [`pairs_by_play`], found once per run.
    static PAIRS: Vec<(u64, u64)> = pairs_by_play();
}

/// The line of pairs `(a_0,b_0)…`, with its line break.
pub fn line(pairs: &[(u64, u64)]) -> String {
    let mut text: String = pairs.iter().map(|(a, b)| format!("({a},{b})")).collect();
    text.push('\n');
    text
}

pub fn brute(input: &str) -> String {
    PAIRS.with(|pairs| tokens::<usize>(input).map(|n| line(&pairs[..=n])).collect())
}

/// Values run until the end of the input; the judge states no count, so the
/// max input takes `values` (10) cases of the largest n: a table rebuilt per
/// case would show, and the output (about 1.4 MB per case) is what costs.
fn max_input(_: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let max_n = limits.get_u64("n");
    out.lines_of(limits.get_usize("values"), 1, || max_n);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_eof(r, |r| r.int(0, limits.get("n"), "n").map(|_| 1))
}
