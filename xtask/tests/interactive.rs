//! Interactive judging end to end (issue 30): `cargo xtask test` plays
//! abc-278g's cases against its interactor, with our binary (every case
//! accepted) and with purpose-written programs, each ending quickly with its
//! verdict and nothing left running.
#![cfg(target_os = "linux")]

use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn xtask(args: &[&str]) -> (Output, Duration) {
    let start = Instant::now();
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        // The interactor comes with the problem's oracle: the test-profile
        // build `cargo test --workspace` has made, not a release build of
        // judge, play and serde (most of a minute, cold). Our binary is still
        // the release build `cargo xtask test` judges.
        .env("XTASK_ORACLE_PROFILE", "test")
        .output()
        .expect("cannot run xtask");
    (output, start.elapsed())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Judges `command` on abc-278g's cases; every case must get `verdict`, and
/// the report must say `fragment`.
#[track_caller]
fn judged(command: &str, verdict: &str, fragment: &str) {
    judged_on(command, verdict, fragment, true);
}

/// [`judged`], where `every` case must have the verdict, or only most (a
/// loser may win some).
#[track_caller]
fn judged_on(command: &str, verdict: &str, fragment: &str, every: bool) {
    let (output, elapsed) = xtask(&["test", "abc-278g", "--command", command, "-v"]);
    let stdout = text(&output.stdout);
    assert!(!output.status.success(), "{stdout}");
    let verdicts: Vec<&str> = stdout
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|word| ["AC", "WA", "PE", "IL", "TLE", "RE", "OLE", "MLE", "FAIL"].contains(word))
        .collect();
    assert!(!verdicts.is_empty(), "{stdout}");
    let n_with = verdicts.iter().filter(|v| **v == verdict).count();
    let enough = if every {
        verdicts.len()
    } else {
        verdicts.len() / 2
    };
    assert!(n_with >= enough, "{command}: {verdicts:?}\n{stdout}");
    assert!(
        stdout.contains(fragment),
        "{command}: no {fragment:?} in\n{stdout}"
    );
    // 16 cases on two workers, the slowest an idleness second each.
    assert!(
        elapsed < Duration::from_secs(40),
        "{command} took {elapsed:?}"
    );
}

#[test]
fn our_binary_wins_every_case() {
    let (output, _) = xtask(&["test", "abc-278g"]);
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    assert!(
        stdout.contains("abc-278g       ok    16/16 cases"),
        "{stdout}"
    );
}

#[test]
fn each_misbehaviour_gets_its_verdict() {
    // Eight programs on every case, two of them a second a case idle: a slow
    // check, which CI runs (`.ci/run` sets GAMES_SLOW_TESTS=1). The verdicts
    // themselves are also tested, quickly, in judge's `exec::interact` tests.
    if !judge::oracle::slow_checks() {
        eprintln!("skipped: the interactive verdicts end to end run with GAMES_SLOW_TESTS=1");
        return;
    }
    // An illegal move: cards 0 and 0 do not exist.
    judged("read n l r; echo First; echo 0 5", "WA", "0 5 is illegal");
    // Output that is not the protocol's.
    judged("read n l r; echo Maybe", "PE", "expected one of");
    // A flood: the first line is read, the rest never matters.
    judged("yes First", "PE", "expected 2 integers");
    // Forgets to flush: Perl buffers its output to a pipe.
    judged(
        r#"perl -e '$x = <STDIN>; print "First\n"; $y = <STDIN>;'"#,
        "IL",
        "a missing flush",
    );
    // Never answers.
    judged("read n l r; sleep 30", "IL", "waited for each other");
    // Exits before the game is over.
    judged("true", "WA", "ended");
    // Crashes mid-game.
    judged("read n l r; echo First; exit 3", "RE", "exit code 3");
    // A loser: it goes second and plays 1 1, most often lost or illegal;
    // the dialogue of a failing case is shown under -v.
    judged_on(
        "read n l r; echo Second; read a b; echo 1 1",
        "WA",
        "dialogue (> the program",
        false,
    );
}
