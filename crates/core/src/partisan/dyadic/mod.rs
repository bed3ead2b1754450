//! Exact dyadic rationals `a / 2^k`: the values of partisan games that are
//! numbers (Blue-Red Hackenbush, Cutcake, "advance or eat").
//!
//! - **Why dyadic.** A short game that is a number equals a dyadic rational
//!   (Conway, *On Numbers and Games*, ch. 0–2): its canonical form is built
//!   from `0` by `{n − 1 | }`, `{ | n + 1}` and `{(a − 1)/2^k | (a + 1)/2^k}`.
//! - **The simplest-number theorem** (ONAG, Theorem 11; Winning Ways, ch. 2):
//!   if every option of `G = {L | R}` is a number and every Left option is
//!   less than every Right option, `G` is the simplest number strictly between
//!   `max L` and `min R` (an empty side is no bound): the integer nearest 0 if
//!   one lies in between, otherwise the dyadic of the smallest denominator.
//!   [`Dyadic::simplest_between`] computes it in time linear in the size of
//!   the bounds.
//! - **Sums add.** The sum of games that are numbers is the number that is
//!   their arithmetic sum, and the sign of a number decides the winner: `> 0`
//!   Left wins, `< 0` Right wins, `= 0` the second player wins.
//!
//! A [`Dyadic`] keeps its numerator as a sign and 64-bit limbs and its
//! exponent as a `u64`, so it never overflows: a Blue-Red Hackenbush stalk of
//! 10^5 alternating edges, worth about `±1/2^(10^5)` of precision, is a
//! numerator of 10^5 bits (1563 limbs). Every operation is exact; none uses
//! floating point. Memory is the only limit.
//!
//! Where values are known to need few bits, [`simplest_between_scaled`]
//! works on `i64` multiples of a fixed `2^−scale` instead, and says when a
//! value would need more (abc-229h's columns).
//!
//! # Example
//! ```
//! use gamecore::partisan::dyadic::Dyadic;
//! let half = Dyadic::new(1, 1);
//! let quarter = Dyadic::new(1, 2);
//! assert_eq!((&half + &quarter).to_string(), "3/2^2");
//! assert_eq!(Dyadic::simplest_between(Some(&quarter), Some(&half)), Dyadic::new(3, 3));
//! assert_eq!(Dyadic::simplest_between(Some(&-&half), None), Dyadic::zero());
//! ```

mod limbs;
mod ops;
mod scaled;
#[cfg(test)]
mod tests;

use self::limbs::{decrement, increment, shift_left, shift_right, trailing_zeros, trim};
pub use self::scaled::simplest_between_scaled;

/// An exact dyadic rational `±m / 2^k`.
///
/// Kept normalised (`m` odd whenever `k > 0`; zero is `+0 / 2^0`), so equal
/// values have equal representations and `==` is value equality.
///
/// # Complexity
/// With `L` the limbs of the larger operand after aligning exponents
/// (`(bits of m + k difference) / 64`): sums, differences and comparisons
/// are `O(L)`; [`Dyadic::new`], [`Dyadic::signum`] and [`Dyadic::exponent`]
/// are `O(1)`; formatting is `O(L²)`.
///
/// # Example
/// ```
/// use gamecore::partisan::dyadic::Dyadic;
/// let x = Dyadic::new(-6, 3); // -6/8 = -3/4
/// assert_eq!(x, Dyadic::new(-3, 2));
/// assert_eq!(x.exponent(), 2);
/// assert!(x < Dyadic::zero());
/// assert_eq!((-&x).to_string(), "3/2^2");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Dyadic {
    negative: bool,
    /// Little-endian limbs of `m`, no zero limb at the top; empty for 0.
    magnitude: Vec<u64>,
    exponent: u64,
}

impl Dyadic {
    /// Zero.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::partisan::dyadic::Dyadic::zero().to_string(), "0");
    /// ```
    pub fn zero() -> Self {
        Dyadic::default()
    }

    /// `numerator / 2^exponent`, normalised.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(4, 3), Dyadic::new(1, 1));
    /// assert_eq!(Dyadic::new(-5, 0).to_string(), "-5");
    /// ```
    pub fn new(numerator: i64, exponent: u64) -> Self {
        Dyadic::from_parts(numerator < 0, vec![numerator.unsigned_abs()], exponent)
    }

    /// The integer `n`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(-3), Dyadic::new(-3, 0));
    /// ```
    pub fn integer(n: i64) -> Self {
        Dyadic::new(n, 0)
    }

