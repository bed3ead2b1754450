//! Interval negamax: a row of numbers; the players move in turn, each taking
//! the first or the last number left and scoring it, until the row is empty.
//! What is left is always an interval `lo..hi` of the row, so the game has
//! `n(n + 1)/2 + 1` positions.
//!
//! **The value.** Let `v(lo, hi)` be the mover's final advantage on
//! `row[lo..hi]` — what the mover scores from there on minus what the other
//! player scores — under optimal play by both. Then `v(lo, lo) = 0` and
//!
//! ```text
//! v(lo, hi) = max(row[lo] − v(lo + 1, hi), row[hi − 1] − v(lo, hi − 1)),
//! ```
//!
//! since after a take the other player moves on what is left and their
//! advantage there counts against the mover (negamax). This is the whole
//! story when each player wants the difference of the totals (AtCoder EDPC
//! L), and also when each wants their own total (USACO's *A Game*): the two
//! totals always add up to the row's sum `s`, so the mover's total is
//! `(s + v)/2` and the other's `(s − v)/2`.
//!
//! **The parity theorem** (IOI 1996, *A Game*). On a row of even length the
//! first player never ends behind. Number the places from 0 and let `E` and
//! `O` be the sums of the numbers at even and at odd places. On an interval
//! of even length the two ends are at places of different parities, so the
//! first player can take the end of the parity with the larger sum (say
//! even); what is left has odd length and both its ends at odd places, so the
//! second player must take an odd place, which leaves an even interval again
//! with one end of each parity. By induction the first player takes every
//! even place and the second every odd one, whatever the second player does:
//! the first ends with `max(E, O) ≥ min(E, O)`, so `v(0, n) ≥ |E − O| ≥ 0`
//! for even `n` ([`parity_choice`], [`parity_move`], [`parity_margin`]). On
//! an odd row the first player can lose: `10 100 10` is worth `−80`.
//!
//! Problems: atcoder-dp-l ([`advantage`]), luogu-p2734 ([`totals`]),
//! ioi1996-game ([`Table`] for play; the parity strategy is why it never
//! loses). Tested against literal play (a search over the rows themselves) in
//! this module's tests and, through `play::scoring`, in each problem's.

/// Which end of the row a move takes.
///
/// # Example
/// ```
/// use gamecore::scoring::interval::{End, Table};
/// assert_eq!(Table::new(&[1, 5]).best_move(0, 2), End::Right);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The first number left.
    Left,
    /// The last number left.
    Right,
}

/// Whether every total this module computes on `row` fits in an `i64`: the
/// sum of the numbers' absolute values is at most `i64::MAX`. Every value
/// `v(lo, hi)`, every total and every difference of partial sums is bounded
/// by that sum.
///
/// # Example
/// ```
/// use gamecore::scoring::interval::fits_i64;
/// assert!(fits_i64(&[1_000_000_000; 3000]));
/// assert!(!fits_i64(&[i64::MAX, 1]));
/// assert!(!fits_i64(&[i64::MIN]));
/// ```
///
/// # Complexity
/// `O(n)` for a row of `n` numbers.
pub fn fits_i64(row: &[i64]) -> bool {
    row.iter()
        .try_fold(0u64, |sum, &x| sum.checked_add(x.unsigned_abs()))
        .map_or(false, |sum| sum <= i64::MAX as u64)
}

/// The first player's final advantage on `row` under optimal play: the
/// first player's total minus the second player's, when both maximise their
/// own advantage (EDPC L's `X − Y`).
///
/// Values `v(lo, lo + len)` of every interval of one length are kept in one
/// array of `n` numbers and replaced, in place and in increasing `lo`, by
/// those of the next length: `v(lo, lo + len)` needs `v(lo + 1, lo + len)`,
/// still unchanged one place to the right, and `v(lo, lo + len − 1)`, the old
/// value in its own place. No step waits on the one before it, so the loop
/// runs at the processor's throughput rather than its latency.
///
/// # Constraints
/// The sum of the absolute values fits in an `i64` ([`fits_i64`]).
///
/// # Panics
/// If the constraint is broken.
///
/// # Example
/// ```
/// use gamecore::scoring::interval::advantage;
/// assert_eq!(advantage(&[10, 80, 90, 30]), 10); // EDPC L's samples
/// assert_eq!(advantage(&[10, 100, 10]), -80);
/// assert_eq!(advantage(&[1_000_000_000, 1, 1_000_000_000, 1, 1_000_000_000, 1, 1_000_000_000, 1, 1_000_000_000, 1]), 4_999_999_995);
/// assert_eq!(advantage(&[]), 0);
/// ```
///
/// # Complexity
/// `O(n²)` time and `O(n)` memory for a row of `n` numbers.
pub fn advantage(row: &[i64]) -> i64 {
    assert!(
        fits_i64(row),
        "interval::advantage: the sum of |a_i| passes i64::MAX ({} numbers)",
        row.len()
    );
    let n = row.len();
    if n == 0 {
        return 0;
    }
    // values[lo] = v(lo, lo + len), here for len = 1.
    let mut values = row.to_vec();
    for len in 2..=n {
        let count = n - len + 1;
        let lefts = &row[..count];
        let rights = &row[len - 1..];
        let values = &mut values[..count + 1];
        for lo in 0..count {
            let take_left = lefts[lo] - values[lo + 1];
            let take_right = rights[lo] - values[lo];
            values[lo] = take_left.max(take_right);
        }
    }
    values[0]
}

