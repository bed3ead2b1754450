//! AtCoder ABC261 Ex driven as a judge would: the samples, deep and
//! endless graphs, bad input, and the test data's provenance. The comparison
//! with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/abc-261h");
const SAMPLES: [(&str, &str); 3] = [
    (
        "7 6 1\n1 2 1\n1 3 10\n2 4 100\n2 5 102\n3 6 20\n3 7 30\n",
        "40\n",
    ),
    (
        "3 6 3\n1 2 1\n2 1 2\n2 3 3\n3 2 4\n3 1 5\n1 3 6\n",
        "INFINITY\n",
    ),
    ("4 4 1\n1 2 1\n2 3 1\n3 1 1\n2 4 1\n", "5\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_abc-261h"))
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

/// Independent reference for the `max-` cases, written without `gamecore`:
/// the editorial's method on (vertex, turn) states with reversed edges —
/// dist[v][0] (Takahashi to move) is fixed when it first leaves a min-heap,
/// dist[v][1] (Aoki to move) once every edge out of v is fixed, as the
/// greatest weight + value. Checked against the brute force by
/// `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let game = oracle::parse(input);
    let n = game.n;
    let mut reverse = vec![Vec::new(); n + 1];
    let mut out_degree = vec![0usize; n + 1];
    for &(a, b, c) in &game.edges {
        reverse[b].push((a, c));
        out_degree[a] += 1;
    }
    let mut dist: Vec<[Option<u64>; 2]> = vec![[None, None]; n + 1];
    let mut left: Vec<usize> = out_degree.clone();
    let mut best = vec![0u64; n + 1];
    let mut heap = BinaryHeap::new();
    for (v, &degree) in out_degree.iter().enumerate().skip(1) {
        if degree == 0 {
            heap.push(Reverse((0u64, v, 0usize)));
            heap.push(Reverse((0u64, v, 1usize)));
        }
    }
    while let Some(Reverse((d, v, turn))) = heap.pop() {
        if dist[v][turn].is_some() {
            continue;
        }
        dist[v][turn] = Some(d);
        // Who moved into (v, turn) had the other turn.
        let before = 1 - turn;
        for &(u, c) in &reverse[v] {
            if dist[u][before].is_some() {
                continue;
            }
            if before == 0 {
                heap.push(Reverse((d + c, u, 0)));
            } else {
                best[u] = best[u].max(d + c);
                left[u] -= 1;
                if left[u] == 0 {
                    heap.push(Reverse((best[u], u, 1)));
                }
            }
        }
    }
    match dist[game.start][0] {
        Some(total) => format!("{total}\n"),
        None => "INFINITY\n".to_string(),
    }
}

#[test]
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, output) in SAMPLES {
        assert_eq!(oracle::brute(input), output);
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        261,
        400,
    );
}

#[test]
fn a_long_path_and_the_largest_totals() {
    // 1 → 2 → … → n, every weight 10^9: the total is (n − 1) · 10^9, no recursion.
    let n = 200_000;
    let mut input = format!("{n} {} 1\n", n - 1);
    for v in 1..n {
        input += &format!("{v} {} 1000000000\n", v + 1);
    }
    check(&input, &format!("{}\n", (n as u64 - 1) * 1_000_000_000));
}

#[test]
fn weights_past_32_bits_after_smaller_ones() {
    // The binary keeps arcs in 12 bytes while the weights fit in 32 bits and
    // moves them to the wide list at the first that does not (the third
    // arc here). Min's only move is 1 → 2; Max then takes 2 → 3 for 2^40
    // rather than 2 → 4 for 1.
    let input = format!("4 3 1\n1 2 1\n2 4 1\n2 3 {}\n", 1u64 << 40);
    check(&input, &format!("{}\n", 1 + (1u64 << 40)));
    check(&input, &oracle::brute(&input));
}

#[test]
fn a_vertex_without_edges_ends_the_game_at_once() {
    check("1 0 1\n", "0\n");
    // Aoki can only go back: Takahashi leaves the cycle when he likes.
    check("3 3 1\n1 2 5\n2 1 7\n1 3 100\n", "100\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects("2 1 3\n1 2 0\n", "token 3: v must be between 1 and N = 2");
    check_rejects(
        "18446744073709551615 0 1\n",
        "token 1: N above 10^7 is refused",
    );
    check_rejects(
        "2 1 1\n1 3 0\n",
        "token 5: a vertex must be between 1 and N = 2",
    );
    check_rejects(
        "2 1 1\n0 2 0\n",
        "token 4: a vertex must be between 1 and N = 2",
    );
    check_rejects(
        "2 1 1\n1 2 18446744073709551615\n",
        "token 6: the weights are too large for 64-bit totals",
    );
    check_rejects(
        "2 2 1\n1 2 0\n",
        "token 7: expected a non-negative integer (usize), found end of input",
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
            ("0 0 1\n", "outside"),
            ("2 0 3\n", "outside"),
            ("2 1 1\n1 1 0\n", "self-loop"),
            ("2 2 1\n1 2 0\n1 2 5\n", "repeated"),
            ("2 1 1\n1 2 1000000001\n", "outside"),
            ("200001 0 1\n", "outside"),
            ("2 0 1\n1\n", "expected the end of the input"),
        ],
    );
}
