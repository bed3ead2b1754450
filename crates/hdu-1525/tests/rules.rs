//! HDU 1525 driven as a judge would: the sample, the missing terminator, bad
//! input, exactness up to 2^64 − 1, and the test data's provenance (the brute
//! force, or for the largest numbers the golden-ratio reference). The
//! comparison with the brute force on random inputs is the test `stress`.

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const BIN: &str = env!("CARGO_BIN_EXE_hdu-1525");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1525");
const SAMPLE_IN: &str = "34 12\n15 24\n0 0\n";
const SAMPLE_OUT: &str = "Stan wins\nOllie wins\n";

#[track_caller]
fn check(input: &str, expected: &str) {
    Command::new(BIN)
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Exit code 2 and one line on stderr; the answers to the pairs before the
/// bad one are still printed.
#[track_caller]
fn check_rejects(input: &str, printed: &str, message: &str) {
    Command::new(BIN)
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_owned())
        .stderr(error_line(message));
}

/// Independent reference for the largest numbers: the classical rule that
/// the player to move wins iff the numbers are equal or their ratio exceeds
/// the golden ratio φ, in exact integers (`big > φ·small` ⟺
/// `big·(big − small) > small²`, in u128). Checked against literal play in
/// `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    numbers
        .chunks(2)
        .take_while(|pair| pair != &[0, 0])
        .map(|pair| {
            let (big, small) = (
                u128::from(pair[0].max(pair[1])),
                u128::from(pair[0].min(pair[1])),
            );
            if big == small || big * (big - small) > small * small {
                "Stan wins\n"
            } else {
                "Ollie wins\n"
            }
        })
        .collect()
}

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_IN), SAMPLE_OUT);
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1525,
        2000,
    );
}

#[test]
fn the_terminator_and_the_final_newline_may_be_missing() {
    // Without `0 0`, the input ends after its last whole pair.
    check("34 12\n15 24\n", SAMPLE_OUT);
    check("34 12\n15 24", SAMPLE_OUT);
    check("34 12\n15 24\n0 0", SAMPLE_OUT);
    // Nothing after `0 0` is read.
    check("34 12\n0 0\n15 24\n", "Stan wins\n");
    check("0 0\n", "");
    check("", "");
}

#[test]
fn exact_up_to_2_to_the_64() {
    let max = u64::MAX;
    // (F(93), F(92)): 90 forced moves down to (2, 1), so Stan wins; one
    // Fibonacci number lower, Ollie does.
    check(
        "12200160415121876738 7540113804746346429\n7540113804746346429 4660046610375530309\n0 0\n",
        "Stan wins\nOllie wins\n",
    );
    check(
        &format!("{max} {max}\n{max} 1\n{max} {}\n0 0\n", max - 1),
        "Stan wins\nStan wins\nOllie wins\n",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "34 12\n15",
        "Stan wins\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "34 x\n",
        "",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "18446744073709551616 1\n",
        "",
        "token 1: expected an unsigned 64-bit integer, found `18446744073709551616`",
    );
    check_rejects(
        "-3 4\n",
        "",
        "token 1: expected an unsigned 64-bit integer, found `-3`",
    );
    check_rejects(
        "34 12\n5 0\n",
        "Stan wins\n",
        "token 4: both numbers must be positive (only `0 0` ends the input)",
    );
    check_rejects(
        "0 7\n",
        "",
        "token 2: both numbers must be positive (only `0 0` ends the input)",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::generate,
        oracle::brute,
    );
}

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

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("34 12\n15 24\n", "expected a"),
            ("34 0\n0 0\n", "pair 1: both numbers must be positive"),
            ("18446744073709551616 1\n0 0\n", "outside"),
            ("1 1\n0 0\n1 1\n", "expected the end of the input"),
            ("2147483648 1\n0 0\n", "outside 0..=2147483647"),
        ],
    );
}
