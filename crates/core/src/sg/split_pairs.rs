//! E&D (SDOI 2009, Luogu P2148): piles in pairs; a move removes one pile of a
//! pair and splits its partner into two non-empty piles, which become the
//! pair. A pair of sizes `a`, `b` (both ≥ 1) has Grundy value
//! `ν((a − 1) | (b − 1))`, the index of the lowest 0 bit of `(a − 1) | (b − 1)`.
//!
//! **Theorem and proof.** Write `u = a − 1`, `v = b − 1`. Splitting `b` into
//! `c + d` gives the pair `(c, d)` with `(c − 1) + (d − 1) = v − 1`.
//! *Lemma*: for `m ≥ 0`, the values `ν(x | y)` over `x + y = m` (`x, y ≥ 0`)
//! are exactly the positions of the 1 bits of `m + 1`. If `k = ν(x | y)`, the
//! low `k` bits of `x` and `y` (parts `x'`, `y'`) have `x' | y' = 2^k − 1` and
//! bit `k` is 0 in both, so `2^k ≤ x' + y' + 1 < 2^(k+1)`: bit `k` of `m + 1` is
//! the top bit of `x' + y' + 1`, which no higher part touches — it is 1.
//! Conversely, if bit `k` of `m + 1 = H·2^(k+1) + 2^k + r` (`r < 2^k`) is 1,
//! `x = H·2^(k+1) + 2^k − 1` and `y = r` sum to `m` with `ν(x | y) = k`.
//! By induction on `a + b`, splitting `b` reaches exactly the values at the 1
//! bits of `v`, splitting `a` those of `u` (none when the pile is 1: `u = 0`),
//! so `G(a, b) = mex(bits of u | v)`, the lowest 0 bit of `u | v`. ∎
//!
//! # Example
//! ```
//! use gamecore::sg::split_pairs;
//! assert_eq!(split_pairs::grundy(1, 1), 0); // no split possible
//! assert_eq!(split_pairs::grundy(1, 2), 1);
//! // Luogu's sample: pairs (1, 2) and (3, 1), values 1 ⊕ 0 ≠ 0: YES.
//! assert_eq!(split_pairs::grundy(3, 1), 0);
//! assert!(split_pairs::first_player_wins([(1, 2), (3, 1)]));
//! ```

/// The Grundy value of a pair of piles of `a` and `b` stones (both ≥ 1):
/// `ν((a − 1) | (b − 1))`, by the module's theorem.
///
/// # Panics
/// If `a` or `b` is 0 (not a pile).
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// assert_eq!(gamecore::sg::split_pairs::grundy(2_000_000_001, 1), 0); // 2·10^9 is even
/// assert_eq!(gamecore::sg::split_pairs::grundy(1024, 1), 10); // 1023 = 1111111111₂
/// assert_eq!(gamecore::sg::split_pairs::grundy(4, 4), 2);
/// ```
pub fn grundy(a: u64, b: u64) -> u32 {
    assert!(a > 0 && b > 0, "split_pairs::grundy: piles are non-empty");
    ((a - 1) | (b - 1)).trailing_ones()
}

/// Does the player to move win the sum of `pairs` (Sprague–Grundy: the XOR
/// of the pairs' values is non-zero)?
///
/// # Complexity
/// `O(number of pairs)`.
///
/// # Example
/// ```
/// assert!(!gamecore::sg::split_pairs::first_player_wins([(1, 1), (1, 1), (1, 1)]));
/// ```
pub fn first_player_wins<I: IntoIterator<Item = (u64, u64)>>(pairs: I) -> bool {
    pairs.into_iter().fold(0, |x, (a, b)| x ^ grundy(a, b)) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_formula_is_the_mex_table_on_a_box() {
        const N: usize = 80;
        let mut g = vec![vec![0u32; N + 1]; N + 1];
        for total in 2..=2 * N {
            for a in 1..=N.min(total - 1) {
                let b = total - a;
                if b == 0 || b > N {
                    continue;
                }
                let mut seen = Vec::new();
                // Remove one pile, split the other into (c, split − c).
                for split in [a, b] {
                    for c in 1..split {
                        seen.push(g[c][split - c]);
                    }
                }
                g[a][b] = (0..).find(|v| !seen.contains(v)).unwrap();
            }
        }
        for (a, row) in g.iter().enumerate().skip(1) {
            for (b, &value) in row.iter().enumerate().skip(1) {
                assert_eq!(grundy(a as u64, b as u64), value, "({a}, {b})");
            }
        }
    }

    #[test]
    fn the_lemma_holds_for_every_m_to_300() {
        for m in 0u64..300 {
            let mut values: Vec<u32> = (0..=m).map(|x| (x | (m - x)).trailing_ones()).collect();
            values.sort_unstable();
            values.dedup();
            let bits: Vec<u32> = (0..64).filter(|k| (m + 1) >> k & 1 == 1).collect();
            assert_eq!(values, bits, "m = {m}");
        }
    }
}
