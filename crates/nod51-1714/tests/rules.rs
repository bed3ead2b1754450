//! 51Nod 1714 driven as a judge would: the sample, popcounts beyond any
//! search, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::path::Path;

use assert_cmd::Command;
use itertools::Itertools;
use judge::predicates::{error_line, judge_eq};
use play::{sum_moves, Game};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nod51-1714");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nod51-1714"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2, nothing printed (one answer, at the end) and
/// one line `error: …fragment…`.
#[track_caller]
fn check_rejects(input: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout("")
        .stderr(error_line(fragment));
}

const SAMPLE: (&str, &str) = ("2\n1 3\n", "B\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn a_move_puts_seven_smaller_subsets_in_place() {
    // 3 = 0b11: its smaller subsets are 2, 1 and 0; zeros are left out.
    let moves = oracle::number_moves(&3);
    assert_eq!(moves.len(), 36); // multisets of 7 from 3 kinds: C(9, 7)
    assert!(moves.contains(&vec![]) && moves.contains(&vec![1, 2, 2, 2, 2, 2, 2]));
    assert!(oracle::number_moves(&0).is_empty());
}

/// Plain literal play over whole positions (no Grundy values), searched by
/// `play::Game`: every number, every multiset of seven smaller subsets of it.
/// The check that the brute force's per-number values add up as the
/// Sprague–Grundy theorem says. Up to three numbers over two bits, one of
/// them bit 63.
#[test]
fn brute_force_agrees_with_minimax_on_small_positions() {
    let mut game = Game::new(|numbers: &Vec<u64>| sum_moves(numbers, oracle::number_moves));
    let choices = [0, 1, 1 << 63, (1 << 63) | 1];
    for picked in choices.iter().combinations_with_replacement(3) {
        let position: Vec<u64> = picked
            .iter()
            .map(|&&x| x)
            .filter(|&x| x != 0)
            .sorted()
            .collect();
        let input = format!("3\n{}\n", picked.iter().join(" "));
        assert_eq!(
            oracle::brute(&input),
            oracle::winner(game.wins(&position)),
            "{picked:?}"
        );
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "2\n1 x",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n18446744073709551616",
        "token 2: expected an unsigned 64-bit integer, found `18446744073709551616`",
    );
    check_rejects(
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    // An absurd n must fail on the first missing number, not allocate for n.
    check_rejects(
        "18446744073709551615\n5",
        "token 3: expected an unsigned 64-bit integer, found end of input",
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

/// The `max-*` cases hold popcounts up to 64, beyond any search; their outputs
/// come from the Python reference in the testdata README (its own derivation
/// of the values by popcount). The binary must reproduce them.
#[test]
fn binary_agrees_with_the_python_reference_on_max_cases() {
    let cases = judge::testdata::cases(Path::new(TESTDATA)).expect("testdata folder");
    let mut n_checked = 0;
    for case in cases.iter().filter(|case| case.name.starts_with("max-")) {
        let input = std::fs::read_to_string(&case.input).expect("readable input");
        let output = case
            .expected
            .as_ref()
            .expect("every max- case has its .out");
        let expected = std::fs::read_to_string(output).expect("readable output");
        check(&input, &expected);
        n_checked += 1;
    }
    assert!(n_checked > 0, "no max-* case in {TESTDATA}");
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
