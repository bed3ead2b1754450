//! Wythoff's game: two piles; a move takes any positive number of stones from
//! one pile, or the same positive number from both; whoever cannot move loses
//! (the opponent took the last stone).
//!
//! Used by hdu-2177, nyoj-161 and nyoj-837.

use std::cell::RefCell;

use crate::Game;

/// Wythoff's moves from `(a, b)`: any positive number of stones from one
/// pile, or the same positive number from both. The piles are unordered, so
/// every option is given as (smaller, larger), halving the positions searched.
///
/// # Complexity
/// `O(a + b)`.
///
/// # Example
/// ```
/// assert_eq!(play::rules::wythoff::moves(&(1, 2)), [(0, 2), (1, 1), (0, 1), (0, 1)]);
/// ```
pub fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let from_first = (1..=a).map(|take| (a - take, b));
    let from_second = (1..=b).map(|take| (a, b - take));
    let from_both = (1..=a.min(b)).map(|take| (a - take, b - take));
    from_first
        .chain(from_second)
        .chain(from_both)
        .map(|(x, y)| (x.min(y), x.max(y)))
        .collect()
}

type Moves = fn(&(u64, u64)) -> Vec<(u64, u64)>;

thread_local! {
    /// The game, with the positions already decided shared by every call on
    /// this thread (every input of a test run).
    static GAME: RefCell<Game<(u64, u64), Moves>> = RefCell::new(Game::new(moves));
}

/// Does the player to move win with piles `a` and `b` (in either order), by
/// literal play of [`moves`]?
///
/// # Complexity
/// As for [`Game::wins`] over the `O(a · b)` positions below: only for
/// small piles.
///
/// # Example
/// ```
/// use play::rules::wythoff::wins;
/// assert!(!wins(0, 0) && !wins(2, 1) && !wins(3, 5) && wins(2, 2));
/// ```
pub fn wins(a: u64, b: u64) -> bool {
    GAME.with(|game| game.borrow_mut().wins(&(a.min(b), a.max(b))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use itertools::Itertools;

    #[test]
    fn moves_take_from_one_pile_or_equally_from_both() {
        // Every (x, y) ≤ (a, b) componentwise, other than (a, b), reached by
        // taking from one pile or the same from both.
        let (a, b) = (3, 5);
        let mut expected = Vec::new();
        for (x, y) in (0..=a).cartesian_product(0..=b) {
            let (da, db) = (a - x, b - y);
            let legal = (da == 0) != (db == 0) || (da == db && da > 0);
            if legal {
                expected.push((x.min(y), x.max(y)));
            }
        }
        let listed: Vec<(u64, u64)> = moves(&(a, b)).into_iter().sorted().collect();
        assert_eq!(listed, expected.into_iter().sorted().collect::<Vec<_>>());
    }

    #[test]
    fn lost_positions_are_the_known_pairs() {
        // The lost positions with both piles ≤ 30 (Wythoff's pairs, from any
        // table of them), in either order.
        let pairs = [
            (0, 0),
            (1, 2),
            (3, 5),
            (4, 7),
            (6, 10),
            (8, 13),
            (9, 15),
            (11, 18),
            (12, 20),
            (14, 23),
            (16, 26),
            (17, 28),
        ];
        for (a, b) in (0..=30).cartesian_product(0..=30) {
            let lost = pairs.contains(&(a.min(b), a.max(b)));
            assert_eq!(wins(a, b), !lost, "({a}, {b})");
        }
    }
}
