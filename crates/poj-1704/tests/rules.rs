//! POJ 1704 driven as a judge would: the sample, far cells, bad input, and
//! the test data's provenance. The comparison with the brute force on random
//! inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/poj-1704");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_poj-1704"))
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
/// exactly the answers of the cases before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

/// Independent reference for the largest cases, written without `gamecore`:
/// pair the pieces from the right end (the first piece pairs with the wall
/// when their number is odd); the position is lost exactly when the free
/// cells inside the pairs XOR to 0. The brute force checks it on small inputs
/// in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    oracle::cases_of(input)
        .iter()
        .map(|positions| {
            let mut with_wall = vec![0];
            with_wall.extend(positions);
            let nim_sum = with_wall
                .rchunks(2)
                .filter(|pair| pair.len() == 2)
                .fold(0, |acc, pair| acc ^ (pair[1] - pair[0] - 1));
            oracle::winner(nim_sum != 0)
        })
        .collect()
}

const SAMPLE: (&str, &str) = (
    "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n",
    "Bob will win\nGeorgia will win\n",
);

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn pieces_never_pass_each_other() {
    assert_eq!(
        oracle::moves(&[2, 4]),
        [vec![1, 4], vec![2, 3]],
        "the second piece stops right of the first"
    );
    assert!(oracle::moves(&[1, 2, 3]).is_empty());
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1704,
        2000,
    );
}

#[test]
fn far_cells_do_not_overflow() {
    let max = u64::MAX;
    // One gap of 2^64 − 2 on step 1; then gaps 0 (step 2) and 2^64 − 3 (step 1).
    check(
        &format!("2\n1\n{max}\n2\n1 {max}\n"),
        "Georgia will win\nGeorgia will win\n",
    );
    // Gaps 2^63 − 1 (first piece, step 2) and 0 (second piece, step 1).
    check(
        &format!("1\n2\n{} {}\n", 1u64 << 63, (1u64 << 63) + 1),
        "Bob will win\n",
    );
}

#[test]
fn no_pieces_is_a_loss_for_georgia() {
    check("1\n0\n", "Bob will win\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3\n1 2",
        "",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n2\n1 x",
        "",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects("1\n2\n0 4", "", "token 3: cells are numbered from 1");
    check_rejects(
        "2\n1\n5\n3\n4 2 4",
        "Georgia will win\n",
        "token 7: two pieces of this case stand on cell 4",
    );
    check_rejects(
        "",
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    // An absurd N must fail on the first missing position, not allocate for N.
    check_rejects(
        "1\n18446744073709551615\n3",
        "",
        "token 4: expected an unsigned 64-bit integer, found end of input",
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
