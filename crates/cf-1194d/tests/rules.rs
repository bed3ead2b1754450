//! Codeforces 1194D driven as a judge would: the sample, the answers off the
//! statement's domain, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1194d");

const SAMPLE_IN: &str = "4\n0 3\n3 3\n3 4\n4 4\n";
const SAMPLE_OUT: &str = "Bob\nAlice\nBob\nAlice\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1194d"))
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

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_IN), SAMPLE_OUT);
}

#[test]
fn brute_force_tries_every_move() {
    // By hand: with k = 3 the lost cells are 0, 4, 8 (3 moves straight to 0);
    // with k = 4 they are 0, 3, 6, 9 (4 − 4 = 0 is won, but 4 − 1 = 3 is lost).
    let lost = |k| -> Vec<u64> { (0..10).filter(|&n| !oracle::wins(n, k)).collect() };
    assert_eq!(lost(3), [0, 4, 8]);
    assert_eq!(lost(4), [0, 3, 6, 9]);
}

/// k = 1 and 2 (off the judge's k ≥ 3), and k far above n, against the
/// brute force: every n ≤ 60.
#[test]
fn small_k_and_huge_k_agree_with_the_brute_force() {
    for k in [1, 2, 3, 6, 1_000_000_000, u64::MAX] {
        let input: String =
            "61\n".to_string() + &(0..=60).map(|n| format!("{n} {k}\n")).collect::<String>();
        check(&input, &oracle::brute(&input));
    }
}

#[test]
fn values_past_the_limits_stay_exact() {
    // 2^64 − 1 is a multiple of 3: with k = 2^64 − 1 the cell n = k has the
    // value 3 (Alice) and n = k − 1 = 3·m + 2 the value 2 (Alice); with
    // k = 2^64 − 2 (not a multiple of 3) n = 2^64 − 1 ≡ 0 (mod 3) is lost.
    let max = u64::MAX;
    check(
        &format!("3\n{max} {max}\n{} {max}\n{max} {}\n", max - 1, max - 1),
        "Alice\nAlice\nBob\n",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n3 3\n4",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n3 x",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n5 0\n",
        "token 3: k must be positive (a move of 0 cells is not a move)",
    );
    check_rejects(
        "1\n-1 3\n",
        "token 2: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "18446744073709551616\n",
        "token 1: expected a non-negative integer (usize)",
    );
}

#[test]
fn a_huge_count_is_read_lazily() {
    // 10^12 and 2^64 − 1 games announced, two given: the answers for those
    // two are printed, then the missing third game is reported.
    for count in ["1000000000000", "18446744073709551615"] {
        solution()
            .write_stdin(format!("{count}\n0 3\n3 3\n"))
            .assert()
            .code(2)
            .stdout(judge_eq("Bob\nAlice\n"))
            .stderr(error_line(
                "token 6: expected an unsigned 64-bit integer, found end of input",
            ));
    }
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

/// testdata/cf-1194d/README.md names every case's origin and has no TODO left
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
