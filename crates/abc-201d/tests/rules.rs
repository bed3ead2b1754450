//! ABC201 D driven as a judge would: the samples, the rule file, long thin
//! grids, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::game;
use play::scoring::{Advantage, Scored};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/abc-201d");

const SAMPLES: [(&str, &str); 3] = [
    ("3 3\n---\n+-+\n+--\n", "Takahashi\n"),
    ("2 4\n+++-\n-+-+\n", "Aoki\n"),
    ("1 1\n-\n", "Draw\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_abc-201d"))
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
    for (input, output) in SAMPLES {
        assert_eq!(oracle::brute(input), output, "{input}");
    }
}

#[test]
fn brute_force_plays_by_hand_checked_grids() {
    // One row: the moves are forced; Takahashi enters cells 2 and 4, Aoki 3.
    assert_eq!(oracle::brute("1 4\n-+-+\n"), "Takahashi\n");
    assert_eq!(oracle::brute("1 4\n--+-\n"), "Aoki\n");
    assert_eq!(oracle::brute("1 3\n-++\n"), "Draw\n");
    // 2 × 2: Takahashi picks the cell to enter, Aoki must enter the corner.
    assert_eq!(oracle::brute("2 2\n--\n+-\n"), "Takahashi\n");
    assert_eq!(oracle::brute("2 2\n--\n-+\n"), "Aoki\n");
}

/// The rule file's family at n = 3 is the first sample (Takahashi: a
/// positive value); its `guess` agrees with literal play on every start up
/// to 200 columns.
#[test]
fn the_rule_file_is_the_sample_at_three_columns() {
    let mut search = Advantage::new(|p: &game::Position| -> Vec<Scored<game::Position>> {
        game::moves(p)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    });
    assert!(search.value(&game::start(3)) > 0);
    for n in 0..=200 {
        assert_eq!(search.value(&game::start(n)), game::guess(n), "start({n})");
    }
}

/// Grids past the statement's sides, answered within its 4·10^6 cells: one
/// row or one column of 4·10^6 (the binary) and of 5000 (against the brute
/// force, which walks the only path).
#[test]
fn long_thin_grids_are_answered() {
    let mut rng = judge::Rng::new(201);
    for length in [5000usize, 4_000_000] {
        let cells: String = (0..length)
            .map(|_| if rng.chance(1, 2) { '+' } else { '-' })
            .collect();
        let row = format!("1 {length}\n{cells}\n");
        let column = format!(
            "{length} 1\n{}",
            cells.chars().map(|c| format!("{c}\n")).collect::<String>()
        );
        // Along one line Takahashi enters the cells at odd distance from
        // the start, Aoki the even ones.
        let margin: i64 = cells
            .bytes()
            .enumerate()
            .skip(1)
            .map(|(i, c)| game::points(c) * if i % 2 == 1 { 1 } else { -1 })
            .sum();
        let expected = match margin {
            m if m > 0 => "Takahashi\n",
            m if m < 0 => "Aoki\n",
            _ => "Draw\n",
        };
        check(&row, expected);
        check(&column, expected);
        if length == 5000 {
            assert_eq!(oracle::brute(&row), expected);
        }
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2 4\n+++-\n",
        "token 4: expected a word, found end of input",
    );
    check_rejects(
        "2 4\n+++-\n-+-\n",
        "token 4: expected a row of 4 characters, each `+` or `-`",
    );
    check_rejects(
        "1 3\n+*-\n",
        "token 3: expected a row of 3 characters, each `+` or `-`",
    );
    check_rejects(
        "0 3\n",
        "token 2: the grid needs at least one row and one column",
    );
    check_rejects(
        "x 3\n",
        "token 1: expected a non-negative integer (usize), found `x`",
    );
}

#[test]
fn a_huge_grid_is_refused_before_reading_it() {
    check_rejects(
        "2001 2000\n",
        "token 2: a grid of 2001 x 2000 cells is more than the 4000000 this solution answers",
    );
    check_rejects(
        "18446744073709551615 18446744073709551615\n",
        "token 2: a grid of 18446744073709551615 x 18446744073709551615 cells is more than",
    );
}

/// An independent reference for the `max-*` cases, in the editorial's
/// first form: the final difference "Takahashi − Aoki" of the points still
/// to come, Takahashi (to move when the row and column add up to an even
/// number) maximising it and Aoki minimising it, over a full table — not
/// the negamax row buffer of `gamecore::scoring::grid_walk`.
fn reference(input: &str) -> String {
    let (height, width, rows) = oracle::grid(input);
    let mut rest = vec![vec![0i64; width]; height];
    for row in (0..height).rev() {
        for col in (0..width).rev() {
            let takahashi = (row + col) % 2 == 0;
            let options = [(row + 1, col), (row, col + 1)]
                .into_iter()
                .filter(|&(r, c)| r < height && c < width)
                .map(|(r, c)| {
                    let gain = game::points(rows[r][c]);
                    rest[r][c] + if takahashi { gain } else { -gain }
                });
            rest[row][col] = if takahashi {
                options.max()
            } else {
                options.min()
            }
            .unwrap_or(0);
        }
    }
    match rest[0][0] {
        d if d > 0 => "Takahashi\n",
        d if d < 0 => "Aoki\n",
        _ => "Draw\n",
    }
    .to_string()
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
        201,
        200,
    );
}

#[test]
fn max_cases_come_from_the_reference() {
    assert!(judge::testdata::check_against_reference(TESTDATA, &["max-"], reference) >= 2);
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

/// testdata/abc-201d/README.md names every case's origin and has no TODO left
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
