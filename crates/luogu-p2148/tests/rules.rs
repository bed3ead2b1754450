//! luogu-p2148 driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/luogu-p2148");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_luogu-p2148"))
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

const SAMPLE: (&str, &str) = ("2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n", "YES\nNO\n");

/// An independent reference: each pair's value found bit by bit (the least
/// k with bit k clear in both a − 1 and b − 1), no `gamecore`.
fn reference(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut rest = &numbers[1..];
    let mut output = String::new();
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        let mut x = 0;
        for p in rest[1..=n].chunks(2) {
            let k = (0..64)
                .find(|k| (p[0] - 1) >> k & 1 == 0 && (p[1] - 1) >> k & 1 == 0)
                .unwrap_or(64); // (a − 1) | (b − 1) all ones: value 64
            x ^= k;
        }
        output += if x != 0 { "YES\n" } else { "NO\n" };
        rest = &rest[n + 1..];
    }
    output
}

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_follows_the_statement_example() {
    // The statement's play: from 1 2 | 3 1, E removes 1 and splits 2 into
    // 1 1; W must split 3; E splits the last 2: W is left with all ones.
    assert!(oracle::first_player_wins(&[(1, 2), (3, 1)]));
    assert!(!oracle::first_player_wins(&[(1, 1)]));
    // (2, 2): whichever pile is split, (1, 1) is left.
    assert!(oracle::first_player_wins(&[(2, 2)]));
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2148,
        200,
    );
}

#[test]
fn sizes_past_the_limits_stay_exact() {
    // u64::MAX − 1 | 2^32 − 1 has all 64 bits set: the value 64.
    let max = u64::MAX;
    let input = format!(
        "3\n2\n{max} {max}\n2\n{max} 1\n4\n{} 2 {max} 4294967296\n",
        1u64 << 63
    );
    check(&input, &reference(&input));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n4\n1 2 3",
        "token 6: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects("1\n3\n1 2 3\n", "token 2: N must be even");
    check_rejects(
        "1\n2\n0 2\n",
        "token 3: a pile must have at least one stone",
    );
    check_rejects(
        "1\n2\n1 x\n",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    // Huge counts are read as a stream, never allocated.
    check_rejects(
        "1\n1000000000000\n1 2\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "18446744073709551615\n2\n1 2\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n2\n1 18446744073709551616\n",
        "token 4: expected an unsigned 64-bit integer",
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

/// testdata/luogu-p2148/README.md names every case's origin and has no TODO left
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
