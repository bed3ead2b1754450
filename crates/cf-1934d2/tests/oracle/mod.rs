//! CF 1934 D2's oracle: case files (`t`, the `t` starting numbers, and the
//! judge's strategy with its seed), the interactor that plays them as Bob,
//! and the case validator.
//!
//! Bob wins whenever he can: he keeps a part whose holder wins and breaks it
//! into two parts whose holders lose — by literal search of every line of
//! play (with remoteness, so he wins fastest) while both numbers are below
//! [`LITERAL_BELOW`], by the parity rule of `gamecore::closed::xor_break` past it
//! (checked against literal play in tests/rules.rs). When he is lost he
//! plays his case's strategy: `random` (a breakable part and a uniform legal
//! break of it), `fill` (the break that hands over the largest part of even
//! popcount, so that a winner who breaks slowly runs out of its 63 breaks)
//! or `longest` (the move that holds out longest by literal search; `fill`
//! past it). As on Codeforces, Bob's `0 0` ends a case and the next `n`
//! follows; `-1 -1` answers an invalid break (or `0 0`) of the program, or
//! its 63rd break when Bob can still break, and ends the dialogue.

// Each test target uses its own part of the oracle.
#![allow(dead_code)]

use std::collections::HashMap;

use gamecore::closed::xor_break::{can_break, holder_wins, is_break_of, winning_break};
use judge::interactive::{InteractiveOracle, Talk};
use judge::interactor::Judgement;
use judge::oracle::{Limits, MaxInput, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: InteractiveOracle = InteractiveOracle {
    generate,
    interact,
    stress_cases: 1000,
    max: MaxInput {
        describe: "t = 1000 numbers up to 10^18, each strategy",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: limits.get_u64("t") as usize,
            values: limits.get_u64("t") as usize + 3,
        },
    },
};

/// What Bob plays when he is lost.
pub const STRATEGIES: [&str; 3] = ["random", "fill", "longest"];

/// While both numbers held are below this, Bob searches every line of play.
pub const LITERAL_BELOW: u64 = 1 << 6;

/// The most breaks the program may make in one game.
pub const MAX_BREAKS: u32 = 63;

/// A case: the starting numbers, the strategy and its seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub starts: Vec<u64>,
    pub strategy: String,
    pub seed: u64,
}

impl Case {
    pub fn text(&self) -> String {
        let mut text = format!("{}\n", self.starts.len());
        for n in &self.starts {
            text += &format!("{n}\n");
        }
        text + &format!("{} {}\n", self.strategy, self.seed)
    }

    pub fn parse(text: &str) -> Result<Case, String> {
        let words: Vec<&str> = text.split_ascii_whitespace().collect();
        let t: usize = words
            .first()
            .and_then(|w| w.parse().ok())
            .ok_or("expected t")?;
        if t == 0 || words.len() != t + 3 {
            return Err(format!(
                "expected t >= 1, t numbers and `STRATEGY SEED`, found {} words",
                words.len()
            ));
        }
        let starts = words[1..=t]
            .iter()
            .map(|w| w.parse::<u64>().ok().filter(|&n| n >= 1))
            .collect::<Option<Vec<u64>>>()
            .ok_or("every n must be a number >= 1")?;
        if !STRATEGIES.contains(&words[t + 1]) {
            return Err(format!("unknown strategy {:?}", words[t + 1]));
        }
        let seed = words[t + 2]
            .parse()
            .map_err(|_| format!("bad seed {:?}", words[t + 2]))?;
        Ok(Case {
            starts,
            strategy: words[t + 1].to_string(),
            seed,
        })
    }
}

/// A random starting number: small (literal play) most of the time, else a
/// random number of up to 60 bits, a power of two, or one less than one.
pub fn random_start(rng: &mut Rng) -> u64 {
    match rng.below(6) {
        0..=2 => rng.range(1, LITERAL_BELOW - 1),
        3 => rng.range(1, 1_000_000_000_000_000_000),
        4 => 1 << rng.range(0, 59),
        _ => (1 << rng.range(1, 59)) - 1,
    }
}

/// A random small case, every strategy in turn.
pub fn generate(rng: &mut Rng) -> String {
    let t = rng.range(1, 5) as usize;
    Case {
        starts: (0..t).map(|_| random_start(rng)).collect(),
        strategy: rng.pick(&STRATEGIES).to_string(),
        seed: rng.next_u64(),
    }
    .text()
}

