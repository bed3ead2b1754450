//! NYOJ 837 by the game's literal rules: the losing positions of Wythoff's
//! game are found by playing it (every position decided from all of its
//! moves), and the k-th printed pair is the losing position whose piles
//! differ by k. Compared with the binary on random inputs; the largest case
//! against the statement's mex construction and a Python script.

use std::sync::OnceLock;

// Wythoff's game by literal play and by the mex construction, shared with
// nyoj-161 and hdu-2177.
#[path = "../../nyoj-161/tests/wythoff/mod.rs"]
mod wythoff;

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::check_against_brute;
use judge::Rng;
use wythoff::{lost_table, mex_pairs};

const BIN: &str = env!("CARGO_BIN_EXE_nyoj-837");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-837");

/// The generator's largest n.
const MAX_SMALL_N: u64 = 60;

/// A random input of 1 to 8 values `n ≤ 60`, in any order, repeats allowed.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 8);
    (0..n_cases)
        .map(|_| format!("{}\n", rng.range(0, MAX_SMALL_N)))
        .collect()
}

/// The losing pairs (a, a + k) for k ≤ 60, read off literal play. No two lost
/// positions have the same difference k (from the larger one, taking the gap
/// from both piles would reach the smaller one), so one found in the table
/// is the one; the test asserts that the table holds it.
fn pairs_by_play() -> &'static [(usize, usize)] {
    static PAIRS: OnceLock<Vec<(usize, usize)>> = OnceLock::new();
    PAIRS.get_or_init(|| {
        const SIZE: usize = 200;
        let lost = lost_table(SIZE - 1);
        (0..=MAX_SMALL_N as usize)
            .map(|k| {
                let found: Vec<usize> = (0..SIZE - k).filter(|&a| lost[a][a + k]).collect();
                assert_eq!(
                    found.len(),
                    1,
                    "lost positions with difference {k}: {found:?}"
                );
                (found[0], found[0] + k)
            })
            .collect()
    })
}

fn line(pairs: &[(usize, usize)]) -> String {
    let mut text: String = pairs.iter().map(|(a, b)| format!("({a},{b})")).collect();
    text.push('\n');
    text
}

fn brute(input: &str) -> String {
    let pairs = pairs_by_play();
    tokens::<usize>(input).map(|n| line(&pairs[..=n])).collect()
}

/// The first `count` losing pairs by the statement's own construction (the
/// reference for the largest cases): `a_k` is the smallest natural number not
/// used yet, `b_k = a_k + k`.
fn first_mex_pairs(count: usize) -> Vec<(usize, usize)> {
    // b_k stays below 3k + 3, so the pairs with b ≤ 3·count + 3 hold the
    // first `count`; the assertion checks it.
    let mut pairs = mex_pairs(3 * count + 3);
    assert!(
        pairs.len() >= count,
        "too few pairs up to {}",
        3 * count + 3
    );
    pairs.truncate(count);
    pairs
}

fn reference(input: &str) -> String {
    let pairs = first_mex_pairs(100_001);
    tokens::<usize>(input).map(|n| line(&pairs[..=n])).collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

#[test]
fn sample() {
    check_output(BIN, "3\n1\n", "(0,0)(1,2)(3,5)(4,7)\n(0,0)(1,2)\n");
}

#[test]
fn brute_force_and_reference_agree_with_the_sample() {
    assert_eq!(brute("3\n1\n"), "(0,0)(1,2)(3,5)(4,7)\n(0,0)(1,2)\n");
    assert_eq!(reference("3\n1\n"), "(0,0)(1,2)(3,5)(4,7)\n(0,0)(1,2)\n");
}

#[test]
fn the_mex_construction_agrees_with_literal_play() {
    assert_eq!(first_mex_pairs(MAX_SMALL_N as usize + 1), pairs_by_play());
}

/// Every `max-*` case holds the mex construction's output (with
/// `WRITE_MISSING_OUTPUTS` set, a `max-*.in` without its `.out` first gets it).
#[test]
fn max_cases_match_the_mex_construction() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "3 x",
        "token 2: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        BIN,
        "-1",
        "token 1: expected a non-negative integer (usize), found `-1`",
    );
    check_rejects(BIN, "1\n100001\n", "token 2: n must be at most 100000");
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(TESTDATA, prefixes, generate, brute);
}
