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
//! # Example
//! ```
//! use gamecore::partisan::dyadic::Dyadic;
//! let half = Dyadic::new(1, 1);
//! let quarter = Dyadic::new(1, 2);
//! assert_eq!((&half + &quarter).to_string(), "3/2^2");
//! assert_eq!(Dyadic::simplest_between(Some(&quarter), Some(&half)), Dyadic::new(3, 3));
//! assert_eq!(Dyadic::simplest_between(Some(&-&half), None), Dyadic::zero());
//! ```

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};

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

/// Drops zero limbs at the top.
fn trim(limbs: &mut Vec<u64>) {
    while limbs.last() == Some(&0) {
        limbs.pop();
    }
}

/// Trailing zero bits of a non-zero magnitude.
fn trailing_zeros(limbs: &[u64]) -> u64 {
    let zero_limbs = limbs.iter().take_while(|&&limb| limb == 0).count();
    64 * zero_limbs as u64 + u64::from(limbs[zero_limbs].trailing_zeros())
}

/// `limbs >>= bits`, dropping the bits shifted out.
fn shift_right(limbs: &mut Vec<u64>, bits: u64) {
    let words = <usize as std::convert::TryFrom<u64>>::try_from(bits / 64)
        .unwrap_or(usize::MAX)
        .min(limbs.len());
    limbs.drain(..words);
    let bits = (bits % 64) as u32;
    if bits > 0 {
        for i in 0..limbs.len() {
            let high = limbs.get(i + 1).map_or(0, |&next| next << (64 - bits));
            limbs[i] = limbs[i] >> bits | high;
        }
    }
    trim(limbs);
}

/// `limbs <<= bits`.
fn shift_left(limbs: &mut Vec<u64>, bits: u64) {
    if limbs.is_empty() {
        return;
    }
    let words = <usize as std::convert::TryFrom<u64>>::try_from(bits / 64)
        .expect("Dyadic: numerator too large for memory");
    let bits = (bits % 64) as u32;
    if bits > 0 {
        let mut carry = 0;
        for limb in limbs.iter_mut() {
            let next_carry = *limb >> (64 - bits);
            *limb = *limb << bits | carry;
            carry = next_carry;
        }
        if carry != 0 {
            limbs.push(carry);
        }
    }
    if words > 0 {
        limbs.splice(0..0, std::iter::repeat(0).take(words));
    }
}

/// `limbs += 1`.
fn increment(limbs: &mut Vec<u64>) {
    for limb in limbs.iter_mut() {
        let (sum, overflow) = limb.overflowing_add(1);
        *limb = sum;
        if !overflow {
            return;
        }
    }
    limbs.push(1);
}

/// `limbs -= 1` for a non-zero magnitude.
fn decrement(limbs: &mut Vec<u64>) {
    for limb in limbs.iter_mut() {
        let (difference, borrow) = limb.overflowing_sub(1);
        *limb = difference;
        if !borrow {
            break;
        }
    }
    trim(limbs);
}

/// Compares magnitudes (trimmed).
fn compare_magnitudes(a: &[u64], b: &[u64]) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// `a + b`.
fn add_magnitudes(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut sum = Vec::with_capacity(long.len() + 1);
    let mut carry = false;
    for (i, &limb) in long.iter().enumerate() {
        let (s, c1) = limb.overflowing_add(short.get(i).copied().unwrap_or(0));
        let (s, c2) = s.overflowing_add(u64::from(carry));
        sum.push(s);
        carry = c1 || c2;
    }
    if carry {
        sum.push(1);
    }
    sum
}

/// `a − b` for `a ≥ b`.
fn sub_magnitudes(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut difference = Vec::with_capacity(a.len());
    let mut borrow = false;
    for (i, &limb) in a.iter().enumerate() {
        let (d, b1) = limb.overflowing_sub(b.get(i).copied().unwrap_or(0));
        let (d, b2) = d.overflowing_sub(u64::from(borrow));
        difference.push(d);
        borrow = b1 || b2;
    }
    trim(&mut difference);
    difference
}

/// The magnitude of `x` scaled to the exponent `exponent ≥ x.exponent`.
fn aligned(x: &Dyadic, exponent: u64) -> Vec<u64> {
    let mut magnitude = x.magnitude.clone();
    shift_left(&mut magnitude, exponent - x.exponent);
    magnitude
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        match self.signum().cmp(&other.signum()) {
            Ordering::Equal if self.signum() != 0 => {}
            unequal_or_both_zero => return unequal_or_both_zero,
        }
        let exponent = self.exponent.max(other.exponent);
        let by_magnitude = if self.exponent == other.exponent {
            compare_magnitudes(&self.magnitude, &other.magnitude)
        } else {
            compare_magnitudes(&aligned(self, exponent), &aligned(other, exponent))
        };
        if self.negative {
            by_magnitude.reverse()
        } else {
            by_magnitude
        }
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Neg for &Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        -self.clone()
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(mut self) -> Dyadic {
        if !self.magnitude.is_empty() {
            self.negative = !self.negative;
        }
        self
    }
}

