//! Codeforces 1628 D2 driven as a judge would: the sample, the closed form
//! against the easy version's table and the real game, the rule file, the
//! answers off the statement's domain, bad input, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::{game, MODULUS};
use play::rules::game_on_sum::{self, Ratio};
use play::scoring::Advantage;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1628d2");

const SAMPLE_IN: &str = "7\n3 3 2\n2 1 10\n6 3 10\n6 4 10\n100 1 1\n4 4 0\n69 4 20\n";
const SAMPLE_OUT: &str = "6\n5\n375000012\n500000026\n958557139\n0\n49735962\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1628d2"))
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
        .stderr(error_line(fragment));
}

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_IN), SAMPLE_OUT);
}

/// The rule file is the easy version's, word for word.
#[test]
fn the_rule_file_is_the_easy_versions() {
    assert_eq!(
        include_str!("../game.rs"),
        include_str!("../../cf-1628d1/game.rs")
    );
}

/// The two literal searches — the rule file's grid by negamax, and the real
/// game over exact rationals — agree on every game of up to 6 turns.
#[test]
fn the_grid_game_equals_the_real_game() {
    let mut search = Advantage::new(oracle::grid_moves as oracle::Moves);
    for n in 0..=oracle::GRID_TURNS {
        for m in 0..=n {
            for k in [0, 3, MODULUS - 1] {
                assert_eq!(
                    oracle::grid_value(&mut search, n, m, k),
                    game_on_sum::value(n, m, k),
                    "({n}, {m}, {k})"
                );
            }
        }
        assert_eq!(
            game::guess((n, n / 2)),
            search.value(&game::start((n, n / 2)))
        );
    }
}

/// The easy version's table, F(n, m) mod p for every m ≤ n of the rows up to
/// `top`, built row by row in this test (F(n, 0) = 0, F(n, n) = n, the mean
/// of the two above inside).
fn table_rows(top: usize) -> Vec<Vec<u64>> {
    let half = (MODULUS + 1) / 2;
    let mut rows = vec![vec![0u64]];
    for n in 1..=top {
        let above = &rows[n - 1];
        let row: Vec<u64> = (0..=n)
            .map(|m| match m {
                0 => 0,
                m if m == n => n as u64,
                m => (above[m - 1] + above[m]) % MODULUS * half % MODULUS,
            })
            .collect();
        rows.push(row);
    }
    rows
}

/// The closed form equals the table on the easy version's inputs: here every
/// game with n ≤ 100 and every m of the rows n = 1999 and 2000, with k = 1
/// (gamecore's unit tests compare every n ≤ 2000 with `GAMES_SLOW_TESTS=1`).
#[test]
fn the_binary_equals_the_easy_versions_table() {
    let rows = table_rows(2000);
    let mut input = String::new();
    let mut expected = String::new();
    let mut count = 0;
    for n in (1..=100).chain([1999, 2000]) {
        for (m, value) in rows[n].iter().enumerate().skip(1) {
            input += &format!("{n} {m} 1\n");
            expected += &format!("{value}\n");
            count += 1;
        }
    }
    check(&format!("{count}\n{input}"), &expected);
}

/// Every game with n ≤ 40, k = 1 and the largest k, against the real game
/// over exact rationals.
#[test]
fn every_game_up_to_40_turns_agrees_with_exact_rationals() {
    for k in [1, MODULUS - 1] {
        let mut input = String::new();
        let mut expected = String::new();
        let mut count = 0;
        for n in 1..=40u64 {
            let values = game_on_sum::row(n, k);
            for m in 1..=n {
                input += &format!("{n} {m} {k}\n");
                expected += &format!("{}\n", values[m as usize].modulo(MODULUS));
                count += 1;
            }
        }
        check(&format!("{count}\n{input}"), &expected);
    }
}

/// 2^e mod p by square and multiply, apart from gamecore's.
fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    while exponent > 0 {
        if exponent % 2 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exponent /= 2;
    }
    result
}

