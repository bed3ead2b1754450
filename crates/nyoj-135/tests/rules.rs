//! NYOJ 135 by the game's literal rules: memoised search over every position
//! of the piles, trying every take of 1..=cap from every pile, compared with
//! the binary on random inputs.

use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nyoj-135");

/// A random input of up to 15 cases, each of 1 to 4 piles with m ≤ 6 and caps
/// 0..=7 (empty piles and zero caps included).
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 15);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let n_piles = rng.range(1, 4);
        input += &format!("{n_piles}\n");
        for _ in 0..n_piles {
            input += &format!("{} {}\n", rng.range(0, 6), rng.range(0, 7));
        }
    }
    input
}

/// Does the player to move win with pile sizes `sizes` and caps `caps`? Tries
/// every take of 1..=cap from every pile; whoever cannot move loses.
fn wins(sizes: &mut Vec<u64>, caps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(sizes) {
        return known;
    }
    let mut result = false;
    'search: for pile_idx in 0..sizes.len() {
        for take in 1..=caps[pile_idx].min(sizes[pile_idx]) {
            sizes[pile_idx] -= take;
            let opponent_wins = wins(sizes, caps, memo);
            sizes[pile_idx] += take;
            if !opponent_wins {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(sizes.clone(), result);
    result
}

fn brute(input: &str) -> String {
    let mut numbers = tokens::<u64>(input);
    let n_cases = numbers.next().unwrap();
    let mut output = String::new();
    for _ in 0..n_cases {
        let n_piles = numbers.next().unwrap();
        let (mut sizes, mut caps) = (Vec::new(), Vec::new());
        for _ in 0..n_piles {
            sizes.push(numbers.next().unwrap());
            caps.push(numbers.next().unwrap());
        }
        let first_wins = wins(&mut sizes, &caps, &mut HashMap::new());
        output += if first_wins { "Win\n" } else { "Lose\n" };
    }
    output
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

const SAMPLE_1: (&str, &str) = ("2\n1\n1000 1\n2\n1 1\n1 1\n", "Lose\nLose\n");
const SAMPLE_2: (&str, &str) = ("1\n2\n1 1\n2 2\n", "Win\n");

#[test]
fn samples() {
    for (input, expected) in [SAMPLE_1, SAMPLE_2] {
        check_output(BIN, input, expected);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, expected) in [SAMPLE_1, SAMPLE_2] {
        assert_eq!(brute(input), expected);
    }
}

#[test]
fn every_pile_counts_not_only_the_last() {
    // The last pile alone is lost (it is empty, or its cap is 0), yet the
    // first pile wins: the copied "last pile" solution says Lose.
    let input = "3\n2\n1 1\n0 5\n2\n3 7\n4 0\n3\n2 1\n1 1\n2 1\n";
    assert_eq!(brute(input), "Win\nWin\nWin\n");
    check_output(BIN, input, "Win\nWin\nWin\n");
}

/// The commonly copied wrong solution: it judges by the last pile alone.
fn last_pile_only(input: &str) -> String {
    let mut numbers = tokens::<u64>(input);
    let n_cases = numbers.next().unwrap();
    let mut output = String::new();
    for _ in 0..n_cases {
        let n_piles = numbers.next().unwrap();
        let mut last = 0;
        for _ in 0..n_piles {
            let (size, cap) = (numbers.next().unwrap(), numbers.next().unwrap());
            last = if cap == 0 { 0 } else { size % (cap + 1) };
        }
        output += if last != 0 { "Win\n" } else { "Lose\n" };
    }
    output
}

#[test]
fn the_generator_exposes_the_last_pile_solution() {
    let caught = (0..20).any(|index| {
        let input = generate(&mut Rng::for_input(judge::stress::DEFAULT_SEED, index));
        brute(&input) != last_pile_only(&input)
    });
    assert!(
        caught,
        "the random inputs would let the last-pile solution pass"
    );
}

#[test]
fn values_of_2_to_the_31_do_not_overflow() {
    // 2^31 mod (2^31 + 1) = 2^31 and 2^31 mod 2^31 = 0, worked by hand.
    let big = 1u64 << 31;
    let input = format!(
        "4\n1\n{big} {big}\n1\n{big} {}\n2\n{big} {big}\n{big} {big}\n2\n{big} 0\n0 {big}\n",
        big - 1
    );
    check_output(BIN, &input, "Win\nLose\nLose\nLose\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "1\n2\n1 1\n2",
        "token 6: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "1\n1\n5 x",
        "token 4: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        BIN,
        "1\n99999999999\n1 1",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-135");
    judge::testdata::check_against_brute(dir, &["edge-", "random-", "hack-"], generate, brute);
}
