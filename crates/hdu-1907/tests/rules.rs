//! HDU 1907 driven as a judge would: the samples, exactness past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1907");
const SAMPLE_IN: &str = "2\n3\n3 5 1\n1\n1\n";
const SAMPLE_OUT: &str = "John\nBrother\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-1907"))
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

/// Independent reference for the `max-` cases (piles up to 4747 are out of
/// the brute force's reach): Bouton's rule for misère Nim, written without
/// `gamecore` (`play::rules::nim::wins_misere_by_bouton`) — with only piles
/// of 1, the player to move wins when their number is even; otherwise when
/// the nim-sum is not 0.
fn reference(input: &str) -> String {
    judge::input::counted_lists::<u64>(input)
        .iter()
        .map(|piles| {
            if play::rules::nim::wins_misere_by_bouton(piles) {
                "John\n"
            } else {
                "Brother\n"
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
fn brute_force_plays_misere() {
    // By hand: one stone is lost (it must be taken); two piles of 1 are won
    // (take one, the opponent takes the last); 2 is won (leave 1); 2 2 is
    // lost (mirror until the opponent is left with the last pile of 1).
    assert!(!oracle::wins(&[1]));
    assert!(oracle::wins(&[1, 1]));
    assert!(oracle::wins(&[2]));
    assert!(!oracle::wins(&[2, 2]));
    assert!(oracle::wins(&[])); // nobody can move: the last stone went before
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1907,
        2000,
    );
}

#[test]
fn sizes_past_the_limits_stay_exact() {
    let top = 1u64 << 63;
    check(
        &format!(
            "4\n2\n{top} {top}\n3\n{top} {top} 1\n1\n{top}\n2\n{} 1\n",
            u64::MAX
        ),
        "Brother\nJohn\nJohn\nJohn\n",
    );
    // 2^64 − 1 three times: nim-sum 2^64 − 1, won; 2^64 − 1, 2^64 − 2 and 1:
    // nim-sum 0 with big piles, lost.
    let max = u64::MAX;
    check(&format!("1\n3\n{max} {max} {max}\n"), "John\n");
    check(&format!("1\n3\n{max} {} 1\n", max - 1), "Brother\n");
}

#[test]
fn empty_piles_and_empty_cases_are_accepted() {
    // Below the judge's limits (N ≥ 1, A_i ≥ 1) but well-defined: an empty
    // pile changes nothing, and with no stones John cannot move — the last
    // stone was never his to take, so he wins.
    for input in ["1\n0\n", "1\n2\n0 1\n", "2\n3\n0 0 0\n2\n0 4\n"] {
        check(input, &oracle::brute(input));
    }
    check("1\n0\n", "John\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3\n1 2",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n2\n1 x",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n1\n-3",
        "token 3: expected an unsigned 64-bit integer, found `-3`",
    );
    check_rejects(
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "1\n1\n18446744073709551616",
        "token 3: expected an unsigned 64-bit integer",
    );
    // An absurd N fails on the first missing pile; nothing is allocated for it.
    check_rejects(
        "1\n18446744073709551615\n1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
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
