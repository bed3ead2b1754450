//! "Advance or eat" (AtCoder ABC229 H): pieces in a column of `n` cells,
//! each white (`W`), black (`B`) or empty. Left moves a white piece one cell
//! up into an empty cell, or eats (removes) any black piece; Right moves a
//! black piece up, or eats any white piece. A move touches one column only,
//! so a board is the sum of its columns.
//!
//! **Every column is a number** (the official editorial,
//! <https://atcoder.jp/contests/abc229/editorial/2977>; checked here on
//! every column as it is valued, and against canonical forms found by
//! literal play in the problem's tests): so each column's value is the
//! simplest number between its options' ([`crate::partisan::dyadic`]), and
//! Left, moving first, wins a board exactly when the sum of its columns is
//! positive.
//!
//! **Only the columns a board reaches.** [`Columns`] values a column by a
//! search over the columns it reaches (pieces only climb or vanish), with
//! an explicit stack, and remembers every value in a table indexed by the
//! column's code: the `n` columns of a board share most of their options.
//! The values are kept as `i64` multiples of `2^−32`: a column of `n` cells
//! is worth at most `n` in absolute value with a denominator of at most
//! `2^(n−1)` (checked against exact [`Dyadic`] values for every column of
//! up to 10 cells by the unit tests), and
//! [`crate::partisan::dyadic::simplest_between_scaled`] would say if a
//! value needed more bits (`Columns` then panics).

use crate::partisan::dyadic::{Dyadic, simplest_between_scaled};

/// A cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// No piece.
    Empty,
    /// Left's piece (advanced by Left, eaten by Right).
    White,
    /// Right's piece.
    Black,
}

/// The values are multiples of `2^−SCALE` (module doc).
pub const SCALE: u32 = 32;

/// A column not valued yet.
const UNKNOWN: i64 = i64::MIN;

/// The values of columns of `n` cells, each found when first asked for
/// (with those of the columns it reaches) and remembered, indexed by the
/// column's code: cell `i` (0 the top) is the base-3 digit `i`, 0 empty,
/// 1 white, 2 black.
///
/// # Complexity
/// Each column reached is valued once, by its at most `2n` options:
/// `O(n_reached · n)` over all the calls, with `n_reached ≤ 3^n`; memory
/// `O(3^n)` (one `i64` a column: 52 KB for `n = 8`).
///
/// # Example
/// ```
/// use gamecore::partisan::advance_eat::{Cell, Columns};
/// use gamecore::partisan::dyadic::Dyadic;
/// let mut columns = Columns::new(2);
/// // A white piece at the top cannot advance, and Right may eat it: { | 0}.
/// assert_eq!(columns.value(&[Cell::White, Cell::Empty]), Dyadic::integer(-1));
/// // Under an empty cell it may advance once: {-1 | 0} = -1/2.
/// assert_eq!(columns.value(&[Cell::Empty, Cell::White]), Dyadic::new(-1, 1));
/// ```
#[derive(Debug, Clone)]
pub struct Columns {
    n: usize,
    /// `3^i` for each cell `i`.
    powers: Vec<usize>,
    /// Per code: the value times `2^SCALE`, or [`UNKNOWN`].
    values: Vec<i64>,
    stack: Vec<usize>,
}

impl Columns {
    /// An empty table for columns of `n` cells.
    ///
    /// # Panics
    /// If `n > 12`.
    ///
    /// # Complexity
    /// `O(3^n)` to allocate the table; no column is valued yet.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::advance_eat::{code, Cell, Columns};
    /// use gamecore::partisan::dyadic::Dyadic;
    /// // ABC229 H's second sample: two columns `.W`, -1/2 each: Snuke wins.
    /// let mut columns = Columns::new(2);
    /// let column = [Cell::Empty, Cell::White];
    /// let total = columns.scaled_value(&column) + columns.scaled_value(&column);
    /// assert_eq!(total, -(1 << gamecore::partisan::advance_eat::SCALE));
    /// assert_eq!(columns.value_of_code(code(&column)), Dyadic::new(-1, 1));
    /// ```
    pub fn new(n: usize) -> Columns {
        assert!(
            n <= 12,
            "advance_eat::Columns: at most 12 cells, found {}",
            n
        );
        Columns {
            n,
            powers: (0..n).map(|i| 3usize.pow(i as u32)).collect(),
            values: vec![UNKNOWN; 3usize.pow(n as u32)],
            stack: Vec::new(),
        }
    }

