//! NYOJ 135 driven as a judge would: the samples, the copied "last pile"
//! mistake, values of 2^31, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::input::tokens;
use judge::predicates::{error_line, judge_eq};
use judge::Rng;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-135");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nyoj-135"))
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

const SAMPLE_1: (&str, &str) = ("2\n1\n1000 1\n2\n1 1\n1 1\n", "Lose\nLose\n");
const SAMPLE_2: (&str, &str) = ("1\n2\n1 1\n2 2\n", "Win\n");

#[test]
fn samples() {
    for (input, expected) in [SAMPLE_1, SAMPLE_2] {
        check(input, expected);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, expected) in [SAMPLE_1, SAMPLE_2] {
        assert_eq!(oracle::brute(input), expected);
    }
}

#[test]
fn every_pile_counts_not_only_the_last() {
    // The last pile alone is lost (it is empty, or its cap is 0), yet the
    // first pile wins: the copied "last pile" solution says Lose.
    let input = "3\n2\n1 1\n0 5\n2\n3 7\n4 0\n3\n2 1\n1 1\n2 1\n";
    assert_eq!(oracle::brute(input), "Win\nWin\nWin\n");
    check(input, "Win\nWin\nWin\n");
}

/// The commonly copied wrong solution: it judges by the last pile alone.
fn last_pile_only(input: &str) -> String {
    let mut numbers = tokens::<u64>(input);
    let n_cases = numbers.next().unwrap();
    let mut output = String::new();
    for _ in 0..n_cases {
        let n_piles = numbers.next().unwrap();
        let mut last = 0;
        for _ in 0..n_piles {
            let (size, cap) = (numbers.next().unwrap(), numbers.next().unwrap());
            last = if cap == 0 { 0 } else { size % (cap + 1) };
        }
        output += if last != 0 { "Win\n" } else { "Lose\n" };
    }
    output
}

#[test]
fn the_generator_exposes_the_last_pile_solution() {
    let caught = (0..20).any(|index| {
        let input = oracle::generate(&mut Rng::for_input(judge::oracle::DEFAULT_SEED, index));
        oracle::brute(&input) != last_pile_only(&input)
    });
    assert!(
        caught,
        "the random inputs would let the last-pile solution pass"
    );
}

#[test]
fn values_of_2_to_the_31_do_not_overflow() {
    // 2^31 mod (2^31 + 1) = 2^31 and 2^31 mod 2^31 = 0, worked by hand.
    let big = 1u64 << 31;
    let input = format!(
        "4\n1\n{big} {big}\n1\n{big} {}\n2\n{big} {big}\n{big} {big}\n2\n{big} 0\n0 {big}\n",
        big - 1
    );
    check(&input, "Win\nLose\nLose\nLose\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1 1\n2",
        "",
        "token 6: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1\n5 x",
        "",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    // An absurd N must fail on the first missing pile, not allocate for N.
    check_rejects(
        "1\n99999999999\n1 1",
        "",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
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
