//! NYOJ 137 (POJ 1740) by the game's literal rules: memoised search that tries
//! every take from every pile and every way to spread the pile's remaining
//! stones over the other non-empty piles, compared with the binary on random
//! inputs.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::lists_until_zero;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nyoj-137");

/// A random input of up to 15 cases, each of 1 to 4 piles of 0 to 4 stones,
/// ended by `0`.
fn generate(rng: &mut Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.range(1, 15) {
        let n_piles = rng.range(1, 4);
        let piles: Vec<String> = (0..n_piles).map(|_| rng.range(0, 4).to_string()).collect();
        input += &format!("{n_piles}\n{}\n", piles.join(" "));
    }
    input + "0\n"
}

/// Every way to put exactly `n_stones` stones on `n_targets` piles.
fn spreads(n_stones: u64, n_targets: usize) -> Vec<Vec<u64>> {
    if n_targets == 0 {
        return if n_stones == 0 {
            vec![Vec::new()]
        } else {
            Vec::new()
        };
    }
    let mut all = Vec::new();
    for first in 0..=n_stones {
        for mut rest in spreads(n_stones - first, n_targets - 1) {
            rest.insert(0, first);
            all.push(rest);
        }
    }
    all
}

/// Does the player to move win? A move picks pile `i`, leaves `kept` stones
/// on it and puts `moved` more on the piles that are non-empty (other than
/// `i`), spread in every possible way, with `kept + moved < piles[i]` so that
/// at least one stone is taken. Empty piles stay in the position, so the rule
/// that they receive nothing is played, not assumed. Whoever cannot move
/// loses.
fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = piles.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut result = false;
    'search: for i in 0..piles.len() {
        let targets: Vec<usize> = (0..piles.len())
            .filter(|&j| j != i && piles[j] > 0)
            .collect();
        for moved in 0..piles[i] {
            for spread in spreads(moved, targets.len()) {
                for kept in 0..piles[i] - moved {
                    let mut next = piles.to_vec();
                    next[i] = kept;
                    for (&j, &extra) in targets.iter().zip(&spread) {
                        next[j] += extra;
                    }
                    if !wins(&next, memo) {
                        result = true;
                        break 'search;
                    }
                }
            }
        }
    }
    memo.insert(key, result);
    result
}

thread_local! {
    /// Positions already decided, shared by all inputs of a test run (the
    /// answer of a position never changes).
    static MEMO: RefCell<HashMap<Vec<u64>, bool>> = RefCell::new(HashMap::new());
}

fn brute(input: &str) -> String {
    lists_until_zero::<u64>(input)
        .iter()
        .map(|piles| {
            let first_wins = MEMO.with(|memo| wins(piles, &mut memo.borrow_mut()));
            if first_wins {
                "Win\n"
            } else {
                "Lose\n"
            }
        })
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

const SAMPLE: (&str, &str) = ("3\n2 1 3\n2\n1 1\n0\n", "Win\nLose\n");

#[test]
fn sample() {
    check_output(BIN, SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_knows_tiny_positions_worked_by_hand() {
    let mut memo = HashMap::new();
    // 1 1: any move empties a pile, and the opponent takes the last stone.
    assert!(!wins(&[1, 1], &mut memo));
    // 2 2: every move leaves 1 2, 0 2 or 0 3 (one stone moved over), and the
    // opponent answers 1 1 or takes everything.
    assert!(!wins(&[2, 2], &mut memo));
    assert!(wins(&[1, 2], &mut memo));
    // Empty piles play no part: 0 2 2 is 2 2, and 0 0 5 is won at once.
    assert!(!wins(&[0, 2, 2], &mut memo));
    assert!(wins(&[0, 0, 5], &mut memo));
}

/// A commonly seen wrong reading of the rule: an odd number of piles always
/// wins (it forgets that empty piles take no part).
fn odd_count_always_wins(input: &str) -> String {
    lists_until_zero::<u64>(input)
        .into_iter()
        .map(|mut piles| {
            piles.sort_unstable();
            let paired = piles.len() % 2 == 0 && piles.chunks(2).all(|pair| pair[0] == pair[1]);
            if paired {
                "Lose\n"
            } else {
                "Win\n"
            }
        })
        .collect()
}

#[test]
fn the_generator_exposes_the_odd_count_solution() {
    let caught = (0..20).any(|index| {
        let input = generate(&mut Rng::for_input(judge::stress::DEFAULT_SEED, index));
        brute(&input) != odd_count_always_wins(&input)
    });
    assert!(
        caught,
        "the random inputs would let the odd-count solution pass"
    );
}

#[test]
fn input_may_end_without_the_zero() {
    check_output(BIN, "2\n1 1\n1\n7\n", "Lose\nWin\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "3\n2 1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "2\n1 -1\n0",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        BIN,
        "x",
        "token 1: expected a non-negative integer (usize), found `x`",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-137");
    judge::testdata::check_against_brute(dir, &["edge-", "random-", "hack-"], generate, brute);
}
