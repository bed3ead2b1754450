//! ABC 278 G's oracle: case files (N L R, and the judge's strategy with its
//! seed), the interactor that plays them, and the case validator.
//!
//! The judge's side plays perfectly whenever it can win: by literal search
//! of every set of cards left (with remoteness, so it wins as fast as it
//! can) for N ≤ [`LITERAL_UP_TO`], by the runs' Grundy values
//! (`gamecore::sg::card_row::RunValues`, the Sprague–Grundy theorem; checked
//! against the literal search in tests/rules.rs) past it. When it is lost it
//! plays its case's strategy: `random` (a uniform legal move), `stall` (a
//! move of the fewest cards, L, at a random place) or `longest` (the move
//! that holds out longest by literal search; `stall` past N = 12).

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use std::collections::HashMap;

use gamecore::sg::card_row::{Row, RunValues};
use judge::interactive::{InteractiveOracle, Talk};
use judge::interactor::Judgement;
use judge::oracle::{Limits, MaxInput, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: InteractiveOracle = InteractiveOracle {
    generate,
    interact,
    stress_cases: 1000,
    max: MaxInput {
        describe: "N = 2000, L and R anywhere, each strategy",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |_| Shape {
            cases: 1,
            values: 5,
        },
    },
};

/// What the judge's side plays when it is lost.
pub const STRATEGIES: [&str; 3] = ["random", "stall", "longest"];

/// Up to this many cards the judge's side searches every position.
pub const LITERAL_UP_TO: usize = 12;

/// A case: the row, the lengths, the strategy and its seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub n: usize,
    pub l: usize,
    pub r: usize,
    pub strategy: String,
    pub seed: u64,
}

impl Case {
    pub fn text(&self) -> String {
        format!(
            "{} {} {}\n{} {}\n",
            self.n, self.l, self.r, self.strategy, self.seed
        )
    }

    pub fn parse(text: &str) -> Result<Case, String> {
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        if words.len() != 5 {
            return Err(format!(
                "expected `N L R` and `STRATEGY SEED`, found {text:?}"
            ));
        }
        let number = |i: usize| -> Result<usize, String> {
            words[i]
                .parse()
                .map_err(|_| format!("bad number {:?}", words[i]))
        };
        let (n, l, r) = (number(0)?, number(1)?, number(2)?);
        if !(1 <= l && l <= r && r <= n) {
            return Err(format!("need 1 <= L <= R <= N, got {n} {l} {r}"));
        }
        if !STRATEGIES.contains(&words[3]) {
            return Err(format!("unknown strategy {:?}", words[3]));
        }
        let seed = words[4]
            .parse()
            .map_err(|_| format!("bad seed {:?}", words[4]))?;
        Ok(Case {
            n,
            l,
            r,
            strategy: words[3].to_string(),
            seed,
        })
    }
}

/// A random small case, every strategy in turn: N ≤ 12 mostly (literal
/// play), sometimes up to 40 (the Grundy values), L = R a third of the time
/// (where symmetry may not be available).
pub fn generate(rng: &mut Rng) -> String {
    let n = if rng.chance(3, 4) {
        rng.range(1, 12)
    } else {
        rng.range(13, 40)
    } as usize;
    let l = rng.range(1, n as u64) as usize;
    let r = if rng.chance(1, 3) {
        l
    } else {
        rng.range(l as u64, n as u64) as usize
    };
    let strategy = rng.pick(&STRATEGIES).to_string();
    Case {
        n,
        l,
        r,
        strategy,
        seed: rng.next_u64(),
    }
    .text()
}

