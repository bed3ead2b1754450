//! Euclid's game (Cole and Davie, 1969): a position is two numbers; a move
//! subtracts a positive multiple of the smaller from the larger, leaving it at
//! least 0. The player who makes a number 0 wins (normal play: from a pair
//! holding a 0 there is no move).
//!
//! Write the position as `(big, small)` with `big ≥ small > 0` and
//! `q = big / small`. The moves lead to `(big − k·small, small)` for
//! `k = 1..=q`, which are the positions `(r + j·small, small)`, `j = 0..q`,
//! where `r = big % small` (the last one, `j = 0`, is `(small, r)`).
//!
//! - If `r = 0`, taking `k = q` reaches 0: the player to move wins.
//! - If `q ≥ 2`, the player to move wins: of `(small, r)` and
//!   `(small + r, small)` exactly one is lost for the player to move (the only
//!   move from the second is to the first), and both are reachable.
//! - If `q = 1` (`small < big < 2·small`), the only move is to `(small, r)`,
//!   so the outcome is the opposite of that position's.
//!
//! So [`first_player_wins`] follows the forced moves down the Euclidean
//! algorithm until a quotient of at least 2 (or a remainder of 0) appears, and
//! the parity of the forced moves decides. Every step is a step of Euclid's
//! algorithm, so there are `O(log min(a, b))` of them (at most 93 for `u64`,
//! the Fibonacci worst case), and no arithmetic can overflow.
//!
//! [`analyse`] also gives a position's *step count* for the every-SG rule
//! (see [`crate::sums::every_sg`]): the length of play when the winner makes the
//! game last as long as possible and the loser ends it as fast as possible.
//! From the move structure above, with `(w, s)` the outcome and step count of
//! `(small, r)` (`(false, 0)` when `r = 0`):
//!
//! - `q = 1`: the only move leads to `(small, r)`, so the outcome is `!w` and
//!   the step count `s + 1`;
//! - `q ≥ 2`: a won position whose only losing successor is `(small, r)` if
//!   `w` is false (step count `s + 1`), else `(small + r, small)`, whose step
//!   count is `s + 1` (step count `s + 2`).
//!
//! # Example
//! ```
//! use gamecore::closed::euclid;
//! assert!(euclid::first_player_wins(34, 12)); // 34 − 2·12 = 10 wins
//! assert!(!euclid::first_player_wins(15, 24));
//! assert!(!euclid::first_player_wins(u64::MAX, u64::MAX - 1)); // → (MAX − 1, 1)
//! ```

/// Does the player to move win Euclid's game from the pair `(a, b)`?
///
/// A pair holding a 0 is finished (the previous player won), so it is lost
/// for the player to move. The order of `a` and `b` does not matter.
///
/// # Constraints
/// None: any two `u64`.
///
/// # Complexity
/// `O(log min(a, b))` divisions (at most 93 for `u64`).
///
/// # Example
/// ```
/// use gamecore::closed::euclid::first_player_wins;
/// assert!(first_player_wins(34, 12));
/// assert!(!first_player_wins(15, 24)); // forced: 15 24 → 15 9 → 6 9 → 6 3
/// assert!(first_player_wins(7, 7));
/// assert!(!first_player_wins(5, 0));
/// // Consecutive Fibonacci numbers force the longest chain: F(93), F(92)
/// // need 90 forced moves down to (2, 1), an even number.
/// assert!(first_player_wins(12_200_160_415_121_876_738, 7_540_113_804_746_346_429));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (mut big, mut small) = if a >= b { (a, b) } else { (b, a) };
    // Whether the player to move at (big, small) is the first player.
    let mut first_to_move = true;
    while small > 0 {
        let rest = big - small;
        if rest >= small || rest == 0 {
            // A quotient of at least 2, or a remainder of 0: a won position.
            return first_to_move;
        }
        // small < big < 2·small: the only move is to (small, big − small).
        big = small;
        small = rest;
        first_to_move = !first_to_move;
    }
    // The first player faces a finished pair only if it was given one.
    !first_to_move
}

/// The outcome of a Euclid position for the player to move, and its step
/// count for the every-SG rule.
///
/// # Example
/// ```
/// use gamecore::closed::euclid::{analyse, Analysis};
/// assert_eq!(analyse(3, 2), Analysis { first_player_wins: false, steps: 2 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Analysis {
    /// Does the player to move win this game alone?
    pub first_player_wins: bool,
    /// The every-SG step count (see [`crate::sums::every_sg`]): odd exactly when
    /// the player to move wins.
    pub steps: u32,
}

