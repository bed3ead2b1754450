//! HDU 3595 driven as a judge would: the samples, cases until the end of the
//! input, bad input, exactness past the limits, and the test data's
//! provenance (the every-SG rule played literally, or for the largest inputs
//! an independent step table). The comparison with the brute force on random
//! inputs is the test `stress`.

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use std::cell::RefCell;

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-3595");
const SAMPLES: [(&str, &str); 2] = [("3\n1 1\n1 1\n1 1\n", "MM\n"), ("1\n3 2\n", "GG\n")];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-3595"))
}

#[track_caller]
fn check(input: &str, expected: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(judge_eq(expected));
}

/// Exit code 2 and one line on stderr; the answers to the cases before the
/// bad one are still printed.
#[track_caller]
fn check_rejects(input: &str, printed: &str, fragment: &str) {
    solution()
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(printed.to_owned())
        .stderr(error_line(fragment));
}

/// The largest pile the step table covers: the judge's 1000.
const TABLE_MAX: usize = 1000;

thread_local! {
    /// `steps[a][b]` for `a ≥ b`, filled in on first use.
    static STEPS: RefCell<Vec<Vec<u32>>> = const { RefCell::new(Vec::new()) };
}

/// The step count of every pair `(a, b)`, `a ≥ b`, up to `TABLE_MAX`, by the
/// every-SG definition over the literal moves (0 when finished; for a won
/// pair 1 + the largest even count among its moves, for a lost one 1 + the
/// smallest count), in increasing order of `a` (every move lowers `a`).
/// Written without `gamecore`.
fn step_table() -> Vec<Vec<u32>> {
    let mut steps: Vec<Vec<u32>> = vec![vec![0]];
    for a in 1..=TABLE_MAX {
        let mut row = vec![0u32; a + 1];
        for (b, slot) in row.iter_mut().enumerate().skip(1) {
            let mut longest_even = None;
            let mut shortest = u32::MAX;
            for k in 1..=a / b {
                let rest = a - k * b;
                let count = match rest {
                    0 => 0,
                    _ if rest >= b => steps[rest][b],
                    _ => steps[b][rest],
                };
                if count % 2 == 0 {
                    longest_even = longest_even.max(Some(count));
                }
                shortest = shortest.min(count);
            }
            *slot = 1 + longest_even.unwrap_or(shortest);
        }
        steps.push(row);
    }
    steps
}

/// Independent reference for inputs too large to play out: each pair's step
/// count from `step_table`, and MM wins iff the largest is odd. Checked
/// against the literal every-SG play in `reference_agrees_with_the_brute_force`.
fn reference(input: &str) -> String {
    STEPS.with(|steps| {
        let mut steps = steps.borrow_mut();
        if steps.is_empty() {
            *steps = step_table();
        }
        let numbers: Vec<usize> = judge::input::tokens(input).collect();
        let mut rest = &numbers[..];
        let mut output = String::new();
        while let Some((&n_games, tail)) = rest.split_first() {
            let (pairs, tail) = tail.split_at(2 * n_games);
            let longest = pairs
                .chunks(2)
                .map(|p| steps[p[0].max(p[1])][p[0].min(p[1])])
                .max()
                .unwrap_or(0);
            output += if longest % 2 == 1 { "MM\n" } else { "GG\n" };
            rest = tail;
        }
        output
    })
}

#[test]
fn samples() {
    for (input, expected) in SAMPLES {
        check(input, expected);
    }
    check(
        &SAMPLES.iter().map(|(input, _)| *input).collect::<String>(),
        "MM\nGG\n",
    );
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, expected) in SAMPLES {
        assert_eq!(oracle::brute(input), expected);
    }
}

#[test]
fn each_turn_moves_in_every_unfinished_game() {
    // (3, 2) has one move, to (2, 1); (4, 1) has four; (5, 0) is finished.
    let moves = oracle::every_moves(&[(3, 2), (4, 1), (5, 0)]);
    assert_eq!(moves.len(), 4);
    assert!(moves
        .iter()
        .all(|next| next.contains(&(2, 1)) && next.contains(&(5, 0))));
    assert!(oracle::every_moves(&[(5, 0), (0, 0)]).is_empty());
}

#[test]
fn every_sg_is_not_the_nim_sum_of_the_games() {
    // Two copies of a won game: a Grundy-value (XOR) argument would call it
    // lost, but both games are played at once, and the one that lasts longer
    // decides. (2, 1): one move, MM takes it in both games and wins.
    check("2\n2 1\n2 1\n", "MM\n");
    assert_eq!(oracle::brute("2\n2 1\n2 1\n"), "MM\n");
    // (3, 2) is lost alone (2 steps), and with (1, 1) (1 step) it decides.
    check("2\n3 2\n1 1\n", "GG\n");
}

#[test]
fn reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        3595,
        500,
    );
}

#[test]
fn cases_run_to_the_end_of_the_input() {
    // No cases, no games in a case (MM cannot move), finished games only, a
    // missing final line break.
    check("", "");
    check("0\n", "GG\n");
    check("2\n0 5\n7 0\n", "GG\n");
    check("1\n3 2", "GG\n");
    check("1\n1 1\n0\n1\n2 1\n", "MM\nGG\nMM\n");
}

#[test]
fn values_past_the_limits_stay_exact() {
    // (F(93), F(92)): 91 forced moves down to (1, 0), every one a step;
    // with (1, 1) beside it the longest count is still 91: MM.
    check("2\n12200160415121876738 7540113804746346429\n1 1\n", "MM\n");
    let max = u64::MAX;
    // (MAX, MAX − 1) → (MAX − 1, 1) → done: 2 steps, lost for MM.
    check(&format!("1\n{max} {}\n", max - 1), "GG\n");
    check(&format!("1\n{max} {max}\n"), "MM\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n1 1\n2\n3 2\n4",
        "MM\n",
        "token 8: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n1 -1\n",
        "",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "x\n",
        "",
        "token 1: expected a non-negative integer (usize), found `x`",
    );
    // An absurd N fails on the first missing pile, without allocating.
    check_rejects(
        "18446744073709551615\n1 1\n",
        "",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
}

#[test]
fn testdata_comes_from_the_brute_force_or_the_reference() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::generate,
        oracle::brute,
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
