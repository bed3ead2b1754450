//! Luogu P2964 driven as a judge would: the sample, rows off the statement's
//! domain, exactness past the limits, bad input, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use judge::Rng;
use play::scoring::{Minimax, Scored, Side, Tally};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/luogu-p2964");

const SAMPLE_IN: &str = "5 \n1 \n3 \n1 \n7 \n2 \n";
const SAMPLE_OUT: &str = "9\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_luogu-p2964"))
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

fn row_input(coins: &[i64]) -> String {
    let mut input = format!("{}\n", coins.len());
    for coin in coins {
        input += &format!("{coin}\n");
    }
    input
}

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_IN), SAMPLE_OUT);
}

#[test]
fn the_rule_file_starts_from_the_sample() {
    let (row, limit) = oracle::game::start(5);
    assert_eq!((row.as_slice(), limit), (&[1, 3, 1, 7, 2][..], 2));
    assert_eq!(oracle::first_total(&row), 9);
    assert_eq!(oracle::game::show(&(vec![7, 2], 4)), "[7, 2], take 1..=4");
}

/// The brute force's shortcut (the first player's total is (Σ + lead) / 2)
/// against the game played over both totals: each player maximises their
/// own, so the second minimises the first's (`play::scoring::Minimax` over
/// tallies, with the first player's final total as the payoff).
#[test]
fn own_totals_played_over_tallies_agree_with_the_brute_force() {
    for index in 0..60 {
        let mut rng = Rng::for_input(2964, index);
        let n = rng.below(10);
        let coins: Vec<i64> = (0..n).map(|_| rng.range_i64(-3, 9)).collect();
        let moves = |p: &oracle::game::P| -> Vec<Scored<oracle::game::P>> {
            oracle::game::moves(p)
                .into_iter()
                .map(|(points, next)| Scored::pass(points, next))
                .collect()
        };
        let mut game = Minimax::new(
            moves,
            [Side::Max, Side::Min],
            |t: &Tally<oracle::game::P>| t.scores[0],
        );
        let own = game.value(&Tally::start((coins.clone(), 2)));
        assert_eq!(own, oracle::first_total(&coins), "{coins:?}");
    }
}

#[test]
fn rows_off_the_judges_domain_are_answered() {
    // n below 5 (0 included), zero and negative coins: the game is the same
    // (a turn takes at least one coin, so a negative one is still taken).
    check("0\n", "0\n");
    check("1\n-7\n", "-7\n");
    check("2\n5\n-1\n", "5\n"); // take the 5 only; the other must take the −1
    for coins in [
        vec![-1, -1, -1],
        vec![0, 0, 0, 0],
        vec![4, -9, 3],
        vec![-2, 8, -1, 6],
    ] {
        let input = row_input(&coins);
        check(&input, &oracle::brute(&input));
    }
}

#[test]
fn values_past_the_limits_stay_exact() {
    // Five coins of 2^31 − 1 and of −2^31 (totals past i32): the brute force
    // in i64 agrees.
    for coin in [i64::from(i32::MAX), i64::from(i32::MIN)] {
        let input = row_input(&[coin; 5]);
        check(&input, &oracle::brute(&input));
    }
    // The binary's bound, n = 2800, with coins across i32, against the
    // reference.
    let mut rng = Rng::new(2800);
    let coins: Vec<i64> = (0..2800)
        .map(|_| rng.range_i64(i64::from(i32::MIN), i64::from(i32::MAX)))
        .collect();
    let input = row_input(&coins);
    check(&input, &reference(&input));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n1\n2\n",
        "token 4: expected a 32-bit integer, found end of input",
    );
    check_rejects("2\n1\nx\n", "token 3: expected a 32-bit integer, found `x`");
    check_rejects(
        "1\n2147483648\n",
        "token 2: expected a 32-bit integer, found `2147483648`",
    );
    check_rejects(
        "-5\n",
        "token 1: expected a non-negative integer (usize), found `-5`",
    );
}

#[test]
fn a_huge_count_is_refused_before_allocating() {
    for count in ["2801", "1000000000000", "18446744073709551615"] {
        check_rejects(
            &format!("{count}\n1\n2\n"),
            "token 1: n may be at most 2800 (the judge's is 2000)",
        );
    }
}

/// An independent slower reference, the forward DP of the published
/// write-ups, without `gamecore`: `most[i][m]`, the most the player to move
/// collects from coin i on with a take of 1 to m, every (i, m) kept in a
/// full table of 64-bit values (`gamecore` keeps a quarter of the columns).
fn reference(input: &str) -> String {
    let numbers: Vec<i64> = judge::input::tokens(input).collect();
    let coins = &numbers[1..];
    let n = coins.len();
    let mut suffix = vec![0i64; n + 1];
    for i in (0..n).rev() {
        suffix[i] = suffix[i + 1] + coins[i];
    }
    let mut most = vec![vec![0i64; n + 1]; n + 1];
    for i in (0..n).rev() {
        let mut best = i64::MIN;
        for take in 1..=n - i {
            let after = i + take;
            // What the opponent collects from the rest, with a take of 1 to
            // 2·take (nothing once the row is empty).
            let reply = most[after][(2 * take).min(n - after)];
            best = best.max(suffix[i] - reply);
            most[i][take] = best;
        }
    }
    format!("{}\n", most[0][2.min(n)])
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        2964,
        200,
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

/// testdata/luogu-p2964/README.md names every case's origin and has no TODO
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

/// The rule file's family start(0) … start(30) — the starts the explorer
/// tables — answered by the binary as the brute force plays them.
#[test]
fn the_rule_files_starts_agree_with_the_binary() {
    for n in 0..=30 {
        let (row, _) = oracle::game::start(n);
        let input = row_input(&row);
        check(&input, &format!("{}\n", oracle::first_total(&row)));
    }
}
