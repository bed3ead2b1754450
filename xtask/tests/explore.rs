//! `cargo xtask grundy FILE.rs`, run as a user runs it: the real xtask binary
//! on rule files, building into the workspace's own cache
//! (`target/explore/`), so that `explore` is compiled once for all the tests
//! (and for the user's games). The files these tests write live in
//! `target/explore/tests/` under fixed names, so their cache entries are
//! reused from run to run; only the edited files are rebuilt each time.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::SystemTime;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

fn cache() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => root().join("target"),
    }
    .join("explore")
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

/// A test's own rule file in `target/explore/tests/`.
fn test_file(name: &str, contents: &str) -> PathBuf {
    let dir = cache().join("tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

/// The cached binary of `file` (its folder's `source` names the file).
fn cached_binary(file: &Path) -> PathBuf {
    let file = std::fs::canonicalize(file).unwrap();
    for entry in std::fs::read_dir(cache().join("games")).unwrap() {
        let dir = entry.unwrap().path();
        if std::fs::read_to_string(dir.join("source")).ok().as_deref() == file.to_str() {
            return dir.join("game");
        }
    }
    panic!("no cache entry for {}", file.display());
}

fn mtime(path: &Path) -> SystemTime {
    std::fs::metadata(path).unwrap().modified().unwrap()
}

const S134: &str = "pub fn moves(n: u64) -> Vec<Vec<u64>> {\n    [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()\n}\n";

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
fn an_unchanged_file_is_not_rebuilt_and_an_edited_one_is() {
    if !builds_rules() {
        return;
    }
    // A new nonce each run, so the first run here always builds.
    let nonce = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let file = test_file("cache.rs", &format!("{S134}// run {nonce}\n"));
    let path = file.to_str().unwrap();
    let first = xtask(&[path, "--upto", "30"], "");
    assert!(first.status.success(), "{}", text(&first.stderr));
    assert!(
        text(&first.stderr).contains("compiling"),
        "{}",
        text(&first.stderr)
    );
    assert!(
        text(&first.stdout).contains("0 1 0 1 2 3 2 0 1"),
        "{}",
        text(&first.stdout)
    );
    let binary = cached_binary(&file);
    let built = mtime(&binary);

    let second = xtask(&[path, "--upto", "30"], "");
    assert!(second.status.success());
    assert!(
        !text(&second.stderr).contains("compiling"),
        "{}",
        text(&second.stderr)
    );
    assert_eq!(second.stdout, first.stdout);
    assert_eq!(mtime(&binary), built, "the cached binary was rebuilt");

    // An edit: take 2 instead of 3 (S{1,2,4}), rebuilt and run.
    std::fs::write(&file, S134.replace("[1, 3, 4]", "[1, 2, 4]")).unwrap();
    let third = xtask(&[path, "--upto", "30"], "");
    assert!(third.status.success(), "{}", text(&third.stderr));
    assert!(text(&third.stderr).contains("compiling"));
    assert!(
        text(&third.stdout).contains("0 1 2 0 1 2"),
        "{}",
        text(&third.stdout)
    );
    assert_ne!(mtime(&binary), built, "the edited file was not rebuilt");
}

#[test]
fn a_compile_error_points_into_the_users_file() {
    if !builds_rules() {
        return;
    }
    let file = test_file(
        "broken.rs",
        "pub fn moves(n: u64) -> Vec<Vec<u64>> {\n    vec![n]\n}\n",
    );
    let out = xtask(&[file.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("error[E0308]"), "{stderr}");
    assert!(stderr.contains("broken.rs:2:"), "{stderr}");
    assert!(stderr.contains("does not compile"), "{stderr}");
}

#[test]
fn new_writes_a_template_and_never_overwrites_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.rs");
    let path = file.to_str().unwrap();
    let out = xtask(&["--new", path], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let template = std::fs::read_to_string(&file).unwrap();
    assert!(template.contains("pub fn moves(n: u64) -> Vec<Vec<u64>>"));

    std::fs::write(&file, "// mine\n").unwrap();
    let out = xtask(&["--new", path, "--pair"], "");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("already exists"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "// mine\n");

    let out = xtask(&["--new", path, "--pair", "--force"], "");
    assert!(out.status.success());
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .contains("pub fn moves((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>>"));
}

/// The two templates compile and run, and each is the game its JSON is
/// checked on: the heap template is the subtraction game S{1, 2, 3}, the pair
/// template Wythoff's game (every compiled file costs a few seconds, so the
/// example games are checked in process, `crates/explore/tests/games.rs`).
#[test]
fn the_templates_compile_and_run_with_json() {
    if !builds_rules() {
        return;
    }
    let heap = cache().join("tests").join("template-heap.rs");
    let pair = cache().join("tests").join("template-pair.rs");
    std::fs::create_dir_all(heap.parent().unwrap()).unwrap();
    let (heap, pair) = (heap.to_str().unwrap(), pair.to_str().unwrap());
    assert!(xtask(&["--new", heap, "--force"], "").status.success());
    assert!(xtask(&["--new", pair, "--pair", "--force"], "")
        .status
        .success());

    let out = xtask(&[heap, "--json", "--show", "9"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in [
        "dims",
        "values",
        "head",
        "period",
        "preperiod",
        "saltus",
        "proved",
        "code",
    ] {
        assert!(v.get(key).is_some(), "{key} missing in {v}");
    }
    assert_eq!(v["dims"], 1);
    assert_eq!(v["values"], 10_001);
    assert_eq!(v["head"], serde_json::json!([0, 1, 2, 3, 0, 1, 2, 3, 0]));
    assert_eq!(v["period"], 4);

    let out = xtask(&[pair, "--json", "--box", "40,40"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in [
        "dims",
        "box",
        "p_positions",
        "beatty",
        "sum",
        "period",
        "preperiod",
        "saltus",
        "proved",
        "code",
    ] {
        assert!(v.get(key).is_some(), "{key} missing in {v}");
    }
    assert_eq!(v["dims"], 2);
    assert_eq!(v["box"], serde_json::json!([40, 40]));
    assert!(v["p_positions"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!([3, 5])));

    // A flag of the other kind is refused by the game's binary.
    let out = xtask(&[pair, "--upto", "5"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--upto is for one-heap rules"));
}

#[test]
fn moves_and_play_on_bzoj_1874s_sample() {
    if !builds_rules() {
        return;
    }
    let game = example("bzoj1874.rs");
    let out = xtask(&[&game, "--moves", "7 6 9 3"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("position 7 6 9 3: value 1"), "{stdout}");
    let first = stdout
        .lines()
        .find(|l| l.starts_with("  component"))
        .unwrap();
    assert_eq!(first.trim(), "component 1: 7 → 6 (leaves 6 6 9 3)");

    // The person takes 1 from the first pile, then tries a move that does
    // not exist, then the input ends: a clean exit.
    let out = xtask(&[&game, "--play", "7 6 9 3"], "1 6\n2 2\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("(you can win)"), "{stdout}");
    assert!(stdout.contains("I move: component 1: 6 → 5"), "{stdout}");
    assert!(stdout.contains("6 has no option leaving 2"), "{stdout}");
    assert!(stdout.contains("end of input"), "{stdout}");
}

#[test]
fn loopy_values_of_the_put_back_example() {
    if !builds_rules() {
        return;
    }
    let game = example("put-back.rs");
    // Without --loopy: the cycle error, pointing to --loopy.
    let out = xtask(&[&game, "--upto", "10"], "");
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("cycle: 2 → 3 → 2"), "{stderr}");
    assert!(stderr.contains("--loopy"), "{stderr}");
    let out = xtask(&[&game, "--loopy", "--upto", "12", "--json"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["loopy_values"][2], "∞(0,1)");
    assert_eq!(json["outcomes"][4], "P");
    let out = xtask(&[&game, "--loopy", "--moves", "2 2"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("a draw"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn a_partisan_rule_file_gets_canonical_forms() {
    if !builds_rules() {
        return;
    }
    let out = xtask(&[&example("cutcake.rs"), "--json", "--box", "5,5"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["forms"][4][1], "3");
    assert_eq!(v["forms"][1][2], "-1");
    assert_eq!(v["outcomes"][2][2], "P");
    assert_eq!(v["all_numbers"], true);

    let out = xtask(
        &[
            &example("cutcake.rs"),
            "--moves",
            "4,1 1,2",
            "--side",
            "right",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("lost for Right moving first"));

    let file = cache().join("tests").join("template-partisan.rs");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let path = file.to_str().unwrap();
    assert!(xtask(&["--new", path, "--partisan", "--force"], "")
        .status
        .success());
    let out = xtask(&[path, "--json"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["forms"].as_array().unwrap().len(), 31);
    assert_eq!(v["forms"][0], "0");
}

/// A partisan rule in the heap form from an example file: a slow check (one
/// more file compiled; CI runs it, `.ci/run` sets GAMES_SLOW_TESTS=1). The
/// heap form is also compiled here by the partisan template, and Hackenbush's
/// values are checked in process by `crates/explore/tests/partisan.rs`.
#[test]
fn hackenbush_strings_as_a_partisan_heap_rule() {
    if !judge::oracle::slow_checks() {
        eprintln!("skipped: a slow check (GAMES_SLOW_TESTS=1 runs it)");
        return;
    }
    let out = xtask(&[&example("hackenbush.rs"), "--upto", "52"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("     52: 9/16 L\n"));
}
