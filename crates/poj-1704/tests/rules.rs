//! POJ 1704 by the game's literal rules: a memoised search over every row of
//! pieces (every slide of every piece), compared with the binary on random
//! inputs; the largest cases against an independent reference.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::input::counted_lists;
use judge::stress::{check_against_brute, check_reference_against_brute};
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_poj-1704");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/poj-1704");

/// A random input of 1 to 10 cases, each 1 to 5 pieces on distinct cells of
/// 1..=12, listed in random order.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 10);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let mut cells: Vec<u64> = (1..=12).collect();
        rng.shuffle(&mut cells);
        let n_pieces = rng.range(1, 5) as usize;
        let positions: Vec<String> = cells[..n_pieces].iter().map(u64::to_string).collect();
        input += &format!("{n_pieces}\n{}\n", positions.join(" "));
    }
    input
}

/// Does the player to move win with pieces on `positions` (sorted)? Tries
/// every move: any piece to any free cell to its left, up to the piece
/// before it (or cell 1).
fn wins(positions: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(positions) {
        return known;
    }
    let mut result = false;
    'search: for idx in 0..positions.len() {
        let leftmost = if idx == 0 { 1 } else { positions[idx - 1] + 1 };
        for cell in leftmost..positions[idx] {
            let mut next = positions.to_vec();
            next[idx] = cell;
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(positions.to_vec(), result);
    result
}

thread_local! {
    /// Rows already searched, shared by every input of a test run.
    static MEMO: RefCell<HashMap<Vec<u64>, bool>> = RefCell::new(HashMap::new());
}

/// The cases of an input: each case's positions, sorted.
fn cases(input: &str) -> Vec<Vec<u64>> {
    let mut cases = counted_lists(input);
    for positions in &mut cases {
        positions.sort_unstable();
    }
    cases
}

fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Georgia will win\n"
    } else {
        "Bob will win\n"
    }
}

fn brute(input: &str) -> String {
    MEMO.with(|memo| {
        let memo = &mut memo.borrow_mut();
        cases(input)
            .iter()
            .map(|positions| winner(wins(positions, memo)))
            .collect()
    })
}

/// Independent reference for the largest cases, written without `gamecore`:
/// pair the pieces from the right end (the first piece pairs with the wall
/// when their number is odd); the position is lost exactly when the free
/// cells inside the pairs XOR to 0. The brute force checks it on small inputs
/// in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    cases(input)
        .iter()
        .map(|positions| {
            let mut with_wall = vec![0];
            with_wall.extend(positions);
            let nim_sum = with_wall
                .rchunks(2)
                .filter(|pair| pair.len() == 2)
                .fold(0, |acc, pair| acc ^ (pair[1] - pair[0] - 1));
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
    check_output(
        BIN,
        "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n",
        "Bob will win\nGeorgia will win\n",
    );
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(
        brute("2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n"),
        "Bob will win\nGeorgia will win\n"
    );
}

#[test]
fn reference_agrees_with_the_brute_force() {
    check_reference_against_brute(reference, generate, brute, 1704, 2000);
}

#[test]
fn far_cells_do_not_overflow() {
    let max = u64::MAX;
    // One gap of 2^64 − 2 on step 1; then gaps 0 (step 2) and 2^64 − 3 (step 1).
    check_output(
        BIN,
        &format!("2\n1\n{max}\n2\n1 {max}\n"),
        "Georgia will win\nGeorgia will win\n",
    );
    // Gaps 2^63 − 1 (first piece, step 2) and 0 (second piece, step 1).
    check_output(
        BIN,
        &format!("1\n2\n{} {}\n", 1u64 << 63, (1u64 << 63) + 1),
        "Bob will win\n",
    );
}

#[test]
fn no_pieces_is_a_loss_for_georgia() {
    check_output(BIN, "1\n0\n", "Bob will win\n");
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
    check_rejects(BIN, "1\n2\n0 4", "token 3: cells are numbered from 1");
    check_rejects(
        BIN,
        "2\n1\n5\n3\n4 2 4",
        "token 7: two pieces of this case stand on cell 4",
    );
    check_rejects(
        BIN,
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
    // An absurd N must fail on the first missing position, not allocate for N.
    check_rejects(
        BIN,
        "1\n18446744073709551615\n3",
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
