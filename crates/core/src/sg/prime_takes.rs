//! The prime-taking game (TTPC 2019 D 素数取りゲーム): piles of a prime number
//! of stones; a move takes a prime number of stones from one pile so that
//! what is left is 0 or a prime.
//!
//! **Theorem.** A pile of prime `p` has Grundy value 3 if `p = 7`, 2 if
//! `p − 2` is prime (other than for 7), and 1 otherwise.
//! *Proof.* A move from `p` takes `q` and leaves `p − q ∈ {0} ∪ primes`. For
//! `p = 2` the only move takes everything: value 1. For odd `p`, `q` and
//! `p − q` are of different parities when both are positive, so one of them is
//! the even prime 2: the options are 0 (take `p`), and, when `p − 2` is prime,
//! `p − 2` (take 2) and 2 (take `p − 2`, value 1). So `G(p) = 1` if `p − 2` is
//! not prime, else `mex{0, 1, G(p − 2)}`, which is 2 unless `G(p − 2) = 2`,
//! i.e. unless `p − 4` is prime too. Three primes `p − 4, p − 2, p` cover
//! every residue mod 3, so one of them is 3: only `3, 5, 7`, and `G(7) = 3`. ∎
//!
//! # Example
//! ```
//! use gamecore::sg::prime_takes::grundy;
//! assert_eq!([2, 3, 5, 7, 11, 13].map(grundy), [1, 1, 2, 3, 1, 2]);
//! ```

use crate::base::omega::is_prime;
use crate::base::sieve::Sieve;

/// Many piles at once: a sieve answers primality up to [`PrimeTakes::SIEVED`]
/// from a table, and Miller–Rabin ([`crate::base::omega::is_prime`]) the rest.
///
/// # Complexity
/// Building: one sieve to `SIEVED` (a few milliseconds, 256 KB). Each
/// pile then: two table look-ups, or two Miller–Rabin tests above `SIEVED`.
///
/// # Example
/// ```
/// let game = gamecore::sg::prime_takes::PrimeTakes::new();
/// assert_eq!(game.grundy_checked(868_033), Some(1));
/// assert_eq!(game.grundy_checked(4_294_967_291), Some(1));
/// assert_eq!(game.grundy_checked(1_000_001), None); // 101 · 9901
/// ```
#[derive(Debug, Clone)]
pub struct PrimeTakes {
    sieve: Sieve,
}

impl Default for PrimeTakes {
    fn default() -> Self {
        Self::new()
    }
}

impl PrimeTakes {
    /// The largest number answered from the sieve.
    pub const SIEVED: u32 = 1 << 20;

    /// Builds the sieve.
    ///
    /// # Complexity
    /// `O(SIEVED log log SIEVED)`.
    ///
    /// # Example
    /// ```
    /// let _game = gamecore::sg::prime_takes::PrimeTakes::new();
    /// ```
    pub fn new() -> Self {
        PrimeTakes {
            sieve: Sieve::new(Self::SIEVED),
        }
    }

    fn is_prime(&self, n: u32) -> bool {
        if n < 2 {
            false
        } else if n <= Self::SIEVED {
            self.sieve.n_prime_factors(n) == 1
        } else {
            is_prime(n)
        }
    }

    /// As the free function [`grundy_checked`], primality from the sieve
    /// where it reaches.
    ///
    /// # Complexity
    /// `O(1)` up to `SIEVED`, else two Miller–Rabin tests.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::prime_takes::PrimeTakes::new();
    /// assert_eq!([2, 3, 5, 7, 9].map(|p| game.grundy_checked(p)), [Some(1), Some(1), Some(2), Some(3), None]);
    /// ```
    pub fn grundy_checked(&self, p: u32) -> Option<u8> {
        value(p, |n| self.is_prime(n))
    }
}

/// The theorem's value, primality by `is_prime`.
fn value(p: u32, is_prime: impl Fn(u32) -> bool) -> Option<u8> {
    if !is_prime(p) {
        return None;
    }
    Some(if p == 7 {
        3
    } else if p > 2 && is_prime(p - 2) {
        2
    } else {
        1
    })
}

/// The Grundy value of a pile of `p` stones, `p` prime (the module's
/// theorem); `None` if `p` is not prime.
///
/// # Complexity
/// Two deterministic Miller–Rabin tests ([`crate::base::omega::is_prime`]):
/// `O(log p)` multiplications each.
///
/// # Example
/// ```
/// use gamecore::sg::prime_takes::grundy_checked;
/// assert_eq!(grundy_checked(4_294_967_291), Some(1)); // 4294967289 = 3 · 1431655763
/// assert_eq!(grundy_checked(9), None);
/// ```
pub fn grundy_checked(p: u32) -> Option<u8> {
    value(p, is_prime)
}

/// The Grundy value of a pile of prime `p` stones.
///
/// # Panics
/// If `p` is not prime.
///
/// # Complexity
/// As [`grundy_checked`].
///
/// # Example
/// ```
/// assert_eq!(gamecore::sg::prime_takes::grundy(868_033), 1);
/// ```
pub fn grundy(p: u32) -> u8 {
    grundy_checked(p).expect("prime_takes::grundy: the pile must be prime")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theorem_is_the_mex_table_to_3000() {
        // Every pile size n (prime or not) by the definition: take a prime q
        // with n − q equal to 0 or prime.
        const N: usize = 3000;
        let prime: Vec<bool> = (0..=N as u32).map(is_prime).collect();
        let mut g = vec![0u8; N + 1];
        for n in 1..=N {
            let options: Vec<u8> = (2..=n)
                .filter(|&q| prime[q] && (q == n || prime[n - q]))
                .map(|q| g[n - q])
                .collect();
            g[n] = (0..).find(|v| !options.contains(v)).unwrap();
        }
        for p in (0..=N).filter(|&p| prime[p]) {
            assert_eq!(grundy(p as u32), g[p], "p = {p}");
        }
        assert_eq!(grundy_checked(1), None);
    }

    #[test]
    fn the_sieve_and_miller_rabin_agree_around_the_sieve_limit() {
        let game = PrimeTakes::new();
        let around = PrimeTakes::SIEVED - 3000..PrimeTakes::SIEVED + 3000;
        for n in (0..3000).chain(around) {
            assert_eq!(game.grundy_checked(n), grundy_checked(n), "n = {n}");
        }
    }
}
