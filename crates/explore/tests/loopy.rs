//! `--loopy` against literal play. Each rule's generalised values are
//! checked through what they claim about sums: a position of value `n`
//! plus a Nim heap `k` is lost for the player to move exactly when `k = n`
//! (won otherwise), and one of value `∞(A)` plus a Nim heap `k` is won when
//! `k ∈ A` and a draw otherwise — decided here by `play::loopy`'s truncated
//! play of the sum's real positions (multisets of components), not by
//! `gamecore::cyclic::loopy`. Then `--moves` on sums of two and three positions
//! (Smith's sum rule) against literal play of the sums, its winning moves
//! and draw-keeping moves included; then the example file, the JSON, the
//! refusals and the cycle message.

use std::collections::HashMap;

use explore::Options;
use explore::Position;
use explore::engines::loopy::Loopy;
use explore::entry::table::run;
use gamecore::cyclic::loopy::Value;
use play::loopy::{Outcome, outcomes};

#[path = "../games/put-back.rs"]
mod put_back;

/// A sum's real position: its components, sorted, and a Nim heap.
type Sum<P> = (Vec<P>, u64);

/// Literal play of sums of `rule`'s positions (plus a Nim heap): every move
/// replaces one component by the parts its option leaves, or lowers the heap.
fn literal<P: Position, F: Fn(P) -> Vec<Vec<P>>>(
    rule: &F,
    roots: Vec<Sum<P>>,
) -> HashMap<Sum<P>, Outcome> {
    let successors = |(parts, heap): &Sum<P>| -> Vec<Sum<P>> {
        let mut next = Vec::new();
        for (i, &p) in parts.iter().enumerate() {
            for option in rule(p) {
                let mut after = parts.clone();
                after.remove(i);
                after.extend(option);
                after.sort_unstable();
                next.push((after, *heap));
            }
        }
        for k in 0..*heap {
            next.push((parts.clone(), k));
        }
        next
    };
    let roots: Vec<Sum<P>> = roots
        .into_iter()
        .map(|(mut parts, heap)| {
            parts.sort_unstable();
            (parts, heap)
        })
        .collect();
    outcomes(roots, successors, false)
}

/// Every value of `rule` on `positions`, checked against literal play of
/// the position plus Nim heaps 0 … (its largest number + 1).
fn check_values<P: Position, F: Fn(P) -> Vec<Vec<P>>>(name: &str, rule: F, positions: &[P]) {
    let mut call = |p: P| rule(p);
    let graph = Loopy::new(&mut call, positions.iter().copied(), 1 << 16).unwrap();
    let values: Vec<Value> = positions
        .iter()
        .map(|&p| graph.value(p).unwrap().clone())
        .collect();
    let top = values
        .iter()
        .map(|v| match v {
            Value::Finite(n) => *n,
            Value::Infinite(a) => a.last().copied().unwrap_or(0),
        })
        .max()
        .unwrap_or(0) as u64
        + 1;
    let roots: Vec<Sum<P>> = positions
        .iter()
        .flat_map(|&p| (0..=top).map(move |k| (vec![p], k)))
        .collect();
    let literal = literal(&rule, roots);
    for (&p, value) in positions.iter().zip(&values) {
        for k in 0..=top {
            let found = literal[&(vec![p], k)];
            let ok = match value {
                Value::Finite(n) => {
                    matches!(found, Outcome::Lose(_)) == (*n as u64 == k) && found != Outcome::Draw
                }
                Value::Infinite(a) => {
                    let won = matches!(found, Outcome::Win(_));
                    won == a.contains(&(k as usize)) && (won || found == Outcome::Draw)
                }
            };
            assert!(
                ok,
                "{name}: {p:?} has value {value:?}, but {p:?} + *{k} is {found:?} by literal play"
            );
        }
    }
}

/// Take from `takes`, or add `add` to a heap ≡ `residue` mod `modulus`.
fn ratchet(
    takes: &'static [u64],
    add: u64,
    modulus: u64,
    residue: u64,
) -> impl Fn(u64) -> Vec<Vec<u64>> {
    move |n| {
        let mut options: Vec<Vec<u64>> = takes
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| vec![n - k])
            .collect();
        if n % modulus == residue && n > 0 {
            options.push(vec![n + add]);
        }
        options
    }
}

type HeapRule = Box<dyn Fn(u64) -> Vec<Vec<u64>>>;

/// A small family of loopy heap rules: the example, rules with draws, rules
/// whose cycles reverse out to numbers, and options that leave nothing.
fn rules() -> Vec<(&'static str, HeapRule)> {
    vec![
        ("put-back", Box::new(put_back::moves)),
        ("1,2 / +1 from even", Box::new(ratchet(&[1, 2], 1, 2, 0))),
        ("1,2 / +1 at 3 mod 5", Box::new(ratchet(&[1, 2], 1, 5, 3))),
        ("1,4 / +2 at 0 mod 3", Box::new(ratchet(&[1, 4], 2, 3, 0))),
        ("2,3 / +1 from odd", Box::new(ratchet(&[2, 3], 1, 2, 1))),
        ("1,3 / +2 at 2 mod 3", Box::new(ratchet(&[1, 3], 2, 3, 2))),
        (
            "1,2,3 / +3 at 1 mod 4",
            Box::new(ratchet(&[1, 2, 3], 3, 4, 1)),
        ),
        (
            "a self-loop at 5, and clearing a heap ≥ 4",
            Box::new(|n: u64| {
                let mut options: Vec<Vec<u64>> =
                    (1..=2).filter(|&k| k <= n).map(|k| vec![n - k]).collect();
                if n == 5 {
                    options.push(vec![5]);
                }
                if n >= 4 {
                    options.push(vec![]);
                }
                options
            }),
        ),
    ]
}

