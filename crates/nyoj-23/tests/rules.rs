//! NYOJ 23 driven as a judge would: the samples, exactness past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-23");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nyoj-23"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

#[track_caller]
fn check_rejects(input: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stderr(error_line(fragment));
}

/// Decides every pile size up to `n` from all of its takes 1..=`max_take`,
/// keeping a running count of the lost sizes among the last `max_take`: the
/// same literal rule as the brute force, at O(1) per size, so the judge's
/// largest N = M = 10^6 (edge-largest) can be checked independently of the
/// solution's formula.
fn wins_by_counting(n: usize, max_take: usize) -> bool {
    let mut lost = vec![false; n + 1];
    lost[0] = true;
    // Lost sizes among (size - max_take)..size, the sizes one take can reach.
    let mut lost_in_reach = 0usize;
    for size in 1..=n {
        if lost[size - 1] {
            lost_in_reach += 1;
        }
        if size > max_take && lost[size - 1 - max_take] {
            lost_in_reach -= 1;
        }
        lost[size] = lost_in_reach == 0;
    }
    !lost[n]
}

fn reference(input: &str) -> String {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    numbers[1..]
        .chunks(2)
        .map(|case| {
            if wins_by_counting(case[0], case[1]) {
                "Win\n"
            } else {
                "Lose\n"
            }
        })
        .collect()
}

#[test]
fn sample() {
    check("2\n1000 1\n1 100\n", "Lose\nWin\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute("2\n1000 1\n1 100\n"), "Lose\nWin\n");
}

#[test]
fn brute_force_tries_every_take() {
    // Checked by hand: with takes of 1..=3 the lost sizes are 0, 4, 8, …
    let lost: Vec<u64> = (0..13).filter(|&n| !oracle::wins(n, 3)).collect();
    assert_eq!(lost, [0, 4, 8, 12]);
}

#[test]
fn the_counting_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        23,
        300,
    );
}

#[test]
fn values_past_the_limits_stay_exact() {
    // 2^64 − 1 = (2^64 − 2) + 1 and (2^64 − 1) · 1 + 0, so M = 2^64 − 2 makes
    // N = 2^64 − 1 a multiple of M + 1; M = 2^64 − 1 takes the whole pile.
    let max = u64::MAX;
    check(
        &format!(
            "4\n{max} {max}\n{max} {}\n{max} 1\n{} 1\n",
            max - 1,
            max - 1
        ),
        "Win\nLose\nWin\nLose\n",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n3 2\n4",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n3 -1",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "1\n18446744073709551616 1",
        "token 2: expected an unsigned 64-bit integer",
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_counting_reference() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-smallest", "edge-most-cases", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
    judge::testdata::check_against_reference(TESTDATA, &["edge-largest"], reference);
}

#[test]
fn the_validator_tells_ours_apart_as_the_readme_says_and_passes_the_max_input() {
    judge::checks::check_validator(
        &oracle::ORACLE,
        env!("CARGO_PKG_NAME"),
        env!("CARGO_MANIFEST_DIR"),
        TESTDATA,
    );
}
