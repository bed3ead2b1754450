//! 51Nod 1069's oracle: small random inputs, Nim played by its moves through
//! `play`, and the max-size input at the judge's limits.

use std::cell::RefCell;

use itertools::Itertools;
use judge::input::counted_list;
use judge::oracle::{InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 2000,
    shapes: &SHAPES,
    max: MaxInput {
        describe: "1000 piles ≤ 10^9",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("piles"),
        },
        answered: None,
    },
};

/// A random input: 1 to 4 piles of 1 to 7 stones (the format has one case
/// per input).
/// What the README says is answered below the statement's bounds.
const SHAPES: [InputShape; 2] = [
    InputShape {
        name: "N = 0",
        holds: |input| input.split_whitespace().next() == Some("0"),
    },
    InputShape {
        name: "an empty pile",
        holds: |input| input.split_whitespace().skip(1).any(|pile| pile == "0"),
    },
];

pub fn generate(rng: &mut Rng) -> String {
    // N = 0 and empty piles, below the statement's bounds, are answered too.
    let n_piles = if rng.below(20) == 0 {
        0
    } else {
        rng.range(1, 4)
    };
    let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 7).to_string()).collect();
    format!("{n_piles}\n{}\n", piles.join("\n"))
}

/// The moves of one Nim pile: down to any smaller size.
fn nim_pile(&size: &u64) -> Vec<Vec<u64>> {
    (0..size).map(|left| vec![left]).collect()
}

type Moves = fn(&Vec<u64>) -> Vec<Vec<u64>>;

thread_local! {
    /// Nim: a position is all the piles, a move is made in one of them, and
    /// whoever cannot move loses. Positions already decided are shared by
    /// every input of a run.
    static NIM: RefCell<Game<Vec<u64>, Moves>> =
        RefCell::new(Game::new(|piles| play::sum_moves(piles, nim_pile)));
}

pub fn brute(input: &str) -> String {
    let piles: Vec<u64> = counted_list::<u64>(input).into_iter().sorted().collect();
    let winner = if NIM.with(|nim| nim.borrow_mut().wins(&piles)) {
        "A"
    } else {
        "B"
    };
    format!("{winner}\n")
}

/// The most piles, each random up to its limit, one to a line.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n_piles, max_size) = (limits.get_u64("piles"), limits.get_u64("a"));
    out.line(&[n_piles]);
    out.lines_of(n_piles as usize, 1, || rng.range(1, max_size));
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n_piles = r.int(1, limits.get("piles"), "N")?;
    r.skip_ints(n_piles, 1, limits.get("a"), "A_i")?;
    Ok(Shape {
        cases: 1,
        values: n_piles as usize,
    })
}
