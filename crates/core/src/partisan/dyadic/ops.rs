//! Order, negation, sums, differences and printing of [`Dyadic`] values.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};

use super::Dyadic;
use super::limbs::{
    add_into, add_magnitudes, aligned, compare_magnitudes, decimal, shift_left, sub_from,
    sub_magnitudes,
};

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
