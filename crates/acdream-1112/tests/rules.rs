//! ACdream 1112 driven as a judge would: the sample, values past the judge's
//! limit, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use itertools::Itertools;
use judge::predicates::{error_line, judge_eq};
use play::{sum_moves, Game};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/acdream-1112");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_acdream-1112"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2, nothing printed (every case is read before the
/// first answer) and one line `error: …fragment…`.
#[track_caller]
fn check_rejects(input: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout("")
        .stderr(error_line(fragment));
}

/// Independent reference for the largest cases: Ω by trial division and the
/// game on Ω by its own moves (to any smaller count, or split into two
/// non-empty counts), written without `gamecore`. The brute force checks it in
/// `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let mut by_count = vec![0u64; 64];
    for count in 1..by_count.len() {
        let lower = by_count[..count].to_vec();
        let splits = (1..count).map(|part| by_count[part] ^ by_count[count - part]);
        let options: Vec<u64> = lower.into_iter().chain(splits).collect();
        by_count[count] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let n_prime_factors = |mut x: u64| {
        let mut count = 0;
        let mut p = 2;
        while p * p <= x {
            while x % p == 0 {
                x /= p;
                count += 1;
            }
            p += 1;
        }
        count + usize::from(x > 1)
    };
    oracle::cases(input)
        .into_iter()
        .map(|values| {
            let nim_sum = values
                .iter()
                .fold(0, |acc, &x| acc ^ by_count[n_prime_factors(x)]);
            oracle::winner(nim_sum != 0)
        })
        .collect()
}

const SAMPLE: (&str, &str) = ("2\n2 2\n3\n2 2 4\n", "Bob\nAlice\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn moves_are_proper_divisors_and_factor_pairs() {
    assert_eq!(
        oracle::number_moves(&12),
        [
            vec![],
            vec![2],
            vec![3],
            vec![4],
            vec![6],
            vec![2, 6],
            vec![3, 4]
        ]
    );
    assert!(oracle::number_moves(&1).is_empty());
}

/// Plain literal play over whole positions (no Grundy values), searched by
/// `play::Game`: the check that the brute force's per-number values add up as
/// the Sprague–Grundy theorem says.
#[test]
fn brute_force_agrees_with_minimax_on_small_positions() {
    let mut game = Game::new(|numbers: &Vec<u64>| sum_moves(numbers, oracle::number_moves));
    for (a, b) in (1..=24u64)
        .tuple_combinations()
        .chain((1..=24).map(|a| (a, a)))
    {
        for c in [1, 2, 4, 6, 12, 16] {
            let position: Vec<u64> = [a, b, c].into_iter().filter(|&n| n > 1).sorted().collect();
            let input = format!("3\n{a} {b} {c}\n");
            assert_eq!(
                oracle::brute(&input),
                oracle::winner(game.wins(&position)),
                "{a} {b} {c}"
            );
        }
    }
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        1112,
        1000,
    );
}

#[test]
fn values_past_the_judges_limit_are_exact() {
    // Above 5·10^6 the binary factors with gamecore::base::omega instead of the sieve.
    for values in [
        [4_294_967_295u64, 4_294_967_291, 3 << 30],
        [5_000_001, 5_000_000, 4_294_967_294],
        [1 << 31, 1 << 31, 1 << 23],
        [65_521 * 65_519, 1627 * 1627, 1627 * 2_639_807],
    ] {
        let input = format!("3\n{} {} {}\n", values[0], values[1], values[2]);
        check(&input, &reference(&input));
    }
}

/// Issue 16: 10^5 values near 2^32 took 6–8 s by trial division up to √v.
/// Each of the 5·10^4 largest 32-bit numbers twice cancels out (Bob); one
/// more prime, a heap of Ω = 1, gives Alice the win.
#[test]
fn many_values_near_2_to_the_32_are_answered() {
    let values: Vec<u64> = (0..50_000u64).map(|i| u64::from(u32::MAX) - i).collect();
    let doubled = values.iter().chain(&values).join(" ");
    let input = format!("100000\n{doubled}\n100001\n{doubled} 4294967291\n");
    check(&input, "Bob\nAlice\n");
}

#[test]
fn empty_cases_and_empty_input_are_accepted() {
    // With no numbers Alice cannot move; with no cases there is nothing to print.
    check("0\n1\n1\n", "Bob\nBob\n");
    check("", "");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n2 2\n3\n2 2",
        "token 7: expected an unsigned 32-bit integer, found end of input",
    );
    check_rejects(
        "1\n2 x",
        "token 3: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        "2\n2 x",
        "token 3: expected an unsigned 32-bit integer, found `x`",
    );
    check_rejects("2\n6 0", "token 3: numbers start at 1");
    check_rejects(
        "1\n4294967296",
        "token 2: expected an unsigned 32-bit integer, found `4294967296`",
    );
    // An absurd n must fail on the first missing number, not allocate for n.
    check_rejects(
        "18446744073709551615\n7",
        "token 3: expected an unsigned 32-bit integer, found end of input",
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
