//! Codeforces 850C driven as a judge would: the samples, numbers past the
//! limits, bad input, and the test data's provenance. The comparison with the
//! brute force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::{BTreeMap, BTreeSet, HashMap};

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-850c");
const SAMPLES: [(&str, &str); 4] = [
    ("4\n1 1 1 1\n", "Arpa\n"),
    ("4\n1 1 17 17\n", "Mojtaba\n"),
    ("4\n1 1 17 289\n", "Arpa\n"),
    ("5\n1 2 3 4 5\n", "Arpa\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-850c"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

#[track_caller]
fn check_rejects(input: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout("")
        .stderr(error_line(fragment));
}

/// The value of a set of exponents by the rule read literally on sets
/// (naming k drops k, keeps the smaller ones and lowers the larger by k),
/// memoised by the set itself.
fn set_value(set: &BTreeSet<u32>, memo: &mut HashMap<BTreeSet<u32>, u32>) -> u32 {
    if let Some(&value) = memo.get(set) {
        return value;
    }
    let top = set.iter().next_back().copied().unwrap_or(0);
    let options: Vec<u32> = (1..=top)
        .map(|k| {
            let next: BTreeSet<u32> = set
                .iter()
                .filter(|&&e| e != k)
                .map(|&e| if e > k { e - k } else { e })
                .collect();
            set_value(&next, memo)
        })
        .collect();
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(set.clone(), value);
    value
}

/// `⌊√x⌋`, from the floating-point root corrected to the exact one.
fn floor_sqrt(x: u64) -> u64 {
    let mut root = (x as f64).sqrt() as u64;
    while root * root > x {
        root -= 1;
    }
    while (root + 1) * (root + 1) <= x {
        root += 1;
    }
    root
}

/// The prime factors of `x ≤ 2^32 − 1` with their exponents, by another
/// route than `gamecore::base::factor`'s (which uses Miller–Rabin and
/// Pollard's rho): trial division by the primes up to 1625 (`small`, the
/// cube root of 2^32), after which the rest has at most two prime factors,
/// each above 1625; then Fermat's method for a few thousand steps (quick
/// when the two are close, as for two primes near 2^16: a² − rest = b² gives
/// rest = (a − b)(a + b)), else trial division by every odd number up to
/// the rest's square root.
fn factor_independently(x: u64, small: &[u64]) -> Vec<(u64, u32)> {
    let mut factors = Vec::new();
    let mut rest = x;
    for &p in small {
        let mut e = 0;
        while rest % p == 0 {
            rest /= p;
            e += 1;
        }
        if e > 0 {
            factors.push((p, e));
        }
    }
    if rest == 1 {
        return factors;
    }
    // Both factors exceed 1625, so a rest below 1626² is prime.
    if rest < 1626 * 1626 {
        factors.push((rest, 1));
        return factors;
    }
    let mut a = floor_sqrt(rest);
    if a * a < rest {
        a += 1;
    }
    for _ in 0..5_000 {
        let b = floor_sqrt(a * a - rest);
        if b * b == a * a - rest && a - b > 1 {
            let (p, q) = (a - b, a + b);
            factors.extend(if p == q {
                vec![(p, 2)]
            } else {
                vec![(p, 1), (q, 1)]
            });
            return factors;
        }
        a += 1;
    }
    match (1627..=floor_sqrt(rest)).step_by(2).find(|d| rest % d == 0) {
        Some(p) if p * p == rest => factors.push((p, 2)),
        Some(p) => factors.extend([(p, 1), (rest / p, 1)]),
        None => factors.push((rest, 1)),
    }
    factors
}

/// The primes up to 1625, the cube root of 2^32, by trial division.
fn small_primes() -> Vec<u64> {
    (2..=1625u64)
        .filter(|&p| (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0))
        .collect()
}

/// Independent reference for the `max-` cases and the largest answered
/// input (numbers up to 2^32 − 1 are far beyond literal play of the list):
/// each distinct number factored by [`factor_independently`], each prime's
/// exponents gathered as a set and valued by [`set_value`], XORed (the game
/// splits by primes, see `gamecore::sg::exponent_sets`). Checked against
/// the brute force by `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let mut numbers = judge::input::counted_list::<u64>(input);
    numbers.sort_unstable();
    numbers.dedup();
    let small = small_primes();
    let mut sets: BTreeMap<u64, BTreeSet<u32>> = BTreeMap::new();
    for x in numbers {
        for (p, e) in factor_independently(x, &small) {
            sets.entry(p).or_default().insert(e);
        }
    }
    let mut memo = HashMap::new();
    let sum = sets
        .values()
        .fold(0, |acc, set| acc ^ set_value(set, &mut memo));
    if sum != 0 { "Mojtaba\n" } else { "Arpa\n" }.to_string()
}

#[test]
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, output) in SAMPLES {
        assert_eq!(oracle::brute(input), output, "{input}");
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    for (input, output) in SAMPLES {
        assert_eq!(reference(input), output, "{input}");
    }
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        850,
        400,
    );
}

