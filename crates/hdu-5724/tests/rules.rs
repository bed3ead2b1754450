//! HDU 5724 driven as a judge would: the sample, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-5724");
const SAMPLE_IN: &str = "2\n1\n2 19 20\n2\n1 19\n1 18\n";
const SAMPLE_OUT: &str = "NO\nYES\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-5724"))
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

/// The mask of a row in the reference's own encoding: cell `i` (1-based) is
/// bit `20 − i`, so every move makes the mask smaller.
fn mirrored_mask(pieces: &[usize]) -> usize {
    pieces
        .iter()
        .fold(0, |mask, &cell| mask | 1 << (oracle::WIDTH - cell))
}

/// The Grundy value of every row, derived independently of `gamecore`: for
/// each empty cell, the pieces of the run just left of it are exactly those
/// that land there (each jumps the rest of the run); the mex over those
/// options, in increasing mask order (mirrored encoding), each option known.
fn reference_table() -> Vec<u8> {
    let width = oracle::WIDTH;
    let mut values = vec![0u8; 1 << width];
    for mask in 0..1usize << width {
        let has = |cell: usize| mask >> (width - cell) & 1 == 1;
        let mut seen = 0u32;
        for target in 2..=width {
            if has(target) {
                continue;
            }
            let mut from = target - 1;
            while from >= 1 && has(from) {
                let next = mask ^ 1 << (width - from) ^ 1 << (width - target);
                seen |= 1 << values[next];
                from -= 1;
            }
        }
        values[mask] = (!seen).trailing_zeros() as u8;
    }
    values
}

thread_local! {
    /// [`reference_table`], built once per test thread.
    static TABLE: Vec<u8> = reference_table();
}

/// Independent reference for the `max-` cases (1000 rows are far too many
/// positions for literal play): [`reference_table`] and the Sprague–Grundy
/// XOR of the rows. Checked against the brute force by
/// `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    TABLE.with(|table| reference_with(table, input))
}

fn reference_with(table: &[u8], input: &str) -> String {
    oracle::parse(input)
        .iter()
        .map(|rows| {
            let value = rows
                .iter()
                .fold(0, |acc, pieces| acc ^ table[mirrored_mask(pieces)]);
            if value != 0 {
                "YES\n"
            } else {
                "NO\n"
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
fn brute_force_jumps_over_whole_runs() {
    // Pieces on 17 18 19: the piece on 17 can only jump to 20, the one on 18
    // too, the one on 19 steps to 20; each leaves a row with no move but one.
    let moves = oracle::row_moves(&oracle::cells(&[17, 18, 19]));
    let expected: Vec<Vec<Vec<bool>>> = [[18, 19, 20], [17, 19, 20], [17, 18, 20]]
        .iter()
        .map(|pieces| vec![oracle::cells(pieces)])
        .collect();
    assert_eq!(moves, expected);
    assert!(oracle::row_moves(&oracle::cells(&[18, 19, 20])).is_empty());
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        5724,
        300,
    );
}

#[test]
fn rows_in_any_order_and_empty_rows() {
    // An empty row and a row with no move are lost; positions may come in
    // any order (the third row is the same as 1 2 3).
    let input = "3\n1\n0\n2\n2 20 19\n0\n1\n3 3 1 2\n";
    assert_eq!(&oracle::brute(input)[..6], "NO\nNO\n");
    check(input, &oracle::brute(input));
}

#[test]
fn a_missing_final_line_break_is_accepted() {
    check(SAMPLE_IN.trim_end(), SAMPLE_OUT);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n1\n2 5 5\n",
        "token 5: the positions in a row must be distinct",
    );
    check_rejects(
        "1\n1\n1 21\n",
        "token 4: a position must be between 1 and 20",
    );
    check_rejects(
        "1\n1\n1 0\n",
        "token 4: a position must be between 1 and 20",
    );
    check_rejects(
        "1\n2\n1 3\n",
        "token 5: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "1\n1\n1 x\n",
        "token 4: expected an unsigned 32-bit integer, found `x`",
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
            ("1\n1\n2 5 5\n", "distinct"),
            ("1\n1\n1 21\n", "outside"),
            ("101\n", "outside"),
            ("1\n1\n1 5\n3\n", "expected the end of the input"),
        ],
    );
}
