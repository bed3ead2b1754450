//! POJ 3537 driven as a judge would: the samples, strips too short or too
//! long, the false "multiple of 3" rule, and the test data's provenance (the
//! brute force on real strips, or for long strips an independent reference).
//! The comparison with the brute force on random inputs is the test
//! `stress`.

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/poj-3537");
const SAMPLES: [(&str, &str); 2] = [("3\n", "1\n"), ("6\n", "2\n")];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_poj-3537"))
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

/// The values of runs of `0..len` *free* cells (empty and at least three
/// cells from every cross): a cross at offset `p` of a run of `L` kills it
/// and two free cells on each side, leaving runs of `max(p − 2, 0)` and
/// `max(L − 3 − p, 0)`. Written on runs of cells, without `gamecore` and
/// without the octal code the solution uses.
fn run_values(len: usize) -> Vec<u32> {
    let mut values = vec![0u32; len];
    for run in 1..len {
        let reachable: Vec<u32> = (0..run)
            .map(|p| values[p.saturating_sub(2)] ^ values[(run - p).saturating_sub(3)])
            .collect();
        values[run] = (0..).find(|v| !reachable.contains(v)).unwrap();
    }
    values
}

/// Independent reference for strips too long to play out: the empty strip is
/// one run of n free cells.
fn reference(input: &str) -> String {
    let n: usize = judge::input::tokens(input).next().unwrap();
    if run_values(n + 1)[n] != 0 {
        "1\n"
    } else {
        "2\n"
    }
    .to_string()
}

#[test]
fn samples() {
    for (input, expected) in SAMPLES {
        check(input, expected);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, expected) in SAMPLES {
        assert_eq!(oracle::brute(input), expected);
    }
}

#[test]
fn a_move_that_completes_three_wins_at_once() {
    use oracle::Strip;
    // X.X. on 4 cells: the cross in cell 1 wins; cell 3 does not.
    let options = oracle::moves(4, Strip::Crosses(0b0101));
    assert!(options.contains(&Strip::Won));
    assert!(options.contains(&Strip::Crosses(0b1101)));
    assert_eq!(oracle::moves(4, Strip::Won), []);
}

#[test]
fn the_multiple_of_three_rule_is_false() {
    // "The second player wins iff 3 divides n", seen in write-ups: n = 3 is
    // a first-player win (a cross in the middle cell; any reply leaves two
    // crosses beside an empty cell), and 9 and 15 are won too.
    let played: Vec<u32> = (3..=15).filter(|&n| !oracle::wins(n)).collect();
    assert_eq!(played, [6, 12]);
    let by_rule: Vec<u32> = (3..=15).filter(|n| n % 3 == 0).collect();
    assert_ne!(played, by_rule);
    // On long strips too: the lost n up to 200, from the reference.
    let values = run_values(201);
    let lost: Vec<usize> = (3..=200).filter(|&n| values[n] == 0).collect();
    assert_eq!(
        lost,
        [6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194]
    );
    check("9\n", "1\n");
    check("22\n", "2\n");
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3537,
        100,
    );
}

#[test]
fn the_binary_agrees_with_the_reference_on_every_n_to_300() {
    let values = run_values(301);
    for (n, &value) in values.iter().enumerate().skip(3) {
        let expected = if value != 0 { "1\n" } else { "2\n" };
        check(&format!("{n}\n"), expected);
    }
}

#[test]
fn past_the_limit_answers_or_refuses_at_once() {
    let input = "5000\n";
    check(input, &reference(input));
    check("2001\n", &reference("2001\n"));
    // A missing final line break; tokens after n are not read.
    check("6", "2\n");
    check("6 7\n", "2\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "-6\n",
        "token 1: expected a non-negative integer (usize), found `-6`",
    );
    check_rejects("2\n", "token 1: n must be at least 3");
    check_rejects("0\n", "token 1: n must be at least 3");
    check_rejects("5001\n", "token 1: n must be at most 5000");
    check_rejects(
        "99999999999999999999\n",
        "token 1: expected a non-negative integer",
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_reference() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::generate,
        oracle::brute,
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
