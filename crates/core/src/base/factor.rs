//! The prime factorisation of any 32-bit number in microseconds, without a
//! table: for lists of numbers up to 2^32 − 1, where trial division up to
//! `√n` takes up to 32,768 divisions a number (a product of two primes near
//! 2^16).
//!
//! - **Trial division up to the cube root.** As in [`crate::base::omega`]:
//!   dividing out every prime `p` with `p³ ≤ rest` (2, then at most 255 odd
//!   primes up to 1625, each a multiplication by its inverse modulo 2^32)
//!   leaves a `rest` whose prime factors all exceed its cube root: `rest`
//!   is 1, a prime, the square of a prime, or a product of two distinct
//!   primes.
//! - **Telling them apart.** A prime by a deterministic Miller–Rabin test
//!   (bases 2, 7 and 61 decide every `n < 4,759,123,141`, Jaeschke 1993); a
//!   square by its integer square root.
//! - **Splitting `p · q`.** Pollard's rho method with Brent's cycle finding
//!   (Brent 1980): iterate `y ↦ y² + c` modulo `rest`; modulo the smaller
//!   prime `p ≤ 2^16` the sequence cycles after about `√p` steps, and a
//!   `gcd` of `rest` with the product of the differences met finds `p`.
//!   Products are Montgomery multiplications modulo the odd `rest` (no
//!   division), the `gcd` is taken once per 64 steps, and a run that finds
//!   `rest` itself starts again with the next `c`.
//!
//! # Example
//! ```
//! use gamecore::base::factor::Factorizer;
//! let factorizer = Factorizer::new();
//! let mut factors = Vec::new();
//! factorizer.factorize(65_521 * 65_519, &mut factors);
//! assert_eq!(factors, [(65_519, 1), (65_521, 1)]);
//! ```

use crate::base::isqrt::isqrt_u64;
use crate::base::omega::Omega;

/// Factorises 32-bit numbers: the divisibility tests of the odd primes up to
/// the cube root of 2^32 (those of [`Omega`]).
///
/// # Example
/// ```
/// use gamecore::base::factor::Factorizer;
/// let factorizer = Factorizer::new();
/// let mut factors = Vec::new();
/// factorizer.factorize(360, &mut factors);
/// assert_eq!(factors, [(2, 3), (3, 2), (5, 1)]);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Factorizer {
    omega: Omega,
}

impl Factorizer {
    /// The divisibility tests for every odd prime up to 1625.
    ///
    /// # Complexity
    /// `O(1625 · log log 1625)`: a few microseconds.
    pub fn new() -> Self {
        Factorizer {
            omega: Omega::new(),
        }
    }

    /// Appends to `factors` the prime factorisation of `n`, as pairs
    /// `(prime, exponent)` by increasing prime (nothing for `n = 1`).
    ///
    /// # Panics
    /// If `n == 0`.
    ///
    /// # Complexity
    /// At most 255 multiplications for the trial division, three modular
    /// exponentiations (32 squarings each) for the test of the rest, and for
    /// a product of two primes `p < q` an expected `O(√p)` Montgomery
    /// multiplications (`p < 2^16`: a few hundred).
    ///
    /// # Example
    /// ```
    /// use gamecore::base::factor::Factorizer;
    /// let factorizer = Factorizer::new();
    /// let mut factors = Vec::new();
    /// factorizer.factorize(u32::MAX, &mut factors);
    /// assert_eq!(factors, [(3, 1), (5, 1), (17, 1), (257, 1), (65_537, 1)]);
    /// factors.clear();
    /// factorizer.factorize(65_521 * 65_521, &mut factors);
    /// assert_eq!(factors, [(65_521, 2)]);
    /// ```
    pub fn factorize(&self, n: u32, factors: &mut Vec<(u32, u32)>) {
        assert!(n >= 1, "0 has no prime factorisation");
        let twos = n.trailing_zeros();
        if twos > 0 {
            factors.push((2, twos));
        }
        let (rest, smallest_left) = self
            .omega
            .divide_out_small_primes(n >> twos, |p, exponent| factors.push((p, exponent)));
        if rest == 1 {
            return;
        }
        let rest64 = u64::from(rest);
        if smallest_left * smallest_left > rest64 || is_prime(rest) {
            factors.push((rest, 1));
            return;
        }
        // Two prime factors, each above the cube root of `rest`.
        let root = isqrt_u64(rest64);
        if root * root == rest64 {
            factors.push((root as u32, 2));
            return;
        }
        let p = split(rest);
        let q = rest / p;
        factors.push((p.min(q), 1));
        factors.push((p.max(q), 1));
    }
}