/// Every position of a row of `n ≤ 20` cards by literal play: for each set
/// of cards left (bit i: card i + 1), whether the player to move wins and
/// the remoteness (moves to the end with best play: the winner hurries, the
/// loser holds out).
pub fn literal(n: usize, l: usize, r: usize) -> HashMap<u32, (bool, u32)> {
    assert!(n <= 20);
    let mut known: HashMap<u32, (bool, u32)> = HashMap::new();
    // Children have fewer cards, so masks in order of their card count
    // are valued after their children.
    let mut masks: Vec<u32> = (0..1u32 << n).collect();
    masks.sort_by_key(|m| m.count_ones());
    for mask in masks {
        let mut best_win: Option<u32> = None;
        let mut longest_loss = 0;
        for (x, y) in moves_of(mask, n, l, r) {
            let child = mask & !(((1u32 << y) - 1) << (x - 1));
            let (child_wins, child_remoteness) = known[&child];
            if child_wins {
                longest_loss = longest_loss.max(child_remoteness + 1);
            } else {
                best_win =
                    Some(best_win.map_or(child_remoteness + 1, |b| b.min(child_remoteness + 1)));
            }
        }
        known.insert(
            mask,
            match best_win {
                Some(remoteness) => (true, remoteness),
                None => (false, longest_loss),
            },
        );
    }
    known
}

/// The legal moves `(x, y)` on the cards of `mask`.
pub fn moves_of(mask: u32, n: usize, l: usize, r: usize) -> Vec<(usize, usize)> {
    let mut moves = Vec::new();
    for y in l..=r.min(n) {
        let block = (1u32 << y) - 1;
        for x in 1..=n + 1 - y {
            if mask & (block << (x - 1)) == block << (x - 1) {
                moves.push((x, y));
            }
        }
    }
    moves
}

/// The judge's side: how it chooses its moves.
enum Judge {
    Literal(HashMap<u32, (bool, u32)>),
    Values(RunValues),
}

impl Judge {
    fn new(case: &Case) -> Judge {
        if case.n <= LITERAL_UP_TO {
            Judge::Literal(literal(case.n, case.l, case.r))
        } else {
            Judge::Values(RunValues::new(case.n, case.l, case.r))
        }
    }

    /// The judge's move on `row` (which has a legal move).
    fn choose(&self, row: &Row, case: &Case, rng: &mut Rng) -> (usize, usize) {
        match self {
            Judge::Literal(known) => {
                let mask = mask_of(row);
                let moves = moves_of(mask, case.n, case.l, case.r);
                let child =
                    |&(x, y): &(usize, usize)| known[&(mask & !(((1u32 << y) - 1) << (x - 1)))];
                let winning: Vec<_> = moves.iter().filter(|m| !child(m).0).collect();
                if !winning.is_empty() {
                    let fastest = winning.iter().map(|m| child(m).1).min().unwrap_or(0);
                    let best: Vec<_> = winning
                        .into_iter()
                        .filter(|m| child(m).1 == fastest)
                        .collect();
                    return *best[rng.below(best.len())];
                }
                match case.strategy.as_str() {
                    "longest" => {
                        let longest = moves.iter().map(|m| child(m).1).max().unwrap_or(0);
                        let best: Vec<_> = moves.iter().filter(|m| child(m).1 == longest).collect();
                        *best[rng.below(best.len())]
                    }
                    "stall" => stall(row, case, rng),
                    _ => moves[rng.below(moves.len())],
                }
            }
            Judge::Values(values) => {
                if let Some(winning) = row.winning_move(values) {
                    return winning;
                }
                match case.strategy.as_str() {
                    "random" => random_move(row, case, rng),
                    _ => stall(row, case, rng),
                }
            }
        }
    }
}

fn mask_of(row: &Row) -> u32 {
    row.runs().iter().fold(0, |mask, &(first, k)| {
        mask | (((1u32 << k) - 1) << (first - 1))
    })
}

/// How many moves a run of `k` cards has: `k − y + 1` for each legal `y`.
fn moves_in_run(k: usize, l: usize, r: usize) -> u64 {
    (l..=r.min(k)).map(|y| (k - y + 1) as u64).sum()
}

/// A uniform random legal move, without listing them all.
fn random_move(row: &Row, case: &Case, rng: &mut Rng) -> (usize, usize) {
    let runs = row.runs();
    let counts: Vec<u64> = runs
        .iter()
        .map(|&(_, k)| moves_in_run(k, case.l, case.r))
        .collect();
    let mut pick = rng.range(0, counts.iter().sum::<u64>() - 1);
    for (&(first, k), &count) in runs.iter().zip(&counts) {
        if pick >= count {
            pick -= count;
            continue;
        }
        for y in case.l..=case.r.min(k) {
            let here = (k - y + 1) as u64;
            if pick < here {
                return (first + pick as usize, y);
            }
            pick -= here;
        }
    }
    unreachable!("the pick is below the number of moves")
}