#[test]
fn values_agree_with_literal_play_of_the_position_plus_a_nim_heap() {
    let heaps: Vec<u64> = (0..=16).collect();
    for (name, rule) in rules() {
        check_values(name, rule, &heaps);
    }
}

#[test]
fn pair_values_agree_with_literal_play() {
    // Two-heap Nim where a player may also swap the heaps (a 2-cycle), and
    // a game where a token may step back up the diagonal.
    let swap = |(a, b): (u64, u64)| {
        let mut options: Vec<Vec<(u64, u64)>> = (0..a).map(|x| vec![(x, b)]).collect();
        options.extend((0..b).map(|y| vec![(a, y)]));
        if a != b {
            options.push(vec![(b, a)]);
        }
        options
    };
    let back = |(a, b): (u64, u64)| {
        let mut options: Vec<Vec<(u64, u64)>> = Vec::new();
        if a > 0 {
            options.push(vec![(a - 1, b)]);
        }
        if b > 1 {
            options.push(vec![(a, b - 2)]);
        }
        if a > 0 && b < 4 && (a + b) % 3 == 0 {
            options.push(vec![(a - 1, b + 1)]);
        }
        options
    };
    let boxed: Vec<(u64, u64)> = (0..4).flat_map(|a| (0..4).map(move |b| (a, b))).collect();
    check_values("nim with swaps", swap, &boxed);
    check_values("steps back", back, &boxed);
}

fn loopy_run<F: Fn(u64) -> Vec<Vec<u64>>>(rule: F, flags: &[&str]) -> Result<String, String> {
    let args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
    let o = Options::parse(&args)?;
    let mut out = Vec::new();
    run(rule, &o, &mut &b""[..], &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

/// The moves `--moves` lists, as (component from 1, the heap it leaves or
/// `None` for nothing).
fn listed(text: &str) -> Vec<(usize, Option<u64>)> {
    text.lines()
        .filter_map(|line| line.trim().strip_prefix("component "))
        .map(|line| {
            let (component, rest) = line.split_once(':').unwrap();
            let to = rest
                .split('→')
                .nth(1)
                .unwrap()
                .split(" (")
                .next()
                .unwrap()
                .trim();
            (component.parse().unwrap(), to.parse().ok())
        })
        .collect()
}

#[test]
fn moves_on_sums_follow_literal_play() {
    let mut seed = 0x2545_f491_u64;
    let mut next = move |below: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % below
    };
    let (mut draws, mut wins, mut losses) = (0, 0, 0);
    for (name, rule) in rules() {
        for _ in 0..12 {
            let n_parts = 2 + next(2) as usize;
            let sum: Vec<u64> = (0..n_parts).map(|_| next(11)).collect();
            let text = sum.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            let report = loopy_run(&rule, &["--loopy", "--moves", &text]).unwrap();
            let verdict = literal(&rule, vec![(sum.clone(), 0)]);
            let of = |parts: Vec<u64>| {
                let mut parts = parts;
                parts.sort_unstable();
                verdict[&(parts, 0)]
            };
            let root = of(sum.clone());
            // Every move of the sum and its literal outcome for the opponent.
            let mut literal_moves: Vec<((usize, Option<u64>), Outcome)> = Vec::new();
            for (i, &p) in sum.iter().enumerate() {
                for option in rule(p) {
                    let mut after = sum.clone();
                    after.remove(i);
                    after.extend(&option);
                    literal_moves.push(((i + 1, option.first().copied()), of(after)));
                }
            }
            let expect: Vec<(usize, Option<u64>)> = literal_moves
                .iter()
                .filter(|(_, o)| match root {
                    Outcome::Win(_) => matches!(o, Outcome::Lose(_)),
                    Outcome::Draw => *o == Outcome::Draw,
                    Outcome::Lose(_) => false,
                })
                .map(|&(m, _)| m)
                .collect();
            let context = format!("{name}, sum {text}:\n{report}");
            match root {
                Outcome::Win(_) => {
                    wins += 1;
                    assert!(report.contains("\nwon: "), "{context}");
                }
                Outcome::Lose(_) => {
                    losses += 1;
                    assert!(
                        report.contains("\nlost for the player to move"),
                        "{context}"
                    );
                }
                Outcome::Draw => {
                    draws += 1;
                    assert!(report.contains("\na draw: "), "{context}");
                }
            }
            assert_eq!(listed(&report), expect, "{context}");
        }
    }
    // The sample covers the three outcomes.
    assert!(
        draws > 5 && wins > 5 && losses > 5,
        "{draws} {wins} {losses}"
    );
}

#[test]
fn the_example_file() {
    let report = loopy_run(put_back::moves, &["--loopy", "--upto", "40"]).unwrap();
    assert!(report.contains("values (0..41):"), "{report}");
    let words = report.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("0: 0 1 ∞(0,1) ∞(0,1) 0 1 ∞(0,1) ∞(0,1)"),
        "{report}"
    );
    assert!(
        words.contains("outcomes (0..41): 0: P N N N P N N N"),
        "{report}"
    );
    assert!(report.contains("period 4 from n = 0"), "{report}");
    assert!(report.contains("apparent, checked to 40"), "{report}");
    assert!(report.contains("outcomes in the range: 11 P"), "{report}");
    assert!(report.contains("0 D (draws)"), "{report}");
    let two = loopy_run(put_back::moves, &["--loopy", "--moves", "2 2"]).unwrap();
    assert!(two.contains("value ∞(∅)"), "{two}");
    assert!(two.contains("a draw"), "{two}");
    // By literal play: a draw; take-1-2-3's 2 + 2 is lost for the mover.
    assert_eq!(
        literal(&put_back::moves, vec![(vec![2, 2], 0)])[&(vec![2, 2], 0)],
        Outcome::Draw
    );
    let take123 = |n: u64| (1..=n.min(3)).map(|k| vec![n - k]).collect::<Vec<_>>();
    assert!(matches!(
        literal(&take123, vec![(vec![2, 2], 0)])[&(vec![2, 2], 0)],
        Outcome::Lose(_)
    ));
    let won = loopy_run(put_back::moves, &["--loopy", "--moves", "2 1"]).unwrap();
    assert!(won.contains("value ∞(0,1)"), "{won}");
    assert!(won.contains("won: 1 winning move(s)"), "{won}");
    assert!(won.contains("component 1: 2 → 1 (leaves 1 1)"), "{won}");
}

