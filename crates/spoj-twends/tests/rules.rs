//! SPOJ TWENDS driven as a judge would: the sample, the greedy rule by
//! hand, the answers off the statement's domain, bad input, the rule file
//! against literal play, and the test data's provenance. The comparison with
//! the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use gamecore::scoring::greedy_ends;
use judge::predicates::{error_line, judge_eq};
use oracle::game;
use play::scoring::{Advantage, Scored};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/spoj-twends");

const SAMPLE_IN: &str = "4 3 2 10 4\n8 1 2 3 4 5 6 7 8\n8 2 2 1 5 3 8 7 3\n0\n";
const SAMPLE_OUT: &str = "In game 1, the greedy strategy might lose by as many as 7 points.
In game 2, the greedy strategy might lose by as many as 4 points.
In game 3, the greedy strategy might lose by as many as 5 points.
";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_spoj-twends"))
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

fn sentence(game: usize, margin: i64) -> String {
    format!("In game {game}, the greedy strategy might lose by as many as {margin} points.\n")
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
fn brute_force_plays_the_greedy_rule_by_hand() {
    // 4 5 4 5: she takes the right 5; greedy, facing 4 5 4, takes the left
    // 4; she takes the 5, greedy the 4: 10 − 8.
    assert_eq!(oracle::margin(&[4, 5, 4, 5]), 2);
    // 2 7 3 2: the left 2 would hand greedy the 7 (−4); the right 2 leaves
    // 2 7 3, greedy takes the 3, she the 7: 9 − 5.
    assert_eq!(oracle::margin(&[2, 7, 3, 2]), 4);
    // A tie goes left, and here it matters: with ties going right the
    // answer would be 2.
    assert_eq!(oracle::margin(&[2, 1, 2, 3, 2, 2]), 0);
    // One card: hers.
    assert_eq!(oracle::margin(&[6]), 6);
}

#[test]
fn rows_off_the_statement_are_answered_as_the_brute_force_plays_them() {
    // An odd row (she also takes the last card), zero and negative cards,
    // and 32-bit extremes, against literal play.
    for row in [
        vec![5, 1, 7],
        vec![0, 0, 3, -2],
        vec![-5, -1, -3, -2, -9],
        vec![i64::from(i32::MAX), 1, i64::from(i32::MIN), 2],
    ] {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        let input = format!("{} {}\n0\n", row.len(), line.join(" "));
        check(&input, &sentence(1, oracle::margin(&row)));
    }
    // 5000 cards (the binary's bound, five times the statement's) of equal
    // value 2^31 − 1: the players alternate, a margin of 0.
    let row = vec!["2147483647"; 5000].join(" ");
    check(&format!("5000 {row}\n0\n"), &sentence(1, 0));
}

#[test]
fn lenient_reading_matches_the_brute_force() {
    // No terminating 0, cards over several lines, text after the 0.
    check("2 1\n5\n", &sentence(1, 4));
    check("2 1 5\n0\n2 x y\n", &sentence(1, 4));
    assert_eq!(oracle::brute("2 1\n5\n"), sentence(1, 4));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "4 3 2 10",
        "token 5: expected a 32-bit integer, found end of input",
    );
    check_rejects(
        "2 1 x\n0\n",
        "token 3: expected a 32-bit integer, found `x`",
    );
    check_rejects(
        "2 1 2147483648\n0\n",
        "token 3: expected a 32-bit integer, found `2147483648`",
    );
    check_rejects(
        "-2 1 2\n",
        "token 1: expected a non-negative integer (usize)",
    );
    check_rejects(
        "5001\n",
        "token 1: n above 5000 is refused (the DP grows as n²)",
    );
}

#[test]
fn a_huge_count_is_refused_or_read_lazily() {
    check_rejects(
        "18446744073709551615 1 2\n",
        "token 1: n above 5000 is refused (the DP grows as n²)",
    );
    // 5000 announced and two given: the games before are answered, then the
    // missing card is reported.
    solution()
        .write_stdin("2 1 5\n5000 1 2\n")
        .assert()
        .code(2)
        .stdout(judge_eq(&sentence(1, 4)))
        .stderr(error_line(
            "token 7: expected a 32-bit integer, found end of input",
        ));
}

/// The rule file's moves as `play::scoring` options: her take and the
/// greedy reply as one step, after which she moves again. `Advantage` over
/// them is negamax on her final advantage.
// `Advantage` takes the moves of a `Vec<i64>` position as `&Vec<i64>`.
#[allow(clippy::ptr_arg)]
fn baked(row: &Vec<i64>) -> Vec<Scored<Vec<i64>>> {
    game::moves(row)
        .into_iter()
        .map(|(points, next, again)| {
            assert!(
                again,
                "every step of the rule file gives her the move again"
            );
            Scored::again(points, next)
        })
        .collect()
}

#[test]
fn the_rule_file_agrees_with_literal_play_on_the_generators_rows() {
    let mut game = Advantage::new(baked);
    for index in 0..200 {
        let input = (oracle::ORACLE.generate)(&mut judge::Rng::for_input(2738, index));
        for row in oracle::rows(&input) {
            assert_eq!(game.value(&row), oracle::margin(&row), "{row:?}");
        }
    }
}

#[test]
fn the_rule_files_family_agrees_with_greedy_ends_and_its_comment() {
    let mut game = Advantage::new(baked);
    for n in 0..=40u64 {
        let row = game::start(n);
        let value = game.value(&row);
        assert_eq!(
            value,
            greedy_ends::margin_against_greedy(&row),
            "start({n})"
        );
        // The rule file's guess, which the explorer compares with its table.
        assert_eq!(value, game::guess(n), "start({n})");
    }
    // start(2) is the judge's first sample.
    assert_eq!(game::start(2), [3, 2, 10, 4]);
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

/// testdata/spoj-twends/README.md names every case's origin and has no TODO
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

/// An independent slower reference for the `max-*` cases: the recursion
/// over intervals [l, r) with the mover fixed by the parity of the cards
/// taken — the first player tries both ends, the greedy player takes the
/// larger (the left on a tie) — on a full `n × n` table filled row by row,
/// written apart from `greedy_ends`' rolling lengths.
fn reference(input: &str) -> String {
    let mut output = String::new();
    let mut value: Vec<i64> = Vec::new();
    for (i, row) in oracle::rows(input).iter().enumerate() {
        let n = row.len();
        // value[l * (n + 1) + r]: her advantage on row[l..r] (0 when l = r).
        let width = n + 1;
        value.clear();
        value.resize(width * width, 0);
        // Rows l from the last up, each r from left to right: row l + 1 and
        // the cell to the left are done, and both are read in order.
        for l in (0..n).rev() {
            for r in l + 1..=n {
                let hers = (n - (r - l)) % 2 == 0;
                let after_left = value[(l + 1) * width + r];
                let after_right = value[l * width + r - 1];
                value[l * width + r] = if hers {
                    (row[l] + after_left).max(row[r - 1] + after_right)
                } else if row[l] >= row[r - 1] {
                    after_left - row[l]
                } else {
                    after_right - row[r - 1]
                };
            }
        }
        output += &sentence(i + 1, value[n]);
    }
    output
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2738,
        200,
    );
}

#[test]
fn max_cases_come_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}
