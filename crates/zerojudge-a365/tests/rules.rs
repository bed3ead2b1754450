//! zerojudge-a365 driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/zerojudge-a365");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_zerojudge-a365"))
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

const SAMPLES: [(&str, &str); 2] = [
    ("1\n110001000000\n", "0\n"),
    ("2\n101100000000\n001100110010\n", "11\n"),
];

#[test]
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, output) in SAMPLES {
        assert_eq!((oracle::ORACLE.brute)(input), output);
    }
}

#[test]
fn the_statements_worked_examples_hold_in_literal_play() {
    // Pieces on A, B and F only: whatever the first player takes, the second
    // takes one more and leaves the last.
    let (a, b, c, d, f) = (1, 1 << 1, 1 << 2, 1 << 3, 1 << 5);
    assert!(!oracle::wins(a | b | f));
    // Pieces on A, C and D: taking the adjacent A and D leaves C alone.
    assert!(oracle::wins(a | c | d));
    assert!(!oracle::wins(c));
}

#[test]
fn every_starting_state_agrees_with_literal_play() {
    // All 4095 non-empty boards in one input (past the judge's n ≤ 10).
    let states: Vec<String> = (1u32..1 << 12)
        .map(|mask| {
            (0..12)
                .map(|p| if mask >> p & 1 == 1 { '1' } else { '0' })
                .collect()
        })
        .collect();
    let input = format!("{}\n{}\n", states.len(), states.join("\n"));
    check(&input, &(oracle::ORACLE.brute)(&input));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n101100000000\n",
        "token 3: expected a word, found end of input",
    );
    check_rejects(
        "x\n",
        "token 1: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        "1\n10110000000\n",
        "token 2: expected 12 digits 0 or 1 (the points A to L)",
    );
    check_rejects("1\n1011000000002\n", "token 2: expected 12 digits 0 or 1");
    check_rejects(
        "2\n100000000000\n000000000000\n",
        "token 3: the board must hold at least one piece",
    );
}

#[test]
fn a_huge_count_is_the_usual_error_not_an_allocation() {
    // Issue 29: these aborted ("memory allocation of 27777777778 bytes
    // failed") or panicked ("capacity overflow") before the count was read
    // as what it is, a promise of states that never come.
    check_rejects(
        "27777777777\n",
        "token 2: expected a word, found end of input",
    );
    check_rejects(
        "18446744073709551615\n",
        "token 2: expected a word, found end of input",
    );
    check_rejects(
        "9223372036854775808\n100000000000\n",
        "token 3: expected a word, found end of input",
    );
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "max-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
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
            ("0\n", "T = 0 is outside 1..=10"),
            (
                &format!("11\n{}", "100000000000\n".repeat(11)),
                "T = 11 is outside 1..=10",
            ),
            ("1\n10000000000\n", "must be 12 digits"),
            ("1\n1000000000000\n", "must be 12 digits"),
            ("1\n10000000000a\n", "must be 12 digits"),
            ("1\n000000000000\n", "at least one piece"),
            (
                "1\n100000000000\n100000000000\n",
                "expected the end of the input",
            ),
        ],
    );
}
