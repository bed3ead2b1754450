//! Arpa's game (Codeforces 850 C): a move names a prime power `p^k` dividing
//! some number of a list and divides every number divisible by it by `p^k`.
//!
//! **Splitting by primes.** A move for `p` changes only the exponents of `p`,
//! and what it can do depends only on the set of exponents of `p` present
//! (a number is divisible by `p^k` exactly when its exponent is at least `k`,
//! and numbers with equal exponents change alike). So the game is the sum,
//! over the primes, of the game on the set of exponents of `p` (as a bitmask:
//! bit `e − 1` set when some number has exponent `e ≥ 1`), and by the
//! Sprague–Grundy theorem the list is lost for the player to move exactly
//! when the XOR of those sets' values is 0.
//!
//! **One set.** Naming `k` (1 ≤ k ≤ the largest exponent) keeps the
//! exponents below `k`, drops `k`, and lowers each larger `e` to `e − k`: the
//! mask `m` becomes `(m & (2^(k−1) − 1)) | (m >> k)`. No closed form is
//! known; [`ExponentSets`] values the masks by the mex over these moves,
//! memoised, as the intended solution does (few masks are reached from the
//! sets of numbers below 2^32). [`exponent_masks`] gathers the masks of a
//! list, its numbers factored by [`crate::base::factor`].
//!
//! # Example
//! ```
//! use gamecore::sg::exponent_sets::{exponent_masks, ExponentSets};
//! // Codeforces 850C's third sample: 1 1 17 289 (17 and 17²) is lost.
//! let masks = exponent_masks(&[1, 1, 17, 289]);
//! assert_eq!(masks, [(17, 0b11)]);
//! let mut sets = ExponentSets::new();
//! assert_eq!(sets.grundy(0b11), 0);
//! ```

use std::collections::HashMap;

use crate::base::factor::Factorizer;

/// The mask of exponents left after naming `k` (see the module doc).
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// // Exponents {1, 3, 4}; k = 3: 1 stays, 3 goes, 4 becomes 1.
/// assert_eq!(gamecore::sg::exponent_sets::after_move(0b1101, 3), 0b0001);
/// ```
pub fn after_move(mask: u64, k: u32) -> u64 {
    debug_assert!((1..=64).contains(&k));
    let kept = mask & ((1u64 << (k - 1)) - 1);
    kept | mask.checked_shr(k).unwrap_or(0)
}

/// For each prime dividing some number of `numbers` (each at least 1), the
/// prime and the mask of its exponents present, by prime. Each distinct
/// number is factored once ([`crate::base::factor`]: trial division up to
/// the cube root, then Miller–Rabin and Pollard's rho).
///
/// # Panics
/// If a number is 0 (divisible by every prime power: the game never ends).
///
/// # Complexity
/// `O(n log n)` to sort the numbers, then per distinct number at most 255
/// multiplications, a primality test and, for a product of two primes
/// `p < q` past the cube root, an expected `O(√p)` (a few hundred)
/// multiplications; `O(n · log max)` memory.
///
/// # Example
/// ```
/// use gamecore::sg::exponent_sets::exponent_masks;
/// // 12 = 2²·3 and 18 = 2·3²: exponents {1, 2} of 2 and of 3.
/// assert_eq!(exponent_masks(&[12, 18]), [(2, 0b11), (3, 0b11)]);
/// ```
pub fn exponent_masks(numbers: &[u32]) -> Vec<(u32, u64)> {
    assert!(!numbers.contains(&0), "0 is divisible by every prime power");
    // Equal numbers add the same exponents.
    let mut distinct = numbers.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let factorizer = Factorizer::new();
    let mut factors = Vec::new();
    let mut masks: Vec<(u32, u64)> = Vec::new();
    for &number in &distinct {
        factors.clear();
        factorizer.factorize(number, &mut factors);
        masks.extend(
            factors
                .iter()
                .map(|&(prime, exponent)| (prime, 1u64 << (exponent - 1))),
        );
    }
    // Merge each prime's exponents into one mask.
    masks.sort_unstable();
    let mut merged: Vec<(u32, u64)> = Vec::new();
    for (prime, bit) in masks {
        match merged.last_mut() {
            Some(last) if last.0 == prime => last.1 |= bit,
            _ => merged.push((prime, bit)),
        }
    }
    merged
}

/// Grundy values of exponent masks, memoised across calls.
///
/// # Complexity
/// Each mask reached is valued once, by the mex over its at most 64 moves:
/// `O(n_reached · 64)` hash operations; memory `O(n_reached)`. No recursion:
/// an explicit stack.
#[derive(Debug, Clone, Default)]
pub struct ExponentSets {
    values: HashMap<u64, u32>,
}

