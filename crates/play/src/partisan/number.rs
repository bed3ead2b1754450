//! [`Number`]: exact dyadic numbers, the values of games that are numbers,
//! and the simplest number between two.

use std::cmp::Ordering;
use std::fmt;

/// An exact dyadic number `numerator / 2^exponent` (normalised: the numerator
/// odd when the exponent is positive), the value of a game that is a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Number {
    /// The numerator.
    pub numerator: i128,
    /// The power of two in the denominator.
    pub exponent: u32,
}

impl Number {
    /// `numerator / 2^exponent`, normalised.
    pub fn new(mut numerator: i128, mut exponent: u32) -> Number {
        if numerator == 0 {
            exponent = 0;
        }
        while exponent > 0 && numerator % 2 == 0 {
            numerator /= 2;
            exponent -= 1;
        }
        Number {
            numerator,
            exponent,
        }
    }

    /// The integer `n`.
    pub fn integer(n: i128) -> Number {
        Number::new(n, 0)
    }

    /// The numerator over `2^exponent` (`exponent ≥ self.exponent`).
    pub(super) fn scaled(self, exponent: u32) -> i128 {
        self.numerator << (exponent - self.exponent)
    }

    /// The simplest number strictly between `lo` and `hi` (`None`: no bound)
    /// by walking the tree of numbers from 0 in order of birth: integers
    /// outward from 0 until one fits or the interval is passed, then halving
    /// steps toward the interval. Independent of `gamecore::partisan::dyadic`.
    pub(super) fn simplest_between(lo: Option<Number>, hi: Option<Number>) -> Number {
        let above = |x: Number| lo.is_none_or(|lo| lo < x);
        let below = |x: Number| hi.is_none_or(|hi| x < hi);
        // Integers: step from 0 toward the interval.
        let mut x = Number::integer(0);
        let step = if !above(x) {
            1
        } else if !below(x) {
            -1
        } else {
            return x;
        };
        loop {
            let next = Number::integer(x.numerator + step);
            if above(next) && below(next) {
                return next;
            }
            if (step == 1 && !below(next)) || (step == -1 && !above(next)) {
                break;
            }
            x = next;
        }
        // Between the integers x and x + step: halve toward the interval.
        let (mut low, mut high) = if step == 1 {
            (x, Number::integer(x.numerator + 1))
        } else {
            (Number::integer(x.numerator - 1), x)
        };
        loop {
            let exponent = low.exponent.max(high.exponent);
            let middle = Number::new(low.scaled(exponent) + high.scaled(exponent), exponent + 1);
            if !above(middle) {
                low = middle;
            } else if !below(middle) {
                high = middle;
            } else {
                return middle;
            }
        }
    }
}

impl Ord for Number {
    fn cmp(&self, other: &Number) -> Ordering {
        let exponent = self.exponent.max(other.exponent);
        self.scaled(exponent).cmp(&other.scaled(exponent))
    }
}

impl PartialOrd for Number {
    fn partial_cmp(&self, other: &Number) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// CGSuite's notation: `3`, `-2`, `3/4`, `-5/8`.
impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1i128 << self.exponent)
        }
    }
}
