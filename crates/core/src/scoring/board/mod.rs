//! Small boards played to the end by negamax over every position: a board
//! whose cells are each filled once, by whoever moves, is a bit mask; a board
//! whose cells each player claims for themselves is a base-3 code.
//!
//! - [`MaskNegamax`] (here): the mover's final advantage on a board of up to
//!   [`MAX_CELLS`] cells filled one a move, where a move scores points and
//!   may give its mover another move (dots and boxes) — every subset of cells
//!   is a position, valued once, lazily, with an explicit stack.
//! - [`triangle_war`]: Triangle War's 18 lines and 9 triangles on that
//!   search — poj-1085.
//! - [`tic_tac_toe`]: tic-tac-toe whose cells score their weights, a line
//!   winning outright, over the 3^9 base-3 codes — abc-349e.
//!
//! # Example
//! ```
//! use gamecore::scoring::board::MaskNegamax;
//! // Three cells in a row; filling cell i scores i + 1 points, and filling
//! // the middle cell (cell 1) gives its mover another move.
//! let mut game = MaskNegamax::new(3, |_mask: u32, cell: u32| (cell as i32 + 1, cell == 1));
//! // Best: the middle (2, again), then the last cell (3), leaving 1: 5 − 1.
//! assert_eq!(game.value(0), 4);
//! // With cell 0 filled, the mover takes the middle and moves again: all 5.
//! assert_eq!(game.value(0b001), 5);
//! ```

pub mod tic_tac_toe;
pub mod triangle_war;

/// The most cells [`MaskNegamax`] takes: its table has `2^n_cells` entries
/// of 4 bytes (64 MiB at 24 cells).
///
/// # Example
/// ```
/// use gamecore::scoring::board::{MaskNegamax, MAX_CELLS};
/// assert!(MAX_CELLS >= 18); // Triangle War's lines fit
/// let _fits = MaskNegamax::new(18, |_: u32, _: u32| (0, false));
/// ```
pub const MAX_CELLS: u32 = 24;

/// A position not valued yet (no position is worth `i32::MIN`: see
/// [`MaskNegamax::value`]'s panics).
const UNKNOWN: i32 = i32::MIN;

/// A position on the search stack: the cells it has not tried yet, the best
/// value so far, and the option being valued below it.
#[derive(Clone, Copy)]
struct Frame {
    mask: u32,
    untried: u32,
    best: i32,
    points: i32,
    again: bool,
}

/// Negamax on the mover's final advantage over the subsets of a board of
/// `n_cells` cells: a move fills one empty cell, scoring
/// `points(mask, cell).0` for its mover, who moves again when
/// `points(mask, cell).1` is `true`; the game ends when every cell is
/// filled.
///
/// The value of a position (the mask of its filled cells) is what the mover
/// will score from there on minus what the other player will: 0 on the full
/// board, and otherwise the best over the empty cells of `points + value(next)`
/// after a move again and `points − value(next)` after a move that passes the
/// turn. The scores so far do not enter it: when the result is decided by the
/// final totals (their difference, or who is ahead), the mover adds the
/// difference so far to the value, and no choice of move depends on it.
///
/// Positions are valued on demand (only those reachable from the masks
/// asked for) and kept for later calls: a judge's many games from different
/// openings share one table.
///
/// # Complexity
/// Each position reached is expanded once: `O(n_reached · n_cells)` calls to
/// `points` overall, at most `O(2^n_cells · n_cells)`; memory `2^n_cells`
/// values of 4 bytes, plus a stack of at most `n_cells + 1` frames.
///
/// # Example
/// ```
/// use gamecore::scoring::board::MaskNegamax;
/// // Five cells worth 1 each; filling cell 0 also gives another move.
/// let mut game = MaskNegamax::new(5, |_: u32, cell: u32| (1, cell == 0));
/// // Take cell 0 and move again: then two cells each of the other four.
/// assert_eq!(game.value(0), 1);
/// ```
pub struct MaskNegamax<F> {
    full: u32,
    points: F,
    values: Vec<i32>,
    stack: Vec<Frame>,
}

