//! POJ 2311's oracle: small random inputs, the cutting game played by its
//! moves through `play`, and the max-size input with its validator.

use std::cell::RefCell;

use itertools::Itertools;
use judge::input::tokens;
use judge::oracle::{until_eof, AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "all 199 × 199 sizes",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| {
            let sizes = limits.get_usize("side") - 1;
            Shape {
                cases: sizes * sizes,
                values: 2 * sizes * sizes,
            }
        },
        answered: Some(AnsweredMax {
            describe: "a 1000 × 1000 sheet (the binary's largest side)",
            version: 1,
            generate: |_, _, out| out.line(&[1000, 1000]),
        }),
    },
};

/// The largest side the brute force plays out.
pub const BRUTE_MAX_SIDE: u64 = 7;

/// A random input: 1 to 12 lines `W H` with sides 2 to 7.
pub fn generate(rng: &mut Rng) -> String {
    let n_lines = rng.range(1, 12);
    (0..n_lines)
        .map(|_| {
            format!(
                "{} {}\n",
                rng.range(2, BRUTE_MAX_SIDE),
                rng.range(2, BRUTE_MAX_SIDE)
            )
        })
        .collect()
}

/// Pieces of paper as (shorter side, longer side), sorted: a position. The
/// empty position stands for "the opponent has just cut out a 1×1": the game
/// is over and the player to move has lost (paper never runs out otherwise).
pub type Pieces = Vec<(u8, u8)>;

fn piece(w: u8, h: u8) -> (u8, u8) {
    (w.min(h), w.max(h))
}

/// Every cut of every piece along every grid line; one that leaves a 1×1
/// piece ends the game (the empty position).
pub fn moves(pieces: &Pieces) -> Vec<Pieces> {
    let mut options = Vec::new();
    for (idx, &(w, h)) in pieces.iter().enumerate() {
        let across = (1..w).map(|i| (piece(i, h), piece(w - i, h)));
        let along = (1..h).map(|j| (piece(w, j), piece(w, h - j)));
        for (a, b) in across.chain(along) {
            if a == (1, 1) || b == (1, 1) {
                options.push(Vec::new());
                continue;
            }
            let mut next = pieces.clone();
            next.remove(idx);
            next.extend([a, b]);
            next.sort_unstable();
            options.push(next);
        }
    }
    options
}

/// Literal play over multisets of pieces.
type Paper = Game<Pieces, fn(&Pieces) -> Vec<Pieces>>;

thread_local! {
    /// Positions already searched, kept across inputs.
    static GAME: RefCell<Paper> = RefCell::new(Game::new(moves));
}

/// The sheets of an input, `(W, H)` per line.
pub fn sides(input: &str) -> Vec<(usize, usize)> {
    tokens(input).tuples().collect()
}

pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "WIN\n"
    } else {
        "LOSE\n"
    }
}

pub fn brute(input: &str) -> String {
    GAME.with(|game| {
        let game = &mut game.borrow_mut();
        sides(input)
            .iter()
            .map(|&(w, h)| verdict(game.wins(&vec![piece(w as u8, h as u8)])))
            .collect()
    })
}

/// Lines run until the end of the input; the judge states no count, so the
/// max input takes every size `2..=side` × `2..=side` once.
fn max_input(_: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let side = limits.get_u64("side");
    for (w, h) in (2..=side).cartesian_product(2..=side) {
        out.line(&[w, h]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    until_eof(r, |r| {
        r.skip_ints(2, 2, limits.get("side"), "W, H")?;
        Ok(2)
    })
}