    /// Normalises `±magnitude / 2^exponent`.
    fn from_parts(negative: bool, mut magnitude: Vec<u64>, mut exponent: u64) -> Self {
        trim(&mut magnitude);
        if magnitude.is_empty() {
            return Dyadic::zero();
        }
        let twos = trailing_zeros(&magnitude).min(exponent);
        if twos > 0 {
            shift_right(&mut magnitude, twos);
            exponent -= twos;
        }
        Dyadic {
            negative,
            magnitude,
            exponent,
        }
    }

    /// `k` of the normalised `m / 2^k`: 0 exactly for integers.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(6, 3).exponent(), 2);
    /// assert_eq!(Dyadic::integer(7).exponent(), 0);
    /// ```
    pub fn exponent(&self) -> u64 {
        self.exponent
    }

    /// Is it an integer?
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// assert!(Dyadic::new(8, 2).is_integer() && !Dyadic::new(1, 1).is_integer());
    /// ```
    pub fn is_integer(&self) -> bool {
        self.exponent == 0
    }

    /// The sign: `1`, `0` or `-1` (who wins the number as a game: Left, the
    /// second player, Right).
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-1, 9).signum(), -1);
    /// assert_eq!(Dyadic::zero().signum(), 0);
    /// ```
    pub fn signum(&self) -> i32 {
        if self.magnitude.is_empty() {
            0
        } else if self.negative {
            -1
        } else {
            1
        }
    }

    /// The numerator and exponent as machine integers, if the numerator fits
    /// in an `i128`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-10, 4).to_parts(), Some((-5, 3)));
    /// ```
    pub fn to_parts(&self) -> Option<(i128, u64)> {
        if self.magnitude.len() > 2 || (self.magnitude.len() == 2 && self.magnitude[1] >> 63 != 0) {
            return None;
        }
        let magnitude = self
            .magnitude
            .iter()
            .rev()
            .fold(0i128, |value, &limb| value << 64 | i128::from(limb));
        Some((
            if self.negative { -magnitude } else { magnitude },
            self.exponent,
        ))
    }

    /// `self / 2^k`.
    ///
    /// # Complexity
    /// `O(1)` (the numerator is unchanged unless `self` is 0).
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(3).div_pow2(2), Dyadic::new(3, 2));
    /// assert_eq!(Dyadic::integer(4).div_pow2(1), Dyadic::integer(2));
    /// ```
    pub fn div_pow2(&self, k: u64) -> Dyadic {
        let exponent = self
            .exponent
            .checked_add(k)
            .expect("Dyadic::div_pow2: exponent overflows u64");
        Dyadic::from_parts(self.negative, self.magnitude.clone(), exponent)
    }

    /// The greatest integer `≤ self`.
    ///
    /// # Complexity
    /// `O(L)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(7, 2).floor(), Dyadic::integer(1));
    /// assert_eq!(Dyadic::new(-7, 2).floor(), Dyadic::integer(-2));
    /// assert_eq!(Dyadic::integer(-2).floor(), Dyadic::integer(-2));
    /// ```
    pub fn floor(&self) -> Dyadic {
        if self.exponent == 0 {
            return self.clone();
        }
        // m is odd, so m / 2^k is never an integer here: truncation toward 0
        // is the floor for positive values and one above it for negative ones.
        let mut truncated = self.magnitude.clone();
        shift_right(&mut truncated, self.exponent);
        let truncated = Dyadic::from_parts(self.negative, truncated, 0);
        if self.negative {
            &truncated - &Dyadic::integer(1)
        } else {
            truncated
        }
    }

    /// In place, the number whose sign expansion is `self`'s with one sign
    /// put in front: `+` (`plus`) gives `x + 1` for `x ≥ 0`, otherwise
    /// `(x + n + 1) / 2^n` with `n = ⌈−x⌉`; `−` is the mirror image,
    /// `−((−x) with + in front)`. It is the value of a Blue-Red Hackenbush
    /// edge (blue for `+`) with a position of value `x` standing on it
    /// (Berlekamp's rule, Winning Ways ch. 2; `crate::partisan::blue_red::on_edge`).
    ///
    /// For `x = −(q + r/2^k)` with `0 < r < 2^k` the result is
    /// `(2^(k+1) − r) / 2^(k+q+1)`: the integer part is dropped and the
    /// fraction complemented in one pass over its limbs, with no allocation.
    ///
    /// # Panics
    /// If `⌈|x|⌉` of a value on the other side does not fit in a `u64`, or the
    /// exponent would overflow one.
    ///
    /// # Complexity
    /// `O(L)` in the limbs of `self`, in place.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// let mut x = Dyadic::new(-3, 2); // − + −: −3/4
    /// x.prefix_sign(true); // + − + −: (−3/4 + 2) / 2
    /// assert_eq!(x, Dyadic::new(5, 3));
    /// x.prefix_sign(true);
    /// assert_eq!(x, Dyadic::new(13, 3));
    /// let mut y = Dyadic::integer(-2);
    /// y.prefix_sign(true); // + − −: 1/4
    /// assert_eq!(y, Dyadic::new(1, 2));
    /// y.prefix_sign(false); // − + − −: −1 + 1/2 − 1/4 − 1/8
    /// assert_eq!(y, Dyadic::new(-7, 3));
    /// ```
    pub fn prefix_sign(&mut self, plus: bool) {
        if !plus {
            self.negate();
            self.prefix_sign(true);
            self.negate();
            return;
        }
        let k = self.exponent;
        if !self.negative || self.magnitude.is_empty() {
            // x + 1: add 2^k to m (odd stays odd; an integer stays one).
            let limb = (k / 64) as usize;
            if self.magnitude.len() <= limb {
                self.magnitude.resize(limb + 1, 0);
            }
            let mut carry = 1u64 << (k % 64);
            for word in &mut self.magnitude[limb..] {
                let (sum, over) = word.overflowing_add(carry);
                *word = sum;
                carry = u64::from(over);
                if carry == 0 {
                    break;
                }
            }
            if carry != 0 {
                self.magnitude.push(carry);
            }
            self.negative = false;
            return;
        }
        // x = −m / 2^k < 0: q = ⌊m / 2^k⌋, n = ⌈−x⌉.
        let limb = (k / 64) as usize;
        let bit = k % 64;
        let high = |i: usize| self.magnitude.get(i).copied().unwrap_or(0);
        if self.magnitude.len() > limb + 2 {
            panic!("Dyadic::prefix_sign: ⌈|x|⌉ does not fit in a u64");
        }
        let q = if bit == 0 {
            u128::from(high(limb)) | u128::from(high(limb + 1)) << 64
        } else {
            u128::from(high(limb)) >> bit | u128::from(high(limb + 1)) << (64 - bit)
        };
        if k == 0 {
            // x = −q: (−q + q + 1) / 2^q.
            let q = <u64 as std::convert::TryFrom<u128>>::try_from(q)
                .expect("Dyadic::prefix_sign: |x| fits in a u64");
            *self = Dyadic::from_parts(false, vec![1], q);
            return;
        }
        let n = <u64 as std::convert::TryFrom<u128>>::try_from(q + 1)
            .expect("Dyadic::prefix_sign: ⌈|x|⌉ fits in a u64");
        // r: the low k bits of m; then 2^(k+1) − r over bits 0..=k.
        self.magnitude.truncate(limb + 1);
        self.magnitude.resize(limb + 1, 0);
        self.magnitude[limb] &= (1u64 << bit) - 1;
        let mut carry = true;
        for word in &mut self.magnitude {
            let (negated, over) = (!*word).overflowing_add(u64::from(carry));
            *word = negated;
            carry = over;
        }
        if bit + 1 < 64 {
            self.magnitude[limb] &= (1u64 << (bit + 1)) - 1;
        }
        trim(&mut self.magnitude);
        self.negative = false;
        self.exponent = k
            .checked_add(n)
            .expect("Dyadic::prefix_sign: exponent overflows u64");
    }

    /// In place, `−self`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let mut x = gamecore::partisan::dyadic::Dyadic::new(3, 1);
    /// x.negate();
    /// assert_eq!(x, gamecore::partisan::dyadic::Dyadic::new(-3, 1));
    /// ```
    pub fn negate(&mut self) {
        if !self.magnitude.is_empty() {
            self.negative = !self.negative;
        }
    }

    /// The simplest number strictly between `lo` and `hi`, the value of
    /// `{lo | hi}` by the simplest-number theorem; `None` is no bound (an
    /// empty side), so `(None, None)` is `0`, `(Some(x), None)` the simplest
    /// number above `x`.
    ///
    /// "Simplest" is earliest born: the integer of least magnitude if an
    /// integer lies strictly between, otherwise the dyadic in between with
    /// the smallest denominator (unique).
    ///
    /// # Panics
    /// If both bounds are given and `lo ≥ hi`.
    ///
    /// # Complexity
    /// `O(L)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::partisan::dyadic::Dyadic;
    /// let s = |lo: Option<Dyadic>, hi: Option<Dyadic>| {
    ///     Dyadic::simplest_between(lo.as_ref(), hi.as_ref()).to_string()
    /// };
    /// assert_eq!(s(Some(Dyadic::integer(0)), Some(Dyadic::integer(1))), "1/2^1");
    /// assert_eq!(s(Some(Dyadic::integer(2)), None), "3");
    /// assert_eq!(s(Some(Dyadic::new(1, 2)), Some(Dyadic::integer(5))), "1");
    /// assert_eq!(s(Some(Dyadic::new(-7, 3)), Some(Dyadic::new(-5, 3))), "-3/2^2");
    /// ```
    pub fn simplest_between(lo: Option<&Dyadic>, hi: Option<&Dyadic>) -> Dyadic {
        match (lo, hi) {
            (None, None) => Dyadic::zero(),
            (Some(lo), None) => {
                if lo.negative {
                    Dyadic::zero()
                } else {
                    &lo.floor() + &Dyadic::integer(1)
                }
            }
            (None, Some(hi)) => -Dyadic::simplest_between(Some(&-hi), None),
            (Some(lo), Some(hi)) => {
                assert!(
                    lo < hi,
                    "Dyadic::simplest_between: the lower bound {} is not below the upper bound {}",
                    lo,
                    hi
                );
                if lo.negative && !hi.negative && hi.signum() != 0 {
                    return Dyadic::zero();
                }
                if hi.signum() <= 0 {
                    // Both bounds ≤ 0: mirror into the non-negative half.
                    return -Dyadic::simplest_between(Some(&-hi), Some(&-lo));
                }
                // 0 ≤ lo < hi.
                let above = &lo.floor() + &Dyadic::integer(1);
                if &above < hi {
                    return above;
                }
                simplest_fraction_between(lo, hi)
            }
        }
    }
}

