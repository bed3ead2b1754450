//! IOI 1996 A Game's oracle: case files (the row, then the judge's strategy
//! with its seed), the interactor that plays them, and the case validator.
//!
//! The interactor sends the row as IOI's INPUT.TXT has it (N, then one
//! number a line) and plays the second player: after each move of the
//! program (`L` or `R`) it answers with its own, chosen by the case's
//! strategy — `optimal` (a best move by literal play: negamax over the rows
//! left with `play::scoring::Advantage`, playing `game.rs`'s moves; a random
//! one among equally good moves), `greedy` (the larger end, the left one on a
//! tie) or `random` (either end, evenly). After its last move it reads the
//! program's totals (IOI's OUTPUT.TXT): accepted when they are the totals of
//! the game played and the program's is at least the judge's.

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use judge::interactive::{InteractiveOracle, Talk};
use judge::interactor::Judgement;
use judge::oracle::{Limits, MaxInput, Reader, Shape, Writer};
use judge::Rng;
use play::scoring::{Advantage, Scored};

#[path = "../../game.rs"]
mod game;

pub const ORACLE: InteractiveOracle = InteractiveOracle {
    generate,
    interact,
    stress_cases: 600,
    max: MaxInput {
        describe: "N = 100 numbers ≤ 200 at random, the optimal judge",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: limits.get_usize("n") + 3,
        },
    },
};

/// How the judge's side (the second player) chooses its moves.
pub const STRATEGIES: [&str; 3] = ["optimal", "greedy", "random"];

/// A case: the row, the judge's strategy and its seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub row: Vec<i64>,
    pub strategy: String,
    pub seed: u64,
}

impl Case {
    pub fn text(&self) -> String {
        let numbers: Vec<String> = self.row.iter().map(|a| a.to_string()).collect();
        format!(
            "{}\n{}\n{} {}\n",
            self.row.len(),
            numbers.join(" "),
            self.strategy,
            self.seed
        )
    }

    pub fn parse(text: &str) -> Result<Case, String> {
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        let n: usize = words
            .first()
            .and_then(|w| w.parse().ok())
            .ok_or("the case file must start with N")?;
        if n == 0 || n % 2 == 1 || words.len() != n + 3 {
            return Err(format!(
                "expected an even N, N numbers and `STRATEGY SEED`, found {} words for N = {n}",
                words.len()
            ));
        }
        let row = words[1..=n]
            .iter()
            .map(|w| w.parse().map_err(|_| format!("bad number {w:?}")))
            .collect::<Result<Vec<i64>, String>>()?;
        let strategy = words[n + 1];
        if !STRATEGIES.contains(&strategy) {
            return Err(format!("unknown strategy {strategy:?}"));
        }
        let seed = words[n + 2]
            .parse()
            .map_err(|_| format!("bad seed {:?}", words[n + 2]))?;
        Ok(Case {
            row,
            strategy: strategy.to_string(),
            seed,
        })
    }
}

/// A random case, every strategy in turn: an even row of up to 20 numbers,
/// up to 200 (the statement's) or up to 3 (many ties).
pub fn generate(rng: &mut Rng) -> String {
    let n = 2 * rng.range(1, 10) as usize;
    let max = if rng.chance(1, 3) { 3 } else { 200 };
    Case {
        row: (0..n).map(|_| rng.range(1, max) as i64).collect(),
        strategy: rng.pick(&STRATEGIES).to_string(),
        seed: rng.next_u64(),
    }
    .text()
}

/// The options of a row in `play::scoring`'s form: each takes an end
/// (`game::moves`: left first, then right) and scores it.
#[allow(clippy::ptr_arg)]
fn literal_moves(row: &Vec<i64>) -> Vec<Scored<Vec<i64>>> {
    game::moves(row)
        .into_iter()
        .map(|(points, left)| Scored::pass(points, left))
        .collect()
}

/// The literal game over the rows left.
type Literal = Advantage<Vec<i64>, fn(&Vec<i64>) -> Vec<Scored<Vec<i64>>>>;

fn literal_game() -> Literal {
    Advantage::new(literal_moves as fn(&Vec<i64>) -> Vec<Scored<Vec<i64>>>)
}

/// `start(n)` of the rule file.
pub fn game_start(n: u64) -> Vec<i64> {
    game::start(n)
}

