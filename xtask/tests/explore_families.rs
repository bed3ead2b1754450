//! `cargo xtask grundy FILE.rs` on families of starts (`start` + `moves(&P)`),
//! run as a user runs it: the example files of `crates/explore/games/`, a
//! rule whose positions explode (the budget's error, not the OOM killer), and
//! families under `--loopy`, `--misere` and `--moves` and as partisan rules,
//! each compared with the same game written as a heap rule. The explorer's values themselves are
//! checked against brute forces in `crates/explore/tests/families.rs`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

fn xtask(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("grundy")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
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

/// A test's own rule file in `target/explore/tests/` (a fixed name, so its
/// cache entry is reused from run to run).
fn test_file(name: &str, contents: &str) -> String {
    let dir = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => root().join("target"),
    }
    .join("explore/tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    if std::fs::read_to_string(&path).ok().as_deref() != Some(contents) {
        std::fs::write(&path, contents).unwrap();
    }
    path.to_string_lossy().into_owned()
}

fn json(args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.push("--json");
    let out = xtask(&all);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
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
fn the_example_families_run_with_their_guesses() {
    if !builds_rules() {
        return;
    }
    let v = json(&[&example("arc151c.rs"), "--upto", "30"]);
    for key in [
        "dims",
        "upto",
        "values",
        "head",
        "period",
        "preperiod",
        "saltus",
        "proved",
        "code",
        "lines",
        "seconds",
        "positions",
        "guess",
    ] {
        assert!(v.get(key).is_some(), "{key} missing in {v}");
    }
    assert_eq!(v["period"], 2);
    assert_eq!(v["proved"], false);
    assert_eq!(
        v["guess"],
        serde_json::json!({"holds": true, "counterexample": null, "want": null, "got": null})
    );

    let v = json(&[&example("chomp.rs"), "--box", "6,6"]);
    assert_eq!(v["dims"], 2);
    assert_eq!(v["guess"]["holds"], true);
    assert!(v["p_positions"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!([1, 1])));
}

/// Two more example families end to end: a slow check (two more files
/// compiled; CI runs it, `.ci/run` sets GAMES_SLOW_TESTS=1). Their values and
/// guesses are checked in process by `crates/explore/tests/families.rs`.
#[test]
fn turtles_and_notakto_run_with_their_guesses() {
    if !judge::oracle::slow_checks() {
        eprintln!("skipped: a slow check (GAMES_SLOW_TESTS=1 runs it)");
        return;
    }
    let out = xtask(&[&example("turtles.rs"), "--upto", "8"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("guess fails at 2 (the first counterexample in table order): guess(2) = 2, G(start(2)) = 3"),
        "{}",
        text(&out.stdout)
    );

    // A `[[u8; 3]; 3]` board, and a flag of the other kind refused.
    let v = json(&[&example("notakto.rs"), "--upto", "9"]);
    assert_eq!(v["values"], 10);
    let out = xtask(&[&example("notakto.rs"), "--box", "3,3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--box is for a two-parameter family"));
}

const EXPLODE: &str = "// Every position has two options that never meet again: 2^n positions.\n\
pub fn start(n: u64) -> (u64, Vec<u8>) {\n    (n, Vec::new())\n}\n\
pub fn moves((n, path): &(u64, Vec<u8>)) -> Vec<Vec<(u64, Vec<u8>)>> {\n\
    if *n == 0 {\n        return vec![];\n    }\n\
    (0..2u8).map(|b| {\n        let mut p = path.clone();\n        p.push(b);\n        vec![(n - 1, p)]\n    }).collect()\n}\n";

#[test]
fn a_rule_whose_positions_explode_stops_with_the_budgets_error() {
    if !builds_rules() {
        return;
    }
    let file = test_file("explode.rs", EXPLODE);
    let out = xtask(&[&file, "--upto", "60", "--max-positions", "100000"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("more than 100000 positions"), "{stderr}");
    assert!(stderr.contains("use a smaller --upto"), "{stderr}");
    // One error line (after cargo's "compiling" when the file is new).
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|l| !l.starts_with("compiling"))
        .collect();
    assert_eq!(errors.len(), 1, "{stderr}");
    assert!(errors[0].starts_with("error: computing start("), "{stderr}");
    // Under the budget: every position once, 2^(k+1) − 1 from each start(k)
    // (their paths differ), k = 0 … 10.
    let v = json(&[&file, "--upto", "10", "--max-positions", "100000"]);
    assert_eq!(
        v["positions"],
        (0..=10).map(|k| (1 << (k + 1)) - 1).sum::<u64>()
    );
}

const PUT_BACK_FAMILY: &str = "// put-back.rs as a family on a one-tuple.\n\
pub fn start(n: u64) -> (u64,) {\n    (n,)\n}\n\
pub fn moves(&(n,): &(u64,)) -> Vec<Vec<(u64,)>> {\n\
    let mut options: Vec<Vec<(u64,)>> = (1..=3).filter(|&k| k <= n).map(|k| vec![(n - k,)]).collect();\n\
    if n % 4 == 2 {\n        options.push(vec![(n + 1,)]);\n    }\n    options\n}\n";

const PARTISAN_FAMILY: &str = "// The partisan template (Left takes 1 or 2, Right 2 or 3) as a family.\n\
pub fn start(n: u64) -> (u64,) {\n    (n,)\n}\n\
fn take(n: u64, ks: &[u64]) -> Vec<Vec<(u64,)>> {\n    ks.iter().filter(|&&k| k <= n).map(|&k| vec![(n - k,)]).collect()\n}\n\
pub fn left(&(n,): &(u64,)) -> Vec<Vec<(u64,)>> {\n    take(n, &[1, 2])\n}\n\
pub fn right(&(n,): &(u64,)) -> Vec<Vec<(u64,)>> {\n    take(n, &[2, 3])\n}\n";

#[test]
fn families_under_loopy_and_as_partisan_rules_match_their_heap_rules() {
    // Four rule files compiled in release for the first run after the
    // explorer changes: a slow check, which CI runs (`.ci/run` sets
    // GAMES_SLOW_TESTS=1); the same values are checked in process by
    // crates/explore/tests/ (families.rs, misere_families.rs, loopy.rs).
    if !judge::oracle::slow_checks() {
        eprintln!("skipped: a slow check (GAMES_SLOW_TESTS=1 runs it)");
        return;
    }
    let family = json(&[
        &test_file("put-back-family.rs", PUT_BACK_FAMILY),
        "--loopy",
        "--upto",
        "12",
    ]);
    let heap = json(&[&example("put-back.rs"), "--loopy", "--upto", "12"]);
    assert_eq!(family["loopy_values"], heap["loopy_values"]);
    assert_eq!(family["outcomes"], heap["outcomes"]);

    let template = root().join("xtask/templates/game-partisan.rs");
    let family = json(&[
        &test_file("partisan-family.rs", PARTISAN_FAMILY),
        "--upto",
        "12",
    ]);
    let heap = json(&[template.to_str().unwrap(), "--upto", "12"]);
    assert_eq!(family["forms"], heap["forms"]);
    assert_eq!(family["outcomes"], heap["outcomes"]);
}

const DAWSON_FAMILY: &str = "// dawson.rs as a family on a one-tuple (its options split).\n\
pub fn start(n: u64) -> (u64,) {\n    (n,)\n}\n\
pub fn moves(&(n,): &(u64,)) -> Vec<Vec<(u64,)>> {\n\
    let mut options = Vec::new();\n\
    if n >= 2 {\n\
        for a in 0..=(n - 2) / 2 {\n\
            options.push([a, n - 2 - a].into_iter().filter(|&h| h > 0).map(|h| (h,)).collect());\n\
        }\n\
    }\n\
    options\n}\n";

const NIM_FAMILY: &str = "// misere-nim.rs as a family on a one-tuple.\n\
pub fn start(n: u64) -> (u64,) {\n    (n,)\n}\n\
pub fn moves(&(n,): &(u64,)) -> Vec<Vec<(u64,)>> {\n    (0..n).map(|m| vec![(m,)]).collect()\n}\n";

#[test]
fn families_under_misere_and_moves_match_their_heap_rules() {
    // Four rule files compiled in release for the first run after the
    // explorer changes: a slow check, which CI runs (`.ci/run` sets
    // GAMES_SLOW_TESTS=1); the same values are checked in process by
    // crates/explore/tests/ (families.rs, misere_families.rs, loopy.rs).
    if !judge::oracle::slow_checks() {
        eprintln!("skipped: a slow check (GAMES_SLOW_TESTS=1 runs it)");
        return;
    }
    for (family, heap) in [
        (test_file("dawson-family.rs", DAWSON_FAMILY), "dawson.rs"),
        (test_file("nim-family.rs", NIM_FAMILY), "misere-nim.rs"),
    ] {
        let f = json(&[&family, "--misere", "--upto", "30"]);
        let h = json(&[&example(heap), "--misere", "--upto", "30"]);
        for key in ["outcomes", "misere_grundy", "splits", "upto"] {
            assert_eq!(f[key], h[key], "{heap} {key}");
        }
        // --moves N is start(N): the same verdicts and as many moves.
        for flags in [&["--moves", "9"][..], &["--moves", "9 4", "--misere"]] {
            let mut args = vec![family.as_str()];
            args.extend_from_slice(flags);
            let f = json(&args);
            let game = example(heap);
            let mut args = vec![game.as_str()];
            args.extend_from_slice(flags);
            let h = json(&args);
            for key in ["won", "remoteness", "value"] {
                assert_eq!(f[key], h[key], "{heap} {flags:?} {key}");
            }
            assert_eq!(
                f["moves"].as_array().unwrap().len(),
                h["moves"].as_array().unwrap().len(),
                "{heap} {flags:?}"
            );
        }
    }
    let out = xtask(&[
        &test_file("nim-family.rs", NIM_FAMILY),
        "--misere",
        "--moves",
        "3 1",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("position (3,) + (1,) under misère play"),
        "{stdout}"
    );
    // Bouton: leave one single counter (an odd number of them).
    assert!(
        stdout.contains("component 1: (3,) → (0,) (leaves (0,) + (1,))"),
        "{stdout}"
    );
}