#[test]
fn json_of_a_loopy_rule() {
    let text = loopy_run(
        put_back::moves,
        &["--loopy", "--upto", "14", "--json", "--show", "5"],
    )
    .unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["dims"], 1);
    assert_eq!(json["values"], 15);
    assert_eq!(
        json["head"],
        serde_json::json!(["0", "1", "∞(0,1)", "∞(0,1)", "0"])
    );
    assert_eq!(json["loopy_values"][6], "∞(0,1)");
    assert_eq!(json["outcomes"][4], "P");
    assert_eq!(json["outcomes"][6], "N");
    assert_eq!(json["period"], 4);
    assert_eq!(json["preperiod"], 0);
    assert_eq!(json["saltus"], serde_json::Value::Null);
    assert_eq!(json["proved"], false);
    assert_eq!(json["reached"], 16);
    // A pair rule: rows of strings.
    let swap = |(a, b): (u64, u64)| {
        let mut options: Vec<Vec<(u64, u64)>> = (0..a).map(|x| vec![(x, b)]).collect();
        options.extend((0..b).map(|y| vec![(a, y)]));
        if a != b {
            options.push(vec![(b, a)]);
        }
        options
    };
    let o = Options::parse(&[
        "--loopy".into(),
        "--box".into(),
        "3,3".into(),
        "--json".into(),
    ])
    .unwrap();
    let mut out = Vec::new();
    run(swap, &o, &mut &b""[..], &mut out).unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(json["dims"], 2);
    assert_eq!(json["box"], serde_json::json!([3, 3]));
    assert_eq!(json["loopy_values"].as_array().unwrap().len(), 3);
    assert_eq!(json["outcomes"][0][0], "P");
    assert!(
        json["p_positions"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!([1, 1]))
    );
}

#[test]
fn refusals_and_the_cycle_message() {
    // Without --loopy: the engine's cycle error, which points to --loopy.
    let err = loopy_run(put_back::moves, &["--upto", "10"]).unwrap_err();
    assert!(err.contains("the rule has a cycle: 2 → 3 → 2"), "{err}");
    assert!(err.contains("--loopy"), "{err}");
    // A split is a sum, not one position: refused, naming the position.
    let split = |n: u64| -> Vec<Vec<u64>> {
        let mut options: Vec<Vec<u64>> = (1..=n.min(2)).map(|k| vec![n - k]).collect();
        if n >= 3 {
            options.push(vec![1, n - 2]);
        }
        options
    };
    let err = loopy_run(split, &["--loopy", "--upto", "10"]).unwrap_err();
    assert!(
        err.contains("3 has an option that leaves 2 parts (1 + 1)"),
        "{err}"
    );
    // A rule that runs away: refused past the cap, not a hang.
    let err = loopy_run(|n: u64| vec![vec![n + 1]], &["--loopy", "--upto", "3"]).unwrap_err();
    assert!(err.contains("more than"), "{err}");
    let err = loopy_run(put_back::moves, &["--loopy", "--play", "2"]).unwrap_err();
    assert!(err.contains("--play"), "{err}");
}
