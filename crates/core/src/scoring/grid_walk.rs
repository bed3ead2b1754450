//! A piece on a grid of cells, each worth some points, starts in the top-left
//! cell; the players alternate moving it one cell right or one cell down, and
//! the mover scores the value of the cell the piece enters (AtCoder ABC201 D,
//! where a `+` cell is worth 1 and a `−` cell −1). The game ends in the
//! bottom-right cell.
//!
//! The position is the piece's cell; the value of a cell is the mover's
//! final advantage from it (what the mover will score minus what the other
//! will): 0 in the bottom-right cell, and otherwise the larger, over the cell
//! below and the cell to the right, of `points(next) − value(next)`. The
//! first player's final advantage is the value of the top-left cell. When the
//! result is who ends ahead (or a draw), it is the sign of that advantage:
//! "who is ahead" is an increasing function of the difference, and a
//! minimax of an increasing function of the payoff is that function of the
//! minimax.
//!
//! The cells are valued a row at a time from the bottom up, each row from
//! the right, in one buffer of `width` values.

/// The first player's final advantage on a grid of `gains.len() / width`
/// rows of `width` cells, `gains` row by row from the top-left: moving into
/// a cell scores its gain for the mover.
///
/// # Panics
/// If `width` is 0 or does not divide `gains.len()`, or if `gains` is empty.
///
/// # Example
/// ```
/// use gamecore::scoring::grid_walk::advantage;
/// // ABC201 D's samples: `---/+-+/+--` (Takahashi), `+++-/-+-+` (Aoki), `-` (Draw).
/// let sample_1: [i8; 9] = [-1, -1, -1, 1, -1, 1, 1, -1, -1];
/// assert!(advantage(3, &sample_1) > 0);
/// assert!(advantage(4, &[1i8, 1, 1, -1, -1, 1, -1, 1]) < 0);
/// assert_eq!(advantage(1, &[-1i8]), 0);
/// ```
///
/// # Complexity
/// `O(height · width)` time; `O(width)` memory beyond `gains`. Values are
/// `i64`, and no value exceeds `(height + width) · max |gain|` (the gains of
/// one path): exact for any `i32` gains on any grid that fits in memory.
pub fn advantage<T: Copy + Into<i64>>(width: usize, gains: &[T]) -> i64 {
    assert!(
        width > 0 && !gains.is_empty() && gains.len() % width == 0,
        "{} gains are not rows of {} cells",
        gains.len(),
        width
    );
    let height = gains.len() / width;
    // `value[col]` holds the row below's values until the current row's
    // replace them, right to left; the value just to the right stays in a
    // register (`right_value`), so each cell is two subtractions and a max.
    let mut value = vec![0i64; width];
    let last = &gains[(height - 1) * width..];
    let mut right_value = 0;
    for (v, &gain) in value[..width - 1]
        .iter_mut()
        .rev()
        .zip(last[1..].iter().rev())
    {
        right_value = gain.into() - right_value;
        *v = right_value;
    }
    for row in (0..height - 1).rev() {
        let here = &gains[row * width..(row + 1) * width];
        let below = &gains[(row + 1) * width..(row + 2) * width];
        right_value = below[width - 1].into() - value[width - 1];
        value[width - 1] = right_value;
        let cells = value[..width - 1]
            .iter_mut()
            .zip(&below[..width - 1])
            .zip(&here[1..])
            .rev();
        for ((v, &down_gain), &right_gain) in cells {
            let down = down_gain.into() - *v;
            let right = right_gain.into() - right_value;
            right_value = down.max(right);
            *v = right_value;
        }
    }
    value[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game by its rules, without a table: the final difference (first
    /// minus second) under minimax, with the totals carried along.
    fn by_rules(
        width: usize,
        gains: &[i64],
        row: usize,
        col: usize,
        margin: i64,
        first_moves: bool,
    ) -> i64 {
        let height = gains.len() / width;
        let mut results = Vec::new();
        for (r, c) in [(row + 1, col), (row, col + 1)] {
            if r < height && c < width {
                let gain = gains[r * width + c];
                let after = if first_moves {
                    margin + gain
                } else {
                    margin - gain
                };
                results.push(by_rules(width, gains, r, c, after, !first_moves));
            }
        }
        let best = if first_moves {
            results.iter().max()
        } else {
            results.iter().min()
        };
        best.copied().unwrap_or(margin)
    }

    #[test]
    fn matches_the_rules_on_random_grids() {
        let mut state = 0x0201_d5eed_u64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for height in 1..=6 {
            for width in 1..=6 {
                for _ in 0..4 {
                    let gains: Vec<i64> = (0..height * width).map(|_| next(7) as i64 - 3).collect();
                    assert_eq!(
                        advantage(width, &gains),
                        by_rules(width, &gains, 0, 0, 0, true),
                        "{height} x {width}: {gains:?}"
                    );
                    let signs: Vec<i8> =
                        gains.iter().map(|&g| if g > 0 { 1 } else { -1 }).collect();
                    let wide: Vec<i64> = signs.iter().map(|&g| i64::from(g)).collect();
                    assert_eq!(
                        advantage(width, &signs),
                        by_rules(width, &wide, 0, 0, 0, true)
                    );
                }
            }
        }
    }

    #[test]
    fn a_single_row_or_column_has_one_path() {
        // Along one row the moves alternate: the first player scores the
        // cells at odd distance from the start, the second the even ones.
        let row: Vec<i64> = (1..=7).collect();
        assert_eq!(advantage(7, &row), (2 - 3 + 4 - 5 + 6 - 7) as i64);
        assert_eq!(advantage(1, &row), (2 - 3 + 4 - 5 + 6 - 7) as i64);
    }

    #[test]
    #[should_panic(expected = "are not rows of")]
    fn a_ragged_grid_is_refused() {
        advantage(3, &[1i8, 1, 1, 1]);
    }
}