    /// The number of cells of a column.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::partisan::advance_eat::Columns::new(3).n(), 3);
    /// ```
    pub fn n(&self) -> usize {
        self.n
    }

    /// The value of the column whose code is `code`, times `2^SCALE`.
    ///
    /// # Panics
    /// If `code ≥ 3^n`, or (never for this game, by the editorial's theorem
    /// and the unit tests) if some column reached is not a number or needs
    /// more than [`SCALE`] bits after the point.
    ///
    /// # Complexity
    /// As for [`Columns`]; `O(1)` for a column already valued.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::advance_eat::{Columns, SCALE};
    /// // Code 2: a black piece in the one cell; Takahashi may eat it.
    /// assert_eq!(Columns::new(1).scaled_value_of_code(2), 1 << SCALE);
    /// ```
    pub fn scaled_value_of_code(&mut self, code: usize) -> i64 {
        if self.values[code] == UNKNOWN {
            self.value_reached(code);
        }
        self.values[code]
    }

    /// Values `code` and every column it reaches, by an explicit stack: a
    /// column is valued once its options are, and each move lowers
    /// `Σ (row + 1)` over the pieces, so no column waits for itself.
    fn value_reached(&mut self, code: usize) {
        let n = self.n;
        self.stack.push(code);
        while let Some(&top) = self.stack.last() {
            if self.values[top] != UNKNOWN {
                self.stack.pop();
                continue;
            }
            let mut digits = [0usize; 12];
            let mut rest = top;
            for digit in digits.iter_mut().take(n) {
                *digit = rest % 3;
                rest /= 3;
            }
            let (mut left, mut right): (Option<i64>, Option<i64>) = (None, None);
            let mut waiting = false;
            for i in 0..n {
                let piece = digits[i];
                if piece == 0 {
                    continue;
                }
                let eaten = top - piece * self.powers[i];
                let advanced =
                    (i > 0 && digits[i - 1] == 0).then(|| eaten + piece * self.powers[i - 1]);
                // White (1) advances for Left and is eaten by Right; black
                // the other way round.
                let options = [(Some(eaten), piece == 2), (advanced, piece == 1)];
                for (option, for_left) in options.iter().filter_map(|&(o, l)| Some((o?, l))) {
                    let value = self.values[option];
                    if value == UNKNOWN {
                        self.stack.push(option);
                        waiting = true;
                    } else if for_left {
                        left = Some(left.map_or(value, |best| best.max(value)));
                    } else {
                        right = Some(right.map_or(value, |best| best.min(value)));
                    }
                }
            }
            if !waiting {
                if let (Some(l), Some(r)) = (left, right) {
                    assert!(
                        l < r,
                        "advance_eat: every column is a number (ABC229 H's editorial)"
                    );
                }
                self.values[top] = simplest_between_scaled(left, right, SCALE)
                    .expect("advance_eat: a column's value fits in SCALE bits after the point");
                self.stack.pop();
            }
        }
    }

    /// The value of the column whose code is `code`, exactly.
    ///
    /// # Panics
    /// As for [`Columns::scaled_value_of_code`].
    ///
    /// # Complexity
    /// As for [`Columns::scaled_value_of_code`].
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::advance_eat::Columns;
    /// use gamecore::partisan::dyadic::Dyadic;
    /// // Code 1 + 0·3: `W.`, worth -1.
    /// assert_eq!(Columns::new(2).value_of_code(1), Dyadic::integer(-1));
    /// ```
    pub fn value_of_code(&mut self, code: usize) -> Dyadic {
        Dyadic::new(self.scaled_value_of_code(code), u64::from(SCALE))
    }

