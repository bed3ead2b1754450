//! Quadratic irrationals and Beatty sequences ⌊kα⌋, in exact integer
//! arithmetic.

use std::fmt;

/// A real quadratic irrational (p + f·√d)/q: d > 1 squarefree, q > 0,
/// f ≠ 0, gcd(p, f, q) = 1 — one closed form for each number.
///
/// # Example
/// ```
/// use explore::analyse::Quadratic;
/// let phi = Quadratic::new(1, 1, 5, 2).unwrap();
/// assert_eq!(phi.to_string(), "(1+√5)/2");
/// assert_eq!(Quadratic::new(2, 1, 20, 4).unwrap(), phi); // (2+√20)/4
/// let floors: Vec<i128> = (1..=6).map(|k| phi.floor_times(k)).collect();
/// assert_eq!(floors, [1, 3, 4, 6, 8, 9]); // Wythoff's a_k
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quadratic {
    pub p: i64,
    pub f: i64,
    pub d: i64,
    pub q: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// ⌊√x⌋, exactly: a floating-point guess corrected by integer steps (a
/// few at most). O(1).
///
/// # Example
/// ```
/// use explore::analyse::isqrt;
/// assert_eq!(isqrt(24), 4);
/// assert_eq!(isqrt(25), 5);
/// assert_eq!(isqrt(u128::MAX), u128::from(u64::MAX));
/// ```
pub fn isqrt(x: u128) -> u128 {
    let mut r = ((x as f64).sqrt() as u128).min(u128::from(u64::MAX));
    while r * r > x {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= x) {
        r += 1;
    }
    r
}

impl Quadratic {
    /// (p + f·√d)/q in lowest terms, or `None` if it is rational (d a
    /// square times f², f = 0) or q = 0 or d < 1.
    pub fn new(p: i64, f: i64, d: i64, q: i64) -> Option<Quadratic> {
        if q == 0 || f == 0 || d < 1 {
            return None;
        }
        let (mut p, mut f, mut d, mut q) = (p, f, d, q);
        let mut i = 2;
        while i * i <= d {
            while d % (i * i) == 0 {
                d /= i * i;
                f *= i;
            }
            i += 1;
        }
        if d == 1 {
            return None;
        }
        if q < 0 {
            (p, f, q) = (-p, -f, -q);
        }
        let g = gcd(gcd(p, f), q);
        Some(Quadratic {
            p: p / g,
            f: f / g,
            d,
            q: q / g,
        })
    }

    /// The number, as a float (for display only).
    pub fn value(&self) -> f64 {
        (self.p as f64 + self.f as f64 * (self.d as f64).sqrt()) / self.q as f64
    }

    /// This plus the integer `c`.
    pub fn plus(&self, c: i64) -> Quadratic {
        Quadratic::new(self.p + c * self.q, self.f, self.d, self.q).expect("still irrational")
    }

    /// ⌊k·self⌋, exactly (for k²f²d below 2^127: k up to 2^40 or so with
    /// the small d, f the fit uses): with x = √(k²f²d) irrational (k ≥ 1),
    /// ⌊(kp ± x)/q⌋ = ⌊⌊kp ± x⌋/q⌋ and ⌊kp − x⌋ = kp − ⌊x⌋ − 1. O(1)
    /// (an integer square root of a 128-bit number).
    pub fn floor_times(&self, k: u64) -> i128 {
        if k == 0 {
            return 0;
        }
        let k = i128::from(k);
        let f = i128::from(self.f);
        let root = isqrt((k * k * f * f * i128::from(self.d)) as u128) as i128;
        let top = k * i128::from(self.p) + if f > 0 { root } else { -root - 1 };
        top.div_euclid(i128::from(self.q))
    }

    /// Is ⌊k·self⌋ = `seq[k−1]` for every k = 1..=seq.len()? Exact, O(len).
    pub fn fits(&self, seq: &[u64]) -> bool {
        seq.iter()
            .enumerate()
            .all(|(i, &v)| self.floor_times(i as u64 + 1) == i128::from(v))
    }

    /// β with 1/α + 1/β = 1 (α = self), the partner of a complementary
    /// Beatty pair: β = α/(α − 1), or `None` for α = 1 ± … giving no real β.
    ///
    /// # Example
    /// ```
    /// use explore::analyse::Quadratic;
    /// let phi = Quadratic::new(1, 1, 5, 2).unwrap();
    /// assert_eq!(phi.complement().unwrap().to_string(), "(3+√5)/2");
    /// ```
    pub fn complement(&self) -> Option<Quadratic> {
        // (p + f√d)/(p − q + f√d) = (p(p−q) − f²d − q·f√d) / ((p−q)² − f²d).
        let (p, f, d, q) = (self.p, self.f, self.d, self.q);
        let den = (p - q) * (p - q) - f * f * d;
        Quadratic::new(p * (p - q) - f * f * d, -q * f, d, den)
    }

    /// The minimal polynomial's coefficients (a, b, c), a > 0, of
    /// a·x² + b·x + c = 0.
    pub fn polynomial(&self) -> (i64, i64, i64) {
        let (p, f, d, q) = (self.p, self.f, self.d, self.q);
        let (a, b, c) = (q * q, -2 * p * q, p * p - f * f * d);
        let g = gcd(gcd(a, b), c);
        (a / g, b / g, c / g)
    }
}

impl fmt::Display for Quadratic {
    /// `(1+√5)/2`, `√2`, `2+√2`, `(-1+√13)/2`, `3√2/4`.
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        let root = match self.f.abs() {
            1 => format!("√{}", self.d),
            f => format!("{f}√{}", self.d),
        };
        let top = match (self.p, self.f > 0) {
            (0, true) => root,
            (0, false) => format!("-{root}"),
            (p, true) => format!("{p}+{root}"),
            (p, false) => format!("{p}-{root}"),
        };
        if self.q == 1 {
            out.write_str(&top)
        } else if self.p == 0 {
            write!(out, "{top}/{}", self.q)
        } else {
            write!(out, "({top})/{}", self.q)
        }
    }
}

