//! NYOJ 358's oracle: small random inputs, Fibonacci nim played by its moves
//! through `play`, and the max-size input with its validator.

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
        describe: "10^5 piles < 2^64",
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

/// The brute force's largest pile.
pub const MAX_SMALL_N: u64 = 80;

/// A random input of 1 to 10 values `2 ≤ n ≤ 80`.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 10);
    (0..n_cases)
        .map(|_| format!("{}\n", rng.range(2, MAX_SMALL_N)))
        .collect()
}

/// The moves from `(left, max_take)`: take 1 to `max_take` stones, after
/// which the opponent may take up to twice as many. A cap above the stones
/// left allows the same takes as `left`, so it is stored as at most `left`
/// (fewer positions). With no stone left there is no move: the opponent took
/// the last one and won.
pub fn moves(&(left, max_take): &(u64, u64)) -> Vec<(u64, u64)> {
    (1..=max_take.min(left))
        .map(|take| (left - take, (2 * take).min(left - take)))
        .collect()
}

/// The first move takes 1 to n − 1 stones: pile `n` starts as the position
/// `(n, n − 1)`.
pub fn brute(input: &str) -> String {
    let mut game = Game::new(moves);
    tokens::<u64>(input)
        .map(|n| {
            if game.wins(&(n, n.saturating_sub(1))) {
                "Yes\n"
            } else {
                "No\n"
            }
        })
        .collect()
}

/// Values run until the end of the input; the judge states no count, so the
/// max input takes `values` (10^5) of them, each anywhere in `2..=n`.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let top = limits.get_u64("n");
    out.lines_of(limits.get_usize("values"), 1, || rng.range(2, top));
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_eof(r, |r| r.int(2, limits.get("n"), "n").map(|_| 1))
}
