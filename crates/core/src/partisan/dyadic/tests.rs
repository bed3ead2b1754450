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
