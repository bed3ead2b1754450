//! Codeforces 603C driven as a judge would: the samples, bad input, exactness
//! past the limits, and the test data's provenance (the brute force, which
//! makes every split literally, or for the largest inputs an independent
//! reference). The comparison with the brute force on random inputs is the
//! test `stress`.

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-603c");
const SAMPLES: [(&str, &str); 2] = [("2 1\n3 4\n", "Kevin\n"), ("1 2\n3\n", "Nicky\n")];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-603c"))
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

/// A pile's value for odd k, recursively (depth ≤ 64): the small values,
/// then 0 for odd piles and mex{0, g(a/2)} for even ones.
fn odd_k_value(a: u64) -> u64 {
    match a {
        0..=4 => [0, 1, 0, 1, 2][a as usize],
        _ if a % 2 == 1 => 0,
        _ => {
            if odd_k_value(a / 2) == 1 {
                2
            } else {
                1
            }
        }
    }
}

/// A pile's value: k piles of x are worth g(x) for odd k and 0 for even k.
fn reference_value(a: u64, k: u64) -> u64 {
    if k % 2 == 1 {
        odd_k_value(a)
    } else if a <= 2 {
        a
    } else {
        1 - a % 2
    }
}

/// Independent reference for inputs too large to play out: the values above
/// (written without `gamecore`, recursively), XORed. Checked against the mex
/// table in `reference_values_match_the_mex_table` and against the brute
/// force in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let (n_piles, k) = (numbers[0] as usize, numbers[1]);
    let nim_sum = numbers[2..2 + n_piles]
        .iter()
        .fold(0, |acc, &a| acc ^ reference_value(a, k));
    if nim_sum != 0 { "Kevin\n" } else { "Nicky\n" }.to_string()
}

#[test]
fn samples() {
    for (input, expected) in SAMPLES {
        check(input, expected);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, expected) in SAMPLES {
        assert_eq!(oracle::brute(input), expected);
    }
}

#[test]
fn a_split_makes_k_piles() {
    assert_eq!(oracle::pile_moves(6, 3), [vec![5], vec![3, 3, 3]]);
    assert_eq!(oracle::pile_moves(5, 3), [vec![4]]);
    assert_eq!(oracle::pile_moves(1, 2), [Vec::<u64>::new()]);
}

#[test]
fn reference_values_match_the_mex_table() {
    // g(a) = mex{g(a − 1), value of k piles of a/2}, the latter the XOR of k
    // copies (computed by folding for small k).
    for k in [1u64, 2, 3, 4, 5] {
        let mut table = vec![0u64; 20_001];
        for a in 1..table.len() {
            let mut options = vec![table[a - 1]];
            if a % 2 == 0 {
                options.push((0..k).fold(0, |acc, _| acc ^ table[a / 2]));
            }
            table[a] = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(reference_value(a as u64, k), table[a], "a {a}, k {k}");
            assert_eq!(reference_value(a as u64, k + 1_000_000_000 - 1), {
                // k and k + 999 999 999 differ in parity.
                let other = if k % 2 == 1 { 2 } else { 1 };
                reference_value(a as u64, other)
            });
        }
    }
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        603,
        500,
    );
}

#[test]
fn values_past_the_limits_stay_exact() {
    let max = u64::MAX;
    // Odd k: u64::MAX is odd (value 0); 2^63 halves down to 4 in 61 steps,
    // value 1; u64::MAX − 1 = 2·(2^63 − 1), value mex{0, 0} = 1.
    check(&format!("1 {max}\n{max}\n"), "Nicky\n");
    check(&format!("2 {max}\n{} {}\n", 1u64 << 63, max - 1), "Nicky\n");
    check(&format!("1 1\n{}\n", 1u64 << 62), "Kevin\n");
    // Even k: even piles from 4 on are worth 1, odd ones from 3 on 0.
    check(&format!("2 {}\n{} {}\n", max - 1, max - 1, 4), "Nicky\n");
    let input = format!("3 3\n{} {} {}\n", 1u64 << 40, 3u64 << 50, max);
    check(&input, &reference(&input));
}

#[test]
fn below_the_limits_is_well_defined() {
    // Empty piles, and k = 0 (a split would make the pile vanish).
    for input in ["1 1\n0\n", "2 0\n2 4\n", "3 0\n1 2 3\n"] {
        check(input, &oracle::brute(input));
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2 1\n3",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1 -1\n3\n",
        "token 2: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "1 1\n18446744073709551616\n",
        "token 3: expected an unsigned 64-bit integer",
    );
    check_rejects(
        "18446744073709551615 1\n1\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_reference() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::generate,
        oracle::brute,
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
