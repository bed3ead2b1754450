//! POJ 2484 driven as a judge would: the sample, the missing terminator, bad
//! input, exactness past the limits, and the test data's provenance (the
//! brute force on real circles, or for the largest circles the Kayles
//! reference). The comparison with the brute force on random inputs is the
//! test `stress`.

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/poj-2484");
const SAMPLE_IN: &str = "1\n2\n3\n0\n";
const SAMPLE_OUT: &str = "Alice\nAlice\nBob\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_poj-2484"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Exit code 2 and one line on stderr; the answers to the lines before the
/// bad one are still printed.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_owned())
        .stderr(error_line(fragment));
}

/// The Grundy values of Kayles (octal game 0.77: take one pin or two
/// adjacent pins from a row) for rows of `0..len` pins, by the mex
/// definition.
fn kayles_table(len: usize) -> Vec<u32> {
    let mut values = vec![0u32; len];
    for row in 1..len {
        let mut reachable = Vec::new();
        for take in 1..=2.min(row) {
            for left in 0..=row - take {
                reachable.push(values[left] ^ values[row - take - left]);
            }
        }
        values[row] = (0..).find(|v| !reachable.contains(v)).unwrap();
    }
    values
}

/// Kayles rows repeat with period 12 from 71 pins on (Guy and Smith, 1956);
/// `kayles_is_periodic_from_71` checks the table far enough for the octal
/// periodicity theorem to prove it for every row.
const KAYLES_TABLE_LEN: usize = 300;
const KAYLES_PREPERIOD: usize = 71;
const KAYLES_PERIOD: usize = 12;

fn kayles(table: &[u32], row: u64) -> u32 {
    match usize::try_from(row) {
        Ok(row) if row < table.len() => table[row],
        _ => {
            let offset = (row - KAYLES_PREPERIOD as u64) % KAYLES_PERIOD as u64;
            table[KAYLES_PREPERIOD + offset as usize]
        }
    }
}

/// Independent reference for circles too large to play out: the first move
/// in a circle of `n` leaves a row of `n − 1` or `n − 2` coins (or nothing),
/// which is Kayles; Alice wins iff some first move leaves a row of Kayles
/// value 0. No symmetry argument is used. Checked against the brute force in
/// `kayles_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let table = kayles_table(KAYLES_TABLE_LEN);
    judge::input::tokens::<u64>(input)
        .take_while(|&n| n != 0)
        .map(|n| {
            let rows_left = [n.checked_sub(1), n.checked_sub(2)];
            let alice_wins = rows_left
                .iter()
                .flatten()
                .any(|&row| kayles(&table, row) == 0);
            if alice_wins {
                "Alice\n"
            } else {
                "Bob\n"
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
fn brute_force_plays_real_circles() {
    // 1 and 2 coins are taken at once; from 3 coins on Bob mirrors.
    let alice: Vec<u32> = (1..=16).filter(|&n| oracle::wins(n)).collect();
    assert_eq!(alice, [1, 2]);
}

#[test]
fn multiples_of_three_are_not_the_rule() {
    // A rule that circulates ("Bob wins iff 3 divides n") says Alice wins
    // 4 and 5 coins; the real circles say Bob does.
    check("4\n5\n6\n7\n0\n", "Bob\nBob\nBob\nBob\n");
    assert_eq!(oracle::brute("4\n5\n0\n"), "Bob\nBob\n");
}

#[test]
fn kayles_is_periodic_from_71() {
    // The octal periodicity theorem (Guy and Smith): for a game whose moves
    // take at most t = 2 tokens, if g(n + p) = g(n) for all n0 ≤ n <
    // 2·n0 + p + t, it holds for all n ≥ n0. 2·71 + 12 + 2 = 156 < 300.
    let table = kayles_table(KAYLES_TABLE_LEN);
    for row in KAYLES_PREPERIOD..KAYLES_TABLE_LEN - KAYLES_PERIOD {
        assert_eq!(table[row], table[row + KAYLES_PERIOD], "row {row}");
    }
    assert_ne!(table[70], table[82], "70 is not in the period");
    // A row of Kayles is never lost (the player to move takes the middle
    // and mirrors), which is why Alice never wins a circle of 3 or more.
    assert!(table[1..].iter().all(|&value| value != 0));
}

#[test]
fn kayles_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2484,
        500,
    );
}

#[test]
fn the_terminator_and_the_final_newline_may_be_missing() {
    check("1\n2\n3\n", SAMPLE_OUT);
    check("1\n2\n3", SAMPLE_OUT);
    check("1\n2\n3\n0", SAMPLE_OUT);
    check("1\n0\n2\n3\n", "Alice\n");
    check("0\n", "");
    check("", "");
}

#[test]
fn values_past_the_limits_stay_exact() {
    let max = u64::MAX;
    check(
        &format!("1000001\n{}\n{max}\n0\n", 1u64 << 32),
        "Bob\nBob\nBob\n",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n-2\n",
        "Alice\n",
        "token 2: expected an unsigned 64-bit integer, found `-2`",
    );
    check_rejects(
        "3\nx\n",
        "Bob\n",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "18446744073709551616\n0\n",
        "",
        "token 1: expected an unsigned 64-bit integer",
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_kayles_reference() {
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