impl<F: FnMut(u32, u32) -> (i32, bool)> MaskNegamax<F> {
    /// The game on `n_cells` cells whose moves score as `points` says.
    ///
    /// # Panics
    /// If `n_cells` exceeds [`MAX_CELLS`].
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::MaskNegamax;
    /// // Four cells, each worth 1, no extra moves: two each.
    /// let mut game = MaskNegamax::new(4, |_: u32, _: u32| (1, false));
    /// assert_eq!(game.value(0), 0);
    /// assert_eq!(game.value(0b0001), 1); // three left: the mover takes two
    /// ```
    ///
    /// # Complexity
    /// `O(2^n_cells)` to allocate the table.
    pub fn new(n_cells: u32, points: F) -> Self {
        assert!(
            n_cells <= MAX_CELLS,
            "a board of {} cells is more than MaskNegamax's {} cells",
            n_cells,
            MAX_CELLS
        );
        MaskNegamax {
            full: ((1u64 << n_cells) - 1) as u32,
            points,
            values: vec![UNKNOWN; 1 << n_cells],
            stack: Vec::with_capacity(n_cells as usize + 1),
        }
    }

    /// The mover's final advantage from the position whose filled cells are
    /// `mask`, under optimal play by both.
    ///
    /// # Panics
    /// If `mask` has a cell beyond the board, or if a value leaves `i32`
    /// (or is `i32::MIN`).
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::MaskNegamax;
    /// // Dots and boxes in miniature: two cells, the second one filled
    /// // completes a box (1 point, move again).
    /// let mut game = MaskNegamax::new(2, |mask: u32, _: u32| if mask == 0 { (0, false) } else { (1, true) });
    /// assert_eq!(game.value(0), -1); // whatever the mover fills, the other completes the box
    /// assert_eq!(game.value(0b01), 1);
    /// assert_eq!(game.value(0b11), 0); // the board is full
    /// ```
    ///
    /// # Complexity
    /// `O(1)` for a position already valued; otherwise as for [`MaskNegamax`],
    /// for the positions not valued yet.
    pub fn value(&mut self, mask: u32) -> i32 {
        assert!(
            mask & !self.full == 0,
            "the mask {:#b} has a cell beyond the board {:#b}",
            mask,
            self.full
        );
        let known = self.values[mask as usize];
        if known != UNKNOWN {
            return known;
        }
        let MaskNegamax {
            full,
            points,
            values,
            stack,
        } = self;
        let full = *full;
        stack.clear();
        stack.push(frame(mask, full));
        loop {
            let top = stack.last_mut().expect("the loop returns when it empties");
            if top.untried != 0 {
                let cell = top.untried.trailing_zeros();
                top.untried &= top.untried - 1;
                let child = top.mask | 1 << cell;
                let (gained, again) = points(top.mask, cell);
                let child_value = values[child as usize];
                if child_value == UNKNOWN {
                    top.points = gained;
                    top.again = again;
                    stack.push(frame(child, full));
                } else {
                    fold(top, gained, again, child_value);
                }
            } else {
                let done = stack.pop().expect("the stack is not empty here");
                assert!(done.best != UNKNOWN, "a value left i32");
                values[done.mask as usize] = done.best;
                match stack.last_mut() {
                    Some(parent) => {
                        let (gained, again) = (parent.points, parent.again);
                        fold(parent, gained, again, done.best);
                    }
                    None => return done.best,
                }
            }
        }
    }
}

/// A position about to be expanded: the full board is worth 0, any other
/// takes the best of its options.
fn frame(mask: u32, full: u32) -> Frame {
    Frame {
        mask,
        untried: full & !mask,
        best: if mask == full { 0 } else { UNKNOWN },
        points: 0,
        again: false,
    }
}

/// Takes the option worth `points` (and another move if `again`) to a
/// position worth `value` to its mover into `frame`'s best.
fn fold(frame: &mut Frame, points: i32, again: bool, value: i32) {
    let through = if again {
        points.checked_add(value)
    } else {
        points.checked_sub(value)
    }
    .expect("a value left i32");
    if through > frame.best {
        frame.best = through;
    }
}

#[cfg(test)]
mod tests;
