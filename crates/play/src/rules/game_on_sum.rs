//! Codeforces 1628 D1/D2 *Game on Sum*, played by its rules over the reals:
//! for n turns Alice names a real t ∈ [0, k] and Bob, seeing it, adds t to
//! the score or subtracts it; Bob must add at least m times in all. Alice
//! maximises the final score, Bob minimises it.
//!
//! [`value`] is the exact value as a rational, found by minimax over the
//! game's states (turns left, additions still owed) — the score so far only
//! adds to what follows, so it need not be part of the state. Alice names a
//! real number, so her options are infinite; the search still loses none:
//! against a named t, Bob's answer is the least of at most two lines in t
//! (t + the value after adding, and −t + the value after subtracting when
//! he may), a concave piecewise-linear function of t, whose maximum over
//! [0, k] lies at 0, at k, or where the two lines cross. Those (at most)
//! three candidates are valued and the best is kept: no candidate is assumed
//! to win, and no recurrence of the solutions is used.
//!
//! Used by cf-1628d1 and cf-1628d2: their rule file (`game.rs`) is a finite
//! version, Alice naming multiples of k/2^n, and their tests check it
//! against [`value`].

use std::cmp::Ordering;
use std::ops::{Add, Neg, Sub};

/// An exact rational `num / den`, `den > 0`, in lowest terms, over `i128`;
/// every operation (`+`, `−`, negation, [`half`](Ratio::half), the order)
/// panics if it leaves `i128` (the search is for small games). Sums are over
/// the least common denominator, so the dyadic values of this game never
/// grow past their own denominators.
///
/// # Example
/// ```
/// use play::rules::game_on_sum::Ratio;
/// assert_eq!(Ratio::new(1, 2) + Ratio::new(1, 4), Ratio::new(3, 4));
/// assert_eq!(-Ratio::new(1, 2) - Ratio::int(1), Ratio::new(-3, 2));
/// assert!(Ratio::new(1, 3) < Ratio::new(1, 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i128,
    den: i128,
}

const OVERFLOW: &str = "play::rules::game_on_sum: a value left i128";

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Ratio {
    /// `num / den` in lowest terms.
    ///
    /// # Panics
    /// If `den` is 0.
    ///
    /// # Complexity
    /// `O(log(|num| + |den|))` (Euclid).
    ///
    /// # Example
    /// ```
    /// use play::rules::game_on_sum::Ratio;
    /// assert_eq!(Ratio::new(6, -4), Ratio::new(-3, 2));
    /// assert_eq!((Ratio::new(6, -4).num(), Ratio::new(6, -4).den()), (-3, 2));
    /// ```
    pub fn new(num: i128, den: i128) -> Ratio {
        assert!(den != 0, "a ratio with denominator 0");
        let g = gcd(num, den) * den.signum();
        Ratio {
            num: num / g,
            den: den / g,
        }
    }

    /// The integer `value`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(play::rules::game_on_sum::Ratio::int(5).den(), 1);
    /// ```
    pub fn int(value: i128) -> Ratio {
        Ratio { num: value, den: 1 }
    }

    /// The numerator (lowest terms; carries the sign).
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(play::rules::game_on_sum::Ratio::new(10, 4).num(), 5);
    /// ```
    pub fn num(self) -> i128 {
        self.num
    }

    /// The denominator (lowest terms; positive).
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(play::rules::game_on_sum::Ratio::new(10, 4).den(), 2);
    /// ```
    pub fn den(self) -> i128 {
        self.den
    }

    /// `self / 2`.
    ///
    /// # Panics
    /// If the denominator leaves `i128`.
    ///
    /// # Complexity
    /// `O(log)`.
    ///
    /// # Example
    /// ```
    /// use play::rules::game_on_sum::Ratio;
    /// assert_eq!(Ratio::int(3).half(), Ratio::new(3, 2));
    /// ```
    pub fn half(self) -> Ratio {
        Ratio::new(self.num, self.den.checked_mul(2).expect(OVERFLOW))
    }

    /// The fraction mod the prime `p`: `num · den^(p−2) mod p`, as a judge
    /// asks for it.
    ///
    /// # Panics
    /// If `p` divides the denominator, or `p` is 0 or at least 2^32.
    ///
    /// # Complexity
    /// `O(log p)`.
    ///
    /// # Example
    /// ```
    /// use play::rules::game_on_sum::Ratio;
    /// assert_eq!(Ratio::new(75, 8).modulo(1_000_000_007), 375_000_012);
    /// assert_eq!(Ratio::new(-1, 2).modulo(7), 3);
    /// ```
    pub fn modulo(self, p: u64) -> u64 {
        assert!(p > 0 && p < 1 << 32, "a modulus below 2^32");
        let wide = i128::from(p);
        let num = self.num.rem_euclid(wide) as u64;
        let den = self.den.rem_euclid(wide) as u64;
        assert!(den != 0, "{p} divides the denominator {}", self.den);
        let (mut inverse, mut base, mut exponent) = (1u64, den, p - 2);
        while exponent > 0 {
            if exponent & 1 == 1 {
                inverse = inverse * base % p;
            }
            base = base * base % p;
            exponent >>= 1;
        }
        num * inverse % p
    }
}