/// A move of the fewest cards, L, at a random place.
fn stall(row: &Row, case: &Case, rng: &mut Rng) -> (usize, usize) {
    let places: Vec<usize> = row
        .runs()
        .iter()
        .filter(|&&(_, k)| k >= case.l)
        .flat_map(|&(first, k)| first..=first + k - case.l)
        .collect();
    (places[rng.below(places.len())], case.l)
}

/// Plays the case against the contestant (see the module's documentation).
pub fn interact(case: &str, dialogue: &mut Talk<'_>) -> Judgement {
    match play(case, dialogue) {
        Ok(judgement) | Err(judgement) => judgement,
    }
}

fn play(text: &str, d: &mut Talk<'_>) -> Result<Judgement, Judgement> {
    let case = Case::parse(text).map_err(|why| Judgement::Fail(format!("bad case file: {why}")))?;
    let judge = Judge::new(&case);
    let mut rng = Rng::new(case.seed);
    let mut row = Row::new(case.n);
    d.send(&format!("{} {} {}", case.n, case.l, case.r))?;
    let first = d.receive_word(&["First", "Second"])? == "First";
    let mut contestant_moves = first;
    let mut n_moves = 0u64;
    loop {
        if contestant_moves {
            let [x, y] = d.receive_ints::<2>(i64::MIN, i64::MAX)?;
            let legal = usize::try_from(x)
                .ok()
                .zip(usize::try_from(y).ok())
                .filter(|&(x, y)| y >= case.l && y <= case.r && row.can_remove(x, y));
            match legal {
                Some((x, y)) => {
                    row.remove(x, y);
                }
                None if (x, y) == (0, 0) => {
                    d.send_last("-1 -1");
                    return Ok(Judgement::WrongAnswer(format!(
                        "move {}: the program printed 0 0 (no move): it lost",
                        n_moves + 1
                    )));
                }
                None => {
                    d.send_last("-1 -1");
                    return Ok(Judgement::WrongAnswer(format!(
                        "move {}: {x} {y} is illegal (cards left: {:?}, lengths {}..={})",
                        n_moves + 1,
                        row.runs(),
                        case.l,
                        case.r
                    )));
                }
            }
        } else if row.runs().iter().all(|&(_, k)| k < case.l) {
            d.send_last("0 0");
            return Ok(Judgement::Accepted(format!(
                "the judge cannot move after {n_moves} moves: the program won going {}",
                if first { "first" } else { "second" }
            )));
        } else {
            let (a, b) = judge.choose(&row, &case, &mut rng);
            row.remove(a, b);
            d.send(&format!("{a} {b}"))?;
        }
        n_moves += 1;
        contestant_moves = !contestant_moves;
    }
}

/// The largest cases: N = 2000 with L, R drawn so that both the symmetry
/// and the values' side are played (the seed picks them).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n = limits.get_u64("n");
    let l = rng.range(1, 5);
    let r = if rng.chance(1, 2) { l } else { rng.range(l, n) };
    out.line(&[n, l, r]);
    out.text(&format!("{} {}\n", rng.pick(&STRATEGIES), rng.next_u64()));
}

/// A case file as the judge's: `N L R` within the limits, a strategy and a
/// seed, nothing else.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    let l = r.int(1, n, "L")?;
    r.int(l, n, "R")?;
    let strategy = r.word("the strategy")?;
    if !STRATEGIES.iter().any(|s| s.as_bytes() == strategy) {
        return Err(format!(
            "token 4: the strategy must be one of {STRATEGIES:?}, found {:?}",
            String::from_utf8_lossy(strategy)
        ));
    }
    r.int(0, i128::from(u64::MAX), "the seed")?;
    Ok(Shape {
        cases: 1,
        values: 5,
    })
}
