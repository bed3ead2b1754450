//! mcpt-lcc19c1s3 driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/mcpt-lcc19c1s3");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mcpt-lcc19c1s3"))
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

const SAMPLE_IN: &str = "3\n2 2\n##\n##\n2 2\n#.\n##\n2 4\n##..\n####\n";
const SAMPLE_OUT: &str = "Alice\nBob\nAlice\n";

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!((oracle::ORACLE.brute)(SAMPLE_IN), SAMPLE_OUT);
}

/// Every full bar the statement allows, in bars of at most 10 per input.
fn full_bars() -> Vec<String> {
    let bars: Vec<String> = (1..=6)
        .flat_map(|rows| (1..=6).map(move |cols| (rows, cols)))
        .map(|(rows, cols)| {
            format!(
                "{rows} {cols}\n{}",
                format!("{}\n", "#".repeat(cols)).repeat(rows)
            )
        })
        .collect();
    bars.chunks(10)
        .map(|chunk| format!("{}\n{}", chunk.len(), chunk.concat()))
        .collect()
}

#[test]
fn strategy_stealing_alice_wins_every_full_bar_but_one_square() {
    // The theorem (see gamecore::closed::chomp): the full R × C bar is a first-player
    // win unless R = C = 1. Checked on the binary and on literal play.
    let mut expected = Vec::new();
    for rows in 1..=6 {
        for cols in 1..=6 {
            expected.push(if (rows, cols) == (1, 1) {
                "Bob\n"
            } else {
                "Alice\n"
            });
        }
    }
    for (input, want) in full_bars().iter().zip(expected.chunks(10)) {
        let want = want.concat();
        check(input, &want);
        assert_eq!((oracle::ORACLE.brute)(input), want, "{input}");
    }
}

#[test]
fn brute_force_finds_the_known_lost_bars() {
    // Checked by hand: the single poisoned square, two rows with the top one a
    // square shorter, and an L with equal arms are lost for the player to move.
    assert!(!oracle::wins(0b1, 1));
    // Row 0 (top) `###.`, row 1 `####`.
    assert!(!oracle::wins(0b0111 | 0b1111 << 4, 4));
    // `#..` / `#..` / `###`.
    assert!(!oracle::wins(0b001 | 0b001 << 3 | 0b111 << 6, 3));
    assert!(oracle::wins(0b001 | 0b111 << 3, 3));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2 2\n##\n",
        "token 5: expected a word, found end of input",
    );
    check_rejects(
        "1\n1 x\n#\n",
        "token 3: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        "1\n1 3\n##\n",
        "token 4: expected a row of 3 characters '#' or '.'",
    );
    check_rejects("1\n1 2\n#x\n", "token 4: expected a row of 2 characters");
    check_rejects(
        "1\n1 3\n#.#\n",
        "token 4: a present square must have every square to its left present",
    );
    check_rejects(
        "1\n2 2\n##\n#.\n",
        "token 5: a present square must have every square below it present",
    );
    check_rejects(
        "1\n2 2\n..\n..\n",
        "token 5: the bar must have at least one present square",
    );
    check_rejects("1\n7 1\n#\n", "token 2: R must be between 1 and 6");
    check_rejects("1\n1 0\n", "token 3: C must be between 1 and 6");
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
                &format!("11\n{}", "1 1\n#\n".repeat(11)),
                "T = 11 is outside 1..=10",
            ),
            ("1\n7 1\n#\n#\n#\n#\n#\n#\n#\n", "R = 7 is outside 1..=6"),
            ("1\n1 7\n#######\n", "C = 7 is outside 1..=6"),
            ("1\n1 3\n##\n", "row 1 must be 3 characters"),
            ("1\n1 2\n#x\n", "row 1 must be 2 characters"),
            (
                "1\n1 3\n#.#\n",
                "row 1: a present square must have every square to its left",
            ),
            (
                "1\n2 2\n##\n#.\n",
                "row 2: a present square must have every square below it",
            ),
            ("1\n2 2\n..\n..\n", "at least one present square"),
            ("1\n1 1\n#\n#\n", "expected the end of the input"),
        ],
    );
}
