//! `--misere` and `--moves` on families of starts (`start` + `moves(&P)`),
//! run in process on the example files of `games/` and compared with brute
//! forces written here independently: ARC 151 C's whole row (no segments, no
//! symmetry), three-heap Nim by Bouton's misère rule and a mex recursion over
//! the triples, Chomp on bit masks.

use std::collections::HashMap;

use explore::Options;
use explore::cli::Extra;
use explore::entry::family;
use explore::source::family::{Family, Key, Moves};
use explore::source::guess::Guess;

#[path = "../games/arc151c.rs"]
mod arc151c;
#[path = "../games/chomp.rs"]
mod chomp;
#[path = "../games/nim3.rs"]
mod nim3;

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

fn run<K: Key, P: Clone + Eq + std::hash::Hash + std::fmt::Debug + 'static>(
    f: &Family<K, P>,
    flags: &str,
) -> Result<String, String> {
    let o = Options::parse(&args(flags))?;
    let mut out = Vec::new();
    family::run(
        f,
        &o,
        Extra {
            max_positions: None,
        },
        &mut out,
    )?;
    Ok(String::from_utf8(out).unwrap())
}

fn json<K: Key, P: Clone + Eq + std::hash::Hash + std::fmt::Debug + 'static>(
    f: &Family<K, P>,
    flags: &str,
) -> serde_json::Value {
    serde_json::from_str(&run(f, &format!("{flags} --json")).unwrap()).unwrap()
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

/// ARC 151 C's whole row of cells (0 empty, 1 and 2 the digits): the rows
/// one move leaves, each as (cell, digit, row).
fn row_options(row: &[u8]) -> Vec<(usize, u8, Vec<u8>)> {
    let mut next = Vec::new();
    for i in 0..row.len() {
        for d in [1, 2] {
            let left_ok = i == 0 || row[i - 1] != d;
            let right_ok = i + 1 == row.len() || row[i + 1] != d;
            if row[i] == 0 && left_ok && right_ok {
                let mut r = row.to_vec();
                r[i] = d;
                next.push((i, d, r));
            }
        }
    }
    next
}

/// (won, remoteness) of a whole row by the definitions, under misère play
/// (`misere`: who cannot move wins) or normal play.
fn row_outcome(
    row: &[u8],
    misere: bool,
    memo: &mut HashMap<(Vec<u8>, bool), (bool, u32)>,
) -> (bool, u32) {
    if let Some(&o) = memo.get(&(row.to_vec(), misere)) {
        return o;
    }
    let after: Vec<(bool, u32)> = row_options(row)
        .into_iter()
        .map(|(_, _, r)| row_outcome(&r, misere, memo))
        .collect();
    let o = if after.is_empty() {
        (misere, 0)
    } else {
        match after.iter().filter(|a| !a.0).map(|a| a.1).min() {
            Some(fastest) => (true, fastest + 1),
            None => (false, 1 + after.iter().map(|a| a.1).max().unwrap()),
        }
    };
    memo.insert((row.to_vec(), misere), o);
    o
}

#[test]
fn arc_151c_rows_under_misere_play_against_the_whole_row() {
    let v = json(&arc_family(), "--misere --upto 11");
    let mut memo = HashMap::new();
    let outcomes: Vec<&str> = v["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_str().unwrap())
        .collect();
    let want: Vec<&str> = (0..=11)
        .map(|n| {
            if row_outcome(&vec![0; n], true, &mut memo).0 {
                "N"
            } else {
                "P"
            }
        })
        .collect();
    assert_eq!(outcomes, want);
    // Not normal play's n mod 2: the empty row is N, and rows 3 and 4 differ.
    assert_eq!(&outcomes[..5], ["N", "P", "N", "P", "P"]);
    assert_eq!(v["splits"], true);
    assert_eq!(v["misere_grundy"], serde_json::Value::Null);
    assert_eq!(v["misere"], true);
    assert_eq!(v["upto"], 11);
    let text = run(&arc_family(), "--misere --upto 11").unwrap();
    assert!(
        text.contains("each start's outcome by literal search"),
        "{text}"
    );
    assert!(
        text.contains("start(0) = ||, start(1) = |.|, start(2) = |..|"),
        "{text}"
    );
    assert!(text.contains("outcomes of start(n), n = 0..12"), "{text}");
    assert!(text.contains("      0: N P N P P"), "{text}");
    assert!(
        text.contains("no misère Grundy values: some option splits"),
        "{text}"
    );
}

#[test]
fn the_sum_budget_refuses_a_family_or_cuts_its_default_table() {
    let err = run(&arc_family(), "--misere --upto 20 --max-sums 200").unwrap_err();
    assert!(err.starts_with("--misere: start("), "{err}");
    assert!(err.contains("could not be decided"), "{err}");
    assert!(err.contains("were decided within it (--upto"), "{err}");
    // The default --upto is cut where the bound stops it, and says so.
    let text = run(&arc_family(), "--misere --max-sums 200").unwrap();
    assert!(text.contains("stopped at start("), "{text}");
    assert!(text.contains("(the default --upto; give --upto"), "{text}");
    let v = json(&arc_family(), "--misere --max-sums 200");
    assert!(v["stopped"].is_string(), "{v}");
    let decided = v["outcomes"].as_array().unwrap().len();
    assert!(decided < 21, "{v}");
    assert_eq!(v["upto"], decided as u64 - 1);
}

fn nim3_family() -> Family<(u64, u64), nim3::Heaps> {
    Family {
        start: nim3::start,
        moves: Moves::Vecs(nim3::moves),
        show: None,
        canon: Some(nim3::canon),
        guess: Some(Guess::Loses(nim3::guess)),
    }
}

/// Misère Nim by Bouton: with a heap of two or more, the player to move
/// wins exactly when the XOR is not 0; with heaps of at most one, exactly
/// when the number of 1s is even.
fn bouton_misere_wins(heaps: &[u64]) -> bool {
    if heaps.iter().any(|&h| h >= 2) {
        heaps.iter().fold(0, |x, &h| x ^ h) != 0
    } else {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
    }
}

/// The misère Grundy value of three heaps by its definition (1 without a
/// move, else the mex of the options'), over the triples as they are.
fn misere_grundy(h: [u64; 3], memo: &mut HashMap<[u64; 3], u64>) -> u64 {
    if let Some(&g) = memo.get(&h) {
        return g;
    }
    let mut seen = Vec::new();
    for i in 0..3 {
        for x in 0..h[i] {
            let mut next = h;
            next[i] = x;
            seen.push(misere_grundy(next, memo));
        }
    }
    let g = if seen.is_empty() {
        1
    } else {
        (0..).find(|g| !seen.contains(g)).unwrap()
    };
    memo.insert(h, g);
    g
}

#[test]
fn three_heap_nim_as_a_tuple_under_misere_play_is_boutons() {
    let v = json(&nim3_family(), "--misere --box 7,6");
    assert_eq!(v["box"], serde_json::json!([7, 6]));
    assert_eq!(v["splits"], false);
    let mut memo = HashMap::new();
    for a in 0..7u64 {
        for b in 0..6u64 {
            let heaps = [a, b, a + b];
            let want = if bouton_misere_wins(&heaps) { "N" } else { "P" };
            assert_eq!(v["outcomes"][a as usize][b as usize], want, "({a},{b})");
            assert_eq!(
                v["misere_grundy"][a as usize][b as usize].as_u64(),
                Some(misere_grundy(heaps, &mut memo)),
                "G⁻({a},{b})"
            );
        }
    }
    let text = run(&nim3_family(), "--misere --box 4,4").unwrap();
    assert!(
        text.contains("misère Grundy values G⁻(start(a, b))"),
        "{text}"
    );
    assert!(text.contains("  0     1 1 P P\n"), "{text}");
}

/// Chomp on a bit mask (square (i, j) is bit i·b + j): eat a square other
/// than the poison and everything below and to the right of it. Under
/// misère play the player left with the poison alone (no move) wins.
fn chomp_misere_wins(mask: u64, b: usize, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&mask) {
        return w;
    }
    let mut any = false;
    let mut wins = false;
    for k in 1..64 {
        if mask >> k & 1 == 1 {
            let (i, j) = (k / b, k % b);
            let mut next = mask;
            for s in 0..64 {
                if s / b >= i && s % b >= j {
                    next &= !(1 << s);
                }
            }
            any = true;
            wins |= !chomp_misere_wins(next, b, memo);
        }
    }
    let w = wins || !any;
    memo.insert(mask, w);
    w
}

#[test]
fn chomp_bars_under_misere_play_against_bit_masks() {
    let f = Family {
        start: chomp::start,
        moves: Moves::Vecs(chomp::moves),
        show: Some(chomp::show),
        canon: None,
        guess: Some(Guess::Loses(chomp::guess)),
    };
    let v = json(&f, "--misere --box 5,5");
    for a in 1..5usize {
        for b in 1..5usize {
            let mask = (1u64 << (a * b)) - 1;
            let want = chomp_misere_wins(mask, b, &mut HashMap::new());
            let got = v["outcomes"][a][b].as_str().unwrap();
            assert_eq!(got == "N", want, "{a}×{b}");
        }
        // The empty bars (row and column 0) have no move: won.
        assert_eq!(v["outcomes"][a][0], "N");
    }
    assert_eq!(v["outcomes"][1][1], "N", "the poison alone: no move, won");
}

/// The cell and digit of an ARC 151 C option as the rule writes it (the
/// two segments around the digit written): `|...0` is cell 3, digit 0.
fn cell_and_digit(option: &serde_json::Value) -> (usize, u8) {
    let left = option[0].as_str().unwrap().as_bytes();
    (left.len() - 2, left[left.len() - 1] - b'0' + 1)
}

#[test]
fn moves_on_a_family_lists_start_ns_winning_moves() {
    let mut memo = HashMap::new();
    for n in [4usize, 5, 7, 8] {
        for misere in [false, true] {
            let flags = format!("--moves {n}{}", if misere { " --misere" } else { "" });
            let v = json(&arc_family(), &flags);
            let row = vec![0u8; n];
            let (won, remoteness) = row_outcome(&row, misere, &mut memo);
            assert_eq!(v["won"], won, "{flags}");
            assert_eq!(
                v["remoteness"].as_u64(),
                Some(u64::from(remoteness)),
                "{flags}"
            );
            let want: Vec<(usize, u8)> = row_options(&row)
                .into_iter()
                .filter(|(_, _, r)| !row_outcome(r, misere, &mut memo).0)
                .map(|(i, d, _)| (i, d))
                .collect();
            let mut got: Vec<(usize, u8)> = v["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| cell_and_digit(&m["option"]))
                .collect();
            got.sort_unstable();
            assert_eq!(got, want, "{flags}");
            assert_eq!(
                v["position"],
                serde_json::json!([arc151c::show(&arc151c::start(n as u64))])
            );
            if !misere {
                assert_eq!(v["value"], (n % 2) as u64, "{flags}");
            } else {
                assert_eq!(v["misere"], true);
            }
        }
    }
    // A sum of starts: |...| + |....|, won by the values 1 ⊕ 0.
    let v = json(&arc_family(), "--moves \"3 4\"");
    assert_eq!(v["components"], serde_json::json!([1, 0]));
    assert_eq!(v["won"], true);
    for m in v["moves"].as_array().unwrap() {
        assert_eq!(m["component"], 1);
        assert_eq!(m["leaves"].as_array().unwrap().len(), 3);
    }
    let text = run(&arc_family(), "--moves 7").unwrap();
    assert!(
        text.contains("position |.......|: value 1 (components 1)"),
        "{text}"
    );
    assert!(
        text.contains("component 1: |.......| → |...0 + 0...|"),
        "{text}"
    );
    let text = run(&arc_family(), "--misere --moves 4").unwrap();
    assert!(text.contains("position |....| under misère play"), "{text}");
    assert!(text.contains("lost for the player to move"), "{text}");
}

#[test]
fn moves_on_a_two_parameter_family_names_start_a_b() {
    let f = Family {
        start: chomp::start,
        moves: Moves::Vecs(chomp::moves),
        show: Some(chomp::show),
        canon: None,
        guess: None,
    };
    // Strategy stealing: every bar but 1 × 1 is won; the moves listed are
    // exactly those to a bar lost for the opponent, checked on bit masks.
    let (a, b) = (3usize, 4usize);
    let v = json(&f, &format!("--moves {a},{b}"));
    assert_eq!(v["won"], true);
    assert_eq!(v["position"], serde_json::json!(["[4,4,4]"]));
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    let normal_wins = |bar: &str| -> bool {
        // Rows' lengths to a mask of the a × b board, then normal play.
        let rows: Vec<usize> = bar
            .trim_matches(|c| c == '[' || c == ']')
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        let mut mask = 0u64;
        for (i, &len) in rows.iter().enumerate() {
            for j in 0..len {
                mask |= 1 << (i * b + j);
            }
        }
        chomp_normal_wins(mask, b, &mut HashMap::new())
    };
    for m in moves {
        assert!(!normal_wins(m["leaves"][0].as_str().unwrap()), "{m}");
    }
    let text = run(&f, "--moves 1,1").unwrap();
    assert!(text.contains("position [1]: value 0"), "{text}");
}

fn chomp_normal_wins(mask: u64, b: usize, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&mask) {
        return w;
    }
    let mut wins = false;
    for k in 1..64 {
        if mask >> k & 1 == 1 {
            let (i, j) = (k / b, k % b);
            let mut next = mask;
            for s in 0..64 {
                if s / b >= i && s % b >= j {
                    next &= !(1 << s);
                }
            }
            wins |= !chomp_normal_wins(next, b, memo);
        }
    }
    memo.insert(mask, wins);
    wins
}

#[test]
fn play_and_loopy_moves_on_a_family_are_refused_clearly() {
    let err = run(&arc_family(), "--play 5").unwrap_err();
    assert!(
        err.contains("--moves N lists the winning moves of start(N)"),
        "{err}"
    );
    let err = run(&arc_family(), "--moves 5 --loopy").unwrap_err();
    assert!(err.contains("--loopy tables the starts only"), "{err}");
    let err = run(&arc_family(), "--moves x").unwrap_err();
    assert!(err.contains("takes start parameters (n"), "{err}");
    let err = run(&arc_family(), "--misere --plot x.svg").unwrap_err();
    assert!(err.contains("--plot is not for --misere"), "{err}");
}
