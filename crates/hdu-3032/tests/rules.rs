//! HDU 3032 by the game's literal rules: a memoised search over whole
//! positions (every take, every split of every heap), compared with the binary
//! on random inputs; the largest cases against an independent reference.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::counted_lists;
use judge::stress::{check_against_brute, check_reference_against_brute};
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu-3032");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-3032");

/// A random input of 1 to 10 cases, each 1 to 4 heaps of 1 to 8 objects.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 10);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_heaps = rng.range(1, 4);
        let heaps: Vec<String> = (0..n_heaps).map(|_| rng.range(1, 8).to_string()).collect();
        input += &format!("{n_heaps}\n{}\n", heaps.join(" "));
    }
    input
}

/// Does the player to move win the position `heaps` (sorted, no empty heap)?
/// Tries every move: take any positive number from one heap, or split one
/// heap into two non-empty heaps.
fn wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut result = false;
    'search: for idx in 0..heaps.len() {
        if idx > 0 && heaps[idx] == heaps[idx - 1] {
            continue; // the same moves as the equal heap before it
        }
        let heap = heaps[idx];
        let others = || heaps[..idx].iter().chain(&heaps[idx + 1..]).copied();
        let takes = (0..heap).map(|left| vec![left]);
        let splits = (1..=heap / 2).map(|part| vec![part, heap - part]);
        for replacement in takes.chain(splits) {
            let mut next: Vec<u64> = others().chain(replacement).filter(|&h| h > 0).collect();
            next.sort_unstable();
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(heaps.to_vec(), result);
    result
}

thread_local! {
    /// Positions already searched, shared by every input of a test run.
    static MEMO: RefCell<HashMap<Vec<u64>, bool>> = RefCell::new(HashMap::new());
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
        counted_lists::<u64>(input)
            .into_iter()
            .map(|mut heaps| {
                heaps.sort_unstable();
                winner(wins(&heaps, memo))
            })
            .collect()
    })
}

/// Independent reference for the largest cases, where play cannot be
/// searched: the Lasker values by their period-4 rule (4k + 3 and 4k + 4
/// swap), in u128 and written without `gamecore`, nim-summed. The brute force
/// checks it on small inputs in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    counted_lists::<u64>(input)
        .into_iter()
        .map(|heaps| {
            let nim_sum = heaps.iter().fold(0u128, |acc, &heap| {
                let heap = u128::from(heap);
                let value = match heap % 4 {
                    0 if heap > 0 => heap - 1,
                    3 => heap + 1,
                    _ => heap,
                };
                acc ^ value
            });
            winner(nim_sum != 0)
        })
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

#[test]
fn sample() {
    check_output(BIN, "2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute("2\n3\n2 2 3\n2\n3 3\n"), "Alice\nBob\n");
}

#[test]
fn reference_agrees_with_the_brute_force() {
    check_reference_against_brute(reference, generate, brute, 3032, 2000);
}

#[test]
fn largest_values_do_not_overflow() {
    let top = (1u64 << 31) - 1; // value 2^31
    check_output(
        BIN,
        &format!("2\n2\n{top} {top}\n1\n{top}\n"),
        "Bob\nAlice\n",
    );
    // Values 2^31, 2^31 − 1 and 2^32 − 1 (heaps 2^31 − 1, 2^31, 2^32): XOR 0.
    check_output(
        BIN,
        &format!("1\n3\n{top} {} {}\n", 1u64 << 31, 1u64 << 32),
        "Bob\n",
    );
    // Far past the judge: the largest accepted heap, u64::MAX − 1 (≡ 2 mod 4).
    let max = u64::MAX - 1;
    check_output(BIN, &format!("1\n2\n{max} {max}\n"), "Bob\n");
    check_output(BIN, &format!("1\n1\n{}\n", u64::MAX - 4), "Alice\n");
}

#[test]
fn empty_heaps_and_empty_cases_are_accepted() {
    // Below the judge's limits (N ≥ 1, S_i ≥ 1) but well-defined: an empty
    // heap offers no move, and with no heaps Alice cannot move.
    for input in ["1\n0\n", "1\n1\n0\n", "2\n2\n0 5\n3\n0 3 3\n"] {
        check_output(BIN, input, &brute(input));
    }
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
        "1\n2\n1 x",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        BIN,
        "1\n1\n-3",
        "token 3: expected an unsigned 64-bit integer, found `-3`",
    );
    check_rejects(
        BIN,
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        BIN,
        "1\n1\n18446744073709551615",
        "token 3: a heap must be below 2^64 - 1",
    );
    // An absurd N must fail on the first missing heap, not allocate for N.
    check_rejects(
        BIN,
        "1\n18446744073709551615\n1",
        "token 4: expected an unsigned 64-bit integer, found end of input",
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
