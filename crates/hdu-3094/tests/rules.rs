//! HDU 3094 driven as a judge would: the samples, exactness past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use play::rules::hackenbush::colon_value;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-3094");
const SAMPLE_IN: &str =
    "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n";
const SAMPLE_OUT: &str = "Alice\nBob\nAlice\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-3094"))
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

/// Independent reference for the `max-` cases (trees of 10^5 vertices are
/// far out of the brute force's reach): `play::rules::hackenbush::colon_value`,
/// the colon principle written out without `gamecore`.
fn reference(input: &str) -> String {
    oracle::trees_of(input)
        .iter()
        .map(|edges| {
            if colon_value(edges.len() + 1, edges) != 0 {
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
fn brute_force_drops_what_is_cut_off() {
    // Cutting 1-2 in the path 1-2-3 drops 2-3 as well, so the path is a
    // stalk of 2 and Alice wins (were 2-3 left standing, the two edges would
    // be cut one by one and Bob would win). The moves themselves are checked
    // on hand-checked positions in `play::rules::hackenbush`.
    assert_eq!(oracle::brute("1\n3\n1 2\n2 3\n"), "Alice\n");
    // Two leaves on the root: the second player mirrors.
    assert_eq!(oracle::brute("1\n3\n1 2\n1 3\n"), "Bob\n");
    assert_eq!(oracle::brute("1\n2\n2 1\n"), "Alice\n");
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3094,
        2000,
    );
}

/// Paths far past 10^5 vertices do not overflow the stack: the root at one
/// end (one stalk of N − 1) and in the middle (two equal stalks, value 0).
#[test]
fn deep_paths_do_not_overflow_the_stack() {
    let n = 300_001u64;
    let mut input = format!("2\n{n}\n");
    for v in 1..n {
        input += &format!("{} {}\n", v + 1, v);
    }
    // The second path is 2 - 3 - … - n with 1 hung in its middle's place:
    // vertices 2..=n/2 + 1 on one side of 1, the rest on the other.
    input += &format!("{n}\n");
    let half = n / 2;
    let mut line: Vec<u64> = (2..=half + 1).collect();
    line.push(1);
    line.extend(half + 2..=n);
    for pair in line.windows(2) {
        input += &format!("{} {}\n", pair[0], pair[1]);
    }
    check(&input, "Alice\nBob\n");
}

#[test]
fn the_input_may_end_without_a_line_break() {
    check("1\n2\n1 2", "Alice\n");
    check("1\n1", "Bob\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3\n1 2\n2",
        "token 6: expected an unsigned 32-bit integer, found end of input",
    );
    check_rejects("1\n3\n1 2\n2 4\n", "token 6: vertex 4 is not in 1..=3");
    check_rejects("1\n3\n0 2\n2 3\n", "token 3: vertex 0 is not in 1..=3");
    check_rejects("1\n0\n", "token 2: N must be in 1..=4294967295, found 0");
    // Three edges on four vertices with a cycle: vertex 4 is cut off.
    check_rejects(
        "1\n4\n1 2\n2 3\n3 1\n",
        "token 8: the edges do not form a tree",
    );
    check_rejects("1\n3\n1 2\n1 2\n", "token 6: the edges do not form a tree");
    check_rejects(
        "1\n2\n1 x\n",
        "token 4: expected an unsigned 32-bit integer, found `x`",
    );
    // An absurd N fails on the first missing edge; nothing is allocated for it.
    check_rejects(
        "1\n4294967295\n1 2\n",
        "token 5: expected an unsigned 32-bit integer, found end of input",
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
