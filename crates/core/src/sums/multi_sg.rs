//! Multi-SG: games in which a move may turn one heap into several. The heaps
//! a move leaves form a sum, so by the Sprague–Grundy theorem the value of
//! that option is the XOR of their values, and a heap's value is the mex over
//! its options as usual. [`crate::sg::lasker`] is the classic case (split in two);
//! this module holds two more, each a closed form derived from the table the
//! mex definition gives and proved by induction below.
//!
//! - [`take_or_split_three`]: take any positive number from a heap, or split
//!   it into three non-empty heaps (HDU 5795).
//! - [`take_one_or_halve`]: take one from a heap, or replace a heap of `2x`
//!   (`x > 0`) by `k` heaps of `x` (Codeforces 603C).
//!
//! # Example
//! ```
//! use gamecore::sums::multi_sg::{take_one_or_halve, take_or_split_three};
//! // HDU 5795's first sample: heaps 4 and 4 cancel; 1 2 4 do not.
//! assert_eq!(take_or_split_three(4) ^ take_or_split_three(4), 0);
//! assert_ne!(take_or_split_three(1) ^ take_or_split_three(2) ^ take_or_split_three(4), 0);
//! // Codeforces 603C's samples: piles 3 4 with k = 1 are won, 3 with k = 2 lost.
//! assert_ne!(take_one_or_halve(3, 1) ^ take_one_or_halve(4, 1), 0);
//! assert_eq!(take_one_or_halve(3, 2), 0);
//! ```

/// The Grundy value of a heap of `n` when a move takes any positive number
/// from one heap or splits one heap into three non-empty heaps:
/// `g(8j + 7) = 8j + 8`, `g(8j + 8) = 8j + 7`, and `g(n) = n` otherwise
/// (`g(0) = 0`).
///
/// # Derivation
/// The mex table (`0 1 2 3 4 5 6 8 7 9 …`) shows the pattern; it holds for all
/// `n`, by strong induction. Assume it below `n`. The takes reach the values
/// `{g(m) : m < n}`, and `g` permutes each block `8j + 1 ..= 8j + 8`, so that
/// set is `{0, …, n − 1}`, except for `n = 8j + 8`, where it is
/// `{0, …, n − 2} ∪ {n}`. For `n = 8j + 7` the split `(8j + 4, 1, 2)` adds
/// `8j + 7 = n` (for `j = 0`: `4 ^ 1 ^ 2`). So `g(n)` is as claimed provided
/// that **no split reaches the claimed value `T = g(n)`**.
///
/// Lemma: for `a + b + c = n` (all ≥ 1), `g(a) ^ g(b) ^ g(c) ≠ T`. Write
/// `S = g(a) + g(b) + g(c)`; then `S − T = D`, where `D` = (number of parts
/// ≡ 7 mod 8) − (number ≡ 0 mod 8) − (1 if `n ≡ 7`, −1 if `n ≡ 0`, else 0)
/// lies in `−4..=4`. For any `x, y, z`,
/// `x + y + z − (x ^ y ^ z) = 2(x & y) + 2((x ^ y) & z)`; split that into the
/// part `L` from the low three bits and the part `H`, a multiple of 16, from
/// the rest. If the XOR were `T`, then `D = L + H`, and `D ≤ 4 < 16` forces
/// `H = 0` and `D = L`. Both `D` and `L` depend only on `a, b, c mod 8`
/// (`g(m) mod 8` is `m mod 8` with 7 and 0 swapped), and none of the 512
/// residue triples has `D = L` — the test
/// `no_residue_triple_lets_a_split_reach_the_value` checks them all. ∎
///
/// # Constraints
/// `n < u64::MAX`: `u64::MAX ≡ 7 (mod 8)`, so its value would be 2^64.
///
/// # Panics
/// If `n == u64::MAX`.
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::sums::multi_sg::take_or_split_three;
/// let values: Vec<u64> = (0..=16).map(take_or_split_three).collect();
/// assert_eq!(values, [0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15]);
/// assert_eq!(take_or_split_three(u64::MAX - 1), u64::MAX - 1); // ≡ 6 (mod 8)
/// assert_eq!(take_or_split_three(u64::MAX - 7), u64::MAX - 8); // ≡ 0 (mod 8)
/// ```
pub fn take_or_split_three(n: u64) -> u64 {
    assert!(
        n < u64::MAX,
        "the value of a heap of u64::MAX would be 2^64"
    );
    // Written without branches, as in `lasker::grundy`.
    let rest = n % 8;
    n + u64::from(rest == 7) - u64::from((rest == 0) & (n > 0))
}