/// Both players' totals on `row` under optimal play, the first player's
/// first: each player maximises their own total, which is the same as
/// maximising their advantage since the totals add up to the row's sum
/// (USACO 3.3 *A Game*).
///
/// # Constraints
/// As for [`advantage`].
///
/// # Panics
/// If the constraint is broken.
///
/// # Example
/// ```
/// use gamecore::scoring::interval::totals;
/// assert_eq!(totals(&[4, 7, 2, 9, 5, 2]), (18, 11)); // P2734's sample
/// assert_eq!(totals(&[10, 100, 10]), (20, 100));
/// ```
///
/// # Complexity
/// `O(n²)` time and `O(n)` memory for a row of `n` numbers.
pub fn totals(row: &[i64]) -> (i64, i64) {
    let margin = i128::from(advantage(row));
    let sum: i128 = row.iter().map(|&x| i128::from(x)).sum();
    // first + second = sum and first − second = margin; both halves are
    // exact since sum ± margin = 2 · total. Each total is a sum of some of
    // the numbers, so it fits in i64 by the constraint.
    let first = (sum + margin) / 2;
    let second = (sum - margin) / 2;
    (first as i64, second as i64)
}

/// The value of every interval of a row, for playing it: the mover's final
/// advantage on each `row[lo..hi]` and a best move there.
///
/// Intervals are stored by length, each length's values contiguous (as
/// [`advantage`] computes them, without overwriting).
///
/// # Example
/// ```
/// use gamecore::scoring::interval::{End, Table};
/// // Play 3 2 10 4 from both sides by the table: 3, 2, 10, 4 is taken in turn.
/// let row = [3, 2, 10, 4];
/// let table = Table::new(&row);
/// let (mut lo, mut hi) = (0, row.len());
/// let mut taken = Vec::new();
/// while lo < hi {
///     match table.best_move(lo, hi) {
///         End::Left => { taken.push(row[lo]); lo += 1; }
///         End::Right => { hi -= 1; taken.push(row[hi]); }
///     }
/// }
/// assert_eq!(taken, [3, 2, 10, 4]); // 13 against 6: the table's value 7
/// assert_eq!(table.value(0, 4), 7);
/// ```
///
/// # Complexity
/// `n(n + 1)/2` numbers for a row of `n`.
pub struct Table {
    row: Vec<i64>,
    /// `values[start(len) + lo] = v(lo, lo + len)` for `len ≥ 1`.
    values: Vec<i64>,
}

impl Table {
    /// The table of `row`.
    ///
    /// # Constraints
    /// As for [`advantage`].
    ///
    /// # Panics
    /// If the constraint is broken.
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::interval::Table;
    /// let table = Table::new(&[10, 80, 90, 30]);
    /// assert_eq!(table.value(0, 4), 10);
    /// assert_eq!(table.value(1, 3), 10); // 80 90: take 90, then lose 80
    /// ```
    ///
    /// # Complexity
    /// `O(n²)` time and memory (`n(n + 1)/2` values) for a row of `n`
    /// numbers.
    pub fn new(row: &[i64]) -> Table {
        assert!(
            fits_i64(row),
            "interval::Table: the sum of |a_i| passes i64::MAX ({} numbers)",
            row.len()
        );
        let n = row.len();
        let mut values = Vec::with_capacity(n * (n + 1) / 2);
        values.extend_from_slice(row);
        let mut previous = 0; // where the values of length len − 1 start
        for len in 2..=n {
            let count = n - len + 1;
            for lo in 0..count {
                let take_left = row[lo] - values[previous + lo + 1];
                let take_right = row[lo + len - 1] - values[previous + lo];
                values.push(take_left.max(take_right));
            }
            previous += count + 1;
        }
        Table {
            row: row.to_vec(),
            values,
        }
    }

