//! Hackenbush Purplehearts driven as a judge would: the samples, exactness
//! past the limits, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../testdata/kattis-hackenbushpurplehearts"
);
const SAMPLES: [(&str, &str); 2] = [
    ("12\n-1 1 2 3 3 5 5 7 -1 -1 10 10\nBRBBRBBRRBRR\n", "5/2^6\n"),
    (
        "39\n-1 1 2 3 4 4 4 7 7 9 9 1 12 13 13 15 16 16 18 18 15 21 21 12 24 25 25 24 28 28 24 31 12 33 34 34 2 37 37\nBRRRBBRRBBRRRBBRRBRRBBBRBRRBRRBRRBRRRBR\n",
        "65/2^12\n",
    ),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_kattis-hackenbushpurplehearts"))
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

/// A forest as input text: parents 1-based (`-1` the ground), colours.
fn input_of(parents: &[i64], colours: &str) -> String {
    let parents: Vec<String> = parents.iter().map(i64::to_string).collect();
    format!("{}\n{}\n{colours}\n", parents.len(), parents.join(" "))
}

#[test]
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    // The first sample's 12 edges are within the brute force's reach.
    assert_eq!(oracle::brute(SAMPLES[0].0), SAMPLES[0].1);
}

#[test]
fn brute_force_plays_the_cuts() {
    // A red edge with a blue one on top: -1/2 (the statement's example).
    assert_eq!(oracle::brute("2\n-1 1\nRB\n"), "-1/2^1\n");
    // Two of them and a blue edge on the ground: 0.
    assert_eq!(oracle::brute("5\n-1 1 -1 3 -1\nRBRBB\n"), "0\n");
    assert_eq!(oracle::brute("0\n"), "0\n");
    assert_eq!(oracle::brute("3\n-1 1 1\nBBB\n"), "3\n");
}

/// Past the depth limit: a stalk of a blue edge and 95 000 red ones above it
/// is worth exactly 1 − 1/2 − 1/4 − … = 1/2^95000; a random tree beside its
/// colour-swapped copy is worth 0, so the sum is the stalk's value.
#[test]
fn deep_stalks_are_exact() {
    let k = 95_000;
    let mut parents: Vec<i64> = vec![-1];
    parents.extend(1..=k as i64);
    let mut colours = "B".to_string();
    colours += &"R".repeat(k);
    // A tree of 1000 edges and its mirror image.
    let mut state = 12345u64;
    let mut next = || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    };
    let base = parents.len() as i64;
    let tree: Vec<(i64, bool)> = (0..1000)
        .map(|i| {
            (
                if i == 0 { -1 } else { (next() % i) as i64 },
                next() % 2 == 0,
            )
        })
        .collect();
    for copy in 0..2 {
        let offset = base + copy * 1000;
        for &(p, blue) in &tree {
            parents.push(if p < 0 { -1 } else { offset + p + 1 });
            colours.push(if blue == (copy == 0) { 'B' } else { 'R' });
        }
    }
    check(&input_of(&parents, &colours), &format!("1/2^{k}\n"));
    // Red on the ground with 99 999 blue edges above, n = 10^5 (the most
    // answered): -1 + 1/2 + … = -1/2^99999.
    let mut parents: Vec<i64> = vec![-1];
    parents.extend(1..=99_999);
    check(
        &input_of(&parents, &format!("R{}", "B".repeat(99_999))),
        "-1/2^99999\n",
    );
}

#[test]
fn the_input_may_end_without_a_line_break() {
    check("1\n-1\nB", "1\n");
    check("0", "0\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n-1 2\nBB\n",
        "token 3: edge 2 must stand on -1 or an edge in 1..=1",
    );
    check_rejects(
        "2\n-1 0\nBB\n",
        "token 3: edge 2 must stand on -1 or an edge in 1..=1",
    );
    // Issue 29's class: an alternating stalk of 10^6 edges took 31 s (its
    // value has a bit per edge); answered fast or refused, it is refused.
    check_rejects("1000000\n-1 1 2\n", "token 1: n above 100000 is refused");
    check_rejects("2\n-1 1\nBG\n", "token 4: expected 2 colours, each B or R");
    check_rejects("2\n-1 1\nB\n", "token 4: expected 2 colours, each B or R");
    check_rejects("2\n-1 1\n", "token 4: expected a word, found end of input");
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
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
    let mut deep: Vec<i64> = vec![-1];
    deep.extend(1..=1001);
    let too_deep = input_of(&deep, &"B".repeat(1002));
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("100001\n", "n = 100001 is outside 0..=100000"),
            ("2\n-1 2\nBB\n", "e_i = 2 is outside -1..=1"),
            ("2\n-1 0\nBB\n", "e_i must not be 0"),
            ("2\n-1 1\nBG\n", "neither B nor R"),
            ("2\n-1 1\nB\n", "1 colours, not n = 2"),
            (&too_deep, "edge 1002 is 1002 edges from the ground"),
            ("1\n-1\nB\nR\n", "expected the end of the input"),
        ],
    );
}
