//! Eventually periodic tables computed at run time: a row recurrence whose
//! next row depends only on the last `window` rows, iterated until a window
//! of rows repeats.
//!
//! # The theorem behind it
//! Let rows `r_0, r_1, …` satisfy `r_n = f(r_{n−w}, …, r_{n−1})` for every
//! `n ≥ s + w`, one function `f` for all `n` (a *finite-window recurrence* of
//! order `w`, from index `s` on). If two windows are equal,
//! `(r_i, …, r_{i+w−1}) = (r_j, …, r_{j+w−1})` with `s ≤ i < j`, then
//! `r_{n + (j − i)} = r_n` for every `n ≥ i`: by induction on `n`, the rows after
//! equal windows are `f` of equal arguments, and the new windows are equal
//! again. So a repeated window is a *proof* of periodicity, not a guess —
//! exactly when the next row really is a function of the window alone.
//! [`find_period`] hands `next` only the window (a slice of `w` rows), so the
//! recurrence cannot read older rows or the index; `next` must also be pure
//! (no state carried between calls), which the `Fn` bound encourages.
//! If the rows take at most `V` distinct values, at most `V^w` windows exist,
//! so a repeat comes within `V^w + 1` windows (pigeonhole): the search ends.
//!
//! Without the finite-window condition the conclusion fails: a rule that
//! also looks at how many rows exist (say, "1 at powers of two, else 0") shows
//! repeated windows without ever becoming periodic. That is why the window is
//! the only argument.
//!
//! The first repeated window found gives the least period of the rows from
//! index `s` on, and the least preperiod `μ ≥ s` (Floyd's "rho": the window
//! sequence is a walk on a functional graph, and the first revisit closes its
//! cycle). Rows before `s` may happen to fit the period too; that is not
//! searched.
//!
//! # Example
//! ```
//! use gamecore::sg::period::find_period;
//! // The subtraction game S = {2, 3}: G(n) = mex{G(n−2), G(n−3)}, a window of 3.
//! let initial = vec![0u8, 0, 1]; // G(0), G(1), G(2)
//! let table = find_period(initial, 3, 1000, |w: &[u8]| {
//!     let (a, b) = (w[1], w[0]); // G(n−2), G(n−3)
//!     (0..).find(|&v| v != a && v != b).unwrap()
//! })
//! .unwrap();
//! assert_eq!((table.preperiod(), table.period()), (0, 5));
//! assert_eq!(*table.get(1_000_000_000_000), [0, 0, 1, 1, 2][0]);
//! ```

use std::collections::HashMap;
use std::hash::Hash;

/// A table of rows known to be periodic from [`PeriodicTable::preperiod`] on,
/// with period [`PeriodicTable::period`]: row `n` for any `n` is one of the
/// first `preperiod + period` rows.
///
/// # Complexity
/// Memory `O(preperiod + period)` rows.
///
/// # Example
/// ```
/// let t = gamecore::sg::period::find_period(vec![1u8], 1, 10, |w: &[u8]| 1 - w[0]).unwrap();
/// assert_eq!((t.preperiod(), t.period(), *t.get(7)), (0, 2, 0));
/// ```
#[derive(Clone, Debug)]
pub struct PeriodicTable<T> {
    rows: Vec<T>,
    preperiod: usize,
    period: usize,
}

impl<T> PeriodicTable<T> {
    /// The index from which the rows repeat.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let t = gamecore::sg::period::find_period(vec![5u8, 0], 1, 10, |w: &[u8]| w[0]).unwrap();
    /// assert_eq!(t.preperiod(), 1);
    /// ```
    pub fn preperiod(&self) -> usize {
        self.preperiod
    }

    /// The least period of the rows from [`PeriodicTable::preperiod`] on.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let t = gamecore::sg::period::find_period(vec![5u8, 0], 1, 10, |w: &[u8]| w[0]).unwrap();
    /// assert_eq!(t.period(), 1);
    /// ```
    pub fn period(&self) -> usize {
        self.period
    }

    /// The first `preperiod + period` rows: every row is one of them.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let t = gamecore::sg::period::find_period(vec![5u8, 0], 1, 10, |w: &[u8]| w[0]).unwrap();
    /// assert_eq!(t.rows(), [5, 0]);
    /// ```
    pub fn rows(&self) -> &[T] {
        &self.rows
    }

    /// Where row `n` sits in [`PeriodicTable::rows`]: `n` below the
    /// preperiod, else `preperiod + (n − preperiod) mod period`. Exact for
    /// every `u64`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let t = gamecore::sg::period::find_period(vec![5u8, 0], 1, 10, |w: &[u8]| w[0]).unwrap();
    /// assert_eq!(t.index(u64::MAX), 1);
    /// ```
    pub fn index(&self, n: u64) -> usize {
        let mu = self.preperiod as u64;
        if n < mu {
            n as usize
        } else {
            (mu + (n - mu) % self.period as u64) as usize
        }
    }

