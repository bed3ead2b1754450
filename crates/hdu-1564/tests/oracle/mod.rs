//! HDU 1564's oracle: random board sizes, geography played move by move from
//! the corner (`play::rules::geography`), and the max-size input with its
//! validator.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::rules::geography;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 300,
    shapes: &[],
    max: MaxInput {
        describe: "10^5 boards n ≤ 10^4, then 0",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases"),
        },
        answered: None,
    },
};

/// Up to 12 board sizes n ≤ 5 (the literal search's reach), then 0.
pub fn generate(rng: &mut Rng) -> String {
    let n_lines = rng.range(1, 12);
    let mut input = String::new();
    for _ in 0..n_lines {
        input += &format!("{}\n", rng.range(1, 5));
    }
    input + "0\n"
}

/// Does the first player (8600), to move with the stone on a corner of the
/// n × n board, win by literal play?
/// Each board is searched once per thread (a 5 × 5 board takes a while in a
/// debug build) and remembered.
pub fn first_player_wins(n: usize) -> bool {
    thread_local! {
        static DECIDED: RefCell<HashMap<usize, bool>> = RefCell::new(HashMap::new());
    }
    DECIDED.with(|decided| {
        *decided
            .borrow_mut()
            .entry(n)
            .or_insert_with(|| geography::wins_from_each(&geography::grid(n, n, |_, _| true))[0])
    })
}

pub fn brute(input: &str) -> String {
    judge::input::tokens::<usize>(input)
        .take_while(|&n| n != 0)
        .map(|n| {
            if first_player_wins(n) {
                "8600\n"
            } else {
                "ailyanlu\n"
            }
        })
        .collect()
}

/// The most lines, each board size anywhere up to the limit, then 0.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_max = limits.get_u64("n");
    out.lines_of(limits.get_usize("cases"), 1, || rng.range(1, n_max));
    out.line(&[0]);
}

/// Lines n in 1..=10000 until a 0, which must end the input.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let mut shape = Shape {
        cases: 0,
        values: 0,
    };
    while r.int(0, limits.get("n"), "n")? != 0 {
        shape.cases += 1;
        shape.values += 1;
    }
    Ok(shape)
}
