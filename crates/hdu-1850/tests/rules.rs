//! HDU 1850 by the game's literal rules: every first move (a pile and a new,
//! smaller size) is tried, and the position it leaves is decided by memoised
//! search over Nim positions; compared with the binary on random inputs.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::lists_until_zero;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu-1850");

/// A random input of up to 15 cases, each of 1 to 4 piles of 0 to 9 stones,
/// ended by `0`.
fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 15) {
        let n_piles = rng.range(1, 4);
        let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 9).to_string()).collect();
        input += &format!("{n_piles}\n{}\n", piles.join(" "));
    }
    input + "0\n"
}

/// Does the player to move win the Nim position given as `counts`, where
/// `counts[size]` piles hold `size` stones? Tries every new, smaller size of
/// a pile of every size present; whoever cannot move loses. Counting piles by
/// size instead of listing them keeps positions of 100 piles cheap to store.
fn wins(counts: &mut Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    while counts.last() == Some(&0) {
        counts.pop();
    }
    if let Some(&known) = memo.get(counts.as_slice()) {
        return known;
    }
    let mut result = false;
    'search: for size in 1..counts.len() {
        if counts[size] == 0 {
            continue;
        }
        for smaller in 0..size {
            let mut next = counts.clone();
            next[size] -= 1;
            next[smaller] += 1;
            if !wins(&mut next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(counts.clone(), result);
    result
}

/// How many first moves (a pile, by its index, and a new size) leave the
/// opponent a lost position.
fn count_winning_moves(piles: &[u64], memo: &mut HashMap<Vec<usize>, bool>) -> usize {
    let mut count = 0;
    for (pile_idx, &size) in piles.iter().enumerate() {
        for smaller in 0..size {
            let mut next = piles.to_vec();
            next[pile_idx] = smaller;
            let mut counts = vec![0; *next.iter().max().unwrap_or(&0) as usize + 1];
            for &pile in &next {
                counts[pile as usize] += 1;
            }
            if !wins(&mut counts, memo) {
                count += 1;
            }
        }
    }
    count
}

thread_local! {
    /// Positions already decided, shared by all inputs of a test run.
    static MEMO: RefCell<HashMap<Vec<usize>, bool>> = RefCell::new(HashMap::new());
}

fn brute(input: &str) -> String {
    lists_until_zero::<u64>(input)
        .iter()
        .map(|piles| {
            let count = MEMO.with(|memo| count_winning_moves(piles, &mut memo.borrow_mut()));
            format!("{count}\n")
        })
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

const SAMPLE: (&str, &str) = ("3\n5 7 9\n0\n", "1\n");

#[test]
fn sample() {
    check_output(BIN, SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn largest_sizes_worked_by_hand() {
    // 10^6 XOR 10^6 = 0: lost, no winning move. 10^6 against 1: the only
    // winning move cuts 10^6 down to 1. Three equal piles of 10^6: any one of
    // them may be emptied.
    check_output(
        BIN,
        "2\n1000000 1000000\n2\n1000000 1\n3\n1000000 1000000 1000000\n0\n",
        "0\n1\n3\n",
    );
}

#[test]
fn input_may_end_without_the_zero() {
    check_output(BIN, "2\n1 2\n", "1\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "3\n5 7",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "2\n5 -7\n0",
        "token 3: expected an unsigned 64-bit integer, found `-7`",
    );
    check_rejects(
        BIN,
        "two",
        "token 1: expected a non-negative integer (usize), found `two`",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-1850");
    judge::testdata::check_against_brute(dir, &["edge-", "random-", "hack-"], generate, brute);
}
