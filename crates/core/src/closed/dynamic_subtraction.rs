//! The k-multiple dynamic subtraction game (HDU 2486 / POJ 3922): one pile of
//! `n`; the first move takes 1 to `n − 1` stones; every later move takes 1 to
//! `k` times the opponent's last take; who takes the last stone wins. `k = 1`
//! gives the powers of 2 as losing sizes, `k = 2` Fibonacci nim
//! ([`crate::closed::fibonacci`]).
//!
//! **Theorem** (the k-multiple dynamic subtraction game; 曹钦翔, "从'k倍动态减法游戏'出发探究一类组合游戏问题",
//! Chinese national training team paper, 2009; Whinihan 1963 for `k = 2`).
//! Build `a_0 = 1` and, for each `i`, `b_i` = the largest number written as
//! a sum of terms among `a_0..=a_i` in which each term is more than `k` times
//! the next smaller one used ("k-sparse"), and `a_{i+1} = b_i + 1`. Every
//! positive integer has exactly one k-sparse greedy representation (take
//! the largest `a_i` that fits, repeatedly); the first player loses iff `n`
//! is a term `a_i`, and otherwise the smallest term of the representation
//! is the smallest winning first take (taking it leaves a sum whose
//! smallest term the opponent cannot match within `k` times, and no
//! smaller take wins). With `j` the largest index such that `k · a_j <
//! a_i`, `b_i = a_i + b_j`, or `b_i = a_i` when there is none.
//!
//! Checked against literal play (every take, the cap carried along) for
//! every `n ≤ 120` and `k ≤ 12` in this module's tests.

/// The losing sizes `a_0 < a_1 < …` of one `k`, grown as far as asked.
///
/// The terms are stored as arithmetic runs: while the index `j` (the
/// largest with `k · a_j < a_i`) stays the same, `a_{i+1} = a_i + b_j + 1`,
/// so a run is its first term, its step `b_j + 1` and its length, and
/// `b_i = a_i + b_j` inside it. For large `k` the terms number about
/// `k · ln(n / k)`, but the runs only about as many as the terms below
/// `n / k`.
///
/// # Example
/// ```
/// use gamecore::closed::dynamic_subtraction::LosingSizes;
/// let mut sizes = LosingSizes::new(2);
/// assert_eq!(sizes.smallest_winning_take(34), None); // a Fibonacci number
/// assert_eq!(sizes.smallest_winning_take(32), Some(3)); // 32 = 21 + 8 + 3
/// ```
#[derive(Debug, Clone)]
pub struct LosingSizes {
    k: u64,
    runs: Vec<Run>,
    /// Where `j` stands: its run and its offset in it (`None` before any
    /// term qualifies).
    below: Option<(usize, u64)>,
    /// `b` of the last term.
    last_reach: u64,
}

/// Terms `first + t · step` for `t < count`, each with `b = term + extra`.
#[derive(Debug, Clone, Copy)]
struct Run {
    first: u64,
    step: u64,
    count: u64,
    extra: u64,
}

impl Run {
    fn term(&self, offset: u64) -> u64 {
        self.first + offset * self.step
    }

    fn last(&self) -> u64 {
        self.term(self.count - 1)
    }
}

/// The largest pile accepted: terms stay below 2^63 and sums below 2^64.
pub const MAX_PILE: u64 = 1 << 62;

