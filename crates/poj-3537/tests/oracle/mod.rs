//! POJ 3537's oracle: random small inputs, the game played on the strip by
//! its literal rules through `play`, and the max-size input with its
//! validator.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    // Only 13 different inputs (n = 3..=15): each comes up many times.
    stress_cases: 200,
    shapes: &[],
    max: MaxInput {
        describe: "n = 2000",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |_| Shape {
            cases: 1,
            values: 1,
        },
        answered: Some(AnsweredMax {
            describe: "n = 5000 (the binary's bound)",
            version: 1,
            generate: |_, _, out| out.line(&[5000]),
        }),
    },
};

/// One strip of 3 to 15 cells.
pub fn generate(rng: &mut Rng) -> String {
    format!("{}\n", rng.range(3, 15))
}

/// A position on a strip of `n` cells: the crosses so far (bit `i` for cell
/// `i`), or `Won` once the player who just moved made three in a row — the
/// player to move then has lost, which `play::Game` reads from "no move".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strip {
    Crosses(u32),
    Won,
}

/// Every move: a cross into any empty cell; one that completes three
/// crosses in a row wins at once.
pub fn moves(n: u32, position: Strip) -> Vec<Strip> {
    let crosses = match position {
        Strip::Crosses(crosses) => crosses,
        Strip::Won => return Vec::new(),
    };
    (0..n)
        .filter(|cell| crosses >> cell & 1 == 0)
        .map(|cell| {
            let after = crosses | 1 << cell;
            if after & after >> 1 & after >> 2 != 0 {
                Strip::Won
            } else {
                Strip::Crosses(after)
            }
        })
        .collect()
}

/// Does the first player win the empty strip of `n` cells?
pub fn wins(n: u32) -> bool {
    play::Game::new(|&position: &Strip| moves(n, position)).wins(&Strip::Crosses(0))
}

thread_local! {
    /// Strips already played out, shared by every input of a run.
    static KNOWN: RefCell<HashMap<u32, bool>> = RefCell::new(HashMap::new());
}

pub fn brute(input: &str) -> String {
    let n: u32 = judge::input::tokens(input).next().expect("one integer n");
    let first_wins = KNOWN.with(|known| *known.borrow_mut().entry(n).or_insert_with(|| wins(n)));
    if first_wins { "1\n" } else { "2\n" }.to_string()
}

/// The judge's longest strip.
fn max_input(_rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    out.line(&[limits.get_u64("n")]);
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    r.int(3, limits.get("n"), "n")?;
    Ok(Shape {
        cases: 1,
        values: 1,
    })
}
