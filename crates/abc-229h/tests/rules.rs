//! ABC229 H driven as a judge would: the samples, bad input, the column
//! values against canonical forms found by literal play, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use gamecore::partisan::advance_eat::{Cell, Columns};
use judge::predicates::{error_line, judge_eq};
use play::partisan::{is_zero_by_play, Games, Number, Outcome, RuleValues};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/abc-229h");
const SAMPLES: [(&str, &str); 3] = [
    ("3\nBB.\n.B.\n...\n", "Takahashi\n"),
    ("2\n..\nWW\n", "Snuke\n"),
    ("4\nWWBW\nWWWW\nBWB.\nBBBB\n", "Snuke\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_abc-229h"))
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
        .stdout("")
        .stderr(error_line(fragment));
}

/// A column's literal moves, top to bottom (`W`, `B`, `.`): `own` advances
/// into an empty cell above, or eats one of `other`'s pieces.
fn column_moves(own: u8, other: u8) -> impl Fn(&Vec<u8>) -> Vec<Vec<Vec<u8>>> + Copy {
    move |column: &Vec<u8>| {
        let mut options = Vec::new();
        for i in 0..column.len() {
            if column[i] == other {
                let mut next = column.clone();
                next[i] = b'.';
                options.push(vec![next]);
            } else if column[i] == own && i > 0 && column[i - 1] == b'.' {
                let mut next = column.clone();
                next.swap(i, i - 1);
                options.push(vec![next]);
            }
        }
        options
    }
}

/// Independent reference for the `max-` cases (8 × 8 boards are out of the
/// brute force's reach): each column's canonical value from literal play
/// (`play::partisan`), summed as games, and the outcome of the sum for
/// Takahashi moving first; no `gamecore`.
fn reference(input: &str) -> String {
    let board = oracle::board_of(input);
    let n = board.len();
    let mut games = Games::new();
    let mut values = RuleValues::new(column_moves(b'W', b'B'), column_moves(b'B', b'W'));
    let columns: Vec<Vec<u8>> = (0..n)
        .map(|j| board.iter().map(|row| row[j]).collect())
        .collect();
    let total = values.sum(&mut games, &columns);
    match games.outcome(total) {
        Outcome::Left | Outcome::Next => "Takahashi\n".into(),
        Outcome::Right | Outcome::Previous => "Snuke\n".into(),
    }
}

fn cell(c: u8) -> Cell {
    match c {
        b'W' => Cell::White,
        b'B' => Cell::Black,
        _ => Cell::Empty,
    }
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
        assert_eq!(oracle::brute(input), output, "{input:?}");
    }
}

/// gamecore's values against canonical forms: every column of up to 8 cells
/// is a number equal to `Columns`' value, and for up to 4 cells the column
/// minus that value is a second-player win by literal play.
#[test]
fn every_column_is_the_number_literal_play_finds() {
    let mut games = Games::new();
    let mut values = RuleValues::new(column_moves(b'W', b'B'), column_moves(b'B', b'W'));
    for n in 1..=8usize {
        let mut table = Columns::new(n);
        for code in 0..3usize.pow(n as u32) {
            let column: Vec<u8> = (0..n)
                .map(|i| b".WB"[code / 3usize.pow(i as u32) % 3])
                .collect();
            let cells: Vec<Cell> = column.iter().map(|&c| cell(c)).collect();
            let value = values.value(&mut games, &column);
            let number = games.number(value).expect("every column is a number");
            let (numerator, exponent) = table.value(&cells).to_parts().expect("small");
            assert_eq!(
                number,
                Number::new(numerator, exponent as u32),
                "{}",
                String::from_utf8_lossy(&column)
            );
            if n <= 4 {
                let v = games.number_game(number);
                assert!(is_zero_by_play(
                    &mut games,
                    column_moves(b'W', b'B'),
                    column_moves(b'B', b'W'),
                    std::slice::from_ref(&column),
                    v
                ));
            }
        }
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        229,
        500,
    );
}

/// Past the judge's N ≤ 8: 10 × 10 boards (the most the solution takes).
/// Columns and their colour-swapped mirrors cancel, so Snuke wins; one more
/// white piece at the bottom of a column of empty cells is Takahashi's.
#[test]
fn boards_past_the_limit_are_answered() {
    let mut rows = vec![vec![b'.'; 10]; 10];
    for (i, row) in rows.iter_mut().enumerate() {
        for j in 0..5 {
            let c = b"WB.WW.B.BW"[(i * 5 + j * 7) % 10];
            row[j] = c;
            row[9 - j] = match c {
                b'W' => b'B',
                b'B' => b'W',
                _ => b'.',
            };
        }
    }
    let board = |rows: &[Vec<u8>]| {
        let mut input = "10\n".to_string();
        for row in rows {
            input += std::str::from_utf8(row).expect("ASCII");
            input += "\n";
        }
        input
    };
    check(&board(&rows), "Snuke\n");
}

#[test]
fn the_input_may_end_without_a_line_break() {
    check("1\nB", "Takahashi\n");
    check("1\n.", "Snuke\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects("2\n..\nW\n", "token 3: a row must have N = 2 cells");
    check_rejects("2\n..\nWx\n", "token 3: a cell must be W, B or .");
    check_rejects("0\n", "token 1: N must be in 1..=10");
    // Past the columns checked against exact arithmetic (10 cells).
    check_rejects("11\n", "token 1: N must be in 1..=10");
    check_rejects("12\n", "token 1: N must be in 1..=10");
    check_rejects("2\n..\n", "token 3: expected a word, found end of input");
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
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("9\n", "N = 9 is outside 1..=8"),
            ("0\n", "N = 0 is outside 1..=8"),
            ("2\n..\nW\n", "a row has 1 cells, not N = 2"),
            ("2\n..\nWx\n", "a cell is `x`"),
            ("1\n.\n.\n", "expected the end of the input"),
        ],
    );
}
