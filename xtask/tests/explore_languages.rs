//! `cargo xtask grundy FILE.cpp` and `FILE.py`, run as a user runs them:
//! each game of `crates/explore/games/` written three times (Rust, C++,
//! Python) gives the same report — `--json` equal but for `seconds` and the
//! game's name, and the same text —, and the refusals say what is wrong.
//! The Rust files' values are checked against brute forces in
//! `crates/explore/tests/` (`games.rs`, `families.rs`, `partisan.rs`,
//! `loopy.rs`), so an equal report is a checked one.
//!
//! Scoring rules too: `row` and `triangle-war` (checked against literal
//! play in `crates/explore/tests/scoring.rs`), and the test rules of
//! `tests/explore_languages/` — `piles` (a family with `canon`, `end`,
//! moves again: Rust's triples, C++'s tuples, Python's `ScoreOut`) and
//! `takes` (a pair rule with `end`) —, by `--json` on the table, `--moves`,
//! `--positions`, `--play` and the page; and `--param` in C++ and Python.
//!
//! The quick tier compiles two C++ files and the Python runner (S{1,3,4}
//! and the row in three languages, Python's `param`, and the refusals);
//! every other game, mode and the C++ fast path on a random rule are slow
//! checks (`GAMES_SLOW_TESTS=1`, which `.ci/run` sets). Without g++ or
//! python3 the quick tier says so and passes; with `GAMES_SLOW_TESTS=1`
//! (CI, which installs both) it fails.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

#[path = "explore_languages/scoring.rs"]
mod scoring;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

fn xtask(args: &[&str]) -> Output {
    xtask_fed(args, "")
}

