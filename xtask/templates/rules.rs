//! {{name}} driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/{{name}}");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_{{name}}"))
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

// TODO: one test per sample of the statement, the same as
// testdata/{{name}}/sample-N.
#[test]
fn sample() {
    check("TODO: the sample input\n", "TODO: the sample output\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(
        (oracle::ORACLE.brute)("TODO: the sample input\n"),
        "TODO: the sample output\n"
    );
}

// TODO: a truncated input and a malformed token in the problem's real format.
#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n3",
        "token 3: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\nx",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

/// testdata/{{name}}/README.md names every case's origin and has no TODO left
/// (the workspace checks every problem's the same way, in
/// xtask/tests/testdata_origins.rs).
#[test]
fn every_case_has_an_origin() {
    if let Err(problems) = judge::testdata::check_provenance(std::path::Path::new(TESTDATA)) {
        panic!("{problems}");
    }
}

#[test]
fn the_validator_accepts_the_samples_and_the_max_input() {
    // The cases the validator refuses are ours, and the testdata README lists
    // exactly those under `## Ours`.
    judge::checks::check_validator(
        &oracle::ORACLE,
        env!("CARGO_PKG_NAME"),
        env!("CARGO_MANIFEST_DIR"),
        TESTDATA,
    );
}

// TODO (when the problem has `max-*` cases too large for the brute force): an
// independent slower `reference`, checked against the brute force on small
// inputs with `judge::stress::check_reference_against_brute`, and
// `judge::testdata::check_against_reference(TESTDATA, &["max-"], reference)`
// so that every `max-*.out` is re-derived on each `cargo test`.
