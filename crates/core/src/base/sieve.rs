//! The number of prime factors counted with multiplicity, `Ω(n)`, for every
//! `n` up to a limit, by a segmented sieve over prime powers.
//!
//! The divisor game (ACdream 1112: replace `x` by a proper divisor, or by two
//! factors `a·b = x` with `a, b > 1`) only sees `Ω(x)`: a proper divisor keeps
//! any smaller number of the prime factors, and a split shares them between two
//! non-empty groups. That is a heap of `Ω(x)` in Lasker's Nim
//! ([`crate::sg::lasker`]).
//!
//! The sieve works on odd numbers only (`Ω(n) = trailing zeros + Ω(odd
//! part)`), which halves its memory and work. It is a segmented sieve of
//! Eratosthenes over prime powers: a block of odd numbers at a time, every odd
//! prime power `q = p^k` with `p ≤ √limit` adds 1 to the count of each of its
//! odd multiples and multiplies that number's running product of found prime
//! factors by `p`. Afterwards the product is the part of `n` made of primes up
//! to `√limit`; what is left, `n / product ≤ limit`, has no prime factor up to
//! `√limit`, so it is 1 or one prime: a product below `n` means one more
//! factor. This is `O(limit · log log limit)` rather than linear, but fast:
//! - a block (8192 odd numbers: 8 KB of counts, 32 KB of products) stays in
//!   the L1 cache while every prime power strikes it, where a linear sieve
//!   writes all over a table of megabytes;
//! - the smallest primes, which would strike most often (`3, 9, 5, 7, 11`: 0.88
//!   of the about 2.1 strikes per odd number), are a periodic pattern (period
//!   `9 · 5 · 7 · 11 = 3465`), computed once and copied into each block.
//!
//! The table keeps each odd number's count in 4 bits, two to a byte: an odd
//! number below 3^15 has at most 14 prime factors, and the few above it with
//! 15 or more (the smallest is 3^15 = 14,348,907) are marked and counted by
//! trial division, which is quick for them (their largest prime factor is
//! below 2^32 / 3^14 < 900). Half the memory of a byte per count makes a
//! lookup hit the cache more often: random lookups into the table for
//! 5·10^6 (1.25 MB instead of 2.5 MB) took about a quarter less time.

/// `Ω(n)` for every `n` up to a limit: the number of prime factors of `n`
/// counted with multiplicity (`Ω(12) = 3`, `Ω(1) = 0`).
///
/// # Example
/// ```
/// use gamecore::base::sieve::Sieve;
/// let sieve = Sieve::new(100);
/// assert_eq!(sieve.n_prime_factors(1), 0);
/// assert_eq!(sieve.n_prime_factors(97), 1);
/// assert_eq!(sieve.n_prime_factors(96), 6);
/// // Beyond the limit it falls back to trial division.
/// assert_eq!(sieve.n_prime_factors(1 << 31), 31);
/// ```
#[derive(Debug, Clone)]
pub struct Sieve {
    limit: u32,
    /// `Ω(2k + 1)` in the low 4 bits of byte `k / 2` for even `k`, in the high
    /// 4 bits for odd `k`; [`SATURATED`] means 15 or more.
    packed_counts: Vec<u8>,
}

/// A packed count that stands for 15 or more prime factors.
const SATURATED: u8 = 15;

