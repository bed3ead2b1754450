//! EDPC L driven as a judge would: the five samples, exactness past the
//! limits, bad input, the rule file's guess against literal play, the
//! independent reference for the max-size cases, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/atcoder-dp-l");

/// The statement's five samples.
const SAMPLES: [(&str, &str); 5] = [
    ("4\n10 80 90 30\n", "10\n"),
    ("3\n10 100 10\n", "-80\n"),
    ("1\n10\n", "10\n"),
    (
        "10\n1000000000 1 1000000000 1 1000000000 1 1000000000 1 1000000000 1\n",
        "4999999995\n",
    ),
    ("6\n4 2 9 7 1 5\n", "2\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_atcoder-dp-l"))
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

/// An independent slower way to the answer for rows too long for the brute
/// force: the interval values in 128-bit arithmetic, one right end at a time
/// (`best[lo]` holds v(lo, hi) for the current hi), in the other order from
/// gamecore's diagonals and without its in-place overwrite.
fn reference(input: &str) -> String {
    let row: Vec<i128> = oracle::row_of(input).into_iter().map(i128::from).collect();
    let n = row.len();
    // best[lo] = v(lo, hi − 1) while next[lo] = v(lo, hi) is computed.
    let mut best = vec![0i128; n + 1];
    let mut next = vec![0i128; n + 1];
    for hi in 1..=n {
        next[hi - 1] = row[hi - 1];
        for lo in (0..hi - 1).rev() {
            next[lo] = (row[lo] - next[lo + 1]).max(row[hi - 1] - best[lo]);
        }
        std::mem::swap(&mut best, &mut next);
    }
    format!("{}\n", best.first().copied().unwrap_or(0))
}

#[test]
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, output) in SAMPLES {
        assert_eq!(oracle::brute(input), output, "{input}");
    }
}

/// The rule file's formula for the prefixes of sample 4's row, against
/// literal play of each prefix.
#[test]
fn the_rule_files_guess_is_literal_play_of_every_prefix() {
    for n in 0..=16 {
        let (guess, row) = oracle::guess_and_start(n);
        assert_eq!(row.len() as u64, n);
        assert_eq!(guess, oracle::literal(&row), "start({n})");
    }
    // Sample 4 is start(10).
    assert_eq!(oracle::guess_and_start(10).0, 4_999_999_995);
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3171,
        300,
    );
}

#[test]
fn values_past_the_limits_stay_exact() {
    // No number: nothing to take.
    check("0\n", "0\n");
    // Three numbers of (2^63 − 1)/3: the first player takes two of them.
    let third = i64::MAX / 3;
    check(
        &format!("3\n{third} {third} {third}\n"),
        &format!("{third}\n"),
    );
    check(&format!("1\n{}\n", i64::MAX), &format!("{}\n", i64::MAX));
    check(&format!("1\n{}\n", -i64::MAX), &format!("{}\n", -i64::MAX));
    // Negative numbers: every take is a loss; the first player takes −10,
    // the second the other −10, and the first must take −100.
    check("3\n-10 -100 -10\n", "-100\n");
    check("2\n-5 0\n", "5\n");
}

#[test]
fn the_binary_answers_up_to_its_bound_and_refuses_past_it() {
    let row = |n: usize| format!("{n}\n{}\n", vec!["1"; n].join(" "));
    check(&row(oracle::MAX_N as usize), "0\n");
    check_rejects(
        &row(oracle::MAX_N as usize + 1),
        "token 1: N must be at most 20000",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2",
        "token 4: expected a 64-bit integer, found end of input",
    );
    check_rejects("2\n1 x", "token 3: expected a 64-bit integer, found `x`");
    check_rejects(
        "-1\n",
        "token 1: expected a non-negative integer (usize), found `-1`",
    );
    // A huge count is refused before anything is allocated.
    check_rejects(
        "18446744073709551615\n1\n",
        "token 1: N must be at most 20000",
    );
    check_rejects(
        "1000000000000000000000\n",
        "token 1: expected a non-negative integer (usize)",
    );
    // Totals past 64 bits.
    check_rejects(
        &format!("2\n{} 1\n", i64::MAX),
        "token 3: the sum of |a_i| must fit in a signed 64-bit integer",
    );
    check_rejects(
        &format!("1\n{}\n", i64::MIN),
        "token 2: the sum of |a_i| must fit in a signed 64-bit integer",
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_reference() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["sample-", "edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}

/// testdata/atcoder-dp-l/README.md names every case's origin and has no TODO left
/// (the workspace checks every problem's the same way, in
/// xtask/tests/testdata_origins.rs).
#[test]
fn every_case_has_an_origin() {
    if let Err(problems) = judge::testdata::check_provenance(std::path::Path::new(TESTDATA)) {
        panic!("{problems}");
    }
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

#[test]
fn the_validator_refuses_what_the_judge_never_gives() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("0\n", "token 1: N = 0 is outside 1..=3000"),
            ("3001\n", "token 1: N = 3001 is outside 1..=3000"),
            ("2\n1 0\n", "token 3: a_i = 0 is outside 1..=1000000000"),
            ("1\n1000000001\n", "token 2: a_i = 1000000001 is outside"),
            ("2\n1 2 3\n", "token 4: expected the end of the input"),
        ],
    );
}