/// Off the statement's domain: n up to 2^64 − 1 (with few terms), m = 0,
/// k at or past the modulus; the binary's own bound on the terms.
#[test]
fn answers_off_the_domain_are_exact() {
    let n = u64::MAX;
    let inverse_half_power = power((MODULUS + 1) / 2, n - 1); // 2^(1−n)
    let n_mod = n % MODULUS;
    // F(n, 1) = 2^(1−n), F(n, 2) = (n + 2)·2^(1−n), F(n, n − 1) = (n − 2) + 2^(1−n),
    // F(n, n) = n (H(n, 1) = 1, H(n, 2) = 3 + (n − 1), and the symmetry).
    let expected = [
        inverse_half_power,
        (n_mod + 2) % MODULUS * inverse_half_power % MODULUS,
        (n_mod + MODULUS - 2 + inverse_half_power) % MODULUS,
        n_mod,
        0,
    ];
    check(
        &format!(
            "5\n{n} 1 1\n{n} 2 1\n{n} {} 1\n{n} {n} 1\n{n} 0 {n}\n",
            n - 1
        ),
        &expected
            .iter()
            .map(|v| format!("{v}\n"))
            .collect::<String>(),
    );
    // k past the modulus: the value is k·F, reduced (F(6, 3) = 15/16).
    let scaled = Ratio::new(15, 16).modulo(MODULUS) * (u64::MAX % MODULUS) % MODULUS;
    check(
        &format!("2\n6 3 {}\n6 3 {}\n", MODULUS + 10, u64::MAX),
        &format!("375000012\n{scaled}\n"),
    );
    // Up to the bound: 10^7 terms in all (ten games of n = 2·10^6, m = 10^6),
    // against the path-counting reference below.
    let one = reference("1\n2000000 1000000 7\n");
    check(
        &format!("10\n{}", "2000000 1000000 7\n".repeat(10)),
        &one.repeat(10),
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3 4 1\n",
        "token 3: m must be at most n (Bob cannot add more often than there are turns)",
    );
    check_rejects(
        "2\n3 3 2\n2 1",
        "token 7: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n3 x 2\n",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n3 3 -2\n",
        "token 4: expected an unsigned 64-bit integer, found `-2`",
    );
    check_rejects(
        "2\n3 1 1\n20000002 10000001 1\n",
        "token 6: the sum of min(m, n - m) over the games must be at most 10000000",
    );
}

#[test]
fn a_huge_count_is_read_lazily() {
    solution()
        .write_stdin("18446744073709551615\n3 3 2\n")
        .assert()
        .code(2)
        .stdout(judge_eq("6\n"))
        .stderr(error_line(
            "token 5: expected an unsigned 64-bit integer, found end of input",
        ));
}

/// An independent slower reference for the `max-*` cases, by another
/// derivation: unrolling the table's recursion from (n, m), each border cell
/// (i, i) is reached along the paths from (i + 1, i) to (n, m) — C(n − i − 1,
/// m − i) of them, each halving n − i times — so
/// F(n, m) = Σ_{i=1}^{m} i·C(n − i − 1, m − i) / 2^(n − i) for m < n, and n for
/// m = n. Factorials mod p up to the largest n, nothing from gamecore.
fn reference(input: &str) -> String {
    let games = oracle::games(input);
    let top = games.iter().map(|&(n, _, _)| n as usize).max().unwrap_or(0) + 1;
    let p = MODULUS;
    let mut factorial = vec![1u64; top + 1];
    for i in 1..=top {
        factorial[i] = factorial[i - 1] * i as u64 % p;
    }
    let mut inverse_factorial = vec![1u64; top + 1];
    inverse_factorial[top] = power(factorial[top], p - 2);
    for i in (1..=top).rev() {
        inverse_factorial[i - 1] = inverse_factorial[i] * i as u64 % p;
    }
    let mut half_powers = vec![1u64; top + 1];
    for i in 1..=top {
        half_powers[i] = half_powers[i - 1] * ((p + 1) / 2) % p;
    }
    let choose =
        |a: usize, b: usize| factorial[a] * inverse_factorial[b] % p * inverse_factorial[a - b] % p;
    games
        .into_iter()
        .map(|(n, m, k)| {
            let (n, m) = (n as usize, m as usize);
            let f = if m == n {
                n as u64 % p
            } else {
                (1..=m).fold(0, |sum, i| {
                    (sum + i as u64 * choose(n - i - 1, m - i) % p * half_powers[n - i]) % p
                })
            };
            format!("{}\n", f * (k % p) % p)
        })
        .collect()
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
        1628,
        60,
    );
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

#[test]
fn max_testdata_comes_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}

/// testdata/cf-1628d2/README.md names every case's origin and has no TODO
/// left (the workspace checks every problem's the same way, in
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