/// Multiplication modulo an odd `n < 2^32` in Montgomery's form: `a · b ·
/// 2^−32 (mod n)`, without a division.
#[derive(Debug, Clone, Copy)]
struct Montgomery {
    n: u32,
    /// `n⁻¹ (mod 2^32)`.
    inverse: u32,
}

impl Montgomery {
    fn new(n: u32) -> Self {
        debug_assert!(n % 2 == 1);
        // Newton's iteration: each step doubles the correct low bits, and
        // `n` is its own inverse to 3 bits.
        let mut inverse = n;
        for _ in 0..4 {
            inverse = inverse.wrapping_mul(2u32.wrapping_sub(n.wrapping_mul(inverse)));
        }
        Montgomery { n, inverse }
    }

    /// `a · b · 2^−32 mod n` for `a, b < n`, in `0..n`: with `t = a · b` and
    /// `m = t · n⁻¹ (mod 2^32)`, `t − m · n` is a multiple of 2^32 (their
    /// low halves agree), so the difference of the high halves is exactly
    /// `(t − m · n) / 2^32`, within `(−n, n)`.
    fn mul(self, a: u32, b: u32) -> u32 {
        let t = u64::from(a) * u64::from(b);
        let m = (t as u32).wrapping_mul(self.inverse);
        let mn = u64::from(m) * u64::from(self.n);
        let (high_t, high_mn) = ((t >> 32) as u32, (mn >> 32) as u32);
        if high_t >= high_mn {
            high_t - high_mn
        } else {
            high_t.wrapping_sub(high_mn).wrapping_add(self.n)
        }
    }

    /// `a` in Montgomery's form, `a · 2^32 mod n`.
    fn to_montgomery(self, a: u32) -> u32 {
        ((u64::from(a) << 32) % u64::from(self.n)) as u32
    }

    /// `base^exponent` of a base and result in Montgomery's form.
    fn pow(self, mut base: u32, mut exponent: u32) -> u32 {
        let mut power = self.to_montgomery(1);
        while exponent > 0 {
            if exponent & 1 == 1 {
                power = self.mul(power, base);
            }
            base = self.mul(base, base);
            exponent >>= 1;
        }
        power
    }
}

/// Is `n` prime? Deterministic Miller–Rabin with the bases 2, 7 and 61, in
/// Montgomery's form (the result is [`crate::base::omega::is_prime`]'s).
///
/// # Complexity
/// `O(log n)` multiplications modulo `n` per base.
fn is_prime(n: u32) -> bool {
    if n < 2 {
        return false;
    }
    for small in [2u32, 3, 5, 7, 61] {
        if n % small == 0 {
            return n == small;
        }
    }
    let field = Montgomery::new(n);
    let (one, minus_one) = (field.to_montgomery(1), field.to_montgomery(n - 1));
    let shifts = (n - 1).trailing_zeros();
    let odd_part = (n - 1) >> shifts;
    [2u32, 7, 61].iter().all(|&base| {
        let mut x = field.pow(field.to_montgomery(base), odd_part);
        if x == one || x == minus_one {
            return true;
        }
        // n − 1 = odd_part · 2^shifts: look for −1 among x^(2^r), 0 < r < shifts.
        for _ in 1..shifts {
            x = field.mul(x, x);
            if x == minus_one {
                return true;
            }
        }
        false
    })
}

/// The greatest common divisor, by Stein's binary algorithm.
fn gcd(mut a: u32, mut b: u32) -> u32 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    while b != 0 {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
    }
    a << shift
}

