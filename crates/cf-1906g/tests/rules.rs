//! Codeforces 1906G driven as a judge would: the samples, cells past the
//! limits, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1906g");
const SAMPLES: [(&str, &str); 3] = [
    ("2\n2 3\n2 4\n", "FIRST\n"),
    ("1\n2 2\n", "SECOND\n"),
    (
        "13\n1 1\n1 4\n1 5\n2 1\n2 4\n2 5\n4 1\n4 2\n4 4\n5 1\n5 2\n5 4\n5 5\n",
        "SECOND\n",
    ),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1906g"))
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

/// `S(r, c)`, the XOR of the values over `[1, r] × [1, c]`, by its
/// recurrence read directly (every square XORs to 1: `S(r, c) = 1 ⊕
/// S(r, c − r)` for `r ≤ c`), applied q times at once as `q mod 2`, by
/// recursion (at most about 93 levels, Fibonacci pairs being the deepest);
/// written apart from `gamecore::sg::square_turning`.
fn prefix(r: u64, c: u64) -> u64 {
    if r == 0 || c == 0 {
        return 0;
    }
    let (small, large) = (r.min(c), r.max(c));
    let steps = large / small;
    let rest = large - steps * small;
    (steps & 1) ^ prefix(small, rest)
}

/// Independent reference for the `max-` cases: each cell's value from four
/// prefix XORs (inclusion–exclusion), XORed. Checked against the brute force
/// by `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut total = 0;
    for pair in numbers[1..1 + 2 * numbers[0] as usize].chunks(2) {
        let (r, c) = (pair[0], pair[1]);
        total ^= prefix(r, c) ^ prefix(r - 1, c) ^ prefix(r, c - 1) ^ prefix(r - 1, c - 1);
    }
    if total != 0 { "FIRST\n" } else { "SECOND\n" }.to_string()
}

#[test]
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    // The third sample's 5 × 5 grid is past literal play (see `brute`).
    for (input, output) in &SAMPLES[..2] {
        assert_eq!(oracle::brute(input), *output, "{input}");
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    for (input, output) in SAMPLES {
        assert_eq!(reference(input), output, "{input}");
    }
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1906,
        400,
    );
}

#[test]
fn cells_past_the_limits_stay_exact() {
    let top = u64::MAX;
    for input in [
        format!("1\n{top} {top}\n"),
        format!("2\n{top} {}\n{} {top}\n", top - 1, top - 1),
        format!("3\n{top} 1\n1 {top}\n{} 2\n", 1u64 << 63),
    ] {
        check(&input, &reference(&input));
    }
}

#[test]
fn a_missing_final_line_break() {
    check("1\n2 2", "SECOND\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2",
        "token 3: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n2 x\n",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects("1\n0 2\n", "token 3: rows and columns start at 1");
    // Huge counts are read one token at a time, never allocated up front.
    check_rejects(
        "1000000000000\n1 2\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "18446744073709551615\n1 2\n",
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

/// testdata/cf-1906g/README.md names every case's origin and has no TODO left
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

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("2\n1 2\n1 2\n", "named twice"),
            ("1\n0 2\n", "outside"),
            ("1\n1 1000000001\n", "outside"),
            ("1\n1 1\n9\n", "expected the end of the input"),
        ],
    );
}
