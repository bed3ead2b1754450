//! Codeforces 1312F's oracle: random small inputs, the whole kingdom played
//! by its literal rules (the castles' moves from `game.rs`, searched as one
//! position), and the max-size input with its validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

#[path = "../../game.rs"]
#[allow(dead_code)] // `moves` (the explorer's fixed strengths) is not used here
mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    shapes: &[],
    stress_cases: 300,
    max: MaxInput {
        describe: "125 cases (every x, y, z ≤ 5) of 2400 castles, a_i ≤ 10^18; sum n = 3·10^5",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 125,
            values: limits.get_usize("sum-n"),
        },
    },
};

/// Up to 5 cases of up to 3 castles (at most 10 defenders each, sometimes an
/// empty castle, which the README answers), or one castle of up to 40;
/// x, y, z anywhere in 1..=5.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 5);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let (n, top) = if rng.chance(1, 4) {
            (1, 40)
        } else {
            (rng.range(1, 3), 10)
        };
        let (x, y, z) = (rng.range(1, 5), rng.range(1, 5), rng.range(1, 5));
        input += &format!("{n} {x} {y} {z}\n");
        let sizes: Vec<String> = (0..n)
            .map(|_| {
                if rng.chance(1, 12) {
                    0
                } else {
                    rng.range(1, top)
                }
            })
            .map(|a| a.to_string())
            .collect();
        input += &sizes.join(" ");
        input += "\n";
    }
    input
}

/// The kingdom: every castle's (defenders, last attack kind, 3 = none yet).
type Kingdom = Vec<(u64, u64)>;

/// The White King's first attacks (a castle and a kind) after which the
/// Black King, to move, loses: the whole kingdom searched by `play::Game`,
/// a move being one attack on one castle by `game::attacks`.
pub fn winning_first_attacks(sizes: &[u64], strengths: [u64; 3]) -> u64 {
    let mut kingdom = play::Game::new(|position: &Kingdom| {
        let mut options = Vec::new();
        for (i, &castle) in position.iter().enumerate() {
            for next in game::attacks(castle, strengths) {
                let mut option = position.clone();
                option[i] = next;
                option.sort_unstable();
                options.push(option);
            }
        }
        options
    });
    let start: Kingdom = sizes.iter().map(|&a| (a, 3)).collect();
    let mut count = 0;
    for (i, &castle) in start.iter().enumerate() {
        for next in game::attacks(castle, strengths) {
            let mut option = start.clone();
            option[i] = next;
            option.sort_unstable();
            if !kingdom.wins(&option) {
                count += 1;
            }
        }
    }
    count
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut rest = &numbers[1..];
    let mut output = String::new();
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        let strengths = [rest[1], rest[2], rest[3]];
        let sizes = &rest[4..4 + n];
        output += &format!("{}\n", winning_first_attacks(sizes, strengths));
        rest = &rest[4 + n..];
    }
    output
}

/// Every (x, y, z) once, 2400 castles each, sizes anywhere up to 10^18.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let per_case = limits.get_u64("sum-n") / 125;
    out.line(&[125]);
    for x in 1..=5 {
        for y in 1..=5 {
            for z in 1..=5 {
                out.line(&[per_case, x, y, z]);
                let sizes: Vec<u64> = (0..per_case)
                    .map(|_| rng.range(1, limits.get_u64("a")))
                    .collect();
                out.line(&sizes);
            }
        }
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut left = limits.get("sum-n");
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n").min(left), "n (and the sum of n)")?;
        left -= n;
        for what in ["x", "y", "z"] {
            r.int(1, limits.get("strength"), what)?;
        }
        r.skip_ints(n, 1, limits.get("a"), "a_i")?;
        Ok(n as usize)
    })
}
