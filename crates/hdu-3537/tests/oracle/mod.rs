//! HDU 3537's oracle: random small inputs, the game played by flipping real
//! coins, and the max-size input with its validator.

use judge::oracle::{until_eof, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10^4 cases × 100 positions < 10^8",
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

/// 1 to 4 cases of 0 to 5 heads on coins 0 to 9, some named twice.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 4) {
        let n = rng.range(0, 5);
        let coins: Vec<String> = (0..n).map(|_| rng.range(0, 9).to_string()).collect();
        input += &format!("{n}\n{}\n", coins.join(" "));
    }
    input
}

/// The cases of an input: each the positions as named (repeats kept).
pub fn parse(input: &str) -> Vec<Vec<u64>> {
    let mut numbers = judge::input::tokens::<u64>(input);
    let mut cases = Vec::new();
    while let Some(n) = numbers.next() {
        cases.push((0..n).map(|_| numbers.next().unwrap()).collect());
    }
    cases
}

/// The moves of a row of coins (`true` = heads): pick a head as the
/// rightmost coin turned, and turn it with none, one or two distinct coins
/// to its left, whatever they show.
// `&Vec`, not a slice: `play::Game` hands each position by reference.
#[allow(clippy::ptr_arg)]
pub fn row_moves(row: &Vec<bool>) -> Vec<Vec<bool>> {
    let mut result = Vec::new();
    for right in 0..row.len() {
        if !row[right] {
            continue;
        }
        let mut flips: Vec<Vec<usize>> = vec![vec![]];
        for a in 0..right {
            flips.push(vec![a]);
            for b in 0..a {
                flips.push(vec![b, a]);
            }
        }
        for others in flips {
            let mut next = row.clone();
            next[right] = false;
            for coin in others {
                next[coin] = !next[coin];
            }
            result.push(next);
        }
    }
    result
}

/// Each case played with real coins: a row as long as the rightmost head,
/// each named coin heads up (once, however often it is named).
pub fn brute(input: &str) -> String {
    let mut game = play::Game::new(row_moves);
    parse(input)
        .iter()
        .map(|heads| {
            let len = heads
                .iter()
                .map(|&coin| coin as usize + 1)
                .max()
                .unwrap_or(0);
            let mut row = vec![false; len];
            for &coin in heads {
                row[coin as usize] = true;
            }
            if game.wins(&row) {
                "No\n"
            } else {
                "Yes\n"
            }
        })
        .collect()
}

/// The most cases, each with the most positions anywhere below 10^8, one in
/// ten of them a repeat of an earlier one in its case.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_usize("n"), limits.get_u64("position"));
    for _ in 0..limits.get_usize("cases") {
        out.line(&[n as u64]);
        let mut coins: Vec<u64> = Vec::with_capacity(n);
        for i in 0..n {
            let coin = if i > 0 && rng.chance(1, 10) {
                coins[rng.below(i)]
            } else {
                rng.range(0, top)
            };
            coins.push(coin);
        }
        out.line(&coins);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_eof(r, |r| {
        let n = r.int(0, limits.get("n"), "n")?;
        r.skip_ints(n, 0, limits.get("position"), "a position")?;
        Ok(n as usize)
    })
}
