//! Take a run from one end (UVa 10891 *Game of Sum*, the same game as
//! LightOJ 1031 *Easy Game*): a row of integers; in turn each player takes
//! one or more consecutive numbers from the left end or from the right end
//! (not both) and scores their sum, until the row is empty.
//!
//! **The DP.** Let `best(l, r)` be what the player to move on the interval
//! `[l, r]` will total from it. The mover takes all of it (the opponent then
//! totals 0) or leaves a proper sub-interval `[k, r]` (having taken a prefix)
//! or `[l, k]` (a suffix), on which the opponent totals `best` of it; the
//! mover's total is the interval's sum less the opponent's, so
//!
//! `best(l, r) = sum(l, r) − min(0, min_{l<k≤r} best(k, r), min_{l≤k<r} best(l, k))`.
//!
//! The two inner minima are *running minima*: `A(l, r) = min_{l<k≤r} best(k, r)`
//! is `min(best(l+1, r), A(l+1, r))`, and `B(l, r) = min_{l≤k<r} best(l, k)`
//! is `min(best(l, r−1), B(l, r−1))`, so each interval costs `O(1)` and the
//! row `O(n²)`, not the `O(n³)` of trying every run. Every interval of length
//! `len` needs only those of length `len − 1`, so the table is kept one
//! length at a time: memory `O(n)`.

/// The first player's final advantage — their total minus the other's —
/// when both play the run-taking game optimally on `row`.
///
/// # Constraints
/// The absolute values of `row` sum to at most `i64::MAX` (every total and
/// difference of totals then fits in `i64`); any row of `i32` values with
/// fewer than 2^32 entries does.
///
/// # Panics
/// If the absolute values of `row` sum to more than `i64::MAX`.
///
/// # Complexity
/// `O(n²)` time and `O(n)` memory for `n = row.len()`.
///
/// # Example
/// ```
/// use gamecore::scoring::end_runs::first_player_margin;
/// // UVa 10891's samples: A takes 4, B takes 7, A takes −10, B takes −20.
/// assert_eq!(first_player_margin(&[4, -10, -20, 7]), 7);
/// assert_eq!(first_player_margin(&[1, 2, 3, 4]), 10);
/// assert_eq!(first_player_margin(&[]), 0);
/// ```
pub fn first_player_margin(row: &[i64]) -> i64 {
    let total = checked_total(row);
    let first = first_player_total(row);
    // Both totals are at most the sum of absolute values: no overflow.
    first - (total - first)
}

/// What the first player totals when both play the run-taking game
/// optimally on `row` (each maximising their total minus the other's,
/// which is the same as maximising their own total: the two totals always
/// add up to the row's sum).
///
/// # Constraints
/// As [`first_player_margin`].
///
/// # Panics
/// If the absolute values of `row` sum to more than `i64::MAX`.
///
/// # Complexity
/// `O(n²)` time and `O(n)` memory for `n = row.len()`.
///
/// # Example
/// ```
/// use gamecore::scoring::end_runs::first_player_total;
/// // Taking all of a positive row is best; on 4 −10 −20 7 the first player
/// // ends with 4 + (−10) = −6, the second with 7 + (−20) = −13.
/// assert_eq!(first_player_total(&[1, 2, 3, 4]), 10);
/// assert_eq!(first_player_total(&[4, -10, -20, 7]), -6);
/// ```
pub fn first_player_total(row: &[i64]) -> i64 {
    checked_total(row);
    let n = row.len();
    if n == 0 {
        return 0;
    }
    let mut prefix = Vec::with_capacity(n + 1);
    prefix.push(0i64);
    for &value in row {
        // Partial sums stay within the sum of absolute values.
        prefix.push(prefix[prefix.len() - 1] + value);
    }
    // For the current length len, index l holds the interval [l, l + len − 1]:
    // `best` its value, `after_prefix` A(l, r) and `after_suffix` B(l, r)
    // (i64::MAX when the interval has no proper sub-interval).
    let mut best: Vec<i64> = row.to_vec();
    let mut after_prefix = vec![i64::MAX; n];
    let mut after_suffix = vec![i64::MAX; n];
    for len in 2..=n {
        // Ascending l: index l + 1 still holds length len − 1 when index l
        // is rewritten, and index l itself is read before it is.
        for l in 0..=n - len {
            let a = best[l + 1].min(after_prefix[l + 1]);
            let b = best[l].min(after_suffix[l]);
            after_prefix[l] = a;
            after_suffix[l] = b;
            best[l] = (prefix[l + len] - prefix[l]) - a.min(b).min(0);
        }
    }
    best[0]
}

