//! POJ 2311 by the game's literal rules: a memoised search over multisets of
//! paper pieces (every cut of every piece; cutting out a 1×1 wins at once),
//! compared with the binary on random inputs; the largest cases against an
//! independent, straightforward reference.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::tokens;
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_poj-2311");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/poj-2311");

/// The largest side the brute force plays out.
const BRUTE_MAX_SIDE: u64 = 7;

/// A random input: 1 to 12 lines `W H` with sides 2 to 7.
fn generate(rng: &mut Rng) -> String {
    let n_lines = rng.range(1, 12);
    (0..n_lines)
        .map(|_| {
            format!(
                "{} {}\n",
                rng.range(2, BRUTE_MAX_SIDE),
                rng.range(2, BRUTE_MAX_SIDE)
            )
        })
        .collect()
}

/// Pieces of paper as (shorter side, longer side), sorted: a position.
type Pieces = Vec<(u8, u8)>;

fn piece(w: u8, h: u8) -> (u8, u8) {
    (w.min(h), w.max(h))
}

/// Does the player to move win? Tries every cut of every piece along every
/// grid line: one that leaves a 1×1 piece wins at once, any other wins if the
/// opponent then loses.
fn wins(pieces: &Pieces, memo: &mut HashMap<Pieces, bool>) -> bool {
    if let Some(&known) = memo.get(pieces) {
        return known;
    }
    let mut next_positions = Vec::new();
    let mut cuts_out_1x1 = false;
    for (idx, &(w, h)) in pieces.iter().enumerate() {
        let across = (1..w).map(|i| (piece(i, h), piece(w - i, h)));
        let along = (1..h).map(|j| (piece(w, j), piece(w, h - j)));
        for (a, b) in across.chain(along) {
            cuts_out_1x1 |= a == (1, 1) || b == (1, 1);
            let mut next = pieces.clone();
            next.remove(idx);
            next.extend([a, b]);
            next.sort_unstable();
            next_positions.push(next);
        }
    }
    let result = cuts_out_1x1 || next_positions.iter().any(|next| !wins(next, memo));
    memo.insert(pieces.clone(), result);
    result
}

thread_local! {
    /// Positions already searched, kept across inputs.
    static MEMO: RefCell<HashMap<Pieces, bool>> = RefCell::new(HashMap::new());
}

fn sides(input: &str) -> Vec<(usize, usize)> {
    let numbers: Vec<usize> = tokens(input).collect();
    numbers.chunks(2).map(|pair| (pair[0], pair[1])).collect()
}

fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "WIN\n"
    } else {
        "LOSE\n"
    }
}

fn brute(input: &str) -> String {
    MEMO.with(|memo| {
        let memo = &mut memo.borrow_mut();
        sides(input)
            .iter()
            .map(|&(w, h)| verdict(wins(&vec![piece(w as u8, h as u8)], memo)))
            .collect()
    })
}

/// Independent reference for the largest cases, where play cannot be
/// searched: `g(w, h)` by plain memoised recursion over every cut that leaves
/// two pieces at least 2×2 (a cut leaving a 1-wide piece hands the opponent a
/// 1×1 cut), `mex` by scanning a seen-list; the first player wins iff
/// `g ≠ 0`. Written without `gamecore`; checked against the brute force in
/// `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let cases = sides(input);
    let stride = cases.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(0) + 1;
    let mut memo = vec![None; stride * stride];
    fn g(w: usize, h: usize, stride: usize, memo: &mut Vec<Option<usize>>) -> usize {
        if let Some(known) = memo[w * stride + h] {
            return known;
        }
        let mut seen = vec![false; w + h];
        for i in 2..w.saturating_sub(1) {
            let value = g(i, h, stride, memo) ^ g(w - i, h, stride, memo);
            if value < seen.len() {
                seen[value] = true;
            }
        }
        for j in 2..h.saturating_sub(1) {
            let value = g(w, j, stride, memo) ^ g(w, h - j, stride, memo);
            if value < seen.len() {
                seen[value] = true;
            }
        }
        let value = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        memo[w * stride + h] = Some(value);
        value
    }
    cases
        .iter()
        .map(|&(w, h)| verdict(g(w, h, stride, &mut memo) != 0))
        .collect()
}

const SAMPLE_IN: &str = "2 2\n3 2\n4 2\n";
const SAMPLE_OUT: &str = "LOSE\nLOSE\nWIN\n";

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
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
    let every_small_size: String = (2..=BRUTE_MAX_SIDE)
        .flat_map(|w| (2..=BRUTE_MAX_SIDE).map(move |h| format!("{w} {h}\n")))
        .collect();
    assert_eq!(reference(&every_small_size), brute(&every_small_size));
}

#[test]
fn one_wide_paper_and_sides_past_the_judges_are_accepted() {
    // A 1-wide strip (below the judge's limits) is won at once by cutting off
    // a 1×1; sides past 200 (up to 1000) make a larger table.
    check_output(BIN, "1 2\n7 1\n1 200\n", "WIN\nWIN\nWIN\n");
    let long = "2 2\n300 2\n3 300\n250 7\n300 300\n";
    check_output(BIN, long, &reference(long));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "2 2\n3",
        "token 4: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        BIN,
        "2 x",
        "token 2: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(BIN, "2 2\n0 5\n", "token 3: a side is 1 to 1000");
    check_rejects(BIN, "2 1001\n", "token 2: a side is 1 to 1000");
    check_rejects(
        BIN,
        "3 3\n1 1\n",
        "token 4: a lone 1×1 piece is a finished game",
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
