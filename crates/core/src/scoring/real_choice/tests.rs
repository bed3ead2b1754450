use super::*;

/// `base^exponent mod p` by square and multiply with hardware division,
/// apart from `Field`.
fn pow_mod(mut base: u64, mut exponent: u64, p: u64) -> u64 {
    let mut result = 1 % p;
    base %= p;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % p;
        }
        base = base * base % p;
        exponent >>= 1;
    }
    result
}

#[test]
fn barrett_reduction_is_the_remainder() {
    for p in [3u64, 13, 65_537, MODULUS, 4_294_967_291] {
        let field = Field::new(p);
        let mut state = p;
        let specials = [
            0,
            1,
            p - 1,
            p,
            p + 1,
            2 * p - 1,
            (p - 1) * (p - 1),
            u64::MAX,
            u64::MAX - 1,
        ];
        for a in specials.into_iter().chain((0..20_000).map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            state
        })) {
            assert_eq!(field.reduce(a), a % p, "{a} mod {p}");
        }
        assert_eq!(field.mul(p - 1, p - 1), 1);
        for a in [0, 1, 2, p / 2, p - 2, p - 1] {
            for b in [0, 1, p / 2 + 1, p - 1] {
                let mean = field.mean(a, b);
                assert!(mean < p);
                assert_eq!(field.mul(mean, 2), (a + b) % p, "({a} + {b}) / 2 mod {p}");
            }
        }
        assert_eq!(field.pow(2, p - 1), 1);
    }
}

/// An exact rational `num / den`, `den > 0`, in lowest terms: enough for the
/// literal game on small n (its values have a power of 2 below).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ratio {
    num: i128,
    den: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl Ratio {
    fn new(num: i128, den: i128) -> Ratio {
        let g = gcd(num, den).max(1) * den.signum();
        Ratio {
            num: num / g,
            den: den / g,
        }
    }
    fn int(value: i128) -> Ratio {
        Ratio::new(value, 1)
    }
    fn add(self, other: Ratio) -> Ratio {
        Ratio::new(
            self.num * other.den + other.num * self.den,
            self.den * other.den,
        )
    }
    fn neg(self) -> Ratio {
        Ratio::new(-self.num, self.den)
    }
    fn less(self, other: Ratio) -> bool {
        self.num * other.den < other.num * self.den
    }
    fn modulo(self, p: u64) -> u64 {
        let p = i128::from(p);
        let num = self.num.rem_euclid(p) as u64;
        let den = self.den.rem_euclid(p) as u64;
        num * pow_mod(den, p as u64 - 2, p as u64) % p as u64
    }
}

/// The real game played by its rules, exactly: with `l` turns left and `a`
/// additions owed, Alice's choice of t ∈ [0, k] is searched over {0, k, the
/// point where Bob's two answers cross (when it lies in [0, k])}. Bob's
/// answer to t is the least of t + (value after adding) and, when he may
/// subtract, −t + (value after subtracting): a minimum of at most two lines
/// in t, a concave piecewise-linear function, whose maximum over [0, k] is
/// at an end or at the crossing. So the search is exact over the reals; it
/// assumes nothing about which candidate wins.
fn literal(n: usize, m: usize, k: i128) -> Ratio {
    // value[l][a], filled by increasing l.
    let mut value = vec![vec![Ratio::int(0); n + 1]; n + 1];
    for l in 1..=n {
        for a in 0..=l {
            let after_add = value[l - 1][a.saturating_sub(1)];
            let after_subtract = (a < l).then(|| value[l - 1][a]);
            let bob = |t: Ratio| -> Ratio {
                let add = t.add(after_add);
                match after_subtract {
                    Some(rest) => {
                        let subtract = t.neg().add(rest);
                        if subtract.less(add) { subtract } else { add }
                    }
                    None => add,
                }
            };
            let mut candidates = vec![Ratio::int(0), Ratio::int(k)];
            if let Some(rest) = after_subtract {
                // after_add + t = rest − t.
                let gap = rest.add(after_add.neg());
                let crossing = Ratio::new(gap.num, 2 * gap.den);
                if !crossing.less(Ratio::int(0)) && !Ratio::int(k).less(crossing) {
                    candidates.push(crossing);
                }
            }
            let mut best = bob(candidates[0]);
            for &t in &candidates[1..] {
                let answer = bob(t);
                if best.less(answer) {
                    best = answer;
                }
            }
            value[l][a] = best;
        }
    }
    value[n][m]
}

#[test]
fn the_literal_game_agrees_with_the_table_and_the_closed_form() {
    for n in 0..=10 {
        for m in 0..=n {
            for k in [0, 1, 2, 3, 1000, MODULUS as i128 - 1] {
                let exact = literal(n, m, k);
                for p in [MODULUS, 13, 1_000_003] {
                    let (n, m, k) = (n as u64, m as u64, k as u64);
                    let expected = exact.modulo(p);
                    assert_eq!(
                        table_value(n, m, k, p),
                        expected,
                        "table ({n}, {m}, {k}) mod {p}"
                    );
                    assert_eq!(
                        closed_form_value(n, m, k, p),
                        expected,
                        "closed form ({n}, {m}, {k}) mod {p}"
                    );
                }
            }
        }
    }
}