/// The largest height max(|a|, |b|, |c|) of the minimal polynomials tried.
const MAX_HEIGHT: i64 = 50;

/// Why no beam fits: the first k at which no real α has ⌊jα⌋ = a_j for all
/// j ≤ k, or that no quadratic irrational of small height fits.
#[derive(Debug, Clone, PartialEq)]
pub enum NoBeam {
    /// The a_j for j ≤ k fit no real α.
    Breaks { k: usize },
    /// Some α in [lo, hi) fits, but no quadratic irrational of height ≤ 50.
    NotQuadratic { lo: f64, hi: f64 },
    /// The rational p/q fits, with q no larger than the height of the
    /// simplest quadratic irrational that does: a straight line of rational
    /// slope explains the pairs at least as simply.
    Rational { p: u64, q: u64 },
}

/// The simplest quadratic irrational α with ⌊kα⌋ = `seq[k−1]` for every
/// k = 1..=seq.len(): the one whose minimal polynomial a·x² + b·x + c has
/// the smallest height max(|a|, |b|, |c|) (then the smallest a), among
/// heights up to 50 — unless a rational p/q with q ≤ that height fits too
/// (then [`NoBeam::Rational`]: no irrational is claimed for a line that a
/// simple fraction explains). Candidates are proposed in floating point and every one
/// is checked exactly, ⌊kα⌋ for each k by [`Quadratic::floor_times`].
/// O(50³ + len) when a fit exists.
///
/// # Example
/// ```
/// use explore::analyse::fit_beam;
/// let wythoff_b = [2u64, 5, 7, 10, 13, 15, 18, 20];
/// assert_eq!(fit_beam(&wythoff_b).unwrap().to_string(), "(3+√5)/2");
/// ```
pub fn fit_beam(seq: &[u64]) -> Result<Quadratic, NoBeam> {
    fit_beam_where(seq, |_| true)
}

