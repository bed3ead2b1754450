//! Codeforces 729F's oracle: random small rows (no paper at all, values far
//! past 10^5 too), the game played by its literal rules (the moves of
//! `game.rs`, the explorer's rule file, searched by `play::scoring`), and
//! the max-size input with its validator.

use judge::oracle::{AnsweredMax, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Advantage, Scored};

// The brute force plays `moves`; `start` and `show` are the explorer's
// (tests/rules.rs checks that start(4) is the third sample).
#[allow(dead_code)]
#[path = "../../game.rs"]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "n = 0 (no paper)",
            holds: |input| values(input).is_empty(),
        },
        InputShape {
            name: "an income past 10^5 in size",
            holds: |input| values(input).iter().any(|value| value.abs() > 100_000),
        },
    ],
    max: MaxInput {
        describe: "n = 4000 incomes of −10^5..10^5",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") + 1,
        },
        answered: Some(AnsweredMax {
            describe: "n = 10000 (the binary's bound), incomes across i32",
            version: 2,
            generate: answered_input,
        }),
    },
};

fn values(input: &str) -> Vec<i64> {
    judge::input::tokens::<i64>(input).skip(1).collect()
}

/// One row: n mostly 1 … 30 (0 one time in twenty); incomes in ±10^5, or
/// −2 … 2 (many ties), or all of one sign, or across i32 (off the judge's
/// bound, answered too).
pub fn generate(rng: &mut Rng) -> String {
    let n = if rng.chance(1, 20) {
        0
    } else {
        rng.range(1, 30)
    };
    let kind = rng.below(5);
    let row: Vec<String> = (0..n)
        .map(|_| {
            let value = match kind {
                0 | 1 => rng.range_i64(-100_000, 100_000),
                2 => rng.range_i64(-2, 2),
                3 => rng.range_i64(1, 100_000) * if n % 2 == 0 { 1 } else { -1 },
                _ => rng.range_i64(i64::from(i32::MIN), i64::from(i32::MAX)),
            };
            value.to_string()
        })
        .collect();
    format!("{n}\n{}\n", row.join(" "))
}

/// Igor's total minus Zhenya's when both play `game.rs`'s moves from the
/// whole row, Igor first with k = 1: the mover's final advantage at the
/// start, searched by `play::scoring::Advantage` (Zhenya, minimising Igor's
/// lead, maximises his own).
pub fn margin(row: &[i64]) -> i64 {
    let mut game = Advantage::new(|p: &game::P| {
        game::moves(p)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    });
    game.value(&(row.to_vec(), 1, true))
}

pub fn brute(input: &str) -> String {
    format!("{}\n", margin(&values(input)))
}

fn signed_line(out: &mut Writer<'_>, row: impl Iterator<Item = i64>) {
    let row: Vec<String> = row.map(|value| value.to_string()).collect();
    out.text(&row.join(" "));
    out.text("\n");
}

/// 4000 incomes anywhere in ±10^5, on one line as the statement writes them.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_u64("n"), limits.get("income") as i64);
    out.line(&[n]);
    signed_line(out, (0..n).map(|_| rng.range_i64(-top, top)));
}

/// The binary's bound, 10000 incomes across i32.
fn answered_input(rng: &mut Rng, _limits: &Limits, out: &mut Writer<'_>) {
    out.line(&[10_000]);
    signed_line(
        out,
        (0..10_000).map(|_| rng.range_i64(i64::from(i32::MIN), i64::from(i32::MAX))),
    );
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "n")?;
    let top = limits.get("income");
    r.skip_ints(n, -top, top, "a_i")?;
    Ok(Shape {
        cases: 1,
        values: n as usize + 1,
    })
}
