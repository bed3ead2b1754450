//! Choosing the cap of capped Nim (AtCoder ARC168 B *Arbitrary Nim*): the
//! largest k for which Nim with takes of 1 to k from one pile is a
//! first-player win.
//!
//! **Theorem** (the editorial's, from Bash's theorem: a pile's value under
//! the cap k is `a mod (k + 1)`, `crate::closed::bash`): if the piles' nim-sum is not
//! 0, every k ≥ max a is plain Nim and wins, so there is no largest k. If it
//! is 0, equal piles cancel under every k; let m be the largest pile size
//! occurring an odd number of times. Every k ≥ m leaves the odd-count sizes
//! unchanged and the nim-sum 0 (lost); k = m − 1 turns m into 0 and the
//! nim-sum into m ≠ 0 (won). So the answer is m − 1, and no k wins when m
//! does not exist or is 1.

/// The largest winning cap, or why there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cap {
    /// Every large enough k wins (the plain Nim position is won).
    Unbounded,
    /// The largest k ≥ 1 with which the first player wins.
    Largest(u64),
    /// No k ≥ 1 wins.
    Never,
}

/// The largest cap k ≥ 1 under which the first player wins Nim on `piles`
/// with takes of 1 to k from one pile (see the theorem above). The piles are
/// sorted in place.
///
/// # Constraints
/// None: exact for every `u64` size; piles of 0 count for nothing.
///
/// # Example
/// ```
/// use gamecore::closed::arbitrary_nim::{largest_winning_cap, Cap};
/// // ARC168 B's samples.
/// assert_eq!(largest_winning_cap(&mut [1, 2, 3]), Cap::Largest(2));
/// assert_eq!(largest_winning_cap(&mut [1, 2, 3, 4]), Cap::Unbounded);
/// assert_eq!(largest_winning_cap(&mut [100, 100]), Cap::Never);
/// ```
///
/// # Complexity
/// `O(n log n)` for `n` piles (a sort), no extra memory.
pub fn largest_winning_cap(piles: &mut [u64]) -> Cap {
    if piles.iter().fold(0, |x, &a| x ^ a) != 0 {
        return Cap::Unbounded;
    }
    piles.sort_unstable_by(|a, b| b.cmp(a));
    // The first run of equal sizes (from the largest) of odd length.
    let mut start = 0;
    while start < piles.len() {
        let size = piles[start];
        let end = start + piles[start..].iter().take_while(|&&a| a == size).count();
        if (end - start) % 2 == 1 {
            return if size >= 2 {
                Cap::Largest(size - 1)
            } else {
                Cap::Never
            };
        }
        start = end;
    }
    Cap::Never
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::closed::bash::capped_nim_wins;

    /// The largest winning cap by trying every cap 1..=max + 1 with the
    /// capped-Nim rule (a cap at or above the largest pile is plain Nim).
    fn by_every_cap(piles: &[u64]) -> Cap {
        let max = piles.iter().copied().max().unwrap_or(0);
        let wins = |k: u64| capped_nim_wins(&piles.iter().map(|&a| (a, k)).collect::<Vec<_>>());
        if wins(max.max(1)) {
            return Cap::Unbounded;
        }
        (1..max)
            .rev()
            .find(|&k| wins(k))
            .map_or(Cap::Never, Cap::Largest)
    }

    #[test]
    fn every_small_multiset_matches_trying_every_cap() {
        // Every multiset of up to 4 piles of 0..=9 (as non-decreasing lists).
        fn each(prefix: &mut Vec<u64>, from: u64, left: usize, check: &mut dyn FnMut(&[u64])) {
            check(prefix);
            if left == 0 {
                return;
            }
            for a in from..=9 {
                prefix.push(a);
                each(prefix, a, left - 1, check);
                prefix.pop();
            }
        }
        each(&mut Vec::new(), 0, 4, &mut |piles| {
            let expected = by_every_cap(piles);
            assert_eq!(
                largest_winning_cap(&mut piles.to_vec()),
                expected,
                "{piles:?}"
            );
        });
    }

    #[test]
    fn extremes() {
        let max = u64::MAX;
        assert_eq!(largest_winning_cap(&mut [max, max]), Cap::Never);
        assert_eq!(largest_winning_cap(&mut [max]), Cap::Unbounded);
        assert_eq!(
            largest_winning_cap(&mut [max, max - 1, 1]),
            Cap::Largest(max - 1)
        );
        assert_eq!(largest_winning_cap(&mut []), Cap::Never);
        assert_eq!(largest_winning_cap(&mut [0, 0, 0]), Cap::Never);
        assert_eq!(largest_winning_cap(&mut [1, 1, 1, 1]), Cap::Never);
        assert_eq!(largest_winning_cap(&mut [3, 2, 1]), Cap::Largest(2));
    }
}
