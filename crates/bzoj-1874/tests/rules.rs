//! BZOJ 1874 by the game's literal rules: a memoised search over every
//! several-pile position (each move takes one allowed amount from one pile),
//! and the first winning move found by trying the moves in the required order;
//! compared with the binary on random inputs. The largest cases are checked
//! against an independent Grundy-by-definition reference.

use std::collections::{HashMap, HashSet};

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::{check_against_brute, check_reference_against_brute};
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_bzoj-1874");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/bzoj-1874");

/// A random input: 1 to 4 piles of 0 to 10 stones, and 1 to 4 strictly
/// increasing amounts from 1 to 6 (the format has one case per input).
fn generate(rng: &mut Rng) -> String {
    let n_piles = rng.range(1, 4);
    let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 10).to_string()).collect();
    let mut amounts: Vec<u64> = (1..=6).collect();
    rng.shuffle(&mut amounts);
    amounts.truncate(rng.range(1, 4) as usize);
    amounts.sort_unstable();
    let amounts: Vec<String> = amounts.iter().map(u64::to_string).collect();
    format!(
        "{n_piles}\n{}\n{}\n{}\n",
        piles.join(" "),
        amounts.len(),
        amounts.join(" ")
    )
}

/// The input's piles and its allowed amounts (increasing, without repeats).
fn parse(input: &str) -> (Vec<usize>, Vec<usize>) {
    let numbers: Vec<usize> = tokens(input).collect();
    let n_piles = numbers[0];
    let piles = numbers[1..=n_piles].to_vec();
    let n_amounts = numbers[n_piles + 1];
    let mut amounts = numbers[n_piles + 2..n_piles + 2 + n_amounts].to_vec();
    amounts.sort_unstable();
    amounts.dedup();
    (piles, amounts)
}

/// Does the player to move win the position `piles` (sorted)? Tries every
/// move: every allowed amount from every pile that holds enough.
fn wins(piles: &[usize], amounts: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&known) = memo.get(piles) {
        return known;
    }
    let mut result = false;
    'search: for pile_idx in 0..piles.len() {
        for &take in amounts.iter().filter(|&&take| take <= piles[pile_idx]) {
            let mut next = piles.to_vec();
            next[pile_idx] -= take;
            next.sort_unstable();
            if !wins(&next, amounts, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.to_vec(), result);
    result
}

/// The answer by literal play: the first move, in order of pile index and then
/// amount, that leaves the opponent a lost position.
fn brute(input: &str) -> String {
    let (piles, amounts) = parse(input);
    let mut memo = HashMap::new();
    for pile_idx in 0..piles.len() {
        for &take in amounts.iter().filter(|&&take| take <= piles[pile_idx]) {
            let mut next = piles.clone();
            next[pile_idx] -= take;
            next.sort_unstable();
            if !wins(&next, &amounts, &mut memo) {
                return format!("YES\n{} {take}\n", pile_idx + 1);
            }
        }
    }
    "NO\n".to_string()
}

/// Independent reference for the largest cases (piles up to 1000), where the
/// several-pile search is too slow: each pile's Grundy value by its
/// definition (a table, the mex taken with a `HashSet`), written without
/// `gamecore`, and the Sprague–Grundy XOR of the piles. The first move that
/// leaves an XOR of 0 wins. `reference_agrees_with_the_brute_force` checks it
/// against literal play on small inputs.
fn reference(input: &str) -> String {
    let (piles, amounts) = parse(input);
    let largest = piles.iter().copied().max().unwrap_or(0);
    let mut grundy: Vec<usize> = Vec::new();
    let mut reachable: HashSet<usize> = HashSet::new();
    for pile in 0..=largest {
        reachable.clear();
        reachable.extend(
            amounts
                .iter()
                .filter(|&&take| take <= pile)
                .map(|&take| grundy[pile - take]),
        );
        grundy.push((0..).find(|value| !reachable.contains(value)).unwrap());
    }
    let total = piles.iter().fold(0, |acc, &pile| acc ^ grundy[pile]);
    for (pile_idx, &pile) in piles.iter().enumerate() {
        for &take in amounts.iter().filter(|&&take| take <= pile) {
            if total ^ grundy[pile] ^ grundy[pile - take] == 0 {
                return format!("YES\n{} {take}\n", pile_idx + 1);
            }
        }
    }
    "NO\n".to_string()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 2000);
}

#[test]
fn sample() {
    check_output(BIN, "4\n7 6 9 3\n2\n1 2\n", "YES\n1 1\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute("4\n7 6 9 3\n2\n1 2\n"), "YES\n1 1\n");
}

#[test]
fn reference_agrees_with_the_brute_force() {
    check_reference_against_brute(reference, generate, brute, 1874, 2000);
}

#[test]
fn amounts_in_any_order_and_repeated_are_accepted_as_a_set() {
    // The statement promises increasing amounts; the game depends only on the
    // set, and "the smallest b" is the smallest value, so other orders are
    // answered as the set they name.
    for (input, as_a_set) in [
        ("1\n5\n2\n3 1\n", "1\n5\n2\n1 3\n"),
        ("2\n4 9\n4\n3 2 3 2\n", "2\n4 9\n2\n2 3\n"),
        ("3\n8 5 7\n3\n9 4 1\n", "3\n8 5 7\n3\n1 4 9\n"),
    ] {
        check_output(BIN, input, &brute(as_a_set));
    }
}

#[test]
fn no_amounts_or_amounts_beyond_every_pile_leave_no_move() {
    check_output(BIN, "2\n3 4\n0\n", "NO\n");
    check_output(BIN, "2\n3 4\n1\n5\n", "NO\n");
    check_output(BIN, "0\n2\n1 2\n", "NO\n");
}

#[test]
fn large_piles_and_amounts_beyond_the_limits_stay_exact() {
    // Piles of 10^6 (the most accepted) and an amount of 2^64 − 1 that can
    // never be taken. With amounts {1} every move takes one stone, so the
    // first player wins exactly when the total is odd, by any first move.
    check_output(
        BIN,
        "2\n1000000 999999\n2\n1 18446744073709551615\n",
        "YES\n1 1\n",
    );
    check_output(BIN, "2\n1000000 1000000\n1\n1\n", "NO\n");
    // Beyond the judge's piles, against the reference.
    for input in [
        "3\n200000 199999 3\n3\n1 2 7\n",
        "2\n200000 123457\n2\n4 7\n",
    ] {
        check_output(BIN, input, &reference(input));
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "2\n3 4\n2\n1",
        "token 6: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        BIN,
        "2\n3 x\n1\n1",
        "token 3: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        BIN,
        "1\n-3\n1\n1",
        "token 2: expected a non-negative integer (usize), found `-3`",
    );
    check_rejects(
        BIN,
        "2\n3 4\n2\n0 1\n",
        "token 5: an allowed amount must be at least 1",
    );
    check_rejects(
        BIN,
        "2\n3 1000001\n1\n1\n",
        "token 3: a pile may hold at most 1000000 stones",
    );
    // Absurd counts must fail on the first missing token, not allocate.
    check_rejects(
        BIN,
        "18446744073709551615\n1",
        "token 3: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        BIN,
        "1\n1\n18446744073709551615\n",
        "token 4: expected a non-negative integer (usize), found end of input",
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
