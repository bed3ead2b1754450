//! BZOJ 1188 driven as a judge would: the sample, the known wrong answer,
//! inputs past the limits, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::BTreeSet;

use assert_cmd::Command;
use itertools::Itertools;
use judge::input::counted_lists;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/bzoj-1188");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bzoj-1188"))
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
/// exactly the answers of the cases before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

/// The reference's answer for one case: each bean's Grundy value computed per
/// bottle of the case (mex of `sg[j] ⊕ sg[k]` over `i < j ≤ k`, from the
/// right), and each candidate move judged by making it and recomputing the
/// whole nim-sum over the bottles with an odd count.
fn reference_case(counts: &[u64]) -> String {
    let n = counts.len();
    let mut sg = vec![0u64; n];
    for i in (0..n).rev() {
        let reachable: BTreeSet<u64> = (i + 1..n)
            .flat_map(|j| (j..n).map(move |k| (j, k)))
            .map(|(j, k)| sg[j] ^ sg[k])
            .collect();
        sg[i] = (0..).find(|v| !reachable.contains(v)).unwrap();
    }
    let mut winning = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            for k in j..n {
                if counts[i] == 0 {
                    continue;
                }
                let mut next = counts.to_vec();
                next[i] -= 1;
                next[j] += 1;
                next[k] += 1;
                let nim_sum = (0..n)
                    .filter(|&b| next[b] % 2 == 1)
                    .fold(0, |acc, b| acc ^ sg[b]);
                if nim_sum == 0 {
                    winning.push((i, j, k));
                }
            }
        }
    }
    oracle::answer(&winning)
}

/// Independent reference for the largest cases, where play cannot be
/// searched ([`reference_case`] per case). Written without `gamecore`;
/// checked against the brute force in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    counted_lists::<u64>(input)
        .iter()
        .map(|counts| reference_case(counts))
        .collect()
}

const SAMPLE: (&str, &str) = ("2\n4\n1 0 1 5000\n3\n0 0 1\n", "0 2 3\n1\n-1 -1 -1\n0\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_and_reference_agree_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
    assert_eq!(reference(SAMPLE.0), SAMPLE.1);
}

#[test]
fn moves_leave_empty_bottles_alone() {
    let moves: Vec<oracle::Move> = oracle::labelled_moves(&[0, 1, 0, 0])
        .into_iter()
        .map(|(first_move, _)| first_move)
        .collect();
    assert_eq!(moves, [(1, 2, 2), (1, 2, 3), (1, 3, 3)]);
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1188,
        1500,
    );
}

/// The known wrong answer also takes moves out of empty bottles: by the
/// nim-sum alone, (0, 1, 3) would win here and come first, making the answer
/// `0 1 3` / `3`.
#[test]
fn moves_out_of_empty_bottles_are_not_counted() {
    let input = "1\n5\n0 0 1 0 0\n";
    assert_eq!(oracle::brute(input), "2 3 3\n2\n");
    check(input, "2 3 3\n2\n");
}

#[test]
fn below_the_judges_limits_and_huge_counts_are_accepted() {
    // One bottle, or none, offers no move; counts only matter by parity and
    // by being non-empty, so they may go up to 2^64 − 1.
    check("2\n1\n7\n0\n", "-1 -1 -1\n0\n-1 -1 -1\n0\n");
    let max = u64::MAX;
    check(
        &format!("1\n3\n{max} {max} {max}\n"),
        &reference("1\n3\n1 1 1\n"),
    );
    check(&format!("1\n3\n{} 0 0\n", max - 1), "-1 -1 -1\n0\n");
}

/// Issue 16: 50,000 cases of 100 bottles took 8 s. The same case (counts 0
/// to 2 in a fixed pattern, judged once by the reference) 50,000 times.
#[test]
fn fifty_thousand_cases_of_a_hundred_bottles_are_answered() {
    let counts: Vec<u64> = (0..100u64).map(|b| b * b % 7 % 3).collect();
    let expected = reference_case(&counts);
    assert_ne!(
        expected, "-1 -1 -1\n0\n",
        "the case should have winning moves"
    );
    let case = format!("100\n{}\n", counts.iter().join(" "));
    check(
        &format!("50000\n{}", case.repeat(50_000)),
        &expected.repeat(50_000),
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3\n1 2",
        "",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n2\n1 x",
        "",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n2\n-1 0",
        "",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "",
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    check_rejects("1\n101\n", "", "token 2: a case has at most 100 bottles");
    // An absurd t must fail on the first missing case, not allocate for t.
    check_rejects(
        "18446744073709551615\n2\n0 0\n",
        "-1 -1 -1\n0\n",
        "token 5: expected a non-negative integer (usize), found end of input",
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

/// Every `max-*` case holds the reference's output. With `WRITE_MISSING_OUTPUTS`
/// set, a `max-*.in` without its `.out` first gets the reference's output.
#[test]
fn testdata_max_cases_come_from_the_reference() {
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
