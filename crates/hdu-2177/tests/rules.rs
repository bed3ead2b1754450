//! HDU 2177 driven as a judge would: both samples, the terminator, piles in
//! either order, exactness past the limits, bad input, and the test data's
//! provenance, the largest cases against the statement's mex construction.
//! The comparison with the brute force on random inputs is the test
//! `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use judge::Rng;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-2177");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-2177"))
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
/// exactly the answers of the positions before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

/// The losing pairs `(a_k, b_k)` with `b_k ≤ max`, in order of `k`, by the mex
/// construction of the definition: `a_k` is the smallest natural number not
/// used yet, `b_k = a_k + k`. Both grow with `k`, so these are the first pairs.
fn mex_pairs(max: u64) -> Vec<(u64, u64)> {
    let mut used = vec![false; 2 * max as usize + 2];
    let mut pairs = Vec::new();
    let mut a = 0;
    for k in 0.. {
        while used[a as usize] {
            a += 1;
        }
        if a + k > max {
            break;
        }
        used[a as usize] = true;
        used[(a + k) as usize] = true;
        pairs.push((a, a + k));
    }
    pairs
}

/// The independent reference for the `max-*` cases (piles up to 10^6, out of
/// the brute force's reach): the same literal move generation, with "lost"
/// read from the losing pairs of the mex construction instead of play.
fn reference(input: &str) -> String {
    let cases = oracle::positions(input);
    let max = cases.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    let mut partner = vec![u64::MAX; max as usize + 1];
    for (a, b) in mex_pairs(max) {
        partner[a as usize] = b;
        partner[b as usize] = a;
    }
    cases
        .iter()
        .map(|&(a, b)| oracle::answer(a, b, |x, y| partner[x as usize] == y))
        .collect()
}

const HDU_SAMPLE: (&str, &str) = (
    "1 2\n5 8\n4 7\n2 2\n0 0\n",
    "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
);
const NYOJ_SAMPLE: (&str, &str) = ("1 2\n5 7\n2 2\n0 0\n", "0\n1\n3 5\n3 5\n4 7\n1\n0 0\n1 2\n");

#[test]
fn sample() {
    check(HDU_SAMPLE.0, HDU_SAMPLE.1);
}

#[test]
fn sample_nyoj() {
    check(NYOJ_SAMPLE.0, NYOJ_SAMPLE.1);
}

#[test]
fn brute_force_and_reference_agree_with_the_samples() {
    for (input, expected) in [HDU_SAMPLE, NYOJ_SAMPLE] {
        assert_eq!(oracle::brute(input), expected);
        assert_eq!(reference(input), expected);
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    let input: String = (0..=60)
        .flat_map(|a| (a..=60).map(move |b| format!("{a} {b}\n")))
        .skip(1)
        .collect();
    assert_eq!(reference(&input), oracle::brute(&input));
}

#[test]
fn input_may_end_without_0_0_and_stops_at_0_0() {
    check("1 2\n2 2", "0\n1\n0 0\n1 2\n");
    check("2 2\n0 0\n3 3\nnot read", "1\n0 0\n1 2\n");
    check("0 0\n", "");
    check("", "");
}

#[test]
fn piles_given_larger_first_are_the_same_game() {
    // The judge promises a ≤ b; the answer does not depend on it.
    for index in 0..50 {
        let input = oracle::generate(&mut Rng::for_input(2177, index));
        let swapped: String = input
            .lines()
            .map(|line| line.split(' ').rev().collect::<Vec<_>>().join(" ") + "\n")
            .collect();
        check(&swapped, &oracle::brute(&swapped));
        assert_eq!(oracle::brute(&swapped), oracle::brute(&input));
    }
}

#[test]
fn values_past_the_limits_stay_exact() {
    // (11400714819323198485, 2^64 − 1) is the losing pair with the largest
    // index that fits u64 (the exact inequalities are checked in
    // `gamecore::closed::wythoff`'s tests). From (2^64 − 1, 2^64 − 1) taking a from
    // both leaves (0, 0); taking from either pile leaves that pair.
    let (a, b) = (11_400_714_819_323_198_485u64, u64::MAX);
    check(
        &format!("{a} {b}\n{b} {b}\n0 {b}\n"),
        &format!("0\n1\n0 0\n{a} {b}\n1\n0 0\n"),
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1 2\n5",
        "0\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1 x",
        "",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "-1 2",
        "",
        "token 1: expected an unsigned 64-bit integer, found `-1`",
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

/// Checks every `max-*` case against [`reference`]; with
/// `WRITE_MISSING_OUTPUTS` set, first writes the reference's output for a
/// `max-*.in` that has no `.out`.
#[test]
fn max_cases_come_from_the_reference() {
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
