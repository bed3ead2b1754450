//! The bit game of Codeforces 2027 E1/E2: from a pile of `x` stones with
//! associated value `a`, take `d` stones where `1 ≤ d ≤ a` and `d` is a
//! submask of `x` (`x & d = d`).
//!
//! **Reduction** (the editorial's first step). Read the bits of `x` from the
//! highest. A bit where `x` is 0 but `a` is 1 can never be taken, but it lets
//! every lower bit of `x` be taken freely: from then on `a` may as well be 1
//! at each set bit of `x`. Bits where `x` is 0 play no part otherwise, so the
//! pile is the same game as `x' = 2^m − 1`, `a' = s`, where `s` collects, from
//! the highest set bit of `x` down, `a`'s bit there (or 1 once such a bit has
//! been seen): [`reduce`]. A set bit of `x'` above `s`'s highest bit can
//! never be taken, so `(s, 2^m − 1)` is also the game `(s, 2^k − 1)` with `k`
//! the bit length of `s`.
//!
//! **Values of the reduced pile** (the editorial's table, proved there by
//! induction on `k`; here checked against the mex of the literal moves for
//! every `x, a < 2^8` by the unit tests, and against literal play of whole
//! games by the tests of `cf-2027e1`): with `g(s)` the value of
//! `(s, 2^k − 1)`,
//!
//! - `g(2^k − 2) = 0` for `k ≥ 1` (so `g(0) = g(2) = 0`),
//! - `g(2^k) = k ⊕ 1`,
//! - `g(2^k − 1) = k`,
//! - `g(s) = k` for every other `s`, `2^(k−1) < s < 2^k − 2`
//!   (the bit length `k` of `s`, as for `2^k − 1`).
//!
//! [`full_value`] is `g`, and [`grundy`] the value of any pile.
//!
//! **Counting** (Codeforces 2027 E2). Let `h` be the highest set bit of
//! `a` and `l = h + 1`. Above `h`, `a` is 0 and nothing has freed a bit, so
//! `x`'s bits there add nothing to `s`: a pile's value depends on
//! `x mod 2^l` only. Every set bit of `x mod 2^l` adds one bit to `s` (if
//! `x`'s bit `h` is 0, `a`'s frees every lower bit and `s = 1…1`), so `s`
//! has `c = popcount(x mod 2^l)` bits and the table gives it the value `c`,
//! except for two shapes, both with `x`'s bit `h` set:
//!
//! - `s = 10…0`, worth `(c − 1) ⊕ 1` (`c − 2` for an even `c`): no lower
//!   bit of `x` may add a 1, so `x` has no bit at or below `a`'s second set
//!   bit `h2` (a 1 there adds a 1; a 0 there frees every lower bit): `x` is
//!   `2^h` plus any bits strictly between `h2` and `h` (below `h` when `a`
//!   has one bit);
//! - `s = 1…10` with two ones or more, worth 0: `x` copies `a` from `h`
//!   down to `j + 1`, for a bit `j < h2` where `a` is 0, sets bit `j` and
//!   nothing below: one `x` per such `j` (with `h2 < j < h` it is `s = 10`,
//!   already in the first shape).
//!
//! [`ValueCounter`] counts the `x ≤ b` by set bits (one binomial row per
//! set bit of the bound) and moves those two shapes to their values;
//! [`ZeroXorCount`] combines piles into the number of choices whose values
//! XOR to 0.
//!
//! # Example
//! ```
//! use gamecore::sg::bit_game::grundy;
//! // The first sample's second test case: three piles, lost for Alice.
//! let piles = [(25, 10), (4, 8), (14, 15)];
//! assert_eq!(piles.iter().fold(0, |acc, &(x, a)| acc ^ grundy(x, a)), 0);
//! ```