/// A position: the two numbers the player to move may choose from (equal at
/// the start, when the number to break is given), in increasing order. The
/// player to move keeps one and breaks it.
pub type Pair = (u64, u64);

/// The pair in increasing order.
pub fn pair(a: u64, b: u64) -> Pair {
    (a.min(b), a.max(b))
}

/// Every legal move from `(a, b)`, literally: keep `q` (either), then every
/// `p1 < p2` with `p1 ⊕ p2 = q`, `0 < p1, p2 < q`.
pub fn literal_moves((a, b): Pair) -> Vec<Pair> {
    let mut moves = Vec::new();
    for q in if a == b { vec![a] } else { vec![a, b] } {
        for p1 in 1..q {
            let p2 = q ^ p1;
            if p1 < p2 && p2 < q {
                moves.push((p1, p2));
            }
        }
    }
    moves
}

/// Each position's outcome for the player to move and its remoteness.
pub type Remoteness = HashMap<Pair, (bool, u32)>;

/// Literal play from `start` and everything below it: the player to move
/// wins and the remoteness (the winner hurrying, the loser holding out),
/// memoised in `known`. Every move lowers the larger number, so the search
/// ends; its depth is at most the number of bits.
pub fn literal(start: Pair, known: &mut Remoteness) -> (bool, u32) {
    if let Some(&value) = known.get(&start) {
        return value;
    }
    let mut best_win: Option<u32> = None;
    let mut longest_loss = 0;
    for child in literal_moves(start) {
        let (child_wins, child_remoteness) = literal(child, known);
        if child_wins {
            longest_loss = longest_loss.max(child_remoteness + 1);
        } else {
            best_win = Some(best_win.map_or(child_remoteness + 1, |b| b.min(child_remoteness + 1)));
        }
    }
    let value = match best_win {
        Some(r) => (true, r),
        None => (false, longest_loss),
    };
    known.insert(start, value);
    value
}

/// A uniform legal break of `q` (which can be broken), by rejection: each
/// bit of `q` goes to one part, each zero bit below its top to both or
/// neither.
fn random_break(q: u64, rng: &mut Rng) -> Pair {
    let top = 63 - q.leading_zeros();
    let below = (1u64 << top) - 1;
    loop {
        let ones = rng.next_u64() & q;
        let zeros = rng.next_u64() & !q & below;
        let (p1, p2) = (ones | zeros, (q ^ ones) | zeros);
        if is_break_of(q, p1, p2) {
            return pair(p1, p2);
        }
    }
}

/// The break of `q` (odd popcount, breakable) that hands over the largest
/// part of even popcount: the largest `e < q` of even popcount with
/// `0 < q ⊕ e < q`. With `c` the lowest set bit of `q`, `q − 1` has
/// popcount `popcount(q) − 1 + c` and `q ⊕ (q − 1) = 2^(c+1) − 1 < q`; when
/// `c` is odd, `q − 2` has popcount `popcount(q) − 2 + c`, even, and
/// `q ⊕ (q − 2) = 2^(c+1) − 2 < q`: the search takes at most two steps.
fn fill_break(q: u64) -> Pair {
    let mut e = q - 1;
    while e > 0 {
        if holder_wins(e) && is_break_of(q, e, q ^ e) {
            return pair(e, q ^ e);
        }
        e -= 1;
    }
    unreachable!("an odd number with two bits or more has an even part")
}

