//! NYOJ 137 (POJ 1740) driven as a judge would: the sample, a commonly seen
//! wrong reading, a missing terminator, bad input, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::input::lists_until_zero;
use judge::predicates::{error_line, judge_eq};
use judge::Rng;
use play::Game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-137");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nyoj-137"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2, nothing on stdout, and one line
/// `error: …fragment…` on stderr.
#[track_caller]
fn check_rejects(input: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout("")
        .stderr(error_line(fragment));
}

const SAMPLE: (&str, &str) = ("3\n2 1 3\n2\n1 1\n0\n", "Win\nLose\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_knows_tiny_positions_worked_by_hand() {
    let mut game = Game::new(|piles: &Vec<u64>| oracle::moves(piles));
    // 1 1: any move empties a pile, and the opponent takes the last stone.
    assert!(!game.wins(&vec![1, 1]));
    // 2 2: every move leaves 1 2, 0 2 or 0 3 (one stone moved over), and the
    // opponent answers 1 1 or takes everything.
    assert!(!game.wins(&vec![2, 2]));
    assert!(game.wins(&vec![1, 2]));
    // Empty piles play no part: 0 2 2 is 2 2, and 0 0 5 is won at once.
    assert!(!game.wins(&vec![0, 2, 2]));
    assert!(game.wins(&vec![0, 0, 5]));
}

/// A commonly seen wrong reading of the rule: an odd number of piles always
/// wins (it forgets that empty piles take no part).
fn odd_count_always_wins(input: &str) -> String {
    lists_until_zero::<u64>(input)
        .into_iter()
        .map(|mut piles| {
            piles.sort_unstable();
            let paired = piles.len() % 2 == 0 && piles.chunks(2).all(|pair| pair[0] == pair[1]);
            if paired {
                "Lose\n"
            } else {
                "Win\n"
            }
        })
        .collect()
}

#[test]
fn the_generator_exposes_the_odd_count_solution() {
    let caught = (0..20).any(|index| {
        let input = oracle::generate(&mut Rng::for_input(judge::oracle::DEFAULT_SEED, index));
        oracle::brute(&input) != odd_count_always_wins(&input)
    });
    assert!(
        caught,
        "the random inputs would let the odd-count solution pass"
    );
}

#[test]
fn input_may_end_without_the_zero() {
    check("2\n1 1\n1\n7\n", "Lose\nWin\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n2 1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "2\n1 -1\n0",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "x",
        "token 1: expected a non-negative integer (usize), found `x`",
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