impl Sieve {
    /// Sieves `Ω(n)` for every `n` in `1..=limit`.
    ///
    /// Segmented sieve of Eratosthenes over the prime powers up to `limit`
    /// of the odd primes up to `√limit`, on odd numbers only; see the module
    /// docs for how the one prime factor above `√limit` is found and why it
    /// is fast.
    ///
    /// # Constraints
    /// Any `u32`. Memory is the table, `limit / 4` bytes (5·10^6 takes
    /// 1.25 MB), plus about 60 KB of block and pattern buffers and the list of
    /// prime powers (a few KB; under 250 KB even for `u32::MAX`).
    ///
    /// # Complexity
    /// `O(limit · log log limit)` time: each odd `n` is struck once per odd
    /// prime power dividing it, about 2.1 times on average, 0.88 of that by
    /// block copies. A few milliseconds for 5·10^6.
    ///
    /// # Example
    /// ```
    /// let sieve = gamecore::base::sieve::Sieve::new(5_000_000);
    /// assert_eq!(sieve.limit(), 5_000_000);
    /// assert_eq!(sieve.n_prime_factors(4_194_304), 22); // 2^22
    /// assert_eq!(sieve.n_prime_factors(5_000_000), 13); // 2^6 · 5^7
    /// ```
    pub fn new(limit: u32) -> Self {
        // Odd numbers 1, 3, …, ≤ limit; the odd n is at index n / 2, and the
        // odd multiples of an odd q are q / 2, q / 2 + q, q / 2 + 2q, ….
        let n_odd = (limit as usize + 1) / 2;
        let (pattern_counts, pattern_products) = small_prime_pattern();
        let strikers = prime_powers_to_strike(limit);
        let mut packed_counts = vec![0u8; (n_odd + 1) / 2];
        let mut block_counts = vec![0u8; BLOCK_LEN.min(n_odd)];
        let mut products = vec![0u32; BLOCK_LEN.min(n_odd)];
        // Index of each striker's next odd multiple; never behind the block.
        let mut next_multiple: Vec<u64> = strikers.iter().map(|&(q, _)| q / 2).collect();
        let mut block_start = 0u64;
        // BLOCK_LEN is even, so every block but the last starts and ends on a
        // byte of the packed table.
        for packed in packed_counts.chunks_mut(BLOCK_LEN / 2) {
            let block_len = BLOCK_LEN.min(n_odd - block_start as usize);
            let counts = &mut block_counts[..block_len];
            let products = &mut products[..block_len];
            let mut phase = (block_start % PATTERN_PERIOD as u64) as usize;
            let mut filled = 0;
            while filled < block_len {
                let run = (PATTERN_PERIOD - phase).min(block_len - filled);
                counts[filled..filled + run].copy_from_slice(&pattern_counts[phase..phase + run]);
                products[filled..filled + run]
                    .copy_from_slice(&pattern_products[phase..phase + run]);
                filled += run;
                phase = 0;
            }
            for (&(q, p), next) in strikers.iter().zip(next_multiple.iter_mut()) {
                // u64 offsets: `offset + q` cannot overflow even for q near 2^32.
                let mut offset = *next - block_start;
                while offset < block_len as u64 {
                    counts[offset as usize] += 1;
                    products[offset as usize] *= p;
                    offset += q;
                }
                *next = block_start + offset;
            }
            // n = 2 · index + 1 ≤ limit fits a u32; it wraps only past the end.
            let mut n = 2 * block_start as u32 + 1;
            for (count, &product) in counts.iter_mut().zip(products.iter()) {
                *count += u8::from(product < n);
                n = n.wrapping_add(2);
            }
            let mut pairs = counts.chunks_exact(2);
            for (byte, pair) in packed.iter_mut().zip(&mut pairs) {
                *byte = pair[0].min(SATURATED) | (pair[1].min(SATURATED) << 4);
            }
            if let [last] = pairs.remainder() {
                packed[block_len / 2] = (*last).min(SATURATED);
            }
            block_start += block_len as u64;
        }
        Sieve {
            limit,
            packed_counts,
        }
    }

    /// The largest `n` whose `Ω(n)` is in the table.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::base::sieve::Sieve::new(10).limit(), 10);
    /// ```
    pub fn limit(&self) -> u32 {
        self.limit
    }

    /// `Ω(n)`, the number of prime factors of `n` counted with multiplicity:
    /// from the table when `n ≤ limit`, by trial division otherwise.
    ///
    /// # Constraints
    /// `n ≥ 1`.
    ///
    /// # Panics
    /// If `n == 0`.
    ///
    /// # Complexity
    /// `O(1)` for `n ≤ limit` (a few dozen divisions for the rare `n` whose
    /// odd part has 15 or more prime factors, see the module docs); `O(√n)`
    /// above it (at most 2^15 trial divisions).
    ///
    /// # Example
    /// ```
    /// let sieve = gamecore::base::sieve::Sieve::new(1000);
    /// assert_eq!(sieve.n_prime_factors(360), 6); // 2^3 · 3^2 · 5
    /// assert_eq!(sieve.n_prime_factors(4_294_967_291), 1); // the largest u32 prime
    /// ```
    #[inline]
    pub fn n_prime_factors(&self, n: u32) -> u32 {
        assert!(n >= 1, "Ω(0) is undefined");
        if n > self.limit {
            return n_prime_factors_by_trial_division(n);
        }
        let twos = n.trailing_zeros();
        let index = (n >> twos) as usize / 2;
        let count = (self.packed_counts[index / 2] >> (index % 2 * 4)) & 0xF;
        if count == SATURATED {
            // An odd part of at least 3^15: rare, and quick to factor.
            return n_prime_factors_by_trial_division(n);
        }
        twos + u32::from(count)
    }
}

/// Odd numbers per block: 8 KB of counts and 32 KB of products fit the L1
/// cache together, which measured fastest (larger blocks spill to L2).
const BLOCK_LEN: usize = 8192;

/// Period, in odd numbers, of the divisibility by `3, 9, 5, 7, 11`: the
/// prime powers copied in as a pattern instead of struck one by one.
const PATTERN_PERIOD: usize = 9 * 5 * 7 * 11;

