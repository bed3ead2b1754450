//! `--misere`, `--moves` (text and `--json`) and `--play` with remoteness,
//! run in process on the example rules, checked against brute forces written
//! here: Bouton's misère rule, `play::Game`'s misère outcomes over
//! `play::sum_moves`, and a recursive remoteness search over sorted heaps.

use std::collections::HashMap;

use explore::Options;
use explore::entry::table::run;

#[path = "../games/bzoj1874.rs"]
mod bzoj1874;
#[path = "../games/dawson.rs"]
mod dawson;
#[path = "../games/misere-nim.rs"]
mod misere_nim;
#[path = "../games/wythoff.rs"]
mod wythoff;

fn args(line: &str) -> Vec<String> {
    // "quoted words" kept together.
    line.split('"')
        .enumerate()
        .flat_map(|(i, part)| {
            if i % 2 == 1 {
                vec![part.to_string()]
            } else {
                part.split_whitespace().map(String::from).collect()
            }
        })
        .collect()
}

fn run_on<M, R: explore::Rule<M>>(rule: R, flags: &str, input: &str) -> Result<String, String>
where
    R::Pos: explore::entry::table::Explore,
{
    let o = Options::parse(&args(flags))?;
    let mut out = Vec::new();
    run(rule, &o, &mut input.as_bytes(), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

fn json<M, R: explore::Rule<M>>(rule: R, flags: &str) -> serde_json::Value
where
    R::Pos: explore::entry::table::Explore,
{
    serde_json::from_str(&run_on(rule, flags, "").unwrap()).unwrap()
}

fn bouton_misere_wins(heaps: &[u64]) -> bool {
    let x = heaps.iter().fold(0, |a, &h| a ^ h);
    if heaps.iter().any(|&h| h >= 2) {
        x != 0
    } else {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
    }
}

/// Remoteness by its definition over sorted heap lists: (won, remoteness).
fn remoteness(
    rule: fn(u64) -> Vec<Vec<u64>>,
    misere: bool,
    heaps: Vec<u64>,
    memo: &mut HashMap<Vec<u64>, (bool, u32)>,
) -> (bool, u32) {
    if let Some(&r) = memo.get(&heaps) {
        return r;
    }
    let options = play::sum_moves(&heaps, |&h| rule(h));
    let r = if options.is_empty() {
        (misere, 0)
    } else {
        let outcomes: Vec<(bool, u32)> = options
            .into_iter()
            .map(|o| remoteness(rule, misere, o, memo))
            .collect();
        match outcomes.iter().filter(|o| !o.0).map(|o| o.1).min() {
            Some(fastest) => (true, fastest + 1),
            None => (false, 1 + outcomes.iter().map(|o| o.1).max().unwrap()),
        }
    };
    memo.insert(heaps, r);
    r
}

#[test]
fn misere_nim_table_and_values() {
    let v = json(misere_nim::moves, "--misere --upto 40 --json");
    let outcomes = v["outcomes"].as_array().unwrap();
    assert_eq!(outcomes.len(), 41);
    for (n, o) in outcomes.iter().enumerate() {
        let want = if bouton_misere_wins(&[n as u64]) {
            "N"
        } else {
            "P"
        };
        assert_eq!(o, want, "heap {n}");
    }
    assert_eq!(v["outcomes"][0], "N", "the empty position is N");
    let g = v["misere_grundy"].as_array().unwrap();
    for (n, g) in g.iter().enumerate() {
        let want = match n {
            0 => 1,
            1 => 0,
            n => n as u64,
        };
        assert_eq!(g.as_u64(), Some(want), "G⁻({n})");
    }
    assert_eq!(v["splits"], false);
    let text = run_on(misere_nim::moves, "--misere --upto 30", "").unwrap();
    assert!(text.contains("      0: N P N N N"), "{text}");
    assert!(
        text.contains("P-positions among heaps 0..=30: 1: 1\n"),
        "{text}"
    );
    assert!(text.contains("      0: 1 0 2 3 4 5"), "{text}");
}

#[test]
fn a_splitting_rule_gets_outcomes_by_literal_play_and_no_grundy_values() {
    let v = json(dawson::moves, "--misere --upto 30 --json");
    let mut game =
        play::Game::new(|heaps: &Vec<u64>| play::sum_moves(heaps, |&h| dawson::moves(h)));
    for (n, o) in v["outcomes"].as_array().unwrap().iter().enumerate() {
        let want = if game.wins_misere(&vec![n as u64]) {
            "N"
        } else {
            "P"
        };
        assert_eq!(o, want, "heap {n}");
    }
    assert_eq!(v["misere_grundy"], serde_json::Value::Null);
    assert_eq!(v["splits"], true);
    let text = run_on(dawson::moves, "--misere --upto 30", "").unwrap();
    assert!(text.contains("no misère Grundy values"), "{text}");
}

#[test]
fn misere_wythoff_on_a_box() {
    let v = json(wythoff::moves, "--misere --box 8,8 --json");
    let rows = v["outcomes"].as_array().unwrap();
    let mut game = play::Game::new(|&p: &(u64, u64)| {
        wythoff::moves(p)
            .into_iter()
            .map(|o| o[0])
            .collect::<Vec<_>>()
    });
    for (a, row) in rows.iter().enumerate() {
        for (b, o) in row.as_array().unwrap().iter().enumerate() {
            let won = game.wins_misere(&(a as u64, b as u64));
            assert_eq!(o, if won { "N" } else { "P" }, "({a}, {b})");
        }
    }
    assert!(v["misere_grundy"][2][2].is_u64());
}

#[test]
fn misere_moves_by_bouton_and_literal_play() {
    let mut game =
        play::Game::new(|heaps: &Vec<u64>| play::sum_moves(heaps, |&h| misere_nim::moves(h)));
    let mut memo = HashMap::new();
    for sum in [
        vec![3, 2, 1],
        vec![1, 1, 1],
        vec![4, 1, 1],
        vec![5, 5],
        vec![2, 7, 3, 1],
        vec![1, 1],
    ] {
        let text: Vec<String> = sum.iter().map(u64::to_string).collect();
        let v = json(
            misere_nim::moves,
            &format!("--misere --moves \"{}\" --json", text.join(" ")),
        );
        assert_eq!(v["won"], bouton_misere_wins(&sum), "{sum:?}");
        assert!(v.get("value").is_none());
        assert_eq!(v["misere"], true);
        let (_, r) = remoteness(misere_nim::moves, true, sorted(&sum), &mut memo);
        assert_eq!(v["remoteness"], r, "{sum:?}");
        // Exactly the moves to a sum the opponent loses, each with its
        // remoteness.
        let mut want = Vec::new();
        for (i, &h) in sum.iter().enumerate() {
            for o in misere_nim::moves(h) {
                let mut left = sum.clone();
                left.splice(i..=i, o.iter().copied());
                if !game.wins_misere(&sorted(&left)) {
                    let (_, r) = remoteness(misere_nim::moves, true, sorted(&left), &mut memo);
                    want.push(serde_json::json!({
                        "component": i + 1, "from": h, "option": o, "leaves": left, "remoteness": r,
                    }));
                }
            }
        }
        assert_eq!(v["moves"], serde_json::json!(want), "{sum:?}");
    }
    let text = run_on(misere_nim::moves, "--misere --moves \"4 1 1\"", "").unwrap();
    assert!(
        text.contains("won: 1 winning move(s)\n  component 1: 4 → 1 (leaves 1 1 1)"),
        "{text}"
    );
}

fn sorted(v: &[u64]) -> Vec<u64> {
    let mut v = v.to_vec();
    v.sort();
    v
}

#[test]
fn normal_moves_json_has_value_won_moves_and_remoteness() {
    let v = json(bzoj1874::moves, "--moves \"7 6 9 3\" --json");
    assert_eq!(v["value"], 1);
    assert_eq!(v["won"], true);
    let mut memo = HashMap::new();
    let (won, r) = remoteness(bzoj1874::moves, false, vec![3, 6, 7, 9], &mut memo);
    assert!(won);
    assert_eq!(v["remoteness"], r);
    let first = &v["moves"][0];
    assert_eq!(first["component"], 1);
    assert_eq!(first["from"], 7);
    assert_eq!(first["option"], serde_json::json!([6]));
    assert_eq!(first["leaves"], serde_json::json!([6, 6, 9, 3]));
    let (_, after) = remoteness(bzoj1874::moves, false, vec![3, 6, 6, 9], &mut memo);
    assert_eq!(first["remoteness"], after);
    // The text report too.
    let text = run_on(bzoj1874::moves, "--moves \"7 6 9 3\"", "").unwrap();
    assert!(
        text.contains(&format!(
            "remoteness {r}: with best play the game lasts {r} more move(s)"
        )),
        "{text}"
    );
    // A lost sum: its longest hold-out.
    let text = run_on(bzoj1874::moves, "--moves \"3 6\"", "").unwrap();
    assert!(text.contains("the longest hold-out: component 1"), "{text}");
}

/// The sum an "I move: … (leaves X)" line leaves.
fn left_by(line: &str) -> Vec<u64> {
    let left = line.rsplit_once("(leaves ").unwrap().1;
    let left = left.strip_suffix(')').unwrap();
    if left == "(nothing)" {
        return Vec::new();
    }
    left.split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect()
}

#[test]
fn the_explorer_wins_fastest_and_holds_out_longest() {
    // Under both conventions, on a splitting rule: the person makes the
    // first legal move, the explorer answers, and the sum it leaves must be
    // the best its options offer by the brute force (a lost sum for the
    // person with the least remoteness, or, when all are won for the
    // person, the largest remoteness).
    for (misere, flag) in [(false, ""), (true, "--misere ")] {
        let mut memo = HashMap::new();
        for start in [vec![7u64], vec![5, 4], vec![9, 2], vec![6, 6, 3]] {
            let mut sum = start.clone();
            let mut turns = 0;
            while let Some((i, o)) = sum
                .iter()
                .enumerate()
                .find_map(|(i, &h)| dawson::moves(h).into_iter().next().map(|o| (i, o)))
            {
                let words: Vec<String> = o.iter().map(u64::to_string).collect();
                let input = format!("{} {}\n", i + 1, words.join(" "));
                let list: Vec<String> = sum.iter().map(u64::to_string).collect();
                let text = run_on(
                    dawson::moves,
                    &format!("{flag}--play \"{}\"", list.join(" ")),
                    &input,
                )
                .unwrap();
                let mut after = sum.clone();
                after.splice(i..=i, o.iter().copied());
                let options = play::sum_moves(&sorted(&after), |&h| dawson::moves(h));
                let Some(line) = text.lines().find(|l| l.starts_with("I move:")) else {
                    assert!(options.is_empty(), "{text}");
                    break;
                };
                let judged: Vec<(bool, u32)> = options
                    .iter()
                    .map(|o| remoteness(dawson::moves, misere, o.clone(), &mut memo))
                    .collect();
                let best = match judged.iter().filter(|j| !j.0).map(|j| j.1).min() {
                    Some(fastest) => (false, fastest),
                    None => (true, judged.iter().map(|j| j.1).max().unwrap()),
                };
                let left = left_by(line);
                let got = remoteness(dawson::moves, misere, sorted(&left), &mut memo);
                assert_eq!(got, best, "{line}\n{text}");
                sum = left;
                turns += 1;
            }
            assert!(turns > 0, "{start:?}");
        }
    }
}

#[test]
fn a_question_mark_lists_the_legal_moves() {
    let text = run_on(bzoj1874::moves, "--play \"4 2\"", "?\nx\n").unwrap();
    assert!(
        text.contains("legal moves: 1 3 | 1 2 | 2 1 | 2 0"),
        "{text}"
    );
    assert!(text.contains("expected a component 1..=2"), "{text}");
    assert_eq!(text.matches("legal moves:").count(), 2, "{text}");
    // Under misère play too.
    let text = run_on(misere_nim::moves, "--misere --play \"2\"", "?\n1 1\n").unwrap();
    assert!(text.contains("legal moves: 1 0 | 1 1"), "{text}");
    assert!(
        text.contains("No move left for you: you win (misère)."),
        "{text}"
    );
}

#[test]
fn past_the_bound_misere_is_refused_clearly() {
    // Lasker's Nim splits: a heap of 200 reaches too many sums.
    let lasker = |n: u64| -> Vec<Vec<u64>> {
        let mut options: Vec<Vec<u64>> = (0..n).map(|m| vec![m]).collect();
        options.extend((1..=n / 2).map(|a| vec![a, n - a]));
        options
    };
    let err = run_on(lasker, "--misere --upto 200 --max-sums 20000", "").unwrap_err();
    assert!(err.starts_with("--misere: heap "), "{err}");
    assert!(err.contains("passed its bound"), "{err}");
    assert!(err.contains("were decided within it (--upto"), "{err}");
    // With the default --upto the table is cut, and says so.
    let text = run_on(lasker, "--misere --show 0 --max-sums 20000", "").unwrap();
    assert!(text.contains("stopped at heap "), "{text}");
    let err = run_on(lasker, "--misere --moves \"200 200\" --max-sums 20000", "").unwrap_err();
    assert!(err.contains("passed its bound"), "{err}");
}