/// The outcome and every-SG step count of the pair `(a, b)`, by the rules in
/// the module documentation, in one pass down the Euclidean algorithm
/// without recursion or storage.
///
/// Unrolling those rules: call a level of the algorithm *forced* when its
/// quotient is 1 and *free* otherwise, and give the finished pair at the
/// bottom the outcome "lost". A free level is won; a forced level has the
/// opposite outcome of the level below. So the outcome of any level is
/// decided by the run of forced levels that starts there: of even length
/// before a free level, or of odd length before the bottom, means won. The
/// step count is the number of levels plus one for every free level whose
/// level below is won — each known once the next free level (or the bottom)
/// is reached.
///
/// A pair holding a 0 is finished: lost for the player to move, 0 steps.
///
/// # Constraints
/// None: any two `u64`.
///
/// # Complexity
/// `O(log min(a, b))` levels (at most 93 for `u64`); a division only where
/// the quotient is 3 or more.
///
/// # Example
/// ```
/// use gamecore::closed::euclid::{analyse, Analysis};
/// // (1, 1): take 1, done.
/// assert_eq!(analyse(1, 1), Analysis { first_player_wins: true, steps: 1 });
/// // (3, 2) → (1, 2) → (1, 0): two forced moves.
/// assert_eq!(analyse(3, 2), Analysis { first_player_wins: false, steps: 2 });
/// // (7, 2): win by 7 → 3 (leaving (3, 2)), which lasts 1 + 2 moves.
/// assert_eq!(analyse(7, 2), Analysis { first_player_wins: true, steps: 3 });
/// assert_eq!(analyse(0, 9), Analysis { first_player_wins: false, steps: 0 });
/// ```
pub fn analyse(a: u64, b: u64) -> Analysis {
    let (mut big, mut small) = if a >= b { (a, b) } else { (b, a) };
    let mut n_levels = 0u32;
    let mut n_free_over_won = 0u32;
    // Forced levels since the last free level (or since the top).
    let mut run = 0u32;
    // Has a free level been seen? Until then the run starts at the top.
    let mut after_free = false;
    let mut top_wins = false;
    while small > 0 {
        let mut rest = big - small;
        if rest < small {
            run += 1;
        } else {
            // The level below the previous free level is won iff the run
            // between them is even; the top is won iff its run is even.
            if after_free {
                n_free_over_won += u32::from(run % 2 == 0);
            } else {
                top_wins = run % 2 == 0;
                after_free = true;
            }
            run = 0;
            rest -= small;
            if rest >= small {
                rest %= small;
            }
        }
        big = small;
        small = rest;
        n_levels += 1;
    }
    // At the bottom (lost) the parities turn round.
    if after_free {
        n_free_over_won += u32::from(run % 2 == 1);
    } else {
        top_wins = run % 2 == 1;
    }
    Analysis {
        first_player_wins: top_wins,
        steps: n_levels + n_free_over_won,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sums::every_sg;

    /// Every position one move away from `(a, b)`: subtract `k` times the
    /// smaller from the larger, for every `k ≥ 1` that leaves it ≥ 0.
    fn literal_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
        if a == 0 || b == 0 {
            return Vec::new();
        }
        let (big, small) = (a.max(b), a.min(b));
        (1..=big / small)
            .map(|k| (big - k * small, small))
            .collect()
    }

    /// The outcome and step count of every pair up to `max`, by the literal
    /// moves and the every-SG step rule, in increasing order of `a + b`
    /// (every move lowers the sum).
    fn literal_table(max: u64) -> Vec<Vec<(bool, u64)>> {
        let size = (max + 1) as usize;
        let mut table = vec![vec![(false, 0u64); size]; size];
        for sum in 0..=2 * max {
            for a in sum.saturating_sub(max)..=sum.min(max) {
                let b = sum - a;
                let successors: Vec<u64> = literal_moves(a, b)
                    .into_iter()
                    .map(|(x, y)| table[x as usize][y as usize].1)
                    .collect();
                let wins = successors.iter().any(|&s| s % 2 == 0);
                table[a as usize][b as usize] = (
                    if successors.is_empty() { false } else { wins },
                    every_sg::step(successors),
                );
            }
        }
        table
    }

    #[test]
    fn outcome_and_steps_match_literal_play_on_all_pairs_up_to_200() {
        let table = literal_table(200);
        for a in 0..=200u64 {
            for b in 0..=200u64 {
                let (wins, steps) = table[a as usize][b as usize];
                assert_eq!(first_player_wins(a, b), wins, "({a}, {b})");
                let analysis = analyse(a, b);
                assert_eq!(analysis.first_player_wins, wins, "({a}, {b})");
                assert_eq!(u64::from(analysis.steps), steps, "({a}, {b})");
                // The step rule makes odd counts exactly the won positions.
                assert_eq!(steps % 2 == 1, wins, "({a}, {b})");
            }
        }
    }

    #[test]
    fn the_golden_ratio_rule_holds() {
        // The classical statement: with big ≥ small > 0, the player to move
        // wins iff big = small or big/small > φ. Checked exactly in integers:
        // big > φ·small ⟺ big² − big·small − small² > 0.
        for big in 1..=300u64 {
            for small in 1..=big {
                let above_phi = big * big > big * small + small * small;
                assert_eq!(
                    first_player_wins(big, small),
                    big == small || above_phi,
                    "({big}, {small})"
                );
            }
        }
    }

    #[test]
    fn the_largest_numbers_are_exact() {
        // Fibonacci pairs force every move: F(n+1), F(n) is won iff the
        // chain of forced moves down to (2, 1) has even length.
        let mut fib = vec![1u64, 1];
        while let Some(next) = fib[fib.len() - 2].checked_add(fib[fib.len() - 1]) {
            fib.push(next);
        }
        assert_eq!(fib.len(), 93); // F(1) ..= F(93)
        for i in 2..fib.len() - 1 {
            // (F(i+2), F(i+1)) in 1-based names; (3, 2) is lost, (2, 1) won.
            let (big, small) = (fib[i + 1], fib[i]);
            let forced = i - 1; // moves down to (2, 1)
            assert_eq!(
                first_player_wins(big, small),
                forced % 2 == 0,
                "{big} {small}"
            );
            let analysis = analyse(big, small);
            assert_eq!(analysis.first_player_wins, forced % 2 == 0);
            assert_eq!(analysis.steps as usize, forced + 1);
        }
        assert!(first_player_wins(u64::MAX, 1));
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert!(!first_player_wins(u64::MAX, u64::MAX - 1)); // → (MAX−1, 1)
        assert!(first_player_wins(u64::MAX - 1, u64::MAX / 2)); // quotient 2
        assert_eq!(
            analyse(u64::MAX, u64::MAX - 1),
            Analysis {
                first_player_wins: false,
                steps: 2
            }
        );
        assert!(!first_player_wins(0, 0));
        assert!(!first_player_wins(u64::MAX, 0));
    }
}
