//! BZOJ 1188 by the game's literal rules: a memoised search over bean counts
//! (every move out of a non-empty bottle into two later ones), compared with
//! the binary on random inputs; the largest cases against an independent,
//! straightforward reference.

use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};

use judge::check::{check_output, check_rejects};
use judge::input::counted_lists;
use judge::stress::{check_against_brute, check_reference_against_brute};
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_bzoj-1188");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/bzoj-1188");

/// A random input of 1 to 10 cases, each with 2 to 5 bottles holding few beans
/// (at most 6 in all, 4 with 5 bottles) so that literal play stays small.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 10);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_bottles = rng.range(2, 5);
        let mut budget = if n_bottles == 5 { 4 } else { 6 };
        let counts: Vec<String> = (0..n_bottles)
            .map(|_| {
                let count = rng.range(0, budget.min(3));
                budget -= count;
                count.to_string()
            })
            .collect();
        input += &format!("{n_bottles}\n{}\n", counts.join(" "));
    }
    input
}

/// Every first move `(i, j, k)` by the rule (bottle `i` non-empty,
/// `i < j ≤ k`) with the counts it leaves.
fn moves(counts: &[u64]) -> Vec<((usize, usize, usize), Vec<u64>)> {
    let n = counts.len();
    let mut moves = Vec::new();
    for i in (0..n).filter(|&i| counts[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                let mut next = counts.to_vec();
                next[i] -= 1;
                next[j] += 1;
                next[k] += 1;
                moves.push(((i, j, k), next));
            }
        }
    }
    moves
}

/// Does the player to move win? Tries every move; no move means a loss.
fn wins(counts: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(counts) {
        return known;
    }
    let result = moves(counts).iter().any(|(_, next)| !wins(next, memo));
    memo.insert(counts.to_vec(), result);
    result
}

thread_local! {
    /// Positions already searched, kept across inputs: the same small
    /// positions come up again and again.
    static MEMO: RefCell<HashMap<Vec<u64>, bool>> = RefCell::new(HashMap::new());
}

/// The answer for one case, given its winning first moves in order.
fn answer(winning: &[(usize, usize, usize)]) -> String {
    match winning.first() {
        Some((i, j, k)) => format!("{i} {j} {k}\n{}\n", winning.len()),
        None => "-1 -1 -1\n0\n".to_string(),
    }
}

fn brute(input: &str) -> String {
    MEMO.with(|memo| {
        let memo = &mut memo.borrow_mut();
        counted_lists::<u64>(input)
            .iter()
            .map(|counts| {
                let winning: Vec<_> = moves(counts)
                    .into_iter()
                    .filter(|(_, next)| !wins(next, memo))
                    .map(|(first_move, _)| first_move)
                    .collect();
                answer(&winning)
            })
            .collect()
    })
}

/// Independent reference for the largest cases, where play cannot be
/// searched: each bean's Grundy value computed per bottle of the case (mex of
/// `sg[j] ⊕ sg[k]` over `i < j ≤ k`, from the right), and each candidate move
/// judged by making it and recomputing the whole nim-sum over the bottles with
/// an odd count. Written without `gamecore`; checked against the brute force
/// in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    counted_lists::<u64>(input)
        .iter()
        .map(|counts| {
            let n = counts.len();
            let mut sg = vec![0u64; n];
            for i in (0..n).rev() {
                let reachable: BTreeSet<u64> = (i + 1..n)
                    .flat_map(|j| (j..n).map(move |k| (j, k)))
                    .map(|(j, k)| sg[j] ^ sg[k])
                    .collect();
                sg[i] = (0..).find(|v| !reachable.contains(v)).unwrap();
            }
            let mut winning = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    for k in j..n {
                        if counts[i] == 0 {
                            continue;
                        }
                        let mut next = counts.clone();
                        next[i] -= 1;
                        next[j] += 1;
                        next[k] += 1;
                        let nim_sum = (0..n)
                            .filter(|&b| next[b] % 2 == 1)
                            .fold(0, |acc, b| acc ^ sg[b]);
                        if nim_sum == 0 {
                            winning.push((i, j, k));
                        }
                    }
                }
            }
            answer(&winning)
        })
        .collect()
}

const SAMPLE_IN: &str = "2\n4\n1 0 1 5000\n3\n0 0 1\n";
const SAMPLE_OUT: &str = "0 2 3\n1\n-1 -1 -1\n0\n";

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 500);
}

#[test]
fn sample() {
    check_output(BIN, SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_and_reference_agree_with_the_sample() {
    assert_eq!(brute(SAMPLE_IN), SAMPLE_OUT);
    assert_eq!(reference(SAMPLE_IN), SAMPLE_OUT);
}

#[test]
fn reference_agrees_with_the_brute_force() {
    check_reference_against_brute(reference, generate, brute, 1188, 1500);
}

/// The known wrong answer also takes moves out of empty bottles: by the
/// nim-sum alone, (0, 1, 3) would win here and come first, making the answer
/// `0 1 3` / `3`.
#[test]
fn moves_out_of_empty_bottles_are_not_counted() {
    let input = "1\n5\n0 0 1 0 0\n";
    assert_eq!(brute(input), "2 3 3\n2\n");
    check_output(BIN, input, "2 3 3\n2\n");
}

#[test]
fn below_the_judges_limits_and_huge_counts_are_accepted() {
    // One bottle, or none, offers no move; counts only matter by parity and
    // by being non-empty, so they may go up to 2^64 − 1.
    check_output(BIN, "2\n1\n7\n0\n", "-1 -1 -1\n0\n-1 -1 -1\n0\n");
    let max = u64::MAX;
    check_output(
        BIN,
        &format!("1\n3\n{max} {max} {max}\n"),
        &reference("1\n3\n1 1 1\n"),
    );
    check_output(BIN, &format!("1\n3\n{} 0 0\n", max - 1), "-1 -1 -1\n0\n");
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
        "1\n2\n-1 0",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        BIN,
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(BIN, "1\n101\n", "token 2: a case has at most 100 bottles");
    // An absurd t must fail on the first missing case, not allocate for t.
    check_rejects(
        BIN,
        "18446744073709551615\n2\n0 0\n",
        "token 5: expected a non-negative integer (usize), found end of input",
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
