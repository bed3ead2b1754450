//! A player who names a real number (Codeforces 1628 D1/D2 *Game on Sum*):
//! for n turns Alice names a real t ∈ [0, k] and Bob, seeing it, adds t to
//! the score or subtracts it, adding at least m times in all; Alice
//! maximises the final score, Bob minimises it. The value is a dyadic
//! rational, asked modulo a prime p: the table ([`table_value`], O(n·m)) and
//! its closed form ([`closed_form_value`], O(min(m, n − m))).
//!
//! **The value game.** Let V(l, a) be the value with l turns left and a
//! additions still owed (0 ≤ a ≤ l; the score so far only adds to it). Alice
//! names t; Bob adds (the game goes on at (l − 1, max(a − 1, 0)), score + t)
//! or, if a < l, subtracts ((l − 1, a), score − t). So V(0, 0) = 0 and
//! V(l, a) = max over t ∈ [0, k] of the least of Bob's answers.
//! - a = 0: both answers lead to (l − 1, 0) and subtracting is the lesser,
//!   so Alice names 0: V(l, 0) = 0.
//! - a = l: Bob must add, Alice names k: V(l, l) = l·k.
//! - 0 < a < l: Alice maximises g(t) = min(V(l − 1, a − 1) + t,
//!   V(l − 1, a) − t), a concave function whose maximum is at the crossing
//!   t* = (V(l − 1, a) − V(l − 1, a − 1)) / 2 if t* ∈ [0, k]. It is, since
//!   0 ≤ V(l, a + 1) − V(l, a) ≤ 2k for all a < l (induction on l: at l = 1
//!   the difference is k; inside a row it is the mean of two differences of
//!   the row above; at a = 0 it is V(l − 1, 1) / 2 ∈ [0, k]; at a = l − 1 it
//!   is (2k + (V(l − 1, l − 1) − V(l − 1, l − 2))) / 2 ∈ [k, 2k]). Hence
//!   V(l, a) = (V(l − 1, a − 1) + V(l − 1, a)) / 2.
//!
//! With k = 1 write F(n, m) = V(n, m); naming k·t for t scales every value
//! by k, so V = k·F, and F is the table F(n, 0) = 0, F(n, n) = n,
//! F(n, m) = (F(n − 1, m − 1) + F(n − 1, m)) / 2 for 0 < m < n. F(n, m)·2^(n−1)
//! is an integer (induction), so the answer is a fraction with a power of 2
//! below, which an odd prime p can invert: every step above is a sum or a
//! halving, and reducing mod p commutes with both.
//!
//! **The closed form.** For n ≥ 1,
//! F(n, m) = 2^(1−n) · H(n, m), H(n, m) = Σ_{i=0}^{m−1} C(n − 1, i)·(2(m − i) − 1).
//! *Proof*: H(n, 0) = 0; H(n, n) = (2n − 1)·2^(n−1) − 2·(n − 1)·2^(n−2) =
//! n·2^(n−1), so the boundaries hold; and for n ≥ 2 Pascal's rule
//! C(n − 1, i) = C(n − 2, i) + C(n − 2, i − 1) splits H(n, m) into
//! H(n − 1, m) + H(n − 1, m − 1), so 2^(1−n)·H satisfies the same recursion.
//! A table is fixed by its boundaries and its recursion, so the two agree
//! everywhere (the unit tests compare them on every input of D1, n ≤ 2000,
//! with `GAMES_SLOW_TESTS=1`, and on n ≤ 300 in the quick run).
//!
//! **Symmetry.** The sum of the terms over all i < n is 2^(n−1)·(2m − n), and
//! the terms from i = m up, read from the top (j = n − 1 − i), are
//! −H(n, n − m); so F(n, m) = (2m − n) + F(n, n − m), and the sum needs only
//! min(m, n − m) terms. Those are summed by Horner's rule on the ratios
//! C(n − 1, i + 1) / C(n − 1, i) = (n − 1 − i) / (i + 1), as one fraction with
//! a single inverse at the end: O(1) memory, exact mod p for any n as long
//! as the denominators 1 … min(m, n − m) are below p.