/// Bob's move from the pair `handed` (he can move).
fn choose(case: &Case, handed: Pair, known: &mut Remoteness, rng: &mut Rng) -> Pair {
    if handed.1 < LITERAL_BELOW {
        let moves = literal_moves(handed);
        let value: Vec<(bool, u32)> = moves.iter().map(|&m| literal(m, known)).collect();
        let pick = |filter: &dyn Fn(&(bool, u32)) -> bool,
                    key: &dyn Fn(u32) -> i64,
                    rng: &mut Rng| {
            let candidates: Vec<usize> = (0..moves.len()).filter(|&i| filter(&value[i])).collect();
            let best = candidates.iter().map(|&i| key(value[i].1)).max()?;
            let best: Vec<usize> = candidates
                .into_iter()
                .filter(|&i| key(value[i].1) == best)
                .collect();
            Some(moves[best[rng.below(best.len())]])
        };
        // A winning move, fastest.
        if let Some(m) = pick(&|v| !v.0, &|r| -i64::from(r), rng) {
            return m;
        }
        if case.strategy == "longest" {
            if let Some(m) = pick(&|_| true, &|r| i64::from(r), rng) {
                return m;
            }
        }
    } else {
        for q in [handed.0, handed.1] {
            if let Some((p1, p2)) = winning_break(q) {
                return pair(p1, p2);
            }
        }
    }
    let breakable: Vec<u64> = [handed.0, handed.1]
        .iter()
        .copied()
        .filter(|&q| can_break(q))
        .collect();
    match case.strategy.as_str() {
        "random" => random_break(breakable[rng.below(breakable.len())], rng),
        _ => fill_break(*breakable.iter().max().expect("Bob can move")),
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
    let mut rng = Rng::new(case.seed);
    d.send(&case.starts.len().to_string())?;
    let mut total_breaks = 0u64;
    let mut known = Remoteness::new();
    for (index, &n) in case.starts.iter().enumerate() {
        let game = index + 1;
        d.send(&n.to_string())?;
        // In any case: Codeforces accepted `First`/`Second` (see the README).
        let first = d.receive_word_any_case(&["first", "second"])? == "first";
        // What the player to move may break.
        let mut handed = (n, n);
        let mut alice_moves = first;
        let mut breaks = 0u32;
        loop {
            if alice_moves {
                let [p1, p2] = d.receive_ints::<2>(i64::MIN, i64::MAX)?;
                let (p1, p2) = (p1.max(0) as u64, p2.max(0) as u64);
                if (p1, p2) == (0, 0) {
                    d.send_last("-1 -1");
                    return Ok(Judgement::WrongAnswer(format!(
                        "game {game} (n = {n}): the program printed 0 0 (cannot break {handed:?}): it lost"
                    )));
                }
                if !(is_break_of(handed.0, p1, p2) || is_break_of(handed.1, p1, p2)) {
                    d.send_last("-1 -1");
                    return Ok(Judgement::WrongAnswer(format!(
                        "game {game} (n = {n}), break {}: {p1} {p2} is not a break of {}",
                        breaks + 1,
                        if handed.0 == handed.1 {
                            handed.0.to_string()
                        } else {
                            format!("{} or {}", handed.0, handed.1)
                        }
                    )));
                }
                breaks += 1;
                total_breaks += 1;
                handed = pair(p1, p2);
            } else {
                if !can_break(handed.0) && !can_break(handed.1) {
                    d.send("0 0")?;
                    break;
                }
                if breaks >= MAX_BREAKS {
                    d.send_last("-1 -1");
                    return Ok(Judgement::WrongAnswer(format!(
                        "game {game} (n = {n}): {MAX_BREAKS} breaks made and Bob can still break {handed:?}"
                    )));
                }
                let (p1, p2) = choose(&case, handed, &mut known, &mut rng);
                d.send(&format!("{p1} {p2}"))?;
                handed = (p1, p2);
            }
            alice_moves = !alice_moves;
        }
    }
    Ok(Judgement::Accepted(format!(
        "the program won all {} games in {total_breaks} breaks",
        case.starts.len()
    )))
}

/// The largest case: t = 1000 numbers up to 10^18 (a mix of random ones, of
/// many set bits and of few).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let t = limits.get_u64("t");
    let max = limits.get_u64("n");
    out.line(&[t]);
    for _ in 0..t {
        let n = match rng.below(3) {
            0 => rng.range(1, max),
            1 => (1u64 << 59) - 1 - (rng.next_u64() & 0xff),
            _ => random_start(rng),
        };
        out.line(&[n.clamp(1, max)]);
    }
    out.text(&format!("{} {}\n", rng.pick(&STRATEGIES), rng.next_u64()));
}

/// A case file as the judge's: `t` and `t` numbers within the limits, a
/// strategy and a seed, nothing else.
fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let t = r.int(1, limits.get("t"), "t")?;
    r.skip_ints(t, 1, limits.get("n"), "n")?;
    let strategy = r.word("the strategy")?;
    if !STRATEGIES.iter().any(|s| s.as_bytes() == strategy) {
        return Err(format!(
            "token {}: the strategy must be one of {STRATEGIES:?}, found {:?}",
            t + 2,
            String::from_utf8_lossy(strategy)
        ));
    }
    r.int(0, i128::from(u64::MAX), "the seed")?;
    Ok(Shape {
        cases: t as usize,
        values: t as usize + 3,
    })
}
