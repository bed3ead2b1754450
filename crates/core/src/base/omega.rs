//! `Ω(n)`, the number of prime factors of `n` counted with multiplicity, for
//! any 32-bit `n` without a table: for numbers beyond a [`crate::base::sieve`].
//!
//! Trial division by the odd primes `p` with `p³ ≤ rest` (at most the 255 odd
//! primes up to `⌊(2^32)^{1/3}⌋ = 1625`) leaves a `rest` whose prime factors
//! all exceed the cube root of `rest`, so it has at most two of them: `rest`
//! is 1, a prime, or a product of two primes. A deterministic Miller–Rabin
//! test (bases 2, 7 and 61 decide every `n < 4,759,123,141`) tells the last
//! two apart. Divisibility by `p` is tested without a division: for odd `p`
//! with inverse `p⁻¹ (mod 2^32)`, `p` divides `n` exactly when
//! `n · p⁻¹ (mod 2^32) ≤ ⌊(2^32 − 1) / p⌋` (Granlund and Montgomery).
//!
//! That is a few hundred multiplications and at most three modular
//! exponentiations per number, where trial division up to `√n` takes up to
//! 32,768 divisions (a prime near 2^32).

/// The odd primes up to the cube root of 2^32, as divisibility tests.
///
/// # Example
/// ```
/// let omega = gamecore::base::omega::Omega::new();
/// assert_eq!(omega.n_prime_factors(4_294_967_291), 1); // the largest u32 prime
/// assert_eq!(omega.n_prime_factors(u32::MAX), 5); // 3·5·17·257·65537
/// ```
#[derive(Debug, Clone)]
pub struct Omega {
    /// Per odd prime `p`: `(p, p⁻¹ mod 2^32, ⌊(2^32 − 1) / p⌋)`.
    tests: Vec<(u32, u32, u32)>,
}

/// The largest `p` with `p³ < 2^32`: after trial division by every odd prime
/// up to it, a 32-bit number has at most two prime factors left.
const CUBE_ROOT: u32 = 1625;

impl Omega {
    /// The divisibility tests for every odd prime up to 1625.
    ///
    /// # Complexity
    /// `O(1625 · log log 1625)`: a few microseconds.
    ///
    /// # Example
    /// ```
    /// let omega = gamecore::base::omega::Omega::new();
    /// assert_eq!(omega.n_prime_factors(1), 0);
    /// ```
    pub fn new() -> Self {
        let limit = CUBE_ROOT as usize;
        let mut is_composite = vec![false; limit + 1];
        let mut tests = Vec::new();
        for p in (3..=limit).step_by(2) {
            if is_composite[p] {
                continue;
            }
            for multiple in (p * p..=limit).step_by(2 * p) {
                is_composite[multiple] = true;
            }
            let p = p as u32;
            tests.push((p, inverse_mod_2_32(p), u32::MAX / p));
        }
        Omega { tests }
    }

    /// `Ω(n)`, the number of prime factors of `n` counted with multiplicity.
    ///
    /// # Constraints
    /// `n ≥ 1`.
    ///
    /// # Panics
    /// If `n == 0`.
    ///
    /// # Complexity
    /// At most 255 multiplications for the trial division and three modular
    /// exponentiations (32 squarings each) for the test of the rest.
    ///
    /// # Example
    /// ```
    /// let omega = gamecore::base::omega::Omega::new();
    /// assert_eq!(omega.n_prime_factors(360), 6); // 2^3 · 3^2 · 5
    /// assert_eq!(omega.n_prime_factors(65_521 * 65_519), 2); // two primes near 2^16
    /// assert_eq!(omega.n_prime_factors(65_521 * 65_521), 2);
    /// assert_eq!(omega.n_prime_factors(1 << 31), 31);
    /// ```
    pub fn n_prime_factors(&self, n: u32) -> u32 {
        assert!(n >= 1, "Ω(0) is undefined");
        let mut count = n.trailing_zeros();
        let (rest, smallest_left) =
            self.divide_out_small_primes(n >> count, |_, exponent| count += exponent);
        // Every prime factor of `rest` is at least `smallest_left`, and
        // `smallest_left³ > rest`, so there are at most two of them.
        let rest64 = u64::from(rest);
        count
            + if rest == 1 {
                0
            } else if smallest_left * smallest_left > rest64 || is_prime(rest) {
                1
            } else {
                2
            }
    }

    /// Divides out of the odd `odd` every odd prime `p` with `p³` at most
    /// what is left, telling `found(p, exponent)` by increasing `p`; returns
    /// what is left and a bound `smallest_left` on its prime factors, with
    /// `smallest_left³` above it (so it has at most two).
    pub(crate) fn divide_out_small_primes(
        &self,
        odd: u32,
        mut found: impl FnMut(u32, u32),
    ) -> (u32, u64) {
        let mut rest = odd;
        // Every prime below `smallest_left` has been divided out of `rest`;
        // once every odd prime up to the cube root of 2^32 has, that is
        // every prime up to it.
        let mut smallest_left = u64::from(CUBE_ROOT) + 1;
        for &(p, inverse, max_quotient) in &self.tests {
            let p64 = u64::from(p);
            if p64 * p64 * p64 > u64::from(rest) {
                smallest_left = p64;
                break;
            }
            let mut exponent = 0;
            while rest.wrapping_mul(inverse) <= max_quotient {
                rest = rest.wrapping_mul(inverse); // the exact quotient rest / p
                exponent += 1;
            }
            if exponent > 0 {
                found(p, exponent);
            }
        }
        (rest, smallest_left)
    }
}

