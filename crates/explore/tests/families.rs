//! Families of starts on any position type (`start` + `moves(&P)`), the
//! guess checker and the allocation-free form: the example files of
//! `games/` tabled by the explorer and compared with brute forces written
//! here independently (other representations — bit masks, whole rows —, no
//! symmetry reduction, no splitting into sums), then the budget, cycles,
//! deep chains and the JSON keys.

use std::collections::HashMap;

use explore::Options;
use explore::cli::Extra;
use explore::engines::family::{self as family_engine, Values};
use explore::entry::family;
use explore::source::family::{Family, Key, Moves};
use explore::source::guess::Guess;
use explore::{Out, engine, fast_engine};

#[path = "../games/arc151c.rs"]
mod arc151c;
#[path = "../games/chomp.rs"]
mod chomp;
#[path = "../games/lasker.rs"]
mod lasker;
#[path = "../games/nim3.rs"]
mod nim3;
#[path = "../games/notakto.rs"]
mod notakto;
#[path = "../games/s134.rs"]
mod s134;
#[path = "../games/turtles.rs"]
mod turtles;
#[path = "../games/wythoff.rs"]
mod wythoff;

fn options(flags: &str) -> Options {
    let args: Vec<String> = flags.split_whitespace().map(String::from).collect();
    Options::parse(&args).unwrap()
}

