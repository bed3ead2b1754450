//! HDU 1524 driven as a judge would: the sample, deep and dense graphs, bad
//! input (cycles included), the missing terminator, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::HashSet;

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1524");
const SAMPLE_IN: &str =
    "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";
const SAMPLE_OUT: &str = "WIN\nWIN\nWIN\nLOSE\nWIN\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-1524"))
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

/// Independent reference for the `max-` cases, too large for literal play of
/// ten pieces: each vertex's Grundy value by its definition (the mex of its
/// successors' values, found with a `HashSet`), taking the vertices in
/// reverse topological order (Kahn's algorithm, no search), written without
/// `gamecore`; a query's value is the XOR of its pieces' (Sprague–Grundy).
/// Checked against the brute force by `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let mut output = String::new();
    for case in oracle::parse(input) {
        let n = case.successors.len();
        let mut in_degree = vec![0usize; n];
        for list in &case.successors {
            for &next in list {
                in_degree[next] += 1;
            }
        }
        let mut order: Vec<usize> = (0..n).filter(|&v| in_degree[v] == 0).collect();
        let mut at = 0;
        while at < order.len() {
            for &next in &case.successors[order[at]] {
                in_degree[next] -= 1;
                if in_degree[next] == 0 {
                    order.push(next);
                }
            }
            at += 1;
        }
        let mut grundy = vec![0u64; n];
        for &vertex in order.iter().rev() {
            let reachable: HashSet<u64> = case.successors[vertex]
                .iter()
                .map(|&next| grundy[next])
                .collect();
            grundy[vertex] = (0..).find(|value| !reachable.contains(value)).unwrap();
        }
        for pieces in &case.queries {
            let value = pieces.iter().fold(0, |acc, &piece| acc ^ grundy[piece]);
            output += if value != 0 { "WIN\n" } else { "LOSE\n" };
        }
    }
    output
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
        1524,
        400,
    );
}

/// A path 0 → 1 → … → n − 1, and queries of one piece at 0, 1 and n − 1.
fn path(n: usize) -> String {
    let mut input = format!("{n}\n");
    for vertex in 0..n {
        input += &if vertex + 1 < n {
            format!("1 {}\n", vertex + 1)
        } else {
            "0\n".to_string()
        };
    }
    input + &format!("1 0\n1 1\n1 {}\n0\n", n - 1)
}

#[test]
fn long_paths_do_not_overflow_the_stack() {
    // On a path a piece's value is the parity of its distance to the end.
    check(&path(1000), "WIN\nLOSE\nLOSE\n");
    // 200 times the judge's N: still no recursion.
    check(&path(200_000), "WIN\nLOSE\nLOSE\n");
}

#[test]
fn the_complete_dag_is_nim() {
    // Vertex v → every w < v: v's value is v, so pieces at 3, 5, 6 cancel.
    let n = 1000;
    let mut input = format!("{n}\n");
    for vertex in 0..n {
        let list: Vec<String> = (0..vertex).rev().map(|w| w.to_string()).collect();
        input += &format!("{vertex} {}\n", list.join(" "));
    }
    input += "3 3 5 6\n2 999 998\n10 0 0 0 0 0 0 0 0 0 0\n0\n";
    check(&input, "LOSE\nWIN\nLOSE\n");
}

#[test]
fn a_missing_terminator_or_final_line_break_ends_the_input() {
    // The input ending where a query would start ends the last test case.
    let without_zero = SAMPLE_IN.strip_suffix("0\n").unwrap();
    check(without_zero, SAMPLE_OUT);
    check(without_zero.trim_end(), SAMPLE_OUT);
    check("", "");
    // A test case with no query at all.
    check("2\n1 1\n0\n0\n1\n0\n1 0\n0\n", "LOSE\n");
}

#[test]
fn cycles_are_refused() {
    check_rejects(
        "2\n1 1\n1 0\n1 0\n0\n",
        "token 5: the graph must be acyclic, but vertex 0 can reach itself",
    );
    check_rejects(
        "1\n1 0\n1 0\n0\n",
        "token 3: the graph must be acyclic, but vertex 0 can reach itself",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects("2\n1 2\n0\n", "token 3: a vertex must be below N = 2");
    check_rejects(
        "2\n1 1\n0\n1 2\n0\n",
        "token 6: a vertex must be below N = 2",
    );
    check_rejects(
        "3\n1 1\n0\n",
        "token 5: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "2\n1 1\n0\n2 0",
        "token 7: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "2\n1 -1\n",
        "token 3: expected a non-negative integer (usize), found `-1`",
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
            ("1\n0\n1 0\n", "expected"),
            ("2\n1 1\n1 0\n1 0\n0\n", "cycle"),
            ("1\n0\n11 0 0 0 0 0 0 0 0 0 0 0\n0\n", "outside"),
            ("2\n1 2\n0\n1 0\n0\n", "outside"),
        ],
    );
}
