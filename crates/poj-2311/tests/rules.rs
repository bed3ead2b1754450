//! POJ 2311 driven as a judge would: the sample, sides past the limits, bad
//! input, and the test data's provenance. The comparison with the brute force
//! on random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use itertools::Itertools;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/poj-2311");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_poj-2311"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Rejected with exit code 2, nothing printed (every line is read before the
/// first answer) and one line `error: …fragment…`.
#[track_caller]
fn check_rejects(input: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout("")
        .stderr(error_line(fragment));
}

/// Independent reference for the largest cases, where play cannot be
/// searched: `g(w, h)` by plain memoised recursion over every cut that leaves
/// two pieces at least 2×2 (a cut leaving a 1-wide piece hands the opponent a
/// 1×1 cut), `mex` by scanning a seen-list; the first player wins iff
/// `g ≠ 0`. Written without `gamecore`; checked against the brute force in
/// `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    let cases = oracle::sides(input);
    let stride = cases.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(0) + 1;
    let mut memo = vec![None; stride * stride];
    fn g(w: usize, h: usize, stride: usize, memo: &mut Vec<Option<usize>>) -> usize {
        if let Some(known) = memo[w * stride + h] {
            return known;
        }
        let mut seen = vec![false; w + h];
        for i in 2..w.saturating_sub(1) {
            let value = g(i, h, stride, memo) ^ g(w - i, h, stride, memo);
            if value < seen.len() {
                seen[value] = true;
            }
        }
        for j in 2..h.saturating_sub(1) {
            let value = g(w, j, stride, memo) ^ g(w, h - j, stride, memo);
            if value < seen.len() {
                seen[value] = true;
            }
        }
        let value = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        memo[w * stride + h] = Some(value);
        value
    }
    cases
        .iter()
        .map(|&(w, h)| oracle::verdict(g(w, h, stride, &mut memo) != 0))
        .collect()
}

const SAMPLE: (&str, &str) = ("2 2\n3 2\n4 2\n", "LOSE\nLOSE\nWIN\n");

#[test]
fn sample() {
    check(SAMPLE.0, SAMPLE.1);
}

#[test]
fn brute_force_and_reference_agree_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE.0), SAMPLE.1);
    assert_eq!(reference(SAMPLE.0), SAMPLE.1);
}

#[test]
fn cutting_out_a_1x1_ends_the_game() {
    // A 2×2 has two cuts, each into two 1×2 pieces; a 1×3 can be cut into
    // 1×1 + 1×2 (the game ends: the empty position) or the same the other way.
    assert_eq!(oracle::moves(&vec![(2, 2)]), vec![vec![(1, 2), (1, 2)]; 2]);
    assert_eq!(oracle::moves(&vec![(1, 3)]), [vec![], vec![]]);
}

#[test]
fn reference_agrees_with_the_brute_force() {
    let side = oracle::BRUTE_MAX_SIDE;
    let every_small_size: String = (2..=side)
        .cartesian_product(2..=side)
        .map(|(w, h)| format!("{w} {h}\n"))
        .collect();
    assert_eq!(
        reference(&every_small_size),
        oracle::brute(&every_small_size)
    );
}

#[test]
fn one_wide_paper_and_sides_past_the_judges_are_accepted() {
    // A 1-wide strip (below the judge's limits) is won at once by cutting off
    // a 1×1; sides past 200 (up to 1000) make a larger table.
    check("1 2\n7 1\n1 200\n", "WIN\nWIN\nWIN\n");
    let long = "2 2\n300 2\n3 300\n250 7\n300 300\n";
    check(long, &reference(long));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "2 2\n3",
        "token 4: expected a non-negative integer (usize), found end of input",
    );
    check_rejects(
        "2 x",
        "token 2: expected a non-negative integer (usize), found `x`",
    );
    check_rejects("2 2\n0 5\n", "token 3: a side is 1 to 1000");
    check_rejects("2 1001\n", "token 2: a side is 1 to 1000");
    check_rejects("3 3\n1 1\n", "token 4: a lone 1×1 piece is a finished game");
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(
        TESTDATA,
        prefixes,
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

/// Every `max-*` case holds the reference's output. With `WRITE_MISSING_OUTPUTS`
/// set, a `max-*.in` without its `.out` first gets the reference's output.
#[test]
fn testdata_max_cases_come_from_the_reference() {
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
