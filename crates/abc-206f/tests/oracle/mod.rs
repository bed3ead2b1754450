//! ABC 206 F's oracle: random small lists of intervals, the game played by
//! its literal rules (the set of picked intervals; a move picks one sharing
//! no point with any picked), and the max-size input with its validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    shapes: &[],
    stress_cases: 300,
    max: MaxInput {
        describe: "20 cases of 100 intervals, 1 ≤ L < R ≤ 100",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("n"),
        },
    },
};

/// Up to 4 cases of up to 9 intervals with endpoints in 1..=12 (repeats
/// allowed, as in the sample), now and then a case of none (answered: Bob).
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 4);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n = if rng.chance(1, 25) {
            0
        } else {
            rng.range(1, 9)
        };
        input += &format!("{n}\n");
        for _ in 0..n {
            let l = rng.range(1, 11);
            let r = rng.range(l + 1, 12);
            input += &format!("{l} {r}\n");
        }
    }
    input
}

/// Does Alice, moving first, win on `intervals`? The literal game: the
/// position is the set of picked intervals (a bit mask), a move picks an
/// unpicked interval disjoint from every picked one (half-open: `[a, b)` and
/// `[c, d)` share no point iff `b ≤ c` or `d ≤ a`), searched by `play::Game`.
pub fn alice_wins(intervals: &[(u64, u64)]) -> bool {
    let mut game = play::Game::new(|&picked: &u32| {
        (0..intervals.len())
            .filter(|&i| picked >> i & 1 == 0)
            .filter(|&i| {
                let (l, r) = intervals[i];
                (0..intervals.len())
                    .filter(|&j| picked >> j & 1 == 1)
                    .all(|j| r <= intervals[j].0 || intervals[j].1 <= l)
            })
            .map(|i| picked | 1 << i)
            .collect::<Vec<u32>>()
    });
    game.wins(&0)
}

pub fn brute(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut rest = &numbers[1..];
    let mut output = String::new();
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        let intervals: Vec<(u64, u64)> = rest[1..=2 * n].chunks(2).map(|p| (p[0], p[1])).collect();
        output += if alice_wins(&intervals) {
            "Alice\n"
        } else {
            "Bob\n"
        };
        rest = &rest[2 * n + 1..];
    }
    output
}

/// The most cases and intervals, endpoints anywhere up to the limit, half
/// the cases of short intervals (many moves, larger values).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (t, n, top) = (
        limits.get_u64("cases"),
        limits.get_u64("n"),
        limits.get_u64("coordinate"),
    );
    out.line(&[t]);
    for case in 0..t {
        out.line(&[n]);
        for _ in 0..n {
            let l = rng.range(1, top - 1);
            let r = if case % 2 == 0 {
                rng.range(l + 1, top)
            } else {
                rng.range(l + 1, (l + 4).min(top))
            };
            out.line(&[l, r]);
        }
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(1, limits.get("n"), "N")?;
        for _ in 0..n {
            let left = r.int(1, limits.get("coordinate") - 1, "L_i")?;
            r.int(left + 1, limits.get("coordinate"), "R_i")?;
        }
        Ok(n as usize)
    })
}