/// `cargo xtask grundy ARGS` with `input` on its standard input (`--play`).
fn xtask_fed(args: &[&str], input: &str) -> Output {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("grundy")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A run that stops reading early closes the pipe: not an error here.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
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

/// Whether g++ and python3 are here; without them the quick tier is
/// skipped, unless the slow checks run (CI installs both).
fn tools() -> bool {
    let have = |tool: &str| {
        Command::new(tool)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let (gxx, python) = (have("g++"), have("python3"));
    if gxx && python {
        return true;
    }
    assert!(
        !judge::oracle::slow_checks(),
        "GAMES_SLOW_TESTS=1 needs g++ and python3 (g++ {gxx}, python3 {python}; .ci/run installs them)"
    );
    eprintln!("skipped: C++ and Python rules need g++ and python3 on PATH");
    false
}

fn slow() -> bool {
    if judge::oracle::slow_checks() {
        return true;
    }
    eprintln!("skipped: a slow check (GAMES_SLOW_TESTS=1 runs it)");
    false
}

/// One of this test's own rule files, `tests/explore_languages/NAME`.
fn rule(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/explore_languages")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// The output of `FILE args`, with the file's name and the times masked:
/// what must be equal across languages.
fn report(file: &str, args: &[&str]) -> (Option<i32>, String) {
    report_fed(file, args, "")
}

/// [`report`] with `input` on standard input.
fn report_fed(file: &str, args: &[&str], input: &str) -> (Option<i32>, String) {
    let mut all = vec![file];
    all.extend_from_slice(args);
    let out = xtask_fed(&all, input);
    let mut masked = String::new();
    for line in text(&out.stdout).lines() {
        let line = mask_seconds(&line.replace(file, "GAME"));
        masked.push_str(&line);
        masked.push('\n');
    }
    assert!(
        out.status.code() != Some(101),
        "{file} {args:?} panicked: {}",
        text(&out.stderr)
    );
    (out.status.code(), masked)
}

/// `"seconds":1.5`, `in 0.012 s` and `"game":"…"` made equal.
fn mask_seconds(line: &str) -> String {
    if let Ok(mut v) = serde_json::from_str::<serde_json::Value>(line) {
        fn strip(v: &mut serde_json::Value) {
            match v {
                serde_json::Value::Object(map) => {
                    map.remove("seconds");
                    map.remove("game");
                    map.values_mut().for_each(strip);
                }
                serde_json::Value::Array(items) => items.iter_mut().for_each(strip),
                _ => {}
            }
        }
        strip(&mut v);
        return v.to_string();
    }
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(" in ") {
        out.push_str(&rest[..at + 4]);
        rest = &rest[at + 4..];
        let digits = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        if digits > 0 && rest[digits..].starts_with(" s") {
            out.push('T');
            rest = &rest[digits..];
        }
    }
    out.push_str(rest);
    out
}

/// The same report from the game written in Rust, C++ and Python.
#[track_caller]
fn same_in_three(stem: &str, args: &[&str]) -> String {
    same_fed(&|lang| example(&format!("{stem}.{lang}")), args, "")
}

/// The same report, with `input` on standard input, from `file(lang)` for
/// `rs`, `cpp` and `py`.
#[track_caller]
fn same_fed(file: &dyn Fn(&str) -> String, args: &[&str], input: &str) -> String {
    let rust = report_fed(&file("rs"), args, input);
    for lang in ["cpp", "py"] {
        let other = report_fed(&file(lang), args, input);
        assert_eq!(
            other,
            rust,
            "{} {args:?} differs from the Rust file's",
            file(lang)
        );
    }
    assert_eq!(rust.0, Some(0), "{} {args:?}: {}", file("rs"), rust.1);
    rust.1
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
fn s134_reads_the_same_in_rust_cpp_and_python() {
    if !builds_rules() {
        return;
    }
    if !tools() {
        return;
    }
    let json = same_in_three("s134", &["--json", "--show", "14"]);
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    // S{1,3,4} by its definition: the mex of G(n−1), G(n−3), G(n−4).
    let mut g = vec![0u32; 14];
    for n in 1..14 {
        let options: Vec<u32> = [1, 3, 4]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| g[n - k])
            .collect();
        g[n] = (0..).find(|x| !options.contains(x)).unwrap();
    }
    assert_eq!(v["head"], serde_json::json!(g));
    assert_eq!(
        (v["code"].clone(), v["proved"].clone()),
        ("0.3033".into(), true.into())
    );
    same_in_three("s134", &["--moves", "7 6 9 3", "--json"]);
}

#[test]
fn a_cpp_compile_error_is_shown_as_gxx_prints_it() {
    if !builds_rules() {
        return;
    }
    if !tools() {
        return;
    }
    let file = test_file(
        "broken.cpp",
        "#include <cstdint>\n#include <vector>\nstd::vector<std::vector<uint64_t>> moves(uint64_t n) {\n    return {{n - 1}}\n}\n",
    );
    let out = xtask(&[&file]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("broken.cpp:4:"), "{stderr}");
    assert!(
        stderr.contains("error: expected ‘;’") || stderr.contains("error: expected ';'"),
        "{stderr}"
    );
    assert!(
        stderr.contains("does not compile (g++'s messages above)"),
        "{stderr}"
    );
    assert!(
        !stderr.contains("shim.cpp"),
        "the messages point into the user's file: {stderr}"
    );

    let none = test_file("nomoves.cpp", "int helper(int x) { return x; }\n");
    let out = xtask(&[&none]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("defines no `moves` function"),
        "{}",
        text(&out.stderr)
    );

    let throws = test_file(
        "throws.cpp",
        "#include <cstdint>\n#include <stdexcept>\n#include <vector>\nstd::vector<std::vector<uint64_t>> moves(uint64_t n) {\n    if (n == 5) throw std::out_of_range(\"no heap 5\");\n    if (n == 0) return {};\n    return {{n - 1}};\n}\n",
    );
    let out = xtask(&[&throws, "--upto", "9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("error: the rule's moves(5) threw an exception: no heap 5"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_python_exception_is_shown_with_its_traceback() {
    if !builds_rules() {
        return;
    }
    if !tools() {
        return;
    }
    let file = test_file(
        "raises.py",
        "def helper(n):\n    return [[n - 1]] if n != 5 else [[1 // 0]]\n\n\ndef moves(n):\n    return helper(n) if n else []\n",
    );
    let out = xtask(&[&file, "--upto", "9"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("Traceback (most recent call last)"),
        "{stderr}"
    );
    assert!(
        stderr.contains("raises.py\", line 2, in helper"),
        "{stderr}"
    );
    assert!(stderr.contains("ZeroDivisionError"), "{stderr}");
    assert!(
        !stderr.contains("explore_driver.py"),
        "the driver's frames are left out: {stderr}"
    );
    assert!(
        stderr.contains("moves(5) raised ZeroDivisionError"),
        "{stderr}"
    );

    let none = test_file("nomoves.py", "def helper(n):\n    return []\n");
    let out = xtask(&[&none]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("defines no `moves` function"),
        "{}",
        text(&out.stderr)
    );

    let flat = test_file(
        "flat.py",
        "def moves(n):\n    return [n - 1] if n else []\n",
    );
    let out = xtask(&[&flat]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("moves(1) returned [0]: expected a list of options"),
        "{}",
        text(&out.stderr)
    );
    // A pair rule without its hint is read as one heap, and the error says so.
    let unhinted = test_file(
        "unhinted.py",
        "def moves(p):\n    a, b = p\n    return [[(a - 1, b)]] if a else []\n",
    );
    let out = xtask(&[&unhinted]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("write `def moves(p: tuple[int, int])` for a pair"),
        "{}",
        text(&out.stderr)
    );
}

/// Every example game in three languages, in each of its modes.
#[test]
fn every_example_game_reads_the_same_in_three_languages() {
    if !tools() || !slow() {
        return;
    }
    let cases: &[(&str, &[&[&str]])] = &[
        (
            "dawson",
            &[
                &["--json"],
                &["--misere", "--upto", "30", "--json"],
                &["--moves", "5 9"],
            ],
        ),
        (
            "lasker",
            &[
                &["--json", "--upto", "2000"],
                &["--moves", "5 6", "--misere"],
            ],
        ),
        (
            "wythoff",
            &[
                &["--json", "--box", "60,60"],
                &["--box", "12,12"],
                &["--misere", "--box", "8,8"],
            ],
        ),
        (
            "arc151c",
            &[
                &["--json", "--upto", "40"],
                &["--upto", "40"],
                &["--moves", "6", "--json"],
                &["--misere", "--upto", "20"],
                &["--misere", "--moves", "4"],
            ],
        ),
        (
            "nim3",
            &[
                &["--json"],
                &["--box", "6,6"],
                &["--moves", "1,2 2,3", "--json"],
                &["--misere", "--box", "6,6", "--json"],
                &["--loopy", "--box", "5,5", "--json"],
            ],
        ),
        (
            "cutcake",
            &[
                &["--json", "--box", "9,9"],
                &["--box", "6,6"],
                &["--moves", "4,1 1,2", "--side", "right"],
            ],
        ),
        (
            "put-back",
            &[&["--loopy", "--json"], &["--loopy", "--moves", "2 2"]],
        ),
    ];
    for (stem, modes) in cases {
        for args in *modes {
            same_in_three(stem, args);
        }
    }
    // The cycle is named in all three, with the same exit code.
    let err = |file: &str| {
        let out = xtask(&[file, "--upto", "10"]);
        (
            out.status.code(),
            text(&out.stderr).lines().last().map(str::to_string),
        )
    };
    let rust = err(&example("put-back.rs"));
    assert_eq!(rust.0, Some(2));
    assert_eq!(err(&example("put-back.cpp")), rust);
    assert_eq!(err(&example("put-back.py")), rust);
}

/// The header's fast path (the marks the C++ `Out` writes itself) against
/// the Rust engine's, on a rule with every kind of option: zero to three
/// parts, parts inside and outside the table (numbers from 1000 on, valued
/// in the hash map), values far past the marks' first 1024, heaps asked for
/// out of order (`--moves`).
#[test]
fn the_cpp_fast_path_marks_as_the_rust_engine_does() {
    if !tools() || !slow() {
        return;
    }
    let rust = test_file(
        "mixed.rs",
        "pub fn moves(n: u64, out: &mut explore::Out<u64>) {\n    if n >= 1000 {\n        let j = (n - 1000) / 2;\n        for k in 0..j { out.push(&[k]); }\n        return;\n    }\n    let h = n.wrapping_mul(2654435761) % 97;\n    for k in 0..n { out.push(&[k]); }\n    if n > 0 && h % 3 == 0 { out.push(&[]); }\n    for k in 0..(h % 5).min(n) {\n        out.push(&[n - 1 - k, (k * 7) % n]);\n        out.push(&[1000 + 2 * ((k * 13) % n)]);\n        out.push(&[k, (k + 1) % n, 1000 + 2 * k]);\n    }\n}\n",
    );
    let cpp = test_file(
        "mixed.cpp",
        "#include <cstdint>\nvoid moves(uint64_t n, explore::Out<uint64_t>& out) {\n    if (n >= 1000) {\n        uint64_t j = (n - 1000) / 2;\n        for (uint64_t k = 0; k < j; k++) out.push(k);\n        return;\n    }\n    uint64_t h = (n * 2654435761ull) % 97;\n    for (uint64_t k = 0; k < n; k++) out.push(k);\n    if (n > 0 && h % 3 == 0) out.push();\n    for (uint64_t k = 0; k < (h % 5 < n ? h % 5 : n); k++) {\n        out.push({n - 1 - k, (k * 7) % n});\n        out.push(1000 + 2 * ((k * 13) % n));\n        out.push({k, (k + 1) % n, 1000 + 2 * k});\n    }\n}\n",
    );
    for args in [
        &["--upto", "2500", "--json", "--show", "2501"][..],
        &["--moves", "2400 17 1990", "--json"],
    ] {
        let (a, b) = (report(&rust, args), report(&cpp, args));
        assert_eq!(a.0, Some(0), "{}", a.1);
        assert_eq!(a, b, "{args:?}");
    }
    // The same rule as a Vec form in C++ (the fast path through push_range).
    let vecs = test_file(
        "mixed-vecs.cpp",
        "#include <cstdint>\n#include <vector>\nstd::vector<std::vector<uint64_t>> moves(uint64_t n) {\n    std::vector<std::vector<uint64_t>> o;\n    if (n >= 1000) {\n        for (uint64_t k = 0; k < (n - 1000) / 2; k++) o.push_back({k});\n        return o;\n    }\n    uint64_t h = (n * 2654435761ull) % 97;\n    for (uint64_t k = 0; k < n; k++) o.push_back({k});\n    if (n > 0 && h % 3 == 0) o.push_back({});\n    for (uint64_t k = 0; k < (h % 5 < n ? h % 5 : n); k++) {\n        o.push_back({n - 1 - k, (k * 7) % n});\n        o.push_back({1000 + 2 * ((k * 13) % n)});\n        o.push_back({k, (k + 1) % n, 1000 + 2 * k});\n    }\n    return o;\n}\n",
    );
    let args = ["--upto", "2500", "--json", "--show", "2501"];
    assert_eq!(report(&vecs, &args), report(&rust, &args));
}

/// A partisan family (`start`, `left`, `right`, `canon`) in three languages.
#[test]
fn a_partisan_family_reads_the_same_in_three_languages() {
    if !tools() || !slow() {
        return;
    }
    let rust = test_file(
        "cake-family.rs",
        "pub fn start((a, b): (u64, u64)) -> (u64, u64) { (a, b) }\npub fn left(&(w, h): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {\n    if h == 0 { return vec![]; }\n    (1..w).map(|i| vec![(i, h), (w - i, h)]).collect()\n}\npub fn right(&(w, h): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {\n    if w == 0 { return vec![]; }\n    (1..h).map(|j| vec![(w, j), (w, h - j)]).collect()\n}\npub fn canon(p: (u64, u64)) -> (u64, u64) { p }\n",
    );
    let cpp = test_file(
        "cake-family.cpp",
        "#include <cstdint>\n#include <utility>\n#include <vector>\nusing Cake = std::pair<uint64_t, uint64_t>;\nCake start(std::pair<uint64_t, uint64_t> p) { return p; }\nstd::vector<std::vector<Cake>> left(const Cake& c) {\n    std::vector<std::vector<Cake>> o;\n    if (c.second == 0) return o;\n    for (uint64_t i = 1; i < c.first; i++) o.push_back({{i, c.second}, {c.first - i, c.second}});\n    return o;\n}\nstd::vector<std::vector<Cake>> right(const Cake& c) {\n    std::vector<std::vector<Cake>> o;\n    if (c.first == 0) return o;\n    for (uint64_t j = 1; j < c.second; j++) o.push_back({{c.first, j}, {c.first, c.second - j}});\n    return o;\n}\nCake canon(const Cake& c) { return c; }\n",
    );
    let python = test_file(
        "cake-family.py",
        "def start(p: tuple[int, int]):\n    return p\n\n\ndef left(c):\n    w, h = c\n    return [[(i, h), (w - i, h)] for i in range(1, w)] if h else []\n\n\ndef right(c):\n    w, h = c\n    return [[(w, j), (w, h - j)] for j in range(1, h)] if w else []\n\n\ndef canon(p):\n    return p\n",
    );
    for args in [&["--box", "7,7", "--json"][..], &["--box", "5,5"]] {
        let want = report(&rust, args);
        assert_eq!(want.0, Some(0), "{}", want.1);
        assert_eq!(report(&cpp, args), want, "{args:?}");
        assert_eq!(report(&python, args), want, "{args:?}");
    }
}

/// A family whose positions are plain numbers, in the allocation-free form
/// (in C++ the same `Out<uint64_t>` as a heap rule's, its fast path off):
/// Dawson's Kayles with `start(n) = n`.
#[test]
fn a_family_on_numbers_reads_the_same_in_three_languages() {
    if !tools() || !slow() {
        return;
    }
    let rust = test_file(
        "dawson-family.rs",
        "pub fn start(n: u64) -> u64 { n }\npub fn moves(&n: &u64, out: &mut explore::Out<u64>) {\n    if n < 2 { return; }\n    for a in 0..=(n - 2) / 2 {\n        let b = n - 2 - a;\n        match (a, b) { (0, 0) => out.push(&[]), (0, _) => out.push(&[b]), _ => out.push(&[a, b]) }\n    }\n}\npub fn guess(n: u64) -> u64 { n % 3 }\n",
    );
    let cpp = test_file(
        "dawson-family.cpp",
        "#include <cstdint>\nuint64_t start(uint64_t n) { return n; }\nvoid moves(const uint64_t& n, explore::Out<uint64_t>& out) {\n    if (n < 2) return;\n    for (uint64_t a = 0; a <= (n - 2) / 2; a++) {\n        uint64_t b = n - 2 - a;\n        if (a == 0 && b == 0) out.push();\n        else if (a == 0) out.push(b);\n        else out.push({a, b});\n    }\n}\nuint64_t guess(uint64_t n) { return n % 3; }\n",
    );
    let python = test_file(
        "dawson-family.py",
        "def start(n):\n    return n\n\n\ndef moves(n, out):\n    for a in range((n - 2) // 2 + 1) if n >= 2 else ():\n        out.push([h for h in (a, n - 2 - a) if h > 0])\n\n\ndef guess(n):\n    return n % 3\n",
    );
    for args in [
        &["--upto", "60", "--json"][..],
        &["--upto", "30"],
        &["--moves", "9 4", "--json"],
    ] {
        let want = report(&rust, args);
        assert_eq!(want.0, Some(0), "{}", want.1);
        assert_eq!(report(&cpp, args), want, "{args:?}");
        assert_eq!(report(&python, args), want, "{args:?}");
    }
}
