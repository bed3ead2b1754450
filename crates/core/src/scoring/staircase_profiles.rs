//! Stones on a board of `n_rows × n_cols` cells, placed only where every
//! cell above and to the left is filled (Luogu P4363 [九省联考2018] 一双木棋):
//! the filled cells always form a staircase — a Young diagram in the
//! top-left corner, rows of non-increasing lengths. The players alternate,
//! the first scoring `first[cell]` for each stone it places and the second
//! `second[cell]`; the game ends when the board is full, and the result is
//! the first player's total minus the second's.
//!
//! **Profiles.** A staircase is its boundary: the path from the bottom-left
//! corner to the top-right one, `n_rows` steps up and `n_cols` steps right.
//! Written as `n_rows + n_cols` bits from the start, 1 an up step, it is a
//! number with `n_rows` ones; the empty board is the smallest such number
//! (all ups first), the full board the largest. A stone goes where the path
//! turns up-then-right (bits `t`, `t + 1` = 1, 0) and swaps the two steps:
//! the `k`-th one moves from bit `t` to bit `t + 1`, and the new cell is in
//! row `n_rows − k` (from the top, 0-based) and column `t − (k − 1)` (the
//! right steps before it).
//!
//! **Ranks.** Among the numbers with `n_rows` ones, the `r`-th in increasing
//! order has the colex rank `r = Σ C(p_k, k)` over its ones at bits
//! `p_1 < p_2 < …`; the move above adds `C(t + 1, k) − C(t, k) = C(t, k − 1)`
//! to it. So every move raises the rank, and one pass from the full board's
//! rank down to 0 values each of the `C(n_rows + n_cols, n_rows)` profiles
//! after every profile it can reach — at most 184 756 for a 10 × 10 board.
//! The value of a profile is the mover's final advantage (negamax): 0 on the
//! full board, and otherwise the best over its moves of `points − value`,
//! the mover being the first player exactly when the filled cells are even
//! in number.

/// The most profiles [`advantage`] takes (a table of 8 bytes each: 32 MiB).
///
/// # Example
/// ```
/// use gamecore::scoring::staircase_profiles::{profiles, MAX_PROFILES};
/// assert!(profiles(12, 12).unwrap() <= MAX_PROFILES); // 2 704 156
/// ```
pub const MAX_PROFILES: u64 = 1 << 22;

/// The longest boundary [`advantage`] takes: `n_rows + n_cols` bits of a
/// `u64`.
///
/// # Example
/// ```
/// use gamecore::scoring::staircase_profiles::{profiles, MAX_PATH};
/// assert_eq!(profiles(1, MAX_PATH - 1), Some(MAX_PATH as u64));
/// assert_eq!(profiles(1, MAX_PATH), None);
/// ```
pub const MAX_PATH: usize = 63;

/// `C(n_rows + n_cols, n_rows)`, the number of staircases of a
/// `n_rows × n_cols` board, if it is at most [`MAX_PROFILES`] and the
/// boundary is at most [`MAX_PATH`] steps; `None` otherwise.
///
/// # Example
/// ```
/// use gamecore::scoring::staircase_profiles::profiles;
/// assert_eq!(profiles(10, 10), Some(184_756));
/// assert_eq!(profiles(2, 3), Some(10));
/// assert_eq!(profiles(0, 5), Some(1)); // the empty board
/// assert_eq!(profiles(30, 30), None);
/// ```
///
/// # Complexity
/// `O(min(n_rows, n_cols))`.
pub fn profiles(n_rows: usize, n_cols: usize) -> Option<u64> {
    if n_rows.checked_add(n_cols)? > MAX_PATH {
        return None;
    }
    let (small, total) = (n_rows.min(n_cols) as u128, (n_rows + n_cols) as u128);
    let mut count: u128 = 1;
    for i in 0..small {
        // C(total, i + 1) = C(total, i) · (total − i) / (i + 1), exactly.
        count = count * (total - i) / (i + 1);
        if count > u128::from(MAX_PROFILES) {
            return None;
        }
    }
    Some(count as u64)
}