/// One period of the counts and products that the prime powers dividing
/// [`PATTERN_PERIOD`] give the odd numbers: `index ↦ 2 · index + 1`, and an
/// odd `q` divides `2 · index + 1` exactly when `index ≡ q / 2 (mod q)`, so
/// the pattern repeats every `PATTERN_PERIOD` indices.
fn small_prime_pattern() -> (Vec<u8>, Vec<u32>) {
    let mut counts = vec![0u8; PATTERN_PERIOD];
    let mut products = vec![1u32; PATTERN_PERIOD];
    for p in [3, 5, 7, 11] {
        let mut q = p;
        while PATTERN_PERIOD % q == 0 {
            for index in (q / 2..PATTERN_PERIOD).step_by(q) {
                counts[index] += 1;
                products[index] *= p as u32;
            }
            q *= p;
        }
    }
    (counts, products)
}

/// Every prime power `q = p^k ≤ limit` of an odd prime `p ≤ √limit`, as
/// `(q, p)`, except those already in the pattern (dividing
/// [`PATTERN_PERIOD`]).
///
/// Together with the pattern, every power of every odd prime up to `√limit`
/// that could divide some `n ≤ limit` is counted (a pattern prime above
/// `√limit` has no higher power `≤ limit`), so an odd `n ≤ limit` gets
/// count `Σ v_p(n)` and product `Π p^v_p(n)` over those primes.
fn prime_powers_to_strike(limit: u32) -> Vec<(u64, u32)> {
    let root = crate::base::isqrt::isqrt_u64(u64::from(limit)) as usize;
    // The odd primes up to √limit (at most 65535) by a plain sieve.
    let mut is_composite = vec![false; root + 1];
    let mut strikers = Vec::new();
    for p in (3..=root).step_by(2) {
        if is_composite[p] {
            continue;
        }
        for multiple in (p * p..=root).step_by(2 * p) {
            is_composite[multiple] = true;
        }
        let mut q = p as u64;
        while q <= u64::from(limit) {
            if PATTERN_PERIOD as u64 % q != 0 {
                strikers.push((q, p as u32));
            }
            q *= p as u64;
        }
    }
    strikers
}

