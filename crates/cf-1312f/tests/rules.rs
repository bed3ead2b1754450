//! cf-1312f driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1312f");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1312f"))
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

const SAMPLE_1: (&str, &str) = ("3\n2 1 3 4\n7 6\n1 1 2 3\n1\n1 1 2 2\n3\n", "2\n3\n0\n");
const SAMPLE_2: (&str, &str) = (
    "10\n6 5 4 5\n2 3 2 3 1 3\n1 5 2 3\n10\n4 4 2 3\n8 10 8 5\n2 2 1 4\n8 5\n3 5 3 5\n9 2 10\n\
     4 5 5 5\n2 10 4 2\n2 3 1 4\n1 10\n3 1 5 3\n9 8 7\n2 5 4 5\n8 8\n3 5 1 4\n5 5 10\n",
    "0\n2\n1\n2\n5\n12\n5\n0\n0\n2\n",
);

/// An independent slower reference: each castle's Grundy rows by the
/// definition to 600 defenders (no window, no hashing), the least
/// (preperiod, period) that the 600 rows show, and the rows extended by it.
/// Apparent, checked to 600 — enough as a second opinion on `max-*`, and
/// itself compared with the brute force below.
fn reference(input: &str) -> String {
    const LEN: usize = 600;
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut rest = &numbers[1..];
    let mut output = String::new();
    for _ in 0..numbers[0] {
        let n = rest[0] as usize;
        let s = [rest[1], rest[2], rest[3]];
        let mex = |v: &[u8]| (0u8..).find(|c| !v.contains(c)).unwrap();
        let mut g: Vec<[u8; 3]> = vec![[0; 3]];
        for k in 1..LEN as u64 {
            let at = |kind: usize| g[k.saturating_sub(s[kind]) as usize][kind];
            let (a, b, c) = (at(0), at(1), at(2));
            g.push([mex(&[a, b, c]), mex(&[a, c]), mex(&[a, b])]);
        }
        let (mu, p) = (1..LEN / 3)
            .flat_map(|p| (0..LEN / 3).map(move |mu| (mu, p)))
            .find(|&(mu, p)| (mu..LEN - p).all(|k| g[k] == g[k + p]))
            .expect("a period within the table");
        let row = |k: u64| {
            let k = if k < mu as u64 {
                k
            } else {
                mu as u64 + (k - mu as u64) % p as u64
            };
            g[k as usize]
        };
        let mut total = 0;
        let mut changes = Vec::new();
        for &a in &rest[4..4 + n] {
            if a == 0 {
                continue;
            }
            let now = row(a)[0];
            total ^= now;
            for (kind, &strength) in s.iter().enumerate() {
                changes.push(now ^ row(a.saturating_sub(strength))[kind]);
            }
        }
        let count = changes.iter().filter(|&&c| c == total).count();
        output += &format!("{count}\n");
        rest = &rest[4 + n..];
    }
    output
}

#[test]
fn samples() {
    check(SAMPLE_1.0, SAMPLE_1.1);
    check(SAMPLE_2.0, SAMPLE_2.1);
}

#[test]
fn brute_force_agrees_with_the_samples() {
    assert_eq!(oracle::brute(SAMPLE_1.0), SAMPLE_1.1);
    assert_eq!(oracle::brute(SAMPLE_2.0), SAMPLE_2.1);
}

#[test]
fn brute_force_tries_every_attack_on_every_castle() {
    // By hand, x = y = z = 1 on one castle of 1: each of the three attacks
    // empties it, so all three win; on 2 none does (the Black King takes the
    // last defender).
    assert_eq!(oracle::winning_first_attacks(&[1], [1, 1, 1]), 3);
    assert_eq!(oracle::winning_first_attacks(&[2], [1, 1, 1]), 0);
    // Two castles of 1: every first attack leaves one defender to the Black King.
    assert_eq!(oracle::winning_first_attacks(&[1, 1], [1, 1, 1]), 0);
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1312,
        200,
    );
}

#[test]
fn sizes_past_the_limits_stay_exact() {
    let max = u64::MAX;
    let input = format!(
        "3\n3 5 1 5\n{max} {} 1000000000000000000\n2 4 4 3\n{max} 0\n1 2 3 1\n0\n",
        max - 7
    );
    check(&input, &reference(&input));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2 1 3 4\n7",
        "token 7: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1 1 x 4\n7",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n1 1 6 4\n7",
        "token 4: an attack strength (x, y, z) must be in 1..=5",
    );
    check_rejects(
        "1\n1 0 1 1\n7",
        "token 3: an attack strength (x, y, z) must be in 1..=5",
    );
    // A huge count is streamed, never allocated: the input ends first.
    check_rejects(
        "1\n1000000000000 1 2 3\n5 6",
        "token 8: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "18446744073709551615\n1 1 2 3\n5\n",
        "token 7: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1 1 2 3\n18446744073709551616",
        "token 6: expected an unsigned 64-bit integer",
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

/// testdata/cf-1312f/README.md names every case's origin and has no TODO left
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
