//! POJ 1085's oracle: random legal openings, the game played by its literal
//! rules (the lines of `game.rs`, built from the dots' coordinates, played
//! to the end over tallies with both players' triangles, A winning with
//! more), and the max-size input with its validator.

use std::cell::RefCell;

use judge::input::tokens;
use judge::oracle::{cases, InputShape, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Advantage, Minimax, Scored, Side, Tally};

#[path = "../../game.rs"]
#[allow(dead_code)]
pub mod game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[
        InputShape {
            name: "an opening of fewer than 6 moves",
            holds: |input| openings(input).iter().any(|moves| moves.len() < 6),
        },
        InputShape {
            name: "a finished game (18 moves)",
            holds: |input| openings(input).iter().any(|moves| moves.len() == 18),
        },
        InputShape {
            name: "a move written with the larger dot first",
            holds: |input| openings(input).iter().flatten().any(|&(i, j)| i > j),
        },
    ],
    max: MaxInput {
        describe: "10^4 games of 6 moves",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| {
            let games = limits.get_usize("games");
            let moves = limits.get_usize("min_moves");
            Shape {
                cases: games,
                values: games * (1 + 2 * moves),
            }
        },
        answered: None,
    },
};

/// `n_moves` distinct lines in a random order, as dot pairs (smaller first).
fn random_opening(rng: &mut Rng, n_moves: usize) -> Vec<(u8, u8)> {
    let mut lines = game::LINES.to_vec();
    rng.shuffle(&mut lines);
    lines.truncate(n_moves);
    lines
}

/// One to four games; most openings have 6 to 18 moves, weighted towards
/// 6 to 10 (long games for the brute force) and sometimes finished; one
/// game in 15 has 4 or 5 moves (off the statement's m ≥ 6); in one input
/// in ten, a move in four is written with the larger dot first.
pub fn generate(rng: &mut Rng) -> String {
    let n_games = rng.range(1, 4);
    let reversals = rng.chance(1, 10);
    let mut input = format!("{n_games}\n");
    for _ in 0..n_games {
        let n_moves = match rng.range(0, 14) {
            0 => rng.range(4, 5),
            1 => 18,
            2..=8 => rng.range(6, 10),
            _ => rng.range(11, 17),
        } as usize;
        input += &format!("{n_moves}\n");
        for (i, j) in random_opening(rng, n_moves) {
            if reversals && rng.chance(1, 4) {
                input += &format!("{j} {i}\n");
            } else {
                input += &format!("{i} {j}\n");
            }
        }
    }
    input
}

/// The games of an input, each as its moves.
pub fn openings(input: &str) -> Vec<Vec<(u8, u8)>> {
    let mut numbers = tokens::<u64>(input);
    let n_games = numbers.next().expect("a count");
    let mut dot = || numbers.next().expect("a dot") as u8;
    (0..n_games)
        .map(|_| {
            let n_moves = dot();
            (0..n_moves).map(|_| (dot(), dot())).collect()
        })
        .collect()
}

/// The tally after an opening, by `game.rs`'s moves: the lines filled, the
/// triangles A (0) and B (1) own, and who moves.
pub fn after_opening(moves: &[(u8, u8)]) -> Tally<u32> {
    let mut tally = Tally::start(0u32);
    for &(i, j) in moves {
        let line = game::line_index(i, j).expect("a line of the triangle");
        let filled = tally.position | 1 << line;
        let (points, _, again) = game::moves(&tally.position)
            .into_iter()
            .find(|&(_, next, _)| next == filled)
            .expect("the line is not filled yet");
        tally = tally.after(Scored {
            points,
            next: filled,
            again,
        });
    }
    tally
}

fn scored(filled: &u32) -> Vec<Scored<u32>> {
    game::moves(filled)
        .into_iter()
        .map(|(points, next, again)| Scored {
            points,
            next,
            again,
        })
        .collect()
}

type Tallies = Minimax<u32, fn(&u32) -> Vec<Scored<u32>>, bool, fn(&Tally<u32>) -> bool>;
type Margins = Advantage<u32, fn(&u32) -> Vec<Scored<u32>>>;

fn a_wins(t: &Tally<u32>) -> bool {
    t.scores[0] > t.scores[1]
}

thread_local! {
    /// Tallies already played out, kept across inputs: A (side 0) wants
    /// more triangles at the end, B fewer for A.
    static TALLIES: RefCell<Tallies> = RefCell::new(Minimax::new(
        scored as fn(&u32) -> Vec<Scored<u32>>,
        [Side::Max, Side::Min],
        a_wins as fn(&Tally<u32>) -> bool,
    ));
    /// The mover's final advantage on masks, kept across inputs.
    static MARGINS: RefCell<Margins> =
        RefCell::new(Advantage::new(scored as fn(&u32) -> Vec<Scored<u32>>));
}

/// The most lines left open for which the brute force plays over tallies.
pub const TALLY_MAX_OPEN: u32 = 12;

/// Does A win from `tally`? With at most `TALLY_MAX_OPEN` lines open (every
/// judge's game: m ≥ 6), by the game played to the end over tallies and the
/// literal verdict (more triangles). With more (the off-domain openings of
/// fewer than 6 moves, up to 2^18 masks, too many tallies to store), by
/// negamax on the mover's final difference over the masks: who wins is the
/// sign of that difference plus the difference so far (a player who can win
/// can keep every outcome positive, so the two agree — `tests/rules.rs`
/// checks it on openings where both run).
pub fn a_wins_from(tally: &Tally<u32>) -> bool {
    if 18 - tally.position.count_ones() <= TALLY_MAX_OPEN {
        TALLIES.with(|t| t.borrow_mut().value(tally))
    } else {
        a_wins_by_margin(tally)
    }
}

/// The same verdict by negamax on the mover's final difference.
pub fn a_wins_by_margin(tally: &Tally<u32>) -> bool {
    let rest = MARGINS.with(|m| m.borrow_mut().value(&tally.position));
    let (own, other) = (tally.scores[tally.mover], tally.scores[1 - tally.mover]);
    (own - other + rest > 0) == (tally.mover == 0)
}

pub fn brute(input: &str) -> String {
    openings(input)
        .iter()
        .enumerate()
        .map(|(k, moves)| {
            let winner = if a_wins_from(&after_opening(moves)) {
                "A"
            } else {
                "B"
            };
            format!("Game {}: {winner} wins.\n", k + 1)
        })
        .collect()
}

/// The most games, each an opening of the fewest moves (the most left to
/// play), in random orders.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_games = limits.get_u64("games");
    let n_moves = limits.get_usize("min_moves");
    out.line(&[n_games]);
    for _ in 0..n_games {
        out.line(&[n_moves as u64]);
        for (i, j) in random_opening(rng, n_moves) {
            out.line(&[u64::from(i), u64::from(j)]);
        }
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("games"), |r| {
        let n_moves = r.int(limits.get("min_moves"), 18, "m")?;
        let mut filled = 0u32;
        for _ in 0..n_moves {
            let i = r.int(1, 10, "i")? as u8;
            let j = r.int(1, 10, "j")? as u8;
            if i >= j {
                return Err(format!("a move {i} {j} with i ≥ j"));
            }
            let line = game::line_index(i, j).ok_or(format!("{i} {j} is not a line"))?;
            if filled & 1 << line != 0 {
                return Err(format!("the line {i} {j} is filled twice"));
            }
            filled |= 1 << line;
        }
        Ok(1 + 2 * n_moves as usize)
    })
}
