//! HDU 1848 driven as a judge would: the sample, piles past the limits, bad
//! input, the missing terminator, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::HashSet;

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1848");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-1848"))
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

/// Independent reference for the `max-` cases (three piles up to 1000 are
/// too many positions for literal play): each pile's Grundy value by its
/// definition (the mex of the values a Fibonacci number below, found with a
/// `HashSet`), written without `gamecore`, and the Sprague–Grundy XOR.
/// Checked against the brute force by `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let lines = oracle::parse(input);
    let largest = lines.iter().flatten().copied().max().unwrap_or(0);
    let takes = oracle::fibonacci_up_to(largest);
    let mut grundy: Vec<u64> = Vec::new();
    for pile in 0..=largest {
        let reachable: HashSet<u64> = takes
            .iter()
            .filter(|&&take| take <= pile)
            .map(|&take| grundy[(pile - take) as usize])
            .collect();
        grundy.push((0..).find(|value| !reachable.contains(value)).unwrap());
    }
    lines
        .iter()
        .map(|piles| {
            let value = piles
                .iter()
                .fold(0, |acc, &pile| acc ^ grundy[pile as usize]);
            if value != 0 {
                "Fibo\n"
            } else {
                "Nacci\n"
            }
        })
        .collect()
}

#[test]
fn sample() {
    check("1 1 1\n1 4 1\n0 0 0\n", "Fibo\nNacci\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute("1 1 1\n1 4 1\n0 0 0\n"), "Fibo\nNacci\n");
}

#[test]
fn brute_force_takes_only_fibonacci_numbers() {
    assert_eq!(
        oracle::fibonacci_up_to(100),
        [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
    );
    // One pile of 4: taking 1, 2 or 3 leaves 3, 2, 1, each won for the
    // opponent (they take it all), and 4 is not Fibonacci: lost.
    assert_eq!(oracle::brute("4 0 0\n5 0 0\n0 0 0\n"), "Nacci\nFibo\n");
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1848,
        200,
    );
}

#[test]
fn a_missing_terminator_or_final_line_break_ends_the_input() {
    // `0 0 0` ends the input; an input that stops after a whole line is
    // answered the same (as in hdu-2177), with or without its line break.
    check("1 1 1\n1 4 1\n", "Fibo\nNacci\n");
    check("1 1 1\n1 4 1", "Fibo\nNacci\n");
    check("", "");
    check("0 0 0\n7 7 7\n", "");
}

#[test]
fn a_single_empty_pile_does_not_end_the_input() {
    // Only all three zero end the input; one empty pile is a pile of 0.
    check("0 4 4\n4 0 1\n0 0 0\n", "Nacci\nFibo\n");
}

#[test]
fn piles_past_the_limit_grow_the_table() {
    let input = "1000 1000 1000\n1001 2000 9999\n20000 17711 3\n0 0 0\n";
    check(input, &reference(input));
    // Two equal piles cancel, so the third decides: 4 is lost, 5 won.
    check(
        "1000000 1000000 4\n999999 999999 5\n0 0 0\n",
        "Nacci\nFibo\n",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1 4",
        "token 3: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "1 -1 1\n",
        "token 2: expected a non-negative integer (usize), found `-1`",
    );
    check_rejects(
        "1 1 1000001\n",
        "token 3: a pile may hold at most 1000000 stones",
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
            ("1 1 1\n", "expected"),
            ("1 0 1\n0 0 0\n", "a pile must be at least 1"),
            ("1 1 1001\n0 0 0\n", "outside"),
            ("1 1 1\n0 0 0\n1\n", "expected the end of the input"),
        ],
    );
}
