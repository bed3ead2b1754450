//! AL_16_08 driven as a judge would: the sample, exactness on the tallest
//! towers, bad input, and the test data's provenance. The comparison with
//! the brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/spoj-al-16-08");
const SAMPLE_IN: &str = "3\n1 B Z\nczczz\n3 A Z\nzzc\ncz\nczzz\n2 A C\nzzc\nccz\n";
const SAMPLE_OUT: &str = "Antek\nAntek\nBasia\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_spoj-al-16-08"))
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

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_IN), SAMPLE_OUT);
}

#[test]
fn brute_force_plays_the_towers() {
    // One green block: green wins whoever starts.
    assert_eq!(oracle::brute("2\n1 A Z\nz\n1 A C\nz\n"), "Antek\nBasia\n");
    // A green and a red block: the starter runs out first.
    assert_eq!(
        oracle::brute("2\n2 A Z\nz\nc\n2 B C\nc\nz\n"),
        "Basia\nAntek\n"
    );
}

/// Towers of 64 blocks: `z` then 63 `c` is 1 − 1/2 − … − 1/2^63 = 1/2^63,
/// green by the smallest margin; with a tower `c z^63` (−1/2^63) beside it
/// the total is exactly 0; two of the first against one `c` then `z` …
/// (−1/2 − …) stays positive only by the exact bits.
#[test]
fn the_tallest_towers_are_exact() {
    let plus = format!("z{}", "c".repeat(63));
    let minus = format!("c{}", "z".repeat(63));
    // Antek starts with green and wins by 1/2^63.
    check(&format!("1\n1 A Z\n{plus}\n"), "Antek\n");
    check(&format!("1\n1 A C\n{plus}\n"), "Basia\n");
    // 1/2^63 − 1/2^63 = 0: the second child wins.
    check(&format!("1\n2 A Z\n{plus}\n{minus}\n"), "Basia\n");
    check(&format!("1\n2 B C\n{plus}\n{minus}\n"), "Antek\n");
    // 100 towers of 1/2^63 against one of −(1/2^57 − …): 100/2^63 vs
    // c z^57 = −1/2^57 = −64/2^63: green by 36/2^63.
    let mut input = String::from("1\n101 B C\n");
    for _ in 0..100 {
        input += &plus;
        input += "\n";
    }
    input += &format!("c{}\n", "z".repeat(57));
    check(&input, "Antek\n");
}

#[test]
fn the_input_may_end_without_a_line_break() {
    check("1\n1 A Z\nz", "Antek\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n1 C Z\nz\n",
        "token 3: expected the starting player, A or B",
    );
    check_rejects(
        "1\n1 A z\nz\n",
        "token 4: expected the starting player's colour, C or Z",
    );
    check_rejects(
        "1\n1 A Z\nzx\n",
        "token 5: expected a tower of c and z, from the base",
    );
    check_rejects(
        "1\n2 A Z\nz\n",
        "token 6: expected a word, found end of input",
    );
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
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
    let tall = format!("1\n1 A Z\n{}\n", "z".repeat(65));
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("0\n", "T = 0 is outside 1..=1000"),
            ("1001\n", "T = 1001 is outside 1..=1000"),
            ("1\n0 A Z\n", "k = 0 is outside 1..=100"),
            ("1\n101 A Z\n", "k = 101 is outside 1..=100"),
            ("1\n1 C Z\nz\n", "neither A nor B"),
            ("1\n1 A B\nz\n", "neither C nor Z"),
            ("1\n1 A Z\nzZ\n", "neither c nor z"),
            (&tall, "a tower of 65 blocks"),
            ("1\n1 A Z\nz\n7\n", "expected the end of the input"),
        ],
    );
}
