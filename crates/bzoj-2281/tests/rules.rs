//! BZOJ 2281 driven as a judge would: the samples, bad input, and the test
//! data's provenance. The comparison with the brute force on random inputs is
//! the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/bzoj-2281");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bzoj-2281"))
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

const SAMPLE: (&str, &str) = ("10 4 2\n", "182\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!((oracle::ORACLE.brute)(SAMPLE.0), SAMPLE.1);
}

#[test]
fn brute_force_on_rows_checked_by_hand() {
    // Two cells, one pair, touching: white cannot move; A loses.
    assert_eq!(oracle::brute("2 2 1\n"), "0\n");
    // Three cells, one pair. `W.B`: A closes the gap and B is stuck. `WB.`:
    // A cannot move at all. `.WB`: A must step back to `W.B`, and B closes
    // the gap. So only `W.B` is won.
    let layouts = oracle::outcomes(3, 2, 1);
    let won: Vec<u32> = layouts
        .iter()
        .filter(|&&(_, a, _)| a == oracle::Outcome::Win)
        .map(|&(mask, _, _)| mask)
        .collect();
    // Bits are cells from the left: 0b101 is `W.B`.
    assert_eq!(won, [0b101]);
}

#[test]
fn the_literal_game_has_no_draws_on_small_rows() {
    // Moves can be undone (a piece may step back), so a position can repeat;
    // the retrograde search would report a draw. None occurs: the
    // reversibility argument in the README holds on every row checked.
    for n in 2..=8 {
        for k in (2..=n.min(6)).step_by(2) {
            for d in 1..=k {
                for (mask, white, black) in oracle::outcomes(n, k, d) {
                    assert!(
                        white != oracle::Outcome::Draw && black != oracle::Outcome::Draw,
                        "a draw at n {n}, k {k}, d {d}, layout {mask:b}"
                    );
                }
            }
        }
    }
}

/// Independent reference for rows beyond literal play: Moore's condition
/// on the gaps counted digit by digit again, written here without
/// `gamecore`, with binomials from factorials and inverses modulo the prime
/// (not Pascal's rule).
fn reference(input: &str) -> String {
    const P: u64 = 1_000_000_007;
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let (n, k, d) = (numbers[0], numbers[1], numbers[2]);
    let power = |mut base: u64, mut exp: u64| {
        let mut result = 1u64;
        while exp > 0 {
            if exp & 1 == 1 {
                result = result * base % P;
            }
            base = base * base % P;
            exp >>= 1;
        }
        result
    };
    let mut factorial = vec![1u64; n + 1];
    for i in 1..=n {
        factorial[i] = factorial[i - 1] * i as u64 % P;
    }
    let mut inverse = vec![1u64; n + 1];
    inverse[n] = power(factorial[n], P - 2);
    for i in (1..=n).rev() {
        inverse[i - 1] = inverse[i] * i as u64 % P;
    }
    let choose = |a: usize, b: usize| {
        if b > a {
            0
        } else {
            factorial[a] * inverse[b] % P * inverse[a - b] % P
        }
    };
    let pairs = k / 2;
    let free = n - k;
    let mut lost = vec![0u64; free + 1];
    lost[0] = 1;
    let mut bit = 0;
    while 1usize << bit <= free {
        let mut next = vec![0u64; free + 1];
        for (sum, &ways) in lost.iter().enumerate() {
            let mut heaps_with_bit = 0;
            while heaps_with_bit <= pairs && sum + (heaps_with_bit << bit) <= free {
                let to = sum + (heaps_with_bit << bit);
                next[to] = (next[to] + ways * choose(pairs, heaps_with_bit)) % P;
                heaps_with_bit += d + 1;
            }
        }
        lost = next;
        bit += 1;
    }
    let lost_layouts = (0..=free).fold(0, |total, sum| {
        (total + lost[sum] * choose(n - pairs - sum, pairs)) % P
    });
    format!("{}\n", (choose(n, k) + P - lost_layouts) % P)
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2281,
        200,
    );
}

#[test]
fn inputs_past_the_limits_are_answered_or_refused() {
    let input = "100000 200 3\n";
    check(input, &reference(input));
    check_rejects(
        "100001 2 1\n",
        "token 3: n may be at most 100000 and k at most 200",
    );
    check_rejects("10 3 1\n", "token 3: expected 1 ≤ d ≤ k ≤ n with k even");
    check_rejects("10 4 5\n", "token 3: expected 1 ≤ d ≤ k ≤ n with k even");
    check_rejects("4 6 1\n", "token 3: expected 1 ≤ d ≤ k ≤ n with k even");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "10 4",
        "token 3: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "10 x 2",
        "token 2: expected a non-negative integer (usize), found `x`",
    );
}

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("10001 2 1\n", "n = 10001 is outside 1..=10000"),
            ("10000 102 1\n", "k = 102 is outside 1..=100"),
            ("10 3 1\n", "must be even"),
            ("10 4 5\n", "d = 5 is outside 1..=4"),
            ("4 6 1\n", "k = 6 is outside 1..=4"),
            ("10 4 0\n", "d = 0 is outside 1..=4"),
        ],
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

#[test]
fn the_validator_tells_ours_apart_as_the_readme_says_and_passes_the_max_input() {
    judge::checks::check_validator(
        &oracle::ORACLE,
        env!("CARGO_PKG_NAME"),
        env!("CARGO_MANIFEST_DIR"),
        TESTDATA,
    );
}

// TODO (when the problem has `max-*` cases too large for the brute force): an
// independent slower `reference`, checked against the brute force on small
// inputs with `judge::stress::check_reference_against_brute`, and
// `judge::testdata::check_against_reference(TESTDATA, &["max-"], reference)`
// so that every `max-*.out` is re-derived on each `cargo test`.