impl ExponentSets {
    /// An empty memo.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        ExponentSets::default()
    }

    /// The Grundy value of the set of exponents `mask`.
    ///
    /// # Complexity
    /// As for [`ExponentSets`]; `O(1)` for a mask already valued.
    ///
    /// # Example
    /// ```
    /// let mut sets = gamecore::sg::exponent_sets::ExponentSets::new();
    /// let values: Vec<u32> = (0..8).map(|mask| sets.grundy(mask)).collect();
    /// assert_eq!(values, [0, 1, 2, 0, 3, 0, 3, 2]);
    /// ```
    pub fn grundy(&mut self, mask: u64) -> u32 {
        if let Some(&value) = self.values.get(&mask) {
            return value;
        }
        let mut stack = vec![mask];
        while let Some(&top) = stack.last() {
            if self.values.contains_key(&top) {
                stack.pop();
                continue;
            }
            let top_bit = 64 - top.leading_zeros();
            let options = (1..=top_bit).map(|k| after_move(top, k));
            let unvalued: Vec<u64> = options
                .clone()
                .filter(|option| !self.values.contains_key(option))
                .collect();
            if unvalued.is_empty() {
                let mut seen = [false; 66];
                for option in options {
                    let value = self.values[&option] as usize;
                    if value < seen.len() {
                        seen[value] = true;
                    }
                }
                let value = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
                self.values.insert(top, value);
                stack.pop();
            } else {
                // Every option is a smaller mask (the highest exponent falls),
                // so the stack never meets a mask twice on one path.
                stack.extend(unvalued);
            }
        }
        self.values[&mask]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_lowers_the_exponents_literally() {
        for mask in 1u64..1 << 10 {
            for k in 1..=(64 - mask.leading_zeros()) {
                let exponents = (1..=10).filter(|e| mask >> (e - 1) & 1 == 1);
                let mut literal = 0u64;
                for e in exponents {
                    match e.cmp(&k) {
                        std::cmp::Ordering::Less => literal |= 1 << (e - 1),
                        std::cmp::Ordering::Equal => {}
                        std::cmp::Ordering::Greater => literal |= 1 << (e - k - 1),
                    }
                }
                assert_eq!(after_move(mask, k), literal, "mask {mask:b}, k {k}");
            }
        }
        assert_eq!(after_move(u64::MAX, 64), u64::MAX >> 1);
        assert_eq!(after_move(u64::MAX, 1), u64::MAX >> 1);
    }

    #[test]
    fn masks_merge_each_primes_exponents() {
        assert_eq!(exponent_masks(&[1]), []);
        assert_eq!(
            exponent_masks(&[8, 4, 3, 4_294_967_291, 8]),
            [(2, 0b110), (3, 1), (4_294_967_291, 1)]
        );
        assert_eq!(exponent_masks(&[1 << 31]), [(2, 1 << 30)]);
        // Two primes near 2^16, alone, squared, and shared with a third.
        assert_eq!(
            exponent_masks(&[65_521 * 65_519, 65_521 * 65_521, 65_519 * 3]),
            [(3, 1), (65_519, 1), (65_521, 0b11)]
        );
    }

    /// The masks by trial division by every number from 2 up.
    fn naive_masks(numbers: &[u32]) -> Vec<(u32, u64)> {
        let mut masks = std::collections::BTreeMap::new();
        for &number in numbers {
            let mut rest = u64::from(number);
            let mut divisor = 2u64;
            while divisor * divisor <= rest {
                let mut exponent = 0;
                while rest % divisor == 0 {
                    rest /= divisor;
                    exponent += 1;
                }
                if exponent > 0 {
                    *masks.entry(divisor as u32).or_insert(0) |= 1u64 << (exponent - 1);
                }
                divisor += 1;
            }
            if rest > 1 {
                *masks.entry(rest as u32).or_insert(0) |= 1;
            }
        }
        masks.into_iter().collect()
    }

    #[test]
    fn masks_match_trial_division() {
        let mut state = 850u64;
        let mut next = || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 32) as u32
        };
        for round in 0..300 {
            let numbers: Vec<u32> = (0..20)
                .map(|_| match round % 3 {
                    0 => next().max(1),
                    // Products of two primes (or not) near 2^16.
                    1 => (65_000 + next() % 536) * (65_000 + next() % 536),
                    _ => (next() % 1000 + 1).pow(next() % 3 + 1),
                })
                .collect();
            assert_eq!(
                exponent_masks(&numbers),
                naive_masks(&numbers),
                "{numbers:?}"
            );
        }
    }

    /// The value of the list of numbers `2^e` for the exponents `e` in
    /// `mask`, by literal play of the list: name `2^k` dividing some
    /// number, divide each such number by it.
    fn literal_value(list: Vec<u64>, memo: &mut HashMap<Vec<u64>, u32>) -> u32 {
        if let Some(&value) = memo.get(&list) {
            return value;
        }
        let mut seen = Vec::new();
        let mut k = 1;
        while list.iter().any(|&x| x % (1 << k) == 0) {
            let mut next: Vec<u64> = list
                .iter()
                .map(|&x| if x % (1 << k) == 0 { x >> k } else { x })
                .collect();
            next.sort_unstable();
            next.dedup();
            seen.push(literal_value(next, memo));
            k += 1;
        }
        let value = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(list, value);
        value
    }

    #[test]
    fn the_values_match_literal_play_of_powers_of_two() {
        let mut sets = ExponentSets::new();
        let mut memo = HashMap::new();
        for mask in 0u64..1 << 9 {
            let mut list: Vec<u64> = (1..=9)
                .filter(|e| mask >> (e - 1) & 1 == 1)
                .map(|e| 1 << e)
                .collect();
            list.push(1);
            assert_eq!(
                sets.grundy(mask),
                literal_value(list, &mut memo),
                "{mask:b}"
            );
        }
    }

    #[test]
    fn the_widest_masks_are_valued_without_recursion() {
        let mut sets = ExponentSets::new();
        // Exponents up to 31 (numbers below 2^32): every single exponent e
        // is worth e (one heap of Nim: any k ≤ e leaves e − k).
        for e in 1..=31 {
            assert_eq!(sets.grundy(1 << (e - 1)), e);
        }
        let _ = sets.grundy((1 << 31) - 1);
    }
}
