//! HDU 1536 driven as a judge would: the samples, input past the limits, bad
//! input, the missing terminator, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::HashSet;

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1536");
const SAMPLE_IN: &str =
    "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";
const SAMPLE_OUT: &str = "LWW\nWWL\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-1536"))
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

/// Independent reference for the `max-` cases, too large for literal play of
/// 100-heap positions: each heap's Grundy value by its definition (the mex of
/// the values `s` beads below, found with a `HashSet`), written without
/// `gamecore`, and the Sprague–Grundy XOR of a position's heaps. Checked
/// against the brute force by `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let mut output = String::new();
    for case in oracle::parse(input) {
        let largest = case.positions.iter().flatten().copied().max().unwrap_or(0);
        let mut grundy: Vec<u64> = Vec::new();
        for heap in 0..=largest {
            let reachable: HashSet<u64> = case
                .amounts
                .iter()
                .filter(|&&take| take <= heap)
                .map(|&take| grundy[(heap - take) as usize])
                .collect();
            grundy.push((0..).find(|value| !reachable.contains(value)).unwrap());
        }
        for heaps in &case.positions {
            let value = heaps
                .iter()
                .fold(0, |acc, &heap| acc ^ grundy[heap as usize]);
            output.push(if value != 0 { 'W' } else { 'L' });
        }
        output.push('\n');
    }
    output
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
fn brute_force_tries_exactly_the_amounts() {
    // Amounts {2, 5}, one heap of 0..=9: by hand, the lost heaps are 0 1 4 7 8.
    let heaps: String = (0..10).map(|heap| format!("1 {heap}\n")).collect();
    assert_eq!(
        oracle::brute(&format!("2 2 5\n10\n{heaps}0\n")),
        "LLWWLWWLLW\n"
    );
    // Two equal heaps are lost whatever the amounts (the mirror strategy).
    assert_eq!(oracle::brute("3 1 3 4\n1\n2 9 9\n0\n"), "L\n");
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1536,
        400,
    );
}

#[test]
fn amounts_unsorted_repeated_or_unplayable_are_a_set() {
    // The same set {2, 5} written four ways, and with an amount no heap reaches.
    let positions = "3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";
    for set in ["2 2 5", "2 5 2", "4 5 2 5 2", "3 2 5 18446744073709551615"] {
        check(&format!("{set}\n{positions}"), "LWW\n");
    }
}

#[test]
fn a_missing_terminator_or_final_line_break_ends_the_input() {
    // The lone 0 ends the input; an input that stops after a whole test case
    // is answered the same (as in hdu-2177), with or without its line break.
    let without_zero = SAMPLE_IN.strip_suffix("0\n").unwrap();
    check(without_zero, SAMPLE_OUT);
    check(without_zero.trim_end(), SAMPLE_OUT);
    check("0", "");
    check("", "");
    // Anything after the 0 is not read.
    check("1 1\n1\n1 1\n0\nnot read\n", "W\n");
}

#[test]
fn empty_positions_and_sets_of_empty_heaps() {
    // A position with no heap (l = 0) or only empty heaps has no move: L.
    check("1 1\n3\n0\n2 0 0\n1 1\n0\n", "LLW\n");
    // m = 0: an empty line.
    check("2 1 2\n0\n1 3\n1\n1 3\n0\n", "\nW\n");
}

#[test]
fn the_largest_heaps_and_sets_are_answered() {
    // 100 amounts 1..=100: a heap's value is its size mod 101.
    let amounts: Vec<String> = (1..=100).map(|s| s.to_string()).collect();
    let input = format!(
        "100 {}\n3\n1 10000\n2 101 202\n2 10000 10000\n0\n",
        amounts.join(" ")
    );
    // 10000 = 99·101 + 1: value 1; 101 and 202: value 0.
    check(&input, "WLL\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2 2 5\n3\n2 5 12\n3 2 4",
        "token 11: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "2 0 5\n1\n1 3\n0\n",
        "token 2: an amount must be at least 1",
    );
    check_rejects(
        "1 -1\n",
        "token 2: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "1 1\n1\n1 10001\n0\n",
        "token 5: a heap may hold at most 10000 beads",
    );
    let too_many: Vec<String> = (1..=101).map(|s| s.to_string()).collect();
    check_rejects(
        &format!("101 {}\n", too_many.join(" ")),
        "token 1: a set may list at most 100 amounts",
    );
    check_rejects(
        "1 1\nx\n",
        "token 3: expected a non-negative integer (usize), found `x`",
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
            ("2 2 5\n1\n1 3\n", "expected"),
            ("101 1\n", "above 100"),
            ("1 1\n1\n1 10001\n0\n", "outside"),
            ("1 1\n1\n0\n0\n", "outside"),
            ("1 0\n1\n1 3\n0\n", "outside"),
            ("1 1\n1\n1 3\n0\n7\n", "expected the end of the input"),
        ],
    );
}
