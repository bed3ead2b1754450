//! Pieces jumping right along a row (HDU 5724 "Chess"): a move takes one
//! piece one cell to the right; if that cell is taken, the piece jumps over
//! the whole run of pieces there to the first empty cell after it. No piece
//! may leave the row, and who cannot move loses.
//!
//! A row is a bit mask, bit `i` for cell `i + 1` (cells numbered from 1 at
//! the left). A move clears one set bit and sets the first clear bit above
//! it, so every move makes the mask larger: the values are computed by the
//! definition (mex of the options' values) for all `2^width` rows from the
//! full row downwards, each option already known. A board of several rows is
//! a sum of games (a move is made in one row), so by the Sprague–Grundy
//! theorem its value is the XOR of its rows' values.

/// The widest row [`Leapfrog::new`] accepts: its table has `2^width` bytes.
///
/// # Example
/// ```
/// use gamecore::sg::leapfrog::{Leapfrog, MAX_WIDTH};
/// assert_eq!(MAX_WIDTH, 24);
/// assert_eq!(Leapfrog::new(10).width(), 10);
/// ```
pub const MAX_WIDTH: u32 = 24;

/// The options of the row `row` of `width` cells: for every piece with an
/// empty cell somewhere to its right, the row after it moves there (to the
/// first empty cell to its right).
///
/// # Constraints
/// `width <= MAX_WIDTH`, `row < 2^width`.
///
/// # Panics
/// If `width > MAX_WIDTH` or `row >= 2^width`.
///
/// # Complexity
/// `O(width)`.
///
/// # Example
/// ```
/// use gamecore::sg::leapfrog::options;
/// // Cells 1 2 3 4 = bits 0 1 2 3: pieces on cells 1 and 2 (0b0011).
/// // The piece on 1 jumps over 2 to 3; the piece on 2 steps to 3.
/// assert_eq!(options(0b0011, 4), [0b0110, 0b0101]);
/// // Pieces on the last cells cannot move.
/// assert_eq!(options(0b1100, 4), []);
/// ```
pub fn options(row: u32, width: u32) -> Vec<u32> {
    assert!(
        width <= MAX_WIDTH,
        "leapfrog::options: width {} above {}",
        width,
        MAX_WIDTH
    );
    assert!(
        u64::from(row) < 1u64 << width,
        "leapfrog::options: row {:#b} wider than {} cells",
        row,
        width
    );
    let mut result = Vec::new();
    for piece in 0..width {
        if row >> piece & 1 == 0 {
            continue;
        }
        // The clear cells above the piece, within the row.
        let free = !row & !((2u32 << piece) - 1) & ((1u32 << width) - 1);
        if free != 0 {
            let target = free.trailing_zeros();
            result.push(row ^ (1 << piece) ^ (1 << target));
        }
    }
    result
}

/// The Grundy values of every row of a given width.
///
/// # Example
/// ```
/// use gamecore::sg::leapfrog::Leapfrog;
/// let rows = Leapfrog::new(20);
/// // HDU 5724's samples: cells 19 and 20 (no move); cells 1 and 19 in one
/// // row, cell 18 in another.
/// let cells = |list: &[u32]| list.iter().fold(0u32, |row, &cell| row | 1 << (cell - 1));
/// assert_eq!(rows.grundy(cells(&[19, 20])), 0);
/// assert_ne!(rows.grundy(cells(&[1, 19])) ^ rows.grundy(cells(&[18])), 0);
/// ```
#[derive(Debug, Clone)]
pub struct Leapfrog {
    width: u32,
    values: Vec<u8>,
}