/// `s`, the value associated with the pile `x' = 2^m − 1` (`m` the number
/// of set bits of `x`) that plays as the pile `(x, a)`; see the module's
/// reduction.
///
/// # Complexity
/// `O(64)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::reduce;
/// // x = 0b1010: a's bit 2 (where x is 0) frees x's bit 1.
/// assert_eq!(reduce(0b1010, 0b0100), 0b01);
/// assert_eq!(reduce(0b1010, 0b1000), 0b10);
/// assert_eq!(reduce(7, 100), 7);
/// ```
pub fn reduce(x: u64, a: u64) -> u64 {
    let mut freed = false;
    let mut s = 0u64;
    for bit in (0..64).rev() {
        let a_bit = a >> bit & 1 == 1;
        if x >> bit & 1 == 0 {
            freed |= a_bit;
        } else {
            s = s << 1 | u64::from(a_bit || freed);
        }
    }
    s
}

/// `g(s)`, the Grundy value of the pile `(2^k − 1, s)` with `k` the bit
/// length of `s` (the table of the module's doc).
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::full_value;
/// let values: Vec<u64> = (0..10).map(full_value).collect();
/// assert_eq!(values, [0, 1, 0, 2, 3, 3, 0, 3, 2, 4]);
/// ```
pub fn full_value(s: u64) -> u64 {
    let bit_length = u64::from(64 - s.leading_zeros());
    if (u128::from(s) + 2).is_power_of_two() {
        0
    } else if s.is_power_of_two() {
        (bit_length - 1) ^ 1
    } else {
        bit_length
    }
}

/// The Grundy value of the pile of `x` stones with associated value `a`.
///
/// # Complexity
/// `O(64)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::grundy;
/// assert_eq!(grundy(10, 1), 0); // 10 = 0b1010: no d ≤ 1 is a submask
/// assert_eq!(grundy(7, 6), 0); // the first sample: 7 stones, take up to 6
/// assert_eq!(grundy(7, 7), 3); // all of x's bits free: 3 bits
/// ```
pub fn grundy(x: u64, a: u64) -> u64 {
    full_value(reduce(x, a))
}

/// The largest Grundy value of a pile (64 free bits).
pub const MAX_VALUE: usize = 64;

/// Counts the piles `x` in `1..=b` by Grundy value for one `a`, in closed
/// form: binomial coefficients and a few corrections (the module's
/// "Counting").
///
/// Holds Pascal's triangle up to row 64.
///
/// # Complexity
/// [`ValueCounter::count`] is `O(l²)` additions with `l ≤ 64` the bit length
/// of `a` (one binomial row per set bit of `b mod 2^l`); memory `O(64²)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::{grundy, ValueCounter};
/// let counter = ValueCounter::new();
/// let counts = counter.count(13, 45);
/// for value in 0..=6u64 {
///     let naive = (1..=45).filter(|&x| grundy(x, 13) == value).count();
///     assert_eq!(counts[value as usize], naive as u64);
/// }
/// ```
#[derive(Debug, Clone)]
pub struct ValueCounter {
    /// `binomial[n][k]` = C(n, k) for `k ≤ n ≤ 64` (at most C(64, 32) < 2^61).
    binomial: Vec<[u64; MAX_VALUE + 1]>,
}

impl Default for ValueCounter {
    fn default() -> Self {
        Self::new()
    }
}

impl ValueCounter {
    /// A counter with Pascal's triangle up to row 64.
    ///
    /// # Complexity
    /// `O(64²)`.
    pub fn new() -> Self {
        let mut binomial = vec![[0u64; MAX_VALUE + 1]; MAX_VALUE + 1];
        for n in 0..=MAX_VALUE {
            binomial[n][0] = 1;
            for k in 1..=n {
                binomial[n][k] = binomial[n - 1][k - 1] + binomial[n - 1][k];
            }
        }
        ValueCounter { binomial }
    }

