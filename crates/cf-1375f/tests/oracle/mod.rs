//! CF 1375 F's oracle: case files (the three piles, then the judge's
//! strategy with its seed), the interactor that plays them, literal play of
//! the game, and the case validator.
//!
//! The judge plays the side the program leaves it. As the first player (the
//! program said `Second`) it wins within three turns by
//! `gamecore::closed::integer_game::next_y` (the arithmetic-progression
//! trap, checked against literal play in tests/rules.rs), and answers the
//! program's pile that makes two piles equal with `-1`. As the second player
//! (the program said `First`) it places each `y` on a pile it may choose
//! that keeps the piles distinct, by its case's strategy: `random` (a
//! uniform one), `smallest` (the one with the fewest stones) or `longest`
//! (the one after which the program's fastest forced win is longest, by
//! [`fastest_win`]: a search of every `y` that can win within two turns, and
//! the program always wins within three). When no pile is safe it prints
//! `0` (the program won); after the program's 1000th turn without a win it
//! prints `-1` (the program lost). An invalid line (a `y` outside
//! `1..=10^12`, a pile outside 1..=3 or the one chosen the turn before) is
//! answered `-1` and WA.

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use gamecore::closed::integer_game::{adder_has_lost, is_safe, next_y};
use judge::interactive::{InteractiveOracle, Talk};
use judge::interactor::Judgement;
use judge::oracle::{Limits, MaxInput, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: InteractiveOracle = InteractiveOracle {
    generate,
    interact,
    stress_cases: 1000,
    max: MaxInput {
        describe: "one game from piles up to 10^9 (the widest range or the largest piles)",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |_| Shape {
            cases: 1,
            values: 5,
        },
    },
};

/// Where the judge puts the program's `y` (when the program is First).
pub const STRATEGIES: [&str; 3] = ["random", "smallest", "longest"];

/// The largest `y` either player may name.
pub const MAX_Y: u64 = 1_000_000_000_000;

/// After this many turns without two equal piles the first player has lost.
pub const MAX_TURNS: u32 = 1000;

/// A case: the piles, the strategy and its seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub piles: [u64; 3],
    pub strategy: String,
    pub seed: u64,
}

impl Case {
    pub fn text(&self) -> String {
        let [a, b, c] = self.piles;
        format!("{a} {b} {c}\n{} {}\n", self.strategy, self.seed)
    }

    pub fn parse(text: &str) -> Result<Case, String> {
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        if words.len() != 5 {
            return Err(format!(
                "expected three piles and `STRATEGY SEED`, found {} words",
                words.len()
            ));
        }
        let mut piles = [0u64; 3];
        for (pile, word) in piles.iter_mut().zip(&words) {
            *pile = word
                .parse()
                .ok()
                .filter(|&p| p >= 1)
                .ok_or(format!("bad pile {word:?}"))?;
        }
        if piles[0] == piles[1] || piles[1] == piles[2] || piles[0] == piles[2] {
            return Err(format!("the piles {piles:?} are not distinct"));
        }
        if !STRATEGIES.contains(&words[3]) {
            return Err(format!("unknown strategy {:?}", words[3]));
        }
        let seed = words[4]
            .parse()
            .map_err(|_| format!("bad seed {:?}", words[4]))?;
        Ok(Case {
            piles,
            strategy: words[3].to_string(),
            seed,
        })
    }
}

/// Three distinct piles: small ones (literal play's range) half the time,
/// else uniform up to 10^9, an arithmetic progression, or piles at the top
/// or the widest range; in random order.
pub fn random_piles(rng: &mut Rng) -> [u64; 3] {
    const TOP: u64 = 1_000_000_000;
    let mut piles = match rng.below(6) {
        0..=2 => [0, 0, 0].map(|_| rng.range(1, 8)),
        3 => [0, 0, 0].map(|_| rng.range(1, TOP)),
        4 => {
            let d = rng.range(1, 1000);
            let x = rng.range(1, 1000);
            [x, x + d, x + 2 * d]
        }
        _ => {
            if rng.chance(1, 2) {
                [TOP, TOP - 1, TOP - rng.range(2, 10)]
            } else {
                [1, rng.range(2, TOP - 1), TOP]
            }
        }
    };
    if piles[0] == piles[1] || piles[1] == piles[2] || piles[0] == piles[2] {
        return random_piles(rng);
    }
    rng.shuffle(&mut piles);
    piles
}

/// A random case, every strategy in turn.
pub fn generate(rng: &mut Rng) -> String {
    Case {
        piles: random_piles(rng),
        strategy: rng.pick(&STRATEGIES).to_string(),
        seed: rng.next_u64(),
    }
    .text()
}

