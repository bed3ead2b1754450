//! HDU 1729 driven as a judge would: the sample, boxes past the limits, bad
//! input, the missing terminator, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::{BTreeSet, HashMap};

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1729");
const SAMPLE_IN: &str = "3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n";
const SAMPLE_OUT: &str = "Case 1:\nYes\nCase 2:\nNo\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-1729"))
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

/// The Grundy value of every count of a box of capacity `capacity`, by the
/// definition: the options of count `c` are the counts `c + 1 ..= min(s, c +
/// c²)`, a window that only moves left as `c` decreases, so the values in it
/// are kept counted and the mex is the least value counted 0 (a `BTreeSet`
/// of those). `O(s log s)`, without `gamecore` and without the reduction.
fn box_values(capacity: u64) -> Vec<u64> {
    let s = capacity as usize;
    let mut values = vec![0u64; s + 1];
    let mut counted = vec![0usize; s + 2];
    let mut absent: BTreeSet<u64> = (0..=s as u64 + 1).collect();
    // The window of options is positions lo..=hi.
    let (mut lo, mut hi) = (s + 1, s);
    for c in (0..=s).rev() {
        let new_hi = s.min(c + c * c);
        while hi > new_hi {
            if hi >= lo {
                let v = values[hi] as usize;
                counted[v] -= 1;
                if counted[v] == 0 {
                    absent.insert(v as u64);
                }
            }
            hi -= 1;
        }
        while lo > c + 1 {
            lo -= 1;
            if lo <= hi {
                let v = values[lo] as usize;
                if counted[v] == 0 {
                    absent.remove(&(v as u64));
                }
                counted[v] += 1;
            }
        }
        values[c] = *absent.iter().next().unwrap();
    }
    values
}

/// Independent reference for the `max-` cases (capacities up to 10^6 are
/// too many positions for literal play): each box's value from
/// [`box_values`] (one table per capacity), and the Sprague–Grundy XOR.
/// Checked against the brute force by `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let mut tables: HashMap<u64, Vec<u64>> = HashMap::new();
    oracle::parse(input)
        .iter()
        .enumerate()
        .map(|(index, boxes)| {
            let value = boxes.iter().fold(0, |acc, &(s, c)| {
                acc ^ tables.entry(s).or_insert_with(|| box_values(s))[c as usize]
            });
            format!(
                "Case {}:\n{}\n",
                index + 1,
                if value != 0 { "Yes" } else { "No" }
            )
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
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1729,
        400,
    );
}

#[test]
fn the_windowed_mex_matches_the_plain_definition() {
    for s in 0..200u64 {
        let mut plain = vec![0u64; s as usize + 1];
        for c in (0..=s).rev() {
            let options: Vec<u64> = (c + 1..=s.min(c + c * c))
                .map(|d| plain[d as usize])
                .collect();
            plain[c as usize] = (0..).find(|v| !options.contains(v)).unwrap();
        }
        assert_eq!(box_values(s), plain, "s = {s}");
    }
}

#[test]
fn boxes_past_the_limits_stay_exact() {
    let max = u64::MAX;
    // Count 2^64 − 6 is past t = 2^32 − 1: value 5, cancelled by (10, 5).
    check(&format!("2\n{max} {}\n10 5\n0\n", max - 5), "Case 1:\nNo\n");
    check(
        &format!("2\n{max} {}\n10 6\n0\n", max - 5),
        "Case 1:\nYes\n",
    );
    // Count t = 2^32 − 1 itself is lost; full and empty boxes have no move.
    check(
        &format!("3\n{max} 4294967295\n{max} {max}\n{max} 0\n0\n"),
        "Case 1:\nNo\n",
    );
}

#[test]
fn a_missing_terminator_or_final_line_break_ends_the_input() {
    let without_zero = SAMPLE_IN.strip_suffix("0\n").unwrap();
    check(without_zero, SAMPLE_OUT);
    check(without_zero.trim_end(), SAMPLE_OUT);
    check("", "");
    check("0\n1\n5 2\n", "");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3 4\n0\n",
        "token 3: a box cannot hold more than its capacity (c ≤ s)",
    );
    check_rejects(
        "2\n3 1\n4",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n-3 1\n",
        "token 2: expected an unsigned 64-bit integer, found `-3`",
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
        &[
            ("1\n2 1\n", "expected"),
            ("1\n2 3\n0\n", "outside"),
            ("51\n", "above 50"),
            ("1\n1000001 1\n0\n", "outside"),
            ("1\n2 1\n0\n5\n", "expected the end of the input"),
        ],
    );
}
