//! Luogu P6970 driven as a judge would: the sample, the players'
//! asymmetric preferences on small graphs, bad input, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::VecDeque;

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/luogu-p6970");
const SAMPLE_IN: &str = "6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n";
const SAMPLE_OUT: &str = "WDLDWL\nDWLLWL\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_luogu-p6970"))
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

/// Georgiy's attractor of `target` on states `(vertex, turn)` (turn 1 is
/// Georgiy's): a state joins when Georgiy moves there and one arc reaches
/// the set, or Gennady moves there and every arc does.
fn georgiy_attractor(
    n: usize,
    arcs: &[(usize, usize)],
    mut inside: Vec<[bool; 2]>,
) -> Vec<[bool; 2]> {
    let mut into = vec![Vec::new(); n + 1];
    let mut degree = vec![0usize; n + 1];
    for &(a, b) in arcs {
        into[b].push(a);
        degree[a] += 1;
    }
    let mut left: Vec<[usize; 2]> = degree.iter().map(|&d| [d, d]).collect();
    let mut queue = VecDeque::new();
    for (v, states) in inside.iter().enumerate() {
        for (turn, &is_in) in states.iter().enumerate() {
            if is_in {
                queue.push_back((v, turn));
            }
        }
    }
    while let Some((v, turn)) = queue.pop_front() {
        let before = 1 - turn;
        for &u in &into[v] {
            if inside[u][before] {
                continue;
            }
            left[u][before] -= 1;
            if before == 1 || left[u][before] == 0 {
                inside[u][before] = true;
                queue.push_back((u, before));
            }
        }
    }
    inside
}

/// Independent reference for the `max-` cases, written without `gamecore`,
/// from the editorial's reasoning: Georgiy wins where he can force a state
/// where Gennady cannot move; the game is endless where Georgiy cannot force
/// it to end at all; elsewhere Georgiy forces an end he loses, and Gennady
/// wins. Checked against the brute force by
/// `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let graph = oracle::parse(input);
    let n = graph.n;
    let mut degree = vec![0usize; n + 1];
    for &(a, _) in &graph.arcs {
        degree[a] += 1;
    }
    let gennady_stuck: Vec<[bool; 2]> = (0..=n).map(|v| [v > 0 && degree[v] == 0, false]).collect();
    let anyone_stuck: Vec<[bool; 2]> = (0..=n)
        .map(|v| [v > 0 && degree[v] == 0, v > 0 && degree[v] == 0])
        .collect();
    let georgiy_wins = georgiy_attractor(n, &graph.arcs, gennady_stuck);
    let it_ends = georgiy_attractor(n, &graph.arcs, anyone_stuck);
    let mut output = String::new();
    for turn in 0..2 {
        for v in 1..=n {
            output.push(if !it_ends[v][turn] {
                'D'
            } else if georgiy_wins[v][turn] == (turn == 1) {
                'W'
            } else {
                'L'
            });
        }
        output.push('\n');
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
        6970,
        400,
    );
}

#[test]
fn the_preferences_are_asymmetric() {
    // 1 ⇄ 2 and 1 → 3 (3 has no arc). Gennady starting at 1 could win at
    // once (to 3) but loops; from 2 he must hand Georgiy vertex 1, and
    // Georgiy goes to 3 and wins; Georgiy starting at 1 goes to 3 too; from
    // 2 he must hand Gennady vertex 1, who loops.
    check("3 3\n1 2\n2 1\n1 3\n", "DLL\nWDL\n");
    // A self-loop at 1, and 1 → 2 → 3. Georgiy at 1 would rather lose (to 2,
    // then Gennady to 3) than loop with Gennady for ever; so Gennady at 1
    // cannot keep the game going, and wins by looping once.
    check("3 3\n1 1\n1 2\n2 3\n", "WWL\nLWL\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "18446744073709551615 0\n",
        "token 1: n above 10^7 is refused",
    );
    check_rejects(
        "2 1\n1 3\n",
        "token 4: a vertex must be between 1 and n = 2",
    );
    check_rejects(
        "2 1\n0 1\n",
        "token 3: a vertex must be between 1 and n = 2",
    );
    check_rejects(
        "2 2\n1 2\n",
        "token 5: expected a non-negative integer (usize), found end of input",
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
            ("0 1\n1 1\n", "outside"),
            ("2 0\n", "outside"),
            ("100001 1\n1 1\n", "outside"),
            ("2 1\n1 3\n", "outside"),
            ("2 2\n1 2\n1 2\n", "repeated"),
            ("2 1\n1 2\n2 1\n", "expected the end of the input"),
        ],
    );
}
