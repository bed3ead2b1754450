//! HDU 2486's oracle: random small piles, the game played by its literal
//! rules (every take up to the cap, the next cap k times the take), and the
//! max-size input with its validator.

use judge::oracle::{cases, AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 300,
    shapes: &[],
    max: MaxInput {
        describe: "20 cases n ≤ 10^8, k ≤ 10^5",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: 2 * limits.get_usize("cases"),
        },
        answered: Some(AnsweredMax {
            describe: "8 cases n ≈ 2^62, k ≈ 10^4 (the binary's run budget), 12 small",
            version: 1,
            generate: answered_max,
        }),
    },
};

/// Up to 20 cases with n ≤ 150 and k ≤ 8 (sometimes up to n).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 20);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = rng.range(2, 150);
        let k = if rng.chance(1, 5) {
            rng.range(1, n)
        } else {
            rng.range(1, 8)
        };
        input += &format!("{n} {k}\n");
    }
    input
}

/// The smallest first take (1 to n − 1) after which the opponent, to move
/// with n − take left and a cap of k · take, loses; `None` if there is none.
/// Positions are (stones left, cap on this take), searched by `play::Game`.
pub fn smallest_winning_take(n: u64, k: u64) -> Option<u64> {
    let mut game = play::Game::new(|&(left, cap): &(u64, u64)| {
        // Taking the last stone wins: the opponent is left with no move.
        (1..=cap.min(left))
            .map(|take| (left - take, (k * take).min(left - take)))
            .collect::<Vec<_>>()
    });
    (1..n).find(|&take| !game.wins(&(n - take, (k * take).min(n - take))))
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    numbers[1..]
        .chunks(2)
        .enumerate()
        .map(|(i, case)| match smallest_winning_take(case[0], case[1]) {
            Some(take) => format!("Case {}: {take}\n", i + 1),
            None => format!("Case {}: lose\n", i + 1),
        })
        .collect()
}

/// 20 cases at the limits: the largest k with the largest n, and random ones.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_cases = limits.get_u64("cases");
    let (n_max, k_max) = (limits.get_u64("n"), limits.get_u64("k"));
    out.line(&[n_cases]);
    out.line(&[n_max, k_max]);
    for _ in 1..n_cases {
        out.line(&[rng.range(n_max / 2, n_max), rng.range(k_max / 2, k_max)]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        r.int(2, limits.get("n"), "n")?;
        r.int(1, limits.get("k"), "k")?;
        Ok(2)
    })
}

/// Within the binary's budgets (2^18 runs of losing sizes a case, 2^21 in
/// all): eight cases at n ≈ 2^62 with k ≈ 10^4, each near the per-case
/// budget, then twelve cheap ones to the judge's t = 20.
fn answered_max(rng: &mut Rng, _: &Limits, out: &mut Writer<'_>) {
    out.line(&[20]);
    for i in 0..8 {
        out.line(&[(1 << 62) - i, 10_400 - i]);
    }
    for _ in 0..12 {
        out.line(&[rng.range(2, 1 << 62), rng.range(1, 3)]);
    }
}
