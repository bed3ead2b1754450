//! Codeforces 2027E2 driven as a judge would: the samples, piles past the
//! limits, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::HashMap;

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-2027e2");
const SAMPLE_IN: &str = "7\n3\n1 2 3\n3 2 2\n1\n13\n45\n5\n5 4 7 8 6\n4 4 5 5 5\n\
4\n6 4 8 8\n12 13 14 12\n3\n92856133 46637598 12345678\n29384774 73775896 87654321\n\
2\n65 12\n110 31\n4\n677810235 275091182 428565855 720629731\n\
74522416 889934149 3394714 230851724\n";
const SAMPLE_OUT: &str = "4\n4\n0\n6552\n722019507\n541\n665443265\n";
/// The sample's cases whose bounds are small enough for the brute force
/// (the first four and the sixth).
const SAMPLE_SMALL_IN: &str = "5\n3\n1 2 3\n3 2 2\n1\n13\n45\n5\n5 4 7 8 6\n4 4 5 5 5\n\
4\n6 4 8 8\n12 13 14 12\n2\n65 12\n110 31\n";
const SAMPLE_SMALL_OUT: &str = "4\n4\n0\n6552\n541\n";
const MODULUS: u64 = 1_000_000_007;

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-2027e2"))
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

/// The number of x in 1..=b of each value, by a digit DP over the bits of x
/// (`gamecore::sg::bit_game` counts in closed form; this is the DP of a
/// published write-up, not its code): the state counts the ones of the
/// reduced value s and its length, plus whether a bit of a has freed the rest, s's last
/// bit, and whether x is still equal to b's prefix; states in a hash map.
/// At the end s is all ones when ones = length, a power of two when it has
/// one 1, and 2^k − 2 when ones = length − 1 and the last bit is 0.
fn reference_counts(a: u64, b: u64) -> HashMap<u64, u64> {
    // (ones, length, freed, last bit, tight) → count.
    let mut states: HashMap<(u64, u64, bool, bool, bool), u64> = HashMap::new();
    states.insert((0, 0, false, false, true), 1);
    for bit in (0..64).rev() {
        let (a_bit, b_bit) = (a >> bit & 1 == 1, b >> bit & 1 == 1);
        let mut next = HashMap::new();
        for (&(ones, length, freed, last, tight), &count) in &states {
            for x_bit in [false, true] {
                if tight && x_bit && !b_bit {
                    continue;
                }
                let tight = tight && x_bit == b_bit;
                let key = if !x_bit {
                    (ones, length, freed || a_bit, last, tight)
                } else if a_bit || freed {
                    (ones + 1, length + 1, freed, true, tight)
                } else if ones == 0 {
                    (0, 0, freed, false, tight)
                } else {
                    (ones, length + 1, freed, false, tight)
                };
                *next.entry(key).or_insert(0) += count;
            }
        }
        states = next;
    }
    let mut counts = HashMap::new();
    for (&(ones, length, _, last, _), &count) in &states {
        let value = if ones == 0 {
            0
        } else if ones == 1 {
            (length - 1) ^ 1
        } else if ones == length {
            length
        } else if ones + 1 == length && !last {
            0
        } else {
            length
        };
        *counts.entry(value).or_insert(0) += count;
    }
    // x = 0 is not a pile.
    *counts.get_mut(&0).unwrap() -= 1;
    counts
}

/// The XOR convolution of two count vectors (128 values: every value
/// below 2^7), modulo 10^9 + 7, product by product.
fn xor_convolve(f: &[u64], g: &[u64]) -> Vec<u64> {
    let mut h = vec![0u64; 128];
    for (x, &fx) in f.iter().enumerate() {
        for (y, &gy) in g.iter().enumerate() {
            h[x ^ y] = (h[x ^ y] + fx * gy) % MODULUS;
        }
    }
    h
}

