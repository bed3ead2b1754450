//! AtCoder ABC209 E driven as a judge would: the samples, case-sensitivity,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::{HashMap, VecDeque};

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/abc-209e");
const SAMPLES: [(&str, &str); 3] = [
    ("3\nabcd\nbcda\nada\n", "Aoki\nTakahashi\nDraw\n"),
    ("1\nABC\n", "Draw\n"),
    (
        "5\neaaaabaa\neaaaacaa\ndaaaaaaa\neaaaadaa\ndaaaafaa\n",
        "Takahashi\nTakahashi\nTakahashi\nAoki\nTakahashi\n",
    ),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_abc-209e"))
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
/// the editorial's backward induction over the distinct three-letter strings
/// (a `HashMap` from string to node), with a queue and per-node counters of
/// words not yet known to lead to a won node. Checked against the brute
/// force by `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let words = oracle::parse(input);
    let mut node: HashMap<&str, usize> = HashMap::new();
    let mut ends = Vec::new();
    for word in &words {
        let (head, tail) = (&word[..3], &word[word.len() - 3..]);
        for part in [head, tail] {
            let next = node.len();
            node.entry(part).or_insert(next);
        }
        ends.push((node[head], node[tail]));
    }
    let mut into = vec![Vec::new(); node.len()];
    let mut count = vec![0usize; node.len()];
    for &(head, tail) in &ends {
        into[tail].push(head);
        count[head] += 1;
    }
    // 0 undecided, 1 won, 2 lost for the player to move.
    let mut state = vec![0u8; node.len()];
    let mut queue: VecDeque<usize> = (0..node.len()).filter(|&v| count[v] == 0).collect();
    for &v in &queue {
        state[v] = 2;
    }
    while let Some(v) = queue.pop_front() {
        for &u in &into[v] {
            if state[u] != 0 {
                continue;
            }
            if state[v] == 2 {
                state[u] = 1;
                queue.push_back(u);
            } else {
                count[u] -= 1;
                if count[u] == 0 {
                    state[u] = 2;
                    queue.push_back(u);
                }
            }
        }
    }
    ends.iter()
        .map(|&(_, tail)| ["Draw\n", "Aoki\n", "Takahashi\n"][state[tail] as usize])
        .collect()
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
        209,
        400,
    );
}

#[test]
fn case_matters_and_words_may_repeat() {
    // `ShIp` does not follow `Takahashi`; `ship` does, and nothing follows `ship`.
    check("3\nTakahashi\nShIp\nship\n", "Aoki\nTakahashi\nTakahashi\n");
    // (`Takahashi` has 9 letters, one more than the statement allows: the
    // solution accepts longer words.)
    // The same word twice is the same move twice.
    check("2\nabcd\nabcd\n", "Takahashi\nTakahashi\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\nabcd\nab\n",
        "token 3: a word of at least 3 English letters",
    );
    check_rejects("1\nab1d\n", "token 2: a word of at least 3 English letters");
    check_rejects("2\nabcd\n", "token 3: expected a word, found end of input");
    check_rejects(
        "x\n",
        "token 1: expected a non-negative integer (usize), found `x`",
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
            ("0\n", "outside"),
            ("200001\nabc\n", "outside"),
            ("1\nab\n", "not 3 to 8"),
            ("1\nabcdefghi\n", "not 3 to 8"),
            ("1\nab_\n", "not 3 to 8"),
            ("1\nabc\nabc\n", "end of the input"),
        ],
    );
}