/// The modulus of Codeforces 1628 D, 10^9 + 7, a prime.
pub const MODULUS: u64 = 1_000_000_007;

/// Arithmetic mod an odd prime `p` < 2^32 by Barrett reduction: the
/// modulus is a run-time value, and a hardware division per product would
/// cost several times the multiplications (the solutions reduce millions of
/// products).
#[derive(Clone, Copy)]
struct Field {
    p: u64,
    /// ⌊(2^64 − 1) / p⌋ = ⌊2^64 / p⌋ (p does not divide 2^64).
    inverse: u64,
}

impl Field {
    fn new(p: u64) -> Field {
        assert!(
            p >= 3 && p % 2 == 1 && p < 1 << 32,
            "the modulus must be an odd prime below 2^32, got {}",
            p
        );
        Field {
            p,
            inverse: u64::MAX / p,
        }
    }

    /// `a mod p` for any `a`: the quotient estimate ⌊a·⌊2^64/p⌋ / 2^64⌋ is
    /// at most one below ⌊a/p⌋, so one subtraction corrects it.
    fn reduce(self, a: u64) -> u64 {
        let quotient = ((u128::from(a) * u128::from(self.inverse)) >> 64) as u64;
        let rest = a - quotient * self.p;
        if rest >= self.p { rest - self.p } else { rest }
    }

    /// `a·b mod p` for `a, b < p` (so `a·b < 2^64`).
    fn mul(self, a: u64, b: u64) -> u64 {
        self.reduce(a * b)
    }

    /// `a + b mod p` for `a, b < p`.
    fn add(self, a: u64, b: u64) -> u64 {
        let sum = a + b;
        if sum >= self.p { sum - self.p } else { sum }
    }

    fn pow(self, base: u64, mut exponent: u64) -> u64 {
        let (mut result, mut base) = (1, self.reduce(base));
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            exponent >>= 1;
        }
        result
    }

    /// `1/2 mod p`.
    fn half(self) -> u64 {
        (self.p + 1) / 2
    }

    /// `(a + b) / 2 mod p` for `a, b < p`, without a multiplication or a
    /// branch: the sum s < 2p, made even by adding p when odd, halved
    /// (below 1.5p), and p taken off once if needed.
    fn mean(self, a: u64, b: u64) -> u64 {
        let sum = a + b;
        let half = (sum + ((sum & 1).wrapping_neg() & self.p)) >> 1;
        half - (self.p & u64::from(half >= self.p).wrapping_neg())
    }
}

/// The value of the game — n turns, at least m additions, Alice naming reals
/// in [0, k] — modulo the prime `p`, by the table of the module's page:
/// F(i, j) for every i ≤ n and j ≤ m, one row at a time.
///
/// # Constraints
/// `m ≤ n`; `p` an odd prime below 2^32. Any `k` (reduced mod p: the value
/// is k·F(n, m)).
///
/// # Panics
/// If `m > n` (Bob cannot add more often than there are turns) or `p` is out
/// of range.
///
/// # Complexity
/// `O(1)` when m = 0 or m = n; otherwise `O(n·m)` time and `O(m)` memory.
///
/// # Example
/// ```
/// use gamecore::scoring::real_choice::{table_value, MODULUS};
/// // Codeforces 1628 D's sample: 75/8 for (n, m, k) = (6, 3, 10).
/// assert_eq!(table_value(6, 3, 10, MODULUS), 375_000_012);
/// assert_eq!(table_value(3, 3, 2, MODULUS), 6);
/// ```
pub fn table_value(n: u64, m: u64, k: u64, p: u64) -> u64 {
    assert!(m <= n, "m = {} exceeds n = {}", m, n);
    let field = Field::new(p);
    let k = field.reduce(k);
    if m == 0 {
        return 0;
    }
    if m == n {
        return field.mul(field.reduce(n), k);
    }
    // row[j] = F(i, j) mod p for the row i being built, j ≤ min(i, m).
    let mut row = vec![0u64; m as usize + 1];
    for i in 1..=n {
        // Descending, so that row[j − 1] is still row i − 1's.
        for j in (1..=(i - 1).min(m) as usize).rev() {
            row[j] = field.mean(row[j], row[j - 1]);
        }
        if i <= m {
            row[i as usize] = field.reduce(i);
        }
    }
    field.mul(row[m as usize], k)
}

