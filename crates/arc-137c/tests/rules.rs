//! AtCoder ARC137 C driven as a judge would: the samples, the answers off the
//! statement's domain, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The two-number game as a pair, the rule file the explorer runs today.
#[path = "../pair.rs"]
mod pair;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/arc-137c");

const SAMPLES: [(&str, &str); 2] = [("2\n2 4\n", "Alice\n"), ("3\n0 1 2\n", "Bob\n")];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_arc-137c"))
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
        assert_eq!(oracle::brute(input), output);
    }
}

#[test]
fn brute_force_moves_only_the_largest() {
    // From {0, 2, 4} the 4 may go to 1 or 3 (0 and 2 are taken); the 2 never
    // moves while 4 is the largest.
    let options: Vec<Vec<u64>> = game::moves(&vec![0, 2, 4])
        .into_iter()
        .map(|mut option| option.remove(0))
        .collect();
    assert_eq!(options, [vec![0, 1, 2], vec![0, 2, 3]]);
    assert!(!oracle::wins(&[0, 1, 2]));
    assert!(oracle::wins(&[0, 2, 3]));
}

/// pair.rs (the README's table) against game.rs's family (the literal rule)
/// on a 24 × 6 box.
#[test]
fn the_pair_rule_agrees_with_the_literal_list() {
    let mut by_pair =
        play::Game::new(|&p: &(u64, u64)| pair::moves(p).into_iter().map(|option| option[0]));
    for a in 0..24 {
        for gap in 0..6 {
            assert_eq!(
                by_pair.wins(&(a, gap)),
                oracle::wins(&game::start((a, gap))),
                "{a}, {gap}"
            );
        }
    }
}

/// N = 0 and N = 1 (off the judge's N ≥ 2) against the brute force.
#[test]
fn fewer_than_two_numbers_agree_with_the_brute_force() {
    for input in ["0\n", "1\n0\n", "1\n1\n", "1\n7\n"] {
        check(input, &oracle::brute(input));
    }
}

#[test]
fn values_past_the_limits_stay_exact() {
    let max = u64::MAX;
    // {2^64 − 2, 2^64 − 1}: 2^64 − 2 holes below the top (even): Bob.
    check(&format!("2\n{} {max}\n", max - 1), "Bob\n");
    check(&format!("3\n0 {} {max}\n", max - 1), "Alice\n");
    check(&format!("2\n0 {max}\n"), "Alice\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n0 1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "3\n0 2 2\n",
        "token 4: A must be strictly increasing, found 2 after 2",
    );
    check_rejects(
        "2\n4 2\n",
        "token 3: A must be strictly increasing, found 2 after 4",
    );
    check_rejects(
        "2\n1 -3\n",
        "token 3: expected an unsigned 64-bit integer, found `-3`",
    );
}

#[test]
fn a_huge_count_is_read_lazily() {
    for n in ["1000000000000", "18446744073709551615"] {
        check_rejects(
            &format!("{n}\n0 1\n"),
            "token 4: expected an unsigned 64-bit integer, found end of input",
        );
    }
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

/// An independent slower reference for the large cases: it sorts a copy,
/// checks distinctness, and replays the editorial's strategy argument as a
/// count: while the two largest are adjacent, every move must fill a hole
/// below them, so the game's length is fixed by the holes below the top;
/// it counts those holes one gap at a time (not by `top + 1 − n`).
fn reference(input: &str) -> String {
    let mut numbers: Vec<u64> = judge::input::tokens(input).skip(1).collect();
    numbers.sort_unstable();
    let n = numbers.len();
    let top = numbers[n - 1];
    let second = numbers[n - 2];
    let alice = if top - second >= 2 {
        true
    } else {
        let holes: u64 = std::iter::once(numbers[0])
            .chain(numbers.windows(2).map(|w| w[1] - w[0] - 1))
            .sum();
        holes % 2 == 1
    };
    if alice { "Alice\n" } else { "Bob\n" }.to_string()
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        137,
        300,
    );
}

/// testdata/arc-137c/README.md names every case's origin and has no TODO left
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
