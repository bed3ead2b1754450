//! HDU 3544 driven as a judge would: the sample, exactness past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-3544");
const SAMPLE_IN: &str = "4\n1\n1 1\n1\n2 1\n2\n2 2\n2 1\n1\n3 2\n";
const SAMPLE_OUT: &str = "Case 1: Bob\nCase 2: Alice\nCase 3: Alice\nCase 4: Bob\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-3544"))
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
        .stdout("")
        .stderr(error_line(fragment));
}

/// Independent reference for the `max-` cases (sides up to 10^9 are far out
/// of the brute force's reach): the Cutcake table read the other way
/// (Winning Ways, ch. 2), halving both sides while both are at least 2, then
/// a 1 × y strip is `y − 1` cuts for Bob and an x × 1 one `x − 1` for Alice;
/// no `gamecore`.
fn reference(input: &str) -> String {
    oracle::cases_of(input)
        .iter()
        .enumerate()
        .map(|(i, bars)| {
            let total: i128 = bars
                .iter()
                .map(|&(mut x, mut y)| {
                    while x >= 2 && y >= 2 {
                        x /= 2;
                        y /= 2;
                    }
                    i128::from(x) - i128::from(y)
                })
                .sum();
            let winner = if total > 0 { "Alice" } else { "Bob" };
            format!("Case {}: {winner}\n", i + 1)
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
fn brute_force_plays_the_cuts() {
    // 2 × 2: Alice's cut leaves two 1 × 2 bars, each a cut for Bob: she loses.
    assert!(!oracle::alice_wins(&[(2, 2)]));
    // 4 × 1 and 1 × 3: three cuts for Alice against two for Bob.
    assert!(oracle::alice_wins(&[(4, 1), (1, 3)]));
    // 4 × 1 and 1 × 4: Bob, moving second, keeps the last cut.
    assert!(!oracle::alice_wins(&[(4, 1), (1, 4)]));
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3544,
        1000,
    );
}

/// Sides past 10^9 and sums past 32 bits: 100 bars of 10^12 × 1 are worth
/// 100 · (10^12 − 1) to Alice, and one more of 1 × 2^62 takes it back.
#[test]
fn large_sides_are_exact() {
    let mut input = String::from("2\n100\n");
    input += &"1000000000000 1\n".repeat(100);
    input += "101\n";
    input += &"1000000000000 1\n".repeat(100);
    input += &format!("1 {}\n", 1u64 << 62);
    check(&input, "Case 1: Alice\nCase 2: Bob\n");
    // The largest side the solution takes, 2^63 − 1, both ways: worth 0.
    let max = (1u64 << 63) - 1;
    check(&format!("1\n2\n{max} 1\n1 {max}\n"), "Case 1: Bob\n");
}

#[test]
fn the_input_may_end_without_a_line_break() {
    check("1\n1\n2 1", "Case 1: Alice\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1 1\n1",
        "token 6: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1\n0 3\n",
        "token 4: a side must be in 1..=9223372036854775807",
    );
    check_rejects(
        "1\n1\n3 9223372036854775808\n",
        "token 4: a side must be in 1..=9223372036854775807",
    );
    check_rejects(
        "1\n1\n2 x\n",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_reference() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
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
            ("1\n0\n", "N = 0 is outside 1..=100"),
            ("1\n101\n", "N = 101 is outside 1..=100"),
            ("1\n1\n1000000001 1\n", "a side = 1000000001 is outside"),
            ("1\n1\n0 1\n", "a side = 0 is outside"),
            ("0\n", "T = 0 is outside"),
            ("2\n1\n1 1\n", "expected N"),
            ("1\n1\n1 1\n1\n", "expected the end of the input"),
        ],
    );
}
