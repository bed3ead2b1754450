//! Luogu P2148's oracle: random small tables, the whole table played by its
//! literal rules (each pair's moves from `game.rs`, the sum searched as one
//! position), and the max-size input with its validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

#[path = "../../game.rs"]
mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    shapes: &[],
    stress_cases: 300,
    max: MaxInput {
        describe: "20 cases of N = 2·10^4 piles, S_i ≤ 2·10^9",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("n"),
        },
    },
};

/// Up to 4 cases: one pair of piles up to 16, two pairs up to 8, or three
/// pairs up to 5.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 4);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let (pairs, top) = *rng.pick(&[(1, 16), (2, 8), (3, 5)]);
        let sizes: Vec<String> = (0..2 * pairs)
            .map(|_| rng.range(1, top).to_string())
            .collect();
        input += &format!("{}\n{}\n", 2 * pairs, sizes.join(" "));
    }
    input
}

/// Does the first player win the table of `pairs`? The sum of pairs as one
/// position (a sorted list), every move of `game::moves` on every pair,
/// searched by `play::Game`.
pub fn first_player_wins(pairs: &[(u64, u64)]) -> bool {
    let mut table = play::Game::new(|position: &Vec<(u64, u64)>| {
        play::sum_moves(position, |&pair| game::moves(pair))
    });
    let mut start = pairs.to_vec();
    start.sort_unstable();
    table.wins(&start)
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut rest = &numbers[1..];
    let mut output = String::new();
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        let pairs: Vec<(u64, u64)> = rest[1..=n].chunks(2).map(|p| (p[0], p[1])).collect();
        output += if first_player_wins(&pairs) {
            "YES\n"
        } else {
            "NO\n"
        };
        rest = &rest[n + 1..];
    }
    output
}

/// The most cases and piles, sizes anywhere up to the limit (a quarter of
/// them 1, 2 or a power of two, the values' edges).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_cases, n, top) = (
        limits.get_u64("cases"),
        limits.get_u64("n"),
        limits.get_u64("s"),
    );
    out.line(&[n_cases]);
    for _ in 0..n_cases {
        out.line(&[n]);
        let sizes: Vec<u64> = (0..n)
            .map(|_| {
                if rng.chance(1, 4) {
                    *rng.pick(&[1, 2, 1 << 30, top])
                } else {
                    rng.range(1, top)
                }
            })
            .collect();
        out.line(&sizes);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "N")?;
        if n % 2 != 0 {
            return Err(format!("N = {n} is odd"));
        }
        r.skip_ints(n, 1, limits.get("s"), "S_i")?;
        Ok(n as usize)
    })
}