/// The number of terms [`closed_form_value`] sums for (n, m): min(m, n − m).
/// Callers bound their work with it.
///
/// # Constraints
/// `m ≤ n`.
///
/// # Panics
/// If `m > n`.
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::scoring::real_choice::closed_form_terms;
/// assert_eq!(closed_form_terms(10, 7), 3);
/// assert_eq!(closed_form_terms(u64::MAX, u64::MAX), 0);
/// ```
pub fn closed_form_terms(n: u64, m: u64) -> u64 {
    assert!(m <= n, "m = {} exceeds n = {}", m, n);
    m.min(n - m)
}

/// The value of the game — n turns, at least m additions, Alice naming reals
/// in [0, k] — modulo the prime `p`, by the closed form of the module's
/// page: k·((2m − n if m > n − m) + 2^(1−n)·H(n, min(m, n − m))).
///
/// # Constraints
/// `m ≤ n`; `p` an odd prime below 2^32; min(m, n − m) < p (the terms'
/// denominators are 1 … min(m, n − m)). Any `n` and `k`: exact for every
/// `u64`.
///
/// # Panics
/// If `m > n`, `p` is out of range or min(m, n − m) ≥ p.
///
/// # Complexity
/// `O(min(m, n − m) + log n + log p)` time, `O(1)` memory.
///
/// # Example
/// ```
/// use gamecore::scoring::real_choice::{closed_form_value, MODULUS};
/// // Codeforces 1628 D's sample: 45/2 for (6, 4, 10), 5 for (2, 1, 10).
/// assert_eq!(closed_form_value(6, 4, 10, MODULUS), 500_000_026);
/// assert_eq!(closed_form_value(2, 1, 10, MODULUS), 5);
/// assert_eq!(closed_form_value(100, 1, 1, MODULUS), 958_557_139);
/// ```
pub fn closed_form_value(n: u64, m: u64, k: u64, p: u64) -> u64 {
    let terms = closed_form_terms(n, m);
    let field = Field::new(p);
    assert!(
        terms < p,
        "min(m, n − m) = {} must be below the modulus {}",
        terms,
        p
    );
    if n == 0 {
        return 0;
    }
    // Horner from the last term: X_r = 0 and
    // X_i = w_i + (N − i) / (i + 1) · X_{i+1}, w_i = 2(r − i) − 1, N = n − 1,
    // kept as the fraction num / den.
    let (mut num, mut den) = (0u64, 1u64);
    for i in (0..terms).rev() {
        let weight = field.reduce(2 * (terms - i) - 1);
        let step = i + 1; // < p
        let falling = field.reduce(n - 1 - i);
        num = field.add(
            field.mul(field.mul(weight, step), den),
            field.mul(falling, num),
        );
        den = field.mul(den, step);
    }
    let sum = if den == 1 {
        num
    } else {
        field.mul(num, field.pow(den, p - 2))
    };
    let mut value = field.mul(sum, field.pow(field.half(), n - 1));
    if m > n - m {
        // F(n, m) = (2m − n) + F(n, n − m); 2m − n = m − (n − m) ≥ 1.
        value = field.add(value, field.reduce(m - (n - m)));
    }
    field.mul(value, field.reduce(k))
}

#[cfg(test)]
mod tests;
