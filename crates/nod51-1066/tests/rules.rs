//! 51Nod 1066 driven as a judge would: the sample, the largest values, bad
//! input, and the test data's provenance. The comparison with the brute force
//! on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nod51-1066");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nod51-1066"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2 and one line `error: …fragment…`, after printing
/// exactly the answers of the cases before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

const SAMPLE: (&str, &str) = ("4\n3 2\n4 2\n7 3\n8 3\n", "B\nA\nA\nB\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn largest_values_do_not_overflow() {
    check("2\n1000000000 1000000000\n1000000000 999999999\n", "A\nB\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n3 2\n4",
        "B\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n3 x",
        "",
        "token 3: expected an unsigned 64-bit integer, found `x`",
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