/// [`fit_beam`] among the α that `accept` also takes (say, those whose
/// complementary β = α/(α − 1) fits a second sequence): the simplest
/// quadratic irrational that fits `seq` exactly and is accepted.
pub fn fit_beam_where(
    seq: &[u64],
    accept: impl Fn(&Quadratic) -> bool,
) -> Result<Quadratic, NoBeam> {
    // [lo, hi) = ⋂ [a_k/k, (a_k+1)/k), kept as fractions.
    let (mut lo_n, mut lo_d, mut hi_n, mut hi_d) = (0u128, 1u128, u128::MAX, 1u128);
    for (i, &a) in seq.iter().enumerate() {
        let k = i as u128 + 1;
        let a = u128::from(a);
        if a * lo_d > lo_n * k {
            (lo_n, lo_d) = (a, k);
        }
        if (a + 1) * hi_d < hi_n.saturating_mul(k) || hi_n == u128::MAX {
            (hi_n, hi_d) = (a + 1, k);
        }
        if lo_n * hi_d >= hi_n * lo_d {
            return Err(NoBeam::Breaks { k: i + 1 });
        }
    }
    let lo = lo_n as f64 / lo_d as f64;
    let hi = hi_n as f64 / hi_d as f64;
    let slack = 1e-9 * hi.max(1.0);
    for height in 1..=MAX_HEIGHT {
        for a in 1..=height {
            for b in -height..=height {
                for c in -height..=height {
                    if a.max(b.abs()).max(c.abs()) != height {
                        continue;
                    }
                    let disc = b * b - 4 * a * c;
                    if disc <= 0 {
                        continue;
                    }
                    for sign in [1, -1] {
                        let Some(x) = Quadratic::new(-b, sign, disc, 2 * a) else {
                            continue;
                        };
                        let v = x.value();
                        if v + slack >= lo && v - slack < hi && x.fits(seq) && accept(&x) {
                            // A rational p/q in [lo, hi) with q ≤ height?
                            for q in 1..=height as u128 {
                                let p = (lo_n * q).div_ceil(lo_d);
                                if p * hi_d < hi_n * q {
                                    return Err(NoBeam::Rational {
                                        p: p as u64,
                                        q: q as u64,
                                    });
                                }
                            }
                            return Ok(x);
                        }
                    }
                }
            }
        }
    }
    for q in 1..=MAX_HEIGHT as u128 {
        let p = (lo_n * q).div_ceil(lo_d);
        if p * hi_d < hi_n * q {
            return Err(NoBeam::Rational {
                p: p as u64,
                q: q as u64,
            });
        }
    }
    Err(NoBeam::NotQuadratic { lo, hi })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floors_are_exact() {
        // Against a slow exact reference: the largest m with m·q ≤ k·p + k·f·√d.
        for x in [
            Quadratic::new(1, 1, 5, 2).unwrap(),
            Quadratic::new(-1, 1, 13, 2).unwrap(),
            Quadratic::new(5, -1, 5, 2).unwrap(),
            Quadratic::new(0, 3, 2, 4).unwrap(),
        ] {
            for k in 1..2000u64 {
                let got = x.floor_times(k);
                // m ≤ kα ⇔ m·q − k·p ≤ k·f·√d, decided by squaring with signs.
                let le = |m: i128| {
                    let lhs = m * i128::from(x.q) - i128::from(k) * i128::from(x.p);
                    let rhs2 = i128::from(k * k) * i128::from(x.f * x.f) * i128::from(x.d);
                    if x.f > 0 {
                        lhs <= 0 || lhs * lhs < rhs2
                    } else {
                        lhs < 0 && lhs * lhs > rhs2
                    }
                };
                assert!(le(got) && !le(got + 1), "{x} k {k}");
            }
        }
    }

    #[test]
    fn closed_forms() {
        assert_eq!(Quadratic::new(0, 1, 8, 2).unwrap().to_string(), "√2");
        assert_eq!(Quadratic::new(2, 1, 2, 1).unwrap().to_string(), "2+√2");
        assert_eq!(
            Quadratic::new(-1, 1, 13, 2).unwrap().to_string(),
            "(-1+√13)/2"
        );
        assert_eq!(
            Quadratic::new(1, 1, 5, 2).unwrap().polynomial(),
            (1, -1, -1)
        );
        assert!(Quadratic::new(1, 1, 4, 2).is_none());
    }

    #[test]
    fn a_rational_slope_is_not_called_irrational() {
        // ⌊k·3/2⌋: 1, 3, 4, 6, … fits 3/2, and heights up to 50 hold
        // irrationals in its interval too.
        let seq: Vec<u64> = (1..=30).map(|k| k * 3 / 2).collect();
        assert_eq!(fit_beam(&seq), Err(NoBeam::Rational { p: 3, q: 2 }));
        let seq: Vec<u64> = (1..=30).collect();
        assert_eq!(fit_beam(&seq), Err(NoBeam::Rational { p: 1, q: 1 }));
    }

    #[test]
    fn a_line_that_is_no_beam_breaks() {
        // 1, 2, 4, 4: ⌊2α⌋ = 2 needs α ≥ 1, ⌊3α⌋ = 4 needs α ≥ 4/3, but
        // ⌊4α⌋ = 4 needs α < 5/4.
        assert_eq!(fit_beam(&[1, 2, 4, 4]), Err(NoBeam::Breaks { k: 4 }));
    }
}
