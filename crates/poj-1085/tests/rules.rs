//! POJ 1085 driven as a judge would: the sample, the rule file, the
//! brute force's two searches against each other, short openings, bad
//! input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/poj-1085");

const SAMPLE_IN: &str = "4\n6\n2 4\n4 5\n5 9\n3 6\n2 5\n3 5\n7\n2 4\n4 5\n5 9\n3 6\n2 5\n3 5\n7 8\n6\n1 2\n2 3\n1 3\n2 4\n2 5\n4 5\n10\n1 2\n2 5\n3 6\n5 8\n4 7\n6 10\n2 4\n4 5\n4 8\n7 8\n";
const SAMPLE_OUT: &str = "Game 1: B wins.\nGame 2: A wins.\nGame 3: A wins.\nGame 4: B wins.\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_poj-1085"))
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

/// One game of these moves.
fn game_input(moves: &[(u8, u8)]) -> String {
    let lines: String = moves.iter().map(|(i, j)| format!("{i} {j}\n")).collect();
    format!("1\n{}\n{lines}", moves.len())
}

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_IN), SAMPLE_OUT);
}

/// The rule file's board: 18 lines, nine triangles (each line a side of one
/// or two), and the family's start(10) is the fourth sample's opening.
#[test]
fn the_rule_file_is_the_judges_board() {
    assert_eq!(game::LINES.len(), 18);
    let mut sides = 0;
    for (index, &(a, b)) in game::LINES.iter().enumerate() {
        let all_but = ((1u32 << 18) - 1) & !(1 << index);
        let triangles = game::completed(all_but, index);
        assert!((1..=2).contains(&triangles), "{a}-{b}");
        sides += triangles;
    }
    assert_eq!(sides, 27); // nine triangles of three sides
    let sample_4 = [
        (1, 2),
        (2, 5),
        (3, 6),
        (5, 8),
        (4, 7),
        (6, 10),
        (2, 4),
        (4, 5),
        (4, 8),
        (7, 8),
    ];
    let after = oracle::after_opening(&sample_4);
    assert_eq!(game::start(10), after.position);
    assert_eq!(game::start(18), (1 << 18) - 1);
    assert_eq!(game::start(0), 0);
}

#[test]
fn brute_force_plays_by_hand_checked_games() {
    // Every line filled: A closes {1,2,3} first (1–2 by A, 1–3 by B, 2–3 by
    // A), and the rest follows the rules; the owner counts decide.
    let order = [
        (1, 2),
        (1, 3),
        (2, 3),
        (2, 4),
        (4, 7),
        (7, 8),
        (8, 9),
        (9, 10),
        (6, 10),
        (3, 6),
        (2, 5),
        (4, 5),
        (4, 8),
        (5, 8),
        (3, 5),
        (5, 6),
        (5, 9),
        (6, 9),
    ];
    let tally = oracle::after_opening(&order);
    assert_eq!(tally.scores[0] + tally.scores[1], 9);
    let expected = if tally.scores[0] > tally.scores[1] {
        "A"
    } else {
        "B"
    };
    assert_eq!(
        oracle::brute(&game_input(&order)),
        format!("Game 1: {expected} wins.\n")
    );
    // One line left, 9–10, and it closes {6,9,10} for the mover.
    let before_last = &order[..17];
    let tally = oracle::after_opening(&order[..7]);
    assert_eq!(tally.scores, [1, 0]); // A owns {1,2,3}
    let mut last = oracle::after_opening(before_last);
    let mover = last.mover;
    last.scores[mover] += 1;
    let expected = if last.scores[0] > last.scores[1] {
        "A"
    } else {
        "B"
    };
    let input: Vec<(u8, u8)> = before_last.to_vec();
    assert_eq!(
        oracle::brute(&game_input(&input)),
        format!("Game 1: {expected} wins.\n")
    );
}

/// The brute force's two searches — tallies with the literal verdict, and
/// the mover's final difference over masks — name the same winner on
/// openings where both run.
#[test]
fn tallies_and_margins_agree() {
    for index in 0..40 {
        let input = (oracle::ORACLE.generate)(&mut judge::Rng::for_input(1085, index));
        for moves in oracle::openings(&input) {
            let tally = oracle::after_opening(&moves);
            if 18 - tally.position.count_ones() <= oracle::TALLY_MAX_OPEN {
                assert_eq!(
                    oracle::a_wins_from(&tally),
                    oracle::a_wins_by_margin(&tally),
                    "{moves:?}"
                );
            }
        }
    }
}

/// Openings of 0 to 5 moves (off the statement's m ≥ 6): the binary against
/// the brute force's negamax over masks. The empty board (all 2^18 masks)
/// only with `GAMES_SLOW_TESTS=1`.
#[test]
fn short_openings_agree_with_the_brute_force() {
    let mut rng = judge::Rng::new(751);
    let shortest = if judge::oracle::slow_checks() { 0 } else { 3 };
    for n_moves in shortest..6 {
        let mut lines = game::LINES.to_vec();
        rng.shuffle(&mut lines);
        let input = game_input(&lines[..n_moves]);
        check(&input, &oracle::brute(&input));
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n6\n2 4\n4 5\n5 9\n3 6\n2 5\n3\n",
        "token 14: expected an unsigned 8-bit integer, found end of input",
    );
    check_rejects(
        "1\n1\n1 4\n",
        "token 4: 1 4 is not a line: the dots are 1 to 10 and a line joins neighbours",
    );
    check_rejects("1\n1\n0 1\n", "token 4: 0 1 is not a line");
    check_rejects("1\n1\n10 11\n", "token 4: 10 11 is not a line");
    check_rejects("1\n2\n2 4\n4 2\n", "token 6: the line 4 2 is filled twice");
    check_rejects(
        "1\n19\n",
        "token 2: a game has 18 lines: at most 18 moves can have been made",
    );
    check_rejects(
        "1\n1\nx 2\n",
        "token 3: expected an unsigned 8-bit integer, found `x`",
    );
}

#[test]
fn a_huge_count_is_read_lazily() {
    // 10^12 and 2^64 − 1 games announced, one given: its answer is printed,
    // then the missing second game is reported.
    for count in ["1000000000000", "18446744073709551615"] {
        solution()
            .write_stdin(format!("{count}\n0\n"))
            .assert()
            .code(2)
            .stdout(judge_eq("Game 1: B wins.\n"))
            .stderr(error_line(
                "token 3: expected an unsigned 32-bit integer, found end of input",
            ));
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

/// testdata/poj-1085/README.md names every case's origin and has no TODO
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
