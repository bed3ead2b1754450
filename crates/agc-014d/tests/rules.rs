//! AtCoder AGC 014 D driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/agc-014d");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_agc-014d"))
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

const SAMPLES: [(&str, &str); 3] = [
    ("3\n1 2\n2 3\n", "First\n"),
    ("4\n1 2\n2 3\n2 4\n", "First\n"),
    ("6\n1 2\n2 3\n3 4\n2 5\n5 6\n", "Second\n"),
];

#[test]
fn samples() {
    for (input, expected) in SAMPLES {
        check(input, expected);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, expected) in SAMPLES {
        assert_eq!((oracle::ORACLE.brute)(input), expected, "{input}");
    }
}

#[test]
fn brute_force_applies_the_repaint_to_the_finished_colouring() {
    // Two vertices: Takahashi paints one white, Aoki the other black, and the
    // white one is repainted.
    assert!(!oracle::takahashi_wins(2, &[(0, 1)]));
    // A star with three leaves: Takahashi takes the centre, then a leaf Aoki
    // has not blackened; the centre is repainted but that leaf survives only
    // if no black neighbour — its one neighbour is the white centre.
    assert!(oracle::takahashi_wins(4, &[(0, 1), (0, 2), (0, 3)]));
}

/// Independent reference for trees far beyond literal play: the maximum
/// matching by the tree dynamic programme (best in each subtree with its
/// root free or not), written out here without `gamecore`; Aoki wins
/// exactly when it is perfect (the pairing strategy, README).
fn reference(input: &str) -> String {
    let (n, edges) = oracle::tree_of(input);
    let mut adjacency = vec![Vec::new(); n];
    for &(a, b) in &edges {
        adjacency[a].push(b);
        adjacency[b].push(a);
    }
    let mut order = vec![0];
    let mut parent = vec![usize::MAX; n];
    parent[0] = 0;
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &adjacency[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    // free[v]: best matching of v's subtree leaving v unmatched; any[v]: best.
    let mut free = vec![0i64; n];
    let mut any = vec![0i64; n];
    for &v in order.iter().rev() {
        let children = adjacency[v].iter().filter(|&&w| parent[w] == v && w != 0);
        let sum: i64 = children.clone().map(|&w| any[w]).sum();
        free[v] = sum;
        let gain = children.map(|&w| 1 + free[w] - any[w]).max().unwrap_or(0);
        any[v] = sum + gain.max(0);
    }
    let winner = if 2 * any[0] == n as i64 {
        "Second"
    } else {
        "First"
    };
    format!("{winner}\n")
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        14,
        400,
    );
}

#[test]
fn deep_paths_do_not_overflow_the_stack() {
    let n = 400_000u64;
    let mut input = format!("{n}\n");
    for v in 1..n {
        input += &format!("{} {}\n", v + 1, v);
    }
    check(&input, "Second\n");
    let mut input = format!("{}\n", n - 1);
    for v in 1..n - 1 {
        input += &format!("{} {}\n", v, v + 1);
    }
    check(&input, "First\n");
}

#[test]
fn the_input_may_end_without_a_line_break() {
    check("2\n1 2", "Second\n");
    check("1\n", "First\n"); // below the limits: Takahashi paints the only vertex
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2\n2",
        "token 5: expected a non-negative integer (usize), found end of input",
    );
    check_rejects("3\n1 2\n2 4\n", "token 5: vertex 4 is not in 1..=3");
    check_rejects("3\n1 1\n2 3\n", "token 3: edge 1 1 is a loop");
    check_rejects("0\n", "token 1: N must be at least 1");
    check_rejects(
        "4\n1 2\n2 3\n3 1\n",
        "token 7: the edges do not form a tree",
    );
    check_rejects(
        "18446744073709551615\n1 2\n",
        "token 4: expected a non-negative integer (usize), found end of input",
    );
}

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("1\n", "N = 1 is outside 2..=100000"),
            ("3\n1 2\n2 1\n", "closes a cycle"),
            ("3\n1 2\n2 4\n", "is outside 1..=3"),
            ("3\n1 2\n2 3\n1 3\n", "expected the end of the input"),
        ],
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

// TODO (when the problem has `max-*` cases too large for the brute force): an
// independent slower `reference`, checked against the brute force on small
// inputs with `judge::stress::check_reference_against_brute`, and
// `judge::testdata::check_against_reference(TESTDATA, &["max-"], reference)`
// so that every `max-*.out` is re-derived on each `cargo test`.
