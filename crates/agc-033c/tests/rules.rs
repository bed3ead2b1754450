//! AtCoder AGC033 C driven as a judge would: the samples, deep trees, bad
//! input, and the test data's provenance. The comparison with the brute force
//! on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The game reduced to the diameter, the heap rule the explorer runs today.
#[path = "../diameter.rs"]
mod diameter;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/agc-033c");

const SAMPLES: [(&str, &str); 3] = [
    ("3\n1 2\n2 3\n", "First\n"),
    ("6\n1 2\n2 3\n2 4\n4 6\n5 6\n", "Second\n"),
    ("7\n1 7\n7 4\n3 4\n7 5\n6 3\n2 1\n", "First\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_agc-033c"))
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
fn brute_force_moves_the_coins_towards_the_chosen_vertex() {
    // The path 0-1-2 with every coin: taking vertex 0's coin moves 1's to 0
    // and 2's to 1 (the path 0-1 left); taking vertex 1's moves both ends'
    // coins onto 1 (one coin left).
    let path = vec![(0u8, 1u8), (1, 2)];
    let options: Vec<u64> = game::moves(&(path.clone(), 0b111))
        .into_iter()
        .map(|option| option[0].1)
        .collect();
    assert_eq!(options, [0b011, 0b010, 0b110]);
    assert!(oracle::wins(&(path.clone(), 0b111)));
    assert!(!oracle::wins(&(path, 0b011)));
}

/// The spiders of game.rs's family against the diameter rule: literal play
/// of every start with legs a, b, b ≤ 4 against the heap of diameter.rs at
/// the spider's diameter.
#[test]
fn the_diameter_rule_agrees_with_literal_play_on_spiders() {
    let mut reduced = play::Game::new(|&d: &u64| {
        diameter::moves(d)
            .into_iter()
            .map(|option| option.first().copied().unwrap_or(0))
    });
    for a in 0..=4u64 {
        for b in 0..=4u64 {
            let d = if a >= b { a + b + 1 } else { 2 * b + 1 };
            assert_eq!(
                oracle::wins(&game::start((a, b))),
                reduced.wins(&d),
                "legs {a}, {b}, {b}"
            );
        }
    }
}

#[test]
fn deep_trees_are_decided_without_recursion() {
    // A path of 2·10^5 vertices, listed from the far end: diameter 200000 ≡ 2.
    let n = 200_000;
    let mut input = format!("{n}\n");
    for v in (1..n).rev() {
        input += &format!("{} {}\n", v + 1, v);
    }
    check(&input, "Second\n");
    // A star: diameter 3.
    let mut input = format!("{n}\n");
    for v in 2..=n {
        input += &format!("1 {v}\n");
    }
    check(&input, "First\n");
    check("1\n", "First\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1 2\n2",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects("3\n1 2\n2 4\n", "token 5: vertex 4 is not in 1..=3");
    check_rejects("3\n0 2\n", "token 2: vertex 0 is not in 1..=3");
    check_rejects("0\n", "token 1: N must be in 1..=4294967295, found 0");
    check_rejects(
        "4\n1 2\n2 1\n3 4\n",
        "token 7: the edges do not form a tree (a cycle, or a vertex not connected)",
    );
    check_rejects(
        "2\n1 1\n",
        "token 3: the edges do not form a tree (a cycle, or a vertex not connected)",
    );
    check_rejects(
        "3\n1 x\n",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
}

#[test]
fn a_huge_count_is_refused_or_read_lazily() {
    check_rejects(
        "1000000000000\n1 2\n",
        "token 1: N must be in 1..=4294967295, found 1000000000000",
    );
    check_rejects(
        "18446744073709551615\n1 2\n",
        "token 1: N must be in 1..=4294967295, found 18446744073709551615",
    );
    // Within u32 but far past the input: read until the input ends.
    check_rejects(
        "4000000000\n1 2\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
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

/// An independent slower reference for the large cases: the diameter by two
/// breadth-first searches over adjacency lists (the farthest vertex from
/// vertex 1, then the farthest from it), then the answer by the heap rule of
/// `diameter.rs` played by `play::Game` (not the closed form mod 3).
fn reference(input: &str) -> String {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let n = numbers[0];
    let mut adjacent = vec![Vec::new(); n];
    for edge in numbers[1..].chunks(2) {
        adjacent[edge[0] - 1].push(edge[1] - 1);
        adjacent[edge[1] - 1].push(edge[0] - 1);
    }
    let farthest = |from: usize| -> (usize, u64) {
        let mut depth = vec![0u64; n];
        depth[from] = 1;
        let mut queue = std::collections::VecDeque::from([from]);
        let mut last = (from, 1);
        while let Some(u) = queue.pop_front() {
            last = (u, depth[u]);
            for &w in &adjacent[u] {
                if depth[w] == 0 {
                    depth[w] = depth[u] + 1;
                    queue.push_back(w);
                }
            }
        }
        last
    };
    let (end, _) = farthest(0);
    let (_, d) = farthest(end);
    let mut reduced = play::Game::new(|&d: &u64| {
        diameter::moves(d)
            .into_iter()
            .map(|option| option.first().copied().unwrap_or(0))
    });
    if reduced.wins(&d) {
        "First\n".to_string()
    } else {
        "Second\n".to_string()
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        33,
        100,
    );
}

/// testdata/agc-033c/README.md names every case's origin and has no TODO left
/// (the workspace checks every problem's the same way, in
/// xtask/tests/testdata_origins.rs).
#[test]
fn every_case_has_an_origin() {
    if let Err(problems) = judge::testdata::check_provenance(std::path::Path::new(TESTDATA)) {
        panic!("{problems}");
    }
}

#[test]
fn the_validator_accepts_the_samples_and_the_max_input() {
    // The cases the validator refuses are ours, and the testdata README lists
    // exactly those under `## Ours`.
    judge::checks::check_validator(
        &oracle::ORACLE,
        env!("CARGO_PKG_NAME"),
        env!("CARGO_MANIFEST_DIR"),
        TESTDATA,
    );
}
