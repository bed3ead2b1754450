//! AtCoder AGC 010 F driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/agc-010f");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_agc-010f"))
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
    ("3\n1 2 3\n1 2\n2 3\n", "2\n"),
    ("5\n5 4 1 2 3\n1 2\n1 3\n2 4\n2 5\n", "1 2\n"),
    ("3\n1 1 1\n1 2\n2 3\n", "\n"),
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
fn brute_force_lets_an_emptied_vertex_be_entered_again() {
    // Two vertices with one stone each: Takahashi takes vertex 1's stone and
    // moves to 2; Aoki takes 2's and moves back onto the emptied vertex 1,
    // where Takahashi finds no stone. (In vertex geography Aoki could not
    // move back, and Takahashi would win.)
    assert!(!oracle::wins_from(&[1, 1], &[(0, 1)], 0));
    // With two stones on vertex 1, Takahashi wins from it.
    assert!(oracle::wins_from(&[2, 1], &[(0, 1)], 0));
}

/// Independent reference for trees beyond literal play: the editorial's
/// rule applied from each start separately — root the tree at the start,
/// and a vertex wins iff some child with fewer stones loses — by an
/// explicit-stack search per start, O(N²), without `gamecore`.
fn reference(input: &str) -> String {
    let (stones, edges) = oracle::parse(input);
    let n = stones.len();
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in &edges {
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    let mut winners = Vec::new();
    let mut wins = vec![false; n];
    for start in 0..n {
        // Post-order by an explicit stack: (vertex, parent, expanded?).
        let mut stack = vec![(start, usize::MAX, false)];
        while let Some((v, parent, expanded)) = stack.pop() {
            if expanded {
                wins[v] = neighbours[v]
                    .iter()
                    .any(|&c| c != parent && stones[c] < stones[v] && !wins[c]);
            } else {
                stack.push((v, parent, true));
                for &c in &neighbours[v] {
                    if c != parent {
                        stack.push((c, v, false));
                    }
                }
            }
        }
        if wins[start] {
            winners.push((start + 1).to_string());
        }
    }
    format!("{}\n", winners.join(" "))
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate_tree,
        oracle::brute,
        10,
        300,
    );
}

#[test]
fn long_paths_and_huge_stone_counts_are_answered() {
    // A path of 200 001 vertices with stones rising to the right, the
    // counts up to 2^64 − 1: vertex 1 has none and loses, so vertex 2
    // wins, vertex 3 loses, and so on.
    let n = 200_001u64;
    let top = u64::MAX - n;
    let stones: Vec<String> = (0..n)
        .map(|v| (if v == 0 { 0 } else { top + v }).to_string())
        .collect();
    let mut input = format!("{n}\n{}\n", stones.join(" "));
    for v in 1..n {
        input += &format!("{} {}\n", v + 1, v);
    }
    let expected: Vec<String> = (2..=n).step_by(2).map(|v| v.to_string()).collect();
    check(&input, &format!("{}\n", expected.join(" ")));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2 3\n1 2\n2",
        "token 8: expected a non-negative integer (usize), found end of input",
    );
    check_rejects("3\n1 2 3\n1 2\n2 4\n", "token 8: vertex 4 is not in 1..=3");
    check_rejects(
        "2\n1 -1\n1 2\n",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects("0\n", "token 1: N must be at least 1");
    check_rejects("99999999999999\n", "token 2: expected");
}

/// Issue 29: `2` / `1 0` / `1 1` was answered with an empty line, but by
/// literal play Takahashi wins from vertex 1 (take its stone, step along the
/// loop back to 1, where Aoki finds none). The rule does not hold with a
/// loop, so a loop is refused, and literal play says why.
#[test]
fn a_self_loop_is_refused_where_literal_play_shows_the_rule_fails() {
    let input = "2\n1 0\n1 1\n";
    assert_eq!(oracle::brute(input), "1\n");
    check_rejects(
        input,
        "token 5: edge 1 1 is a self-loop (not answered: the judge's graph is a tree)",
    );
    check_rejects("3\n1 2 3\n1 2\n3 3\n", "token 8: edge 3 3 is a self-loop");
}

#[test]
fn graphs_with_cycles_and_repeated_edges_are_answered_as_literal_play_says() {
    // N − 1 edges that are not a tree: a triangle beside an isolated vertex,
    // and a repeated edge.
    for input in ["4\n2 1 3 0\n1 2\n2 3\n3 1\n", "3\n2 1 0\n1 2\n2 1\n"] {
        check(input, &oracle::brute(input));
    }
}

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("1\n5\n", "N = 1 is outside 2..=3000"),
            ("2\n1 1000000001\n1 2\n", "is outside 0..=1000000000"),
            ("3\n1 1 1\n1 2\n2 1\n", "closes a cycle"),
            ("2\n1 1\n1 2\n1 2\n", "expected the end of the input"),
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
