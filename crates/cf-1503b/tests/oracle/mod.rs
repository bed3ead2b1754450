//! CF 1503 B's oracle: case files (`n`, and Alice's strategy with its seed),
//! the interactor that plays Alice, and the case validator.
//!
//! Bob has a winning strategy (`gamecore::graphs::coloring_game::BobPlan` on the
//! chessboard; checked against literal play in tests/rules.rs), so Alice is
//! always lost and plays her case's strategy: `random` (a uniform colour),
//! `greedy` (the colour that most empty cells could take safely, so that Bob
//! has the fewest safe moves) or `hardest` (by literal search for
//! n ≤ [`LITERAL_UP_TO`]: the colour after which Bob has the fewest winning
//! moves; `greedy` past it). Every move of the program is checked: a colour
//! other than Alice's, an empty cell of the grid, and no two adjacent cells
//! of one colour; an invalid or losing move ends the game with WA, as on
//! Codeforces ("the interaction is terminated").

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use judge::interactive::{InteractiveOracle, Talk};
use judge::interactor::Judgement;
use judge::oracle::{Limits, MaxInput, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: InteractiveOracle = InteractiveOracle {
    generate,
    interact,
    stress_cases: 1000,
    max: MaxInput {
        describe: "n = 100, each strategy",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |_| Shape {
            cases: 1,
            values: 3,
        },
    },
};

/// What Alice plays.
pub const STRATEGIES: [&str; 3] = ["random", "greedy", "hardest"];

/// Up to this grid size Alice searches every position.
pub const LITERAL_UP_TO: usize = 3;

/// A case: the grid size, the strategy and its seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub n: usize,
    pub strategy: String,
    pub seed: u64,
}

impl Case {
    pub fn text(&self) -> String {
        format!("{}\n{} {}\n", self.n, self.strategy, self.seed)
    }

    pub fn parse(text: &str) -> Result<Case, String> {
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        if words.len() != 3 {
            return Err(format!("expected `n` and `STRATEGY SEED`, found {text:?}"));
        }
        let n = words[0]
            .parse()
            .ok()
            .filter(|&n: &usize| (1..=1000).contains(&n))
            .ok_or("n must be in 1..=1000")?;
        if !STRATEGIES.contains(&words[1]) {
            return Err(format!("unknown strategy {:?}", words[1]));
        }
        let seed = words[2]
            .parse()
            .map_err(|_| format!("bad seed {:?}", words[2]))?;
        Ok(Case {
            n,
            strategy: words[1].to_string(),
            seed,
        })
    }
}

/// A random small case, every strategy in turn: n ≤ 3 half the time
/// (literal play), else up to 12.
pub fn generate(rng: &mut Rng) -> String {
    let n = if rng.chance(1, 2) {
        rng.range(2, LITERAL_UP_TO as u64)
    } else {
        rng.range(4, 12)
    } as usize;
    Case {
        n,
        strategy: rng.pick(&STRATEGIES).to_string(),
        seed: rng.next_u64(),
    }
    .text()
}

/// The cells next to cell `v` (0-based, row-major) of the n × n grid.
pub fn neighbours(n: usize, v: usize) -> Vec<usize> {
    let (i, j) = (v / n, v % n);
    let mut near = Vec::new();
    if i > 0 {
        near.push(v - n);
    }
    if i + 1 < n {
        near.push(v + n);
    }
    if j > 0 {
        near.push(v - 1);
    }
    if j + 1 < n {
        near.push(v + 1);
    }
    near
}

/// Literal play on an n × n grid, n ≤ 3, in normal play: a position is the
/// colouring (2 bits a cell, 0 empty) and whose turn it is — `0` Alice to
/// name a colour, `a` in 1..=3 Bob to place a token of another colour. Bob's
/// moves are the tokens that make no conflict (none: he must make one, and
/// has lost); Alice has no move once the grid is full (she has lost).
pub struct Literal {
    pub n: usize,
}

pub type Position = (u32, u8);

impl Literal {
    pub fn colour(col: u32, v: usize) -> u8 {
        (col >> (2 * v) & 3) as u8
    }

    /// Bob's moves `(cell, colour)` that make no conflict.
    pub fn safe_moves(&self, col: u32, a: u8) -> Vec<(usize, u8)> {
        let mut moves = Vec::new();
        for v in 0..self.n * self.n {
            if Self::colour(col, v) != 0 {
                continue;
            }
            for b in (1..=3).filter(|&b| b != a) {
                if neighbours(self.n, v)
                    .iter()
                    .all(|&u| Self::colour(col, u) != b)
                {
                    moves.push((v, b));
                }
            }
        }
        moves
    }

    pub fn moves(&self, &(col, turn): &Position) -> Vec<Position> {
        if turn == 0 {
            if (0..self.n * self.n).all(|v| Self::colour(col, v) != 0) {
                Vec::new()
            } else {
                (1..=3).map(|a| (col, a)).collect()
            }
        } else {
            self.safe_moves(col, turn)
                .into_iter()
                .map(|(v, b)| (col | u32::from(b) << (2 * v), 0))
                .collect()
        }
    }

    pub fn game(&self) -> play::Game<Position, impl FnMut(&Position) -> Vec<Position> + '_> {
        play::Game::new(move |p: &Position| self.moves(p))
    }
}

