//! Scoring rules against literal play: every value the explorer's scoring
//! engine reports is compared with `play::scoring`'s search by the
//! definition (negamax over the real positions: the row left, the edges
//! drawn), on one heap, a pair, families, moves again, an end payoff and
//! `canon`; `--moves` and `--play` are checked against the same search, and
//! the refusals (a cycle, an overflow, the budget, sums, `--misere`).

use explore::Options;
use explore::cli::Extra;
use explore::entry::scoring::run;
use explore::source::scoring::{ScoreMoves, ScoreOut, ScoringGame};
use play::scoring::{Advantage, Scored};

fn options(flags: &str) -> Options {
    let args: Vec<String> = flags.split_whitespace().map(String::from).collect();
    Options::parse(&args).unwrap()
}

fn report<K: explore::source::family::Key, P>(
    game: &ScoringGame<K, P>,
    flags: &str,
    input: &str,
) -> Result<String, String>
where
    P: Clone + Eq + std::hash::Hash + std::fmt::Debug + 'static,
{
    let mut out = Vec::new();
    let extra = Extra {
        max_positions: None,
    };
    run(
        game,
        &options(flags),
        extra,
        &mut input.as_bytes(),
        &mut out,
    )?;
    Ok(String::from_utf8(out).unwrap())
}

fn json<K: explore::source::family::Key, P>(
    game: &ScoringGame<K, P>,
    flags: &str,
) -> serde_json::Value
where
    P: Clone + Eq + std::hash::Hash + std::fmt::Debug + 'static,
{
    serde_json::from_str(&report(game, &format!("{flags} --json --show 100000"), "").unwrap())
        .unwrap()
}