/// Literal play of the game cut off after a number of turns, in normal play
/// (who cannot move loses), with the first player's `y` bounded by `max_y`.
/// A position is the piles, the pile chosen last (3: none yet), the turns
/// left, and the `y` named (0: the first player is to name one). The first
/// player's moves are every `y` in `1..=max_y` (none when no turn is left:
/// he has lost); the adder's are the piles other than the last one whose
/// new size equals neither other pile (none: he must make two equal, and has
/// lost).
pub struct Literal {
    pub max_y: u64,
}

pub type Position = ([u64; 3], u8, u8, u64);

impl Literal {
    pub fn moves(&self, &(piles, last, turns, y): &Position) -> Vec<Position> {
        if y == 0 {
            if turns == 0 {
                return Vec::new();
            }
            return (1..=self.max_y).map(|y| (piles, last, turns, y)).collect();
        }
        let mut moves = Vec::new();
        for pile in 0..3u8 {
            if pile == last {
                continue;
            }
            let mut next = piles;
            next[usize::from(pile)] += y;
            if next[0] != next[1] && next[1] != next[2] && next[0] != next[2] {
                moves.push((next, pile, turns - 1, 0));
            }
        }
        moves
    }

    pub fn game(&self) -> play::Game<Position, impl FnMut(&Position) -> Vec<Position> + '_> {
        play::Game::new(move |p: &Position| self.moves(p))
    }
}

/// The position's `last` as literal play writes it.
pub fn literal_last(last: Option<usize>) -> u8 {
    last.map_or(3, |l| l as u8)
}

/// The piles after `y` is put on `pile`.
pub fn grown(piles: [u64; 3], pile: usize, y: u64) -> [u64; 3] {
    let mut next = piles;
    next[pile] += y;
    next
}

/// The piles the adder may choose for `y` that keep the piles distinct.
pub fn safe_piles(piles: [u64; 3], last: Option<usize>, y: u64) -> Vec<usize> {
    (0..3)
        .filter(|&pile| is_safe(piles, last, pile, y))
        .collect()
}

/// The first pile the adder may choose.
fn first_allowed(last: Option<usize>) -> usize {
    if last == Some(0) {
        1
    } else {
        0
    }
}

/// Whether the first player wins on this turn: some `y ≤ MAX_Y` leaves the
/// adder no safe pile. Such a `y` makes the first pile he may choose equal
/// to another, so only those differences are tried.
pub fn wins_within_one(piles: [u64; 3], last: Option<usize>) -> bool {
    let j = first_allowed(last);
    (0..3)
        .filter(|&m| piles[m] > piles[j] && piles[m] - piles[j] <= MAX_Y)
        .any(|m| adder_has_lost(piles, last, piles[m] - piles[j]))
}

/// Whether the first player wins within two turns. A `y` that does makes
/// the first pile `j` the adder may choose equal to another, or leaves after
/// it a position won on the next turn: there the piles `k < m` other than
/// `j` must both be trapped by one `y'`, which forces `y' = m − k` and
/// `j + y = 2m − k`. Those are the only `y` tried (each checked by the
/// rules); tests/rules.rs checks this against literal play of every `y`.
pub fn wins_within_two(piles: [u64; 3], last: Option<usize>) -> bool {
    let j = first_allowed(last);
    let others: Vec<u64> = (0..3).filter(|&i| i != j).map(|i| piles[i]).collect();
    let (k, m) = (others[0].min(others[1]), others[0].max(others[1]));
    let mut candidates: Vec<u64> = others
        .iter()
        .filter(|&&p| p > piles[j])
        .map(|&p| p - piles[j])
        .collect();
    if 2 * m - k > piles[j] {
        candidates.push(2 * m - k - piles[j]);
    }
    candidates.into_iter().filter(|&y| y <= MAX_Y).any(|y| {
        (0..3).all(|pile| {
            !is_safe(piles, last, pile, y) || wins_within_one(grown(piles, pile, y), Some(pile))
        })
    })
}

/// The first player's fastest forced win from the position, the adder to
/// place the next `y`: 1, 2, or 3 for "not within two turns" (then within
/// three whenever the range of the piles is below 2.5 · 10^11, by the
/// theorem of `gamecore::closed::integer_game`).
pub fn fastest_win(piles: [u64; 3], last: Option<usize>) -> u32 {
    if wins_within_one(piles, last) {
        1
    } else if wins_within_two(piles, last) {
        2
    } else {
        3
    }
}