/// The grid as the interactor keeps it: colours, and for each colour how
/// many empty cells could take it without a conflict.
struct Board {
    n: usize,
    colour: Vec<u8>,
    /// Bit c: some neighbour has colour c.
    near: Vec<u8>,
    safe: [usize; 4],
}

impl Board {
    fn new(n: usize) -> Board {
        Board {
            n,
            colour: vec![0; n * n],
            near: vec![0; n * n],
            safe: [0, n * n, n * n, n * n],
        }
    }

    fn place(&mut self, v: usize, c: u8) {
        self.colour[v] = c;
        for k in 1..=3u8 {
            if self.near[v] >> k & 1 == 0 {
                self.safe[usize::from(k)] -= 1;
            }
        }
        for u in neighbours(self.n, v) {
            if self.colour[u] == 0 && self.near[u] >> c & 1 == 0 {
                self.safe[usize::from(c)] -= 1;
            }
            self.near[u] |= 1 << c;
        }
    }

    fn literal_position(&self) -> u32 {
        self.colour
            .iter()
            .enumerate()
            .fold(0, |col, (v, &c)| col | u32::from(c) << (2 * v))
    }
}

/// Alice's colour.
fn alice<F: FnMut(&Position) -> Vec<Position>>(
    case: &Case,
    board: &Board,
    literal: Option<(&Literal, &mut play::Game<Position, F>)>,
    rng: &mut Rng,
) -> u8 {
    if let (Some((literal, game)), "hardest") = (literal, case.strategy.as_str()) {
        let col = board.literal_position();
        let winning_replies: Vec<usize> = (1..=3u8)
            .map(|a| {
                literal
                    .moves(&(col, a))
                    .iter()
                    .filter(|child| !game.wins(child))
                    .count()
            })
            .collect();
        let fewest = *winning_replies.iter().min().unwrap_or(&0);
        let best: Vec<u8> = (1..=3u8)
            .filter(|&a| winning_replies[usize::from(a - 1)] == fewest)
            .collect();
        return best[rng.below(best.len())];
    }
    match case.strategy.as_str() {
        "random" => rng.range(1, 3) as u8,
        _ => (1..=3u8)
            .max_by_key(|&k| (board.safe[usize::from(k)], rng.below(8)))
            .unwrap_or(3),
    }
}

/// Plays the case against the contestant (see the module's documentation).
pub fn interact(case: &str, dialogue: &mut Talk<'_>) -> Judgement {
    match play(case, dialogue) {
        Ok(judgement) | Err(judgement) => judgement,
    }
}

fn play(text: &str, d: &mut Talk<'_>) -> Result<Judgement, Judgement> {
    let case = Case::parse(text).map_err(|why| Judgement::Fail(format!("bad case file: {why}")))?;
    let n = case.n;
    let mut rng = Rng::new(case.seed);
    // Alice's search, kept for the whole game (used for n ≤ 3 only).
    let literal = Literal {
        n: n.min(LITERAL_UP_TO),
    };
    let mut game = literal.game();
    let mut board = Board::new(n);
    d.send(&n.to_string())?;
    for turn in 1..=n * n {
        let searched = (n <= LITERAL_UP_TO).then_some((&literal, &mut game));
        let a = alice(&case, &board, searched, &mut rng);
        d.send(&a.to_string())?;
        let [b, i, j] = d.receive_ints::<3>(i64::MIN, i64::MAX)?;
        let in_grid = |x: i64| x >= 1 && x <= n as i64;
        let why = if !(1..=3).contains(&b) || b == i64::from(a) {
            Some(format!("the colour must be 1, 2 or 3 and not {a}"))
        } else if !in_grid(i) || !in_grid(j) {
            Some(format!("({i}, {j}) is not a cell of the {n} × {n} grid"))
        } else {
            let v = (i as usize - 1) * n + (j as usize - 1);
            if board.colour[v] != 0 {
                Some(format!("({i}, {j}) already has a token"))
            } else if let Some(u) = neighbours(n, v)
                .into_iter()
                .find(|&u| board.colour[u] == b as u8)
            {
                Some(format!(
                    "({i}, {j}) and its neighbour ({}, {}) both have colour {b}: a conflict",
                    u / n + 1,
                    u % n + 1
                ))
            } else {
                board.place(v, b as u8);
                None
            }
        };
        if let Some(why) = why {
            return Ok(Judgement::WrongAnswer(format!(
                "turn {turn}: Alice named {a}, the program played {b} {i} {j}: {why}"
            )));
        }
    }
    Ok(Judgement::Accepted(format!(
        "the {n} × {n} grid is full without a conflict after {} turns",
        n * n
    )))
}

/// The largest case: n = 100.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    out.line(&[limits.get_u64("n")]);
    out.text(&format!("{} {}\n", rng.pick(&STRATEGIES), rng.next_u64()));
}

/// A case file as the judge's: `n` in 2..=100, a strategy and a seed.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    r.int(2, limits.get("n"), "n")?;
    let strategy = r.word("the strategy")?;
    if !STRATEGIES.iter().any(|s| s.as_bytes() == strategy) {
        return Err(format!(
            "token 2: the strategy must be one of {STRATEGIES:?}, found {:?}",
            String::from_utf8_lossy(strategy)
        ));
    }
    r.int(0, i128::from(u64::MAX), "the seed")?;
    Ok(Shape {
        cases: 1,
        values: 3,
    })
}
