//! BZOJ 1874 driven as a judge would: the sample, amounts as a set, inputs
//! past the limits, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::HashSet;

use assert_cmd::Command;
use itertools::Itertools;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/bzoj-1874");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bzoj-1874"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2, nothing printed (one case, answered at the
/// end) and one line `error: …fragment…`.
#[track_caller]
fn check_rejects(input: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout("")
        .stderr(error_line(fragment));
}

/// Independent reference for the largest cases (piles up to 1000), where the
/// several-pile search is too slow: each pile's Grundy value by its
/// definition (a table, the mex taken with a `HashSet`), written without
/// `gamecore`, and the Sprague–Grundy XOR of the piles. The first move that
/// leaves an XOR of 0 wins. `reference_agrees_with_the_brute_force` checks it
/// against literal play on small inputs.
fn reference(input: &str) -> String {
    let (piles, amounts) = oracle::parse(input);
    let largest = piles.iter().copied().max().unwrap_or(0);
    let mut grundy: Vec<usize> = Vec::new();
    let mut reachable: HashSet<usize> = HashSet::new();
    for pile in 0..=largest {
        reachable.clear();
        reachable.extend(
            amounts
                .iter()
                .filter(|&&take| take <= pile)
                .map(|&take| grundy[pile - take]),
        );
        grundy.push((0..).find(|value| !reachable.contains(value)).unwrap());
    }
    let total = piles.iter().fold(0, |acc, &pile| acc ^ grundy[pile]);
    for (pile_idx, &pile) in piles.iter().enumerate() {
        for &take in amounts.iter().filter(|&&take| take <= pile) {
            if total ^ grundy[pile] ^ grundy[pile - take] == 0 {
                return format!("YES\n{} {take}\n", pile_idx + 1);
            }
        }
    }
    "NO\n".to_string()
}

const SAMPLE: (&str, &str) = ("4\n7 6 9 3\n2\n1 2\n", "YES\n1 1\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1874,
        2000,
    );
}

#[test]
fn amounts_in_any_order_and_repeated_are_accepted_as_a_set() {
    // The statement promises increasing amounts; the game depends only on the
    // set, and "the smallest b" is the smallest value, so other orders are
    // answered as the set they name.
    for (input, as_a_set) in [
        ("1\n5\n2\n3 1\n", "1\n5\n2\n1 3\n"),
        ("2\n4 9\n4\n3 2 3 2\n", "2\n4 9\n2\n2 3\n"),
        ("3\n8 5 7\n3\n9 4 1\n", "3\n8 5 7\n3\n1 4 9\n"),
    ] {
        check(input, &oracle::brute(as_a_set));
    }
}

#[test]
fn no_amounts_or_amounts_beyond_every_pile_leave_no_move() {
    check("2\n3 4\n0\n", "NO\n");
    check("2\n3 4\n1\n5\n", "NO\n");
    check("0\n2\n1 2\n", "NO\n");
}

#[test]
fn large_piles_and_amounts_beyond_the_limits_stay_exact() {
    // Piles of 10^6 (the most accepted) and an amount of 2^64 − 1 that can
    // never be taken. With amounts {1} every move takes one stone, so the
    // first player wins exactly when the total is odd, by any first move.
    check(
        "2\n1000000 999999\n2\n1 18446744073709551615\n",
        "YES\n1 1\n",
    );
    check("2\n1000000 1000000\n1\n1\n", "NO\n");
    // Beyond the judge's piles, against the reference.
    for input in [
        "3\n200000 199999 3\n3\n1 2 7\n",
        "2\n200000 123457\n2\n4 7\n",
    ] {
        check(input, &reference(input));
    }
}

/// Issue 16: M = 5000 with piles of 10^6 took 10 s. The most amounts
/// accepted, 100, with the largest piles: every amount 1..=100 makes a
/// pile's value its size mod 101, so the piles 10^6 − 1, 10^6 have values
/// 99 and 100; only taking 100 from the first pile (to value 100) evens them.
#[test]
fn the_most_amounts_with_the_largest_piles_are_answered() {
    let amounts = (1..=100).join(" ");
    check(
        &format!("2\n999999 1000000\n100\n{amounts}\n"),
        "YES\n1 100\n",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n3 4\n2\n1",
        "token 6: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "2\n3 x\n1\n1",
        "token 3: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        "1\n-3\n1\n1",
        "token 2: expected a non-negative integer (usize), found `-3`",
    );
    check_rejects(
        "2\n3 4\n2\n0 1\n",
        "token 5: an allowed amount must be at least 1",
    );
    check_rejects(
        "2\n3 1000001\n1\n1\n",
        "token 3: a pile may hold at most 1000000 stones",
    );
    // More amounts than the table can afford (issue 16), refused at M.
    let amounts = (1..=5000).join(" ");
    check_rejects(
        &format!("10\n{}\n5000\n{amounts}\n", ["1000000"; 10].join(" ")),
        "token 12: at most 100 allowed amounts",
    );
    check_rejects("1\n5\n101\n", "token 3: at most 100 allowed amounts");
    // Absurd counts must fail on the first missing token, not allocate.
    check_rejects(
        "18446744073709551615\n1",
        "token 3: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "1\n1\n100\n",
        "token 4: expected a non-negative integer (usize), found end of input",
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