    /// `counts[v]` = the number of `x` in `1..=b` with `grundy(x, a) = v`,
    /// for `v` in `0..=MAX_VALUE` (exact: at most `b` in all).
    ///
    /// # Complexity
    /// As for [`ValueCounter`].
    pub fn count(&self, a: u64, b: u64) -> [u64; MAX_VALUE + 1] {
        let mut counts = [0u64; MAX_VALUE + 1];
        if a == 0 {
            // No move from any pile.
            counts[0] = b;
            return counts;
        }
        // The value depends on x mod 2^l only: whole blocks of 2^l, then
        // the part of a block up to b.
        let length = 64 - a.leading_zeros();
        let low = u64::MAX >> (64 - length);
        let blocks = b.checked_shr(length).unwrap_or(0);
        if blocks > 0 {
            let block = self.block_counts(a, low);
            for (count, per_block) in counts.iter_mut().zip(block) {
                // At most b in all, so no overflow.
                *count = blocks * per_block;
            }
        }
        let part = self.block_counts(a, b & low);
        for (count, in_part) in counts.iter_mut().zip(part) {
            *count += in_part;
        }
        // x = 0 (worth 0) is not a pile.
        counts[0] -= 1;
        counts
    }

    /// The values of `x` in `0..=top`, for `1 ≤ a` and `top < 2^l`, `l` the
    /// bit length of `a`: by set bits of `x`, then the two shapes of `s`
    /// the table values otherwise (module doc).
    fn block_counts(&self, a: u64, top: u64) -> [u64; MAX_VALUE + 1] {
        let mut counts = [0u64; MAX_VALUE + 1];
        self.add_by_set_bits(&mut counts, top);
        let high = 63 - a.leading_zeros();
        if top >> high & 1 == 0 {
            // Both shapes need x's bit `high`.
            return counts;
        }
        // The bits strictly between `high` and a's next set bit (or every
        // bit below `high`): x = 2^high plus any of them makes s = 10…0.
        let rest = a ^ 1 << high;
        let gap_low = if rest == 0 {
            0
        } else {
            64 - rest.leading_zeros()
        };
        let gap = high - gap_low;
        let fits = (top - (1 << high)) >> gap_low;
        let mut by_gap_bits = [0u64; MAX_VALUE + 1];
        self.add_by_set_bits(&mut by_gap_bits, fits.min((1 << gap) - 1));
        // j gap bits: s = 1 followed by j zeros, c = j + 1 bits, worth
        // j ⊕ 1 = c − 2 where c is even (j odd) instead of c.
        for j in (1..=gap as usize).step_by(2) {
            counts[j + 1] -= by_gap_bits[j];
            counts[j - 1] += by_gap_bits[j];
        }
        // s = 1…10 with two ones or more, worth 0 instead of its length:
        // x copies a above a bit j below a's second set bit where a is 0,
        // sets bit j, and nothing below.
        if rest != 0 {
            let second = gap_low - 1;
            let mut zeros = !a & ((1u64 << second) - 1);
            while zeros != 0 {
                let j = zeros.trailing_zeros();
                zeros &= zeros - 1;
                let x = (a >> j >> 1 << 1 | 1) << j;
                if x <= top {
                    counts[x.count_ones() as usize] -= 1;
                    counts[0] += 1;
                }
            }
        }
        counts
    }

    /// Adds to `counts[c]` the number of `y` in `0..=limit` with `c` set
    /// bits: below each set bit of `limit`, the bits are free.
    fn add_by_set_bits(&self, counts: &mut [u64; MAX_VALUE + 1], limit: u64) {
        if limit.count_ones() == 64 - limit.leading_zeros() {
            // limit = 2^k − 1: every y of k bits, one binomial row.
            let row = &self.binomial[limit.count_ones() as usize];
            for (count, &ways) in counts.iter_mut().zip(row) {
                *count += ways;
            }
            return;
        }
        let mut above = 0;
        let mut rest = limit;
        while rest != 0 {
            let bit = 63 - rest.leading_zeros() as usize;
            rest ^= 1 << bit;
            // y agrees with limit above `bit`, is 0 there, free below.
            let row = &self.binomial[bit][..=bit];
            for (count, &ways) in counts[above..].iter_mut().zip(row) {
                *count += ways;
            }
            above += 1;
        }
        // y = limit.
        counts[above] += 1;
    }
}

