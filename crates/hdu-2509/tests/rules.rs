//! HDU 2509 driven as a judge would: the samples, exactness past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-2509");
const SAMPLE_IN: &str = "2\n2 2\n1\n3\n";
const SAMPLE_OUT: &str = "No\nYes\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-2509"))
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

/// Independent reference for the `max-` cases (groups of up to 100 apples
/// are out of the brute force's reach): Bouton's rule for misère Nim on the
/// group sizes, written without `gamecore`
/// (`play::rules::nim::wins_misere_by_bouton`) — with only groups of 1 the
/// player to move wins when their number is even, otherwise when the nim-sum
/// is not 0. That a group may be split is what
/// `splitting_changes_nothing` checks by play.
fn reference(input: &str) -> String {
    oracle::cases_of(input)
        .iter()
        .map(|groups| {
            if play::rules::nim::wins_misere_by_bouton(groups) {
                "Yes\n"
            } else {
                "No\n"
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
fn brute_force_splits_groups() {
    // A group of 3: take 1 from the middle (leaving 1 and 1), 1 from an end,
    // 2 from an end or in all, or all 3 — six options, three shapes.
    let mut shapes = oracle::group_moves(&3);
    shapes.iter_mut().for_each(|s| s.sort_unstable());
    shapes.sort();
    assert_eq!(
        shapes,
        [vec![], vec![1], vec![1], vec![1, 1], vec![2], vec![2]]
    );
}

/// The reason a row game is misère Nim: on every position of up to three
/// groups of at most 6 apples, literal play with splitting moves and literal
/// play of misère Nim (take from one pile, no split) agree. (Each group of n
/// has Grundy value n, as `gamecore::sums::misere`'s tests check by mex.)
#[test]
fn splitting_changes_nothing() {
    let mut nim = play::Game::new(|piles: &Vec<u64>| {
        play::sum_moves(piles, |&pile: &u64| {
            (0..pile)
                .map(|left| if left == 0 { vec![] } else { vec![left] })
                .collect::<Vec<_>>()
        })
    });
    for a in 0..=6u64 {
        for b in a..=6 {
            for c in b..=6 {
                let groups: Vec<u64> = [a, b, c].iter().copied().filter(|&g| g > 0).collect();
                assert_eq!(
                    oracle::wins(&groups),
                    nim.wins_misere(&groups),
                    "{groups:?}"
                );
            }
        }
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2509,
        2000,
    );
}

#[test]
fn the_input_may_end_without_a_line_break_or_be_empty() {
    check("2\n2 2\n1\n3", SAMPLE_OUT);
    check("1 3", "Yes\n");
    check("", "");
    check("\n\n", "");
}

#[test]
fn sizes_past_the_limits_stay_exact() {
    // A group of n has value n for every n, so big groups are plain XOR.
    let max = u64::MAX;
    check(
        &format!("2 {max} {max}\n3 {max} {} 1\n1 {max}\n", max - 1),
        "No\nNo\nYes\n",
    );
}

#[test]
fn empty_groups_and_cases_are_accepted() {
    // Below the limits but well-defined: a group of 0 is no group, and with
    // no apple the first player cannot move, so never takes the last one.
    for input in ["0\n", "2\n0 1\n", "3\n0 0 2\n"] {
        check(input, &oracle::brute(input));
    }
    check("0\n", "Yes\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\nx",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "-1\n3",
        "token 1: expected a non-negative integer (usize), found `-1`",
    );
    check_rejects(
        "18446744073709551615\n1",
        "token 3: expected an unsigned 64-bit integer, found end of input",
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
