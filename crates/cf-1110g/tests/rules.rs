//! cf-1110g driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1110g");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1110g"))
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

const SAMPLE_IN: &str = "2\n4\n1 2\n1 3\n1 4\nNNNW\n5\n1 2\n2 3\n3 4\n4 5\nNNNNN\n";
const SAMPLE_OUT: &str = "White\nDraw\n";

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!((oracle::ORACLE.brute)(SAMPLE_IN), SAMPLE_OUT);
}

/// A canonical form of a tree up to isomorphism: the least, over all roots,
/// of the rooted tree's nested-brackets code (children's codes sorted).
fn canonical(n: usize, edges: &[(usize, usize)]) -> String {
    let mut neighbours = vec![Vec::new(); n];
    for &(a, b) in edges {
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    fn code(v: usize, from: usize, neighbours: &[Vec<usize>]) -> String {
        let mut children: Vec<String> = neighbours[v]
            .iter()
            .filter(|&&u| u != from)
            .map(|&u| code(u, v, neighbours))
            .collect();
        children.sort();
        format!("({})", children.concat())
    }
    (0..n)
        .map(|root| code(root, usize::MAX, &neighbours))
        .min()
        .unwrap()
}

/// Every tree on `n` vertices up to isomorphism (1, 1, 1, 2, 3, 6, 11, 23 for
/// n = 1..=8): every tree has a labelling in breadth-first order, where each
/// vertex's parent comes before it, so the (n − 1)! parent choices cover
/// them all.
fn all_trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    let mut parents = vec![0usize; n];
    let mut seen = std::collections::BTreeMap::new();
    loop {
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (parents[v], v)).collect();
        seen.entry(canonical(n, &edges)).or_insert(edges);
        // The next parent choice, as an odometer with digit v below v.
        let mut v = n;
        loop {
            if v <= 1 {
                return seen.into_values().collect();
            }
            v -= 1;
            parents[v] += 1;
            if parents[v] < v {
                break;
            }
            parents[v] = 0;
        }
    }
}

#[test]
fn the_case_analysis_agrees_with_literal_play_on_every_tree_up_to_8_vertices() {
    let counts: Vec<usize> = (1..=8).map(|n| all_trees(n).len()).collect();
    assert_eq!(counts, [1, 1, 1, 2, 3, 6, 11, 23]);
    let mut n_cases = 0;
    for n in 1..=8 {
        let mut input = String::new();
        let mut expected = String::new();
        let mut cases_here = 0;
        for edges in all_trees(n) {
            let literal = oracle::Literal::new(n, &edges);
            let starts: Vec<u16> = (0u16..1 << n)
                .filter(|&white| oracle::allowed(&literal, n, white))
                .collect();
            for (&white, outcome) in starts.iter().zip(literal.outcomes(&starts)) {
                // Strategy stealing: Black never wins.
                assert_ne!(
                    outcome, "Black",
                    "n = {n}, edges {edges:?}, white {white:b}"
                );
                input += &format!("{n}\n");
                for &(a, b) in &edges {
                    input += &format!("{} {}\n", a + 1, b + 1);
                }
                input.extend((0..n).map(|v| if white >> v & 1 == 1 { 'W' } else { 'N' }));
                input.push('\n');
                expected += outcome;
                expected.push('\n');
                cases_here += 1;
            }
        }
        check(&format!("{cases_here}\n{input}"), &expected);
        n_cases += cases_here;
    }
    // Every allowed colouring of all 48 trees, counted independently (a
    // Python enumeration, in testdata/cf-1110g/README.md).
    assert_eq!(n_cases, 4451);
}

