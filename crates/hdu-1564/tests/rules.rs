//! HDU 1564 driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use gamecore::graphs::matching::{hopcroft_karp, in_every_maximum, Graph};
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1564");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-1564"))
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

const SAMPLE: (&str, &str) = ("2\n0\n", "8600\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!((oracle::ORACLE.brute)(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_plays_small_boards_as_checked_by_hand() {
    // 1 × 1: no move, 8600 loses; 2 × 2: three moves, 8600 makes the last.
    assert!(!oracle::first_player_wins(1));
    assert!(oracle::first_player_wins(2));
    assert_eq!(
        (1..=5).map(oracle::first_player_wins).collect::<Vec<_>>(),
        [false, true, false, true, false]
    );
}

/// The winner of the n × n board by the matching theorem (the player to
/// move from the corner wins iff every maximum matching covers it), on the
/// grid graph itself: independent of the parity rule the solution prints.
fn winner_by_matching(n: usize) -> &'static str {
    let grid = Graph::grid(n, n, |_, _| true);
    let matching = hopcroft_karp(&grid, &Graph::grid_side(n, n));
    if in_every_maximum(&grid, &matching)[0] {
        "8600\n"
    } else {
        "ailyanlu\n"
    }
}

fn reference(input: &str) -> String {
    judge::input::tokens::<usize>(input)
        .take_while(|&n| n != 0)
        .map(winner_by_matching)
        .collect()
}

#[test]
fn the_matching_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1564,
        100,
    );
}

#[test]
fn the_parity_rule_agrees_with_the_matching_theorem_up_to_60() {
    let mut input = String::new();
    for n in 1..=60 {
        input += &format!("{n}\n");
    }
    input += "0\n";
    check(&input, &reference(&input));
}

#[test]
fn input_may_end_without_the_zero_and_nothing_after_it_is_read() {
    check("3\n4", "ailyanlu\n8600\n");
    check("1\n0\n2\nx\n", "ailyanlu\n");
    check(
        "18446744073709551615\n18446744073709551614\n0\n",
        "ailyanlu\n8600\n",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n-1\n0\n",
        "token 2: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "2\nx\n",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
}

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("2\n", "found the end"),
            ("10001\n0\n", "is outside 0..=10000"),
            ("2\n0\n3\n", "expected the end of the input"),
        ],
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_matching_reference() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
    judge::testdata::check_against_reference(TESTDATA, &["max-every-n"], reference);
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

// TODO (when the problem has `max-*` cases too large for the brute force): an
// independent slower `reference`, checked against the brute force on small
// inputs with `judge::stress::check_reference_against_brute`, and
// `judge::testdata::check_against_reference(TESTDATA, &["max-"], reference)`
// so that every `max-*.out` is re-derived on each `cargo test`.
