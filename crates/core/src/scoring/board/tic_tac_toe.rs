//! Tic-tac-toe whose cells carry weights (AtCoder ABC349 E): the players
//! alternate, the first one painting an empty cell red and the second blue,
//! and each scores the weight of the cell it paints. Three cells of one
//! colour in a row, a column or a diagonal end the game at once, won by that
//! colour; a full board without such a line is won by the larger total.
//!
//! The result is not the difference of the totals: a line wins whatever the
//! totals are. But every total is fixed by the board (the weights of each
//! colour's cells), so a board alone is a position: the search is a negamax
//! on win, draw or loss over the base-3 codes of the boards (a cell's digit
//! 0 empty, 1 red, 2 blue; 3^9 = 19683 codes, fewer than the 5478 legal
//! boards of tic-tac-toe reached), each valued once.

use std::cmp::Ordering;

/// The eight lines of three cells (cells numbered 0 … 8 in reading order).
///
/// # Example
/// ```
/// use gamecore::scoring::board::tic_tac_toe::LINES;
/// assert!(LINES.contains(&[2, 4, 6])); // the anti-diagonal
/// ```
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// `3^i`: the weight of cell `i`'s digit in a board's code.
const POW3: [usize; 10] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683];

/// A memo entry for a code not valued yet.
const UNKNOWN: i8 = 2;

/// The result of weighted tic-tac-toe under perfect play, for the first
/// player (red): `Greater` a win, `Less` a loss, `Equal` a draw (a full board
/// without a line and equal totals, which an odd sum of weights rules out).
///
/// # Example
/// ```
/// use std::cmp::Ordering;
/// use gamecore::scoring::board::tic_tac_toe::outcome;
/// // ABC349 E's samples: Takahashi (first) wins, then Aoki.
/// assert_eq!(outcome(&[0, 0, 0, 0, 1, 0, 0, 0, 0]), Ordering::Greater);
/// assert_eq!(outcome(&[-1, 1, 0, -4, -2, -5, -4, -1, -5]), Ordering::Less);
/// // Plain tic-tac-toe is a draw.
/// assert_eq!(outcome(&[0; 9]), Ordering::Equal);
/// ```
///
/// # Complexity
/// Each reachable board is expanded once: at most 5478 boards × 9 cells ×
/// 8 lines; memory 3^9 bytes. Totals are summed in `i128`, exact for any
/// `i64` weights.
pub fn outcome(weights: &[i64; 9]) -> Ordering {
    let mut search = Search {
        weights,
        memo: vec![UNKNOWN; POW3[9]],
    };
    search.value(&mut [0; 9], 0, 0).cmp(&0)
}

struct Search<'a> {
    weights: &'a [i64; 9],
    /// The mover's result (1, 0, −1) for each code reached, or `UNKNOWN`.
    memo: Vec<i8>,
}

impl Search<'_> {
    /// The result for the player to move on `cells` (code `code`, `filled`
    /// cells painted): 1 a win, 0 a draw, −1 a loss. The recursion is as
    /// deep as the empty cells, at most 9.
    fn value(&mut self, cells: &mut [u8; 9], code: usize, filled: usize) -> i8 {
        if self.memo[code] != UNKNOWN {
            return self.memo[code];
        }
        let colour = 1 + (filled % 2) as u8;
        let mut best = -1;
        for cell in 0..9 {
            if cells[cell] != 0 {
                continue;
            }
            cells[cell] = colour;
            let through = if has_line(cells, colour) {
                1
            } else if filled + 1 == 9 {
                self.totals_compare(cells, colour)
            } else {
                -self.value(cells, code + colour as usize * POW3[cell], filled + 1)
            };
            cells[cell] = 0;
            best = best.max(through);
            if best == 1 {
                break;
            }
        }
        self.memo[code] = best;
        best
    }

    /// On a full board without a line: 1 if `colour`'s total is larger, −1
    /// if smaller, 0 if equal.
    fn totals_compare(&self, cells: &[u8; 9], colour: u8) -> i8 {
        let mut margin: i128 = 0;
        for (&cell, &weight) in cells.iter().zip(self.weights) {
            if cell == colour {
                margin += i128::from(weight);
            } else {
                margin -= i128::from(weight);
            }
        }
        match margin.cmp(&0) {
            Ordering::Greater => 1,
            Ordering::Equal => 0,
            Ordering::Less => -1,
        }
    }
}

/// Whether `colour` has three in a row on `cells`.
fn has_line(cells: &[u8; 9], colour: u8) -> bool {
    LINES
        .iter()
        .any(|line| line.iter().all(|&cell| cells[cell] == colour))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game by its rules, without a table: the mover paints each empty
    /// cell in turn; a line wins, a full board compares the totals so far.
    /// Returns the result for the first player.
    fn by_rules(
        weights: &[i64; 9],
        cells: &mut [u8; 9],
        totals: [i128; 2],
        mover: usize,
    ) -> Ordering {
        let mut results = Vec::new();
        for cell in 0..9 {
            if cells[cell] != 0 {
                continue;
            }
            cells[cell] = mover as u8 + 1;
            let mut after = totals;
            after[mover] += i128::from(weights[cell]);
            let line = LINES
                .iter()
                .any(|l| l.iter().all(|&c| cells[c] == mover as u8 + 1));
            results.push(if line {
                if mover == 0 {
                    Ordering::Greater
                } else {
                    Ordering::Less
                }
            } else if cells.iter().all(|&c| c != 0) {
                after[0].cmp(&after[1])
            } else {
                by_rules(weights, cells, after, 1 - mover)
            });
            cells[cell] = 0;
        }
        let best = if mover == 0 {
            results.iter().max()
        } else {
            results.iter().min()
        };
        *best.expect("an empty board cell is left while the game goes on")
    }

    #[test]
    fn matches_the_rules_on_random_weights() {
        let mut state = 0x0349_e5eed_u64;
        for round in 0..10 {
            let mut weights = [0i64; 9];
            for w in weights.iter_mut() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                // Small weights make every kind of ending likely, draws too.
                *w = (state % 7) as i64 - 3;
            }
            if round % 4 == 0 {
                weights[4] = i64::MAX; // totals past i64 are still compared exactly
            }
            let expected = by_rules(&weights, &mut [0; 9], [0, 0], 0);
            assert_eq!(outcome(&weights), expected, "{weights:?}");
        }
    }

    #[test]
    fn plain_tic_tac_toe_is_a_draw_and_one_weight_decides() {
        assert_eq!(outcome(&[0; 9]), Ordering::Equal);
        // A single positive weight in a corner: the first player takes it
        // and holds the draw of plain tic-tac-toe.
        assert_eq!(outcome(&[1, 0, 0, 0, 0, 0, 0, 0, 0]), Ordering::Greater);
    }
}
