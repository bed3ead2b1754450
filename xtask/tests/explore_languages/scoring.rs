//! Scoring rules and `--param` in three languages (a module of
//! `explore_languages.rs`, whose helpers it uses).

use super::*;

/// The row 1 … n (EDPC L on consecutive numbers), a scoring family in its
/// plain form: the table with every position valued, and `--moves`.
#[test]
fn the_row_scores_the_same_in_three_languages() {
    if !builds_rules() || !tools() {
        return;
    }
    let json = same_in_three("row", &["--upto", "30", "--json", "--positions"]);
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    // ⌈n/2⌉, the value literal play gives (crates/explore/tests/scoring.rs).
    let want: Vec<i64> = (0..=30).map(|n| (n + 1) / 2).collect();
    assert_eq!(v["head"], serde_json::json!(want));
    assert_eq!(
        (v["kind"].as_str(), v["saltus"].as_i64()),
        (Some("scoring"), Some(1))
    );
    assert_eq!(v["positions_list"].as_array().unwrap().len(), 496);
    let moves = same_in_three("row", &["--moves", "7", "--json"]);
    let m: serde_json::Value = serde_json::from_str(moves.trim()).unwrap();
    assert_eq!(
        (m["value"].as_i64(), m["best"].clone()),
        (Some(4), serde_json::json!([1]))
    );
}

/// Python's `param`: read at the file's top level and in `moves`, one value,
/// a range, and the warning about a name never read.
#[test]
fn python_reads_its_parameters() {
    if !builds_rules() || !tools() {
        return;
    }
    let file = test_file(
        "param.py",
        "K = param(\"k\", 3)\n\n\ndef moves(n: int):\n    return [[n - t] for t in range(1, min(K + param(\"extra\", 0), n) + 1)]\n",
    );
    let one = |args: &[&str]| {
        let mut all = vec![file.as_str(), "--json", "--show", "8", "--upto", "40"];
        all.extend_from_slice(args);
        let out = xtask(&all);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (j["head"].clone(), text(&out.stderr))
    };
    assert_eq!(one(&[]).0, serde_json::json!([0, 1, 2, 3, 0, 1, 2, 3]));
    assert_eq!(
        one(&["--param", "k=5"]).0,
        serde_json::json!([0, 1, 2, 3, 4, 5, 0, 1])
    );
    let (head, stderr) = one(&["--param", "k=1", "--param", "extra=1", "--param", "kk=9"]);
    assert_eq!(head, serde_json::json!([0, 1, 2, 0, 1, 2, 0, 1]));
    assert!(
        stderr.contains("warning: --param kk=9 given but never read"),
        "{stderr}"
    );
    assert!(!stderr.contains("k=1,"), "{stderr}");
    let out = xtask(&[&file, "--param", "k=1..4", "--json", "--upto", "40"]);
    let periods: Vec<u64> = serde_json::from_slice::<serde_json::Value>(&out.stdout)
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["period"].as_u64().unwrap())
        .collect();
    assert_eq!(periods, [2, 3, 4, 5]);
}

/// A scoring family in the again form with `canon`, `end` and a guess that
/// fails (`piles`), and a pair rule with `end` (`takes`): the table, every
/// position, `--moves` and `--play` equal in three languages, and the
/// piles' values those of a negamax written here.
#[test]
fn scoring_forms_read_the_same_in_three_languages() {
    if !tools() || !slow() {
        return;
    }
    let piles = |lang: &str| rule(&format!("piles.{lang}"));
    let json = same_fed(&piles, &["--upto", "30", "--json", "--positions"], "");
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    fn negamax(a: u64, b: u64, memo: &mut std::collections::HashMap<(u64, u64), i64>) -> i64 {
        if let Some(&v) = memo.get(&(a, b)) {
            return v;
        }
        let mut best = None;
        for k in 1..=2 {
            for (pile, next) in [(a, (a.wrapping_sub(k), b)), (b, (a, b.wrapping_sub(k)))] {
                if k <= pile {
                    let rest = negamax(next.0, next.1, memo);
                    let through = k as i64 + if pile == k { rest } else { -rest };
                    best = Some(best.map_or(through, |b: i64| b.max(through)));
                }
            }
        }
        let v = best.unwrap_or(-1);
        memo.insert((a, b), v);
        v
    }
    let mut memo = std::collections::HashMap::new();
    let want: Vec<i64> = (0..=30).map(|n| negamax(n, n / 2, &mut memo)).collect();
    assert_eq!(v["head"], serde_json::json!(want));
    assert_eq!(v["guess"]["holds"], false);
    for args in [
        &["--moves", "9", "--json"][..],
        &["--moves", "6"],
        &["--upto", "12"],
    ] {
        same_fed(&piles, args, "");
    }
    same_fed(
        &piles,
        &["--play", "7"],
        "1\n?\n2\n1\n1\n1\n1\n1\n1\n1\n1\n",
    );
    let takes = |lang: &str| rule(&format!("takes.{lang}"));
    for args in [
        &["--json", "--box", "12,9"][..],
        &["--box", "6,6"],
        &["--moves", "5,4", "--json"],
    ] {
        same_fed(&takes, args, "");
    }
    same_fed(&takes, &["--play", "4,3"], "1\n1\n1\n1\n1\n1\n1\n1\n");
}