fn report<K: Key, P: Clone + Eq + std::hash::Hash + std::fmt::Debug + 'static>(
    f: &Family<K, P>,
    flags: &str,
    max: Option<usize>,
) -> Result<String, String> {
    let mut out = Vec::new();
    family::run(f, &options(flags), Extra { max_positions: max }, &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

fn json<K: Key, P: Clone + Eq + std::hash::Hash + std::fmt::Debug + 'static>(
    f: &Family<K, P>,
    flags: &str,
) -> serde_json::Value {
    let text = report(f, &format!("{flags} --json"), None).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn head(v: &serde_json::Value) -> Vec<u64> {
    v["head"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

fn p_positions(v: &serde_json::Value) -> Vec<(u64, u64)> {
    v["p_positions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap()))
        .collect()
}

fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<u32> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u32)
        .map_or(seen.len(), |(i, _)| i) as u32
}

/// G of a position by a memoised recursion over `options` (small games only).
fn brute<S: Clone + Eq + std::hash::Hash>(
    s: &S,
    options: &impl Fn(&S) -> Vec<S>,
    memo: &mut HashMap<S, u32>,
) -> u32 {
    if let Some(&v) = memo.get(s) {
        return v;
    }
    let values: Vec<u32> = options(s).iter().map(|t| brute(t, options, memo)).collect();
    let v = mex(values);
    memo.insert(s.clone(), v);
    v
}

fn arc_family() -> Family<u64, arc151c::Row> {
    Family {
        start: arc151c::start,
        moves: Moves::Push(arc151c::moves),
        show: Some(arc151c::show),
        canon: Some(arc151c::canon),
        guess: Some(Guess::Value(arc151c::guess)),
    }
}

#[test]
fn arc_151c_rows_against_the_whole_row_by_its_literal_rules() {
    // The whole row of n cells (0 empty, 1 and 2 the digits), a digit
    // written where no neighbour holds it: one position, never split.
    let options = |row: &Vec<u8>| -> Vec<Vec<u8>> {
        let mut next = Vec::new();
        for i in 0..row.len() {
            for d in [1, 2] {
                let left_ok = i == 0 || row[i - 1] != d;
                let right_ok = i + 1 == row.len() || row[i + 1] != d;
                if row[i] == 0 && left_ok && right_ok {
                    let mut r = row.clone();
                    r[i] = d;
                    next.push(r);
                }
            }
        }
        next
    };
    let mut memo = HashMap::new();
    let literal: Vec<u64> = (0..=9)
        .map(|n| u64::from(brute(&vec![0u8; n], &options, &mut memo)))
        .collect();
    let v = json(&arc_family(), "--upto 9");
    assert_eq!(head(&v), literal);
    assert!(v["positions"].as_u64().unwrap() > 0);
    assert_eq!(v["guess"]["holds"], true);
    // The segments with a digit at an end, against the literal row with
    // that digit written beside them (the editorial's values).
    let mut values = Values::new(Moves::Push(arc151c::moves), Some(arc151c::canon), 1 << 20);
    for n in 0..=7usize {
        let mut seg = vec![b'0'];
        seg.resize(n + 1, b'.');
        seg.push(b'|');
        let mut row = vec![1u8];
        row.resize(n + 1, 0);
        assert_eq!(
            values.value(&seg).unwrap(),
            brute(&row, &options, &mut memo),
            "{n}"
        );
        let text = report(&arc_family(), "--upto 40", None).unwrap();
        assert!(text.contains("guess holds on 0..=40"), "{text}");
        assert!(text.contains("period 2"), "{text}");
    }
}

/// Chomp on a bit mask of the squares left (square (i, j) is bit i·b + j),
/// by its literal rule: eat a square and everything below-right of it.
fn chomp_wins(a: usize, b: usize) -> bool {
    fn wins(mask: u64, a: usize, b: usize, memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(&w) = memo.get(&mask) {
            return w;
        }
        let mut w = false;
        for i in 0..a {
            for j in 0..b {
                if (i, j) == (0, 0) || mask & (1 << (i * b + j)) == 0 {
                    continue;
                }
                let mut next = mask;
                for k in i..a {
                    for l in j..b {
                        next &= !(1u64 << (k * b + l));
                    }
                }
                if !wins(next, a, b, memo) {
                    w = true;
                    break;
                }
            }
            if w {
                break;
            }
        }
        memo.insert(mask, w);
        w
    }
    if a * b == 0 {
        return false;
    }
    wins((1u64 << (a * b)) - 1, a, b, &mut HashMap::new())
}

#[test]
fn chomp_bars_against_literal_play_on_bit_masks() {
    let f = Family {
        start: chomp::start,
        moves: Moves::Vecs(chomp::moves),
        show: Some(chomp::show),
        canon: None,
        guess: Some(Guess::Loses(chomp::guess)),
    };
    let v = json(&f, "--box 6,6");
    let literal: Vec<(u64, u64)> = (0..6)
        .flat_map(|a| (0..6).map(move |b| (a, b)))
        .filter(|&(a, b)| !chomp_wins(a as usize, b as usize))
        .collect();
    assert_eq!(p_positions(&v), literal);
    // Strategy stealing: every bar but 1 × 1 (and the empty ones) wins.
    assert!(literal.iter().all(|&(a, b)| a * b <= 1));
    assert_eq!(v["guess"]["holds"], true);
    assert_eq!(v["dims"], 2);
    // The text report counts the P-positions once, with the list.
    let text = report(&f, "--box 6,6", None).unwrap();
    let counts: Vec<&str> = text
        .lines()
        .filter(|line| line.contains("P-positions in the"))
        .collect();
    assert_eq!(counts.len(), 1, "{text}");
    assert!(
        counts[0].starts_with("P-positions in the box: 12: (0,0)"),
        "{text}"
    );
    for key in [
        "box",
        "beatty",
        "sum",
        "period",
        "proved",
        "code",
        "lines",
        "seconds",
        "positions",
    ] {
        assert!(v.get(key).is_some(), "{key}");
    }
}

#[test]
fn three_heap_nim_as_a_tuple_is_bouton() {
    // Three heaps by a mex over the literal moves, no canon.
    let options = |&(a, b, c): &(u64, u64, u64)| -> Vec<(u64, u64, u64)> {
        let mut v: Vec<_> = (0..a).map(|x| (x, b, c)).collect();
        v.extend((0..b).map(|y| (a, y, c)));
        v.extend((0..c).map(|z| (a, b, z)));
        v
    };
    let mut memo = HashMap::new();
    let mut values = Values::new(Moves::Vecs(nim3::moves), Some(nim3::canon), 1 << 20);
    for a in 0..6 {
        for b in 0..6 {
            for c in 0..6 {
                let want = brute(&(a, b, c), &options, &mut memo);
                assert_eq!(values.value(&(a, b, c)), Ok(want));
                assert_eq!(want as u64, a ^ b ^ c);
            }
        }
    }
    let f = Family {
        start: nim3::start,
        moves: Moves::Vecs(nim3::moves),
        show: None,
        canon: Some(nim3::canon),
        guess: Some(Guess::Loses(nim3::guess)),
    };
    let v = json(&f, "--box 7,7");
    let literal: Vec<(u64, u64)> = (0..7)
        .flat_map(|a| (0..7).map(move |b| (a, b)))
        .filter(|&(a, b)| brute(&(a, b, a + b), &options, &mut memo) == 0)
        .collect();
    assert_eq!(p_positions(&v), literal);
    assert_eq!(v["guess"]["holds"], true);
}

#[test]
fn turning_turtles_and_a_guess_that_fails() {
    // Coins as a bit mask (bit k: the coin at place k + 1 shows heads).
    let options = |&(n, mask): &(u32, u32)| -> Vec<(u32, u32)> {
        let mut v = Vec::new();
        for r in 0..n {
            if mask & (1 << r) != 0 {
                let one = mask & !(1 << r);
                v.push((n, one));
                v.extend((0..r).map(|l| (n, one ^ (1 << l))));
            }
        }
        v
    };
    let mut memo = HashMap::new();
    let literal: Vec<u64> = (0..=10u32)
        .map(|n| u64::from(brute(&(n, (1u32 << n) - 1), &options, &mut memo)))
        .collect();
    let f = Family {
        start: turtles::start,
        moves: Moves::Vecs(turtles::moves),
        show: Some(turtles::show),
        canon: None,
        guess: Some(Guess::Value(turtles::guess)),
    };
    let v = json(&f, "--upto 10");
    assert_eq!(head(&v), literal);
    // The guess G = n: the first n where the literal value differs.
    let first = (0..=10).find(|&n| literal[n as usize] != n).unwrap();
    assert_eq!(
        v["guess"],
        serde_json::json!({"holds": false, "counterexample": first, "want": first, "got": literal[first as usize]})
    );
    let text = report(&f, "--upto 10", None).unwrap();
    assert!(
        text.contains(&format!(
            "guess fails at {first} (the first counterexample in table order): guess({first}) = {first}, G(start({first})) = {}",
            literal[first as usize]
        )),
        "{text}"
    );
}

#[test]
fn notakto_boards_against_bit_masks_without_symmetry() {
    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    // (blocked, crosses) as 9-bit masks.
    let options = |&(blocked, x): &(u16, u16)| -> Vec<(u16, u16)> {
        (0..9)
            .filter(|&c| (blocked | x) & (1 << c) == 0)
            .map(|c| (blocked, x | 1 << c))
            .filter(|&(_, y)| !LINES.iter().any(|l| l.iter().all(|&c| y & (1 << c) != 0)))
            .collect()
    };
    let mut memo = HashMap::new();
    let literal: Vec<u64> = (0..=9u16)
        .map(|n| u64::from(brute(&((1u16 << n) - 1, 0), &options, &mut memo)))
        .collect();
    let f = Family {
        start: notakto::start,
        moves: Moves::Vecs(notakto::moves),
        show: Some(notakto::show),
        canon: Some(notakto::canon),
        guess: None,
    };
    let v = json(&f, "--upto 9");
    assert_eq!(head(&v), literal);
    assert!(v.get("guess").is_none());
}

/// A rule whose positions double with every step: (steps left, path).
fn explode(&(n, x): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
    if n == 0 {
        return vec![];
    }
    vec![vec![(n - 1, 2 * x)], vec![(n - 1, 2 * x + 1)]]
}

fn explode_start(n: u64) -> (u64, u64) {
    (n, 0)
}

#[test]
fn a_rule_whose_positions_explode_stops_at_the_budget() {
    let f = Family {
        start: explode_start,
        moves: Moves::Vecs(explode),
        show: None,
        canon: None,
        guess: None,
    };
    let err = report(&f, "--upto 40", Some(1000)).unwrap_err();
    assert!(err.contains("more than 1000 positions"), "{err}");
    assert!(err.contains("smaller --upto"), "{err}");
    assert!(err.contains("--max-positions"), "{err}");
    // Within the budget it runs: start(n) reaches (k, x) for x < 2^(n − k),
    // 2^(n+1) − 1 positions, each start(k) among them.
    let v = json(&f, "--upto 8");
    assert_eq!(v["positions"], 2 * 256 - 1);
    assert!(family_engine::default_max_positions::<(u64, u64)>() >= 1 << 26);
}

fn ring(&(n,): &(u64,)) -> Vec<Vec<(u64,)>> {
    vec![vec![((n + 1) % 3,)]]
}

fn chain(&(n,): &(u64,)) -> Vec<Vec<(u64,)>> {
    if n == 0 { vec![] } else { vec![vec![(n - 1,)]] }
}

fn one(n: u64) -> (u64,) {
    (n,)
}

#[test]
fn cycles_are_named_and_deep_chains_do_not_recurse() {
    let f = Family {
        start: one,
        moves: Moves::Vecs(ring),
        show: None,
        canon: None,
        guess: None,
    };
    let err = report(&f, "--upto 2", None).unwrap_err();
    assert!(
        err.contains("the rule has a cycle: (0,) → (1,) → (2,) → (0,)"),
        "{err}"
    );
    let mut values = Values::new(Moves::Vecs(chain), None, 1 << 22);
    // A chain's value is its length's parity.
    assert_eq!(values.value(&(1_000_000,)), Ok(0));
    assert_eq!(values.positions(), 1_000_001);
}

/// A position as a struct with derives: two heaps of Nim.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Two {
    a: u8,
    b: u8,
}

fn two_moves(p: &Two, out: &mut Out<Two>) {
    for a in 0..p.a {
        out.push_one(Two { a, b: p.b });
    }
    for b in 0..p.b {
        out.push_one(Two { a: p.a, b });
    }
}

fn two_start((a, b): (u64, u64)) -> Two {
    Two {
        a: a as u8,
        b: b as u8,
    }
}

#[test]
fn a_struct_position_in_the_allocation_free_form() {
    let f = Family {
        start: two_start,
        moves: Moves::Push(two_moves),
        show: None,
        canon: None,
        guess: Some(Guess::Value(|(a, b)| a ^ b)),
    };
    let v = json(&f, "--box 9,9");
    assert_eq!(v["guess"]["holds"], true);
    assert_eq!(v["sum"], true);
    let text = report(&f, "--box 9,9", None).unwrap();
    assert!(
        text.contains("guess holds on the box 0 ≤ a < 9, 0 ≤ b < 9"),
        "{text}"
    );
}

/// Lasker's Nim in the allocation-free form.
fn lasker_out(n: u64, out: &mut Out<u64>) {
    if n > 0 {
        out.push(&[]);
    }
    for left in 1..n {
        out.push(&[left]);
    }
    for a in 1..=n / 2 {
        out.push(&[a, n - a]);
    }
}

fn wythoff_out((a, b): (u64, u64), out: &mut Out<(u64, u64)>) {
    for k in 1..=a {
        out.push(&[(a - k, b)]);
    }
    for k in 1..=b {
        out.push(&[(a, b - k)]);
    }
    for k in 1..=a.min(b) {
        out.push(&[(a - k, b - k)]);
    }
}

#[test]
fn the_allocation_free_form_gives_the_vec_forms_tables() {
    let want = engine(lasker::moves, 300)
        .fill(&mut |_, _| {})
        .unwrap()
        .to_vec();
    assert_eq!(
        fast_engine(lasker_out, 300).fill(&mut |_, _| {}).unwrap(),
        want
    );
    assert_eq!(engine(lasker_out, 300).fill(&mut |_, _| {}).unwrap(), want);
    let want = engine(wythoff::moves, (40, 40))
        .fill(&mut |_, _| {})
        .unwrap()
        .to_vec();
    assert_eq!(
        fast_engine(wythoff_out, (40, 40))
            .fill(&mut |_, _| {})
            .unwrap(),
        want
    );
    // Through the runner: the same report, code recognised.
    let mut a = Vec::new();
    let mut b = Vec::new();
    explore::entry::table::run(
        lasker_out,
        &options("--upto 200 --json"),
        &mut &b""[..],
        &mut a,
    )
    .unwrap();
    explore::entry::table::run(
        lasker::moves,
        &options("--upto 200 --json"),
        &mut &b""[..],
        &mut b,
    )
    .unwrap();
    let (a, b): (serde_json::Value, serde_json::Value) = (
        serde_json::from_slice(&a).unwrap(),
        serde_json::from_slice(&b).unwrap(),
    );
    assert_eq!(a["head"], b["head"]);
    assert_eq!(a["code"], "4.[3]");
}

#[test]
fn guesses_on_heap_and_pair_rules() {
    let run = |flags: &str, guess: Guess<u64>| {
        let mut out = Vec::new();
        explore::entry::table::run_guessed(
            s134::moves,
            guess,
            &options(flags),
            &mut &b""[..],
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    };
    // S{1,3,4}: period 7, 0 1 0 1 2 3 2 (by hand, Winning Ways).
    let text = run(
        "--upto 300",
        Guess::Value(|n| [0, 1, 0, 1, 2, 3, 2][n as usize % 7]),
    );
    assert!(text.contains("guess holds on 0..=300"), "{text}");
    let text = run(
        "--upto 300 --json",
        Guess::Loses(|n| n % 7 == 0 || n % 7 == 2),
    );
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["guess"]["holds"], true);
    assert_eq!(v["code"], "0.3033");
    // n mod 2 is wrong first at 4 (G(4) = 2).
    let text = run("--upto 50 --json", Guess::Value(|n| n % 2));
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        v["guess"],
        serde_json::json!({"holds": false, "counterexample": 4, "want": 0, "got": 2})
    );
    // A pair: Wythoff's P-positions are not a = b; the first
    // counterexample in row-major order is (1,1) (an N-position).
    let mut out = Vec::new();
    explore::entry::table::run_guessed(
        wythoff::moves,
        Guess::Loses(|(a, b)| a == b),
        &options("--box 10,10 --json"),
        &mut &b""[..],
        &mut out,
    )
    .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(
        v["guess"],
        serde_json::json!({"holds": false, "counterexample": [1, 1], "want": true, "got": false})
    );
    assert!(v.get("p_positions").is_some());
}

fn back_and_forth(&(n,): &(u64,)) -> Vec<Vec<(u64,)>> {
    // Take one, or put one back below 3: a loopy rule.
    let mut v = Vec::new();
    if n > 0 {
        v.push(vec![(n - 1,)]);
    }
    if n < 3 {
        v.push(vec![(n + 1,)]);
    }
    v
}

fn back_and_forth_heap(n: u64) -> Vec<Vec<u64>> {
    back_and_forth(&(n,))
        .into_iter()
        .map(|o| o.into_iter().map(|(k,)| k).collect())
        .collect()
}

#[test]
fn loopy_families_get_the_heap_rules_values() {
    let f = Family {
        start: one,
        moves: Moves::Vecs(back_and_forth),
        show: None,
        canon: None,
        guess: None,
    };
    let family = serde_json::from_str::<serde_json::Value>(
        &report(&f, "--upto 5 --loopy --json", None).unwrap(),
    )
    .unwrap();
    let mut out = Vec::new();
    explore::entry::table::run(
        back_and_forth_heap,
        &options("--upto 5 --loopy --json"),
        &mut &b""[..],
        &mut out,
    )
    .unwrap();
    let heap: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(family["loopy_values"], heap["loopy_values"]);
    assert_eq!(family["outcomes"], heap["outcomes"]);
}

/// A rule reaching heaps past the table and splitting: take 1 or 2, or
/// split n into n − 1 and 2 (heaps up to n + 1 are reached from n − 1).
fn past_the_table(n: u64, out: &mut Out<u64>) {
    for k in 1..=n.min(2) {
        out.push(&[n - k]);
    }
    if n >= 3 {
        out.push(&[n - 3, 2, 1]);
    }
}

fn ring_out(n: u64, out: &mut Out<u64>) {
    out.push(&[(n + 1) % 3]);
}

#[test]
fn the_fast_path_values_as_the_stored_options_do() {
    // The fast path (options valued at once) against the slow one (every
    // option stored and scanned), inside and past the table.
    let slow = engine(past_the_table, 20)
        .fill(&mut |_, _| {})
        .unwrap()
        .to_vec();
    let mut fast = fast_engine(past_the_table, 20);
    assert_eq!(fast.fill_values().unwrap(), slow);
    assert_eq!(fast.value(40), engine(past_the_table, 0).value(40));
    let slow = engine(wythoff_out, (30, 30))
        .fill(&mut |_, _| {})
        .unwrap()
        .to_vec();
    assert_eq!(
        fast_engine(wythoff_out, (30, 30)).fill_values().unwrap(),
        slow
    );
    // A cycle is still named.
    let err = fast_engine(ring_out, 2).fill_values().unwrap_err();
    assert!(err.to_string().contains("0 → 1 → 2 → 0"), "{err}");
}