impl Add for &Dyadic {
    type Output = Dyadic;
    fn add(self, other: &Dyadic) -> Dyadic {
        let exponent = self.exponent.max(other.exponent);
        let a = aligned(self, exponent);
        let b = aligned(other, exponent);
        if self.negative == other.negative {
            return Dyadic::from_parts(self.negative, add_magnitudes(&a, &b), exponent);
        }
        match compare_magnitudes(&a, &b) {
            Ordering::Equal => Dyadic::zero(),
            Ordering::Greater => {
                Dyadic::from_parts(self.negative, sub_magnitudes(&a, &b), exponent)
            }
            Ordering::Less => Dyadic::from_parts(other.negative, sub_magnitudes(&b, &a), exponent),
        }
    }
}

/// In place: only `other` is copied (shifted) when its exponent is the
/// smaller, and `self`'s limbs are reused.
impl AddAssign<&Dyadic> for Dyadic {
    fn add_assign(&mut self, other: &Dyadic) {
        if other.magnitude.is_empty() {
            return;
        }
        if self.magnitude.is_empty() {
            *self = other.clone();
            return;
        }
        let exponent = self.exponent.max(other.exponent);
        shift_left(&mut self.magnitude, exponent - self.exponent);
        self.exponent = exponent;
        let shifted;
        let b: &[u64] = if other.exponent == exponent {
            &other.magnitude
        } else {
            shifted = aligned(other, exponent);
            &shifted
        };
        if self.negative == other.negative {
            add_into(&mut self.magnitude, b);
        } else if compare_magnitudes(&self.magnitude, b) != Ordering::Less {
            sub_from(&mut self.magnitude, b);
        } else {
            let mut difference = b.to_vec();
            sub_from(&mut difference, &self.magnitude);
            self.magnitude = difference;
            self.negative = other.negative;
        }
        let magnitude = std::mem::take(&mut self.magnitude);
        *self = Dyadic::from_parts(self.negative, magnitude, self.exponent);
    }
}

/// `a += b`.
fn add_into(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    let mut carry = false;
    for (i, limb) in a.iter_mut().enumerate() {
        let addend = b.get(i).copied().unwrap_or(0);
        if i >= b.len() && !carry {
            break;
        }
        let (sum, c1) = limb.overflowing_add(addend);
        let (sum, c2) = sum.overflowing_add(u64::from(carry));
        *limb = sum;
        carry = c1 || c2;
    }
    if carry {
        a.push(1);
    }
}

/// `a −= b` for `a ≥ b`.
fn sub_from(a: &mut Vec<u64>, b: &[u64]) {
    let mut borrow = false;
    for (i, limb) in a.iter_mut().enumerate() {
        let subtrahend = b.get(i).copied().unwrap_or(0);
        if i >= b.len() && !borrow {
            break;
        }
        let (difference, b1) = limb.overflowing_sub(subtrahend);
        let (difference, b2) = difference.overflowing_sub(u64::from(borrow));
        *limb = difference;
        borrow = b1 || b2;
    }
    trim(a);
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        &self + &other
    }
}

impl Sub for &Dyadic {
    type Output = Dyadic;
    fn sub(self, other: &Dyadic) -> Dyadic {
        self + &-other
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        &self - &other
    }
}

impl std::iter::Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(iter: I) -> Dyadic {
        iter.fold(Dyadic::zero(), |total, x| &total + &x)
    }
}

/// `m` in decimal (for a magnitude of any size), by repeated division by
/// `10^19`.
fn decimal(limbs: &[u64]) -> String {
    const CHUNK: u64 = 10_000_000_000_000_000_000;
    if limbs.is_empty() {
        return "0".into();
    }
    let mut rest = limbs.to_vec();
    let mut chunks = Vec::new();
    while !rest.is_empty() {
        let mut remainder = 0u128;
        for limb in rest.iter_mut().rev() {
            let current = remainder << 64 | u128::from(*limb);
            *limb = (current / u128::from(CHUNK)) as u64;
            remainder = current % u128::from(CHUNK);
        }
        trim(&mut rest);
        chunks.push(remainder as u64);
    }
    let mut text = chunks.pop().map(|top| top.to_string()).unwrap_or_default();
    for chunk in chunks.iter().rev() {
        text += &format!("{chunk:019}");
    }
    text
}

