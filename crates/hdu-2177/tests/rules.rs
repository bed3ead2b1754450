//! HDU 2177 by the game's literal rules: every move from a position is
//! generated (the same amount from both piles, then every take from the
//! larger pile, then every take from the smaller one), the winning ones are
//! those reaching a position lost by literal play, and the problem's order
//! and duplicate rules are applied to that list. Compared with the binary on
//! random inputs.

// Wythoff's game by literal play and by the mex construction, shared with
// nyoj-161 and nyoj-837.
#[path = "../../nyoj-161/tests/wythoff/mod.rs"]
mod wythoff;

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::check_against_brute;
use judge::Rng;
use wythoff::{lost_table, mex_pairs};

const BIN: &str = env!("CARGO_BIN_EXE_hdu-2177");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-2177");

/// A random input of 1 to 8 positions `a ≤ b ≤ 40`, most of them a losing
/// pair shifted along one pile, the other, or both (so that two kinds of
/// winning move often leave the same position), some with equal piles, some
/// anything. `0 0` ends three inputs in four, sometimes followed by lines the
/// solution must not read; the others just end.
fn generate(rng: &mut Rng) -> String {
    const MAX: u64 = 40;
    let pairs = mex_pairs(MAX as usize);
    let n_cases = rng.range(1, 8);
    let mut input = String::new();
    for _ in 0..n_cases {
        let (a, b) = loop {
            let &(x, y) = rng.pick(&pairs);
            let (x, y) = (x as u64, y as u64);
            let position = match rng.range(0, 5) {
                0 => (x, y),
                1 => (x + rng.range(1, 4), y + rng.range(0, 4)),
                2 => (x + rng.range(0, 4), y + rng.range(1, 4)),
                3 => {
                    let d = rng.range(1, 4);
                    (x + d, y + d)
                }
                4 => {
                    let n = rng.range(1, MAX);
                    (n, n)
                }
                _ => (rng.range(0, MAX), rng.range(0, MAX)),
            };
            let (a, b) = (position.0.min(position.1), position.0.max(position.1));
            if b <= MAX && (a, b) != (0, 0) {
                break (a, b);
            }
        };
        input += &format!("{a} {b}\n");
    }
    if rng.chance(3, 4) {
        input += "0 0\n";
        if rng.chance(1, 3) {
            input += &format!("{} {}\n0 0\n", rng.range(0, MAX), rng.range(0, MAX));
        }
    }
    input
}

/// The positions `(a, b)` of the input: pairs up to `0 0` or the end.
fn positions(input: &str) -> Vec<(usize, usize)> {
    let numbers: Vec<usize> = tokens(input).collect();
    numbers
        .chunks(2)
        .map(|case| (case[0], case[1]))
        .take_while(|&case| case != (0, 0))
        .collect()
}

/// The answer for one position by literal move generation: every move in the
/// problem's order (both piles, larger pile, smaller pile; smaller takes
/// first within a kind), kept when it reaches a position `is_lost` says is
/// lost; single-pile moves leaving the same position are printed once.
fn answer(a: usize, b: usize, is_lost: impl Fn(usize, usize) -> bool) -> String {
    let (small, large) = (a.min(b), a.max(b));
    if is_lost(small, large) {
        return "0\n".to_string();
    }
    let leaves = |x: usize, y: usize| (x.min(y), x.max(y));
    let mut from_both: Vec<(usize, usize)> = Vec::new();
    for t in 1..=small {
        let (x, y) = leaves(small - t, large - t);
        if is_lost(x, y) {
            from_both.push((x, y));
        }
    }
    // Every take from the larger pile, then every take from the smaller one.
    let mut from_one_pile: Vec<(usize, usize)> = Vec::new();
    for (pile, other) in [(large, small), (small, large)] {
        for t in 1..=pile {
            let (x, y) = leaves(pile - t, other);
            if is_lost(x, y) && !from_one_pile.contains(&(x, y)) {
                from_one_pile.push((x, y));
            }
        }
    }
    let mut text = "1\n".to_string();
    for (x, y) in from_both.into_iter().chain(from_one_pile) {
        text += &format!("{x} {y}\n");
    }
    text
}