/// `self + other`, over the least common denominator.
///
/// # Panics
/// If the result leaves `i128`.
impl Add for Ratio {
    type Output = Ratio;
    fn add(self, other: Ratio) -> Ratio {
        let g = gcd(self.den, other.den);
        let den = (self.den / g).checked_mul(other.den).expect(OVERFLOW);
        let left = self.num.checked_mul(den / self.den).expect(OVERFLOW);
        let right = other.num.checked_mul(den / other.den).expect(OVERFLOW);
        Ratio::new(left.checked_add(right).expect(OVERFLOW), den)
    }
}

impl Neg for Ratio {
    type Output = Ratio;
    fn neg(self) -> Ratio {
        Ratio {
            num: -self.num,
            den: self.den,
        }
    }
}

impl Sub for Ratio {
    type Output = Ratio;
    fn sub(self, other: Ratio) -> Ratio {
        self + -other
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> Ordering {
        (*self - *other).num.cmp(&0)
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The exact value of the game: `n` turns, Bob adding at least `m` times,
/// Alice naming reals in [0, `k`] — minimax over the states (turns left,
/// additions owed) with Alice's candidates 0, k and the crossing of Bob's
/// two answers (the module's page says why they suffice).
///
/// # Panics
/// If `m > n`, or a value leaves `i128` (n up to about 100 with k = 1, 60
/// with k < 2^30, is safe).
///
/// # Complexity
/// `O(n · m)` states, three candidates each.
///
/// # Example
/// ```
/// use play::rules::game_on_sum::{value, Ratio};
/// // Codeforces 1628 D's sample: 75/8 and 45/2.
/// assert_eq!(value(6, 3, 10), Ratio::new(75, 8));
/// assert_eq!(value(6, 4, 10), Ratio::new(45, 2));
/// assert_eq!(value(3, 3, 2), Ratio::int(6));
/// ```
pub fn value(n: u64, m: u64, k: u64) -> Ratio {
    assert!(m <= n, "Bob cannot add {m} times in {n} turns");
    values(n, m, k)[m as usize]
}

/// The exact values of the games of `n` turns with every m ≤ n (entry m is
/// [`value`]`(n, m, k)`), from one search.
///
/// # Panics
/// As [`value`].
///
/// # Complexity
/// `O(n²)` states, three candidates each.
///
/// # Example
/// ```
/// use play::rules::game_on_sum::{row, Ratio};
/// assert_eq!(row(2, 10), [Ratio::int(0), Ratio::int(5), Ratio::int(20)]);
/// ```
pub fn row(n: u64, k: u64) -> Vec<Ratio> {
    values(n, n, k)
}

/// V(n, a) for a ≤ m, by rows l = 1 … n.
fn values(n: u64, m: u64, k: u64) -> Vec<Ratio> {
    let (n, m) = (n as usize, m as usize);
    let k = Ratio::int(i128::from(k));
    // values[a] = V(l, a) for the row l being built, a ≤ min(l, m); the
    // states with more additions owed than m are never reached.
    let mut values = vec![Ratio::int(0); m + 1];
    for l in 1..=n {
        let above = values.clone();
        for a in 0..=l.min(m) {
            let after_add = above[a.saturating_sub(1)];
            let after_subtract = (a < l).then(|| above[a]);
            let answer = |t: Ratio| -> Ratio {
                match after_subtract {
                    Some(rest) => (after_add + t).min(rest - t),
                    None => after_add + t,
                }
            };
            let mut candidates = vec![Ratio::int(0), k];
            if let Some(rest) = after_subtract {
                // after_add + t = rest − t.
                let crossing = (rest - after_add).half();
                if Ratio::int(0) <= crossing && crossing <= k {
                    candidates.push(crossing);
                }
            }
            values[a] = candidates
                .into_iter()
                .map(answer)
                .max()
                .expect("0 and k are always candidates");
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoring::{Advantage, Scored};

    /// The game with Alice naming only multiples of k/2^grid, scaled by
    /// 2^grid to integers, searched by negamax: a position is (turns left,
    /// additions owed, the multiple named or none).
    fn on_grid(n: u64, m: u64, k: i64, grid: u32) -> Ratio {
        let moves = |&(left, adds, named): &(u64, u64, Option<i64>)| -> Vec<Scored<(u64, u64, Option<i64>)>> {
            match named {
                None if left == 0 => vec![],
                None => (0..=1i64 << grid)
                    .map(|j| Scored::pass(0, (left, adds, Some(j * k))))
                    .collect(),
                Some(t) => {
                    // Bob's points are minus Alice's: adding gives her t.
                    let mut options = vec![Scored::pass(-t, (left - 1, adds.saturating_sub(1), None))];
                    if adds < left {
                        options.push(Scored::pass(t, (left - 1, adds, None)));
                    }
                    options
                }
            }
        };
        let scaled = Advantage::new(moves).value(&(n, m, None));
        Ratio::new(i128::from(scaled), 1i128 << grid)
    }

    #[test]
    fn the_candidates_lose_nothing_against_a_fine_grid() {
        // A grid of k/2^(n+1) holds every value's denominator and more, so
        // both searches must agree, whichever point is best.
        for n in 0..=5u64 {
            for m in 0..=n {
                for k in [0, 1, 3] {
                    assert_eq!(
                        value(n, m, k),
                        on_grid(n, m, k as i64, n as u32 + 1),
                        "({n}, {m}, {k})"
                    );
                }
            }
        }
    }

    #[test]
    fn known_values() {
        // F(n, 1) = 2^(1−n): Bob adds once, Alice halves her stake each turn.
        for n in 1..=100u64 {
            assert_eq!(value(n, 1, 1), Ratio::new(1, 1i128 << (n - 1)));
        }
        assert_eq!(value(2, 1, 10), Ratio::int(5));
        assert_eq!(value(100, 1, 1).modulo(1_000_000_007), 958_557_139);
        assert_eq!(value(69, 4, 20).modulo(1_000_000_007), 49_735_962);
        assert_eq!(value(4, 4, 0), Ratio::int(0));
        assert_eq!(value(0, 0, 7), Ratio::int(0));
    }

    #[test]
    fn a_row_is_every_value_of_its_n() {
        for n in 0..=12u64 {
            let whole = row(n, 5);
            assert_eq!(whole.len() as u64, n + 1);
            for m in 0..=n {
                assert_eq!(whole[m as usize], value(n, m, 5));
            }
        }
    }

    #[test]
    fn ordering_and_arithmetic() {
        assert!(Ratio::new(1, 3) < Ratio::new(1, 2));
        assert!(Ratio::new(-1, 2) < Ratio::int(0));
        assert_eq!(Ratio::new(1, 6) + Ratio::new(1, 3), Ratio::new(1, 2));
        assert_eq!(Ratio::new(1, 2) - Ratio::new(3, 4), Ratio::new(-1, 4));
        assert_eq!(Ratio::new(0, -5), Ratio::int(0));
    }
}
