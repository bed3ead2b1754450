//! HDU 4642 driven as a judge would: the samples, exactness past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-4642");
const SAMPLE_IN: &str = "2\n2 2\n1 1\n1 1\n3 3\n0 0 0\n0 0 0\n0 0 0\n";
const SAMPLE_OUT: &str = "Alice\nBob\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-4642"))
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

/// Independent reference for the `max-` cases (boards of 10^4 coins are far
/// out of the brute force's reach): one whole game actually played, O(N · M).
/// The players always flip the first up coin in reading order; after such a
/// move every coin before it is down, so the first up coin moves strictly
/// forward and the game ends within N · M moves. A coin's current side is its
/// initial side XOR the parity of the moves made at or above-left of it, kept
/// as column prefix parities of the rows above and a running parity of the
/// current row. Alice wins when the number of moves is odd — the same for
/// every line of play, which `the_reference_agrees_with_the_brute_force`
/// checks against literal play rather than assumes.
fn greedy_game_length(board: &oracle::Board) -> usize {
    let (n_rows, n_cols, coins) = board;
    // above[c]: parity of the moves in earlier rows at columns ≤ c.
    let mut above = vec![0u8; *n_cols];
    let mut n_moves = 0;
    for row in 0..*n_rows {
        let mut in_row = 0u8; // moves in this row at columns ≤ the current one
        let mut moved_here = vec![0u8; *n_cols];
        for col in 0..*n_cols {
            let side = coins[row * n_cols + col] ^ above[col] ^ in_row;
            if side == 1 {
                n_moves += 1;
                in_row ^= 1;
            }
            moved_here[col] = in_row;
        }
        for col in 0..*n_cols {
            above[col] ^= moved_here[col];
        }
    }
    n_moves
}

fn reference(input: &str) -> String {
    oracle::boards_of(input)
        .iter()
        .map(|board| {
            if greedy_game_length(board) % 2 == 1 {
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
fn brute_force_flips_to_the_corner() {
    // 2 × 2 with only the top-left up: its one move flips all four coins.
    let options = oracle::flip_moves(&(2, 2, vec![1, 0, 0, 0]));
    assert_eq!(options, [(2, 2, vec![0, 1, 1, 1])]);
    assert!(!oracle::wins(&(1, 3, vec![1, 1, 0])));
    assert!(oracle::wins(&(1, 1, vec![1])));
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        4642,
        2000,
    );
}

#[test]
fn boards_past_the_limits_are_read_in_full() {
    // One row of 10^6 coins: every coin is read and checked, the last decides.
    let mut input = String::from("2\n1 1000000\n");
    input += &"1 ".repeat(999_999);
    input += "0\n1000000 1\n";
    input += &"0\n".repeat(999_999);
    input += "1\n";
    check(&input, "Bob\nAlice\n");
}

#[test]
fn empty_boards_are_accepted() {
    // Below the limits (N, M ≥ 1) but well-defined: no coin, no move.
    check("2\n0 5\n3 0\n", "Bob\nBob\n");
    // An absurd empty board costs nothing.
    check("1\n18446744073709551615 0\n", "Bob\n");
}

#[test]
fn the_input_may_end_without_a_line_break() {
    check("1\n1 1\n1", "Alice\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects("1\n1 2\n1 2\n", "token 5: a coin must be 0 or 1, found 2");
    check_rejects(
        "1\n2 2\n1 1\n1",
        "token 7: expected an unsigned 8-bit integer, found end of input",
    );
    check_rejects(
        "1\n1 1\n-1\n",
        "token 4: expected an unsigned 8-bit integer, found `-1`",
    );
    check_rejects(
        "1\n1 1\n256\n",
        "token 4: expected an unsigned 8-bit integer, found `256`",
    );
    check_rejects(
        "1\n1 x\n",
        "token 3: expected an unsigned 64-bit integer, found `x`",
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