/// The number of ways to pick one value per pile, pile by pile, pile `i`
/// taking value `v` in `counts_i[v]` ways, so that the values XOR to 0 (the
/// second player wins), modulo an odd `modulus`: a knapsack over XOR in the
/// Walsh–Hadamard domain.
///
/// **Why the transform.** The ways to reach each XOR are the XOR
/// convolution of the piles' count vectors; the Walsh–Hadamard transform
/// `H` (size `S`, a power of two) turns it into a pointwise product, and
/// `H(H(f)) = S · f`, so the ways to reach 0 are `(1/S) · Σ_u Π_i H(counts_i)(u)`
/// (`S` is invertible modulo an odd modulus). A vector padded with zeros to
/// size `2S` has its transform repeated twice, so the running product only
/// doubles when a pile with a larger value comes.
///
/// # Panics
/// [`ZeroXorCount::new`] panics if `modulus` is even (it cannot divide by
/// `S`) or at least `2^32` (the products must fit in a `u64`).
///
/// # Complexity
/// [`ZeroXorCount::add`]: `O(S log S)` with `S ≤ 128` the power of two above
/// the largest value seen (32 for piles below 2^30); memory `O(S)`.
///
/// # Example
/// ```
/// use gamecore::sg::bit_game::{ZeroXorCount, MAX_VALUE};
/// // Two piles, each worth 0 in one way and 1 in two ways: 1·1 + 2·2.
/// let mut pile = [0u64; MAX_VALUE + 1];
/// pile[0] = 1;
/// pile[1] = 2;
/// let mut ways = ZeroXorCount::new(1_000_000_007);
/// ways.add(&pile);
/// ways.add(&pile);
/// assert_eq!(ways.count(), 5);
/// ```
#[derive(Debug, Clone)]
pub struct ZeroXorCount {
    modulus: Barrett,
    /// `Π_i H(counts_i)(u)` for `u` below the current size `S`.
    product: Vec<u64>,
    transform: Vec<u64>,
}

/// Reduction modulo `modulus < 2^32` by multiplying with
/// `reciprocal = ⌊(2^64 − 1) / modulus⌋`: the quotient estimate
/// `⌊x · reciprocal / 2^64⌋` is at most one short, so one subtraction ends it.
#[derive(Debug, Clone, Copy)]
struct Barrett {
    modulus: u64,
    reciprocal: u64,
}

impl Barrett {
    fn reduce(self, x: u64) -> u64 {
        let quotient = ((u128::from(x) * u128::from(self.reciprocal)) >> 64) as u64;
        let rest = x - quotient * self.modulus;
        if rest >= self.modulus {
            rest - self.modulus
        } else {
            rest
        }
    }
}

impl ZeroXorCount {
    /// No pile yet (one way: the empty choice).
    ///
    /// # Panics
    /// As for [`ZeroXorCount`].
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new(modulus: u64) -> Self {
        assert!(
            modulus % 2 == 1 && modulus < 1 << 32,
            "ZeroXorCount: the modulus must be odd and below 2^32, found {}",
            modulus
        );
        ZeroXorCount {
            modulus: Barrett {
                modulus,
                reciprocal: u64::MAX / modulus,
            },
            product: vec![1 % modulus],
            transform: Vec::new(),
        }
    }

    /// Adds a pile that takes value `v` in `counts[v]` ways.
    ///
    /// # Complexity
    /// As for [`ZeroXorCount`].
    pub fn add(&mut self, counts: &[u64; MAX_VALUE + 1]) {
        let largest = counts.iter().rposition(|&c| c > 0).unwrap_or(0);
        let size = (largest + 1).next_power_of_two().max(self.product.len());
        while self.product.len() < size {
            self.product.extend_from_within(..);
        }
        let barrett = self.modulus;
        let m = barrett.modulus;
        let transform = &mut self.transform;
        transform.clear();
        transform.extend((0..size).map(|v| counts.get(v).map_or(0, |&c| barrett.reduce(c))));
        let mut half = 1;
        while half < size {
            for block in transform.chunks_exact_mut(2 * half) {
                let (low, high) = block.split_at_mut(half);
                for (u, v) in low.iter_mut().zip(high) {
                    let (x, y) = (*u, *v);
                    *u = if x + y >= m { x + y - m } else { x + y };
                    *v = if x >= y { x - y } else { x + m - y };
                }
            }
            half *= 2;
        }
        for (p, &t) in self.product.iter_mut().zip(transform.iter()) {
            *p = barrett.reduce(*p * t);
        }
    }

