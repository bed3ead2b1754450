//! `cargo xtask grundy FILE.rs --misere`, `--moves POS --json` and `--play`
//! with remoteness, run as a user runs them (the real xtask binary, the
//! workspace's cache in `target/explore/`), checked against brute forces
//! written here: Bouton's misère rule for Nim and a recursive search of the
//! sums' positions for remoteness.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

fn xtask(args: &[&str], stdin: &str) -> Output {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("grundy")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn example(name: &str) -> String {
    root()
        .join("crates/explore/games")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = xtask(args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn bouton_misere_wins(heaps: &[u64]) -> bool {
    let x = heaps.iter().fold(0, |a, &h| a ^ h);
    if heaps.iter().any(|&h| h >= 2) {
        x != 0
    } else {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
    }
}

/// (won, remoteness) of a sum of heaps by its definition; `options(h)`
/// lists what heap h may become (each the heaps left).
fn remoteness(
    options: &dyn Fn(u64) -> Vec<Vec<u64>>,
    misere: bool,
    mut heaps: Vec<u64>,
    memo: &mut HashMap<Vec<u64>, (bool, u32)>,
) -> (bool, u32) {
    heaps.sort();
    if let Some(&r) = memo.get(&heaps) {
        return r;
    }
    let mut outcomes = Vec::new();
    for i in 0..heaps.len() {
        for o in options(heaps[i]) {
            let mut next = heaps.clone();
            next.splice(i..=i, o);
            outcomes.push(remoteness(options, misere, next, memo));
        }
    }
    let r = if outcomes.is_empty() {
        (misere, 0)
    } else {
        match outcomes.iter().filter(|o| !o.0).map(|o| o.1).min() {
            Some(fastest) => (true, fastest + 1),
            None => (false, 1 + outcomes.iter().map(|o| o.1).max().unwrap()),
        }
    };
    memo.insert(heaps, r);
    r
}

/// Whether the tests that build rule files run: the first build of a rule
/// file builds the explorer itself in release (about half a minute on two
/// cores, cold), so they are slow checks (`GAMES_SLOW_TESTS=1`, which
/// `.ci/run` sets); the explorer's own tests check its engines and reports in
/// process, and every example game's table (`crates/explore/tests/`).
fn builds_rules() -> bool {
    if judge::oracle::slow_checks() {
        return true;
    }
    eprintln!("skipped: builds rule files in release, a slow check (GAMES_SLOW_TESTS=1 runs it)");
    false
}

#[test]
fn misere_nim_end_to_end() {
    if !builds_rules() {
        return;
    }
    let game = example("misere-nim.rs");
    let v = json(&[&game, "--misere", "--upto", "30", "--json"]);
    let outcomes = v["outcomes"].as_array().unwrap();
    assert_eq!(outcomes.len(), 31);
    for (n, o) in outcomes.iter().enumerate() {
        let want = if bouton_misere_wins(&[n as u64]) {
            "N"
        } else {
            "P"
        };
        assert_eq!(o, want, "heap {n}");
    }
    assert_eq!(v["misere_grundy"][0], 1);
    assert_eq!(v["misere_grundy"][1], 0);
    assert_eq!(v["misere_grundy"][17], 17);

    let out = xtask(&[&game, "--misere", "--upto", "30"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("misère play"), "{stdout}");
    assert!(
        stdout.contains("P-positions among heaps 0..=30: 1: 1\n"),
        "{stdout}"
    );

    // Sums: won exactly as Bouton says, with the brute force's remoteness.
    let nim = |n: u64| (0..n).map(|m| vec![m]).collect::<Vec<_>>();
    let mut memo = HashMap::new();
    for sum in ["3 2 1", "1 1 1", "4 1 1", "6 5 2", "2 2 1 1"] {
        let heaps: Vec<u64> = sum.split(' ').map(|w| w.parse().unwrap()).collect();
        let v = json(&[&game, "--misere", "--moves", sum, "--json"]);
        assert_eq!(v["won"], bouton_misere_wins(&heaps), "{sum}");
        assert!(v.get("value").is_none(), "{v}");
        let (_, r) = remoteness(&nim, true, heaps.clone(), &mut memo);
        assert_eq!(v["remoteness"], r, "{sum}");
        for m in v["moves"].as_array().unwrap() {
            let left: Vec<u64> = serde_json::from_value(m["leaves"].clone()).unwrap();
            assert!(!bouton_misere_wins(&left), "{sum}: {m}");
        }
    }
    let v = json(&[&game, "--misere", "--moves", "4 1 1", "--json"]);
    assert_eq!(
        v["moves"],
        serde_json::json!([{"component": 1, "from": 4, "option": [1], "leaves": [1, 1, 1], "remoteness": 3}])
    );
}

#[test]
fn moves_json_and_play_with_remoteness() {
    if !builds_rules() {
        return;
    }
    let game = example("bzoj1874.rs");
    let v = json(&[&game, "--moves", "7 6 9 3", "--json"]);
    let take12 = |n: u64| {
        (1..=2)
            .filter(|&k| k <= n)
            .map(|k| vec![n - k])
            .collect::<Vec<_>>()
    };
    let mut memo = HashMap::new();
    let (won, r) = remoteness(&take12, false, vec![7, 6, 9, 3], &mut memo);
    assert_eq!(
        (v["value"].as_u64(), v["won"].as_bool()),
        (Some(1), Some(won))
    );
    assert_eq!(v["remoteness"], r);
    assert_eq!(v["moves"][0]["component"], 1);
    assert_eq!(v["moves"][0]["option"], serde_json::json!([6]));
    assert_eq!(v["moves"][0]["leaves"], serde_json::json!([6, 6, 9, 3]));

    // --play: `?` lists the legal moves; the explorer, winning, wins fastest.
    let out = xtask(&[&game, "--play", "4 3"], "?\n2 2\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("legal moves: 1 3 | 1 2 | 2 2 | 2 1"),
        "{stdout}"
    );
    assert!(stdout.contains(", remoteness "), "{stdout}");
    // After 4 3 → 4 2 (value 1 ^ 2 = 3) the explorer wins; its move leaves
    // a lost sum whose remoteness is the least on offer.
    let line = stdout.lines().find(|l| l.starts_with("I move:")).unwrap();
    let left: Vec<u64> = line
        .rsplit_once("(leaves ")
        .unwrap()
        .1
        .trim_end_matches(')')
        .split(' ')
        .map(|w| w.parse().unwrap())
        .collect();
    let got = remoteness(&take12, false, left, &mut memo);
    let fastest = [vec![3, 2], vec![2, 2], vec![4, 1], vec![4, 0]]
        .into_iter()
        .map(|s| remoteness(&take12, false, s, &mut memo))
        .filter(|o| !o.0)
        .map(|o| o.1)
        .min()
        .unwrap();
    assert_eq!(got, (false, fastest), "{stdout}");
}

#[test]
fn misere_refusals_are_clear() {
    if !builds_rules() {
        return;
    }
    let game = example("dawson.rs");
    let out = xtask(
        &[&game, "--misere", "--upto", "300", "--max-sums", "5000"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("error: --misere: heap "), "{stderr}");
    assert!(stderr.contains("passed its bound"), "{stderr}");
    // A code is not a rule file.
    let out = xtask(&["0.07", "--misere"], "");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("--misere"),
        "{}",
        text(&out.stderr)
    );
}
