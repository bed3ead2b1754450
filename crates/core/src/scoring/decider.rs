//! The decider token (Codeforces 859C *Pie Rules*): slices are handed out in
//! a fixed order; whoever holds the token gives the next slice to one player
//! and the token to the other, and each player wants to eat as much as they
//! can.
//!
//! **The suffix DP** (the argument; the unit tests check it against literal
//! play of every row of up to 10 slices). All the pie is eaten, so a player
//! who maximises their own total maximises the margin over the other, and
//! the game is zero-sum on the margin. Let v(i) be the holder's final
//! advantage (their total minus the other's) on the slices i, i + 1, …, n − 1
//! under optimal play, v(n) = 0. The holder of slice a_i either
//! - keeps it and passes the token: the other holds it on the rest, so the
//!   margin is a_i − v(i + 1); or
//! - gives it away and keeps the token: −a_i + v(i + 1).
//!
//! So v(i) = max(a_i − v(i + 1), v(i + 1) − a_i) = |a_i − v(i + 1)|, and with
//! S the sum of all slices the holder of the first eats (S + v(0)) / 2, the
//! other (S − v(0)) / 2. (Both are integers: v(0) ≡ S mod 2, since
//! |a − v| ≡ a + v.) By induction, 0 ≤ v(i) ≤ the largest slice.

/// The totals of the two players at the end of optimal play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Totals {
    /// What the player holding the token at the start eats.
    pub holder: u128,
    /// What the other player eats.
    pub other: u128,
}

/// The holder's final advantage — the holder's total minus the other's —
/// when `slices` are handed out in this order and both play optimally:
/// v = |a − v'| folded from the last slice (the suffix DP in the module's
/// page).
///
/// # Constraints
/// None: the advantage never exceeds the largest slice, so it fits `u64`.
///
/// # Complexity
/// `O(n)` for `n` slices, no memory beyond the slices.
///
/// # Example
/// ```
/// use gamecore::scoring::decider::holder_advantage;
/// // Codeforces 859C's first sample: Bob (the holder) eats 733, Alice 653.
/// assert_eq!(holder_advantage(&[141, 592, 653]), 80);
/// assert_eq!(holder_advantage(&[]), 0);
/// ```
pub fn holder_advantage(slices: &[u64]) -> u64 {
    slices
        .iter()
        .rev()
        .fold(0, |after, &slice| slice.abs_diff(after))
}

/// Both players' totals when `slices` are handed out in this order, the
/// token with [`Totals::holder`] at the start, both playing optimally.
///
/// # Constraints
/// None: the totals are `u128`, so no sum of `u64` slices overflows.
///
/// # Complexity
/// `O(n)` for `n` slices.
///
/// # Example
/// ```
/// use gamecore::scoring::decider::{totals, Totals};
/// // Codeforces 859C's second sample: Alice 31, Bob (the holder) 41.
/// assert_eq!(totals(&[10, 21, 10, 21, 10]), Totals { holder: 41, other: 31 });
/// ```
pub fn totals(slices: &[u64]) -> Totals {
    let sum: u128 = slices.iter().map(|&slice| u128::from(slice)).sum();
    let advantage = u128::from(holder_advantage(slices));
    // sum ≥ advantage, and they have the same parity (module page).
    Totals {
        holder: (sum + advantage) / 2,
        other: (sum - advantage) / 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Literal play: the holder tries both choices for the first slice, each
    /// player maximising their own total (not the margin). Returns
    /// (holder's total, other's total).
    fn literal(slices: &[u64]) -> (u128, u128) {
        let (slice, rest) = match slices.split_first() {
            Some((&slice, rest)) => (u128::from(slice), rest),
            None => return (0, 0),
        };
        let (holder, other) = literal(rest);
        // Keep it: the other holds the token on the rest.
        let keep = (slice + other, holder);
        // Give it away: still the holder on the rest.
        let give = (holder, other + slice);
        if keep.0 >= give.0 { keep } else { give }
    }

    #[test]
    fn every_small_row_agrees_with_literal_play() {
        // Every row of up to 6 slices of 1..=4, then rows of up to 12 slices
        // of 1..=10^5 from a fixed pseudo-random sequence.
        let mut rows: Vec<Vec<u64>> = Vec::new();
        for len in 0..=6u32 {
            for code in 0..4u64.pow(len) {
                rows.push((0..len).map(|i| 1 + code / 4u64.pow(i) % 4).collect());
            }
        }
        let mut state = 12345u64;
        for len in 0..=12 {
            for _ in 0..40 {
                rows.push(
                    (0..len)
                        .map(|_| {
                            state = state
                                .wrapping_mul(6364136223846793005)
                                .wrapping_add(1442695040888963407);
                            1 + (state >> 33) % 100_000
                        })
                        .collect(),
                );
            }
        }
        for row in rows {
            let (holder, other) = literal(&row);
            assert_eq!(totals(&row), Totals { holder, other }, "{row:?}");
        }
    }

    #[test]
    fn extreme_slices_stay_exact() {
        let row = [u64::MAX; 3];
        // Three equal slices: the holder eats two of them, whatever the
        // other does (v = |a − |a − |a − 0||| = a).
        assert_eq!(
            totals(&row),
            Totals {
                holder: 2 * u128::from(u64::MAX),
                other: u128::from(u64::MAX),
            }
        );
        assert_eq!(holder_advantage(&[0, u64::MAX, 0]), u64::MAX);
    }
}
