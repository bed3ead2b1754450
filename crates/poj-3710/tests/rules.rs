//! POJ 3710 driven as a judge would: the samples, exactness past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/poj-3710");
const SAMPLE_IN: &str = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
const SAMPLE_OUT: &str = "Sally\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_poj-3710"))
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

/// The Green Hackenbush value of a graph on `1..=m` (root 1) by the fusion
/// principle, written out here without `gamecore` and by other means than
/// the solution: an edge is a bridge when deleting it disconnects its ends
/// (a search per edge); the other edges join their ends' components
/// (union–find) and count as loops there; then the tree of components is
/// valued by the colon principle from a breadth-first order.
fn fused_value(m: usize, edges: &[(u64, u64)]) -> u64 {
    let edges: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| (a as usize - 1, b as usize - 1))
        .collect();
    let connected_without = |skip: usize, from: usize, to: usize| {
        let mut seen = vec![false; m];
        seen[from] = true;
        let mut stack = vec![from];
        while let Some(v) = stack.pop() {
            for (e, &(a, b)) in edges.iter().enumerate() {
                if e != skip && (a == v || b == v) {
                    let w = a + b - v;
                    if !seen[w] {
                        seen[w] = true;
                        stack.push(w);
                    }
                }
            }
        }
        seen[to]
    };
    let is_bridge: Vec<bool> = edges
        .iter()
        .enumerate()
        .map(|(e, &(a, b))| a != b && !connected_without(e, a, b))
        .collect();
    let mut leader: Vec<usize> = (0..m).collect();
    fn find(leader: &mut [usize], mut v: usize) -> usize {
        while leader[v] != v {
            v = leader[v];
        }
        v
    }
    for (e, &(a, b)) in edges.iter().enumerate() {
        if !is_bridge[e] {
            let (ra, rb) = (find(&mut leader, a), find(&mut leader, b));
            leader[ra] = rb;
        }
    }
    let component: Vec<usize> = (0..m).map(|v| find(&mut leader, v)).collect();
    let mut value = vec![0u64; m];
    let mut neighbours = vec![Vec::new(); m];
    for (e, &(a, b)) in edges.iter().enumerate() {
        if is_bridge[e] {
            neighbours[component[a]].push(component[b]);
            neighbours[component[b]].push(component[a]);
        } else {
            value[component[a]] ^= 1; // a loop, worth one edge
        }
    }
    let root = component[0];
    let mut parent = vec![usize::MAX; m];
    parent[root] = root;
    let mut order = vec![root];
    let mut next = 0;
    while next < order.len() {
        let c = order[next];
        next += 1;
        for &d in &neighbours[c] {
            if parent[d] == usize::MAX {
                parent[d] = c;
                order.push(d);
            }
        }
    }
    for &c in order[1..].iter().rev() {
        value[parent[c]] ^= value[c] + 1;
    }
    // Edges in parts cut off from the root never count: they are not in
    // `order`, and only the root's value is read.
    value[root]
}

/// Independent reference for the `max-` cases (cacti of 147 edges are far
/// out of the brute force's reach): [`fused_value`] of each graph, XORed.
fn reference(input: &str) -> String {
    oracle::cases_of(input)
        .iter()
        .map(|graphs| {
            let nim_sum = graphs
                .iter()
                .fold(0, |acc, (m, edges)| acc ^ fused_value(*m as usize, edges));
            if nim_sum != 0 {
                "Sally\n"
            } else {
                "Harry\n"
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
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3710,
        2000,
    );
}

/// Checked by hand and by the brute force: an odd cycle at the root is worth
/// one edge, an even one nothing; parallel edges are a cycle of 2.
#[test]
fn odd_cycles_are_an_edge_even_cycles_a_vertex() {
    let cases = [
        ("1\n3 3\n1 2\n2 3\n3 1\n", "Sally\n"),
        ("1\n4 4\n1 2\n2 3\n3 4\n4 1\n", "Harry\n"),
        ("1\n2 2\n1 2\n2 1\n", "Harry\n"),
        // A stalk with parallel edges below it: 1 + 0.
        ("1\n3 3\n1 2\n2 3\n3 2\n", "Sally\n"),
        // Two triangles at the root: 1 ^ 1.
        ("1\n5 6\n1 2\n2 3\n3 1\n1 4\n4 5\n5 1\n", "Harry\n"),
    ];
    for (input, expected) in cases {
        assert_eq!(oracle::brute(input), expected, "{input}");
        check(input, expected);
    }
}

/// The pitfall the statement warns of: 1-2-3-1 with a tree hanging off 3. A
/// search that only looks at back edges values the tree as hanging from 3
/// under the cycle; by fusion it hangs from the root: 1 (three loops) ^ 2 (a
/// stalk of 2) = 3.
#[test]
fn a_tree_hanging_off_a_cycle_hangs_from_the_fused_vertex() {
    let input = "1\n5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n";
    assert_eq!(oracle::brute(input), "Sally\n");
    check(input, "Sally\n");
    // With a second stalk of 3 beside it at the root: 1 ^ 2 ^ 3 = 0.
    let input = "1\n8 8\n1 2\n2 3\n3 1\n3 4\n4 5\n1 6\n6 7\n7 8\n";
    assert_eq!(oracle::brute(input), "Harry\n");
    check(input, "Harry\n");
}

/// Past the statement: the fusion principle holds for every graph, so any
/// multigraph — loops, cycles sharing vertices or edges, parts cut off from
/// the root — is answered as literal play decides.
#[test]
fn any_multigraph_is_answered_by_the_rules() {
    let mut rng = judge::Rng::new(3710);
    for _ in 0..300 {
        let m = rng.range(1, 5);
        let n_edges = rng.range(0, 7);
        let edges: Vec<(u64, u64)> = (0..n_edges)
            .map(|_| (rng.range(1, m), rng.range(1, m)))
            .collect();
        let mut input = format!("1\n{m} {n_edges}\n");
        for (a, b) in &edges {
            input += &format!("{a} {b}\n");
        }
        check(&input, &oracle::brute(&input));
    }
}

#[test]
fn vertex_numbers_past_the_limits_cost_nothing() {
    // Only the vertices on some edge are numbered, so m may be huge.
    let top = u64::MAX;
    check(&format!("1\n{top} 1\n1 {top}\n"), "Sally\n");
    check(&format!("2\n{top} 2\n1 {top}\n{top} 1\n1 0\n"), "Harry\n");
}

#[test]
fn the_input_may_end_without_a_line_break_or_be_empty() {
    check("2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4", SAMPLE_OUT);
    check("1 1 0", "Harry\n");
    check("", "");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3 2\n1 2\n2",
        "token 7: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects("1\n3 1\n1 4\n", "token 5: vertex 4 is not in 1..=3");
    check_rejects("1\n3 1\n0 2\n", "token 4: vertex 0 is not in 1..=3");
    check_rejects("1\n0 0\n", "token 2: m must be at least 1");
    check_rejects(
        "1\n3 x\n",
        "token 3: expected a non-negative integer (usize), found `x`",
    );
    // An absurd k fails on the first missing edge; nothing is allocated for it.
    check_rejects(
        "1\n3 18446744073709551615\n1 2\n",
        "token 6: expected an unsigned 64-bit integer, found end of input",
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
