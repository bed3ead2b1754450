//! Flipping to the corner (HDU 4642): an `n × m` board of coins, each up or
//! down. A move picks a coin that is up, at `(x, y)`, and flips every coin of
//! the rectangle from `(x, y)` to the bottom-right corner `(n, m)`. Who cannot
//! move (every coin down) loses.
//!
//! **The one-cell invariant.** Only the bottom-right coin matters: the player
//! to move wins exactly when it is up, whatever the rest of the board and
//! whatever either player does.
//!
//! *Proof.* (1) Play ends: read the board row by row as a binary number,
//! first cell most significant. A move turns the chosen coin from up to down
//! and changes only cells of its rectangle, all of which come after it in
//! that order, so the number strictly decreases. (2) Every rectangle contains
//! the corner `(n, m)`, so every move flips it, and at the end (all coins
//! down) it is down. Hence the number of moves that will be played has the
//! parity of the corner's initial state: odd exactly when it starts up. The
//! player to move makes the moves 1, 3, 5, …, so they make the last move —
//! and the opponent is left without one — exactly when the corner starts up.
//! Strategy plays no part: every game from a given board lasts an odd number
//! of moves, or every one an even number.

/// Does the player to move win, given whether the bottom-right coin is up?
///
/// # Example
/// ```
/// use gamecore::closed::flipping::first_player_wins;
/// // HDU 4642's samples: a 2 × 2 board of all up, a 3 × 3 board of all down.
/// assert!(first_player_wins(true));
/// assert!(!first_player_wins(false));
/// ```
///
/// # Complexity
/// `O(1)` (reading the board is the caller's `O(n · m)`).
#[inline]
pub fn first_player_wins(bottom_right_up: bool) -> bool {
    bottom_right_up
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Literal play on an `n × m` board held as a bit mask (cell `(r, c)` is
    /// bit `r · m + c`, 0-based): every up coin, flip its rectangle.
    fn wins(n: usize, m: usize, board: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&board) {
            return known;
        }
        let mut result = false;
        'search: for r in 0..n {
            for c in 0..m {
                if board & (1 << (r * m + c)) == 0 {
                    continue;
                }
                let mut next = board;
                for rr in r..n {
                    for cc in c..m {
                        next ^= 1 << (rr * m + cc);
                    }
                }
                if !wins(n, m, next, memo) {
                    result = true;
                    break 'search;
                }
            }
        }
        memo.insert(board, result);
        result
    }

    #[test]
    fn the_corner_decides_every_small_board() {
        for n in 1..=4 {
            for m in 1..=4 {
                if n * m > 12 {
                    continue;
                }
                let mut memo = HashMap::new();
                for board in 0..1u32 << (n * m) {
                    let corner_up = board & (1 << (n * m - 1)) != 0;
                    assert_eq!(
                        first_player_wins(corner_up),
                        wins(n, m, board, &mut memo),
                        "{n}x{m} board {board:b}"
                    );
                }
            }
        }
    }
}
