//! HDU 3032 driven as a judge would: the sample, values past the limits, bad
//! input, and the test data's provenance. The comparison with the brute force
//! on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::input::counted_lists;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-3032");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-3032"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2 and one line `error: …fragment…`, after printing
/// exactly the answers of the cases before the bad token.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_string())
        .stderr(error_line(fragment));
}

/// Independent reference for the largest cases, where play cannot be
/// searched: the Lasker values by their period-4 rule (4k + 3 and 4k + 4
/// swap), in u128 and written without `gamecore`, nim-summed. The brute force
/// checks it on small inputs in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    counted_lists::<u64>(input)
        .into_iter()
        .map(|heaps| {
            let nim_sum = heaps.iter().fold(0u128, |acc, &heap| {
                let heap = u128::from(heap);
                let value = match heap % 4 {
                    0 if heap > 0 => heap - 1,
                    3 => heap + 1,
                    _ => heap,
                };
                acc ^ value
            });
            if nim_sum != 0 {
                "Alice\n"
            } else {
                "Bob\n"
            }
        })
        .collect()
}

const SAMPLE: (&str, &str) = ("2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_takes_and_splits() {
    // A heap's moves: take any positive number (taking all leaves none), or
    // split it into two non-empty heaps.
    assert_eq!(
        play::rules::take_and_split::moves(4, 2),
        [vec![1], vec![2], vec![3], vec![], vec![1, 3], vec![2, 2]]
    );
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3032,
        2000,
    );
}

#[test]
fn largest_values_do_not_overflow() {
    let top = (1u64 << 31) - 1; // value 2^31
    check(&format!("2\n2\n{top} {top}\n1\n{top}\n"), "Bob\nAlice\n");
    // Values 2^31, 2^31 − 1 and 2^32 − 1 (heaps 2^31 − 1, 2^31, 2^32): XOR 0.
    check(
        &format!("1\n3\n{top} {} {}\n", 1u64 << 31, 1u64 << 32),
        "Bob\n",
    );
    // Far past the judge: the largest accepted heap, u64::MAX − 1 (≡ 2 mod 4).
    let max = u64::MAX - 1;
    check(&format!("1\n2\n{max} {max}\n"), "Bob\n");
    check(&format!("1\n1\n{}\n", u64::MAX - 4), "Alice\n");
}

#[test]
fn empty_heaps_and_empty_cases_are_accepted() {
    // Below the judge's limits (N ≥ 1, S_i ≥ 1) but well-defined: an empty
    // heap offers no move, and with no heaps Alice cannot move.
    for input in ["1\n0\n", "1\n1\n0\n", "2\n2\n0 5\n3\n0 3 3\n"] {
        check(input, &oracle::brute(input));
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3\n1 2",
        "",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n2\n1 x",
        "",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n1\n-3",
        "",
        "token 3: expected an unsigned 64-bit integer, found `-3`",
    );
    check_rejects(
        "",
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "1\n1\n18446744073709551615",
        "",
        "token 3: a heap must be below 2^64 - 1",
    );
    check_rejects(
        "2\n1\n1\n1\n18446744073709551615",
        "Alice\n",
        "token 5: a heap must be below 2^64 - 1",
    );
    // An absurd N must fail on the first missing heap, not allocate for N.
    check_rejects(
        "1\n18446744073709551615\n1",
        "",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(
        TESTDATA,
        prefixes,
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

/// Every `max-*` case holds the reference's output. With `WRITE_MISSING_OUTPUTS`
/// set, a `max-*.in` without its `.out` first gets the reference's output.
#[test]
fn testdata_max_cases_come_from_the_reference() {
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