    /// Row `n`, for any `n`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let t = gamecore::sg::period::find_period(vec![0u8, 1], 2, 10, |w: &[u8]| w[0]).unwrap();
    /// assert_eq!((*t.get(10), *t.get(11)), (0, 1));
    /// ```
    pub fn get(&self, n: u64) -> &T {
        &self.rows[self.index(n)]
    }
}

/// Extends `initial` by `r_n = next(&rows[n − window..n])` until a window of
/// `window` consecutive rows repeats, and returns the rows with their
/// preperiod and period; `None` if no window repeated among the first
/// `max_rows` rows (`initial` included).
///
/// Guarantee (the module's theorem): with `s = initial.len() − window`, the
/// table's `get(n)` equals the recurrence's row `n` for **every** `n`, not only
/// those computed, because `next` sees nothing but the window; the period is
/// the least one from `s` on and the preperiod the least `μ ≥ s`.
///
/// # Panics
/// If `window` is 0 or `initial` has fewer than `window` rows.
///
/// # Complexity
/// With `R ≤ max(μ + λ + window, initial.len())` rows computed (`μ`
/// preperiod, `λ` period): `R` calls to `next`, `O(R · window)` time for
/// hashing and cloning windows, `O(R · window)` memory. For rows with at most
/// `V` values, `R ≤ s + V^window + window`.
///
/// # Example
/// ```
/// use gamecore::sg::period::find_period;
/// // Fibonacci numbers mod 10 (window 2): the Pisano period 60.
/// let t = find_period(vec![0u8, 1], 2, 1000, |w: &[u8]| (w[0] + w[1]) % 10).unwrap();
/// assert_eq!((t.preperiod(), t.period()), (0, 60));
/// ```
pub fn find_period<T, F>(
    initial: Vec<T>,
    window: usize,
    max_rows: usize,
    next: F,
) -> Option<PeriodicTable<T>>
where
    T: Clone + Eq + Hash,
    F: Fn(&[T]) -> T,
{
    assert!(window > 0, "find_period: the window must hold a row");
    assert!(
        initial.len() >= window,
        "find_period: the initial rows must fill the first window"
    );
    let mut rows = initial;
    let mut seen: HashMap<Vec<T>, usize> = HashMap::new();
    let mut start = rows.len() - window;
    loop {
        let key = rows[start..start + window].to_vec();
        if let Some(&first) = seen.get(&key) {
            rows.truncate(start);
            return Some(PeriodicTable {
                rows,
                preperiod: first,
                period: start - first,
            });
        }
        seen.insert(key, start);
        if rows.len() >= max_rows {
            return None;
        }
        let row = next(&rows[start..]);
        rows.push(row);
        start += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction game values straight from the definition, for `len` heaps.
    fn subtraction(amounts: &[usize], len: usize) -> Vec<u8> {
        let mut g = vec![0u8; len];
        for n in 0..len {
            let seen: Vec<u8> = amounts
                .iter()
                .filter(|&&a| a <= n)
                .map(|&a| g[n - a])
                .collect();
            g[n] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
        g
    }

    #[test]
    fn every_subtraction_game_on_amounts_up_to_6_extends_correctly() {
        for mask in 1u32..64 {
            let amounts: Vec<usize> = (1..=6).filter(|a| mask >> (a - 1) & 1 == 1).collect();
            let w = *amounts.iter().max().unwrap();
            let direct = subtraction(&amounts, 3000);
            let table = find_period(direct[..w].to_vec(), w, 3000, |win: &[u8]| {
                let seen: Vec<u8> = amounts.iter().map(|&a| win[w - a]).collect();
                (0..).find(|v| !seen.contains(v)).unwrap()
            })
            .unwrap();
            for (n, &g) in direct.iter().enumerate() {
                assert_eq!(*table.get(n as u64), g, "{amounts:?} at {n}");
            }
            // The least period: no proper divisor works on the tail.
            let (mu, p) = (table.preperiod(), table.period());
            for q in 1..p {
                assert!(
                    (mu..2000).any(|n| direct[n] != direct[n + q]),
                    "{amounts:?}"
                );
            }
        }
    }

    #[test]
    fn no_repeat_within_the_row_budget_is_none() {
        // A counter never repeats a window of one.
        assert!(find_period(vec![0u64], 1, 100, |w: &[u64]| w[0] + 1).is_none());
    }

    #[test]
    fn a_rule_reading_outside_the_window_repeats_windows_without_a_period() {
        // Row n is 1 when n is a power of two, else 0: not a function of the
        // rows before it (it reads the index, which `find_period` never
        // passes to `next`). The window (0, 0) at rows 5, 6 recurs at rows
        // 13, 14, yet shifting by 8 fails later (row 24 is 0, row 32 is 1):
        // equal windows, different futures.
        let rows: Vec<u8> = (0u32..64).map(|n| u8::from(n.is_power_of_two())).collect();
        assert_eq!(rows[5..7], rows[13..15]);
        let shift = 8;
        assert_ne!(rows[24], rows[24 + shift]);
    }
}
