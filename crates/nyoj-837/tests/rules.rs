//! NYOJ 837 driven as a judge would: the sample, n past the limit, bad input,
//! and the test data's provenance, the largest case against the statement's
//! mex construction. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::input::tokens;
use judge::predicates::{error_line, judge_eq};
use play::rules::wythoff;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-837");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nyoj-837"))
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

/// The first `count` losing pairs by the statement's own construction (the
/// reference for the largest cases): `a_k` is the smallest natural number not
/// used yet, `b_k = a_k + k`.
fn first_mex_pairs(count: usize) -> Vec<(u64, u64)> {
    // b_k stays below 3k + 3, so the numbers up to 3·count + 3 hold the first
    // `count` pairs; the assertion checks it.
    let max = 3 * count + 3;
    let mut used = vec![false; 2 * max + 2];
    let mut pairs = Vec::new();
    let mut a = 0;
    for k in 0..count {
        while used[a] {
            a += 1;
        }
        assert!(a + k <= max, "too few pairs up to {max}");
        used[a] = true;
        used[a + k] = true;
        pairs.push((a as u64, (a + k) as u64));
    }
    pairs
}

fn reference(input: &str) -> String {
    let pairs = first_mex_pairs(100_001);
    tokens::<usize>(input)
        .map(|n| oracle::line(&pairs[..=n]))
        .collect()
}

const SAMPLE: (&str, &str) = ("3\n1\n", "(0,0)(1,2)(3,5)(4,7)\n(0,0)(1,2)\n");

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
fn the_mex_construction_agrees_with_literal_play() {
    assert_eq!(
        first_mex_pairs(oracle::MAX_SMALL_N as usize + 1),
        oracle::pairs_by_play()
    );
}

#[test]
fn no_two_lost_positions_have_the_same_difference() {
    // The brute force takes the first lost position (a, a + k) as pair k;
    // with both piles below 200 (b_60 = 157), it is the only one with its
    // difference.
    for k in 0..=oracle::MAX_SMALL_N {
        let lost: Vec<u64> = (0..200 - k).filter(|&a| !wythoff::wins(a, a + k)).collect();
        assert_eq!(
            lost.len(),
            1,
            "lost positions with difference {k}: {lost:?}"
        );
    }
}

/// Every `max-*` case holds the mex construction's output (with
/// `WRITE_MISSING_OUTPUTS` set, a `max-*.in` without its `.out` first gets it).
#[test]
fn max_cases_match_the_mex_construction() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3 x",
        "(0,0)(1,2)(3,5)(4,7)\n",
        "token 2: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        "-1",
        "",
        "token 1: expected a non-negative integer (usize), found `-1`",
    );
    check_rejects(
        "1\n100001\n",
        "(0,0)(1,2)\n",
        "token 2: n must be at most 100000",
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
