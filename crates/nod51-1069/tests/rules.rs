//! 51Nod 1069 by the game's literal rules: a memoised search over every Nim
//! position (each move shrinks one pile), compared with the binary on random
//! inputs; the largest cases against an independent bit-count reference.

use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::counted_list;
use judge::stress::{check_against_brute, check_reference_against_brute};
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nod51-1069");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nod51-1069");

/// A random input: 1 to 4 piles of 1 to 7 stones (the format has one case
/// per input).
fn generate(rng: &mut Rng) -> String {
    let n_piles = rng.range(1, 4);
    let piles: Vec<String> = (0..n_piles).map(|_| rng.range(1, 7).to_string()).collect();
    format!("{n_piles}\n{}\n", piles.join("\n"))
}

/// Does the player to move win the Nim position `piles` (sorted)? Tries every
/// move: any pile down to any smaller size. Equal piles give the same
/// positions, so only the first of each run of equal piles is tried.
fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(piles) {
        return known;
    }
    let mut result = false;
    'search: for pile_idx in 0..piles.len() {
        if pile_idx > 0 && piles[pile_idx] == piles[pile_idx - 1] {
            continue;
        }
        for smaller in 0..piles[pile_idx] {
            let mut next = piles.to_vec();
            next[pile_idx] = smaller;
            next.sort_unstable();
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.to_vec(), result);
    result
}

fn brute(input: &str) -> String {
    let mut piles: Vec<u64> = counted_list(input);
    piles.sort_unstable();
    let winner = if wins(&piles, &mut HashMap::new()) {
        "A"
    } else {
        "B"
    };
    format!("{winner}\n")
}

/// Independent reference for the largest cases, where play cannot be
/// searched: Bouton's criterion computed bit by bit (the player to move loses
/// exactly when every bit is set in an even number of piles), written without
/// `gamecore`. The brute force checks the criterion itself on small piles in
/// `bouton_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let piles: Vec<u64> = counted_list(input);
    let some_bit_odd =
        (0..64).any(|bit| piles.iter().filter(|&&p| p >> bit & 1 == 1).count() % 2 == 1);
    if some_bit_odd { "A\n" } else { "B\n" }.to_string()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 2000);
}

#[test]
fn sample() {
    check_output(BIN, "3\n1\n1\n1\n", "A\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute("3\n1\n1\n1\n"), "A\n");
}

#[test]
fn bouton_reference_agrees_with_the_brute_force() {
    check_reference_against_brute(reference, generate, brute, 1069, 3000);
}

#[test]
fn largest_values_do_not_overflow() {
    let max = u64::MAX;
    check_output(BIN, "2\n1000000000\n1000000000\n", "B\n");
    check_output(BIN, &format!("3\n{max}\n{max}\n{max}\n"), "A\n");
    check_output(
        BIN,
        &format!("3\n{max}\n{}\n{}\n", 1u64 << 63, max >> 1),
        "B\n",
    );
}

#[test]
fn empty_piles_and_no_piles_are_accepted() {
    // Below the judge's limits (N ≥ 1, A_i ≥ 1) but well-defined: an empty
    // pile offers no move, and with no piles the first player cannot move.
    for input in ["0\n", "1\n0\n", "3\n0\n5\n5\n", "2\n0\n3\n"] {
        check_output(BIN, input, &brute(input));
    }
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "3\n1\n1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "2\n1 x",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        BIN,
        "1\n-1",
        "token 2: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        BIN,
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        BIN,
        "1\n18446744073709551616",
        "token 2: expected an unsigned 64-bit integer, found `18446744073709551616`",
    );
    // An absurd N must fail on the first missing pile, not allocate for N.
    check_rejects(
        BIN,
        "18446744073709551615\n1",
        "token 3: expected an unsigned 64-bit integer, found end of input",
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