#[test]
fn numbers_past_the_limits_stay_exact() {
    // 2^31 alone: one exponent, a Nim heap of 31.
    check("1\n2147483648\n", "Mojtaba\n");
    // The largest accepted number, 2^32 − 1 = 3 · 5 · 17 · 257 · 65537: five
    // primes of exponent 1, each worth 1: odd, so the first player wins.
    check("1\n4294967295\n", "Mojtaba\n");
    // 4294967291, the largest prime below 2^32, twice: one set {1}.
    check("2\n4294967291 4294967291\n", "Mojtaba\n");
    let input = "3\n2147483648 1073741824 4294967291\n";
    check(input, &reference(input));
}

/// The largest input the binary answers (the oracle's `answered`, which
/// `cargo xtask bench --answered` times against the judge's 1 s): 10^5
/// numbers up to 2^32 − 1, most of them products of two primes near 2^16,
/// valued exactly. It took 6.4 s when the numbers were factored by trial
/// division up to their square roots.
#[test]
fn the_largest_answered_input_is_exact() {
    let limits = judge::oracle::Limits::load(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
        .expect("the crate's limits");
    let mut input = Vec::new();
    oracle::ORACLE
        .max
        .write_answered(env!("CARGO_PKG_NAME"), &limits, &mut input)
        .expect("the answered input");
    let input = String::from_utf8(input).expect("ASCII");
    check(&input, &reference(&input));
}

/// Numbers whose factors the reference finds by each of its routes: close
/// primes (Fermat), far primes and primes near 2^32 (trial division).
#[test]
fn the_reference_factors_by_every_route() {
    let small = small_primes();
    let factor = |x| factor_independently(x, &small);
    assert_eq!(factor(65_521 * 65_519), [(65_519, 1), (65_521, 1)]);
    assert_eq!(factor(65_521 * 65_521), [(65_521, 2)]);
    assert_eq!(factor(1_627 * 2_639_773), [(1_627, 1), (2_639_773, 1)]);
    assert_eq!(factor(4_294_967_291), [(4_294_967_291, 1)]);
    assert_eq!(
        factor(2 * 2 * 3 * 1_627 * 1_627),
        [(2, 2), (3, 1), (1_627, 2)]
    );
}

#[test]
fn a_missing_final_line_break() {
    check("4\n1 1 17 17", "Mojtaba\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2\n1",
        "token 3: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\nx\n",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "2\n5 0\n",
        "token 3: a number must be at least 1 (0 is divisible by every p^k)",
    );
    check_rejects(
        "1\n4294967296\n",
        "token 2: a number must be at most 4294967295",
    );
    // Huge counts are read one token at a time, never allocated up front.
    check_rejects(
        "1000000000000\n1 2\n",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "18446744073709551615\n1\n",
        "token 3: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_reference() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}

/// testdata/cf-850c/README.md names every case's origin and has no TODO left
/// (the workspace checks every problem's the same way, in
/// xtask/tests/testdata_origins.rs).
#[test]
fn every_case_has_an_origin() {
    if let Err(problems) = judge::testdata::check_provenance(std::path::Path::new(TESTDATA)) {
        panic!("{problems}");
    }
}

#[test]
fn the_validator_accepts_the_samples_and_the_max_input() {
    // The cases the validator refuses are ours, and the testdata README lists
    // exactly those under `## Ours`.
    judge::checks::check_validator(
        &oracle::ORACLE,
        env!("CARGO_PKG_NAME"),
        env!("CARGO_MANIFEST_DIR"),
        TESTDATA,
    );
}

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("1\n0\n", "outside"),
            ("1\n1000000001\n", "outside"),
            ("101\n", "outside"),
            ("2\n1\n", "expected"),
            ("1\n1\n7\n", "expected the end of the input"),
        ],
    );
}