/// The row's sum, after checking that its absolute values sum to at most
/// `i64::MAX`.
fn checked_total(row: &[i64]) -> i64 {
    let magnitude: u128 = row.iter().map(|&v| u128::from(v.unsigned_abs())).sum();
    assert!(
        magnitude <= i64::MAX as u128,
        "end_runs: the absolute values sum to {}, past i64::MAX",
        magnitude
    );
    row.iter().sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The mover's advantage by the literal rules: every run from the left
    /// and from the right, memoised on the remaining row itself.
    fn literal(row: &[i64], memo: &mut HashMap<Vec<i64>, i64>) -> i64 {
        if row.is_empty() {
            return 0;
        }
        if let Some(&value) = memo.get(row) {
            return value;
        }
        let n = row.len();
        let mut best = i64::MIN;
        for k in 1..=n {
            let left: i64 = row[..k].iter().sum();
            best = best.max(left - literal(&row[k..], memo));
            let right: i64 = row[n - k..].iter().sum();
            best = best.max(right - literal(&row[..n - k], memo));
        }
        memo.insert(row.to_vec(), best);
        best
    }

    #[test]
    fn every_small_row_matches_literal_play() {
        let mut memo = HashMap::new();
        // Every row of length ≤ 5 over −3 … 3.
        for len in 0..=5u32 {
            for code in 0..7u32.pow(len) {
                let row: Vec<i64> = (0..len)
                    .map(|i| i64::from((code / 7u32.pow(i)) % 7) - 3)
                    .collect();
                let margin = first_player_margin(&row);
                assert_eq!(margin, literal(&row, &mut memo), "{row:?}");
                let total: i64 = row.iter().sum();
                assert_eq!(2 * first_player_total(&row) - total, margin, "{row:?}");
            }
        }
    }

    #[test]
    fn longer_random_rows_match_literal_play() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut memo = HashMap::new();
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let len = (state % 13) as usize;
            let row: Vec<i64> = (0..len)
                .map(|i| ((state >> (3 * i + 8)) % 41) as i64 - 20)
                .collect();
            assert_eq!(
                first_player_margin(&row),
                literal(&row, &mut memo),
                "{row:?}"
            );
        }
    }

    #[test]
    fn extreme_values_stay_exact() {
        // Positive rows: take everything. 100 × (2^31 − 1) needs 64 bits.
        let max = i64::from(i32::MAX);
        assert_eq!(first_player_margin(&[max; 100]), 100 * max);
        // The two cases posted on the UVa forum's thread for the problem,
        // with the answers given there.
        let min = i64::from(i32::MIN);
        assert_eq!(
            first_player_margin(&[min, max, min, max, min]),
            2_147_483_646
        );
        assert_eq!(first_player_margin(&[max; 5]), 10_737_418_235);
        // The sum of absolute values at exactly i64::MAX is allowed.
        assert_eq!(first_player_margin(&[i64::MAX]), i64::MAX);
        assert_eq!(first_player_margin(&[i64::MAX - 1, 1]), i64::MAX);
        // Take the −1 alone: the other must then take −(2^63 − 2).
        assert_eq!(first_player_margin(&[-(i64::MAX - 1), -1]), i64::MAX - 2);
    }

    #[test]
    #[should_panic(expected = "past i64::MAX")]
    fn a_sum_past_i64_is_refused() {
        first_player_margin(&[i64::MAX, 1]);
    }
}
