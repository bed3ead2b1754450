//! Codeforces 729F driven as a judge would: the samples, rows off the
//! statement's domain, exactness past the limits, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs
//! is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use judge::Rng;
use play::scoring::{Minimax, Scored, Side, Tally};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-729f");

const SAMPLES: [(&str, &str); 3] = [
    ("3\n1 3 1\n", "4\n"),
    ("5\n-1 -2 -1 -2 -1\n", "0\n"),
    ("4\n-4 -2 4 5\n", "-13\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-729f"))
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

fn row_input(row: &[i64]) -> String {
    let row: Vec<String> = row.iter().map(i64::to_string).collect();
    format!("{}\n{}\n", row.len(), row.join(" "))
}

#[test]
fn samples() {
    for (input, expected) in SAMPLES {
        check(input, expected);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, expected) in SAMPLES {
        assert_eq!(oracle::brute(input), expected);
    }
}

#[test]
fn the_rule_file_starts_from_the_third_sample() {
    let (row, last, igor) = oracle::game::start(4);
    assert_eq!((row.as_slice(), last, igor), (&[-4, -2, 4, 5][..], 1, true));
    assert_eq!(oracle::margin(&row), -13);
    assert_eq!(
        oracle::game::show(&(vec![4, 5], 2, false)),
        "[4, 5], Zhenya takes 2 or 3"
    );
}

/// The brute force's negamax against the game played over both totals
/// (`play::scoring::Minimax` over tallies: Igor maximises, Zhenya
/// minimises Igor's total minus Zhenya's, read at the end).
#[test]
fn the_game_played_over_tallies_agrees_with_the_brute_force() {
    for index in 0..60 {
        let mut rng = Rng::for_input(729, index);
        let n = rng.below(13);
        let row: Vec<i64> = (0..n).map(|_| rng.range_i64(-6, 6)).collect();
        let moves = |p: &oracle::game::P| -> Vec<Scored<oracle::game::P>> {
            oracle::game::moves(p)
                .into_iter()
                .map(|(points, next)| Scored::pass(points, next))
                .collect()
        };
        let mut game = Minimax::new(
            moves,
            [Side::Max, Side::Min],
            |t: &Tally<oracle::game::P>| t.scores[0] - t.scores[1],
        );
        let played = game.value(&Tally::start((row.clone(), 1, true)));
        assert_eq!(played, oracle::margin(&row), "{row:?}");
    }
}

/// The rule file's family start(0) … start(40) — the starts the explorer
/// tables — answered by the binary as the brute force plays them.
#[test]
fn the_rule_files_starts_agree_with_the_binary() {
    for n in 0..=40 {
        let (row, _, _) = oracle::game::start(n);
        check(&row_input(&row), &format!("{}\n", oracle::margin(&row)));
    }
}

#[test]
fn rows_off_the_judges_domain_are_answered() {
    check("0\n", "0\n");
    check("0\n\n", "0\n");
    check("1\n-5\n", "-5\n"); // Igor must take it
}

#[test]
fn values_past_the_limits_stay_exact() {
    // Incomes of ±2^31 (totals past i32) against the brute force.
    for value in [i64::from(i32::MAX), i64::from(i32::MIN)] {
        let input = row_input(&[value; 9]);
        check(&input, &oracle::brute(&input));
    }
    // 40 papers across i32, against the brute force. (testdata's `max-i32`
    // has 4000 of them, its output from the independent Python reference.)
    let mut rng = Rng::new(40);
    let row: Vec<i64> = (0..40)
        .map(|_| rng.range_i64(i64::from(i32::MIN), i64::from(i32::MAX)))
        .collect();
    let input = row_input(&row);
    check(&input, &oracle::brute(&input));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2\n",
        "token 4: expected a 32-bit integer, found end of input",
    );
    check_rejects("2\n1 x\n", "token 3: expected a 32-bit integer, found `x`");
    check_rejects(
        "1\n-2147483649\n",
        "token 2: expected a 32-bit integer, found `-2147483649`",
    );
    check_rejects(
        "-3\n1 2 3\n",
        "token 1: expected a non-negative integer (usize), found `-3`",
    );
}

#[test]
fn a_huge_count_is_refused_before_allocating() {
    for count in ["10001", "1000000000000", "18446744073709551615"] {
        check_rejects(
            &format!("{count}\n1 2\n"),
            "token 1: n may be at most 10000 (the judge's is 4000)",
        );
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

/// testdata/cf-729f/README.md names every case's origin and has no TODO
/// left (the workspace checks every problem's the same way, in
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
