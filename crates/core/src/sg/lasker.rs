//! Lasker's Nim: a move either takes any positive number of stones from one
//! heap, or splits one heap into two non-empty heaps.
//!
//! The Grundy value of a heap of `n` repeats with period 4 after a shift:
//! `g(4k + 1) = 4k + 1`, `g(4k + 2) = 4k + 2`, `g(4k + 3) = 4k + 4`,
//! `g(4k + 4) = 4k + 3` (and `g(0) = 0`). So values can exceed the heap size
//! by one: a heap of 2^31 − 1 has value 2^31. By the Sprague–Grundy theorem a
//! position of several heaps is lost exactly when the nim-sum of the heaps'
//! values is 0.
//!
//! The same values govern any game whose positions behave like a heap of
//! Lasker's Nim, e.g. a number whose prime factors may be dropped or split
//! into two non-empty groups (see [`crate::base::sieve`]).

/// The Grundy value of a heap of `n` stones in Lasker's Nim.
///
/// # Constraints
/// `n < u64::MAX`: the value of `u64::MAX` (which is `3 mod 4`) would be
/// 2^64.
///
/// # Panics
/// If `n == u64::MAX`.
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::sg::lasker::grundy;
/// let values: Vec<u64> = (0..=8).map(grundy).collect();
/// assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(grundy((1 << 31) - 1), 1 << 31);
/// ```
#[inline]
pub fn grundy(n: u64) -> u64 {
    assert!(n < u64::MAX, "the Lasker value of u64::MAX is 2^64");
    // 3 and 4 (≡ 0) swap; 0 itself stays 0. Written without branches: `n % 4`
    // of values such as prime factor counts is as good as random, and a
    // mispredicted `match` cost more than the rest of a lookup.
    let rest = n % 4;
    n + u64::from(rest == 3) - u64::from((rest == 0) & (n > 0))
}

/// Does the player to move win Lasker's Nim on `heaps`?
///
/// # Constraints
/// Every heap is below `u64::MAX` (see [`grundy`]); empty heaps are allowed.
///
/// # Panics
/// If a heap is `u64::MAX`.
///
/// # Complexity
/// `O(n_heaps)`.
///
/// # Example
/// ```
/// use gamecore::sg::lasker::first_player_wins;
/// assert!(first_player_wins(&[2, 2, 3]));
/// assert!(!first_player_wins(&[3, 3]));
/// // Lost in plain Nim, but here the values are 1 ^ 2 ^ 4 = 7.
/// assert!(first_player_wins(&[1, 2, 3]));
/// assert!(!first_player_wins(&[]));
/// ```
pub fn first_player_wins(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |acc, &heap| acc ^ grundy(heap)) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::Mex;
    use std::collections::HashMap;

    /// Grundy values by the literal moves: every take, every split.
    fn literal_values(len: usize) -> Vec<usize> {
        let mut mex = Mex::new();
        let mut values = vec![0usize; len];
        for n in 1..len {
            let takes = (0..n).map(|smaller| values[smaller]);
            let splits = (1..=n / 2).map(|part| values[part] ^ values[n - part]);
            values[n] = mex.of(takes.chain(splits).collect::<Vec<_>>());
        }
        values
    }

    #[test]
    fn closed_form_matches_the_literal_values() {
        for (n, &expected) in literal_values(400).iter().enumerate() {
            assert_eq!(grundy(n as u64), expected as u64, "heap {n}");
        }
    }

    /// Literal play without Grundy values: the position (heaps sorted, empty
    /// heaps dropped) is won if some take or split leaves a lost position.
    fn wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(heaps) {
            return known;
        }
        let mut successors = Vec::new();
        for (idx, &heap) in heaps.iter().enumerate() {
            let rest = || heaps.iter().enumerate().filter(move |&(i, _)| i != idx);
            for smaller in 0..heap {
                let mut next: Vec<u64> = rest().map(|(_, &h)| h).collect();
                next.push(smaller);
                successors.push(next);
            }
            for part in 1..heap {
                let mut next: Vec<u64> = rest().map(|(_, &h)| h).collect();
                next.extend([part, heap - part]);
                successors.push(next);
            }
        }
        let result = successors.into_iter().any(|mut next| {
            next.retain(|&h| h > 0);
            next.sort_unstable();
            !wins(&next, memo)
        });
        memo.insert(heaps.to_vec(), result);
        result
    }

    #[test]
    fn first_player_wins_matches_literal_play_on_all_small_positions() {
        let mut memo = HashMap::new();
        // Every multiset of up to three heaps of 1..=7 stones.
        for a in 0..=7u64 {
            for b in a..=7 {
                for c in b..=7 {
                    let heaps: Vec<u64> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                    assert_eq!(
                        first_player_wins(&heaps),
                        wins(&heaps, &mut memo),
                        "{heaps:?}"
                    );
                }
            }
        }
    }

    /// The divisor game by its literal moves on numbers: replace `x` by a
    /// proper divisor (1 included), or by two factors `a · b = x`, `a, b > 1`.
    fn divisor_game_values(len: usize) -> Vec<usize> {
        let mut mex = Mex::new();
        let mut values = vec![0usize; len];
        for x in 2..len {
            let divisors = (1..x).filter(|d| x % d == 0).map(|d| values[d]);
            let splits = (2..x)
                .filter(|&a| x % a == 0 && a <= x / a)
                .map(|a| values[a] ^ values[x / a]);
            values[x] = mex.of(divisors.chain(splits).collect::<Vec<_>>());
        }
        values
    }

    #[test]
    fn the_divisor_game_is_lasker_nim_on_the_prime_factor_count() {
        for (x, &expected) in divisor_game_values(3000).iter().enumerate().skip(1) {
            let n_factors = crate::base::sieve::n_prime_factors_by_trial_division(x as u32);
            assert_eq!(grundy(u64::from(n_factors)), expected as u64, "x = {x}");
        }
    }

    #[test]
    fn values_near_the_top_of_u64() {
        // u64::MAX ≡ 3 (mod 4).
        assert_eq!(grundy(u64::MAX - 1), u64::MAX - 1);
        assert_eq!(grundy(u64::MAX - 2), u64::MAX - 2);
        assert_eq!(grundy(u64::MAX - 3), u64::MAX - 4);
        assert_eq!(grundy(u64::MAX - 4), u64::MAX - 3);
        assert_eq!(grundy((1 << 31) - 1), 1 << 31);
        assert_eq!(grundy(1 << 31), (1 << 31) - 1);
    }

    #[test]
    #[should_panic(expected = "2^64")]
    fn the_largest_heap_panics() {
        grundy(u64::MAX);
    }
}