fn head(json: &serde_json::Value) -> Vec<i64> {
    json["head"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect()
}

// ---- one heap: take 1 or 2, scoring what you take ----

fn take12(n: &u64) -> Vec<(i64, u64)> {
    (1..=(*n).min(2)).map(|k| (k as i64, n - k)).collect()
}

fn heap_game(moves: ScoreMoves<u64>) -> ScoringGame<u64, u64> {
    ScoringGame {
        start: |n| n,
        moves,
        end: None,
        show: Some(|p: &u64| p.to_string()),
        canon: None,
        guess: None,
        family: false,
    }
}

#[test]
fn one_heap_matches_literal_play() {
    let game = heap_game(ScoreMoves::Pass(take12));
    let values = head(&json(&game, "--upto 60"));
    let mut literal = Advantage::new(|&n: &u64| {
        take12(&n)
            .into_iter()
            .map(|(p, q)| Scored::pass(p, q))
            .collect()
    });
    let want: Vec<i64> = (0..=60).map(|n| literal.value(&n)).collect();
    assert_eq!(values, want);
    // The pattern finder sees 0 1 2 1, repeating (apparent).
    let j = json(&game, "--upto 60");
    assert_eq!(
        (j["kind"].as_str(), j["period"].as_u64()),
        (Some("scoring"), Some(4))
    );
    assert_eq!(j["proved"], false);
}

/// A pseudo-random scoring game on heaps: from n, up to three options to
/// n − 1, n − 2, n − 3 with points in −9..=9, some moving again.
fn mixed(n: &u64) -> Vec<(i64, u64, bool)> {
    let h = |x: u64| x.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(17);
    (1..=(*n).min(3))
        .filter(|&k| h(n * 7 + k) % 4 != 0)
        .map(|k| {
            (
                (h(n * 13 + k) % 19) as i64 - 9,
                n - k,
                h(n * 31 + k) % 3 == 0,
            )
        })
        .collect()
}

fn mixed_push(n: &u64, out: &mut ScoreOut<u64>) {
    for (points, next, again) in mixed(n) {
        if again {
            out.again(points, next);
        } else {
            out.push(points, next);
        }
    }
}

#[test]
fn moves_again_in_both_forms_match_literal_play() {
    let mut literal = Advantage::new(|&n: &u64| {
        mixed(&n)
            .into_iter()
            .map(|(p, q, again)| Scored {
                points: p,
                next: q,
                again,
            })
            .collect()
    });
    let want: Vec<i64> = (0..=300).map(|n| literal.value(&n)).collect();
    for moves in [ScoreMoves::Again(mixed), ScoreMoves::Push(mixed_push)] {
        assert_eq!(head(&json(&heap_game(moves), "--upto 300")), want);
    }
}

// ---- a family: the deque game (EDPC L) on the prefixes of a row ----

const ROW: [i64; 14] = [10, 80, 90, 30, 5, 7, 100, 1, 1, 60, 3, 9, 44, 2];

fn deque(&(l, r): &(usize, usize)) -> Vec<(i64, (usize, usize))> {
    if l == r {
        return vec![];
    }
    vec![(ROW[l], (l + 1, r)), (ROW[r - 1], (l, r - 1))]
}

fn deque_game() -> ScoringGame<u64, (usize, usize)> {
    ScoringGame {
        start: |n| (0, n as usize),
        moves: ScoreMoves::Pass(deque),
        end: None,
        show: Some(|&(l, r): &(usize, usize)| {
            ROW[l..r]
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        }),
        canon: None,
        guess: None,
        family: true,
    }
}

/// The row itself searched: the numbers left, no indices.
fn literal_row(row: &[i64]) -> i64 {
    Advantage::new(|r: &Vec<i64>| -> Vec<Scored<Vec<i64>>> {
        if r.is_empty() {
            return vec![];
        }
        vec![
            Scored::pass(r[0], r[1..].to_vec()),
            Scored::pass(r[r.len() - 1], r[..r.len() - 1].to_vec()),
        ]
    })
    .value(&row.to_vec())
}

#[test]
fn a_family_of_prefixes_matches_the_row_searched_literally() {
    let values = head(&json(&deque_game(), "--upto 14"));
    let want: Vec<i64> = (0..=14).map(|n| literal_row(&ROW[..n])).collect();
    assert_eq!(values, want);
    assert_eq!(values[4], 10, "EDPC L's first sample");
}

#[test]
fn canon_keeps_the_values() {
    // A row whose numbers repeat with period 2 (1 2 1 2 …): an interval
    // shifted by two holds the same numbers, so it has the same value, a
    // symmetry `canon` may use.
    fn flat(&(l, r): &(usize, usize)) -> Vec<(i64, (usize, usize))> {
        if l == r {
            return vec![];
        }
        vec![
            (1 + (l % 2) as i64, (l + 1, r)),
            (1 + ((r - 1) % 2) as i64, (l, r - 1)),
        ]
    }
    let mut game = ScoringGame {
        start: |n: u64| (0, n as usize),
        moves: ScoreMoves::Pass(flat),
        end: None,
        show: None,
        canon: None,
        guess: None,
        family: true,
    };
    let plain = head(&json(&game, "--upto 30"));
    // Shifting an interval by two keeps its numbers: (l, r) ~ (l mod 2, …).
    game.canon = Some(|(l, r): (usize, usize)| (l % 2, r - (l - l % 2)));
    let canon = json(&game, "--upto 30");
    assert_eq!(head(&canon), plain);
    assert!(canon["positions"].as_u64().unwrap() < 100);
}

// ---- dots and boxes on 2 × 2 boxes: completing a box moves again ----

/// Edges 0..6 horizontal (row r, column c: 2r + c), 6..12 vertical (row r,
/// column c: 6 + 3r + c). Box (r, c) has h(r, c), h(r + 1, c), v(r, c),
/// v(r, c + 1).
fn boxes_of(edge: u32) -> Vec<[u32; 4]> {
    let boxes: Vec<[u32; 4]> = (0..2)
        .flat_map(|r| {
            (0..2).map(move |c| [2 * r + c, 2 * (r + 1) + c, 6 + 3 * r + c, 6 + 3 * r + c + 1])
        })
        .collect();
    boxes.into_iter().filter(|b| b.contains(&edge)).collect()
}

fn dots(mask: &u16) -> Vec<(i64, u16, bool)> {
    (0..12u32)
        .filter(|e| mask & (1 << e) == 0)
        .map(|e| {
            let next = mask | (1 << e);
            let done = boxes_of(e)
                .iter()
                .filter(|b| b.iter().all(|&x| next & (1 << x) != 0))
                .count() as i64;
            (done, next, done > 0)
        })
        .collect()
}

#[test]
fn dots_and_boxes_moves_again_as_literal_play_does() {
    let game = ScoringGame {
        // The first n edges in a scrambled order already drawn.
        start: |n: u64| (0..n as u32).fold(0u16, |m, i| m | (1 << ((i * 5) % 12))),
        moves: ScoreMoves::Again(dots),
        end: None,
        show: Some(|m: &u16| format!("{m:012b}")),
        canon: None,
        guess: None,
        family: true,
    };
    let values = head(&json(&game, "--upto 12"));
    let mut literal = Advantage::new(|&m: &u16| {
        dots(&m)
            .into_iter()
            .map(|(p, q, again)| Scored {
                points: p,
                next: q,
                again,
            })
            .collect()
    });
    let want: Vec<i64> = (0..=12u64)
        .map(|n| literal.value(&(game.start)(n)))
        .collect();
    assert_eq!(values, want);
    // The empty board: four boxes, the second player ahead by 2 or level.
    assert!(values[0].abs() <= 4);
}

// ---- an end payoff: normal play written as a score ----

#[test]
fn an_end_payoff_goes_to_the_player_left_without_a_move() {
    // Take 1 or 2, no points; who cannot move pays 1: V = ±1, the normal
    // play outcome of S{1, 2} (lost exactly at multiples of 3).
    fn take(n: &u64) -> Vec<(i64, u64)> {
        (1..=(*n).min(2)).map(|k| (0, n - k)).collect()
    }
    let mut game = heap_game(ScoreMoves::Pass(take));
    game.end = Some(|_: &u64| -1);
    let values = head(&json(&game, "--upto 30"));
    let want: Vec<i64> = (0..=30).map(|n| if n % 3 == 0 { -1 } else { 1 }).collect();
    assert_eq!(values, want);
}

// ---- --moves, --play and the guess ----

#[test]
fn moves_lists_every_option_with_the_advantage_through_it() {
    let j: serde_json::Value =
        serde_json::from_str(&report(&deque_game(), "--moves 4 --json", "").unwrap()).unwrap();
    assert_eq!(j["value"], 10);
    let moves = j["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 2);
    for m in moves {
        let mut keys: Vec<&str> = m.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["again", "leaves", "points", "value"]);
    }
    // Take the 30 (option 2): 30 − V(10 80 90) = 30 − 20.
    assert_eq!(
        (moves[1]["points"].as_i64(), moves[1]["value"].as_i64()),
        (Some(30), Some(10))
    );
    assert_eq!(moves[1]["leaves"], "10 80 90");
    assert_eq!(j["best"], serde_json::json!([1]));
    let text = report(&deque_game(), "--moves 4", "").unwrap();
    assert!(
        text.contains("* 2: +30 → 10 80 90 (the other moves next): 10"),
        "{text}"
    );
}

#[test]
fn the_explorer_plays_optimally_against_any_person() {
    // Against a person who always takes option 1, the person's margin is at
    // most V; against a person who plays a best move, exactly V.
    for n in 1..=14u64 {
        let v = literal_row(&ROW[..n as usize]);
        let text = report(&deque_game(), &format!("--play {n}"), &"1\n".repeat(20)).unwrap();
        let last = text.lines().last().unwrap();
        let margin = final_margin(last);
        assert!(margin <= v, "n = {n}: {last} (V = {v})");
        // The best moves, played out by the same rule as the explorer's.
        let choices = best_line(n as usize);
        let text = report(&deque_game(), &format!("--play {n}"), &choices).unwrap();
        assert_eq!(final_margin(text.lines().last().unwrap()), v, "{text}");
    }
}

/// `… final scores you A, me B: …` → A − B.
fn final_margin(line: &str) -> i64 {
    let numbers: Vec<i64> = line
        .split("final scores you ")
        .nth(1)
        .unwrap()
        .split(|c: char| !c.is_ascii_digit() && c != '-')
        .filter_map(|t| t.parse().ok())
        .collect();
    numbers[0] - numbers[1]
}

/// The person's choices when both play a first best move: the lines typed.
fn best_line(n: usize) -> String {
    let (mut l, mut r, mut person, mut typed) = (0, n, true, String::new());
    while l < r {
        let take_left = ROW[l] - literal_row(&ROW[l + 1..r]);
        let take_right = ROW[r - 1] - literal_row(&ROW[l..r - 1]);
        let left = take_left >= take_right;
        if person {
            typed += if left { "1\n" } else { "2\n" };
        }
        if left {
            l += 1;
        } else {
            r -= 1;
        }
        person = !person;
    }
    typed
}

#[test]
fn a_guess_is_compared_with_every_value() {
    let mut game = heap_game(ScoreMoves::Pass(take12));
    game.guess = Some(|n| [0, 1, 2, 1][(n % 4) as usize]);
    let j = json(&game, "--upto 40");
    assert_eq!(j["guess"]["holds"], true);
    game.guess = Some(|n| (n % 3) as i64);
    let text = report(&game, "--upto 40", "").unwrap();
    assert!(
        text.contains(
            "guess fails at 3 (the first counterexample in table order): guess(3) = 0, V(3) = 1"
        ),
        "{text}"
    );
}

#[test]
fn cycles_overflows_budgets_sums_and_misere_are_refused() {
    fn around(n: &u64) -> Vec<(i64, u64)> {
        vec![(1, (n + 1) % 3)]
    }
    let err = report(&heap_game(ScoreMoves::Pass(around)), "--upto 2", "").unwrap_err();
    assert!(err.contains("the rule has a cycle: 0 → 1 → 2 → 0"), "{err}");
    // i64::MAX points, then the same player again: the total overflows.
    fn huge(n: &u64) -> Vec<(i64, u64, bool)> {
        if *n == 0 {
            vec![]
        } else {
            vec![(i64::MAX, n - 1, true)]
        }
    }
    let err = report(&heap_game(ScoreMoves::Again(huge)), "--upto 3", "").unwrap_err();
    assert!(err.contains("left the 64-bit integers"), "{err}");
    let mut out = Vec::new();
    let err = run(
        &deque_game(),
        &options("--upto 14"),
        Extra {
            max_positions: Some(10),
        },
        &mut &b""[..],
        &mut out,
    )
    .unwrap_err();
    assert!(err.contains("more than 10 positions"), "{err}");
    let err = report(&deque_game(), "--upto 3 --misere", "").unwrap_err();
    assert!(err.contains("--misere is for impartial rules"), "{err}");
    let err = run(
        &deque_game(),
        &Options {
            moves: Some("3 4".to_string()),
            ..options("")
        },
        Extra {
            max_positions: None,
        },
        &mut &b""[..],
        &mut Vec::new(),
    )
    .unwrap_err();
    assert!(err.contains("sums are not claimed"), "{err}");
}

// ---- the example games, row.rs and triangle-war.rs (also written in C++
// and Python: xtask/tests/explore_languages.rs compares their reports) ----

#[path = "../games/row.rs"]
mod row;
#[path = "../games/triangle-war.rs"]
mod triangle_war;

#[test]
fn the_row_example_matches_the_row_searched_literally() {
    let game = ScoringGame {
        start: row::start,
        moves: ScoreMoves::Pass(row::moves),
        end: None,
        show: Some(row::show),
        canon: None,
        guess: Some(row::guess),
        family: true,
    };
    let j = json(&game, "--upto 16");
    let want: Vec<i64> = (0..=16)
        .map(|n| literal_row(&(1..=n).collect::<Vec<i64>>()))
        .collect();
    assert_eq!(head(&j), want);
    assert_eq!(j["guess"]["holds"], true);
}

/// Triangle War by its dots, written apart from the example's masks: the
/// position is the list of edges drawn (pairs of dots, sorted), and a move
/// scores each small triangle whose three sides are then drawn.
fn literal_triangle_war(drawn: &[(u8, u8)]) -> i64 {
    const SMALL: [[u8; 3]; 9] = [
        [1, 2, 3],
        [2, 4, 5],
        [2, 3, 5],
        [3, 5, 6],
        [4, 7, 8],
        [4, 5, 8],
        [5, 8, 9],
        [5, 6, 9],
        [6, 9, 10],
    ];
    let sides = |t: &[u8; 3]| [(t[0], t[1]), (t[0], t[2]), (t[1], t[2])];
    let mut all: Vec<(u8, u8)> = SMALL.iter().flat_map(sides).collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 18);
    Advantage::new(move |d: &Vec<(u8, u8)>| -> Vec<Scored<Vec<(u8, u8)>>> {
        all.iter()
            .filter(|e| !d.contains(e))
            .map(|&e| {
                let mut next = d.clone();
                next.push(e);
                next.sort_unstable();
                let closed = SMALL
                    .iter()
                    .filter(|t| sides(t).contains(&e) && sides(t).iter().all(|s| next.contains(s)))
                    .count() as i64;
                if closed > 0 {
                    Scored::again(closed, next)
                } else {
                    Scored::pass(0, next)
                }
            })
            .collect()
    })
    .value(&drawn.to_vec())
}