/// H(n, m) = 2^(n−1)·F(n, m) exactly, by the table's recursion in integers
/// (H(n, 0) = 0, H(n, n) = n·2^(n−1), H(n, m) = H(n − 1, m − 1) + H(n − 1, m)):
/// below 100·2^99 for n ≤ 100, so `u128` holds it.
fn exact_rows(n_max: usize) -> Vec<Vec<u128>> {
    let mut rows: Vec<Vec<u128>> = vec![vec![0]];
    for n in 1..=n_max {
        let above = &rows[n - 1];
        let row: Vec<u128> = (0..=n)
            .map(|m| match m {
                0 => 0,
                m if m == n => n as u128 * (1u128 << (n - 1)),
                m => above[m - 1] + above[m],
            })
            .collect();
        rows.push(row);
    }
    rows
}

/// Past the modulus: with small primes, n runs well beyond p (so that
/// n − 1 − i is often 0 mod p), and both functions stay exact.
#[test]
fn small_primes_stay_exact_past_the_modulus() {
    let rows = exact_rows(100);
    for p in [3, 5, 13, 17, 10_007, MODULUS] {
        for (n, row) in rows.iter().enumerate().skip(1) {
            let inverse_power = pow_mod((p + 1) / 2, n as u64 - 1, p);
            for (m, &exact) in row.iter().enumerate() {
                let expected = (exact % u128::from(p)) as u64 * inverse_power % p * 7 % p;
                let (n, m) = (n as u64, m as u64);
                // The table is O(n·m) with a divisor known only at run time:
                // n ≤ 60 keeps this test quick.
                if n <= 60 {
                    assert_eq!(
                        table_value(n, m, 7, p),
                        expected,
                        "table ({n}, {m}) mod {p}"
                    );
                }
                if closed_form_terms(n, m) < p {
                    assert_eq!(
                        closed_form_value(n, m, 7, p),
                        expected,
                        "closed form ({n}, {m}) mod {p}"
                    );
                }
            }
        }
    }
}

/// Every input of D1 (n ≤ 2000) with `GAMES_SLOW_TESTS=1`, n ≤ 300 and the
/// rows n = 1999 and 2000 otherwise: the closed form against the table,
/// built row by row.
#[test]
fn the_closed_form_agrees_with_the_table_on_every_easy_input() {
    let slow = std::env::var("GAMES_SLOW_TESTS").map_or(false, |value| value == "1");
    let top = 2000usize;
    let half = (MODULUS + 1) / 2;
    let mut row = vec![0u64; top + 1];
    for n in 1..=top {
        for m in (1..n).rev() {
            row[m] = (row[m] + row[m - 1]) % MODULUS * half % MODULUS;
        }
        row[n] = n as u64;
        if slow || n <= 300 || n >= 1999 {
            for (m, &value) in row[..=n].iter().enumerate() {
                assert_eq!(
                    closed_form_value(n as u64, m as u64, 1, MODULUS),
                    value,
                    "({n}, {m})"
                );
            }
        }
    }
    assert_eq!(table_value(2000, 1999, 1, MODULUS), row[1999]);
    assert_eq!(table_value(2000, 1000, 3, MODULUS), row[1000] * 3 % MODULUS);
}

#[test]
fn huge_games_with_few_terms_are_exact() {
    // F(n, 1) = 2^(1−n), F(n, 2) = (n + 2)·2^(1−n), F(n, n − 1) = (n − 2) +
    // 2^(1−n): the terms H(n, 1) = 1 and H(n, 2) = 3 + (n − 1). The power of
    // 1/2 is taken by Fermat (2^(p−1) = 1) with a plain loop, apart from
    // pow_mod and Field.
    let n = u64::MAX;
    for p in [13u64, 10_007, 65_537] {
        let exponent = (p - 1) - (n - 1) % (p - 1);
        let inverse_power = (0..exponent).fold(1u64, |acc, _| acc * 2 % p);
        let n_mod = n % p;
        assert_eq!(closed_form_value(n, 1, 1, p), inverse_power);
        assert_eq!(
            closed_form_value(n, 2, 1, p),
            (n_mod + 2) % p * inverse_power % p
        );
        assert_eq!(
            closed_form_value(n, n - 1, 1, p),
            (n_mod + p - 2 + inverse_power) % p
        );
        assert_eq!(closed_form_value(n, n, n, p), n_mod * n_mod % p);
        assert_eq!(closed_form_value(n, 0, n, p), 0);
        assert_eq!(table_value(n, n, n, p), n_mod * n_mod % p);
        assert_eq!(table_value(n, 0, n, p), 0);
    }
}

#[test]
#[should_panic(expected = "exceeds n")]
fn more_additions_than_turns_panics() {
    table_value(3, 4, 1, MODULUS);
}

#[test]
#[should_panic(expected = "below the modulus")]
fn too_many_terms_for_the_modulus_panics() {
    closed_form_value(40, 20, 1, 13);
}
