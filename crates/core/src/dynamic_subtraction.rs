//! The k-multiple dynamic subtraction game (HDU 2486 / POJ 3922): one pile of
//! `n`; the first move takes 1 to `n − 1` stones; every later move takes 1 to
//! `k` times the opponent's last take; who takes the last stone wins. `k = 1`
//! gives the powers of 2 as losing sizes, `k = 2` Fibonacci nim
//! ([`crate::fibonacci`]).
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
/// # Example
/// ```
/// use gamecore::dynamic_subtraction::LosingSizes;
/// let mut sizes = LosingSizes::new(2);
/// assert_eq!(sizes.smallest_winning_take(34), None); // a Fibonacci number
/// assert_eq!(sizes.smallest_winning_take(32), Some(3)); // 32 = 21 + 8 + 3
/// ```
#[derive(Debug, Clone)]
pub struct LosingSizes {
    k: u64,
    /// The terms a_i.
    terms: Vec<u64>,
    /// b_i: the largest k-sparse sum of terms up to a_i.
    reach: Vec<u64>,
    /// The largest j with k · a_j < the last term, if any (`usize::MAX`
    /// before the first).
    below: usize,
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
            terms: vec![1],
            reach: vec![1],
            below: usize::MAX,
        }
    }

    /// Grows the terms until the last is at least `n`.
    fn grow_to(&mut self, n: u64) {
        while *self.terms.last().expect("a_0") < n {
            let next = self.reach[self.reach.len() - 1] + 1;
            // k · a_j < next  ⇔  a_j ≤ (next − 1) / k, with no overflow.
            let bound = (next - 1) / self.k;
            loop {
                let candidate = self.below.wrapping_add(1);
                if candidate < self.terms.len() && self.terms[candidate] <= bound {
                    self.below = candidate;
                } else {
                    break;
                }
            }
            let reach = if self.below == usize::MAX {
                next
            } else {
                next + self.reach[self.below]
            };
            self.terms.push(next);
            self.reach.push(reach);
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
    /// `O(L)` for the `L` terms up to `n` (about `k · ln(n / k)` for large
    /// `k`, `log n` for small), grown once per sequence and kept.
    ///
    /// # Example
    /// ```
    /// use gamecore::dynamic_subtraction::LosingSizes;
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
        for &term in self.terms.iter().rev() {
            if term == n {
                return None;
            }
            if term <= left {
                left -= term;
                smallest = Some(term);
                if left == 0 {
                    break;
                }
            }
        }
        smallest
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
        let mut powers = LosingSizes::new(1);
        powers.grow_to(1 << 20);
        assert_eq!(&powers.terms[..6], [1, 2, 4, 8, 16, 32]);
        let mut fibonacci = LosingSizes::new(2);
        fibonacci.grow_to(100);
        assert_eq!(&fibonacci.terms[..10], [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
    }

    #[test]
    fn piles_far_past_the_limits_stay_exact() {
        let mut sizes = LosingSizes::new(1);
        assert_eq!(sizes.smallest_winning_take(MAX_PILE), None);
        assert_eq!(sizes.smallest_winning_take(MAX_PILE - 1), Some(1));
        assert_eq!(sizes.smallest_winning_take(MAX_PILE - 4), Some(4));
    }
}
