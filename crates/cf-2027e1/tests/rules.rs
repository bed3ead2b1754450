//! Codeforces 2027E1 driven as a judge would: the sample, piles past the
//! limits, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-2027e1");
const SAMPLE_IN: &str = "7\n2\n1 6\n10 7\n3\n10 8 15\n25 4 14\n4\n8 32 65 64\n7 45 126 94\n\
3\n20 40 1\n23 55 1\n5\n12345 9876 86419 8641 1\n6789 54321 7532 97532 1\n2\n20 64\n44 61\n\
3\n57 109 55\n69 90 85\n";
const SAMPLE_OUT: &str = "Bob\nBob\nBob\nBob\nBob\nAlice\nAlice\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-2027e1"))
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

/// The value of one pile by another route than `gamecore::sg::bit_game`'s:
/// the bits of x and a as strings, x's zero bits struck out one at a time
/// (a 1 of a there turns every lower kept bit of a to 1), then the reduced
/// pile `(2^k − 1, s)` valued by the editorial's table read as text: all
/// ones but the last → 0, a single one → (k − 1) ⊕ 1, otherwise k.
fn reference_value(x: u64, a: u64) -> u64 {
    let x_bits: Vec<char> = format!("{x:064b}").chars().collect();
    let a_bits: Vec<char> = format!("{a:064b}").chars().collect();
    let mut kept = String::new();
    let mut freed = false;
    for (xb, ab) in x_bits.iter().zip(&a_bits) {
        match (xb, ab, freed) {
            ('0', '1', _) => freed = true,
            ('0', _, _) => {}
            (_, _, true) => kept.push('1'),
            (_, ab, false) => kept.push(*ab),
        }
    }
    let s = kept.trim_start_matches('0');
    let k = s.len() as u64;
    let ones = s.matches('1').count() as u64;
    if s.is_empty() || (s.ends_with('0') && ones + 1 == k) {
        0
    } else if ones == 1 {
        (k - 1) ^ 1
    } else {
        k
    }
}

/// Independent reference for the `max-` cases (piles below 2^30 are far
/// past literal play): the XOR of [`reference_value`]; checked against the
/// brute force by `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    oracle::parse(input)
        .iter()
        .map(|piles| {
            let sum = piles
                .iter()
                .fold(0, |acc, &(x, a)| acc ^ reference_value(x, a));
            if sum != 0 {
                "Alice\n"
            } else {
                "Bob\n"
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
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2027,
        400,
    );
}

#[test]
fn the_reference_agrees_with_the_sample() {
    assert_eq!(reference(SAMPLE_IN), SAMPLE_OUT);
}

#[test]
fn piles_past_the_limits_stay_exact() {
    let top = u64::MAX;
    // All 64 bits free: Nim on 64 bits, worth 64; two such piles cancel.
    check(&format!("1\n1\n{top}\n{top}\n"), "Alice\n");
    check(&format!("1\n2\n{top} {top}\n{top} {top}\n"), "Bob\n");
    // x = 2^64 − 1 with a = 2^64 − 2 is worth 0 (the table's 2^k − 2).
    check(&format!("1\n1\n{}\n{top}\n", top - 1), "Bob\n");
    // x = 2^63, a free: one move, worth 1; with a 0 pile (no move) still 1.
    check(&format!("1\n2\n{top} 0\n{} 5\n", 1u64 << 63), "Alice\n");
    // a = 0 or x = 0 (outside the statement): no move.
    check("1\n2\n0 5\n5 0\n", "Bob\n");
}

#[test]
fn a_missing_final_line_break() {
    check(SAMPLE_IN.trim_end(), SAMPLE_OUT);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1 6\n10",
        "token 6: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1\n1\nx\n",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n1\n-1\n1\n",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "1\n1\n18446744073709551616\n1\n",
        "token 3: expected an unsigned 64-bit integer, found `18446744073709551616`",
    );
    // Huge counts are read one token at a time, never allocated up front.
    check_rejects(
        "1\n1000000000000\n1 2\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n18446744073709551615\n1 2\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "18446744073709551615\n1\n1\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
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

/// testdata/cf-2027e1/README.md names every case's origin and has no TODO left
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

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("1\n1\n0\n1\n", "outside"),
            ("1\n1\n1\n1073741824\n", "outside"),
            ("1\n0\n", "outside"),
            ("2\n1\n1\n1\n", "expected"),
            ("1\n1\n1\n1\n7\n", "expected the end of the input"),
        ],
    );
}
