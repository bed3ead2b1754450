//! Stones in a circle (NYOJ 833 取石子（七）): a move takes one stone, or two
//! stones that are adjacent in the circle as it stands (a gap left by an
//! earlier move breaks adjacency). Taking the last stone wins.
//!
//! The first player wins only with 1 or 2 stones, by taking them all. With
//! `n ≥ 3` stones the first move leaves a line of `n − 1` or `n − 2 ≥ 1`
//! stones, and on a line the player to move wins by symmetry: take the middle
//! stone (odd length) or the middle two (even length), leaving two equal
//! lines, then answer every move in one line with the same move in the other.
//! So the player who moves second in the circle wins. (The rule "the first
//! player loses on multiples of 3", which circulates, is wrong: 4 stones lose
//! too.)

/// Does the player to move win the circle of `n_stones` stones? Only for 1 and
/// 2 stones; with 0 stones there is no move, so the player to move loses.
///
/// # Constraints
/// None: any `u64`.
///
/// # Example
/// ```
/// use gamecore::closed::circle::first_player_wins;
/// assert!(first_player_wins(1));
/// assert!(first_player_wins(2));
/// assert!(!first_player_wins(3));
/// assert!(!first_player_wins(4));
/// assert!(!first_player_wins(0));
/// assert!(!first_player_wins(u64::MAX));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn first_player_wins(n_stones: u64) -> bool {
    n_stones == 1 || n_stones == 2
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Literal play on the circle of `n` places: a position is the set of
    /// places still holding a stone (bit `i` for place `i`, place `n − 1`
    /// next to place 0). A move clears one set bit, or two set bits at
    /// neighbouring places. Moves only clear bits, so every successor is a
    /// smaller number and one pass in increasing order decides all positions.
    fn brute_circle_wins(n: usize) -> bool {
        let full = (1usize << n) - 1;
        let mut wins = vec![false; full + 1];
        for position in 1..=full {
            let single = (0..n).map(|i| 1usize << i);
            // For n = 1 the "pair" of a place with itself is the single stone.
            let pairs = (0..n).map(|i| (1usize << i) | (1 << ((i + 1) % n)));
            wins[position] = single
                .chain(pairs)
                .any(|taken| position & taken == taken && !wins[position & !taken]);
        }
        wins[full]
    }

    #[test]
    fn closed_form_matches_literal_play_on_circles_up_to_18() {
        for n in 0..=18 {
            assert_eq!(first_player_wins(n as u64), brute_circle_wins(n), "n={n}");
        }
    }

    #[test]
    fn multiples_of_three_are_not_the_rule() {
        // The circulating rule calls 4 and 5 wins for the first player.
        assert!(!first_player_wins(4));
        assert!(!first_player_wins(5));
        assert!(!first_player_wins(6));
        assert!(!first_player_wins(1 << 31));
    }
}