    /// The number of choices so far whose values XOR to 0, modulo the
    /// modulus.
    ///
    /// # Complexity
    /// `O(S + log S)`.
    pub fn count(&self) -> u64 {
        let barrett = self.modulus;
        let sum = self
            .product
            .iter()
            .fold(0, |sum, &p| barrett.reduce(sum + p));
        // 1/S = (1/2)^log2(S), and 1/2 is (m + 1)/2 modulo an odd m.
        let half = barrett.reduce((barrett.modulus + 1) / 2);
        let mut inverse = barrett.reduce(1);
        for _ in 0..self.product.len().trailing_zeros() {
            inverse = barrett.reduce(inverse * half);
        }
        barrett.reduce(sum * inverse)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Grundy value of every `(x, a)` with `x, a < 2^bits`, by the mex
    /// of the literal moves.
    fn mex_table(bits: u32) -> Vec<Vec<u64>> {
        let size = 1usize << bits;
        let mut table = vec![vec![0u64; size]; size];
        for x in 0..size {
            for a in 0..size {
                let mut seen = [false; 70];
                // Every non-empty submask d of x with d ≤ a.
                let mut d = x;
                while d > 0 {
                    if d <= a {
                        seen[table[x - d][a] as usize] = true;
                    }
                    d = (d - 1) & x;
                }
                table[x][a] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        table
    }

    #[test]
    fn the_values_match_the_mex_of_the_moves() {
        let table = mex_table(8);
        for (x, row) in table.iter().enumerate() {
            for (a, &value) in row.iter().enumerate() {
                assert_eq!(grundy(x as u64, a as u64), value, "x = {x}, a = {a}");
            }
        }
    }

    /// A fixed xorshift sequence: the tests need no dependency.
    struct Xorshift(u64);

    impl Xorshift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        /// A value of `1..=64` random bits, so that every bit length comes.
        fn any_length(&mut self) -> u64 {
            let bits = self.next() % 64 + 1;
            self.next() >> (64 - bits)
        }
    }

    #[test]
    fn the_counts_match_the_values_one_by_one() {
        let counter = ValueCounter::new();
        for a in 0..70u64 {
            for b in 0..70u64 {
                let counts = counter.count(a, b);
                let mut naive = [0u64; MAX_VALUE + 1];
                for x in 1..=b {
                    naive[grundy(x, a) as usize] += 1;
                }
                assert_eq!(counts, naive, "a = {a}, b = {b}");
            }
        }
        let mut rng = Xorshift(0x2027_00e2);
        for _ in 0..200 {
            let (a, b) = (rng.next() % 4096, rng.next() % 4096);
            let mut naive = [0u64; MAX_VALUE + 1];
            for x in 1..=b {
                naive[grundy(x, a) as usize] += 1;
            }
            assert_eq!(counter.count(a, b), naive, "a = {a}, b = {b}");
        }
    }

    /// Wide piles, past any enumeration: going from `b − 1` to `b` adds
    /// exactly one pile, worth `grundy(b, a)`; the bounds drawn include the
    /// edges of the blocks of `2^l` and the widest values.
    #[test]
    fn the_counts_grow_by_one_pile_at_a_time() {
        let counter = ValueCounter::new();
        let mut rng = Xorshift(0x0b17_6a3e);
        for round in 0..20_000 {
            let a = match round % 4 {
                0 => rng.any_length(),
                1 => u64::MAX - rng.next() % 1000,
                2 => 1 << (rng.next() % 64),
                _ => (1 << (rng.next() % 64)) | rng.any_length() >> (rng.next() % 64),
            };
            let length = 64 - a.leading_zeros();
            let block = 1u64.checked_shl(length).unwrap_or(0);
            let b = match round % 5 {
                0 => rng.any_length(),
                1 => u64::MAX - rng.next() % 4,
                2 => block
                    .wrapping_mul(rng.next() % 8)
                    .wrapping_add(rng.next() % 3),
                3 => (a & rng.next()) | 1,
                _ => (a | rng.any_length()).max(1),
            }
            .max(1);
            let (before, after) = (counter.count(a, b - 1), counter.count(a, b));
            let mut expected = before;
            expected[grundy(b, a) as usize] += 1;
            assert_eq!(after, expected, "a = {a:#x}, b = {b:#x}");
        }
        assert_eq!(counter.count(u64::MAX, 0), [0; MAX_VALUE + 1]);
        let all = counter.count(u64::MAX, u64::MAX);
        assert_eq!(all.iter().fold(0u64, |s, &c| s.wrapping_add(c)), u64::MAX);
        let all = counter.count(5, u64::MAX);
        assert_eq!(all.iter().fold(0u64, |s, &c| s.wrapping_add(c)), u64::MAX);
    }

    /// The knapsack over XOR, one product at a time.
    fn naive_zero_xor(piles: &[Vec<u64>], modulus: u64) -> u64 {
        let mut ways = vec![0u128; 128];
        ways[0] = 1;
        for pile in piles {
            let mut next = vec![0u128; 128];
            for (sum, &w) in ways.iter().enumerate() {
                for (v, &count) in pile.iter().enumerate() {
                    next[sum ^ v] = (next[sum ^ v] + w * u128::from(count)) % u128::from(modulus);
                }
            }
            ways = next;
        }
        (ways[0] % u128::from(modulus)) as u64
    }

    #[test]
    fn the_zero_xor_count_matches_the_knapsack() {
        let mut rng = Xorshift(0x5eed);
        for round in 0..300 {
            let modulus = [1_000_000_007, 998_244_353, 7, 1, 3, (1 << 32) - 5][round % 6];
            let n_piles = (rng.next() % 6) as usize;
            let piles: Vec<Vec<u64>> = (0..n_piles)
                .map(|_| {
                    let n_values = (rng.next() % 65 + 1) as usize;
                    (0..n_values)
                        .map(|_| if rng.next() % 3 == 0 { 0 } else { rng.next() })
                        .collect()
                })
                .collect();
            let mut ways = ZeroXorCount::new(modulus);
            for pile in &piles {
                let mut counts = [0u64; MAX_VALUE + 1];
                counts[..pile.len()].copy_from_slice(pile);
                ways.add(&counts);
            }
            assert_eq!(ways.count(), naive_zero_xor(&piles, modulus), "{piles:?}");
        }
    }

    #[test]
    fn the_zero_xor_count_matches_enumeration() {
        let counter = ValueCounter::new();
        let piles = [(5u64, 9u64), (12, 20), (3, 7)];
        let mut naive = 0;
        for x in 1..=9 {
            for y in 1..=20 {
                for z in 1..=7 {
                    if grundy(x, 5) ^ grundy(y, 12) ^ grundy(z, 3) == 0 {
                        naive += 1;
                    }
                }
            }
        }
        for modulus in [1_000_000_007, 7] {
            let mut ways = ZeroXorCount::new(modulus);
            for &(a, b) in &piles {
                ways.add(&counter.count(a, b));
            }
            assert_eq!(ways.count(), naive % modulus);
        }
        assert_eq!(ZeroXorCount::new(1_000_000_007).count(), 1);
    }

    #[test]
    #[should_panic(expected = "the modulus must be odd")]
    fn an_even_modulus_is_refused() {
        let _ = ZeroXorCount::new(1 << 20);
    }

    #[test]
    fn the_widest_piles_stay_exact() {
        assert_eq!(grundy(u64::MAX, u64::MAX), 64);
        assert_eq!(full_value(u64::MAX), 64);
        assert_eq!(full_value(u64::MAX - 1), 0);
        assert_eq!(full_value(1 << 63), 63 ^ 1);
        assert_eq!(grundy(1 << 63, u64::MAX), 1);
    }
}
