//! cf-1704f driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1704f");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1704f"))
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

const SAMPLE: (&str, &str) = (
    "8\n3\nBRB\n5\nRRBBB\n6\nRBRBRB\n8\nBBRRBRRB\n6\nBRRBRB\n12\nRBRBRBRBRRBB\n12\nRBRBRBRBBBRR\n4\nRBBR\n",
    "Bob\nBob\nAlice\nAlice\nAlice\nAlice\nBob\nBob\n",
);

/// An independent slower reference: the counting argument, then Dawson's
/// Kayles' values by their definition (every split of a run, O(L²) for the
/// longest run L, no period and no `gamecore`).
fn reference(input: &str) -> String {
    let mut tokens = input.split_ascii_whitespace();
    let n_cases: usize = tokens.next().unwrap().parse().unwrap();
    let mut output = String::new();
    for _ in 0..n_cases {
        let _n = tokens.next().unwrap();
        let cells = tokens.next().unwrap().as_bytes();
        let red = cells.iter().filter(|&&c| c == b'R').count();
        let blue = cells.len() - red;
        let alice = if red != blue {
            red > blue
        } else {
            let mut runs = vec![1usize];
            for i in 1..cells.len() {
                if cells[i] == cells[i - 1] {
                    runs.push(1);
                } else {
                    *runs.last_mut().unwrap() += 1;
                }
            }
            let longest = *runs.iter().max().unwrap();
            let mut g = vec![0usize; longest + 1];
            for n in 2..=longest {
                let options: Vec<usize> = (0..=n - 2).map(|a| g[a] ^ g[n - 2 - a]).collect();
                g[n] = (0..).find(|v| !options.contains(v)).unwrap();
            }
            runs.iter().fold(0, |x, &r| x ^ g[r]) != 0
        };
        output += if alice { "Alice\n" } else { "Bob\n" };
    }
    output
}

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_follows_the_rules_by_hand() {
    // RR: Alice whitens both, Bob has no blue cell. BB: Alice cannot move.
    assert!(oracle::alice_wins(b"RR"));
    assert!(!oracle::alice_wins(b"BB"));
    // RB: Alice whitens the pair, Bob has no blue left.
    assert!(oracle::alice_wins(b"RB"));
    // RBBR (sample): runs RB, BR of value 1 each; Bob mirrors.
    assert!(!oracle::alice_wins(b"RBBR"));
}

#[test]
fn the_counting_argument_and_dawson_hold_on_every_row_up_to_8_cells() {
    let game = gamecore::sg::colouring::Colouring::new();
    for n in 2..=8 {
        for mask in 0u32..1 << n {
            let cells: Vec<u8> = (0..n)
                .map(|i| if mask >> i & 1 == 1 { b'R' } else { b'B' })
                .collect();
            assert_eq!(
                game.alice_wins(&cells),
                oracle::alice_wins(&cells),
                "{}",
                String::from_utf8_lossy(&cells)
            );
        }
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1704,
        200,
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n2\nRB\n3",
        "token 5: expected a word, found end of input",
    );
    check_rejects("1\n3\nRXB\n", "token 3: a cell must be R or B");
    check_rejects("1\n3\nRBBR\n", "token 3: the row must have n = 3 cells");
    check_rejects("1\n1\nR\n", "token 2: n must be at least 2");
    check_rejects(
        "1\n1000000000000\nRB\n",
        "token 3: the row must have n = 1000000000000 cells",
    );
    check_rejects(
        "18446744073709551615\n2\nRB\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n18446744073709551616\nRB\n",
        "token 2: expected an unsigned 64-bit integer",
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

/// testdata/cf-1704f/README.md names every case's origin and has no TODO left
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
