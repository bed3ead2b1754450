//! UVa 10561 driven as a judge would: the sample, strips past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use play::rules::treblecross;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/uva-10561");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_uva-10561"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2 and one line `error: …fragment…`, after printing
/// exactly the answers of the strips before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

/// Independent reference for strips too long to search:
/// `play::rules::treblecross::winning_cells_by_runs` (the runs of free cells
/// valued by their nim-sum, written without `gamecore`), checked against the
/// brute force in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    oracle::answer(
        treblecross::strips(input)
            .map(treblecross::winning_cells_by_runs)
            .collect(),
    )
}

/// The judge's sample; its strips of 32 and 47 cells are too long to search.
fn sample_in() -> String {
    format!(
        "4\n.....\nX.....X..X.............X....X..X\n.X.X...X\n{}\n",
        ".".repeat(47)
    )
}
const SAMPLE_OUT: &str =
    "WINNING\n3\nLOSING\n\nWINNING\n3\nWINNING\n1 12 15 17 20 24 28 31 33 36 47\n";

#[test]
fn sample() {
    check(&sample_in(), SAMPLE_OUT);
}

#[test]
fn brute_force_and_reference_agree_with_the_sample() {
    assert_eq!(reference(&sample_in()), SAMPLE_OUT);
    // The brute force plays the strips short enough to search.
    assert_eq!(
        oracle::brute("2\n.....\n.X.X...X\n"),
        "WINNING\n3\nWINNING\n3\n"
    );
}

#[test]
fn a_move_writes_one_x_and_three_in_a_row_ends_the_game() {
    assert_eq!(treblecross::moves(b"X.X"), [b"XXX".to_vec()]);
    assert!(treblecross::moves(b"XXX.").is_empty());
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        treblecross::generate,
        oracle::brute,
        10561,
        1000,
    );
}

/// Strips longer than 200 cells (they grow the table) and 500 strips (more
/// than either judge allows) are answered as the reference says.
#[test]
fn strips_past_the_judges_limits_are_accepted() {
    let long = format!(
        "3\n{}\n{}X{}\n..X\n",
        ".".repeat(600),
        ".".repeat(300),
        ".".repeat(400)
    );
    check(&long, &reference(&long));
    let many = format!("500\n{}", "X.X..\n".repeat(500));
    check(&many, &reference(&many));
}

/// Truncated input, bad characters, strips that are finished, too short or
/// too long, and an absurd count are rejected with the token's number.
#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n.....\n",
        "WINNING\n3\n",
        "token 3: expected a word, found end of input",
    );
    check_rejects(
        "x\n.....\n",
        "",
        "token 1: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        "2\n.....\n..o..\n",
        "WINNING\n3\n",
        "token 3: a strip may hold only `.` and `X`",
    );
    check_rejects(
        "1\n..x..\n",
        "",
        "token 2: a strip may hold only `.` and `X`",
    );
    check_rejects("1\nX.XXX\n", "", "token 2: the strip already holds XXX");
    check_rejects("1\n..\n", "", "token 2: a strip has at least 3 cells");
    check_rejects(
        &format!("1\n{}\n", ".".repeat(10_001)),
        "",
        "token 2: a strip has at most 10000 cells",
    );
    // An absurd T must fail on the first missing strip, not allocate for T.
    check_rejects(
        "18446744073709551615\n...\n",
        "WINNING\n1 2 3\n",
        "token 3: expected a word, found end of input",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(
        TESTDATA,
        prefixes,
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

/// Every `max-*` case holds the reference's output. With `WRITE_MISSING_OUTPUTS`
/// set, a `max-*.in` without its `.out` first gets the reference's output.
#[test]
fn testdata_max_cases_come_from_the_reference() {
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