impl Default for Omega {
    fn default() -> Self {
        Self::new()
    }
}

/// The inverse of the odd `p` modulo 2^32, by Newton's iteration (each step
/// doubles the number of correct low bits; `p` itself is right to 3 bits).
fn inverse_mod_2_32(p: u32) -> u32 {
    let mut inverse = p;
    for _ in 0..4 {
        inverse = inverse.wrapping_mul(2u32.wrapping_sub(p.wrapping_mul(inverse)));
    }
    inverse
}

/// Is `n` prime? Deterministic Miller–Rabin with the bases 2, 7 and 61, which
/// no odd composite below 4,759,123,141 passes (Jaeschke 1993).
///
/// # Complexity
/// `O(log n)` multiplications modulo `n` per base.
///
/// # Example
/// ```
/// use gamecore::base::omega::is_prime;
/// assert!(is_prime(2) && is_prime(61) && is_prime(4_294_967_291));
/// assert!(!is_prime(0) && !is_prime(1) && !is_prime(4_294_967_295));
/// assert!(!is_prime(3_215_031_751)); // a strong pseudoprime to bases 2, 3, 5 and 7
/// ```
pub fn is_prime(n: u32) -> bool {
    if n < 2 {
        return false;
    }
    for small in [2u32, 3, 5, 7, 61] {
        if n % small == 0 {
            return n == small;
        }
    }
    let n64 = u64::from(n);
    let odd_part = (n - 1) >> (n - 1).trailing_zeros();
    let mul = |a: u64, b: u64| a * b % n64;
    [2u64, 7, 61].iter().all(|&base| {
        let mut exponent = odd_part;
        let mut power = 1u64;
        let mut square = base;
        while exponent > 0 {
            if exponent & 1 == 1 {
                power = mul(power, square);
            }
            square = mul(square, square);
            exponent >>= 1;
        }
        if power == 1 || power == n64 - 1 {
            return true;
        }
        // n − 1 = odd_part · 2^s: look for −1 among power^(2^r), 0 < r < s.
        let mut x = power;
        let mut exponent = odd_part;
        while exponent < (n - 1) / 2 {
            x = mul(x, x);
            exponent <<= 1;
            if x == n64 - 1 {
                return true;
            }
        }
        false
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ω by the definition: divide out every divisor from 2 upwards.
    fn naive_count(mut n: u64) -> u32 {
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
    fn matches_the_definition_on_small_numbers() {
        let omega = Omega::new();
        for n in 1..=200_000u32 {
            assert_eq!(omega.n_prime_factors(n), naive_count(n.into()), "{n}");
        }
    }

    #[test]
    fn matches_the_definition_near_the_top_and_on_hard_shapes() {
        let omega = Omega::new();
        let mut numbers: Vec<u32> = (0..2_000).map(|i| u32::MAX - i).collect();
        // Squares and products of two primes just above the cube root, prime
        // powers, and numbers with a large prime cofactor.
        for (p, q) in [
            (1627u32, 1627u32),
            (1627, 2_639_821),
            (65_521, 65_537),
            (65_537, 65_521),
        ] {
            if let Some(product) = p.checked_mul(q) {
                numbers.push(product);
            }
        }
        numbers.extend([3u32.pow(20), 5u32.pow(13), 1 << 31, 3 * 1_431_655_763]);
        let mut state = 1112u64;
        for _ in 0..2_000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            numbers.push((state >> 32) as u32 | 1);
        }
        for n in numbers {
            assert_eq!(omega.n_prime_factors(n), naive_count(n.into()), "{n}");
        }
    }

    #[test]
    fn is_prime_matches_trial_division() {
        let trial = |n: u32| n >= 2 && naive_count(n.into()) == 1;
        for n in (0..100_000).chain(u32::MAX - 5_000..=u32::MAX) {
            assert_eq!(is_prime(n), trial(n), "{n}");
        }
        // 2047 to base 2; 1,373,653 and 25,326,001 to bases 2 and 3;
        // 3,215,031,751 to 2, 3, 5 and 7 (base 61 catches them all).
        for n in [2047u32, 1_373_653, 25_326_001, 3_215_031_751] {
            assert_eq!(is_prime(n), trial(n), "{n}");
        }
    }

    #[test]
    fn inverses_are_inverses() {
        for p in (1..1000u32).step_by(2).chain([u32::MAX, u32::MAX - 2]) {
            assert_eq!(p.wrapping_mul(inverse_mod_2_32(p)), 1, "{p}");
        }
    }
}