/// A factor of the odd `n = p · q` (`p ≠ q` primes, `n` not a prime power)
/// other than 1 and `n`: Pollard's rho with Brent's cycle finding, the
/// differences multiplied 64 at a time before one `gcd`.
fn split(n: u32) -> u32 {
    const BATCH: u64 = 64;
    let field = Montgomery::new(n);
    // y ↦ y² · 2^−32 + c: the same pseudo-random map modulo p as y² + c'.
    let step = |y: u32, c: u32| {
        let next = u64::from(field.mul(y, y)) + u64::from(c);
        if next >= u64::from(n) {
            (next - u64::from(n)) as u32
        } else {
            next as u32
        }
    };
    for c in 1..n {
        let (mut y, mut x, mut saved) = (2u32, 2u32, 2u32);
        let mut product = field.to_montgomery(1);
        let mut factor = 1;
        let mut length = 1u64;
        while factor == 1 {
            x = y;
            for _ in 0..length {
                y = step(y, c);
            }
            let mut done = 0;
            while done < length && factor == 1 {
                saved = y;
                for _ in 0..BATCH.min(length - done) {
                    y = step(y, c);
                    product = field.mul(product, x.abs_diff(y));
                }
                factor = gcd(product, n);
                done += BATCH;
            }
            length *= 2;
        }
        if factor == n {
            // The batch overshot (or the cycle closed modulo n): step again
            // from its start, one gcd at a time.
            loop {
                saved = step(saved, c);
                factor = gcd(x.abs_diff(saved), n);
                if factor > 1 {
                    break;
                }
            }
        }
        if factor != n {
            return factor;
        }
    }
    unreachable!("Pollard's rho found no factor of the composite {}", n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The factorisation by trial division by every number from 2 up.
    fn naive(mut n: u64) -> Vec<(u32, u32)> {
        let mut factors = Vec::new();
        let mut divisor = 2;
        while divisor * divisor <= n {
            let mut exponent = 0;
            while n % divisor == 0 {
                n /= divisor;
                exponent += 1;
            }
            if exponent > 0 {
                factors.push((divisor as u32, exponent));
            }
            divisor += 1;
        }
        if n > 1 {
            factors.push((n as u32, 1));
        }
        factors
    }

    fn factorization(factorizer: &Factorizer, n: u32) -> Vec<(u32, u32)> {
        let mut factors = Vec::new();
        factorizer.factorize(n, &mut factors);
        factors
    }

    #[test]
    fn matches_trial_division_on_small_numbers() {
        let factorizer = Factorizer::new();
        for n in 1..=100_000u32 {
            assert_eq!(factorization(&factorizer, n), naive(n.into()), "{n}");
        }
    }

    /// The primes in `range`, by trial division.
    fn primes_in(range: std::ops::RangeInclusive<u32>) -> Vec<u32> {
        range.filter(|&n| naive(n.into()) == [(n, 1)]).collect()
    }

    #[test]
    fn splits_every_hard_shape() {
        let factorizer = Factorizer::new();
        // Products of two primes just above the cube root of 2^32, near
        // 2^16 and far apart; squares of primes; prime powers; the top.
        let near_cube_root = primes_in(1627..=1800);
        let near_2_16 = primes_in(65_000..=65_536);
        let mut numbers: Vec<u32> = (0..3_000).map(|i| u32::MAX - i).collect();
        for (i, &p) in near_2_16.iter().enumerate() {
            for &q in &near_2_16[i..] {
                if let Some(n) = p.checked_mul(q) {
                    numbers.push(n);
                }
            }
        }
        for &p in &near_cube_root {
            numbers.push(p * p);
            numbers.extend(p.checked_mul(2_638_747));
            numbers.extend(near_cube_root.iter().map(|&q| p * q));
        }
        numbers.extend([3u32.pow(20), 5u32.pow(13), 1 << 31, 3 * 1_431_655_763]);
        let mut state = 850u64;
        for _ in 0..3_000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            numbers.push((state >> 32) as u32 | 1);
        }
        for n in numbers {
            assert_eq!(factorization(&factorizer, n), naive(n.into()), "{n}");
        }
    }

    #[test]
    fn is_prime_matches_omega() {
        let mut state = 61u64;
        let numbers = (0..100_000u32).chain(u32::MAX - 5_000..=u32::MAX).chain([
            2047,
            1_373_653,
            25_326_001,
            3_215_031_751,
        ]);
        for n in numbers {
            assert_eq!(is_prime(n), crate::base::omega::is_prime(n), "{n}");
        }
        for _ in 0..20_000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let n = (state >> 32) as u32;
            assert_eq!(is_prime(n), crate::base::omega::is_prime(n), "{n}");
        }
    }

    #[test]
    fn montgomery_multiplication_is_modular_multiplication() {
        for n in [3u32, 5, 65_537, 4_294_967_291, u32::MAX, 2_147_483_649] {
            let field = Montgomery::new(n);
            let r = (1u64 << 32) % u64::from(n);
            for (a, b) in [
                (0, 0),
                (1, 1),
                (n - 1, n - 1),
                (n / 2, n / 3 + 1),
                (12345 % n, n - 2),
            ] {
                // a · b · 2^−32 · 2^32 ≡ a · b.
                let product = u64::from(field.mul(a, b)) * r % u64::from(n);
                assert_eq!(
                    product,
                    u64::from(a) * u64::from(b) % u64::from(n),
                    "{a} · {b} mod {n}"
                );
            }
        }
    }

    #[test]
    fn gcd_is_the_gcd() {
        for a in 0..200u32 {
            for b in 0..200u32 {
                let mut euclid = (a, b);
                while euclid.1 != 0 {
                    euclid = (euclid.1, euclid.0 % euclid.1);
                }
                assert_eq!(gcd(a, b), euclid.0, "gcd({a}, {b})");
            }
        }
    }
}