/// The first player's total minus the second's under perfect play, on a
/// board of `n_rows × n_cols` cells where a stone in cell `(row, col)` scores
/// `first[row * n_cols + col]` for the first player and
/// `second[row * n_cols + col]` for the second.
///
/// # Panics
/// If [`profiles`]`(n_rows, n_cols)` is `None`, if `first` or `second` does
/// not have `n_rows · n_cols` entries, or if a value leaves `i64` (never for
/// `i32` points: at most `n_rows · n_cols < 2^10` of them add up).
///
/// # Example
/// ```
/// use gamecore::scoring::staircase_profiles::advantage;
/// // Luogu P4363's sample: black 2 7 3 / 9 1 2, white 3 7 2 / 2 3 1.
/// assert_eq!(advantage(2, 3, &[2, 7, 3, 9, 1, 2], &[3, 7, 2, 2, 3, 1]), 2);
/// ```
///
/// # Complexity
/// `O(P · (n_rows + n_cols))` time for the `P = C(n_rows + n_cols, n_rows)`
/// profiles, `O(P)` memory (8 bytes each).
pub fn advantage(n_rows: usize, n_cols: usize, first: &[i64], second: &[i64]) -> i64 {
    let n_profiles = profiles(n_rows, n_cols).unwrap_or_else(|| {
        panic!(
            "a {} x {} board has more than {} staircases",
            n_rows, n_cols, MAX_PROFILES
        )
    }) as usize;
    assert!(
        first.len() == n_rows * n_cols && second.len() == n_rows * n_cols,
        "a {} x {} board needs {} points for each player",
        n_rows,
        n_cols,
        n_rows * n_cols
    );
    if n_rows == 0 || n_cols == 0 {
        return 0;
    }
    let width = n_rows + n_cols;
    // binomial[t][j] = C(t, j) for t < width, j < n_rows: the rank steps.
    let mut binomial = vec![vec![0u64; n_rows]; width];
    for t in 0..width {
        binomial[t][0] = 1;
        for j in 1..n_rows.min(t + 1) {
            binomial[t][j] = binomial[t - 1][j - 1] + binomial[t - 1][j];
        }
    }
    let all = (1u64 << width) - 1;
    // Profiles from the full board down, walked as their complements (the
    // numbers with `n_cols` ones) upwards, which Gosper's step gives.
    let mut right_steps = (1u64 << n_cols) - 1;
    let empty_sum = (n_rows * (n_rows - 1) / 2) as u64;
    let mut value = vec![0i64; n_profiles];
    for rank in (0..n_profiles).rev() {
        let path = right_steps ^ all;
        // The filled cells: over the up steps, the right steps before each.
        let filled = bit_sum(path) - empty_sum;
        let points = if filled % 2 == 0 { first } else { second };
        // Bits t with an up step at t and a right step at t + 1.
        let mut corners = path & !(path >> 1) & (all >> 1);
        let mut best: Option<i64> = None;
        while corners != 0 {
            let t = corners.trailing_zeros() as usize;
            corners &= corners - 1;
            let k = (path & ((2u64 << t) - 1)).count_ones() as usize;
            let next = rank + binomial[t][k - 1] as usize;
            let cell = (n_rows - k) * n_cols + t + 1 - k;
            let through = points[cell]
                .checked_sub(value[next])
                .expect("a value left i64");
            best = Some(best.map_or(through, |b| b.max(through)));
        }
        value[rank] = best.unwrap_or(0);
        right_steps = next_with_same_ones(right_steps);
    }
    value[0]
}

/// The sum of the positions of `bits`' ones.
fn bit_sum(mut bits: u64) -> u64 {
    let mut sum = 0;
    while bits != 0 {
        sum += u64::from(bits.trailing_zeros());
        bits &= bits - 1;
    }
    sum
}

/// The next larger number with as many ones as `bits` (Gosper's step);
/// `bits` must not be 0. Past the largest one of a width it leaves the
/// width, which the caller never reads.
fn next_with_same_ones(bits: u64) -> u64 {
    let lowest = bits & bits.wrapping_neg();
    let ripple = bits.wrapping_add(lowest);
    ripple | ((ripple ^ bits) >> 2 >> lowest.trailing_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The game by its rules, on the set of filled cells: a stone may go in
    /// an empty cell whose every cell above and to the left (the rectangle
    /// up to it) is filled. The mover's final advantage, memoised on the set.
    fn by_rules(
        n_rows: usize,
        n_cols: usize,
        first: &[i64],
        second: &[i64],
        filled: u64,
        memo: &mut HashMap<u64, i64>,
    ) -> i64 {
        if let Some(&v) = memo.get(&filled) {
            return v;
        }
        let points = if filled.count_ones() % 2 == 0 {
            first
        } else {
            second
        };
        let mut best = None;
        for row in 0..n_rows {
            for col in 0..n_cols {
                let cell = row * n_cols + col;
                let open = filled & 1 << cell == 0
                    && (0..=row).all(|r| {
                        (0..=col)
                            .all(|c| (r, c) == (row, col) || filled & 1 << (r * n_cols + c) != 0)
                    });
                if open {
                    let through = points[cell]
                        - by_rules(n_rows, n_cols, first, second, filled | 1 << cell, memo);
                    best = Some(best.map_or(through, |b: i64| b.max(through)));
                }
            }
        }
        let value = best.unwrap_or(0);
        memo.insert(filled, value);
        value
    }

    #[test]
    fn matches_the_rules_on_random_boards() {
        let mut state = 0x4363_5eed_u64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for n_rows in 0..=5 {
            for n_cols in 0..=5 {
                for _ in 0..3 {
                    let cells = n_rows * n_cols;
                    let first: Vec<i64> = (0..cells).map(|_| next(21) as i64 - 5).collect();
                    let second: Vec<i64> = (0..cells).map(|_| next(21) as i64 - 5).collect();
                    let expected =
                        by_rules(n_rows, n_cols, &first, &second, 0, &mut HashMap::new());
                    assert_eq!(
                        advantage(n_rows, n_cols, &first, &second),
                        expected,
                        "{n_rows} x {n_cols}"
                    );
                }
            }
        }
    }

    #[test]
    fn profiles_are_binomials_and_bounded() {
        let binomial =
            |n: u64, k: u64| (0..k).fold(1u128, |c, i| c * u128::from(n - i) / u128::from(i + 1));
        for n_rows in 0..=20 {
            for n_cols in 0..=20 {
                let count = binomial((n_rows + n_cols) as u64, n_rows as u64);
                let expected = if count <= u128::from(MAX_PROFILES) {
                    Some(count as u64)
                } else {
                    None
                };
                assert_eq!(profiles(n_rows, n_cols), expected, "{n_rows} x {n_cols}");
            }
        }
        assert_eq!(profiles(1, 62), Some(63));
        assert_eq!(profiles(1, 63), None); // a 64-step boundary
        assert_eq!(profiles(usize::MAX, 1), None);
    }

    #[test]
    fn ten_by_ten_is_in_reach() {
        // Every cell worth 1 to both: the first player places 50 stones, the
        // second 50.
        let ones = vec![1i64; 100];
        assert_eq!(advantage(10, 10, &ones, &ones), 0);
        assert_eq!(advantage(10, 9, &ones[..90], &ones[..90]), 0);
        assert_eq!(advantage(9, 9, &ones[..81], &ones[..81]), 1);
    }
}
