//! AtCoder ARC168 B driven as a judge would: the samples, the answers off the
//! statement's domain, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/arc-168b");

const SAMPLES: [(&str, &str); 3] = [
    ("3\n1 2 3\n", "2\n"),
    ("4\n1 2 3 4\n", "-1\n"),
    ("2\n100 100\n", "0\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_arc-168b"))
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
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    // The third sample's two piles of 100 take the brute force some 20 s in
    // a debug build (100 caps, each a search over pairs of piles): it plays
    // two piles of 12 instead, the same shape and answer.
    for (input, output) in &SAMPLES[..2] {
        assert_eq!(oracle::brute(input), *output);
    }
    assert_eq!(oracle::brute("2\n12 12\n"), "0\n");
}

#[test]
fn brute_force_takes_at_most_k() {
    // By hand: a pile of 3 with takes of 1 or 2 is lost (whatever is taken,
    // the rest can be taken); so {1, 2, 3} with k = 2 is won by taking the
    // pile of 1 and then answering the pile of 2 as {2, 2} (mirror), while
    // k = 3 is plain Nim with nim-sum 0, lost. The sample's answer is 2.
    assert_eq!(game::moves((2, 3)), [vec![(2, 2)], vec![(2, 1)]]);
    assert_eq!(game::moves((5, 1)), [Vec::<(u64, u64)>::new()]);
    assert!(!oracle::wins(2, &[3]));
    assert!(oracle::wins(2, &[1, 2, 3]));
    assert!(!oracle::wins(3, &[1, 2, 3]));
}

/// Piles of 0 (off the judge's A ≥ 1) and N = 1, against the brute force.
#[test]
fn empty_piles_and_one_pile_agree_with_the_brute_force() {
    for input in ["1\n1\n", "1\n7\n", "3\n0 5 5\n", "2\n0 0\n", "3\n0 1 1\n"] {
        check(input, &oracle::brute(input));
    }
    check("0\n", "0\n");
}

#[test]
fn values_past_the_limits_stay_exact() {
    let max = u64::MAX;
    check(&format!("2\n{max} {max}\n"), "0\n");
    check(&format!("1\n{max}\n"), "-1\n");
    check(
        &format!("3\n{max} {} 1\n", max - 1),
        &format!("{}\n", max - 1),
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "2\n1 -3\n",
        "token 3: expected an unsigned 64-bit integer, found `-3`",
    );
    check_rejects(
        "2\n1 18446744073709551616\n",
        "token 3: expected an unsigned 64-bit integer",
    );
}

#[test]
fn a_huge_count_is_read_lazily() {
    for n in ["1000000000000", "18446744073709551615"] {
        check_rejects(
            &format!("{n}\n1 2\n"),
            "token 4: expected an unsigned 64-bit integer, found end of input",
        );
    }
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

/// An independent reference for the large cases, written the way the
/// editorial's published solutions are: the nim-sum, then a set toggled by
/// every pile (a size leaves it when it comes again), its largest member m
/// giving m − 1.
fn reference(input: &str) -> String {
    let piles: Vec<u64> = judge::input::tokens(input).skip(1).collect();
    let mut odd = std::collections::BTreeSet::new();
    let mut nim_sum = 0;
    for &a in &piles {
        nim_sum ^= a;
        if !odd.remove(&a) {
            odd.insert(a);
        }
    }
    let answer: i128 = if nim_sum != 0 {
        -1
    } else {
        odd.iter()
            .next_back()
            .map_or(0, |&m| i128::from(m) - 1)
            .max(0)
    };
    format!("{answer}\n")
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        168,
        100,
    );
}

/// testdata/arc-168b/README.md names every case's origin and has no TODO left
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
