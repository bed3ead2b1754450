//! NYOJ 837 by the game's literal rules: the losing positions of Wythoff's
//! game are found by playing it (every position decided from all of its
//! moves), and the k-th printed pair is the losing position whose piles
//! differ by k. Compared with the binary on random inputs; the largest case
//! against the statement's mex construction and a Python script.

use std::sync::OnceLock;

use judge::check::{check_output, check_rejects};
use judge::stress::check_against_brute;
use judge::Rng;

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

/// Wythoff's game by its literal rules on all positions with piles below
/// `size`: `lost[a][b]` when no move (shrink one pile, or both by the same
/// amount) reaches a lost position. Every move lowers `a` or `b` and raises
/// neither, so increasing (a, b) order sees successors first.
fn lost_table(size: usize) -> Vec<Vec<bool>> {
    let mut lost = vec![vec![false; size]; size];
    for a in 0..size {
        for b in 0..size {
            let by_first = (1..=a).any(|t| lost[a - t][b]);
            let by_second = (1..=b).any(|t| lost[a][b - t]);
            let by_both = (1..=a.min(b)).any(|t| lost[a - t][b - t]);
            lost[a][b] = !(by_first || by_second || by_both);
        }
    }
    lost
}

/// The losing pairs (a, a + k) for k ≤ 60, read off literal play. No two lost
/// positions have the same difference k (from the larger one, taking the gap
/// from both piles would reach the smaller one), so one found in the table
/// is the one; the test asserts that the table holds it.
fn pairs_by_play() -> &'static [(u64, u64)] {
    static PAIRS: OnceLock<Vec<(u64, u64)>> = OnceLock::new();
    PAIRS.get_or_init(|| {
        const SIZE: usize = 200;
        let lost = lost_table(SIZE);
        (0..=MAX_SMALL_N as usize)
            .map(|k| {
                let found: Vec<usize> = (0..SIZE - k).filter(|&a| lost[a][a + k]).collect();
                assert_eq!(
                    found.len(),
                    1,
                    "lost positions with difference {k}: {found:?}"
                );
                (found[0] as u64, (found[0] + k) as u64)
            })
            .collect()
    })
}

fn line(pairs: &[(u64, u64)]) -> String {
    let mut text: String = pairs.iter().map(|(a, b)| format!("({a},{b})")).collect();
    text.push('\n');
    text
}

fn brute(input: &str) -> String {
    let pairs = pairs_by_play();
    input
        .split_whitespace()
        .map(|t| line(&pairs[..=t.parse::<usize>().unwrap()]))
        .collect()
}

/// The statement's own construction, for the largest cases: a_k is the
/// smallest natural number not used yet, b_k = a_k + k.
fn mex_pairs(count: usize) -> Vec<(u64, u64)> {
    let mut used = vec![false; 3 * count + 3];
    let mut pairs = Vec::with_capacity(count);
    let mut a = 0;
    for k in 0..count {
        while used[a] {
            a += 1;
        }
        used[a] = true;
        used[a + k] = true;
        pairs.push((a as u64, (a + k) as u64));
    }
    pairs
}

fn reference(input: &str) -> String {
    let pairs = mex_pairs(100_001);
    input
        .split_whitespace()
        .map(|t| line(&pairs[..=t.parse::<usize>().unwrap()]))
        .collect()
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
    assert_eq!(mex_pairs(MAX_SMALL_N as usize + 1), pairs_by_play());
}

#[test]
fn max_cases_match_the_mex_construction() {
    let mut n_checked = 0;
    for entry in std::fs::read_dir(TESTDATA).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("max-") && name.ends_with(".in") {
            let input = std::fs::read_to_string(&path).unwrap();
            let committed = std::fs::read_to_string(path.with_extension("out")).unwrap();
            // Not assert_eq!: a failure would print megabytes.
            assert!(
                reference(&input) == committed,
                "{name} differs from the mex construction"
            );
            n_checked += 1;
        }
    }
    assert!(n_checked >= 1, "the max-* cases are missing");
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
    judge::testdata::check_against_brute(TESTDATA, &["edge-", "random-"], generate, brute);
}