/// `Ω(n)` by trial division, for numbers beyond a sieve.
///
/// # Constraints
/// `n ≥ 1`.
///
/// # Panics
/// If `n == 0`.
///
/// # Complexity
/// `O(√n)`: at most 2^15 divisions.
///
/// # Example
/// ```
/// use gamecore::base::sieve::n_prime_factors_by_trial_division;
/// assert_eq!(n_prime_factors_by_trial_division(1), 0);
/// assert_eq!(n_prime_factors_by_trial_division(5_000_000), 13);
/// assert_eq!(n_prime_factors_by_trial_division(u32::MAX), 5); // 3·5·17·257·65537
/// ```
pub fn n_prime_factors_by_trial_division(n: u32) -> u32 {
    assert!(n >= 1, "Ω(0) is undefined");
    let mut count = n.trailing_zeros();
    let mut rest = n >> count;
    let mut divisor = 3u32;
    while u64::from(divisor) * u64::from(divisor) <= u64::from(rest) {
        while rest % divisor == 0 {
            rest /= divisor;
            count += 1;
        }
        divisor += 2;
    }
    if rest > 1 {
        count += 1;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ω by the definition: divide out every divisor from 2 upwards (what is
    /// left once divisor² exceeds it is a prime).
    fn naive_count(mut n: u32) -> u32 {
        let mut count = 0;
        let mut divisor = 2;
        while divisor * divisor <= n {
            while n % divisor == 0 {
                n /= divisor;
                count += 1;
            }
            divisor += 1;
        }
        count + u32::from(n > 1)
    }

    #[test]
    fn table_matches_the_definition() {
        let sieve = Sieve::new(30_000);
        for n in 1..=30_000 {
            assert_eq!(sieve.n_prime_factors(n), naive_count(n), "n = {n}");
        }
    }

    #[test]
    fn every_small_limit_is_exact_up_to_its_edge() {
        for limit in 0..=200 {
            let sieve = Sieve::new(limit);
            for n in 1..=300 {
                assert_eq!(
                    sieve.n_prime_factors(n),
                    naive_count(n),
                    "limit {limit}, n = {n}"
                );
            }
        }
    }

    #[test]
    fn trial_division_matches_the_definition() {
        for n in 1..=20_000 {
            assert_eq!(
                n_prime_factors_by_trial_division(n),
                naive_count(n),
                "n = {n}"
            );
        }
        let known = [
            (u32::MAX, 5),        // 3 · 5 · 17 · 257 · 65537
            (u32::MAX - 1, 2),    // 2 · (2^31 − 1), a Mersenne prime
            (4_294_967_291, 1),   // the largest prime below 2^32
            (65_521 * 65_519, 2), // two primes just below 2^16
            (1 << 31, 31),
            (3 << 30, 31),
        ];
        for (n, count) in known {
            assert_eq!(n_prime_factors_by_trial_division(n), count, "n = {n}");
        }
    }

    #[test]
    fn the_judges_largest_values() {
        let sieve = Sieve::new(5_000_000);
        for n in (4_990_000..=5_000_000).chain([4_194_304, 4_782_969, 3_628_800]) {
            assert_eq!(
                sieve.n_prime_factors(n),
                n_prime_factors_by_trial_division(n),
                "{n}"
            );
        }
    }

    /// `naive_count` for every n in `1..=max`, at index n (index 0 unused).
    fn naive_table(max: u32) -> Vec<u32> {
        (0..=max)
            .map(|n| if n == 0 { 0 } else { naive_count(n) })
            .collect()
    }

    #[test]
    fn table_to_two_hundred_thousand_matches_the_definition() {
        let naive = naive_table(200_000);
        let sieve = Sieve::new(200_000);
        for n in 1..=200_000 {
            assert_eq!(sieve.n_prime_factors(n), naive[n as usize], "n = {n}");
        }
    }

    #[test]
    fn limits_at_block_and_pattern_edges_are_exact() {
        // Every limit up to 1500 (squares of primes, where a new prime starts
        // striking, and the first pattern prime powers), then limits around
        // the ends of blocks (2 · BLOCK_LEN · k numbers) and of pattern
        // periods (2 · PATTERN_PERIOD · k).
        let naive = naive_table(120_000);
        let mut limits: Vec<u32> = (0..=1500).collect();
        for k in 1..=7 {
            for end in [2 * BLOCK_LEN * k, 2 * PATTERN_PERIOD * k] {
                let end = end as u32;
                limits.extend(end - 3..=end + 3);
            }
        }
        for limit in limits {
            let sieve = Sieve::new(limit);
            assert_eq!(sieve.limit(), limit);
            for n in 1..=limit + 20 {
                assert_eq!(
                    sieve.n_prime_factors(n),
                    naive[n as usize],
                    "limit {limit}, n = {n}"
                );
            }
        }
    }

    #[test]
    fn block_edges_up_to_the_judges_limit_match_trial_division() {
        let sieve = Sieve::new(5_000_000);
        let block_span = 2 * BLOCK_LEN as u32;
        for end in (block_span..=5_000_000 + block_span).step_by(block_span as usize) {
            for n in end.saturating_sub(5)..=end + 5 {
                if n <= 5_000_000 {
                    assert_eq!(sieve.n_prime_factors(n), naive_count(n), "n = {n}");
                }
            }
        }
        // Squares and cubes of primes, and products of two primes near √limit
        // (the largest odd prime strikers and cofactors).
        let known = [
            (2221 * 2221, 2), // the square of the largest prime below √(5·10^6) ≈ 2236.07
            (2221 * 2237, 2), // 2237 is never struck: the one cofactor
            (2213 * 2239, 2),
            (3 * 1_666_657, 2),
            (4_999_999, 1),
            (4_782_969, 14), // 3^14
            (4_879_681, 4),  // 47^4
            (9_765_625, 10), // 5^10, beyond the limit: trial division
        ];
        for (n, count) in known {
            assert_eq!(sieve.n_prime_factors(n), count, "n = {n}");
            assert_eq!(naive_count(n), count, "n = {n}");
        }
    }

    #[test]
    fn counts_of_fifteen_and_more_are_exact() {
        // Up to just past 3^16 = 43,046,721: odd numbers with 15 prime
        // factors (3^15 and a few more) and one with 16, which a 4-bit count
        // could not hold.
        let limit = 3u32.pow(16) + 10;
        let sieve = Sieve::new(limit);
        let known = [
            (3u32.pow(16), 16),
            (3u32.pow(15), 15),
            (3u32.pow(14) * 5, 15),
            (3u32.pow(14) * 7, 15),
            (3u32.pow(13) * 25, 15),
            (3u32.pow(14) * 2, 15), // even: 1 + Ω(3^14), from the table
            (3u32.pow(15) * 2, 16), // even, odd part saturated
            (3u32.pow(13) * 7, 14),
            (1 << 25, 25),
            (3u32.pow(16) * 2, 17), // beyond the limit
        ];
        for (n, count) in known {
            assert_eq!(sieve.n_prime_factors(n), count, "n = {n}");
            assert_eq!(naive_count(n), count, "n = {n}");
        }
        // The table around them.
        for (n, _) in known {
            for n in n.saturating_sub(50)..=n.saturating_add(50) {
                assert_eq!(sieve.n_prime_factors(n), naive_count(n), "n = {n}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "Ω(0)")]
    fn zero_panics() {
        Sieve::new(10).n_prime_factors(0);
    }
}