/// Triangle War (moves again; C++'s `ScoreOut`, Python's triples): the
/// table, `--moves`, `--play`, and the page of the C++ and the Python file
/// equal to the Rust file's but for the name.
#[test]
fn triangle_war_reads_and_pages_the_same_in_three_languages() {
    if !tools() || !slow() {
        return;
    }
    let json = same_in_three("triangle-war", &["--upto", "18", "--json"]);
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["head"][0], -3);
    same_in_three("triangle-war", &["--moves", "12", "--json"]);
    same_in_three("triangle-war", &["--upto", "6", "--positions"]);
    let war = |lang: &str| example(&format!("triangle-war.{lang}"));
    same_fed(&war, &["--play", "10"], &"1\n".repeat(10));
    let dir = tempfile::tempdir().unwrap();
    let page = |lang: &str| {
        let path = dir.path().join(format!("war-{lang}.html"));
        let out = xtask(&[&war(lang), "--upto", "18", "--html", path.to_str().unwrap()]);
        assert!(out.status.success(), "{lang}: {}", text(&out.stderr));
        std::fs::read_to_string(&path)
            .unwrap()
            .replace(&war(lang), "GAME")
    };
    let rust = page("rs");
    assert!(rust.contains("data-value=\"-3\""));
    assert_eq!(page("cpp"), rust, "the C++ file's page");
    assert_eq!(page("py"), rust, "the Python file's page");
}

/// C++'s `explore::param`: one value, a range, the warning about a name
/// never read, and a global's read before the flags are known.
#[test]
fn cpp_reads_its_parameters() {
    if !tools() || !slow() {
        return;
    }
    let file = test_file(
        "param.cpp",
        "#include <cstdint>\n#include <vector>\nstd::vector<std::vector<uint64_t>> moves(uint64_t n) {\n    static const int64_t k = explore::param(\"k\", 3);\n    std::vector<std::vector<uint64_t>> o;\n    for (uint64_t t = 1; t <= uint64_t(k) && t <= n; t++) o.push_back({n - t});\n    return o;\n}\n",
    );
    let out = xtask(&[
        &file, "--json", "--show", "8", "--param", "k=5", "--param", "kk=1",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(j["head"], serde_json::json!([0, 1, 2, 3, 4, 5, 0, 1]));
    assert!(text(&out.stderr).contains("warning: --param kk=1 given but never read"));
    let out = xtask(&[&file, "--param", "k=2..3"]);
    assert!(text(&out.stdout).contains("  k = 3: period 4, preperiod 0, saltus 0 (proved)\n"));
    let global = test_file(
        "param-global.cpp",
        "#include <cstdint>\n#include <vector>\nstatic const int64_t K = explore::param(\"k\", 3);\nstd::vector<std::vector<uint64_t>> moves(uint64_t n) {\n    std::vector<std::vector<uint64_t>> o;\n    for (uint64_t t = 1; t <= uint64_t(K) && t <= n; t++) o.push_back({n - t});\n    return o;\n}\n",
    );
    assert!(xtask(&[&global, "--param", "k=3", "--upto", "9"])
        .status
        .success());
    let out = xtask(&[&global, "--param", "k=4", "--upto", "9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("explore::param(\"k\", 3) was read before the explorer started"),
        "{}",
        text(&out.stderr)
    );
}
