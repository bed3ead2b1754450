//! TTPC 2019 D 素数取りゲーム, one pile of n stones: take a prime number q of
//! stones, leaving n − q stones, which must be 0 or a prime.
//!
//! `cargo xtask grundy crates/ttpc2019-d/game.rs --upto 60` prints G(n) for
//! every n (the judge's piles are the primes): on primes the values are 1, 1,
//! 2, 3 for 2, 3, 5, 7, then 2 where n − 2 is prime and 1 elsewhere — no
//! period (the twin primes decide), so the explorer finds no pattern; the
//! parity-and-mod-3 argument in `gamecore::sg::prime_takes` proves it. The brute
//! force of the crate plays sums of these piles with the same `moves`.
fn is_prime(n: u64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

pub fn moves(n: u64) -> Vec<Vec<u64>> {
    (2..=n)
        .filter(|&q| is_prime(q) && (q == n || is_prime(n - q)))
        .map(|q| if q == n { vec![] } else { vec![n - q] })
        .collect()
}
