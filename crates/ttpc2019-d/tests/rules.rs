//! ttpc2019-d driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/ttpc2019-d");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ttpc2019-d"))
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

const SAMPLES: [(&str, &str); 3] = [
    ("1\n13\n", "An\n"),
    ("2\n17 13\n", "An\n"),
    ("6\n49529 868033 52361 519803 19289 386501\n", "Ai\n"),
];

fn is_prime(n: u64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// An independent slower reference: trial-division primality and, for each
/// pile, the recurrence G(p) = mex{0, and if p − 2 is prime: G(p − 2), G(2)}
/// walked down the chain p, p − 2, … (the options of a prime pile, from the
/// parity argument), no closed form and no `gamecore`.
fn reference(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let n = numbers[0] as usize;
    let mut x = 0;
    for &p in &numbers[1..=n] {
        // The chain p, p − 2, p − 4, … while each is prime; evaluate it upwards.
        let mut chain = vec![p];
        while *chain.last().unwrap() > 2 && is_prime(chain.last().unwrap() - 2) {
            let next = chain.last().unwrap() - 2;
            chain.push(next);
        }
        let mut g = 1; // the bottom of the chain has the single option 0
        for _ in 1..chain.len() {
            let options = [0, g, 1];
            g = (0..).find(|v| !options.contains(v)).unwrap();
        }
        x ^= g;
    }
    (if x != 0 { "An\n" } else { "Ai\n" }).to_string()
}

#[test]
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples_it_reaches() {
    // The third sample's piles are too large for the whole-game search; the
    // reference below (checked against the brute force) covers it.
    for (input, output) in &SAMPLES[..2] {
        assert_eq!(oracle::brute(input), *output);
    }
    assert_eq!(reference(SAMPLES[2].0), SAMPLES[2].1);
}

#[test]
fn brute_force_follows_the_rules_by_hand() {
    // 2: take both. 2 2: Ai takes the other. 7 alone: take 7.
    assert!(oracle::an_wins(&[2]));
    assert!(!oracle::an_wins(&[2, 2]));
    assert!(oracle::an_wins(&[7]));
    // 5 is worth 2 (options 0, 3 and 2): 5 with 3 and 2 is 2 ⊕ 1 ⊕ 1.
    assert!(oracle::an_wins(&[5, 3, 2]));
    assert!(!oracle::an_wins(&[5, 5]));
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2019,
        300,
    );
}

#[test]
fn piles_past_the_assumed_bound_stay_exact() {
    // 4294967291 is the largest u32 prime (its p − 2 is a multiple of 3); 1000003,
    // 1000033 and 1000037 are primes just past the assumed bound of 10^6.
    let input = "4\n4294967291 1000003 1000033 1000037\n";
    check(input, &reference(input));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n13",
        "token 3: expected an unsigned 32-bit integer, found end of input",
    );
    check_rejects("2\n13 9\n", "token 3: a pile X_i must be a prime number");
    check_rejects("1\n1\n", "token 2: a pile X_i must be a prime number");
    check_rejects(
        "1\n4294967296\n",
        "token 2: expected an unsigned 32-bit integer",
    );
    check_rejects(
        "1000000000000\n2 3\n",
        "token 4: expected an unsigned 32-bit integer, found end of input",
    );
    check_rejects(
        "18446744073709551615\n2\n",
        "token 3: expected an unsigned 32-bit integer, found end of input",
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
    judge::testdata::check_against_reference(TESTDATA, &["sample-3", "max-"], reference);
}

/// testdata/ttpc2019-d/README.md names every case's origin and has no TODO left
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
