//! NYOJ 358 by the game's literal rules: a memoised search over (stones left,
//! largest allowed take), the first move taking 1 to n − 1 stones and every
//! later one 1 to twice the opponent's last take, compared with the binary on
//! random inputs up to n = 80.

use judge::check::{check_output, check_rejects};
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nyoj-358");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-358");

/// The brute force's largest pile.
const MAX_SMALL_N: u64 = 80;

/// A random input of 1 to 10 values `2 ≤ n ≤ 80`.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 10);
    (0..n_cases)
        .map(|_| format!("{}\n", rng.range(2, MAX_SMALL_N)))
        .collect()
}

/// Can the player to move, facing `n` stones and allowed to take 1 to
/// `max_take`, take the last stone? `memo[n][m]` caches `max_take = m`
/// (capped at `n`: larger caps allow the same takes).
fn wins(n: usize, max_take: usize, memo: &mut [Vec<Option<bool>>]) -> bool {
    let max_take = max_take.min(n);
    if let Some(known) = memo[n][max_take] {
        return known;
    }
    // Taking everything wins; otherwise a take must leave the opponent, who
    // may then take up to twice as much, without a win.
    let result = (1..=max_take).any(|take| take == n || !wins(n - take, 2 * take, memo));
    memo[n][max_take] = Some(result);
    result
}

/// Does the first player win a pile of `n`? The first move takes 1 to n − 1.
fn first_wins(n: usize, memo: &mut [Vec<Option<bool>>]) -> bool {
    (1..n).any(|take| !wins(n - take, 2 * take, memo))
}

fn brute(input: &str) -> String {
    let size = MAX_SMALL_N as usize + 1;
    let mut memo = vec![vec![None; size]; size];
    input
        .split_whitespace()
        .map(|t| {
            if first_wins(t.parse().unwrap(), &mut memo) {
                "Yes\n"
            } else {
                "No\n"
            }
        })
        .collect()
}

/// The reference for the `max-*` cases (n up to 2^64 − 1, out of the brute
/// force's reach): the first player loses exactly when n is a Fibonacci
/// number (the rule the brute force confirms up to 80 in
/// `brute_force_losses_are_the_fibonacci_numbers`), with the Fibonacci
/// numbers built by addition in `u128`.
fn reference(input: &str) -> String {
    let mut fibonacci: Vec<u128> = vec![1, 2];
    while fibonacci[fibonacci.len() - 1] <= u128::from(u64::MAX) {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    input
        .split_whitespace()
        .map(|t| {
            let n: u128 = t.parse().unwrap();
            if fibonacci.contains(&n) {
                "No\n"
            } else {
                "Yes\n"
            }
        })
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

#[test]
fn sample() {
    check_output(BIN, "2\n5\n6\n", "No\nNo\nYes\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute("2\n5\n6\n"), "No\nNo\nYes\n");
}

#[test]
fn brute_force_losses_are_the_fibonacci_numbers() {
    let input: String = (2..=MAX_SMALL_N).map(|n| format!("{n}\n")).collect();
    assert_eq!(brute(&input), reference(&input));
    let losses: Vec<u64> = (2..=MAX_SMALL_N)
        .filter(|&n| brute(&n.to_string()) == "No\n")
        .collect();
    assert_eq!(losses, [2, 3, 5, 8, 13, 21, 34, 55]);
}

/// Every `max-*` case holds the reference's output (with
/// `WRITE_MISSING_OUTPUTS` set, a `max-*.in` without its `.out` first gets it).
#[test]
fn max_cases_match_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "5 x",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        BIN,
        "-3",
        "token 1: expected an unsigned 64-bit integer, found `-3`",
    );
    check_rejects(
        BIN,
        "18446744073709551616",
        "token 1: expected an unsigned 64-bit integer",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(TESTDATA, prefixes, generate, brute);
}
