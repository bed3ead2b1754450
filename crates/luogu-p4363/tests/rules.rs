//! Luogu P4363 driven as a judge would: the sample, the rule file, boards
//! past the limits, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use play::scoring::{Advantage, Scored};

use oracle::game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/luogu-p4363");

const SAMPLE_IN: &str = "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n";
const SAMPLE_OUT: &str = "2\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_luogu-p4363"))
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

/// `n m`, then black's and white's points row by row.
fn board_input(n_rows: usize, n_cols: usize, black: &[i64], white: &[i64]) -> String {
    let rows = |points: &[i64]| -> String {
        points
            .chunks(n_cols.max(1))
            .map(|row| row.iter().map(i64::to_string).collect::<Vec<_>>().join(" ") + "\n")
            .collect()
    };
    format!("{n_rows} {n_cols}\n{}{}", rows(black), rows(white))
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
fn brute_force_plays_by_hand_checked_boards() {
    // One row of two: black must take the first cell, white the second.
    assert_eq!(oracle::brute("1 2\n5 100\n100 7\n"), "-2\n");
    // A 2 × 2 board: black must take (1,1); white picks (1,2) or (2,1),
    // black must take the other, and white ends on (2,2). With a = 1
    // everywhere and b = 0 3 / 9 0, white picks the 9: black 1 + 1, white
    // 9 + 0.
    assert_eq!(oracle::brute("2 2\n1 1\n1 1\n0 3\n9 0\n"), "-7\n");
}

/// The rule file's family at n = 3 is the sample, worth 2; its `guess`
/// agrees with literal play on every start.
#[test]
fn the_rule_file_is_the_sample_at_three_columns() {
    let mut search = Advantage::new(|p: &game::Position| -> Vec<Scored<game::Position>> {
        game::moves(p)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    });
    assert_eq!(search.value(&game::start(3)), 2);
    assert_eq!(search.value(&game::start(0)), 0);
    for n in 0..=game::MAX_COLS + 2 {
        let value = search.value(&game::start(n));
        assert_eq!(value, game::guess(n), "start({n})");
        if n <= 8 {
            let board = game::sample_board(n as usize);
            assert_eq!(value, oracle::black_minus_white(&board));
        }
    }
}

/// Past the judge's 10 × 10: a board and its transpose are the same game
/// (a cell's rectangle transposes with it), so their answers agree.
#[test]
fn larger_boards_agree_with_their_transposes() {
    let mut rng = judge::Rng::new(4363);
    for (n_rows, n_cols) in [(12, 12), (11, 13), (1, 62), (3, 20)] {
        let cells = n_rows * n_cols;
        let black: Vec<i64> = (0..cells).map(|_| rng.range_i64(0, 100_000)).collect();
        let white: Vec<i64> = (0..cells).map(|_| rng.range_i64(0, 100_000)).collect();
        let transpose = |points: &[i64]| -> Vec<i64> {
            (0..cells)
                .map(|i| points[(i % n_rows) * n_cols + i / n_rows])
                .collect()
        };
        let answer = |input: String| -> String {
            let output = solution().write_stdin(input).assert().success();
            String::from_utf8(output.get_output().stdout.clone()).expect("UTF-8")
        };
        assert_eq!(
            answer(board_input(n_rows, n_cols, &black, &white)),
            answer(board_input(
                n_cols,
                n_rows,
                &transpose(&black),
                &transpose(&white)
            )),
            "{n_rows} x {n_cols}"
        );
    }
}

#[test]
fn values_past_the_limits_stay_exact() {
    // Equal points everywhere: black places 50 stones, white 50.
    let (max, min) = (i64::from(i32::MAX), i64::from(i32::MIN));
    check(
        &board_input(10, 10, &[max; 100], &[min; 100]),
        &format!("{}\n", 50 * max - 50 * min),
    );
    // 11 × 11: black places 61 stones, white 60.
    check(
        &board_input(11, 11, &[max; 121], &[max; 121]),
        &format!("{}\n", max),
    );
    // A single row of 62 cells: black takes the odd ones, white the even.
    let row: Vec<i64> = (1..=62).collect();
    check(&board_input(1, 62, &row, &row), "-31\n");
    // No cell at all.
    check("0 7\n", "0\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2 3\n2 7 3\n9 1 2\n3 7 2\n2 3",
        "token 14: expected a 32-bit integer, found end of input",
    );
    check_rejects(
        "1 1\nx 1\n",
        "token 3: expected a 32-bit integer, found `x`",
    );
    check_rejects(
        "1 1\n2147483648 1\n",
        "token 3: expected a 32-bit integer, found `2147483648`",
    );
    check_rejects(
        "2\n",
        "token 2: expected a non-negative integer (usize), found end of input",
    );
}

#[test]
fn a_board_too_large_is_refused_before_reading_it() {
    check_rejects(
        "30 30\n",
        "token 2: a board of n x m = 30 x 30 is too large: this solution answers boards with n + m <= 63 and at most 4194304 staircases",
    );
    check_rejects(
        "1 18446744073709551615\n",
        "token 2: a board of n x m = 1 x 18446744073709551615 is too large",
    );
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

/// testdata/luogu-p4363/README.md names every case's origin and has no TODO
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
