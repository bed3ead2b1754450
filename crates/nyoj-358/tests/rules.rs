//! NYOJ 358 driven as a judge would: the sample, the whole `u64` range, bad
//! input, and the test data's provenance. The comparison with the brute force
//! on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-358");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nyoj-358"))
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
/// exactly the answers of the values before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

/// The reference for the `max-*` cases (n up to 2^64 − 1, out of the brute
/// force's reach): the first player loses exactly when n is a Fibonacci
/// number (the rule the brute force confirms up to 80 in
/// `brute_force_losses_are_the_fibonacci_numbers`), with the Fibonacci
/// numbers built by addition in `u128`.
fn reference(input: &str) -> String {
    let mut fibonacci: Vec<u128> = vec![1, 2];
    while fibonacci[fibonacci.len() - 1] <= u128::from(u64::MAX) {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    judge::input::tokens::<u128>(input)
        .map(|n| {
            if fibonacci.contains(&n) {
                "No\n"
            } else {
                "Yes\n"
            }
        })
        .collect()
}

const SAMPLE: (&str, &str) = ("2\n5\n6\n", "No\nNo\nYes\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_losses_are_the_fibonacci_numbers() {
    let input: String = (2..=oracle::MAX_SMALL_N)
        .map(|n| format!("{n}\n"))
        .collect();
    assert_eq!(oracle::brute(&input), reference(&input));
    let losses: Vec<u64> = (2..=oracle::MAX_SMALL_N)
        .filter(|&n| oracle::brute(&n.to_string()) == "No\n")
        .collect();
    assert_eq!(losses, [2, 3, 5, 8, 13, 21, 34, 55]);
}

#[test]
fn brute_force_caps_each_take_at_twice_the_last() {
    // From 5 stones after a take of 1 (cap 2): taking 1 leaves 4 with cap 2;
    // taking 2 leaves 3 with cap 4, stored as 3 (all of them).
    assert_eq!(oracle::moves(&(5, 2)), [(4, 2), (3, 3)]);
    assert_eq!(oracle::moves(&(0, 7)), []);
}

#[test]
fn below_the_statement_values_0_and_1_are_losses() {
    // The first move may not take everything, so 1 stone (and 0) leave no move.
    check("0\n1\n", "No\nNo\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "5 x",
        "No\n",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "-3",
        "",
        "token 1: expected an unsigned 64-bit integer, found `-3`",
    );
    check_rejects(
        "18446744073709551616",
        "",
        "token 1: expected an unsigned 64-bit integer",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(
        TESTDATA,
        prefixes,
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

/// Every `max-*` case holds the reference's output (with
/// `WRITE_MISSING_OUTPUTS` set, a `max-*.in` without its `.out` first gets it).
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
