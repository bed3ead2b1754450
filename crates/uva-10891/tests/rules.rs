//! UVa 10891 driven as a judge would: the sample, exactness at the 32-bit
//! extremes, the answers off the statement's domain, bad input, the rule
//! file's family, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use gamecore::scoring::end_runs;
use judge::predicates::{error_line, judge_eq};
use oracle::game;
use play::scoring::{Advantage, Scored};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/uva-10891");

const SAMPLE_IN: &str = "4\n4 -10 -20 7\n4\n1 2 3 4\n0\n";
const SAMPLE_OUT: &str = "7\n10\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_uva-10891"))
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
fn brute_force_tries_every_run() {
    // By hand. −1 5: take the 5 (5 − (−1) = 6) or both (4): 6.
    assert_eq!(oracle::margin(&[-1, 5]), 6);
    // 5 −9 5: all of it is 1; one 5 leaves −9 5 to the other, who takes the
    // 5 and leaves −9: 5 − 5 + (−9)... = 5 − (5 − (−9)) = −9; both ends of
    // two numbers are worse. Best: all of it, 1.
    assert_eq!(oracle::margin(&[5, -9, 5]), 1);
    // −3 −3: take one, the other must take the other: 0.
    assert_eq!(oracle::margin(&[-3, -3]), 0);
    assert_eq!(oracle::margin(&[]), 0);
}

#[test]
fn values_at_the_32_bit_extremes_stay_exact() {
    // The two cases posted on the UVa forum's thread for the problem, with
    // the answers given there, and a full row of the largest number.
    let min = i32::MIN;
    let max = i32::MAX;
    let forum = format!("5\n{min} {max} {min} {max} {min}\n5\n{max} {max} {max} {max} {max}\n0\n");
    check(&forum, "2147483646\n10737418235\n");
    let full = format!("100\n{}\n0\n", vec![max.to_string(); 100].join(" "));
    check(&full, "214748364700\n");
}

#[test]
fn rows_past_the_statement_are_answered() {
    // n = 10^4 (the binary's bound, past the statement's 100): a positive
    // row is taken whole.
    let row = vec!["2147483647"; 10_000].join(" ");
    check(&format!("10000\n{row}\n0\n"), "21474836470000\n");
}

#[test]
fn lenient_reading_matches_the_brute_force() {
    // No terminating 0, and text after the 0: read as the judge's reading
    // would (the rows before the end), the same as the brute force.
    check("2\n1 -2\n", "3\n");
    check("1\n-5\n0\nignored 12 x\n", "-5\n");
    assert_eq!(oracle::brute("2\n1 -2\n"), "3\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "4\n1 2 3",
        "token 5: expected a 32-bit integer, found end of input",
    );
    check_rejects(
        "2\n1 x\n0\n",
        "token 3: expected a 32-bit integer, found `x`",
    );
    check_rejects(
        "1\n2147483648\n0\n",
        "token 2: expected a 32-bit integer, found `2147483648`",
    );
    check_rejects("-1\n", "token 1: expected a non-negative integer (usize)");
    check_rejects(
        "10001\n",
        "token 1: n above 10000 is refused (the DP grows as n²)",
    );
}

#[test]
fn a_huge_count_is_refused_or_read_lazily() {
    // 2^64 − 1 numbers announced: refused at once, nothing allocated. 10^4
    // announced and two given: the rows before are answered, then the
    // missing number is reported.
    check_rejects(
        "18446744073709551615\n1 2\n",
        "token 1: n above 10000 is refused (the DP grows as n²)",
    );
    solution()
        .write_stdin("1\n7\n10000\n1 2\n")
        .assert()
        .code(2)
        .stdout(judge_eq("7\n"))
        .stderr(error_line(
            "token 6: expected a 32-bit integer, found end of input",
        ));
}

/// The rule file's moves, valued by literal negamax over the rows left.
fn rule_file_values(upto: u64) -> Vec<i64> {
    let mut game = Advantage::new(|row: &Vec<i64>| -> Vec<Scored<Vec<i64>>> {
        game::moves(row)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    });
    (0..=upto).map(|n| game.value(&game::start(n))).collect()
}

#[test]
fn the_rule_files_family_agrees_with_end_runs_and_its_comment() {
    let values = rule_file_values(40);
    for (n, &value) in values.iter().enumerate() {
        let row = game::start(n as u64);
        assert_eq!(value, end_runs::first_player_margin(&row), "start({n})");
    }
    // start(4) is the judge's first sample.
    assert_eq!(values[4], 7);
    // What game.rs says the explorer will find: 0 4 14 14 7 −3 7 13, then
    // period 8 from n = 7.
    assert_eq!(values[..8], [0, 4, 14, 14, 7, -3, 7, 13]);
    for n in 7..values.len() - 8 {
        assert_eq!(values[n + 8], values[n], "n = {n}");
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

/// testdata/uva-10891/README.md names every case's origin and has no TODO left
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

/// An independent slower reference for the `max-*` cases: the interval DP
/// by the definition, trying every run from each end (`O(n³)`), written
/// apart from `end_runs`' running minima.
fn reference(input: &str) -> String {
    let mut output = String::new();
    for row in oracle::rows(input) {
        let n = row.len();
        let mut prefix = vec![0i64; n + 1];
        for i in 0..n {
            prefix[i + 1] = prefix[i] + row[i];
        }
        // margin[l * (n + 1) + r]: the mover's advantage on row[l..r] (0
        // when l = r).
        let width = n + 1;
        let mut margin = vec![0i64; width * width];
        for len in 1..=n {
            for l in 0..=n - len {
                let r = l + len;
                let mut best = i64::MIN;
                for k in 1..=len {
                    best = best.max(prefix[l + k] - prefix[l] - margin[(l + k) * width + r]);
                    best = best.max(prefix[r] - prefix[r - k] - margin[l * width + r - k]);
                }
                margin[l * width + r] = best;
            }
        }
        output += &format!("{}\n", margin[n]);
    }
    output
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        10891,
        200,
    );
}

#[test]
fn max_cases_come_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}
