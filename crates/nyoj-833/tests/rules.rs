//! NYOJ 833 driven as a judge would: the sample, the circulating "multiple of
//! 3" rule, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::input::tokens;
use judge::predicates::{error_line, judge_eq};
use judge::Rng;
use oracle::Stones;
use play::Game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-833");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nyoj-833"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2 and one line `error: …fragment…`, after printing
/// exactly the answers of the values before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

const SAMPLE: (&str, &str) = ("2\n3\n", "Hrdv\nYougth\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_plays_lines_worked_by_hand() {
    let mut game = Game::new(oracle::moves);
    let mut lines_win = |lines: &[u64]| game.wins(&Stones::Lines(lines.to_vec()));
    // Two separate single stones: one each, the second player takes the last.
    assert!(!lines_win(&[1, 1]));
    // Lines of 2 and 1: take one of the pair, leaving 1 1.
    assert!(lines_win(&[1, 2]));
    // 2 2: mirrored by the second player.
    assert!(!lines_win(&[2, 2]));
    // A line of 3: take the middle stone, leaving 1 1.
    assert!(lines_win(&[3]));
}

#[test]
fn multiples_of_three_are_not_the_rule() {
    // The circulating rule says Hrdv for 4, 5, 7, …; the second player wins.
    check("4\n5\n7\n9\n", "Yougth\nYougth\nYougth\nYougth\n");
}

/// The circulating wrong rule: the first player loses on multiples of 3.
fn multiple_of_three(input: &str) -> String {
    tokens::<i64>(input)
        .map(|n| {
            if n <= 0 || n % 3 != 0 {
                "Hrdv\n"
            } else {
                "Yougth\n"
            }
        })
        .collect()
}

#[test]
fn the_generator_exposes_the_multiple_of_three_rule() {
    let caught = (0..20).any(|index| {
        let input = oracle::generate(&mut Rng::for_input(judge::oracle::DEFAULT_SEED, index));
        oracle::brute(&input) != multiple_of_three(&input)
    });
    assert!(
        caught,
        "the random inputs would let the multiple-of-3 rule pass"
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\nx\n",
        "Hrdv\n",
        "token 2: expected a 64-bit integer, found `x`",
    );
    check_rejects(
        "3 99999999999999999999",
        "Yougth\n",
        "token 2: expected a 64-bit integer",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
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
