//! NYOJ 23 by the game's literal rules: every pile size up to N decided from
//! all of its takes 1..=M, compared with the binary on random inputs.

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nyoj-23");

/// A random input of up to 15 cases with N, M ≤ 60.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 15);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        input += &format!("{} {}\n", rng.range(1, 60), rng.range(1, 60));
    }
    input
}

/// Does the player to move take the last stone from a pile of `n`, taking 1
/// to `max_take` per move? Decides every pile size from 0 up: a size is won
/// when some take reaches a lost size, and the empty pile is lost for the
/// player to move (the opponent just took the last stone). A running count of
/// the lost sizes among the last `max_take` keeps every take in view at O(1)
/// per size, so the judge's largest N = M = 10^6 stay quick.
fn wins(n: usize, max_take: usize) -> bool {
    let mut lost = vec![false; n + 1];
    lost[0] = true;
    // Lost sizes among (size - max_take)..size, the sizes one take can reach.
    let mut lost_in_reach = 0usize;
    for size in 1..=n {
        if lost[size - 1] {
            lost_in_reach += 1;
        }
        if size > max_take && lost[size - 1 - max_take] {
            lost_in_reach -= 1;
        }
        lost[size] = lost_in_reach == 0;
    }
    !lost[n]
}

fn brute(input: &str) -> String {
    let numbers: Vec<usize> = tokens(input).collect();
    numbers[1..]
        .chunks(2)
        .map(|case| {
            if wins(case[0], case[1]) {
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

#[test]
fn sample() {
    check_output(BIN, "2\n1000 1\n1 100\n", "Lose\nWin\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute("2\n1000 1\n1 100\n"), "Lose\nWin\n");
}

#[test]
fn brute_force_tries_every_take() {
    // Checked by hand: with takes of 1..=3 the lost sizes are 0, 4, 8, …
    let lost: Vec<usize> = (0..13).filter(|&n| !wins(n, 3)).collect();
    assert_eq!(lost, [0, 4, 8, 12]);
}

#[test]
fn values_past_the_limits_stay_exact() {
    // 2^64 − 1 = (2^64 − 2) + 1 and (2^64 − 1) · 1 + 0, so M = 2^64 − 2 makes
    // N = 2^64 − 1 a multiple of M + 1; M = 2^64 − 1 takes the whole pile.
    let max = u64::MAX;
    check_output(
        BIN,
        &format!(
            "4\n{max} {max}\n{max} {}\n{max} 1\n{} 1\n",
            max - 1,
            max - 1
        ),
        "Win\nLose\nWin\nLose\n",
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
        "1\n3 -1",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        BIN,
        "1\n18446744073709551616 1",
        "token 2: expected an unsigned 64-bit integer",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-23");
    judge::testdata::check_against_brute(dir, &["edge-", "random-", "hack-"], generate, brute);
}