/// `guess(n)` of the rule file.
pub fn game_guess(n: u64) -> i64 {
    game::guess(n)
}

/// The first player's final advantage on `row` under optimal play, by
/// literal play.
pub fn literal_value(row: &[i64]) -> i64 {
    literal_game().value(&row.to_vec())
}

/// Plays the case against the contestant (see the module's documentation).
pub fn interact(case: &str, dialogue: &mut Talk<'_>) -> Judgement {
    match play(case, dialogue) {
        Ok(judgement) | Err(judgement) => judgement,
    }
}

fn play(text: &str, d: &mut Talk<'_>) -> Result<Judgement, Judgement> {
    let case = Case::parse(text).map_err(|why| Judgement::Fail(format!("bad case file: {why}")))?;
    let mut rng = Rng::new(case.seed);
    let mut game = literal_game();
    d.send(&case.row.len().to_string())?;
    for a in &case.row {
        d.send(&a.to_string())?;
    }
    let mut left = case.row.clone();
    let mut totals = [0i64; 2];
    for round in 1..=case.row.len() / 2 {
        let ours = d
            .receive_word(&["L", "R"])
            .map_err(|judgement| match judgement {
                Judgement::PresentationError(why) => {
                    Judgement::PresentationError(format!("move {}: {why}", 2 * round - 1))
                }
                other => other,
            })?;
        totals[0] += take(&mut left, ours == "L");
        // game::moves lists the left end first (the only move on one number).
        let options = game::moves(&left);
        let theirs = match case.strategy.as_str() {
            "optimal" => {
                let through: Vec<i64> = options
                    .iter()
                    .map(|(points, rest)| points - game.value(rest))
                    .collect();
                let best = *through.iter().max().expect("a move is left");
                let best_ones: Vec<usize> =
                    (0..options.len()).filter(|&i| through[i] == best).collect();
                *rng.pick(&best_ones) == 0
            }
            "greedy" => left[0] >= left[left.len() - 1],
            _ => rng.below(options.len()) == 0,
        };
        totals[1] += take(&mut left, theirs);
        d.send(if theirs { "L" } else { "R" })?;
    }
    let [first, second] = d
        .receive_ints::<2>(i64::MIN, i64::MAX)
        .map_err(|judgement| match judgement {
            Judgement::PresentationError(why) => {
                Judgement::PresentationError(format!("the totals: {why}"))
            }
            other => other,
        })?;
    let played = format!("{} against {}", totals[0], totals[1]);
    Ok(if [first, second] != totals {
        Judgement::WrongAnswer(format!(
            "the program wrote {first} {second}, but the game played ended {played}"
        ))
    } else if totals[0] < totals[1] {
        Judgement::WrongAnswer(format!(
            "the program lost, {played}, to the {} judge",
            case.strategy
        ))
    } else {
        Judgement::Accepted(format!(
            "the program won, {played}, against the {} judge",
            case.strategy
        ))
    })
}

/// Takes the left end of `row` (or the right one) and returns it.
fn take(row: &mut Vec<i64>, left_end: bool) -> i64 {
    if left_end {
        row.remove(0)
    } else {
        row.pop().expect("a move is made on a non-empty row")
    }
}

/// The largest case: N = 100 numbers up to 200 at random, against the
/// optimal judge (the slowest: it values the rows left by literal play).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    out.line(&[n]);
    out.lines_of(n as usize, n as usize, || rng.range(1, limits.get_u64("a")));
    out.text(&format!("optimal {}\n", rng.next_u64()));
}

/// A case file as the judge's: an even N in 2..=100, N numbers in 1..=200, a
/// strategy and a seed, nothing else.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(2, limits.get("n"), "N")?;
    if n % 2 == 1 {
        return Err(format!("token 1: N = {n} is odd"));
    }
    r.skip_ints(n, 1, limits.get("a"), "a_i")?;
    let strategy = r.word("the strategy")?;
    if !STRATEGIES.iter().any(|s| s.as_bytes() == strategy) {
        return Err(format!(
            "token {}: the strategy must be one of {STRATEGIES:?}, found {:?}",
            n + 2,
            String::from_utf8_lossy(strategy)
        ));
    }
    r.int(0, i128::from(u64::MAX), "the seed")?;
    Ok(Shape {
        cases: 1,
        values: n as usize + 3,
    })
}