/// Independent reference for the `max-` cases and the largest answered
/// input: [`reference_counts`] for each distinct pile (a, b), then the
/// choices by XOR: a pile repeated k times is the k-th XOR convolution
/// power of its counts (by squaring), and the distinct piles are
/// convolved one by one. Checked against the brute force by
/// `the_reference_agrees_with_the_brute_force` and with the whole sample.
fn reference(input: &str) -> String {
    oracle::parse(input)
        .iter()
        .map(|piles| {
            let mut repeats: HashMap<(u64, u64), u64> = HashMap::new();
            for &(b, a) in piles {
                *repeats.entry((a, b)).or_insert(0) += 1;
            }
            let mut ways = vec![0u64; 128];
            ways[0] = 1;
            for (&(a, b), &k) in &repeats {
                let mut power = vec![0u64; 128];
                for (value, count) in reference_counts(a, b) {
                    power[value as usize] = count % MODULUS;
                }
                let mut k = k;
                while k > 0 {
                    if k & 1 == 1 {
                        ways = xor_convolve(&ways, &power);
                    }
                    power = xor_convolve(&power, &power);
                    k >>= 1;
                }
            }
            format!("{}\n", ways[0])
        })
        .collect()
}

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_SMALL_IN), SAMPLE_SMALL_OUT);
}

#[test]
fn the_reference_agrees_with_the_sample_and_the_brute_force() {
    assert_eq!(reference(SAMPLE_IN), SAMPLE_OUT);
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2027,
        200,
    );
}

#[test]
fn piles_past_the_limits_stay_exact() {
    let top = u64::MAX;
    // One pile with a = 2^64 − 1: x is Nim on its bits, worth popcount(x);
    // Bob wins for no x ≥ 1.
    check(&format!("1\n1\n{top}\n{top}\n"), "0\n");
    // Two piles of bound 2^64 − 1 (Nim on x's bits): Bob wins when the
    // popcounts are equal; counted by the reference, modulo 10^9 + 7.
    let input = format!("1\n2\n{top} {top}\n{top} {top}\n");
    check(&input, &reference(&input));
    let input = format!("1\n3\n{} 5 0\n{top} {} 9\n", top - 1, 1u64 << 63);
    check(&input, &reference(&input));
}

/// The largest input the binary answers (the oracle's `answered`, which
/// `cargo xtask bench --answered` times against the judge's 2 s): 10^5
/// piles of 64-bit values, counted exactly. It took 3.0 s when the piles
/// were counted by a digit DP and combined by a quadratic knapsack.
#[test]
fn the_largest_answered_input_is_exact() {
    let limits = judge::oracle::Limits::load(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
        .expect("the crate's limits");
    let mut input = Vec::new();
    oracle::ORACLE
        .max
        .write_answered(env!("CARGO_PKG_NAME"), &limits, &mut input)
        .expect("the answered input");
    let input = String::from_utf8(input).expect("ASCII");
    check(&input, &reference(&input));
}

#[test]
fn a_missing_final_line_break() {
    check(SAMPLE_IN.trim_end(), SAMPLE_OUT);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1 6\n10",
        "token 6: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1\n1\nx\n",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n1\n18446744073709551616\n1\n",
        "token 3: expected an unsigned 64-bit integer, found `18446744073709551616`",
    );
    // Huge counts are read one token at a time, never allocated up front.
    check_rejects(
        "1\n1000000000000\n1 2\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n18446744073709551615\n1 2\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "18446744073709551615\n1\n1\n",
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

/// testdata/cf-2027e2/README.md names every case's origin and has no TODO left
/// (the workspace checks every problem's the same way, in
/// xtask/tests/testdata_origins.rs).
#[test]
fn every_case_has_an_origin() {
    if let Err(problems) = judge::testdata::check_provenance(std::path::Path::new(TESTDATA)) {
        panic!("{problems}");
    }
}

#[test]
fn the_validator_accepts_the_samples_and_the_max_input() {
    // The cases the validator refuses are ours, and the testdata README lists
    // exactly those under `## Ours`.
    judge::checks::check_validator(
        &oracle::ORACLE,
        env!("CARGO_PKG_NAME"),
        env!("CARGO_MANIFEST_DIR"),
        TESTDATA,
    );
}

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("1\n1\n0\n1\n", "outside"),
            ("1\n1\n1\n1073741824\n", "outside"),
            ("1\n0\n", "outside"),
            ("2\n1\n1\n1\n", "expected"),
            ("1\n1\n1\n1\n7\n", "expected the end of the input"),
        ],
    );
}
