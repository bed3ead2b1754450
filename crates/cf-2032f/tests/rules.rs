//! Codeforces 2032F driven as a judge would: the sample, pockets past the
//! limits, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-2032f");
const SAMPLE_IN: &str = "5\n3\n1 2 3\n4\n1 2 3 1\n5\n1 1 1 1 1\n2\n1 1\n10\n1 2 3 4 5 6 7 8 9 10\n";
const SAMPLE_OUT: &str = "1\n4\n16\n0\n205\n";
/// The sample's first four cases (the fifth, ten pockets up to 10, has too
/// many positions for literal play of every division).
const SAMPLE_SMALL_IN: &str = "4\n3\n1 2 3\n4\n1 2 3 1\n5\n1 1 1 1 1\n2\n1 1\n";
const SAMPLE_SMALL_OUT: &str = "1\n4\n16\n0\n";
const MODULUS: u64 = 998_244_353;

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-2032f"))
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

/// The count for one row by another route than `gamecore`'s closed sum:
/// every start s (≤ l + 1) and end r (≥ l + 1) of the first non-trivial
/// box, its XOR computed from its own pockets, Alice winning when she starts
/// it (s − 1 even) exactly if that XOR is not 0; `O(l · n)`. Rests on the
/// control lemma alone (the starter of the first non-trivial box decides),
/// which the brute force checks.
fn reference_row(pockets: &[u64]) -> u64 {
    let n = pockets.len();
    let mut pow2 = vec![1u64; n + 1];
    for i in 1..=n {
        pow2[i] = pow2[i - 1] * 2 % MODULUS;
    }
    let ways_free = |count: usize| pow2[count.saturating_sub(1)];
    let l = pockets.iter().take_while(|&&a| a == 1).count();
    if l == n {
        return if n % 2 == 1 { pow2[n - 1] } else { 0 };
    }
    let mut total = 0;
    for s in 1..=l + 1 {
        let alice_starts = (s - 1) % 2 == 0;
        let mut xor = pockets[s - 1..l].iter().fold(0, |acc, &a| acc ^ a);
        for r in l + 1..=n {
            xor ^= pockets[r - 1];
            if alice_starts == (xor != 0) {
                total = (total + ways_free(s - 1) * ways_free(n - r)) % MODULUS;
            }
        }
    }
    total
}

/// Independent reference for the `max-` cases: [`reference_row`] per case.
/// Checked against the brute force by
/// `the_reference_agrees_with_the_sample_and_the_brute_force`.
fn reference(input: &str) -> String {
    judge::input::counted_lists::<u64>(input)
        .iter()
        .map(|row| format!("{}\n", reference_row(row)))
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
        2032,
        400,
    );
}

#[test]
fn pockets_past_the_limits_stay_exact() {
    let top = u64::MAX;
    let input = format!("2\n3\n{top} {top} 1\n4\n1 {top} 2 {}\n", top - 1);
    check(&input, &reference(&input));
}

#[test]
fn a_missing_final_line_break() {
    check(SAMPLE_IN.trim_end(), SAMPLE_OUT);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1\nx\n",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n2\n1 0\n",
        "token 4: every pocket holds at least one peanut",
    );
    check_rejects("1\n0\n", "token 2: n must be at least 1");
    // Huge counts are read one token at a time, never allocated up front.
    check_rejects(
        "1\n1000000000000\n1 2\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n18446744073709551615\n1\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "18446744073709551615\n2\n1\n",
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

/// testdata/cf-2032f/README.md names every case's origin and has no TODO left
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
            ("1\n1\n0\n", "outside"),
            ("1\n1\n1000000001\n", "outside"),
            ("1\n0\n", "outside"),
            ("2\n1\n1\n", "expected"),
            ("1\n1\n1\n7\n", "expected the end of the input"),
        ],
    );
}