/// `m/2^k` (`5/2^6`, `-3/2^1`), or `m` for an integer: the exponent is
/// written, not `2^k` expanded, so a huge denominator prints quickly.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.negative {
            f.write_str("-")?;
        }
        f.write_str(&decimal(&self.magnitude))?;
        if self.exponent > 0 {
            write!(f, "/2^{}", self.exponent)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sign-expansion prefix by the formula, with the allocating
    /// operations (floor, sums, `div_pow2`).
    fn prefix_by_formula(plus: bool, x: &Dyadic) -> Dyadic {
        if !plus {
            return -prefix_by_formula(true, &-x);
        }
        if x.signum() >= 0 {
            return x + &Dyadic::integer(1);
        }
        let n = -&x.floor();
        let (n, _) = n.to_parts().expect("small");
        (x + &Dyadic::integer(n as i64 + 1)).div_pow2(n as u64)
    }

    #[test]
    fn prefix_sign_matches_the_formula() {
        // Small values, and long ones: exponents across limb boundaries.
        let mut values: Vec<Dyadic> = small().into_iter().map(|(x, _)| x).collect();
        for k in [62u64, 63, 64, 65, 127, 128, 129, 200] {
            for n in [1i64, 3, -1, -3, 5 << 40 | 1, -(7 << 50 | 1)] {
                values.push(Dyadic::new(n, k) + Dyadic::integer(n % 5));
            }
        }
        for x in &values {
            for plus in [true, false] {
                let mut y = x.clone();
                y.prefix_sign(plus);
                assert_eq!(y, prefix_by_formula(plus, x), "{} {}", plus, x);
            }
        }
        // A stalk alternating from the top: exponent one more per edge.
        let mut x = Dyadic::zero();
        for i in 0..300u64 {
            let expected = prefix_by_formula(i % 2 == 0, &x);
            x.prefix_sign(i % 2 == 0);
            assert_eq!(x, expected);
        }
    }

    /// Every dyadic `n / 2^k` with `|n| ≤ 40`, `k ≤ 4`, as exact fractions
    /// over 2^4 (the naive model: `i64` numerators over a common
    /// denominator).
    fn small() -> Vec<(Dyadic, i64)> {
        let mut all = Vec::new();
        for k in 0..=4u64 {
            for n in -40..=40i64 {
                all.push((Dyadic::new(n, k), n << (4 - k)));
            }
        }
        all
    }

    /// The naive simplest number strictly between `lo` and `hi` (over 2^16,
    /// `None` unbounded): walk the tree of numbers by birthday, from 0 by
    /// integers, then halving steps toward the interval.
    fn naive_simplest(lo: Option<i64>, hi: Option<i64>) -> i64 {
        const ONE: i64 = 1 << 16;
        let inside = |x: i64| lo.map_or(true, |lo| lo < x) && hi.map_or(true, |hi| x < hi);
        // Integers, in order of birth: 0, then ±1, ±2, …
        for n in 0..=64i64 {
            for x in [n * ONE, -n * ONE] {
                if inside(x) {
                    return x;
                }
            }
        }
        // Then by denominator 2, 4, …: the one of least denominator.
        let mut step = ONE / 2;
        while step > 0 {
            for x in (-64 * ONE / step..=64 * ONE / step).map(|i| i * step) {
                if inside(x) {
                    return x;
                }
            }
            step /= 2;
        }
        panic!("no number between {lo:?} and {hi:?}")
    }

    /// The value over 2^16 of a small dyadic.
    fn over_2_16(x: &Dyadic) -> i64 {
        let (n, k) = x.to_parts().expect("small");
        (n << (16 - k)) as i64
    }

    #[test]
    fn normalisation_makes_equal_values_equal() {
        for (x, fraction) in small() {
            for (y, other) in small() {
                assert_eq!(x == y, fraction == other, "{x} vs {y}");
            }
            assert!(x.exponent() == 0 || x.magnitude[0] % 2 == 1);
        }
        assert_eq!(Dyadic::new(0, 7), Dyadic::zero());
        assert_eq!(Dyadic::new(0, 7).exponent(), 0);
        assert_eq!(-Dyadic::zero(), Dyadic::zero());
    }

    #[test]
    fn order_sums_differences_and_negation_match_fractions() {
        let all = small();
        for (x, a) in &all {
            assert_eq!(over_2_16(&-x), -(a << 12));
            assert_eq!(x.signum(), a.signum() as i32);
            assert_eq!(over_2_16(&x.floor()), (a >> 4) << 16, "floor {x}");
            for (y, b) in &all {
                assert_eq!(x.cmp(y), a.cmp(b), "{x} vs {y}");
                assert_eq!(over_2_16(&(x + y)), (a + b) << 12, "{x} + {y}");
                let mut sum = x.clone();
                sum += y;
                assert_eq!(sum, x + y, "{x} += {y}");
                assert_eq!(over_2_16(&(x - y)), (a - b) << 12, "{x} - {y}");
            }
        }
    }

    #[test]
    fn simplest_between_matches_the_birthday_walk() {
        let all = small();
        for (x, a) in &all {
            let a = a << 12;
            assert_eq!(
                over_2_16(&Dyadic::simplest_between(Some(x), None)),
                naive_simplest(Some(a), None),
                "{{{x} | }}"
            );
            assert_eq!(
                over_2_16(&Dyadic::simplest_between(None, Some(x))),
                naive_simplest(None, Some(a)),
                "{{ | {x}}}"
            );
            for (y, b) in &all {
                let b = b << 12;
                if a < b {
                    assert_eq!(
                        over_2_16(&Dyadic::simplest_between(Some(x), Some(y))),
                        naive_simplest(Some(a), Some(b)),
                        "{{{x} | {y}}}"
                    );
                }
            }
        }
        assert_eq!(Dyadic::simplest_between(None, None), Dyadic::zero());
    }

    #[test]
    #[should_panic(expected = "is not below the upper bound")]
    fn simplest_between_refuses_an_empty_interval() {
        let one = Dyadic::integer(1);
        Dyadic::simplest_between(Some(&one), Some(&one));
    }

    /// Numerators and exponents far past 64 bits: `1 − 2^-k` summed with
    /// `2^-k` is exactly 1, carries and borrows across many limbs.
    #[test]
    fn huge_exponents_are_exact() {
        for k in [63u64, 64, 65, 127, 128, 1000, 100_000] {
            let tiny = Dyadic::integer(1).div_pow2(k);
            let almost = &Dyadic::integer(1) - &tiny;
            assert_eq!(almost.exponent(), k);
            assert_eq!(&almost + &tiny, Dyadic::integer(1));
            let mut sum = tiny.clone();
            sum += &almost;
            assert_eq!(sum, Dyadic::integer(1));
            let mut difference = Dyadic::integer(1);
            difference += &-&tiny;
            assert_eq!(difference, almost);
            assert!(almost < Dyadic::integer(1) && Dyadic::zero() < tiny);
            assert_eq!(almost.floor(), Dyadic::zero());
            assert_eq!((-&almost).floor(), Dyadic::integer(-1));
            // Between 1 − 2^-k and 1 the simplest is 1 − 2^-(k+1).
            let one = Dyadic::integer(1);
            let between = Dyadic::simplest_between(Some(&almost), Some(&one));
            assert_eq!(between, &one - &one.div_pow2(k + 1));
            // And between 2^-k and 2^-(k-1) it is 3/2^(k+1).
            let next = one.div_pow2(k - 1);
            let between = Dyadic::simplest_between(Some(&tiny), Some(&next));
            assert_eq!(between, Dyadic::new(3, k + 1));
        }
        let big = &Dyadic::integer(1) - &Dyadic::integer(1).div_pow2(200);
        assert_eq!(big.to_parts(), None);
        let fits = &Dyadic::integer(1) - &Dyadic::integer(1).div_pow2(126);
        assert_eq!(fits.to_parts(), Some(((1 << 126) - 1, 126)));
        assert_eq!(Dyadic::integer(1).div_pow2(100).to_parts(), Some((1, 100)));
    }

    #[test]
    fn display_writes_the_exponent() {
        assert_eq!(Dyadic::new(5, 6).to_string(), "5/2^6");
        assert_eq!(Dyadic::new(-12, 0).to_string(), "-12");
        assert_eq!(Dyadic::zero().to_string(), "0");
        // 2^64 + 1 over 2^1: the numerator spans two limbs.
        let two_limbs = &Dyadic::integer(1).div_pow2(65) + &Dyadic::integer(1);
        assert_eq!(two_limbs.to_string(), "36893488147419103233/2^65");
        let sum: Dyadic = (0..3).map(|_| Dyadic::new(1, 2)).sum();
        assert_eq!(sum.to_string(), "3/2^2");
    }
}
