//! NYOJ 833 by the game's literal rules: the circle played move by move. The
//! first move takes one stone or two neighbours and leaves a line; every later
//! move takes one stone or two neighbours from some line, splitting it in two.
//! Memoised search over the multisets of line lengths, compared with the
//! binary on random inputs.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_nyoj-833");

/// A random input of 1 to 15 values: mostly circles of up to 24 stones, some
/// n ≤ 0 down to the smallest 32-bit int.
fn generate(rng: &mut Rng) -> String {
    let n_values = rng.range(1, 15);
    let values: Vec<String> = (0..n_values)
        .map(|_| match rng.range(0, 9) {
            0 => rng.range_i64(i64::from(i32::MIN), 0),
            _ => rng.range_i64(-2, 24),
        })
        .map(|n| n.to_string())
        .collect();
    values.join("\n") + "\n"
}

/// Does the player to move win when the stones left form the lines
/// `lines` (lengths, sorted, no zeros)? A move takes one stone or two
/// neighbours from one line, leaving the parts to its left and right;
/// whoever cannot move has lost (the opponent took the last stone).
fn lines_win(lines: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&known) = memo.get(lines) {
        return known;
    }
    let mut result = false;
    'search: for (line_idx, &len) in lines.iter().enumerate() {
        for taken in 1..=2.min(len) {
            for left in 0..=len - taken {
                let right = len - taken - left;
                let mut next: Vec<usize> = lines.to_vec();
                next.remove(line_idx);
                next.extend([left, right].into_iter().filter(|&part| part > 0));
                next.sort_unstable();
                if !lines_win(&next, memo) {
                    result = true;
                    break 'search;
                }
            }
        }
    }
    memo.insert(lines.to_vec(), result);
    result
}

/// Does the first player win the circle of `n` stones? In a circle every
/// stone looks alike, so the first move is "take one" (leaving a line of
/// n − 1) or "take two neighbours" (leaving a line of n − 2); with two stones
/// the neighbours are the whole circle.
fn circle_wins(n: usize, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    (1..=2.min(n)).any(|taken| {
        let rest = n - taken;
        let lines = if rest > 0 { vec![rest] } else { Vec::new() };
        !lines_win(&lines, memo)
    })
}

thread_local! {
    /// Line positions already decided, shared by all inputs of a test run.
    static MEMO: RefCell<HashMap<Vec<usize>, bool>> = RefCell::new(HashMap::new());
}

fn brute(input: &str) -> String {
    tokens::<i64>(input)
        .map(|n| {
            // n ≤ 0 is no game: the judge's accepted solutions print Hrdv.
            let first_wins =
                n <= 0 || MEMO.with(|memo| circle_wins(n as usize, &mut memo.borrow_mut()));
            if first_wins {
                "Hrdv\n"
            } else {
                "Yougth\n"
            }
        })
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

const SAMPLE: (&str, &str) = ("2\n3\n", "Hrdv\nYougth\n");

#[test]
fn sample() {
    check_output(BIN, SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(brute(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_plays_lines_worked_by_hand() {
    let mut memo = HashMap::new();
    // Two separate single stones: one each, the second player takes the last.
    assert!(!lines_win(&[1, 1], &mut memo));
    // Lines of 2 and 1: take one of the pair, leaving 1 1.
    assert!(lines_win(&[1, 2], &mut memo));
    // 2 2: mirrored by the second player.
    assert!(!lines_win(&[2, 2], &mut memo));
    // A line of 3: take the middle stone, leaving 1 1.
    assert!(lines_win(&[3], &mut memo));
}

#[test]
fn multiples_of_three_are_not_the_rule() {
    // The circulating rule says Hrdv for 4, 5, 7, …; the second player wins.
    check_output(BIN, "4\n5\n7\n9\n", "Yougth\nYougth\nYougth\nYougth\n");
}

/// The circulating wrong rule: the first player loses on multiples of 3.
fn multiple_of_three(input: &str) -> String {
    tokens::<i64>(input)
        .map(|n| {
            if n <= 0 || n % 3 != 0 {
                "Hrdv\n"
            } else {
                "Yougth\n"
            }
        })
        .collect()
}

#[test]
fn the_generator_exposes_the_multiple_of_three_rule() {
    let caught = (0..20).any(|index| {
        let input = generate(&mut Rng::for_input(judge::stress::DEFAULT_SEED, index));
        brute(&input) != multiple_of_three(&input)
    });
    assert!(
        caught,
        "the random inputs would let the multiple-of-3 rule pass"
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "2\nx\n",
        "token 2: expected a 64-bit integer, found `x`",
    );
    check_rejects(
        BIN,
        "3 99999999999999999999",
        "token 2: expected a 64-bit integer",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nyoj-833");
    judge::testdata::check_against_brute(dir, &["edge-", "random-", "hack-"], generate, brute);
}