#[test]
fn the_triangle_war_example_matches_its_dots_searched_literally() {
    let game = ScoringGame {
        start: triangle_war::start,
        moves: ScoreMoves::Again(triangle_war::moves),
        end: None,
        show: Some(triangle_war::show),
        canon: None,
        guess: None,
        family: true,
    };
    let values = head(&json(&game, "--upto 18"));
    // The example's edges 0 … 17, as pairs of dots (its own order).
    const EDGES: [(u8, u8); 18] = [
        (1, 2),
        (1, 3),
        (2, 3),
        (2, 4),
        (2, 5),
        (3, 5),
        (3, 6),
        (4, 5),
        (5, 6),
        (4, 7),
        (4, 8),
        (5, 8),
        (5, 9),
        (6, 9),
        (6, 10),
        (7, 8),
        (8, 9),
        (9, 10),
    ];
    // From 8 edges drawn on (a few thousand positions each; the empty
    // board's −3 is checked against crates/poj-1085's search).
    for n in 8..=18u64 {
        let mask = triangle_war::start(n);
        let drawn: Vec<(u8, u8)> = (0..18)
            .filter(|e| mask & (1 << e) != 0)
            .map(|e| EDGES[e])
            .collect();
        assert_eq!(
            values[n as usize],
            literal_triangle_war(&drawn),
            "start({n})"
        );
    }
    assert_eq!(values[0], -3);
}
