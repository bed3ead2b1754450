//! The simplest number between two bounds held as machine integers scaled by
//! `2^scale`: for games whose values are known to need few bits after the
//! point (ABC229 H's columns, at most `n − 1`), where [`super::Dyadic`]'s
//! limbs on the heap cost more than the search itself.

/// The simplest number strictly between `lo` and `hi` (an absent bound is no
/// bound), all three as multiples of `2^−scale`: `Some(m)` for the number
/// `m / 2^scale`, or `None` when the simplest number needs a finer
/// denominator than `2^scale` (then no multiple of `2^−scale` lies strictly
/// between the bounds).
///
/// It is exact: when the simplest number (the integer nearest 0 if one lies
/// in between, otherwise the dyadic of smallest denominator,
/// [`super::Dyadic::simplest_between`]) has a denominator of at most
/// `2^scale`, it is the multiple of `2^−scale` in `[lo + 1, hi − 1]` with
/// the most trailing zero bits (there is one: two with as many would have
/// a multiple of a larger power of two between them).
///
/// # Constraints
/// `lo < hi` when both are given; `scale ≤ 61` and `|lo|, |hi| < 2^62`, so
/// that the next integer above a bound fits.
///
/// # Panics
/// If `lo ≥ hi` (the options do not make a number).
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::partisan::dyadic::simplest_between_scaled;
/// // Values in 16ths: between 1/4 and 1/2 the simplest is 3/8.
/// assert_eq!(simplest_between_scaled(Some(4), Some(8), 4), Some(6));
/// // {1/2 | } = 1, { | -3/2} = -2, { | } = 0.
/// assert_eq!(simplest_between_scaled(Some(8), None, 4), Some(16));
/// assert_eq!(simplest_between_scaled(None, Some(-24), 4), Some(-32));
/// assert_eq!(simplest_between_scaled(None, None, 4), Some(0));
/// // Between 0 and 1/16 lies 1/32, finer than the scale.
/// assert_eq!(simplest_between_scaled(Some(0), Some(1), 4), None);
/// ```
pub fn simplest_between_scaled(lo: Option<i64>, hi: Option<i64>, scale: u32) -> Option<i64> {
    debug_assert!(scale <= 61);
    let one = 1i64 << scale;
    // The least integer above x ≥ 0, scaled.
    let next_integer = |x: i64| ((x >> scale) + 1) * one;
    match (lo, hi) {
        (None, None) => Some(0),
        (Some(lo), None) => Some(if lo < 0 { 0 } else { next_integer(lo) }),
        (None, Some(hi)) => simplest_between_scaled(Some(-hi), None, scale).map(|x| -x),
        (Some(lo), Some(hi)) => {
            assert!(
                lo < hi,
                "simplest_between_scaled: the lower bound {} is not below the upper bound {}",
                lo,
                hi
            );
            if lo < 0 && hi > 0 {
                return Some(0);
            }
            if hi <= 0 {
                // Both bounds ≤ 0: mirror into the non-negative half.
                return simplest_between_scaled(Some(-hi), Some(-lo), scale).map(|x| -x);
            }
            // 0 ≤ lo < hi.
            let above = next_integer(lo);
            if above < hi {
                return Some(above);
            }
            let (first, last) = (lo + 1, hi - 1);
            if first > last {
                return None;
            }
            if first == last {
                return Some(first);
            }
            // Above the highest bit where they differ (0 in `first`, 1 in
            // `last`) the candidates share the ends' bits. `first` itself
            // has the most trailing zeros if all its bits up to there are 0;
            // otherwise `last` with the bits below that one cleared.
            let differ = 63 - (first ^ last).leading_zeros();
            if first & ((2i64 << differ) - 1) == 0 {
                Some(first)
            } else {
                Some(last & !((1i64 << differ) - 1))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Dyadic;
    use super::*;

    /// The number `m / 2^scale` as a [`Dyadic`].
    fn dyadic(m: i64, scale: u32) -> Dyadic {
        Dyadic::new(m, u64::from(scale))
    }

    #[test]
    fn matches_the_exact_simplest_number() {
        for scale in [0u32, 1, 3, 6] {
            let range = -(5i64 << scale)..=(5i64 << scale);
            let bounds: Vec<Option<i64>> = std::iter::once(None).chain(range.map(Some)).collect();
            for &lo in &bounds {
                for &hi in &bounds {
                    if let (Some(lo), Some(hi)) = (lo, hi) {
                        if lo >= hi {
                            continue;
                        }
                    }
                    let exact = Dyadic::simplest_between(
                        lo.map(|x| dyadic(x, scale)).as_ref(),
                        hi.map(|x| dyadic(x, scale)).as_ref(),
                    );
                    let fits = exact.exponent() <= u64::from(scale);
                    match simplest_between_scaled(lo, hi, scale) {
                        Some(m) => assert_eq!(dyadic(m, scale), exact, "{lo:?} {hi:?} {scale}"),
                        None => assert!(!fits, "{lo:?} {hi:?} {scale}: {exact} fits"),
                    }
                }
            }
        }
    }

    #[test]
    fn wide_bounds_at_a_fine_scale() {
        let scale = 40;
        let x = |numerator: i64, exponent: u32| numerator << (scale - exponent);
        // Between 3/2^20 and 4/2^20 = 1/2^18: 7/2^21.
        assert_eq!(
            simplest_between_scaled(Some(x(3, 20)), Some(x(1, 18)), scale),
            Some(x(7, 21))
        );
        assert_eq!(
            simplest_between_scaled(Some(x(-1000, 0)), Some(x(-999, 0)), scale),
            Some(-x(1999, 1))
        );
        assert_eq!(
            simplest_between_scaled(Some(x(1, 40)), Some(x(2, 40)), scale),
            None
        );
    }

    #[test]
    #[should_panic(expected = "is not below the upper bound")]
    fn crossed_bounds_panic() {
        let _ = simplest_between_scaled(Some(2), Some(2), 3);
    }
}