/// An independent reference: builds the gadget of every white vertex as real
/// vertices (adjacency lists), then applies the editorial's case analysis in
/// its distance form (two forks at even distance win), found by a
/// breadth-first search. Used for the `max-*` cases.
fn reference(input: &str) -> String {
    let mut output = String::new();
    for (n, edges, white) in parse_big(input) {
        let mut adjacency: Vec<Vec<usize>> = vec![Vec::new(); n];
        let join = |adjacency: &mut Vec<Vec<usize>>, a: usize, b: usize| {
            adjacency[a].push(b);
            adjacency[b].push(a);
        };
        for &(a, b) in &edges {
            join(&mut adjacency, a, b);
        }
        for (v, &w) in white.iter().enumerate() {
            if w {
                let centre = adjacency.len();
                adjacency.extend([Vec::new(), Vec::new(), Vec::new()]);
                join(&mut adjacency, v, centre);
                join(&mut adjacency, centre, centre + 1);
                join(&mut adjacency, centre, centre + 2);
            }
        }
        let degree = |v: usize| adjacency[v].len();
        let wins_at_once = (0..adjacency.len()).any(|v| {
            degree(v) >= 4
                || (degree(v) == 3 && adjacency[v].iter().filter(|&&u| degree(u) >= 2).count() >= 2)
        });
        let forks: Vec<usize> = (0..adjacency.len()).filter(|&v| degree(v) == 3).collect();
        let white_wins = wins_at_once
            || (forks.len() == 2 && {
                let mut distance = vec![usize::MAX; adjacency.len()];
                let mut queue = std::collections::VecDeque::from([forks[0]]);
                distance[forks[0]] = 0;
                while let Some(v) = queue.pop_front() {
                    for &u in &adjacency[v] {
                        if distance[u] == usize::MAX {
                            distance[u] = distance[v] + 1;
                            queue.push_back(u);
                        }
                    }
                }
                distance[forks[1]] % 2 == 0
            });
        output += if white_wins { "White\n" } else { "Draw\n" };
    }
    output
}

/// The cases of an input of any size: n, 0-based edges, colours.
/// A case: n, 0-based edges, which vertices are white.
type BigCase = (usize, Vec<(usize, usize)>, Vec<bool>);

fn parse_big(input: &str) -> Vec<BigCase> {
    let mut tokens = input.split_whitespace();
    let mut next = || tokens.next().unwrap();
    let n_cases: usize = next().parse().unwrap();
    (0..n_cases)
        .map(|_| {
            let n: usize = next().parse().unwrap();
            let edges = (1..n)
                .map(|_| {
                    let a: usize = next().parse().unwrap();
                    let b: usize = next().parse().unwrap();
                    (a - 1, b - 1)
                })
                .collect();
            let white = next().bytes().map(|c| c == b'W').collect();
            (n, edges, white)
        })
        .collect()
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1110,
        300,
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1 2\n",
        "token 5: expected a word, found end of input",
    );
    check_rejects(
        "1\n2\n1 x\nNN\n",
        "token 4: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        "1\n2\n1 3\nNN\n",
        "token 4: a vertex must be between 1 and 2",
    );
    check_rejects(
        "1\n3\n1 2\n2 1\nNNN\n",
        "token 6: the edges must form a tree, but one closes a cycle",
    );
    check_rejects("1\n2\n1 2\nNB\n", "token 5: expected 2 letters W or N");
    check_rejects(
        "1\n2\n1 2\nWW\n",
        "token 5: at least one vertex must be uncoloured",
    );
    check_rejects(
        "1\n4\n1 2\n2 3\n3 4\nWWWN\n",
        "token 9: three white vertices already form a path",
    );
    check_rejects("1\n0\n", "token 2: a tree has at least one vertex");
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
            ("0\n", "T = 0 is outside 1..=50000"),
            ("1\n0\n", "n (and the sum of n) = 0 is outside 1..=500000"),
            ("1\n500001\n", "outside 1..=500000"),
            ("1\n2\n1 3\nNN\n", "u = 3 is outside 1..=2"),
            ("1\n3\n1 2\n1 2\nNNN\n", "edge 2 closes a cycle"),
            ("1\n2\n1 2\nNX\n", "2 letters W or N"),
            ("1\n2\n1 2\nN\n", "2 letters W or N"),
            ("1\n2\n1 2\nWW\n", "an uncoloured vertex"),
            ("1\n3\n1 2\n2 3\nWWW\n", "an uncoloured vertex"),
            (
                "1\n4\n1 2\n2 3\n3 4\nWWWN\n",
                "three white vertices form a path",
            ),
            ("1\n1\nN\nN\n", "expected the end of the input"),
        ],
    );
    // The sum of n is bounded across cases: 300 000 + 200 001 is too many.
    let big = |n: usize| {
        let mut case = format!("{n}\n");
        for v in 2..=n {
            case += &format!("{} {v}\n", v - 1);
        }
        case + &"N".repeat(n) + "\n"
    };
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[(
            &format!("2\n{}{}", big(300_000), big(200_001)),
            "outside 1..=200000",
        )],
    );
}
