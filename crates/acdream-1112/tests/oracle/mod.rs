//! ACdream 1112's oracle: small random inputs, the numbers valued by their
//! literal moves, and the max-size input with its validator.

use std::cell::RefCell;

use judge::input::tokens;
use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::ComponentGame;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10 cases × 10^5 numbers ≤ 5·10^6",
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

/// A random input of 1 to 8 cases, each 1 to 5 numbers. The numbers' scale is
/// picked per input: mostly up to 64 or 1000, sometimes up to 10^5, rarely up
/// to the judge's 5·10^6 (the binary's sieve follows the largest number).
pub fn generate(rng: &mut Rng) -> String {
    let scale = match rng.range(1, 100) {
        1..=50 => 64,
        51..=80 => 1000,
        81..=97 => 100_000,
        _ => 5_000_000,
    };
    let mut input = String::new();
    for _ in 0..rng.range(1, 8) {
        let n_values = rng.range(1, 5);
        let values: Vec<String> = (0..n_values)
            .map(|_| rng.range(1, scale).to_string())
            .collect();
        input += &format!("{n_values}\n{}\n", values.join(" "));
    }
    input
}

/// Every divisor of `x` (itself included), increasing, by trial division.
fn divisors(x: u64) -> Vec<u64> {
    let mut small = Vec::new();
    let mut large = Vec::new();
    let mut d = 1;
    while d * d <= x {
        if x % d == 0 {
            small.push(d);
            if d != x / d {
                large.push(x / d);
            }
        }
        d += 1;
    }
    small.extend(large.into_iter().rev());
    small
}

/// The moves of the number `x`, each as the numbers that replace it: a
/// divisor other than `x` (a 1 offers no move, so it leaves nothing), or two
/// factors `a, b > 1` with `a · b = x`.
pub fn number_moves(&x: &u64) -> Vec<Vec<u64>> {
    let proper: Vec<u64> = divisors(x).into_iter().filter(|&d| d < x).collect();
    let to_divisor = proper
        .iter()
        .map(|&d| if d == 1 { vec![] } else { vec![d] });
    let splits = proper
        .iter()
        .filter(|&&a| 1 < a && a * a <= x)
        .map(|&a| vec![a, x / a]);
    to_divisor.chain(splits).collect()
}

/// The numbers as components: a split leaves two numbers played side by side.
type Numbers = ComponentGame<u64, fn(&u64) -> Vec<Vec<u64>>>;

thread_local! {
    /// Each number's Grundy value by `play::ComponentGame`: the mex, over its
    /// moves, of the XOR of the values of the numbers a move leaves (the
    /// Sprague–Grundy theorem for the two numbers of a split; `play::Game`
    /// checks it on whole positions in the rules tests). Values already found
    /// are shared by every input of a test run.
    static NUMBERS: RefCell<Numbers> = RefCell::new(ComponentGame::new(number_moves));
}

/// The cases of an input (until the end): each case's numbers.
pub fn cases(input: &str) -> Vec<Vec<u64>> {
    let mut numbers = tokens::<u64>(input);
    let mut cases = Vec::new();
    while let Some(n_values) = numbers.next() {
        cases.push((0..n_values).map(|_| numbers.next().unwrap()).collect());
    }
    cases
}

pub fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Alice\n"
    } else {
        "Bob\n"
    }
}

pub fn brute(input: &str) -> String {
    NUMBERS.with(|game| {
        let game = &mut game.borrow_mut();
        cases(input)
            .into_iter()
            .map(|numbers| winner(game.grundy_of_sum(&numbers) != 0))
            .collect()
    })
}

/// Cases run until the end of the input; the judge states no count, so the
/// max input takes `cases` (10) full ones, numbers anywhere up to the limit.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    let top = limits.get_u64("v");
    for _ in 0..limits.get("cases") {
        out.line(&[n]);
        out.lines_of(n as usize, 10, || rng.range(1, top));
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_eof(r, |r| {
        let n = r.int(1, limits.get("n"), "n")?;
        r.skip_ints(n, 1, limits.get("v"), "v")?;
        Ok(n as usize)
    })
}
