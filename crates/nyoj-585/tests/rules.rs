//! NYOJ 585 by the game's literal rules: memoised search over Nim positions,
//! trying every shrink of every pile, compared with the binary on random
//! inputs.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::counted_lists;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nyoj-585");

/// A random input of up to 15 cases, each of 0 to 4 piles of 0 to 7 stones.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 15);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_piles = rng.range(0, 4);
        let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 7).to_string()).collect();
        input += &format!("{n_piles}\n{}\n", piles.join(" "));
    }
    input
}

/// Does the player to move win the Nim position `piles`? Tries every new,
/// smaller size of every pile; whoever cannot move loses.
fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = piles.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut next = key.clone();
    let result = (0..key.len()).any(|i| {
        (0..key[i]).any(|smaller| {
            next[i] = smaller;
            let opponent_wins = wins(&next, memo);
            next[i] = key[i];
            !opponent_wins
        })
    });
    memo.insert(key, result);
    result
}

thread_local! {
    /// Positions already decided, shared by all inputs of a test run.
    static MEMO: RefCell<HashMap<Vec<u64>, bool>> = RefCell::new(HashMap::new());
}

fn brute(input: &str) -> String {
    counted_lists::<u64>(input)
        .iter()
        .map(|piles| {
            let first_wins = MEMO.with(|memo| wins(piles, &mut memo.borrow_mut()));
            if first_wins {
                "PIAOYI\n"
            } else {
                "HRDV\n"
            }
        })
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

const SAMPLE: (&str, &str) = ("3\n2\n1 1\n3\n3 8 11\n2\n5 10\n", "HRDV\nHRDV\nPIAOYI\n");

#[test]
fn sample() {
    check_output(BIN, SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "1\n3\n1 2",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "2\n1\n1\n1 x",
        "token 5: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        BIN,
        "1\n99999999999\n1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-585");
    judge::testdata::check_against_brute(dir, &["edge-", "random-", "hack-"], generate, brute);
}
