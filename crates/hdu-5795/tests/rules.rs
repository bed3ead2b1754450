//! HDU 5795 driven as a judge would: the sample, bad input, exactness past the
//! limits, and the test data's provenance (the brute force over whole
//! positions, or for the largest heaps an independent reference). The
//! comparison with the brute force on random inputs is the test `stress`.

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::input::counted_lists;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-5795");
const SAMPLE_IN: &str = "2\n2\n4 4\n3\n1 2 4\n";
const SAMPLE_OUT: &str = "Second player wins.\nFirst player wins.\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-5795"))
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

/// A heap's value by the period-8 rule read off the mex table (8k + 7 and
/// 8k + 8 swap), in u128 and written without `gamecore`.
fn reference_value(heap: u64) -> u128 {
    let heap = u128::from(heap);
    match heap % 8 {
        7 => heap + 1,
        0 if heap > 0 => heap - 1,
        _ => heap,
    }
}

/// Independent reference for heaps too large to search: the heaps' values
/// by `reference_value`, XORed. Checked against literal play in
/// `reference_agrees_with_the_brute_force` and, heap by heap, in
/// `single_heaps_played_out_have_the_reference_values`.
fn reference(input: &str) -> String {
    counted_lists::<u64>(input)
        .into_iter()
        .map(|heaps| {
            let nim_sum = heaps
                .iter()
                .fold(0, |acc, &heap| acc ^ reference_value(heap));
            if nim_sum != 0 {
                "First player wins.\n"
            } else {
                "Second player wins.\n"
            }
        })
        .collect()
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
fn single_heaps_played_out_have_the_reference_values() {
    // The Grundy value of one heap by the mex over its literal moves, whole
    // positions (a split leaves three heaps) searched by play::Game.
    let heap_moves = |&heap: &u64| play::rules::take_and_split::moves(heap, 3);
    let mut game = play::Game::new(|heaps: &Vec<u64>| play::sum_moves(heaps, heap_moves));
    for heap in 1..=20 {
        assert_eq!(
            u128::from(game.grundy(&vec![heap])),
            reference_value(heap),
            "heap {heap}"
        );
    }
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        5795,
        500,
    );
}

#[test]
fn values_past_the_limits_stay_exact() {
    let max = u64::MAX;
    // MAX − 1 ≡ 6 (mod 8) keeps its value, so two of them cancel; MAX − 8
    // ≡ 7 is worth MAX − 7 and MAX − 7 ≡ 0 is worth MAX − 8: no overflow at
    // the top, and the two differ.
    check(
        &format!(
            "3\n2\n{a} {a}\n1\n{b}\n2\n{b} {c}\n",
            a = max - 1,
            b = max - 8,
            c = max - 7
        ),
        "Second player wins.\nFirst player wins.\nFirst player wins.\n",
    );
    // 2^32 + 7 has value 2^32 + 8, and 2^32 + 8 has value 2^32 + 7.
    let top = 1u64 << 32;
    check(
        &format!(
            "2\n2\n{} {}\n2\n{} {}\n",
            top + 7,
            top + 8,
            top + 7,
            top + 7
        ),
        "First player wins.\nSecond player wins.\n",
    );
    let seven = format!("1\n3\n{} {} {}\n", top + 7, top + 8, 15);
    check(&seven, &reference(&seven));
}

#[test]
fn empty_heaps_and_empty_cases_are_accepted() {
    // Below the judge's limits but well-defined: an empty heap offers no
    // move, and with no heaps the first player cannot move.
    for input in ["1\n0\n", "1\n1\n0\n", "2\n2\n0 7\n3\n0 8 7\n"] {
        check(input, &oracle::brute(input));
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3\n1 2",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n2\n1 x",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n1\n18446744073709551615",
        "token 3: a heap must be below 2^64 - 1",
    );
    // An absurd n fails on the first missing heap, not by allocating for n.
    check_rejects(
        "1\n18446744073709551615\n1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
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
