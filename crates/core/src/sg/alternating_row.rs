//! Filling a row with 0s and 1s, no two adjacent cells equal (AtCoder ARC151
//! C *01 Game*): a move writes 0 or 1 in an empty cell next to no equal
//! number; who cannot move loses.
//!
//! The written cells cut the row into free runs of empty cells, and the row
//! is their sum (Sprague–Grundy). **Theorem** (the table of the runs' values
//! by boundary type, proved by induction on the length; the argument is in
//! `crates/arc-151c/README.md`): a run of `len` empty cells has the value
//! - `len mod 2` with no written neighbour (the whole row empty),
//! - `len` with a written neighbour on one side only,
//! - 1 between two equal written cells (then `len ≥ 1`),
//! - 0 between two different written cells.

/// The written cell on each side of a free run, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Boundary {
    /// No written cell on either side: the whole row is empty.
    None,
    /// A written cell on one side, the row's end on the other.
    One,
    /// Equal written cells on both sides.
    Equal,
    /// Different written cells on both sides.
    Different,
}

/// The Grundy value of a free run of `len` empty cells with the boundary
/// `boundary`, by the theorem above.
///
/// # Constraints
/// None: exact for every `u64` length. (An `Equal` run of length 0 is not a
/// legal row; it gets the value 0 of a position without moves.)
///
/// # Example
/// ```
/// use gamecore::sg::alternating_row::{run_grundy, Boundary};
/// assert_eq!(run_grundy(7, Boundary::None), 1);
/// assert_eq!(run_grundy(7, Boundary::One), 7);
/// assert_eq!(run_grundy(7, Boundary::Equal), 1);
/// assert_eq!(run_grundy(7, Boundary::Different), 0);
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn run_grundy(len: u64, boundary: Boundary) -> u64 {
    match boundary {
        Boundary::None => len % 2,
        Boundary::One => len,
        Boundary::Equal => u64::from(len > 0),
        Boundary::Different => 0,
    }
}

/// The Grundy value of a row of `n` cells of which `written` (sorted by
/// position, 1-based, each `(x, y)` with y ∈ {0, 1}) hold numbers: the XOR of
/// its free runs' [`run_grundy`], by one [`RowValue`]. The caller checks the
/// input is a legal row (positions increasing in 1..=n, no adjacent equal
/// numbers).
///
/// # Constraints
/// `written` sorted with positions in `1..=n`; values 0 or 1.
///
/// # Example
/// ```
/// use gamecore::sg::alternating_row::row_grundy;
/// // ARC151 C's samples: `_0_1___` (value 1 ⊕ 0 ⊕ 3 = 2), `101`, and an empty row of 10^18.
/// assert_eq!(row_grundy(7, [(2, 0), (4, 1)]), 2);
/// assert_eq!(row_grundy(3, [(1, 1), (2, 0), (3, 1)]), 0);
/// assert_eq!(row_grundy(1_000_000_000_000_000_000, []), 0);
/// ```
///
/// # Complexity
/// `O(len(written))`, in one pass (the cells are not stored).
pub fn row_grundy(n: u64, written: impl IntoIterator<Item = (u64, u8)>) -> u64 {
    let mut row = RowValue::new();
    for (x, y) in written {
        row.push(x, y);
    }
    row.value(n)
}

/// The value of a row read one written cell at a time, left to right: each
/// free run is valued as soon as its right end is known, so nothing is
/// stored.
///
/// # Example
/// ```
/// use gamecore::sg::alternating_row::RowValue;
/// let mut row = RowValue::new();
/// row.push(2, 0);
/// assert_eq!(row.last(), Some((2, 0)));
/// row.push(4, 1);
/// assert_eq!(row.value(7), 2);
/// ```
///
/// # Complexity
/// `O(1)` per cell and for the value.
#[derive(Clone, Debug, Default)]
pub struct RowValue {
    /// The XOR of the runs closed so far.
    closed: u64,
    /// The written cell read last.
    last: Option<(u64, u8)>,
}

impl RowValue {
    /// A row with no written cell read yet.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        RowValue::default()
    }

    /// The written cell read last, if any.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn last(&self) -> Option<(u64, u8)> {
        self.last
    }

    /// Reads the written cell `x` (1-based) holding `y`, right of every cell
    /// read before.
    ///
    /// # Constraints
    /// `x` greater than the last cell's position and at least 1; not next to
    /// an equal number.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn push(&mut self, x: u64, y: u8) {
        self.closed ^= match self.last {
            None => run_grundy(x - 1, Boundary::One),
            Some((px, py)) => run_grundy(x - px - 1, between(py, y)),
        };
        self.last = Some((x, y));
    }

    /// The value of the whole row of `n` cells (at least the last position).
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn value(&self, n: u64) -> u64 {
        self.closed
            ^ match self.last {
                None => run_grundy(n, Boundary::None),
                Some((px, _)) => run_grundy(n - px, Boundary::One),
            }
    }
}

/// The boundary of a run between written numbers `a` and `b`.
///
/// # Example
/// ```
/// use gamecore::sg::alternating_row::{between, Boundary};
/// assert_eq!(between(1, 1), Boundary::Equal);
/// assert_eq!(between(0, 1), Boundary::Different);
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn between(a: u8, b: u8) -> Boundary {
    if a == b {
        Boundary::Equal
    } else {
        Boundary::Different
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::Mex;
    use std::collections::HashMap;

    const EMPTY: u8 = 2;

    /// The Grundy value of a row by literal play: every empty cell, every
    /// number that differs from both neighbours.
    fn literal(row: &mut Vec<u8>, memo: &mut HashMap<Vec<u8>, usize>) -> usize {
        if let Some(&v) = memo.get(row) {
            return v;
        }
        let mut reached = Vec::new();
        for i in 0..row.len() {
            if row[i] != EMPTY {
                continue;
            }
            for v in 0..2u8 {
                let ok = (i == 0 || row[i - 1] != v) && (i + 1 == row.len() || row[i + 1] != v);
                if ok {
                    row[i] = v;
                    reached.push(literal(row, memo));
                    row[i] = EMPTY;
                }
            }
        }
        let value = Mex::new().of(reached);
        memo.insert(row.clone(), value);
        value
    }

    #[test]
    fn every_legal_row_to_length_9_matches_literal_play() {
        let mut memo = HashMap::new();
        for n in 0..=9u32 {
            for code in 0..3usize.pow(n) {
                let mut row: Vec<u8> = (0..n).map(|i| (code / 3usize.pow(i) % 3) as u8).collect();
                let legal = row.windows(2).all(|w| w[0] == EMPTY || w[0] != w[1]);
                if !legal {
                    continue;
                }
                let written: Vec<(u64, u8)> = row
                    .iter()
                    .enumerate()
                    .filter(|&(_, &c)| c != EMPTY)
                    .map(|(i, &c)| (i as u64 + 1, c))
                    .collect();
                let expected = literal(&mut row, &mut memo) as u64;
                assert_eq!(row_grundy(u64::from(n), written), expected, "{row:?}");
            }
        }
    }

    #[test]
    fn long_runs_do_not_overflow() {
        assert_eq!(row_grundy(u64::MAX, []), 1);
        assert_eq!(row_grundy(u64::MAX, [(1, 0)]), u64::MAX - 1);
        assert_eq!(row_grundy(u64::MAX, [(1, 0), (u64::MAX, 0)]), 1);
    }
}
