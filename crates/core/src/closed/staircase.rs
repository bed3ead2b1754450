//! Staircase Nim, and the row of pieces that slide left (POJ 1704 "Georgia
//! and Bob"), which is staircase Nim in disguise.
//!
//! Staircase Nim: coins lie on steps 1, 2, …, k; a move carries one or more
//! coins from one step to the step just below (from step 1 they leave the
//! game). Every move changes the number of coins on exactly one odd step, and
//! carrying coins down from an odd step is a Nim move on it, so the Grundy
//! value is the nim-sum of the odd steps: by induction a position with odd-step
//! nim-sum `v` reaches every smaller value (a Nim move) and never `v` itself.
//! The even steps matter only as a supply that refills odd steps.
//!
//! Pieces on distinct cells `p_1 < p_2 < … < p_n` of a row (cells 1, 2, …),
//! moving left without jumping: the free cells in front of piece `i`,
//! `gap_i = p_i − p_{i−1} − 1` (with `p_0 = 0`), are the coins on step
//! `n − i + 1`. Moving piece `i` left by `d` takes `d` from `gap_i` and adds
//! them to `gap_{i+1}`, one step down; the last piece's gap is step 1.

/// The Grundy value of staircase Nim with `coins_on_step[s − 1]` coins on step
/// `s`: the nim-sum of the odd steps 1, 3, 5, ….
///
/// # Constraints
/// None.
///
/// # Complexity
/// `O(n_steps)`.
///
/// # Example
/// ```
/// use gamecore::closed::staircase::grundy;
/// assert_eq!(grundy(&[3, 100, 5]), 3 ^ 5);
/// // Coins on step 2 only: any move puts them on step 1, where they can be
/// // carried off, so the player to move loses.
/// assert_eq!(grundy(&[0, 7]), 0);
/// assert_eq!(grundy(&[]), 0);
/// ```
pub fn grundy(coins_on_step: &[u64]) -> u64 {
    coins_on_step
        .iter()
        .step_by(2)
        .fold(0, |acc, &coins| acc ^ coins)
}

/// The Grundy value of pieces on the cells `positions` (1-based, strictly
/// increasing) of a row, where a move slides one piece one or more cells to
/// the left, never onto or over another piece nor left of cell 1.
///
/// The value is the nim-sum of the gaps in front of the last piece, the
/// third-to-last, and so on (staircase Nim's odd steps; see the module
/// documentation).
///
/// # Constraints
/// `positions` is strictly increasing and starts at 1 or later.
///
/// # Panics
/// If `positions` is not strictly increasing or holds a 0.
///
/// # Complexity
/// `O(n_pieces)`.
///
/// # Example
/// ```
/// use gamecore::closed::staircase::row_of_pieces_grundy;
/// // Packed against the wall: no move at all.
/// assert_eq!(row_of_pieces_grundy(&[1, 2, 3]), 0);
/// // Gaps 0, 3, 0, 0, 1, 2, 1, 2 in front of the pieces: steps 8 down to 1.
/// assert_eq!(row_of_pieces_grundy(&[1, 5, 6, 7, 9, 12, 14, 17]), 2 ^ 2 ^ 0 ^ 3);
/// assert_eq!(row_of_pieces_grundy(&[]), 0);
/// ```
pub fn row_of_pieces_grundy(positions: &[u64]) -> u64 {
    assert!(
        positions.first().map_or(true, |&first| first >= 1),
        "cells are numbered from 1"
    );
    assert!(
        positions.windows(2).all(|pair| pair[0] < pair[1]),
        "positions must be strictly increasing"
    );
    // Walk pairs (p_{i−1}, p_i) from the right end: steps 1, 3, 5, ….
    let mut value = 0;
    let mut idx = positions.len();
    while idx > 0 {
        let previous = if idx >= 2 { positions[idx - 2] } else { 0 };
        value ^= positions[idx - 1] - previous - 1;
        idx = idx.saturating_sub(2);
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::Mex;
    use std::collections::HashMap;

    /// Staircase Nim by its literal moves: the mex over every carry of `d`
    /// coins from step `s` to step `s − 1` (off the stairs from step 1).
    fn literal_grundy(steps: &[u64], memo: &mut HashMap<Vec<u64>, usize>) -> usize {
        if let Some(&known) = memo.get(steps) {
            return known;
        }
        let mut successors = Vec::new();
        for step in 0..steps.len() {
            for carried in 1..=steps[step] {
                let mut next = steps.to_vec();
                next[step] -= carried;
                if step > 0 {
                    next[step - 1] += carried;
                }
                successors.push(next);
            }
        }
        let values: Vec<usize> = successors
            .iter()
            .map(|next| literal_grundy(next, memo))
            .collect();
        let value = Mex::new().of(values);
        memo.insert(steps.to_vec(), value);
        value
    }

    #[test]
    fn staircase_value_matches_literal_play() {
        let mut memo = HashMap::new();
        // Every staircase of up to 4 steps with at most 4 coins per step.
        for n_steps in 0..=4u32 {
            for code in 0..5u64.pow(n_steps) {
                let steps: Vec<u64> = (0..n_steps).map(|s| code / 5u64.pow(s) % 5).collect();
                let expected = literal_grundy(&steps, &mut memo) as u64;
                assert_eq!(grundy(&steps), expected, "{steps:?}");
            }
        }
    }

    /// The row by its literal moves: the mex over every slide of every piece.
    fn literal_row_grundy(positions: &[u64], memo: &mut HashMap<Vec<u64>, usize>) -> usize {
        if let Some(&known) = memo.get(positions) {
            return known;
        }
        let mut values = Vec::new();
        for idx in 0..positions.len() {
            let leftmost_free = if idx == 0 { 1 } else { positions[idx - 1] + 1 };
            for target in leftmost_free..positions[idx] {
                let mut next = positions.to_vec();
                next[idx] = target;
                values.push(literal_row_grundy(&next, memo));
            }
        }
        let value = Mex::new().of(values);
        memo.insert(positions.to_vec(), value);
        value
    }

    #[test]
    fn row_value_matches_literal_play_on_every_small_row() {
        let mut memo = HashMap::new();
        // Every set of pieces on cells 1..=10.
        for cells in 0u32..1 << 10 {
            let positions: Vec<u64> = (0..10)
                .filter(|c| cells >> c & 1 == 1)
                .map(|c| c + 1)
                .collect();
            let expected = literal_row_grundy(&positions, &mut memo) as u64;
            assert_eq!(row_of_pieces_grundy(&positions), expected, "{positions:?}");
        }
    }

    #[test]
    fn far_cells_do_not_overflow() {
        assert_eq!(row_of_pieces_grundy(&[u64::MAX]), u64::MAX - 1);
        assert_eq!(row_of_pieces_grundy(&[1, u64::MAX]), u64::MAX - 2);
    }

    #[test]
    #[should_panic(expected = "strictly increasing")]
    fn unsorted_positions_panic() {
        row_of_pieces_grundy(&[3, 2]);
    }

    #[test]
    #[should_panic(expected = "numbered from 1")]
    fn cell_zero_panics() {
        row_of_pieces_grundy(&[0, 2]);
    }
}
