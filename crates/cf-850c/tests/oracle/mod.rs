//! Codeforces 850C's oracle: random small lists, the game played by its
//! literal rules over whole lists, and the max-size input with its
//! validator.

use judge::oracle::{AnsweredMax, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "100 numbers ≤ 10^9: all powers of 2, 3, 5, 7 and numbers near 10^9",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: Some(AnsweredMax {
            describe: "10^5 numbers < 2^32: products of two primes near 2^16, prime powers, primes",
            version: 1,
            generate: answered_max,
        }),
        shape: |limits| Shape {
            cases: 1,
            values: 1 + limits.get_usize("n"),
        },
    },
};

/// 1 to 4 numbers, each a product of powers of 2, 3 and 5 up to 2^6, 3^3
/// and 5^2 (most of them one prime's power, so that the exponent sets are
/// rich) or a prime up to 97.
pub fn generate(rng: &mut Rng) -> String {
    let n = rng.range(1, 4);
    let numbers: Vec<String> = (0..n)
        .map(|_| {
            let number = match rng.range(0, 5) {
                0 => *rng.pick(&[7u64, 11, 13, 89, 97, 1]),
                1 => 2u64.pow(rng.range(0, 3) as u32) * 3u64.pow(rng.range(0, 2) as u32),
                2 | 3 => 2u64.pow(rng.range(1, 6) as u32),
                _ => 3u64.pow(rng.range(1, 3) as u32) * 5u64.pow(rng.range(0, 1) as u32),
            };
            number.to_string()
        })
        .collect();
    format!("{n}\n{}\n", numbers.join(" "))
}

/// The moves of the list: name `p^k` (p prime, k ≥ 1) dividing at least one
/// number; each number divisible by it is divided by it. The list is kept
/// sorted (a multiset), ones included.
pub fn list_moves(list: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut primes: Vec<u64> = Vec::new();
    for &x in list {
        let mut rest = x;
        let mut p = 2;
        while rest > 1 {
            if rest % p == 0 {
                if !primes.contains(&p) {
                    primes.push(p);
                }
                rest /= p;
            } else {
                p += 1;
            }
        }
    }
    let mut options = Vec::new();
    for p in primes {
        let mut power = p;
        while list.iter().any(|&x| x % power == 0) {
            let mut next: Vec<u64> = list
                .iter()
                .map(|&x| if x % power == 0 { x / power } else { x })
                .collect();
            next.sort_unstable();
            options.push(next);
            power *= p;
        }
    }
    options
}

type Moves = fn(&Vec<u64>) -> Vec<Vec<u64>>;

/// The list played out; Mojtaba moves first, who cannot move loses.
pub fn brute(input: &str) -> String {
    let mut game: Game<Vec<u64>, Moves> = Game::new(list_moves as Moves);
    let mut list = judge::input::counted_list::<u64>(input);
    list.sort_unstable();
    if game.wins(&list) {
        "Mojtaba\n".to_string()
    } else {
        "Arpa\n".to_string()
    }
}

/// Every power of 2, 3, 5 and 7 up to 10^9 (69 numbers: exponent sets as
/// full as the judge allows), then numbers from 10^9 down (the slowest to
/// factor), 100 in all.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_usize("n"), limits.get_u64("value"));
    let mut numbers = Vec::new();
    for p in [2u64, 3, 5, 7] {
        let mut power = p;
        while power <= top && numbers.len() < n {
            numbers.push(power);
            power *= p;
        }
    }
    numbers.push(top);
    while numbers.len() < n {
        numbers.push(top - rng.range(0, 100_000));
    }
    rng.shuffle(&mut numbers);
    out.line(&[n as u64]);
    out.line(&numbers);
}

/// The binary's own bounds, past the judge's: 10^5 numbers (the README's
/// measured n; any n is answered, in time linear in n) up to 2^32 − 1, the
/// slowest to factor: products of two distinct primes between 60,000 and
/// 2^16 (trial division up to the cube root leaves them whole, and
/// Pollard's rho needs about √p steps), with every power of 2, 3, 5 and 7
/// below 2^32 (the widest exponent sets), squares of those primes, and the
/// largest primes below 2^32.
fn answered_max(rng: &mut Rng, _: &Limits, out: &mut Writer<'_>) {
    let n = 100_000;
    let primes = primes_between(60_000, 65_535);
    let mut numbers: Vec<u64> = Vec::new();
    for p in [2u64, 3, 5, 7] {
        let mut power = p;
        while power <= u64::from(u32::MAX) {
            numbers.push(power);
            power *= p;
        }
    }
    numbers.extend(primes.iter().take(100).map(|&p| p * p));
    numbers.extend(
        (u64::from(u32::MAX) - 3_000..=u64::from(u32::MAX))
            .filter(|&x| is_prime_by_trial_division(x))
            .take(100),
    );
    while numbers.len() < n {
        let (p, q) = (*rng.pick(&primes), *rng.pick(&primes));
        if p != q {
            numbers.push(p * q);
        }
    }
    rng.shuffle(&mut numbers);
    out.line(&[n as u64]);
    out.lines_of(n, n, || numbers.pop().unwrap());
}

/// Is `x` prime? Trial division by every number up to its square root.
fn is_prime_by_trial_division(x: u64) -> bool {
    x >= 2 && (2..).take_while(|d| d * d <= x).all(|d| x % d != 0)
}

/// The primes in `low..=high`, by trial division.
fn primes_between(low: u64, high: u64) -> Vec<u64> {
    (low..=high)
        .filter(|&x| is_prime_by_trial_division(x))
        .collect()
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "n")?;
    r.skip_ints(n, 1, limits.get("value"), "a_i")?;
    Ok(Shape {
        cases: 1,
        values: 1 + n as usize,
    })
}
