//! Luogu P2964's oracle: random small rows (n below the judge's 5, zero and
//! negative coins too), the game played by its literal rules (the moves of
//! `game.rs`, the explorer's rule file, searched by `play::scoring`), and
//! the max-size input with its validator.

use judge::oracle::{AnsweredMax, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Advantage, Scored};

// The brute force plays `moves`; `start` and `show` are the explorer's
// (tests/rules.rs checks that start(5) is the sample).
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "n below the judge's 5 (0 included)",
            holds: |input| first_token(input) < 5,
        },
        InputShape {
            name: "a coin of 0 or below",
            holds: |input| coins(input).iter().any(|&coin| coin <= 0),
        },
    ],
    max: MaxInput {
        describe: "n = 2000 coins of 1..10^5",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") + 1,
        },
        answered: Some(AnsweredMax {
            describe: "n = 2800 (the binary's bound), coins across i32 (64-bit cells)",
            version: 1,
            generate: answered_input,
        }),
    },
};

fn first_token(input: &str) -> i64 {
    judge::input::tokens::<i64>(input).next().unwrap_or(0)
}

fn coins(input: &str) -> Vec<i64> {
    judge::input::tokens::<i64>(input).skip(1).collect()
}

/// One row: n mostly 5 … 22 (0 … 4 one time in eight); coins up to 10^5,
/// or 1 … 3 (many ties), or −5 … 5 (off the judge's 1 ≤ c, answered too).
pub fn generate(rng: &mut Rng) -> String {
    let n = if rng.chance(1, 8) {
        rng.range(0, 4)
    } else {
        rng.range(5, 22)
    };
    let kind = rng.below(4);
    let mut input = format!("{n}\n");
    for _ in 0..n {
        let coin = match kind {
            0 | 1 => rng.range_i64(1, 100_000),
            2 => rng.range_i64(1, 3),
            _ => rng.range_i64(-5, 5),
        };
        input += &format!("{coin}\n");
    }
    input
}

/// The first player's total when both play `game.rs`'s moves from the
/// whole row with a take of 1 or 2 allowed, each maximising their own
/// total. A turn takes at least one coin and the game ends when none is
/// left, so the two totals add up to Σ coins: maximising one's own total is
/// maximising one's lead, which `play::scoring::Advantage` searches, and
/// the first player's total is (Σ + lead) / 2. (`tests/rules.rs` checks this
/// against the game played over both totals with `play::scoring::Minimax`.)
pub fn first_total(coins: &[i64]) -> i64 {
    let mut game = Advantage::new(|p: &game::P| {
        game::moves(p)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    });
    let lead = game.value(&(coins.to_vec(), 2));
    (coins.iter().sum::<i64>() + lead) / 2
}

pub fn brute(input: &str) -> String {
    format!("{}\n", first_total(&coins(input)))
}

/// 2000 coins of 1 … 10^5, one a line as the statement writes them.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    out.line(&[n]);
    for _ in 0..n {
        out.line(&[rng.range(1, limits.get_u64("coin"))]);
    }
}

/// 2800 coins anywhere in i32: totals past 2^31, so the table's cells are
/// 64-bit — the most memory the binary ever takes.
fn answered_input(rng: &mut Rng, _limits: &Limits, out: &mut Writer<'_>) {
    out.line(&[2800]);
    for _ in 0..2800 {
        out.signed_line(rng.range_i64(i64::from(i32::MIN), i64::from(i32::MAX)));
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(limits.get("n_min"), limits.get("n"), "n")?;
    r.skip_ints(n, 1, limits.get("coin"), "c_i")?;
    Ok(Shape {
        cases: 1,
        values: n as usize + 1,
    })
}
