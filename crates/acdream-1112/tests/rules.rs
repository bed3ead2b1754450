//! ACdream 1112 by the game's literal rules on the numbers themselves: every
//! proper divisor and every factor pair of every number, compared with the
//! binary on random inputs; the largest cases against an independent reference.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::{check_against_brute, check_reference_against_brute};
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_acdream-1112");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/acdream-1112");

/// A random input of 1 to 8 cases, each 1 to 5 numbers. The numbers' scale is
/// picked per input: mostly up to 64 or 1000, sometimes up to 10^5, rarely up
/// to the judge's 5·10^6 (the binary's sieve follows the largest number).
fn generate(rng: &mut Rng) -> String {
    let scale = match rng.range(1, 100) {
        1..=50 => 64,
        51..=80 => 1000,
        81..=97 => 100_000,
        _ => 5_000_000,
    };
    let mut input = String::new();
    for _ in 0..rng.range(1, 8) {
        let n_values = rng.range(1, 5);
        let values: Vec<String> = (0..n_values)
            .map(|_| rng.range(1, scale).to_string())
            .collect();
        input += &format!("{n_values}\n{}\n", values.join(" "));
    }
    input
}

/// Every divisor of `x` below `x`, by trial division.
fn proper_divisors(x: u64) -> Vec<u64> {
    let mut divisors = Vec::new();
    let mut d = 1;
    while d * d <= x {
        if x % d == 0 {
            divisors.push(d);
            if d != x / d {
                divisors.push(x / d);
            }
        }
        d += 1;
    }
    divisors.retain(|&d| d < x);
    divisors
}

/// The Grundy value of the number `x` by its literal moves: replace it by a
/// proper divisor (1 included), or by two numbers `a, b > 1` with `a · b = x`
/// (worth `value(a) ^ value(b)`, the two games being played side by side).
fn value(x: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&known) = memo.get(&x) {
        return known;
    }
    let divisors = proper_divisors(x);
    let mut options: Vec<u64> = divisors.iter().map(|&d| value(d, memo)).collect();
    for &a in &divisors {
        let b = x / a;
        if 1 < a && a <= b {
            options.push(value(a, memo) ^ value(b, memo));
        }
    }
    let mex = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(x, mex);
    mex
}

thread_local! {
    /// Values already found, shared by every input of a test run.
    static MEMO: RefCell<HashMap<u64, u64>> = RefCell::new(HashMap::new());
}

/// The cases of an input (until the end): each case's numbers.
fn cases(input: &str) -> Vec<Vec<u64>> {
    let mut numbers = tokens::<u64>(input);
    let mut cases = Vec::new();
    while let Some(n_values) = numbers.next() {
        cases.push((0..n_values).map(|_| numbers.next().unwrap()).collect());
    }
    cases
}

fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Alice\n"
    } else {
        "Bob\n"
    }
}

fn brute(input: &str) -> String {
    MEMO.with(|memo| {
        let memo = &mut memo.borrow_mut();
        cases(input)
            .into_iter()
            .map(|values| winner(values.iter().fold(0, |acc, &x| acc ^ value(x, memo)) != 0))
            .collect()
    })
}

/// Does the player to move win with the numbers `numbers` (sorted, no 1s)?
/// Plain minimax over whole positions, no Grundy values: the check that the
/// brute force's per-number values add up as the theorem says.
fn wins(numbers: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(numbers) {
        return known;
    }
    let mut result = false;
    'search: for idx in 0..numbers.len() {
        let x = numbers[idx];
        let others = || numbers[..idx].iter().chain(&numbers[idx + 1..]).copied();
        let divisors = proper_divisors(x);
        let to_divisor = divisors.iter().map(|&d| vec![d]);
        let splits = divisors
            .iter()
            .filter(|&&a| 1 < a && a * a <= x)
            .map(|&a| vec![a, x / a]);
        for replacement in to_divisor.chain(splits) {
            let mut next: Vec<u64> = others().chain(replacement).filter(|&n| n > 1).collect();
            next.sort_unstable();
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(numbers.to_vec(), result);
    result
}

#[test]
fn brute_force_agrees_with_minimax_on_small_positions() {
    let mut memo = HashMap::new();
    for a in 1..=24 {
        for b in a..=24 {
            for c in [1, 2, 4, 6, 12, 16] {
                let mut numbers: Vec<u64> = [a, b, c].into_iter().filter(|&n| n > 1).collect();
                numbers.sort_unstable();
                let input = format!("3\n{a} {b} {c}\n");
                assert_eq!(
                    brute(&input),
                    winner(wins(&numbers, &mut memo)),
                    "{a} {b} {c}"
                );
            }
        }
    }
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
    cases(input)
        .into_iter()
        .map(|values| {
            winner(
                values
                    .iter()
                    .fold(0, |acc, &x| acc ^ by_count[n_prime_factors(x)])
                    != 0,
            )
        })
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

#[test]
fn sample() {
    check_output(BIN, "2\n2 2\n3\n2 2 4\n", "Bob\nAlice\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute("2\n2 2\n3\n2 2 4\n"), "Bob\nAlice\n");
}

#[test]
fn reference_agrees_with_the_brute_force() {
    check_reference_against_brute(reference, generate, brute, 1112, 1000);
}

#[test]
fn values_past_the_judges_limit_are_exact() {
    // Above 5·10^6 the binary factors by trial division instead of the sieve.
    for values in [
        [4_294_967_295u64, 4_294_967_291, 3 << 30],
        [5_000_001, 5_000_000, 4_294_967_294],
        [1 << 31, 1 << 31, 1 << 23],
    ] {
        let input = format!("3\n{} {} {}\n", values[0], values[1], values[2]);
        check_output(BIN, &input, &reference(&input));
    }
}

#[test]
fn empty_cases_and_empty_input_are_accepted() {
    // With no numbers Alice cannot move; with no cases there is nothing to print.
    check_output(BIN, "0\n1\n1\n", "Bob\nBob\n");
    check_output(BIN, "", "");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "2\n2 2\n3\n2 2",
        "token 7: expected an unsigned 32-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "1\n2 x",
        "token 3: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        BIN,
        "2\n2 x",
        "token 3: expected an unsigned 32-bit integer, found `x`",
    );
    check_rejects(BIN, "2\n6 0", "token 3: numbers start at 1");
    check_rejects(
        BIN,
        "1\n4294967296",
        "token 2: expected an unsigned 32-bit integer, found `4294967296`",
    );
    // An absurd n must fail on the first missing number, not allocate for n.
    check_rejects(
        BIN,
        "18446744073709551615\n7",
        "token 3: expected an unsigned 32-bit integer, found end of input",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(TESTDATA, prefixes, generate, brute);
}

/// Every `max-*` case holds the reference's output. With `WRITE_MISSING_OUTPUTS`
/// set, a `max-*.in` without its `.out` first gets the reference's output.
#[test]
fn testdata_max_cases_come_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}