/// The value of `{left | right}` when every option is a number, by the
/// simplest-number theorem; `None` when some Left option is not below every
/// Right option (the game is then not a number, e.g. `{1 | 0}` or `{0 | 0}`).
///
/// # Complexity
/// `O((|left| + |right|) · L)`.
///
/// # Example
/// ```
/// use gamecore::partisan::dyadic::{number_value, Dyadic};
/// let (zero, one) = (Dyadic::zero(), Dyadic::integer(1));
/// assert_eq!(number_value(&[zero.clone()], &[one.clone()]), Some(Dyadic::new(1, 1)));
/// assert_eq!(number_value(&[zero.clone(), one.clone()], &[]), Some(Dyadic::integer(2)));
/// assert_eq!(number_value(&[one], &[zero]), None);
/// ```
pub fn number_value(left: &[Dyadic], right: &[Dyadic]) -> Option<Dyadic> {
    let lo = left.iter().max();
    let hi = right.iter().min();
    if let (Some(lo), Some(hi)) = (lo, hi) {
        if lo >= hi {
            return None;
        }
    }
    Some(Dyadic::simplest_between(lo, hi))
}

/// The dyadic of smallest denominator strictly between `0 ≤ lo < hi` when no
/// integer lies strictly between them.
///
/// Scaled by `2^(e + 1)`, `e` the larger exponent, the bounds are even
/// integers `X < Y`, and the candidates are the integers of `[X + 1, Y − 1]`
/// (non-empty, as `X + 1` is odd and `Y − 1 ≥ X + 1`); the one of smallest
/// denominator has the most trailing zeros: the common binary prefix of the
/// two ends, then the first bit where they differ (1 in `Y − 1`), then zeros.
fn simplest_fraction_between(lo: &Dyadic, hi: &Dyadic) -> Dyadic {
    let scale = lo.exponent.max(hi.exponent) + 1;
    let mut a = lo.magnitude.clone();
    shift_left(&mut a, scale - lo.exponent);
    increment(&mut a);
    let mut b = hi.magnitude.clone();
    shift_left(&mut b, scale - hi.exponent);
    decrement(&mut b);
    let len = a.len().max(b.len());
    a.resize(len, 0);
    b.resize(len, 0);
    if let Some(top) = (0..len).rev().find(|&i| a[i] != b[i]) {
        let bit = 63 - u64::from((a[top] ^ b[top]).leading_zeros());
        b[..top].iter_mut().for_each(|limb| *limb = 0);
        b[top] &= !((1u64 << bit) - 1);
    }
    Dyadic::from_parts(false, b, scale)
}