impl LosingSizes {
    /// The sequence for `k`, holding only `a_0 = 1` so far.
    ///
    /// # Panics
    /// If `k` is 0.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new(k: u64) -> LosingSizes {
        assert!(
            k >= 1,
            "dynamic_subtraction::LosingSizes: k must be at least 1"
        );
        LosingSizes {
            k,
            runs: vec![Run {
                first: 1,
                step: 1,
                count: 1,
                extra: 0,
            }],
            below: None,
            last_reach: 1,
        }
    }

    /// The position after `at` (the first term if `at` is `None`), if that
    /// term exists yet.
    fn after(&self, at: Option<(usize, u64)>) -> Option<(usize, u64)> {
        let (run, offset) = match at {
            None => return Some((0, 0)),
            Some(at) => at,
        };
        if offset + 1 < self.runs[run].count {
            Some((run, offset + 1))
        } else if run + 1 < self.runs.len() {
            Some((run + 1, 0))
        } else {
            None
        }
    }

    fn term_at(&self, (run, offset): (usize, u64)) -> u64 {
        self.runs[run].term(offset)
    }

    /// Grows the terms until the last is at least `n`.
    fn grow_to(&mut self, n: u64) {
        while self.runs[self.runs.len() - 1].last() < n {
            let next = self.last_reach + 1;
            // Advance j while k · a_{j+1} < next, i.e. a_{j+1} ≤ (next − 1) / k.
            let bound = (next - 1) / self.k;
            while let Some(candidate) = self.after(self.below) {
                if self.term_at(candidate) <= bound {
                    self.below = Some(candidate);
                } else {
                    break;
                }
            }
            let reach_below = match self.below {
                Some((run, offset)) => self.runs[run].term(offset) + self.runs[run].extra,
                None => 0,
            };
            let step = reach_below + 1;
            // The run keeps this j while its terms stay at most k · a_{j+1};
            // a_{j+1} is a term already (it is below next), unless j is the
            // last term, when the run is the single term `next`.
            let mut count = match self.after(self.below) {
                Some(upper) => {
                    let limit = u128::from(self.k) * u128::from(self.term_at(upper));
                    ((limit - u128::from(next)) / u128::from(step)) as u64 + 1
                }
                None => 1,
            };
            // Terms past the first that reaches n are not needed.
            if next < n {
                count = count.min((n - next + step - 1) / step + 1);
            } else {
                count = 1;
            }
            let run = Run {
                first: next,
                step,
                count,
                extra: reach_below,
            };
            self.last_reach = run.last() + reach_below;
            self.runs.push(run);
        }
    }

    /// The smallest winning first take from a pile of `n` (`None` if the
    /// player to move loses): the smallest term of `n`'s greedy k-sparse
    /// representation.
    ///
    /// # Panics
    /// If `n` is 0 or above [`MAX_PILE`].
    ///
    /// # Complexity
    /// `O(R)` for the `R` runs up to `n` (see [`LosingSizes`]), grown once
    /// per sequence and kept.
    ///
    /// # Example
    /// ```
    /// use gamecore::closed::dynamic_subtraction::LosingSizes;
    /// // HDU 2486's samples: 16 and 1 lose; 11 and 1: take 1; 19 and 3: take 4.
    /// assert_eq!(LosingSizes::new(1).smallest_winning_take(16), None);
    /// assert_eq!(LosingSizes::new(1).smallest_winning_take(11), Some(1));
    /// assert_eq!(LosingSizes::new(3).smallest_winning_take(19), Some(4));
    /// ```
    pub fn smallest_winning_take(&mut self, n: u64) -> Option<u64> {
        assert!(
            (1..=MAX_PILE).contains(&n),
            "dynamic_subtraction: a pile of {} is not in 1..=2^62",
            n
        );
        self.grow_to(n);
        let mut left = n;
        let mut smallest = None;
        // Terms below `limit` in run `run` are still candidates.
        for run in self.runs.iter().rev() {
            let mut below = run.count;
            while left >= run.first && below > 0 {
                let offset = ((left - run.first) / run.step).min(below - 1);
                let term = run.term(offset);
                if term == n {
                    return None;
                }
                left -= term;
                smallest = Some(term);
                below = offset;
                if left == 0 {
                    return smallest;
                }
            }
        }
        smallest
    }

    /// Every term up to the first at least `n`, for tests.
    #[cfg(test)]
    fn terms_to(&mut self, n: u64) -> Vec<u64> {
        self.grow_to(n);
        self.runs
            .iter()
            .flat_map(|run| (0..run.count).map(move |t| run.term(t)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Literal play: with `left` stones and a cap of `cap` on this take, does
    /// the player to move win? Every take 1..=min(cap, left) is tried.
    fn wins(left: u64, cap: u64, k: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
        let cap = cap.min(left);
        if let Some(&known) = memo.get(&(left, cap)) {
            return known;
        }
        let result = (1..=cap).any(|take| take == left || !wins(left - take, k * take, k, memo));
        memo.insert((left, cap), result);
        result
    }

    #[test]
    fn smallest_winning_takes_match_literal_play() {
        for k in 1..=12 {
            let mut memo = HashMap::new();
            let mut sizes = LosingSizes::new(k);
            for n in 2..=120u64 {
                let literal = (1..n).find(|&take| !wins(n - take, k * take, k, &mut memo));
                assert_eq!(sizes.smallest_winning_take(n), literal, "n {n}, k {k}");
            }
        }
    }

    #[test]
    fn the_known_sequences_come_out() {
        assert_eq!(LosingSizes::new(1).terms_to(32), [1, 2, 4, 8, 16, 32]);
        assert_eq!(
            LosingSizes::new(2).terms_to(89),
            [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
        );
    }

    /// The terms one at a time from the definition, with no runs.
    fn naive_terms(k: u64, n: u64) -> Vec<u64> {
        let (mut terms, mut reach) = (vec![1u64], vec![1u64]);
        while *terms.last().unwrap() < n {
            let next = reach.last().unwrap() + 1;
            let below = terms.iter().rposition(|&a| k * a < next);
            terms.push(next);
            reach.push(next + below.map_or(0, |j| reach[j]));
        }
        terms
    }

    #[test]
    fn runs_hold_the_terms_of_the_definition() {
        for k in (1..=40).chain([99, 100, 101, 1000]) {
            for n in [2, 3, 50, 1000, 54_321] {
                assert_eq!(
                    LosingSizes::new(k).terms_to(n),
                    naive_terms(k, n),
                    "k {k}, n {n}"
                );
            }
        }
    }

    #[test]
    fn piles_far_past_the_limits_stay_exact() {
        let mut sizes = LosingSizes::new(1);
        assert_eq!(sizes.smallest_winning_take(MAX_PILE), None);
        assert_eq!(sizes.smallest_winning_take(MAX_PILE - 1), Some(1));
        assert_eq!(sizes.smallest_winning_take(MAX_PILE - 4), Some(4));
    }
}
