//! HDU 3537 driven as a judge would: the sample, repeated coins, positions
//! past the limits, bad input, and the test data's provenance. The comparison
//! with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::{BTreeSet, HashSet};

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-3537");
const SAMPLE_IN: &str = "0\n1\n0\n4\n0 1 2 3\n";
const SAMPLE_OUT: &str = "Yes\nNo\nYes\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-3537"))
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

/// The `n`-th odious number (counting from 0), written without `gamecore`:
/// of the pair `2n`, `2n + 1` exactly one has an odd number of 1 bits
/// (they differ in the last bit only), counted here bit by bit.
fn nth_odious(n: u64) -> u64 {
    let mut ones = 0;
    let mut rest = 2 * n;
    while rest > 0 {
        ones += rest & 1;
        rest >>= 1;
    }
    2 * n + (1 - ones % 2)
}

/// Independent reference for the `max-` cases (coins up to 10^8 are far too
/// many positions for literal play): each distinct head's Mock Turtles value,
/// the `n`-th odious number ([`nth_odious`], checked against the mex
/// definition by `nth_odious_matches_the_mex_definition`), and their XOR
/// (coin-turning principle, checked against literal play by
/// `the_reference_agrees_with_the_brute_force`).
fn reference(input: &str) -> String {
    oracle::parse(input)
        .iter()
        .map(|heads| {
            let distinct: BTreeSet<u64> = heads.iter().copied().collect();
            let value = distinct.iter().fold(0, |acc, &coin| acc ^ nth_odious(coin));
            if value == 0 {
                "Yes\n"
            } else {
                "No\n"
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
fn brute_force_flips_one_to_three_coins() {
    // Heads at 1 (of coins 0, 1): turn coin 1 alone, or with coin 0.
    let moves = oracle::row_moves(&vec![false, true]);
    assert_eq!(moves, [vec![false, false], vec![true, false]]);
    // Heads at 2: alone, with 0, with 1, with 0 and 1.
    assert_eq!(oracle::row_moves(&vec![false, false, true]).len(), 4);
}

#[test]
fn nth_odious_matches_the_mex_definition() {
    // One head at n: turn it alone (0), with a < n (g(a)), or with a < b < n.
    let mut values: Vec<u64> = Vec::new();
    for n in 0..200usize {
        let mut options: HashSet<u64> = HashSet::from([0]);
        for b in 0..n {
            options.insert(values[b]);
            for a in 0..b {
                options.insert(values[a] ^ values[b]);
            }
        }
        values.push((0..).find(|v| !options.contains(v)).unwrap());
        assert_eq!(nth_odious(n as u64), values[n], "coin {n}");
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3537,
        400,
    );
}

#[test]
fn a_coin_named_twice_is_one_head() {
    // Coins 0 0: one head at 0 (value 1), not two that cancel.
    check("2\n0 0\n3\n5 5 5\n4\n1 2 1 2\n", "No\nNo\nNo\n");
    check("2\n7 7\n", &reference("1\n7\n"));
}

#[test]
fn positions_past_the_limits_stay_exact() {
    let top = (1u64 << 63) - 1;
    // Coin 2^63 − 1 has value 2^64 − 2 (63 one bits: odious); named twice,
    // still one head; with coin 2^63 − 2 (value 2^64 − 3) their XOR is 3,
    // cancelled by coins 0 and 1 (values 1 and 2).
    check(
        &format!("1\n{top}\n2\n{top} {top}\n4\n{top} {} 0 1\n", top - 1),
        "No\nNo\nYes\n",
    );
}

#[test]
fn a_missing_final_line_break_and_n_zero_last() {
    check(SAMPLE_IN.trim_end(), SAMPLE_OUT);
    check("4\n0 1 2 3\n0", "Yes\nYes\n");
    check("", "");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n1",
        "token 3: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n-1\n",
        "token 2: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "1\n9223372036854775808\n",
        "token 2: a coin's position must be below 2^63",
    );
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
        &[("1\n100000000\n", "outside"), ("101\n", "outside")],
    );
}