impl Leapfrog {
    /// The table for rows of `width` cells.
    ///
    /// # Constraints
    /// `width <= MAX_WIDTH`.
    ///
    /// # Panics
    /// If `width > MAX_WIDTH`.
    ///
    /// # Complexity
    /// `O(2^width · width)` time (one option per piece that can move; a
    /// mex over a `u32` mask, since a value is at most the number of
    /// options, at most `width − 1`); `2^width` bytes.
    ///
    /// # Example
    /// ```
    /// let rows = gamecore::sg::leapfrog::Leapfrog::new(3);
    /// // One piece on cell 1 of 3 has one move at a time: lost, won, lost.
    /// assert_eq!([rows.grundy(0b001), rows.grundy(0b010), rows.grundy(0b100)], [0, 1, 0]);
    /// ```
    pub fn new(width: u32) -> Self {
        assert!(
            width <= MAX_WIDTH,
            "Leapfrog::new: width {} above {}",
            width,
            MAX_WIDTH
        );
        let n_rows = 1usize << width;
        let full = (n_rows - 1) as u32;
        let mut values = vec![0u8; n_rows];
        for row in (0..n_rows as u32).rev() {
            let empty = !row & full;
            if empty == 0 {
                continue;
            }
            // Only pieces below the highest empty cell can move.
            let highest_empty = 31 - empty.leading_zeros();
            let mut movable = row & ((1u32 << highest_empty) - 1);
            let mut seen: u32 = 0;
            while movable != 0 {
                let piece = movable.trailing_zeros();
                movable &= movable - 1;
                let above = empty >> piece;
                // `above` is non-zero (the highest empty cell is above).
                let target = piece + above.trailing_zeros();
                let next = row ^ (1 << piece) ^ (1 << target);
                seen |= 1 << values[next as usize];
            }
            values[row as usize] = (!seen).trailing_zeros() as u8;
        }
        Leapfrog { width, values }
    }

    /// The width the table was built for.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::sg::leapfrog::Leapfrog::new(5).width(), 5);
    /// ```
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The Grundy value of the row `row` (bit `i` = a piece on cell `i + 1`).
    ///
    /// # Constraints
    /// `row < 2^width`.
    ///
    /// # Panics
    /// If `row >= 2^width`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let rows = gamecore::sg::leapfrog::Leapfrog::new(4);
    /// assert_eq!(rows.grundy(0b1000), 0);
    /// assert_eq!(rows.grundy(0b0100), 1);
    /// ```
    pub fn grundy(&self, row: u32) -> u8 {
        self.values[row as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_table_matches_the_definition_over_literal_options() {
        for width in 0..=12 {
            let rows = Leapfrog::new(width);
            let mut values = vec![0u8; 1 << width];
            for row in (0..1u32 << width).rev() {
                let seen: HashSet<u8> = options(row, width)
                    .into_iter()
                    .map(|next| values[next as usize])
                    .collect();
                values[row as usize] = (0..).find(|v| !seen.contains(v)).unwrap();
                assert_eq!(
                    rows.grundy(row),
                    values[row as usize],
                    "width {width}, row {row:#b}"
                );
            }
        }
    }

    /// The options by the rule as worded: pick a piece, look at the next
    /// cell; while it is taken, go on; stop at the first empty cell.
    fn literal_options(cells: &[bool]) -> Vec<Vec<bool>> {
        let mut result = Vec::new();
        for from in 0..cells.len() {
            if !cells[from] {
                continue;
            }
            let mut to = from + 1;
            while to < cells.len() && cells[to] {
                to += 1;
            }
            if to < cells.len() {
                let mut next = cells.to_vec();
                next[from] = false;
                next[to] = true;
                result.push(next);
            }
        }
        result
    }

    #[test]
    fn options_follow_the_rule_as_worded() {
        for width in 0..=10u32 {
            for row in 0..1u32 << width {
                let cells: Vec<bool> = (0..width).map(|i| row >> i & 1 == 1).collect();
                let expected: Vec<u32> = literal_options(&cells)
                    .iter()
                    .map(|next| {
                        next.iter()
                            .enumerate()
                            .fold(0, |acc, (i, &on)| acc | u32::from(on) << i)
                    })
                    .collect();
                assert_eq!(options(row, width), expected, "row {row:#b}");
            }
        }
    }

    #[test]
    fn the_full_width_table_agrees_with_the_options() {
        let rows = Leapfrog::new(20);
        let mut state = 5724u32;
        for _ in 0..20_000 {
            state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let row = state >> 12;
            let seen: HashSet<u8> = options(row, 20)
                .into_iter()
                .map(|next| rows.grundy(next))
                .collect();
            let mex = (0..).find(|v| !seen.contains(v)).unwrap();
            assert_eq!(rows.grundy(row), mex, "row {row:#b}");
        }
    }
}
