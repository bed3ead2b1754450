//! P2734 driven as a judge would: the sample, exactness past the limits, bad
//! input, the rule file's guess against literal play, the independent
//! reference for the max-size cases, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/luogu-p2734");

const SAMPLE: (&str, &str) = ("6 \n4 7 2 9 5 2\n", "18 11\n");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_luogu-p2734"))
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

/// An independent slower way to both totals for rows too long for the brute
/// force: for every interval, by increasing length, the pair (the mover's
/// final total, the other's) when the mover takes the end that gives them
/// the larger total of their own — the USACO recursion on pairs, in 128-bit
/// arithmetic, with no advantage and no shared sum.
fn reference(input: &str) -> String {
    let row: Vec<i128> = oracle::row_of(input).into_iter().map(i128::from).collect();
    let n = row.len();
    // pairs[lo][hi] for the interval row[lo..hi]; empty intervals are (0, 0).
    let mut pairs = vec![vec![(0i128, 0i128); n + 1]; n + 1];
    for len in 1..=n {
        for lo in 0..=n - len {
            let hi = lo + len;
            let (left_mover, left_other) = pairs[lo + 1][hi];
            let (right_mover, right_other) = pairs[lo][hi - 1];
            let take_left = (row[lo] + left_other, left_mover);
            let take_right = (row[hi - 1] + right_other, right_mover);
            pairs[lo][hi] = if take_left.0 >= take_right.0 {
                take_left
            } else {
                take_right
            };
        }
    }
    let (first, second) = pairs[0][n];
    format!("{first} {second}\n")
}

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

/// The rule file's formula for the prefixes of the sample's row repeated,
/// against literal play of each prefix: the totals of literal play give
/// the margin.
#[test]
fn the_rule_files_guess_is_literal_play_of_every_prefix() {
    for n in 0..=24 {
        let (guess, row) = oracle::guess_and_start(n);
        assert_eq!(row.len() as u64, n);
        let (first, second) = oracle::literal(&row);
        assert_eq!(guess, first - second, "start({n})");
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2734,
        300,
    );
}

#[test]
fn values_past_the_limits_stay_exact() {
    check("0\n", "0 0\n");
    check("1\n7\n", "7 0\n");
    let third = i64::MAX / 3;
    check(
        &format!("3\n{third} {third} {third}\n"),
        &format!("{} {third}\n", 2 * third),
    );
    check(
        &format!("1\n{}\n", -i64::MAX),
        &format!("{} 0\n", -i64::MAX),
    );
    // Negative numbers: the first player takes −10, the second the other
    // −10, and the first must take −100.
    check("3\n-10 -100 -10\n", "-110 -10\n");
}

#[test]
fn the_binary_answers_up_to_its_bound_and_refuses_past_it() {
    let row = |n: usize| format!("{n}\n{}\n", vec!["1"; n].join(" "));
    let half = oracle::MAX_N / 2;
    check(&row(oracle::MAX_N as usize), &format!("{half} {half}\n"));
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
        "-2\n",
        "token 1: expected a non-negative integer (usize), found `-2`",
    );
    // A huge count is refused before anything is allocated.
    check_rejects(
        "18446744073709551615\n1\n",
        "token 1: N must be at most 20000",
    );
    check_rejects(
        &format!("2\n{} 1\n", i64::MAX),
        "token 3: the sum of |a_i| must fit in a signed 64-bit integer",
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

/// testdata/luogu-p2734/README.md names every case's origin and has no TODO left
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
            ("1\n5\n", "token 1: N = 1 is outside 2..=100"),
            ("101\n", "token 1: N = 101 is outside 2..=100"),
            ("2\n1 0\n", "token 3: a_i = 0 is outside 1..=200"),
            ("2\n1 201\n", "token 3: a_i = 201 is outside 1..=200"),
            ("2\n1 2 3\n", "token 4: expected the end of the input"),
        ],
    );
}
