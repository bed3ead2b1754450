//! The number of prime factors counted with multiplicity, `Ω(n)`, for every
//! `n` up to a limit, by a linear sieve.
//!
//! The divisor game (ACdream 1112: replace `x` by a proper divisor, or by two
//! factors `a·b = x` with `a, b > 1`) only sees `Ω(x)`: a proper divisor keeps
//! any smaller number of the prime factors, and a split shares them between two
//! non-empty groups. That is a heap of `Ω(x)` in Lasker's Nim
//! ([`crate::lasker`]).
//!
//! The sieve works on odd numbers only (`Ω(n) = trailing zeros + Ω(odd
//! part)`), which halves its memory traffic, and keeps a smallest prime factor
//! only for the odd numbers it still multiplies (those up to `limit / 3`).

/// `Ω(n)` for every `n` up to a limit: the number of prime factors of `n`
/// counted with multiplicity (`Ω(12) = 3`, `Ω(1) = 0`).
///
/// # Example
/// ```
/// use gamecore::sieve::Sieve;
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
    /// `Ω(2k + 1)` at index `k`.
    odd_counts: Vec<u8>,
}

impl Sieve {
    /// Sieves `Ω(n)` for every `n` in `1..=limit`.
    ///
    /// Linear sieve (each odd composite is written once, by its smallest prime
    /// factor) over the odd numbers.
    ///
    /// # Constraints
    /// Any `u32`. Memory is about `0.84 · limit` bytes (5·10^6 takes 4.2 MB).
    ///
    /// # Complexity
    /// `O(limit)` time; a few tens of milliseconds for 5·10^6.
    ///
    /// # Example
    /// ```
    /// let sieve = gamecore::sieve::Sieve::new(5_000_000);
    /// assert_eq!(sieve.limit(), 5_000_000);
    /// assert_eq!(sieve.n_prime_factors(4_194_304), 22); // 2^22
    /// assert_eq!(sieve.n_prime_factors(5_000_000), 13); // 2^6 · 5^7
    /// ```
    pub fn new(limit: u32) -> Self {
        let limit_u64 = u64::from(limit);
        // Odd numbers 1, 3, …, ≤ limit; the odd n is at index n / 2.
        let n_odd = (limit as usize + 1) / 2;
        // The sieve multiplies an odd m by odd primes p ≥ 3, so only m ≤
        // limit / 3 ever has multiples to write; only those need their
        // smallest prime factor, which for a composite is at most √limit and
        // fits a u16 (0 marks 1 and the primes, whose own value is meant).
        let n_multipliers = (limit as usize / 3 + 1) / 2;
        let mut odd_counts = vec![0u8; n_odd];
        let mut smallest_factor = vec![0u16; n_multipliers];
        let mut primes: Vec<u32> = Vec::new();
        for idx in 1..n_multipliers {
            let m = 2 * idx as u64 + 1;
            if odd_counts[idx] == 0 {
                odd_counts[idx] = 1;
                primes.push(m as u32);
            }
            let factor = match smallest_factor[idx] {
                0 => m,
                p => u64::from(p),
            };
            let product_count = odd_counts[idx] + 1;
            // m · p has smallest prime factor p exactly when p ≤ spf(m):
            // every odd composite is reached once, from m = n / spf(n).
            for &p in &primes {
                let product = m * u64::from(p);
                if u64::from(p) > factor || product > limit_u64 {
                    break;
                }
                let product_idx = (product / 2) as usize;
                odd_counts[product_idx] = product_count;
                if product_idx < n_multipliers {
                    smallest_factor[product_idx] = p as u16;
                }
            }
        }
        // Above limit / 3 every odd number left unwritten is a prime. Index 0
        // is the number 1, with no prime factor.
        for count in odd_counts.iter_mut().skip(n_multipliers.max(1)) {
            if *count == 0 {
                *count = 1;
            }
        }
        Sieve { limit, odd_counts }
    }

    /// The largest `n` whose `Ω(n)` is in the table.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::sieve::Sieve::new(10).limit(), 10);
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
    /// `O(1)` for `n ≤ limit`; `O(√n)` above it (at most 2^15 trial
    /// divisions).
    ///
    /// # Example
    /// ```
    /// let sieve = gamecore::sieve::Sieve::new(1000);
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
        twos + u32::from(self.odd_counts[(n >> twos) as usize / 2])
    }
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
/// use gamecore::sieve::n_prime_factors_by_trial_division;
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

    #[test]
    #[should_panic(expected = "Ω(0)")]
    fn zero_panics() {
        Sieve::new(10).n_prime_factors(0);
    }
}
