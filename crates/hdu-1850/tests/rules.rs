//! HDU 1850 driven as a judge would: the sample, the largest sizes, a missing
//! terminator, bad input, and the test data's provenance. The comparison with
//! the brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1850");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-1850"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2, nothing on stdout, and one line
/// `error: …fragment…` on stderr.
#[track_caller]
fn check_rejects(input: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout("")
        .stderr(error_line(fragment));
}

const SAMPLE: (&str, &str) = ("3\n5 7 9\n0\n", "1\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn largest_sizes_worked_by_hand() {
    // 10^6 XOR 10^6 = 0: lost, no winning move. 10^6 against 1: the only
    // winning move cuts 10^6 down to 1. Three equal piles of 10^6: any one of
    // them may be emptied.
    check(
        "2\n1000000 1000000\n2\n1000000 1\n3\n1000000 1000000 1000000\n0\n",
        "0\n1\n3\n",
    );
}

#[test]
fn input_may_end_without_the_zero() {
    check("2\n1 2\n", "1\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n5 7",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "2\n5 -7\n0",
        "token 3: expected an unsigned 64-bit integer, found `-7`",
    );
    check_rejects(
        "two",
        "token 1: expected a non-negative integer (usize), found `two`",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
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