/// The Grundy value of a heap of `n` when a move takes one from a heap, or
/// replaces a heap of even size `2x` (`x > 0`) by `k` heaps of `x`.
///
/// # Derivation
/// `k` heaps of `x` are worth `g(x)` if `k` is odd and 0 if `k` is even (equal
/// values cancel in pairs), so only the parity of `k` matters.
///
/// - `k` even: `g = 0, 1, 2` for `n = 0, 1, 2`; for `n ≥ 3`, `g(n) = 0` for
///   odd `n` and 1 for even `n`. Induction: an odd `n ≥ 3` only moves to
///   `n − 1`, whose value (2 or 1) is not 0; an even `n ≥ 4` reaches
///   `g(n − 1) = 0` and the split's 0, so its value is 1.
/// - `k` odd: `g = 0, 1, 0, 1, 2` for `n = 0..=4`; for `n ≥ 5`, `g(n) = 0`
///   for odd `n`, and for even `n`, `g(n) = mex{g(n − 1), g(n / 2)} =
///   mex{0, g(n / 2)}`, which is 2 if `g(n / 2) = 1` and 1 otherwise.
///   Induction: every even `n ≥ 4` has a value of at least 1 (its options
///   include 0 or it is 4), so an odd `n ≥ 5`, whose only option is `n − 1`,
///   has value 0, and an even `n ≥ 6` has `g(n − 1) = 0`.
///
/// The odd case halves `n` until it is odd or below 6, then applies the rule
/// on the way back: `O(log n)` steps, no recursion.
///
/// # Constraints
/// None: any `n` and `k` (`k = 0` would replace the heap by nothing, worth
/// 0 like any even `k`).
///
/// # Complexity
/// `O(1)` for even `k`, `O(log n)` for odd `k`.
///
/// # Example
/// ```
/// use gamecore::sums::multi_sg::take_one_or_halve;
/// let odd: Vec<u64> = (0..=12).map(|n| take_one_or_halve(n, 3)).collect();
/// assert_eq!(odd, [0, 1, 0, 1, 2, 0, 2, 0, 1, 0, 1, 0, 1]);
/// let even: Vec<u64> = (0..=8).map(|n| take_one_or_halve(n, 2)).collect();
/// assert_eq!(even, [0, 1, 2, 0, 1, 0, 1, 0, 1]);
/// assert_eq!(take_one_or_halve(1 << 40, 1), 2); // 2^40 → … → 4, then 40 − 2 flips
/// ```
pub fn take_one_or_halve(n: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        return match n {
            0..=2 => n,
            _ => u64::from(n % 2 == 0),
        };
    }
    let mut base = n;
    let mut n_halvings = 0u32;
    while base >= 6 && base % 2 == 0 {
        base /= 2;
        n_halvings += 1;
    }
    let mut value = match base {
        0 | 2 => 0,
        1 | 3 => 1,
        4 => 2,
        _ => 0, // odd and at least 5
    };
    for _ in 0..n_halvings {
        value = if value == 1 { 2 } else { 1 };
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::Mex;

    /// Grundy values by the mex definition: every take, every split of a heap
    /// into three non-empty heaps (`a ≤ b ≤ c`).
    fn split_three_table(len: usize) -> Vec<usize> {
        let mut mex = Mex::new();
        let mut values = vec![0usize; len];
        for n in 1..len {
            let mut options: Vec<usize> = values[..n].to_vec();
            for a in 1..=n / 3 {
                for b in a..=(n - a) / 2 {
                    options.push(values[a] ^ values[b] ^ values[n - a - b]);
                }
            }
            values[n] = mex.of(options);
        }
        values
    }

    #[test]
    fn split_three_matches_the_mex_table() {
        for (n, &value) in split_three_table(600).iter().enumerate() {
            assert_eq!(take_or_split_three(n as u64), value as u64, "heap {n}");
        }
    }

    #[test]
    fn no_residue_triple_lets_a_split_reach_the_value() {
        // The lemma of `take_or_split_three`'s derivation, over residues mod 8.
        let low = |residue: i64| match residue {
            7 => 0,
            0 => 7,
            r => r,
        };
        let shift = |residue: i64| match residue {
            7 => 1,
            0 => -1,
            _ => 0,
        };
        for a in 0..8i64 {
            for b in 0..8i64 {
                for c in 0..8i64 {
                    let n = (a + b + c) % 8;
                    let d = shift(a) + shift(b) + shift(c) - shift(n);
                    let (x, y, z) = (low(a), low(b), low(c));
                    let l = 2 * (x & y) + 2 * ((x ^ y) & z);
                    assert_ne!(d, l, "residues {a} {b} {c}");
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "2^64")]
    fn split_three_rejects_the_largest_heap() {
        take_or_split_three(u64::MAX);
    }

    /// Grundy values by the mex definition: take one, or replace `2x` by `k`
    /// heaps of `x` (worth the XOR of `k` copies of `g(x)`).
    fn halve_table(len: usize, k: usize) -> Vec<usize> {
        let mut mex = Mex::new();
        let mut values = vec![0usize; len];
        for n in 1..len {
            let mut options = vec![values[n - 1]];
            if n % 2 == 0 {
                options.push((0..k).fold(0, |acc, _| acc ^ values[n / 2]));
            }
            values[n] = mex.of(options);
        }
        values
    }

    #[test]
    fn halving_matches_the_mex_table() {
        for k in 0..=6 {
            for (n, &value) in halve_table(5000, k).iter().enumerate() {
                assert_eq!(
                    take_one_or_halve(n as u64, k as u64),
                    value as u64,
                    "n {n}, k {k}"
                );
            }
        }
        // Large k: only its parity matters.
        let odd = halve_table(300, 1);
        for n in 0..300u64 {
            assert_eq!(take_one_or_halve(n, 999_999_999), odd[n as usize] as u64);
            assert_eq!(take_one_or_halve(n, u64::MAX), odd[n as usize] as u64);
        }
    }

    #[test]
    fn halving_is_exact_on_powers_of_two_and_the_largest_heaps() {
        // 2^j for j ≥ 3 halves down to 4 (value 2) in j − 2 steps, each
        // flipping 2 ↔ 1 (2 → 1 first).
        for j in 3..64 {
            let expected = if (j - 2) % 2 == 0 { 2 } else { 1 };
            assert_eq!(take_one_or_halve(1 << j, 1), expected, "2^{j}");
        }
        assert_eq!(take_one_or_halve(u64::MAX, 1), 0);
        assert_eq!(take_one_or_halve(u64::MAX, 2), 0);
        assert_eq!(take_one_or_halve(u64::MAX - 1, 2), 1);
        // u64::MAX − 1 = 2 · (2^63 − 1), and 2^63 − 1 is odd: value mex{0, 0}.
        assert_eq!(take_one_or_halve(u64::MAX - 1, 1), 1);
    }
}
