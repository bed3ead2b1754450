//! abc-206f driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/abc-206f");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_abc-206f"))
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
    "5\n3\n53 98\n8 43\n12 53\n10\n4 7\n5 7\n3 7\n4 5\n5 8\n6 9\n4 8\n5 10\n1 9\n5 10\n2\n58 98\n11 29\n6\n79 83\n44 83\n38 74\n49 88\n18 45\n64 99\n1\n5 9\n",
    "Bob\nAlice\nBob\nAlice\nAlice\n",
);

/// An independent slower reference, the editorial's DP on raw coordinates:
/// sg[l][r] for every integer span 1 ≤ l ≤ r ≤ the largest endpoint, each the
/// mex over the intervals inside (no compression, no `gamecore`).
fn reference(input: &str) -> String {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let mut rest = &numbers[1..];
    let mut output = String::new();
    for _ in 0..numbers[0] {
        let n = rest[0];
        let iv: Vec<(usize, usize)> = rest[1..=2 * n].chunks(2).map(|p| (p[0], p[1])).collect();
        rest = &rest[2 * n + 1..];
        let top = iv.iter().map(|&(_, r)| r).max().unwrap_or(0);
        let mut sg = vec![vec![0u32; top + 1]; top + 1];
        for len in 1..=top {
            for l in 0..=top - len {
                let r = l + len;
                let options: Vec<u32> = iv
                    .iter()
                    .filter(|&&(a, b)| l <= a && b <= r)
                    .map(|&(a, b)| sg[l][a] ^ sg[b][r])
                    .collect();
                sg[l][r] = (0..).find(|v| !options.contains(v)).unwrap();
            }
        }
        output += if sg[0][top] != 0 { "Alice\n" } else { "Bob\n" };
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
fn brute_force_follows_the_rules_by_hand() {
    // Touching half-open intervals share no point: two moves, Bob wins.
    assert!(!oracle::alice_wins(&[(1, 2), (2, 3)]));
    // Overlapping ones: one move.
    assert!(oracle::alice_wins(&[(1, 3), (2, 4)]));
    // The same interval twice: picking one blocks the other.
    assert!(oracle::alice_wins(&[(5, 9), (5, 9)]));
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        206,
        200,
    );
}

#[test]
fn coordinates_past_the_limits_give_the_same_answers_scaled() {
    // Only the order of the endpoints matters: the sample with every
    // endpoint multiplied by 10^17 (and shifted) has the sample's answers.
    let numbers: Vec<u64> = judge::input::tokens(SAMPLE.0).collect();
    let mut scaled = format!("{}\n", numbers[0]);
    let mut rest = &numbers[1..];
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        scaled += &format!("{n}\n");
        for p in rest[1..=2 * n].chunks(2) {
            let f = |x: u64| x * 100_000_000_000_000_000 + 7;
            scaled += &format!("{} {}\n", f(p[0]), f(p[1]));
        }
        rest = &rest[2 * n + 1..];
    }
    check(&scaled, SAMPLE.1);
    check("1\n1\n0 18446744073709551615\n", "Alice\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1 3\n2",
        "token 6: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects("1\n1\n3 3\n", "token 4: an interval [L, R) needs L < R");
    check_rejects(
        "1\n1\n3 x\n",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects("21\n", "token 1: T must be at most 20");
    check_rejects("1000000000000\n", "token 1: T must be at most 20");
    check_rejects("1\n101\n", "token 2: N must be at most 100");
    check_rejects(
        "1\n18446744073709551615\n",
        "token 2: N must be at most 100",
    );
    check_rejects(
        "1\n1\n1 18446744073709551616\n",
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

/// testdata/abc-206f/README.md names every case's origin and has no TODO left
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
