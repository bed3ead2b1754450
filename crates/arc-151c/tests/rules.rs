//! AtCoder ARC151 C driven as a judge would: the samples, bad input, the test
//! data's provenance, and the two rule files against each other. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The pair form the explorer runs today (the README's table).
#[path = "../runs.rs"]
mod runs;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/arc-151c");

const SAMPLES: [(&str, &str); 3] = [
    ("7 2\n2 0\n4 1\n", "Takahashi\n"),
    ("3 3\n1 1\n2 0\n3 1\n", "Aoki\n"),
    ("1000000000000000000 0\n", "Aoki\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_arc-151c"))
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
fn brute_force_agrees_with_the_samples_it_can_play() {
    // The third sample's 10^18 cells are beyond literal play.
    for (input, output) in &SAMPLES[..2] {
        assert_eq!(oracle::brute(input), *output);
    }
}

#[test]
fn brute_force_tries_every_move() {
    // By hand: one empty cell is a win (write anything); `0_1` has no move
    // (0 and 1 are both next to an equal number); `0_0` has one (write 1);
    // two empty cells are lost (whatever is written, the other cell takes
    // the other number and ends the game).
    let e = game::EMPTY;
    assert!(oracle::wins(&[e]));
    assert!(!oracle::wins(&[0, e, 1]));
    assert!(oracle::wins(&[0, e, 0]));
    assert!(!oracle::wins(&[e, e]));
}

/// runs.rs (a run by its boundary type, a move leaving two parts) against
/// game.rs (the literal row) on every start of the family to 9 cells.
#[test]
fn the_runs_rule_agrees_with_the_literal_row() {
    let mut by_runs = play::ComponentGame::new(|&run: &(u64, u64)| runs::moves(run));
    let mut by_row = play::ComponentGame::new(game::moves);
    for t in 0..4 {
        for len in 0..=9 {
            if (t, len) == (2, 0) {
                continue; // `00`: no legal row
            }
            let row = game::start((t, len));
            assert_eq!(
                by_runs.grundy(&(t, len)),
                by_row.grundy(&row),
                "{}",
                game::show(&row)
            );
            assert_eq!(
                game::canon(row.clone()),
                game::canon(row.iter().rev().copied().collect())
            );
        }
    }
}

#[test]
fn long_rows_stay_exact() {
    let max = u64::MAX;
    // An empty row of 2^64 − 1 cells (odd): Takahashi writes in the middle
    // and mirrors. One written cell at the left end leaves a one-sided run of
    // 2^64 − 2 (value 2^64 − 2, a win); two equal ends add 1 more.
    check(&format!("{max} 0\n"), "Takahashi\n");
    check(&format!("{max} 1\n1 0\n"), "Takahashi\n");
    check(&format!("{max} 2\n1 0\n{max} 1\n"), "Aoki\n");
    check(&format!("{max} 2\n1 0\n{max} 0\n"), "Takahashi\n");
    check("0 0\n", "Aoki\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "7 2\n2 0\n4",
        "token 6: expected an unsigned 8-bit integer, found end of input",
    );
    check_rejects("7 1\n2 2\n", "token 4: Y must be 0 or 1");
    check_rejects(
        "7 2\n4 0\n3 1\n",
        "token 5: X must be in 5..=7 (increasing, at most N)",
    );
    check_rejects(
        "7 1\n8 0\n",
        "token 3: X must be in 1..=7 (increasing, at most N)",
    );
    check_rejects(
        "7 1\n0 0\n",
        "token 3: X must be in 1..=7 (increasing, at most N)",
    );
    check_rejects(
        "7 2\n2 1\n3 1\n",
        "token 6: adjacent cells must not hold the same number",
    );
    check_rejects(
        "7 x\n",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
}

#[test]
fn a_huge_count_is_read_lazily() {
    for m in ["1000000000000", "18446744073709551615"] {
        check_rejects(
            &format!("7 {m}\n2 0\n"),
            "token 5: expected an unsigned 64-bit integer, found end of input",
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

/// testdata/arc-151c/README.md names every case's origin and has no TODO left
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
