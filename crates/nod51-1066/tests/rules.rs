//! 51Nod 1066 by the game's literal rules: a memoised search over every pile
//! size, trying every take of 1..=K, compared with the binary on random inputs.

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nod51-1066");

/// A random input of up to 8 cases with N, K ≤ 40.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 8);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        input += &format!("{} {}\n", rng.range(1, 40), rng.range(1, 40));
    }
    input
}

/// Can the player to move take the last stone from a pile of `n`, taking 1 to
/// `max_take` per move? Tries every move.
fn wins(n: usize, max_take: usize, memo: &mut Vec<Option<bool>>) -> bool {
    if let Some(known) = memo[n] {
        return known;
    }
    // Taking the last stone wins, so any take that empties the pile wins, and
    // otherwise a take must leave the opponent in a losing position.
    let result = (1..=max_take.min(n)).any(|take| n == take || !wins(n - take, max_take, memo));
    memo[n] = Some(result);
    result
}

fn brute(input: &str) -> String {
    let numbers: Vec<usize> = tokens(input).collect();
    numbers[1..]
        .chunks(2)
        .map(|case| {
            let (n, max_take) = (case[0], case[1]);
            let winner = wins(n, max_take, &mut vec![None; n + 1]);
            if winner {
                "A\n"
            } else {
                "B\n"
            }
        })
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

#[test]
fn sample() {
    check_output(BIN, "4\n3 2\n4 2\n7 3\n8 3\n", "B\nA\nA\nB\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute("4\n3 2\n4 2\n7 3\n8 3\n"), "B\nA\nA\nB\n");
}

#[test]
fn largest_values_do_not_overflow() {
    check_output(
        BIN,
        "2\n1000000000 1000000000\n1000000000 999999999\n",
        "A\nB\n",
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "2\n3 2\n4",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "1\n3 x",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nod51-1066");
    judge::testdata::check_against_brute(dir, &["edge-", "random-", "hack-"], generate, brute);
}
