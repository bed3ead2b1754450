//! HDU 2486 driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-2486");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-2486"))
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
        .stderr(error_line(fragment));
}

const SAMPLE: (&str, &str) = (
    "5\n16 1\n11 1\n32 2\n34 2\n19 3\n",
    "Case 1: lose\nCase 2: 1\nCase 3: 3\nCase 4: lose\nCase 5: 4\n",
);

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!((oracle::ORACLE.brute)(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_finds_the_hints_losing_sets() {
    // The statement's hint: k = 1 loses at powers of 2, k = 2 at the
    // Fibonacci numbers from 2 (the hint's "57" is a typo for 55).
    let lost = |k| -> Vec<u64> {
        (2..60)
            .filter(|&n| oracle::smallest_winning_take(n, k).is_none())
            .collect()
    };
    assert_eq!(lost(1), [2, 4, 8, 16, 32]);
    assert_eq!(lost(2), [2, 3, 5, 8, 13, 21, 34, 55]);
}

/// Independent reference for larger piles, by literal play with one
/// observation: the player to move with `left` stones and a cap `c` wins
/// iff their smallest winning take with no cap, `g(left)`, is at most `c`
/// (a take that wins under a cap wins without it). So `g(left)` is the
/// least `t` with `t = left` or `g(left − t) > k · t`, and the answer is
/// the least first take `t < n` with `g(n − t) > k · t`. O(n · k) for the
/// piles here; no `gamecore`.
fn reference(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    numbers[1..]
        .chunks(2)
        .enumerate()
        .map(|(i, case)| {
            let (n, k) = (case[0] as usize, case[1] as usize);
            let mut least = vec![0usize; n + 1];
            for left in 1..=n {
                least[left] = (1..=left)
                    .find(|&t| t == left || least[left - t] > k * t)
                    .expect("taking everything wins");
            }
            match (1..n).find(|&t| least[n - t] > k * t) {
                Some(take) => format!("Case {}: {take}\n", i + 1),
                None => format!("Case {}: lose\n", i + 1),
            }
        })
        .collect()
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2486,
        300,
    );
}

#[test]
fn piles_far_past_the_limits_stay_exact() {
    // k = 1: the losing sizes are the powers of 2; 2^62 − 1 = 2^61 + … + 1.
    let top = 1u64 << 62;
    check(
        &format!("3\n{top} 1\n{} 1\n{} 1\n", top - 1, top - 8),
        "Case 1: lose\nCase 2: 1\nCase 3: 8\n",
    );
    // k = 2: Fibonacci nim; 2^62 is not a Fibonacci number, and its
    // smallest Zeckendorf term is the answer (`gamecore::closed::fibonacci`).
    let expected = gamecore::closed::fibonacci::winning_first_take(top).expect("not Fibonacci");
    check(&format!("1\n{top} 2\n"), &format!("Case 1: {expected}\n"));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n3 1\n4",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects("1\n1 1\n", "token 2: n must be in 2..=4611686018427387904");
    check_rejects("1\n5 0\n", "token 3: k must be in 1..=1000000");
    check_rejects(
        "1\nx 1\n",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
}

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("21\n", "T = 21 is outside 1..=20"),
            ("1\n1 1\n", "n = 1 is outside 2..=100000000"),
            ("1\n5 100001\n", "k = 100001 is outside 1..=100000"),
            ("1\n5 1\n6 1\n", "expected the end of the input"),
        ],
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
    judge::testdata::check_against_reference(TESTDATA, &["max-medium"], reference);
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

// TODO (when the problem has `max-*` cases too large for the brute force): an
// independent slower `reference`, checked against the brute force on small
// inputs with `judge::stress::check_reference_against_brute`, and
// `judge::testdata::check_against_reference(TESTDATA, &["max-"], reference)`
// so that every `max-*.out` is re-derived on each `cargo test`.
