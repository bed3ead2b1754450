//! HDU 1729's oracle: random small inputs, the game played by its literal
//! rules, and the max-size input with its validator.

use judge::oracle::{until_zero, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "2000 cases × 50 boxes, s ≤ 10^6",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * 2 * limits.get_usize("n"),
        },
        answered: None,
    },
};

/// 1 to 3 test cases of 1 to 3 boxes with capacities up to 12; then `0`.
pub fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 3) {
        let n = rng.range(1, 3);
        input += &format!("{n}\n");
        for _ in 0..n {
            let s = rng.range(0, 12);
            input += &format!("{s} {}\n", rng.range(0, s));
        }
    }
    input + "0\n"
}

/// The test cases of an input, as lists of boxes `(s, c)`, up to `N = 0`
/// (or the end).
pub fn parse(input: &str) -> Vec<Vec<(u64, u64)>> {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut cases = Vec::new();
    let mut at = 0;
    while at < numbers.len() && numbers[at] != 0 {
        let n = numbers[at] as usize;
        let pairs = &numbers[at + 1..at + 1 + 2 * n];
        cases.push(pairs.chunks(2).map(|pair| (pair[0], pair[1])).collect());
        at += 1 + 2 * n;
    }
    cases
}

/// Each test case played literally: the boxes are a sorted multiset of
/// `(capacity, count)`, and a move adds `k` stones, `1 ≤ k ≤ count²`, to one
/// box without going past its capacity.
pub fn brute(input: &str) -> String {
    let mut game = play::Game::new(|boxes: &Vec<(u64, u64)>| {
        play::sum_moves(boxes, |&(capacity, count)| {
            (1..=count * count)
                .take_while(|&k| count + k <= capacity)
                .map(|k| vec![(capacity, count + k)])
                .collect()
        })
    });
    parse(input)
        .iter()
        .enumerate()
        .map(|(index, boxes)| {
            let mut position = boxes.clone();
            position.sort_unstable();
            let verdict = if game.wins(&position) { "Yes" } else { "No" };
            format!("Case {}:\n{verdict}\n", index + 1)
        })
        .collect()
}

/// The most test cases of the most boxes; capacities anywhere up to 10^6
/// (every tenth box exactly 10^6), counts anywhere up to the capacity, with
/// the reduction's edge (the largest count `t` with `t + t² < s`) and its
/// neighbours often.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, s_max) = (limits.get_usize("n"), limits.get_u64("s"));
    for _ in 0..limits.get_usize("cases") {
        out.line(&[n as u64]);
        for i in 0..n {
            let s = if i % 10 == 0 {
                s_max
            } else {
                rng.range(0, s_max)
            };
            // t from a floating-point square root, then corrected exactly.
            let mut t = (s as f64).sqrt() as u64;
            while t > 0 && t + t * t >= s {
                t -= 1;
            }
            while (t + 1) + (t + 1) * (t + 1) < s {
                t += 1;
            }
            let c = match rng.range(0, 3) {
                0 => rng.range(0, s),
                1 => rng.range(0, t.min(s)),
                _ => (t + rng.range(0, 2)).min(s),
            };
            out.line(&[s, c]);
        }
    }
    out.line(&[0]);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_zero(r, |r, n| {
        if n > limits.get("n") {
            return Err(format!("N = {n} is above {}", limits.get("n")));
        }
        for _ in 0..n {
            let s = r.int(0, limits.get("s"), "s")?;
            r.int(0, s, "c")?;
        }
        Ok(2 * n as usize)
    })
}