/// Where the judge puts the program's `y`, by the case's strategy: `None`
/// when no pile is safe (the judge has lost).
fn judge_pile(
    case: &Case,
    piles: [u64; 3],
    last: Option<usize>,
    y: u64,
    rng: &mut Rng,
) -> Option<usize> {
    let safe = safe_piles(piles, last, y);
    if safe.is_empty() {
        return None;
    }
    let best: Vec<usize> = match case.strategy.as_str() {
        "smallest" => vec![*safe.iter().min_by_key(|&&pile| piles[pile])?],
        "longest" => {
            let length: Vec<u32> = safe
                .iter()
                .map(|&pile| fastest_win(grown(piles, pile, y), Some(pile)))
                .collect();
            let longest = *length.iter().max()?;
            (0..safe.len())
                .filter(|&i| length[i] == longest)
                .map(|i| safe[i])
                .collect()
        }
        _ => safe,
    };
    Some(best[rng.below(best.len())])
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
    let mut piles = case.piles;
    d.send(&format!("{} {} {}", piles[0], piles[1], piles[2]))?;
    let wrong = |d: &mut Talk<'_>, why: String| {
        d.send_last("-1");
        Ok(Judgement::WrongAnswer(why))
    };
    let mut last = None;
    if d.receive_word(&["First", "Second"])? == "First" {
        for turn in 1..=MAX_TURNS {
            let [y] = d.receive_ints::<1>(i64::MIN, i64::MAX)?;
            let y = match u64::try_from(y) {
                Ok(y) if (1..=MAX_Y).contains(&y) => y,
                _ => return wrong(d, format!("turn {turn}: y = {y} is not in 1..=10^12")),
            };
            match judge_pile(&case, piles, last, y, &mut rng) {
                None => {
                    d.send("0")?;
                    return Ok(Judgement::Accepted(format!(
                        "turn {turn}: y = {y} cannot be added to {piles:?} (pile {} chosen last) \
                         without two equal piles: the program won",
                        last.map_or(0, |l| l + 1)
                    )));
                }
                Some(pile) => {
                    piles[pile] += y;
                    last = Some(pile);
                    d.send(&(pile + 1).to_string())?;
                }
            }
        }
        return wrong(
            d,
            format!(
                "{MAX_TURNS} turns passed and no two piles were equal: the program (First) lost"
            ),
        );
    }
    for turn in 1..=MAX_TURNS {
        let y = next_y(piles, last);
        if !(1..=MAX_Y).contains(&y) {
            return Err(Judgement::Fail(format!(
                "the judge's y = {y} from {piles:?} is out of range"
            )));
        }
        d.send(&y.to_string())?;
        let [answer] = d.receive_ints::<1>(i64::MIN, i64::MAX)?;
        let pile = match answer {
            1..=3 if Some(answer as usize - 1) != last => answer as usize - 1,
            1..=3 => {
                return wrong(
                    d,
                    format!("turn {turn}: pile {answer} was chosen the turn before"),
                )
            }
            _ => {
                return wrong(
                    d,
                    format!("turn {turn}: {answer} is not a pile (1, 2 or 3)"),
                )
            }
        };
        if !is_safe(piles, last, pile, y) {
            let after = grown(piles, pile, y);
            return wrong(
                d,
                format!(
                    "turn {turn}: {y} on pile {answer} makes two of {after:?} equal: the program (Second) lost"
                ),
            );
        }
        piles[pile] += y;
        last = Some(pile);
    }
    d.send_last("0");
    Err(Judgement::Fail(format!(
        "the program survived {MAX_TURNS} turns against the judge's winning strategy"
    )))
}

/// The largest case: the widest range (1, 2 and 10^9: the largest numbers
/// the strategy names), piles 1, 10^9 / 2, 10^9, or the three largest piles;
/// in random order, and a strategy.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let top = limits.get_u64("pile");
    let mut piles = match rng.below(3) {
        0 => [1, 2, top],
        1 => [1, top / 2, top],
        _ => [top, top - 1, top - 2],
    };
    rng.shuffle(&mut piles);
    out.line(&piles);
    out.text(&format!("{} {}\n", rng.pick(&STRATEGIES), rng.next_u64()));
}

/// A case file as the judge's: three pairwise distinct piles in
/// `1..=10^9`, a strategy and a seed, nothing else.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let top = limits.get("pile");
    let piles = [
        r.int(1, top, "a")?,
        r.int(1, top, "b")?,
        r.int(1, top, "c")?,
    ];
    if piles[0] == piles[1] || piles[1] == piles[2] || piles[0] == piles[2] {
        return Err(format!("the piles {piles:?} are not pairwise distinct"));
    }
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
