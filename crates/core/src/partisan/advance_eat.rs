//! "Advance or eat" (AtCoder ABC229 H): pieces in a column of `n` cells,
//! each white (`W`), black (`B`) or empty. Left moves a white piece one cell
//! up into an empty cell, or eats (removes) any black piece; Right moves a
//! black piece up, or eats any white piece. A move touches one column only,
//! so a board is the sum of its columns.
//!
//! **Every column is a number** (the official editorial,
//! <https://atcoder.jp/contests/abc229/editorial/2977>; checked here on
//! every column as it is built, and against canonical forms found by literal
//! play in the problem's tests): so each column's value is the simplest
//! number between its options' ([`crate::partisan::dyadic::number_value`]), and Left,
//! moving first, wins a board exactly when the sum of its columns is
//! positive.

use crate::partisan::dyadic::{Dyadic, number_value};

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

/// The values of every column of `n` cells, indexed by the column's code:
/// cell `i` (0 the top) is the base-3 digit `i`, 0 empty, 1 white, 2 black.
///
/// # Example
/// ```
/// use gamecore::partisan::advance_eat::{Cell, Columns};
/// use gamecore::partisan::dyadic::Dyadic;
/// let columns = Columns::new(2);
/// // A white piece at the top cannot advance, and Right may eat it: { | 0}.
/// assert_eq!(*columns.value(&[Cell::White, Cell::Empty]), Dyadic::integer(-1));
/// // Under an empty cell it may advance once: {-1 | 0} = -1/2.
/// assert_eq!(*columns.value(&[Cell::Empty, Cell::White]), Dyadic::new(-1, 1));
/// ```
#[derive(Debug, Clone)]
pub struct Columns {
    n: usize,
    values: Vec<Dyadic>,
}

impl Columns {
    /// Builds the table for columns of `n` cells.
    ///
    /// # Panics
    /// If `n > 12`, or (never for this game, by the editorial's theorem) if
    /// some column is not a number.
    ///
    /// # Complexity
    /// `O(3^n · n)` options, each a comparison of small dyadics.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::advance_eat::{code, Cell, Columns};
    /// use gamecore::partisan::dyadic::Dyadic;
    /// // ABC229 H's second sample: two columns `.W`, -1/2 each: Snuke wins.
    /// let columns = Columns::new(2);
    /// let column = [Cell::Empty, Cell::White];
    /// let total = columns.value(&column) + columns.value(&column);
    /// assert_eq!(total, Dyadic::integer(-1));
    /// assert_eq!(columns.value_of_code(code(&column)), columns.value(&column));
    /// ```
    pub fn new(n: usize) -> Columns {
        assert!(
            n <= 12,
            "advance_eat::Columns: at most 12 cells, found {}",
            n
        );
        let size = 3usize.pow(n as u32);
        let powers: Vec<usize> = (0..n).map(|i| 3usize.pow(i as u32)).collect();
        let digit = |code: usize, i: usize| code / powers[i] % 3;
        // Every move lowers Σ (row + 1) over the pieces (advancing by 1,
        // eating by the row + 1), so columns in increasing order of it have
        // their options valued first.
        let potential = |code: usize| {
            (0..n)
                .filter(|&i| digit(code, i) != 0)
                .map(|i| i + 1)
                .sum::<usize>()
        };
        let mut order: Vec<usize> = (0..size).collect();
        order.sort_by_key(|&code| potential(code));
        let mut values = vec![Dyadic::zero(); size];
        let mut left = Vec::new();
        let mut right = Vec::new();
        for code in order {
            left.clear();
            right.clear();
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
            values[code] = number_value(&left, &right)
                .expect("advance_eat: every column is a number (ABC229 H's editorial)");
        }
        Columns { n, values }
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

    /// The value of the column whose code is `code`.
    ///
    /// # Panics
    /// If `code ≥ 3^n`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::advance_eat::Columns;
    /// use gamecore::partisan::dyadic::Dyadic;
    /// // Code 2: a black piece in the one cell; Takahashi may eat it.
    /// assert_eq!(*Columns::new(1).value_of_code(2), Dyadic::integer(1));
    /// ```
    pub fn value_of_code(&self, code: usize) -> &Dyadic {
        &self.values[code]
    }

    /// The value of a column given top to bottom.
    ///
    /// # Panics
    /// If the column's length is not `n`.
    ///
    /// # Complexity
    /// `O(n)`.
    pub fn value(&self, column: &[Cell]) -> &Dyadic {
        assert_eq!(
            column.len(),
            self.n,
            "advance_eat::Columns::value: wrong length"
        );
        &self.values[code(column)]
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
