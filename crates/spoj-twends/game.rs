//! SPOJ TWENDS Two Ends as a scoring rule file. The judge's game has one
//! free player and one automaton: the second player always takes the larger
//! end (the left one on a tie). A rule file's positions are valued by
//! negamax, both sides optimal, so writing the two players' moves as
//! alternating options would value a different game (the optimal second
//! player of EDPC L's deque). Instead the greedy reply is part of the rules:
//! one option is the first player's take *and* the greedy answer to it,
//! worth her card minus the greedy player's, after which she moves again
//! (`again = true`). The value of a position is then exactly the judge's
//! answer: the most the first player can outscore the greedy one from it.
//! On a row of odd length her last take has no reply.
//!
//! The family: `start(n)` is the first 2n cards of the judge's first sample
//! row, `3 2 10 4`, repeated (the judge's rows are even; start(2) is that
//! sample, worth 7). The crate's brute force (tests/oracle/) does not use
//! this file: it plays the literal game, two players taking ends, with the
//! greedy one a fixed policy (`play::scoring::Minimax`, `Side::Policy`);
//! tests/rules.rs checks that these baked moves, valued by
//! `play::scoring::Advantage`, agree with it on the generator's rows, and
//! with `gamecore::scoring::greedy_ends` on the family.
//!
//! `guess` is 7⌊n/2⌋ + (n mod 2), the pattern of the family's values 0 1 7 8
//! 14 15 21 22 … (*apparent*: a fixed row, not a theorem), which
//! tests/rules.rs checks for n ≤ 40. `cargo xtask grundy
//! crates/spoj-twends/game.rs --upto 40` finds period 2 with saltus 7 from
//! n = 0 and the guess equal to every entry (quoted in the crate's README).

/// The judge's first sample row, repeated to make the family.
const EXAMPLE: [i64; 4] = [3, 2, 10, 4];

pub fn start(n: u64) -> Vec<i64> {
    (0..2 * n as usize)
        .map(|i| EXAMPLE[i % EXAMPLE.len()])
        .collect()
}

/// The greedy player's take from `row` (not empty): the larger end, the
/// left one on a tie; its value and the row left.
fn greedy_reply(row: &[i64]) -> (i64, Vec<i64>) {
    let (left, right) = (row[0], row[row.len() - 1]);
    if left >= right {
        (left, row[1..].to_vec())
    } else {
        (right, row[..row.len() - 1].to_vec())
    }
}

/// The value of `start(n)` (2n cards), 7⌊n/2⌋ + (n mod 2): 7 for every
/// `3 2 10 4`, as in the sample, and 1 for an odd n's last pair `3 2`.
/// Apparent: tests/rules.rs checks it for n ≤ 40.
pub fn guess(n: u64) -> i64 {
    7 * (n / 2) as i64 + (n % 2) as i64
}

// The explorer's start form takes `&P` with P = Vec<i64>, not a slice.
/// The first player takes the left or the right end; the greedy player
/// answers (when a card is left); the option scores her card minus the
/// greedy one's, and she moves again.
#[allow(clippy::ptr_arg)]
pub fn moves(row: &Vec<i64>) -> Vec<(i64, Vec<i64>, bool)> {
    let n = row.len();
    if n == 0 {
        return Vec::new();
    }
    let takes = [(row[0], &row[1..]), (row[n - 1], &row[..n - 1])];
    // With one card left both ends are the same take: list it once.
    let distinct = if n == 1 { 1 } else { 2 };
    takes[..distinct]
        .iter()
        .map(|&(card, rest)| {
            if rest.is_empty() {
                (card, Vec::new(), true)
            } else {
                let (reply, left) = greedy_reply(rest);
                (card - reply, left, true)
            }
        })
        .collect()
}

#[allow(clippy::ptr_arg)]
pub fn show(row: &Vec<i64>) -> String {
    let cards: Vec<String> = row.iter().map(|v| v.to_string()).collect();
    format!("[{}]", cards.join(" "))
}
