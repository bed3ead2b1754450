//! HDU 3404 driven as a judge would: the sample, coordinates past the limits,
//! bad input, and the test data's provenance. The comparison with the brute
//! force on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::collections::{HashMap, HashSet};

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-3404");
const SAMPLE_IN: &str = "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n";

fn sample_out() -> String {
    format!("{}{}", oracle::LOSE, oracle::WIN)
}

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-3404"))
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

/// `2^a ⊗ 2^b`, written without `gamecore` by another route than the
/// solution's: `2^a` is the ordinary product of the Fermat 2-powers
/// `F_k = 2^(2^k)` for the bits `k` of `a`, and distinct Fermat 2-powers
/// multiply ordinarily, so bits that `a` and `b` do not share just add. A
/// shared bit `k` (the highest) contributes `F_k ⊗ F_k = F_k ⊕ F_k/2`:
/// `2^a ⊗ 2^b = q ⊗ F_k ⊕ q ⊗ 2^(2^k − 1)` with `q = 2^(a − 2^k) ⊗ 2^(b − 2^k)`,
/// expanded bit by bit. Each nested call shares a lower bit, so it ends.
fn power_product(a: u32, b: u32, memo: &mut HashMap<(u32, u32), u64>) -> u64 {
    let shared = a & b;
    if shared == 0 {
        return 1u64 << (a | b);
    }
    if let Some(&known) = memo.get(&(a, b)) {
        return known;
    }
    let k = 31 - shared.leading_zeros();
    let half = 1u32 << k;
    let q = power_product(a - half, b - half, memo);
    let mut result = 0;
    for i in (0..64).filter(|&i| q >> i & 1 == 1) {
        result ^= power_product(i, half, memo) ^ power_product(i, half - 1, memo);
    }
    memo.insert((a, b), result);
    result
}

/// `x ⊗ y` by distributivity over the bits of both factors.
fn nim_product(x: u64, y: u64, memo: &mut HashMap<(u32, u32), u64>) -> u64 {
    let mut result = 0;
    for i in (0..64).filter(|&i| x >> i & 1 == 1) {
        for j in (0..64).filter(|&j| y >> j & 1 == 1) {
            result ^= power_product(i, j, memo);
        }
    }
    result
}

/// Independent reference for the `max-` cases (a 10^4 × 10^4 grid is far
/// beyond literal play): by the Tartan theorem each light `(x, y)` is worth
/// `x ⊗ y` ([`nim_product`], checked against the mex definition by
/// `the_reference_product_matches_the_mex_definition`), and the lights form a
/// sum (coin-turning principle). Checked against literal play by
/// `the_reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let mut memo = HashMap::new();
    oracle::parse(input)
        .iter()
        .map(|lights| {
            let value = lights
                .iter()
                .fold(0, |acc, &(x, y)| acc ^ nim_product(x, y, &mut memo));
            if value != 0 {
                oracle::WIN
            } else {
                oracle::LOSE
            }
        })
        .collect()
}

#[test]
fn sample() {
    check(SAMPLE_IN, &sample_out());
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_IN), sample_out());
}

#[test]
fn brute_force_toggles_distinct_corners() {
    // Light (2, 2) alone on the grid: rectangles from (1, 1), (1, 2), (2, 1)
    // and (2, 2) toggle 4, 2, 2 and 1 lights.
    let mut grid = vec![false; oracle::COLUMNS * oracle::ROWS];
    grid[oracle::ROWS + 1] = true;
    let counts: Vec<usize> = oracle::grid_moves(&grid)
        .iter()
        .map(|next| next.iter().zip(&grid).filter(|(a, b)| a != b).count())
        .collect();
    assert_eq!(counts, [4, 2, 2, 1]);
}

#[test]
fn the_reference_product_matches_the_mex_definition() {
    const N: usize = 32;
    let mut table = vec![[0u64; N]; N];
    let mut memo = HashMap::new();
    for a in 0..N {
        for b in 0..N {
            let mut options = HashSet::new();
            for a2 in 0..a {
                for b2 in 0..b {
                    options.insert(table[a2][b] ^ table[a][b2] ^ table[a2][b2]);
                }
            }
            table[a][b] = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(
                nim_product(a as u64, b as u64, &mut memo),
                table[a][b],
                "{a} ⊗ {b}"
            );
        }
    }
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3404,
        400,
    );
}

#[test]
fn coordinates_past_the_limits_stay_exact() {
    let mut memo = HashMap::new();
    let big = [
        u64::MAX,
        1 << 63,
        (1 << 63) - 1,
        1 << 32,
        12_345_678_901_234,
    ];
    for &x in &big {
        for &y in &big {
            // One light alone: lost only if x ⊗ y = 0, never (a field).
            check(&format!("1\n1\n{x} {y}\n"), oracle::WIN);
            // (x, y) and (y, x) cancel (⊗ is commutative) when they differ.
            if x != y {
                check(&format!("1\n2\n{x} {y}\n{y} {x}\n"), oracle::LOSE);
            }
        }
        // x ⊗ y ⊕ x ⊗ 1 = x ⊗ (y ⊕ 1): lights (x, 2), (x, 3) and (x, 1) cancel.
        check(&format!("1\n3\n{x} 2\n{x} 3\n{x} 1\n"), oracle::LOSE);
        assert_ne!(nim_product(x, 3, &mut memo), 0);
    }
}

#[test]
fn a_missing_final_line_break_and_empty_cases() {
    check(SAMPLE_IN.trim_end(), &sample_out());
    check("2\n0\n1\n1 1", &format!("{}{}", oracle::LOSE, oracle::WIN));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1 2\n1 2\n",
        "token 6: the light (1, 2) is named twice (the lights must be distinct)",
    );
    check_rejects("1\n1\n0 2\n", "token 4: coordinates start at 1");
    check_rejects(
        "1\n2\n1 2\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1\n1 -2\n",
        "token 4: expected an unsigned 64-bit integer, found `-2`",
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

#[test]
fn the_validator_refuses_what_the_statement_excludes() {
    judge::checks::check_validator_refuses(
        &oracle::ORACLE,
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("1\n2\n1 2\n1 2\n", "named twice"),
            ("1\n1\n0 2\n", "outside"),
            ("1\n1\n1 10001\n", "outside"),
            ("1\n1\n1 1\n9\n", "expected the end of the input"),
        ],
    );
}
