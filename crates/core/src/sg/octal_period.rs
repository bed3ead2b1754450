//! Octal games proved periodic at run time: the Grundy table computed just
//! far enough for the periodicity theorem, then every heap answered from it.
//!
//! The periodicity theorem (Guy and Smith 1956; *Winning Ways*, ch. 4), in the
//! form the project's explorer uses (`takebreak::pattern`): for an octal code
//! whose last non-zero digit is at index `t`, if `G(n + p) = G(n)` for every
//! `n ≥ n0` with `n + p < N`, where `N = 2·max(n0, 1) + 2p + t − 1` values are
//! computed (a game whose moves never split: `N = max(n0, 1) + p + t`), then
//! `G(n + p) = G(n)` for **every** `n ≥ n0`. (Heap `m + p` split as `a + b`, `b`
//! the larger part, is matched with heap `m`'s option `a + (b − p)`; `b − p`
//! must be at least `max(n0, 1)` so that the matched option is a split too.)
//! So [`OctalPeriod::prove`] claims a period only with that many values
//! checked; a game that is not periodic within the budget gets `None`, never a
//! guess.
//!
//! # Example
//! ```
//! use gamecore::sg::octal::OctalGame;
//! use gamecore::sg::octal_period::OctalPeriod;
//! // Dawson's Kayles: period 34 from heap 53 on, proved with 175 values.
//! let dawson = OctalPeriod::prove(&OctalGame::parse("0.07").unwrap(), 400).unwrap();
//! assert_eq!((dawson.preperiod(), dawson.period(), dawson.values_checked()), (53, 34, 175));
//! assert_eq!(dawson.grundy(1_000_000_000_000_000), dawson.grundy(53 + (1_000_000_000_000_000 - 53) % 34));
//! ```

use crate::sg::octal::OctalGame;

/// An octal game's Grundy values with a period proved by the periodicity
/// theorem.
///
/// # Complexity
/// Memory: the `values_checked` values computed.
///
/// # Example
/// ```
/// use gamecore::sg::{octal::OctalGame, octal_period::OctalPeriod};
/// let kayles = OctalPeriod::prove(&OctalGame::parse("0.77").unwrap(), 400).unwrap();
/// assert_eq!((kayles.preperiod(), kayles.period()), (71, 12));
/// ```
#[derive(Clone, Debug)]
pub struct OctalPeriod {
    table: Vec<usize>,
    preperiod: usize,
    period: usize,
}

/// How many values the theorem needs for preperiod `n0` and period `p`.
fn needed(n0: usize, p: usize, t: usize, splits: bool) -> usize {
    let n1 = n0.max(1);
    if splits {
        2 * n1 + 2 * p + t - 1
    } else {
        n1 + p + t
    }
}

impl OctalPeriod {
    /// Computes `game`'s table up to `max_len` values and returns the
    /// smallest period `p` (with the least preperiod for it) that the
    /// periodicity theorem proves from the values computed, the table cut to
    /// the `N` values the proof used; `None` if no period is proved within
    /// `max_len` values.
    ///
    /// For each `p`, the least candidate `n0` is one past the last `n` with
    /// `G(n + p) ≠ G(n)` in the table (a true period has no such `n ≥ n0` at
    /// all); it is proved when the table holds `N(n0, p)` values.
    ///
    /// # Complexity
    /// `O(max_len² · t)` for the table ([`OctalGame::grundy_table`]) and
    /// `O(max_len²)` for the search.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::{octal::OctalGame, octal_period::OctalPeriod};
    /// let dawson = OctalGame::parse("0.07").unwrap();
    /// assert!(OctalPeriod::prove(&dawson, 174).is_none()); // one value short
    /// assert!(OctalPeriod::prove(&dawson, 175).is_some());
    /// ```
    pub fn prove(game: &OctalGame, max_len: usize) -> Option<Self> {
        let table = game.grundy_table(max_len);
        let (t, splits) = (game.last_digit(), game.splits());
        for p in 1..max_len {
            let last_mismatch = (0..max_len - p).rev().find(|&n| table[n + p] != table[n]);
            let n0 = last_mismatch.map_or(0, |n| n + 1);
            let need = needed(n0, p, t, splits);
            if need <= max_len {
                let mut table = table;
                table.truncate(need);
                return Some(OctalPeriod {
                    table,
                    preperiod: n0,
                    period: p,
                });
            }
        }
        None
    }

    /// The preperiod: `G(n + p) = G(n)` for every `n` from it on.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::{octal::OctalGame, octal_period::OctalPeriod};
    /// let nim1 = OctalPeriod::prove(&OctalGame::parse("0.3").unwrap(), 10).unwrap();
    /// assert_eq!(nim1.preperiod(), 0);
    /// ```
    pub fn preperiod(&self) -> usize {
        self.preperiod
    }

    /// The period proved.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::{octal::OctalGame, octal_period::OctalPeriod};
    /// let nim1 = OctalPeriod::prove(&OctalGame::parse("0.3").unwrap(), 10).unwrap();
    /// assert_eq!(nim1.period(), 2);
    /// ```
    pub fn period(&self) -> usize {
        self.period
    }

    /// How many values the proof checked (the theorem's `N`).
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::{octal::OctalGame, octal_period::OctalPeriod};
    /// let nim1 = OctalPeriod::prove(&OctalGame::parse("0.3").unwrap(), 10).unwrap();
    /// assert_eq!(nim1.values_checked(), 4); // max(0, 1) + 2 + 1
    /// ```
    pub fn values_checked(&self) -> usize {
        self.table.len()
    }

    /// The Grundy value of a heap of `n` tokens, for any `n`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::{octal::OctalGame, octal_period::OctalPeriod};
    /// let nim1 = OctalPeriod::prove(&OctalGame::parse("0.3").unwrap(), 10).unwrap();
    /// assert_eq!(nim1.grundy(u64::MAX), 1);
    /// ```
    pub fn grundy(&self, n: u64) -> usize {
        let mu = self.preperiod as u64;
        let at = if n < mu {
            n
        } else {
            mu + (n - mu) % self.period as u64
        };
        self.table[at as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proved_periods_hold_far_beyond_the_proof() {
        // Codes with known periods (Winning Ways' tables), against the
        // direct table to 3000 heaps.
        for (code, n0, p) in [
            ("0.07", 53, 34),
            ("0.137", 52, 34),
            ("0.77", 71, 12),
            ("0.3", 0, 2),
            ("0.33", 0, 3),
        ] {
            let game = OctalGame::parse(code).unwrap();
            let proved = OctalPeriod::prove(&game, 500).expect(code);
            assert_eq!((proved.preperiod(), proved.period()), (n0, p), "{code}");
            let direct = game.grundy_table(3000);
            for (n, &g) in direct.iter().enumerate() {
                assert_eq!(proved.grundy(n as u64), g, "{code} at {n}");
            }
        }
    }

    #[test]
    fn a_game_not_periodic_within_the_budget_gets_none() {
        // 0.6 (take one token, leaving one or two non-empty heaps) shows no
        // period the theorem can prove within 500 values.
        assert!(OctalPeriod::prove(&OctalGame::parse("0.6").unwrap(), 500).is_none());
    }

    #[test]
    fn too_short_a_table_proves_nothing() {
        let kayles = OctalGame::parse("0.77").unwrap();
        // 2·71 + 2·12 + 2 − 1 = 167 values are needed.
        assert!(OctalPeriod::prove(&kayles, 166).is_none());
        assert_eq!(
            OctalPeriod::prove(&kayles, 167).unwrap().values_checked(),
            167
        );
    }
}
