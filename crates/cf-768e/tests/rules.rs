//! Codeforces 768E driven as a judge would: the samples, bad input, piles past
//! the limit, and the test data's provenance (the brute force, which plays
//! each pile by its literal rule). The comparison with the brute force on
//! random inputs is the test `stress`.

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-768e");
const SAMPLES: [(&str, &str); 2] = [("1\n5\n", "NO\n"), ("2\n1\n2\n", "YES\n")];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-768e"))
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
fn the_literal_rule_forbids_repeating_an_amount() {
    // From 3 stones: take 3, or 1 (then only 2 is left to take: (2, {1}) has
    // one move, the 2), or 2 (then (1, {}) : the 1 is still free).
    let mut options = oracle::pile_moves(&(3, 0));
    options.sort_unstable();
    assert_eq!(options, [(0, 0), (1, 0), (2, 1 << 1)]);
    assert_eq!(oracle::pile_moves(&(2, 1 << 1)), [(0, 0)]);
    // Once 1 and 2 were taken from a pile of 4 (1 left), it is stuck.
    assert_eq!(oracle::pile_moves(&(1, 1 << 1)), []);
}

/// Whole positions (multisets of piles) played out without Grundy values:
/// a move is one allowed take from one pile.
fn wins_by_search(piles: &[u64]) -> bool {
    let mut game = play::Game::new(|position: &Vec<oracle::Pile>| {
        play::sum_moves(position, |pile| {
            oracle::pile_moves(pile)
                .into_iter()
                .map(|next| vec![next])
                .collect()
        })
    });
    let mut start: Vec<oracle::Pile> = piles.iter().map(|&pile| (pile, 0)).collect();
    start.sort_unstable();
    game.wins(&start)
}

#[test]
fn whole_positions_played_out_agree_with_the_brute_force() {
    let mut rng = judge::Rng::new(768);
    for _ in 0..120 {
        let piles: Vec<u64> = (0..rng.range(1, 3)).map(|_| rng.range(1, 9)).collect();
        let line: Vec<String> = piles.iter().map(u64::to_string).collect();
        let input = format!("{}\n{}\n", piles.len(), line.join(" "));
        let expected = if wins_by_search(&piles) {
            "NO\n"
        } else {
            "YES\n"
        };
        assert_eq!(oracle::brute(&input), expected, "{input}");
    }
}

#[test]
fn below_the_limits_is_well_defined() {
    // No piles, or empty piles: Sam cannot move, so Jon wins.
    check("0\n", "YES\n");
    check("2\n0 0\n", "YES\n");
    check("3\n0 60 60\n", "YES\n");
    // No final line break; tokens after the last pile are not read.
    check("2\n1 2", "YES\n");
    check("1\n5\n7 8\n", "NO\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "2\n1 -2\n",
        "token 3: expected an unsigned 64-bit integer, found `-2`",
    );
    check_rejects("2\n60 61\n", "token 3: a pile has at most 60 stones");
    check_rejects(
        "1\n18446744073709551616\n",
        "token 2: expected an unsigned 64-bit integer",
    );
    // An absurd n fails on the first missing pile, without allocating for n.
    check_rejects(
        "18446744073709551615\n1\n",
        "token 3: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-", "max-"],
        oracle::generate,
        oracle::brute,
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
