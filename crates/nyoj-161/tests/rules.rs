//! NYOJ 161 driven as a judge would: the sample, exactness where floating
//! point fails and far past the limits, bad input, and the test data's
//! provenance, the largest cases against exact integer inequalities. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::input::tokens;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-161");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nyoj-161"))
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
/// exactly the answers of the lines before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

/// An exact reference for any `u64` piles that takes no square root and
/// shares no code with the solution: with `a ≤ b` and `k = b − a`, the
/// position is lost exactly when `a = ⌊k·φ⌋`, that is
/// `2a − k < k·√5 < 2a + 2 − k` (strict for `k ≥ 1`, as `k·√5` is
/// irrational), compared squared in `u128`.
fn lost_by_inequalities(a: u64, b: u64) -> bool {
    let (small, large) = (u128::from(a.min(b)), u128::from(a.max(b)));
    let k = large - small;
    if k == 0 {
        return small == 0;
    }
    // φ > 1.5, so a lost position has small > 1.5k − 1, i.e. 2·small + 2 > 3k.
    // With small + k < 2^64 that keeps k below 7.4·10^18, so 5k² fits u128.
    if 2 * small + 2 <= 3 * k {
        return false;
    }
    let five_k_squared = 5 * k * k;
    // A square that overflows u128 is certainly above 5k².
    let square = |x: u128| x.checked_mul(x);
    let below = 2 * small <= k || square(2 * small - k).map_or(false, |s| s < five_k_squared);
    let above = square(2 * small + 2 - k).map_or(true, |s| s > five_k_squared);
    below && above
}

fn reference(input: &str) -> String {
    let piles: Vec<u64> = tokens(input).collect();
    piles
        .chunks(2)
        .map(|case| {
            if lost_by_inequalities(case[0], case[1]) {
                "0\n"
            } else {
                "1\n"
            }
        })
        .collect()
}

#[test]
fn sample() {
    check("2 1\n8 4\n4 7\n", "0\n1\n0\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute("2 1\n8 4\n4 7\n"), "0\n1\n0\n");
}

#[test]
fn the_reference_agrees_with_literal_play() {
    for a in 0..=150 {
        for b in 0..=150 {
            assert_eq!(
                lost_by_inequalities(a, b),
                !play::rules::wythoff::wins(a, b),
                "({a}, {b})"
            );
        }
    }
}

#[test]
fn exact_where_floating_point_fails() {
    // Binet: ⌊F(n)·φ⌋ = F(n+1) − 1 for even n and F(n+1) for odd n, so the
    // losing pair with k = F(n) is (F(n+1), F(n+2)), each minus 1 for even n.
    // k·φ is closest to an integer at these k; `f64` fails from k = F(40) =
    // 102334155 on. Each pair is checked in both orders with its neighbours.
    let mut fib: Vec<u128> = vec![0, 1];
    while fib.len() < 94 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let (mut input, mut expected) = (String::new(), String::new());
    for n in 2..=91 {
        let correction = if n % 2 == 0 { 1 } else { 0 };
        let (a, b) = (
            (fib[n + 1] - correction) as u64,
            (fib[n + 2] - correction) as u64,
        );
        input += &format!("{a} {b}\n{b} {a}\n{} {b}\n{a} {}\n", a - 1, b + 1);
        expected += "0\n0\n1\n1\n";
    }
    assert!(input.contains("165580140 267914295\n"));
    assert_eq!(
        reference(&input),
        expected,
        "the reference agrees with Binet"
    );
    check(&input, &expected);
}

/// Every `max-*` case holds the exact reference's output (with
/// `WRITE_MISSING_OUTPUTS` set, a `max-*.in` without its `.out` first gets it).
#[test]
fn max_cases_match_the_exact_reference() {
    let n_checked = judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
    assert!(n_checked >= 2, "the max-* cases are missing");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2 1\n8",
        "0\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "2 -1",
        "",
        "token 2: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "18446744073709551616 0",
        "",
        "token 1: expected an unsigned 64-bit integer",
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
