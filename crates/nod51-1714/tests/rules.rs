//! 51Nod 1714 by the game's literal rules on the numbers themselves: every
//! choice of seven smaller bit-subsets of every number, compared with the
//! binary on random inputs; popcounts beyond the search against the
//! independent Python reference kept in the testdata README.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::counted_list;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nod51-1714");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nod51-1714");

/// A random input of 1 to 6 numbers, all subsets of one random set of 1 to 6
/// bit positions anywhere in 0..64 (so bit 63 and zeros occur).
fn generate(rng: &mut Rng) -> String {
    let n_bits = rng.range(1, 6);
    let mut bits: Vec<u64> = Vec::new();
    while bits.len() < n_bits as usize {
        let bit = rng.range(0, 63);
        if !bits.contains(&bit) {
            bits.push(bit);
        }
    }
    let n_numbers = rng.range(1, 6);
    let numbers: Vec<String> = (0..n_numbers)
        .map(|_| {
            bits.iter()
                .filter(|_| rng.chance(1, 2))
                .fold(0u64, |x, &bit| x | 1 << bit)
                .to_string()
        })
        .collect();
    format!("{n_numbers}\n{}\n", numbers.join(" "))
}

/// The bit subsets of `x` smaller than `x`: every subset but `x` itself.
fn smaller_subsets(x: u64) -> Vec<u64> {
    let mut subsets = Vec::new();
    let mut subset = x;
    while subset != 0 {
        subset = (subset - 1) & x;
        subsets.push(subset);
    }
    subsets
}

/// The Grundy value of the number `x` by its literal moves: every 7-tuple of
/// smaller subsets of `x`, worth the XOR of their own values (the seven games
/// are played side by side). The tuples are walked one part at a time through
/// the set of XORs reachable so far, which is the same set as listing them.
fn value(x: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&known) = memo.get(&x) {
        return known;
    }
    let part_values: Vec<u64> = smaller_subsets(x)
        .into_iter()
        .map(|s| value(s, memo))
        .collect();
    let mut result = 0; // x = 0 cannot be chosen
    if x != 0 {
        let mut reachable = vec![0u64];
        for _ in 0..7 {
            let mut next: Vec<u64> = reachable
                .iter()
                .flat_map(|&r| part_values.iter().map(move |&v| r ^ v))
                .collect();
            next.sort_unstable();
            next.dedup();
            reachable = next;
        }
        result = (0..).find(|v| reachable.binary_search(v).is_err()).unwrap();
    }
    memo.insert(x, result);
    result
}

thread_local! {
    /// Values already found, shared by every input of a test run.
    static MEMO: RefCell<HashMap<u64, u64>> = RefCell::new(HashMap::new());
}

fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "B\n"
    } else {
        "L\n"
    }
}

fn brute(input: &str) -> String {
    MEMO.with(|memo| {
        let memo = &mut memo.borrow_mut();
        winner(
            counted_list::<u64>(input)
                .iter()
                .fold(0, |acc, &x| acc ^ value(x, memo))
                != 0,
        )
        .to_string()
    })
}

/// Does the player to move win with `numbers` (sorted, zeros dropped)? Plain
/// minimax over whole positions, no Grundy values: every number, every
/// multiset of seven smaller subsets of it.
fn wins(numbers: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(numbers) {
        return known;
    }
    let mut result = false;
    'search: for idx in 0..numbers.len() {
        let others = || numbers[..idx].iter().chain(&numbers[idx + 1..]).copied();
        let subsets = smaller_subsets(numbers[idx]);
        // Multisets of seven as non-decreasing index sequences.
        let mut parts = [0usize; 7];
        loop {
            let replacement = parts.iter().map(|&p| subsets[p]);
            let mut next: Vec<u64> = others().chain(replacement).filter(|&x| x != 0).collect();
            next.sort_unstable();
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
            let Some(pos) = parts.iter().rposition(|&p| p + 1 < subsets.len()) else {
                break;
            };
            let next_part = parts[pos] + 1;
            parts[pos..].iter_mut().for_each(|p| *p = next_part);
        }
    }
    memo.insert(numbers.to_vec(), result);
    result
}

#[test]
fn brute_force_agrees_with_minimax_on_small_positions() {
    // Up to three numbers over two bits, one of them bit 63.
    let choices = [0, 1, 1 << 63, (1 << 63) | 1];
    let mut memo = HashMap::new();
    for a in 0..4 {
        for b in a..4 {
            for c in b..4 {
                let picked = [choices[a], choices[b], choices[c]];
                let mut position: Vec<u64> = picked.into_iter().filter(|&x| x != 0).collect();
                position.sort_unstable();
                let input = format!("3\n{} {} {}\n", picked[0], picked[1], picked[2]);
                assert_eq!(
                    brute(&input),
                    winner(wins(&position, &mut memo)),
                    "{picked:?}"
                );
            }
        }
    }
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 2000);
}

#[test]
fn sample() {
    check_output(BIN, "2\n1 3\n", "B\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute("2\n1 3\n"), "B\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "3\n1 2",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "2\n1 x",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        BIN,
        "1\n18446744073709551616",
        "token 2: expected an unsigned 64-bit integer, found `18446744073709551616`",
    );
    check_rejects(
        BIN,
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    // An absurd n must fail on the first missing number, not allocate for n.
    check_rejects(
        BIN,
        "18446744073709551615\n5",
        "token 3: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(TESTDATA, prefixes, generate, brute);
}

/// The `max-*` cases hold popcounts up to 64, beyond any search; their outputs
/// come from the Python reference in the testdata README (its own derivation
/// of the values by popcount). The binary must reproduce them.
#[test]
fn binary_agrees_with_the_python_reference_on_max_cases() {
    let mut n_checked = 0;
    for entry in std::fs::read_dir(TESTDATA).expect("testdata folder") {
        let input_path = entry.expect("readable entry").path();
        let name = input_path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if !(name.starts_with("max-") && name.ends_with(".in")) {
            continue;
        }
        let input = std::fs::read_to_string(&input_path).expect("readable input");
        let output_path = input_path.with_extension("out");
        let expected = std::fs::read_to_string(&output_path)
            .unwrap_or_else(|err| panic!("{}: {err}", output_path.display()));
        let outcome = judge::check::run(BIN, &input);
        let verdict = judge::exec::verdict(&outcome, &expected);
        assert!(
            matches!(verdict, judge::exec::Verdict::Accepted),
            "{}: {verdict:?}",
            input_path.display()
        );
        n_checked += 1;
    }
    assert!(n_checked > 0, "no max-* case in {TESTDATA}");
}
