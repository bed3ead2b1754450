//! 51Nod 1069 driven as a judge would: the sample, the largest values, empty
//! piles, bad input, and the test data's provenance, the largest cases
//! against an independent bit-count reference. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::input::counted_list;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nod51-1069");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nod51-1069"))
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

/// Independent reference for the largest cases, where play cannot be
/// searched: Bouton's criterion computed bit by bit (the player to move loses
/// exactly when every bit is set in an even number of piles), written without
/// `gamecore`. The brute force checks the criterion itself on small piles in
/// `bouton_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let piles: Vec<u64> = counted_list(input);
    let some_bit_odd =
        (0..64).any(|bit| piles.iter().filter(|&&p| p >> bit & 1 == 1).count() % 2 == 1);
    if some_bit_odd { "A\n" } else { "B\n" }.to_string()
}

#[test]
fn sample() {
    check("3\n1\n1\n1\n", "A\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute("3\n1\n1\n1\n"), "A\n");
}

#[test]
fn bouton_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1069,
        3000,
    );
}

#[test]
fn largest_values_do_not_overflow() {
    let max = u64::MAX;
    check("2\n1000000000\n1000000000\n", "B\n");
    check(&format!("3\n{max}\n{max}\n{max}\n"), "A\n");
    check(&format!("3\n{max}\n{}\n{}\n", 1u64 << 63, max >> 1), "B\n");
}

#[test]
fn empty_piles_and_no_piles_are_accepted() {
    // Below the judge's limits (N ≥ 1, A_i ≥ 1) but well-defined: an empty
    // pile offers no move, and with no piles the first player cannot move.
    for input in ["0\n", "1\n0\n", "3\n0\n5\n5\n", "2\n0\n3\n"] {
        check(input, &oracle::brute(input));
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1\n1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "2\n1 x",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n-1",
        "token 2: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "1\n18446744073709551616",
        "token 2: expected an unsigned 64-bit integer, found `18446744073709551616`",
    );
    // An absurd N must fail on the first missing pile, not allocate for N.
    check_rejects(
        "18446744073709551615\n1",
        "token 3: expected an unsigned 64-bit integer, found end of input",
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

/// Every `max-*` case holds the reference's output. With `WRITE_MISSING_OUTPUTS`
/// set, a `max-*.in` without its `.out` first gets the reference's output.
#[test]
fn testdata_max_cases_come_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
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