    /// How many numbers the row has.
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::scoring::interval::Table::new(&[3, 1]).len(), 2);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn len(&self) -> usize {
        self.row.len()
    }

    /// Whether the row is empty.
    ///
    /// # Example
    /// ```
    /// assert!(gamecore::scoring::interval::Table::new(&[]).is_empty());
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn is_empty(&self) -> bool {
        self.row.is_empty()
    }

    /// The mover's final advantage on `row[lo..hi]` under optimal play.
    ///
    /// # Constraints
    /// `lo ≤ hi ≤ n`.
    ///
    /// # Panics
    /// If the interval is not within the row.
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::interval::Table;
    /// let table = Table::new(&[10, 100, 10]);
    /// assert_eq!(table.value(0, 3), -80);
    /// assert_eq!(table.value(2, 2), 0);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn value(&self, lo: usize, hi: usize) -> i64 {
        let n = self.row.len();
        assert!(
            lo <= hi && hi <= n,
            "interval::Table: {}..{} is not within a row of {}",
            lo,
            hi,
            n
        );
        let len = hi - lo;
        if len == 0 {
            return 0;
        }
        // Lengths 1 … len − 1 take n, n − 1, …, n − len + 2 places.
        let start = (len - 1) * (n + 1) - (len - 1) * len / 2;
        self.values[start + lo]
    }

    /// A best move on `row[lo..hi]`: the end whose take reaches the
    /// interval's value, the left one when both do.
    ///
    /// # Constraints
    /// `lo < hi ≤ n`.
    ///
    /// # Panics
    /// If the interval is empty or not within the row.
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::interval::{End, Table};
    /// let table = Table::new(&[10, 80, 90, 30]);
    /// assert_eq!(table.best_move(0, 4), End::Right); // EDPC L's sample: take 30
    /// assert_eq!(table.best_move(0, 3), End::Right); // then the other takes 90
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn best_move(&self, lo: usize, hi: usize) -> End {
        assert!(
            lo < hi,
            "interval::Table: no move on the empty interval {}..{}",
            lo,
            hi
        );
        let take_left = self.row[lo] - self.value(lo + 1, hi);
        let take_right = self.row[hi - 1] - self.value(lo, hi - 1);
        if take_left >= take_right {
            End::Left
        } else {
            End::Right
        }
    }
}

/// The parity of the places a player takes in the parity strategy, places
/// numbered from 0.
///
/// # Example
/// ```
/// use gamecore::scoring::interval::{parity_choice, Parity};
/// assert_eq!(parity_choice(&[9, 1, 9, 1]), Parity::Even); // 18 at places 0 and 2
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parity {
    /// Places 0, 2, 4, …
    Even,
    /// Places 1, 3, 5, …
    Odd,
}

/// The sums of the numbers at even and at odd places (from 0).
fn parity_sums(row: &[i64]) -> (i64, i64) {
    let even = row.iter().step_by(2).sum();
    let odd = row.iter().skip(1).step_by(2).sum();
    (even, odd)
}

/// The parity strategy's choice on a row of even length: the places of the
/// parity whose numbers add up to more (even ones on a tie). Taking them all
/// (by [`parity_move`]) leaves the first player [`parity_margin`] ahead,
/// whatever the second player does (the module's parity theorem).
///
/// # Constraints
/// As for [`advantage`].
///
/// # Panics
/// If the constraint is broken.
///
/// # Example
/// ```
/// use gamecore::scoring::interval::{parity_choice, Parity};
/// assert_eq!(parity_choice(&[4, 7, 2, 9, 5, 2]), Parity::Odd); // 7 + 9 + 2 > 4 + 2 + 5
/// assert_eq!(parity_choice(&[1, 1]), Parity::Even);
/// ```
///
/// # Complexity
/// `O(n)` for a row of `n` numbers.
pub fn parity_choice(row: &[i64]) -> Parity {
    assert!(
        fits_i64(row),
        "interval::parity_choice: the sum of |a_i| passes i64::MAX ({} numbers)",
        row.len()
    );
    let (even, odd) = parity_sums(row);
    if even >= odd {
        Parity::Even
    } else {
        Parity::Odd
    }
}

/// The parity strategy's move on `row[lo..hi]`, an interval of even length:
/// the end at a place of `parity` (its two ends have different parities).
///
/// # Constraints
/// `hi − lo` is even and positive.
///
/// # Panics
/// If it is not.
///
/// # Example
/// ```
/// use gamecore::scoring::interval::{parity_move, End, Parity};
/// assert_eq!(parity_move(0, 6, Parity::Odd), End::Right); // place 5
/// assert_eq!(parity_move(1, 5, Parity::Odd), End::Left); // place 1
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn parity_move(lo: usize, hi: usize, parity: Parity) -> End {
    assert!(
        hi > lo && (hi - lo) % 2 == 0,
        "interval::parity_move: {}..{} is not of even positive length",
        lo,
        hi
    );
    let wanted = match parity {
        Parity::Even => 0,
        Parity::Odd => 1,
    };
    if lo % 2 == wanted {
        End::Left
    } else {
        End::Right
    }
}

/// What the parity strategy guarantees the first player on a row of even
/// length: `|E − O|`, the difference between the sums at even and at odd
/// places. Optimal play ([`advantage`]) gets at least as much.
///
/// # Constraints
/// As for [`advantage`].
///
/// # Panics
/// If the constraint is broken.
///
/// # Example
/// ```
/// use gamecore::scoring::interval::{advantage, parity_margin};
/// let row = [4, 7, 2, 9, 5, 2];
/// assert_eq!(parity_margin(&row), 7); // 18 against 11
/// assert!(advantage(&row) >= parity_margin(&row));
/// ```
///
/// # Complexity
/// `O(n)` for a row of `n` numbers.
pub fn parity_margin(row: &[i64]) -> i64 {
    assert!(
        fits_i64(row),
        "interval::parity_margin: the sum of |a_i| passes i64::MAX ({} numbers)",
        row.len()
    );
    let (even, odd) = parity_sums(row);
    (even - odd).abs()
}

#[cfg(test)]
mod tests;