fn brute(input: &str) -> String {
    let cases = positions(input);
    let max = cases.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    let lost = lost_table(max);
    cases
        .iter()
        .map(|&(a, b)| answer(a, b, |x, y| lost[x][y]))
        .collect()
}

/// The independent reference for the `max-*` cases (piles up to 10^6, out of
/// the brute force's reach): the same literal move generation, with "lost"
/// read from the losing pairs of the mex construction instead of a game
/// table.
fn reference(input: &str) -> String {
    let cases = positions(input);
    let max = cases.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    let mut partner = vec![usize::MAX; max + 1];
    for (a, b) in mex_pairs(max) {
        partner[a] = b;
        partner[b] = a;
    }
    cases
        .iter()
        .map(|&(a, b)| answer(a, b, |x, y| partner[x] == y))
        .collect()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

const HDU_SAMPLE: (&str, &str) = (
    "1 2\n5 8\n4 7\n2 2\n0 0\n",
    "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
);
const NYOJ_SAMPLE: (&str, &str) = ("1 2\n5 7\n2 2\n0 0\n", "0\n1\n3 5\n3 5\n4 7\n1\n0 0\n1 2\n");

#[test]
fn sample() {
    check_output(BIN, HDU_SAMPLE.0, HDU_SAMPLE.1);
}

#[test]
fn sample_nyoj() {
    check_output(BIN, NYOJ_SAMPLE.0, NYOJ_SAMPLE.1);
}

#[test]
fn brute_force_and_reference_agree_with_the_samples() {
    for (input, expected) in [HDU_SAMPLE, NYOJ_SAMPLE] {
        assert_eq!(brute(input), expected);
        assert_eq!(reference(input), expected);
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    let input: String = (0..=60)
        .flat_map(|a| (a..=60).map(move |b| format!("{a} {b}\n")))
        .skip(1)
        .collect();
    assert_eq!(reference(&input), brute(&input));
}

#[test]
fn input_may_end_without_0_0_and_stops_at_0_0() {
    check_output(BIN, "1 2\n2 2", "0\n1\n0 0\n1 2\n");
    check_output(BIN, "2 2\n0 0\n3 3\nnot read", "1\n0 0\n1 2\n");
    check_output(BIN, "0 0\n", "");
    check_output(BIN, "", "");
}

#[test]
fn piles_given_larger_first_are_the_same_game() {
    // The judge promises a ≤ b; the answer does not depend on it.
    for index in 0..50 {
        let input = generate(&mut Rng::for_input(2177, index));
        let swapped: String = input
            .lines()
            .map(|line| line.split(' ').rev().collect::<Vec<_>>().join(" ") + "\n")
            .collect();
        check_output(BIN, &swapped, &brute(&swapped));
        assert_eq!(brute(&swapped), brute(&input));
    }
}

#[test]
fn values_past_the_limits_stay_exact() {
    // (11400714819323198485, 2^64 − 1) is the losing pair with the largest
    // index that fits u64 (the exact inequalities are checked in
    // `gamecore::wythoff`'s tests). From (2^64 − 1, 2^64 − 1) taking a from
    // both leaves (0, 0); taking from either pile leaves that pair.
    let (a, b) = (11_400_714_819_323_198_485u64, u64::MAX);
    check_output(
        BIN,
        &format!("{a} {b}\n{b} {b}\n0 {b}\n"),
        &format!("0\n1\n0 0\n{a} {b}\n1\n0 0\n"),
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "1 2\n5",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "1 x",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        BIN,
        "-1 2",
        "token 1: expected an unsigned 64-bit integer, found `-1`",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(TESTDATA, prefixes, generate, brute);
}

/// Checks every `max-*` case against [`reference`]; with
/// `WRITE_MISSING_OUTPUTS` set, first writes the reference's output for a
/// `max-*.in` that has no `.out`.
#[test]
fn max_cases_come_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}