    /// The value of a column given top to bottom, times `2^SCALE`.
    ///
    /// # Panics
    /// If the column's length is not `n`; as for
    /// [`Columns::scaled_value_of_code`].
    ///
    /// # Complexity
    /// `O(n)` and as for [`Columns::scaled_value_of_code`].
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::advance_eat::{Cell, Columns, SCALE};
    /// let mut columns = Columns::new(3);
    /// // `.B.`: Snuke may advance the black piece once, Takahashi eat it.
    /// let column = [Cell::Empty, Cell::Black, Cell::Empty];
    /// assert_eq!(columns.scaled_value(&column), 1 << (SCALE - 1));
    /// ```
    pub fn scaled_value(&mut self, column: &[Cell]) -> i64 {
        assert_eq!(
            column.len(),
            self.n,
            "advance_eat::Columns::value: wrong length"
        );
        self.scaled_value_of_code(code(column))
    }

    /// The value of a column given top to bottom, exactly.
    ///
    /// # Panics
    /// As for [`Columns::scaled_value`].
    ///
    /// # Complexity
    /// As for [`Columns::scaled_value`].
    pub fn value(&mut self, column: &[Cell]) -> Dyadic {
        Dyadic::new(self.scaled_value(column), u64::from(SCALE))
    }
}

/// The code of a column given top to bottom (cell `i` the base-3 digit `i`).
///
/// # Complexity
/// `O(n)`.
///
/// # Example
/// ```
/// use gamecore::partisan::advance_eat::{code, Cell};
/// assert_eq!(code(&[Cell::White, Cell::Black]), 1 + 2 * 3);
/// ```
pub fn code(column: &[Cell]) -> usize {
    column.iter().rev().fold(0, |code, cell| {
        code * 3
            + match cell {
                Cell::Empty => 0,
                Cell::White => 1,
                Cell::Black => 2,
            }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partisan::dyadic::number_value;

    /// Every column's exact value, all 3^n of them in an order where the
    /// options come first (each move lowers Σ (row + 1) over the pieces),
    /// by the simplest-number theorem on [`Dyadic`]s.
    fn exact_table(n: usize) -> Vec<Dyadic> {
        let size = 3usize.pow(n as u32);
        let powers: Vec<usize> = (0..n).map(|i| 3usize.pow(i as u32)).collect();
        let digit = |code: usize, i: usize| code / powers[i] % 3;
        let potential = |code: usize| {
            (0..n)
                .filter(|&i| digit(code, i) != 0)
                .map(|i| i + 1)
                .sum::<usize>()
        };
        let mut order: Vec<usize> = (0..size).collect();
        order.sort_by_key(|&code| potential(code));
        let mut values = vec![Dyadic::zero(); size];
        for code in order {
            let (mut left, mut right) = (Vec::new(), Vec::new());
            for i in 0..n {
                let piece = digit(code, i);
                if piece == 0 {
                    continue;
                }
                let eaten = values[code - piece * powers[i]].clone();
                let advanced = (i > 0 && digit(code, i - 1) == 0)
                    .then(|| values[code - piece * powers[i] + piece * powers[i - 1]].clone());
                let (mover, eater) = if piece == 1 {
                    (&mut left, &mut right)
                } else {
                    (&mut right, &mut left)
                };
                eater.push(eaten);
                mover.extend(advanced);
            }
            values[code] = number_value(&left, &right).expect("a number");
        }
        values
    }

    #[test]
    fn every_column_of_up_to_ten_cells_matches_exact_arithmetic() {
        for n in 0..=10 {
            let exact = exact_table(n);
            // Asked in an order unrelated to the search's.
            let mut columns = Columns::new(n);
            for code in (0..exact.len()).rev() {
                assert_eq!(
                    columns.value_of_code(code),
                    exact[code],
                    "n = {n}, code {code}"
                );
                assert!(
                    exact[code].exponent() < n.max(1) as u64,
                    "n = {n}, code {code}"
                );
            }
        }
    }

    #[test]
    fn the_widest_columns_are_valued_without_recursion() {
        let mut columns = Columns::new(12);
        let full = vec![Cell::White; 12];
        // Only White's pieces: Right eats one at a time, Left cannot move.
        assert_eq!(columns.value(&full), Dyadic::integer(-12));
        let alternating: Vec<Cell> = (0..12)
            .map(|i| if i % 2 == 0 { Cell::Black } else { Cell::White })
            .collect();
        let _ = columns.value(&alternating);
    }
}
