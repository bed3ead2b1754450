//! ABC349 E driven as a judge would: the samples, the rule file and its
//! bonus, weights past the limits, bad input, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::game;
use play::scoring::{Advantage, Minimax, Scored, Side, Tally};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/abc-349e");

const SAMPLES: [(&str, &str); 2] = [
    ("0 0 0\n0 1 0\n0 0 0\n", "Takahashi\n"),
    ("-1 1 0\n-4 -2 -5\n-4 -1 -5\n", "Aoki\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_abc-349e"))
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

fn weights_input(weights: &[i64; 9]) -> String {
    weights
        .chunks(3)
        .map(|row| row.iter().map(i64::to_string).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

/// The moves of `game.rs` on a board of these weights, bonus included.
fn rule_moves(weights: [i64; 9]) -> impl FnMut(&game::Cells) -> Vec<Scored<game::Cells>> {
    move |cells: &game::Cells| {
        game::moves_on(&weights, cells)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    }
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

/// The rule file's bonus makes the line's winner the sign of the mover's
/// final advantage: on the generator's inputs, negamax on the advantage
/// over `game.rs`'s moves (bonus included) names the brute force's winner.
#[test]
fn the_bonus_turns_the_winner_into_the_sign_of_the_advantage() {
    for index in 0..30 {
        let input = (oracle::ORACLE.generate)(&mut judge::Rng::for_input(349, index));
        let weights: Vec<i64> = judge::input::tokens(&input).collect();
        let weights: [i64; 9] = weights.try_into().expect("nine weights");
        let value = Advantage::new(rule_moves(weights)).value(&[0; 9]);
        assert_ne!(value, 0, "{input}");
        assert_eq!(value > 0, oracle::takahashi_wins(weights), "{input}");
    }
}

/// Every start of the rule file's family, valued by the rule, names the
/// winner that literal play from the same board and totals names; the
/// sample (n = 0) is Aoki's.
#[test]
fn the_rule_file_family_agrees_with_literal_play() {
    let weights = game::sample_weights();
    let mut search = Advantage::new(|cells: &game::Cells| -> Vec<Scored<game::Cells>> {
        game::moves(cells)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    });
    assert!(search.value(&game::start(0)) < 0);
    for n in 0..=10 {
        let cells = game::start(n);
        let mut scores = [0i64; 2];
        for (cell, &paint) in cells.iter().enumerate() {
            if paint != 0 {
                scores[paint as usize - 1] += weights[cell];
            }
        }
        let mover = cells.iter().filter(|&&c| c != 0).count() % 2;
        let margin = scores[mover] - scores[1 - mover] + search.value(&cells);
        let takahashi_by_rule = (margin > 0) == (mover == 0);
        let tally = Tally {
            position: cells,
            scores,
            mover,
        };
        let literal = Minimax::new(rule_moves(weights), [Side::Max, Side::Min], oracle::verdict)
            .value(&tally);
        assert_eq!(takahashi_by_rule, literal, "start({n})");
    }
}

/// Weights anywhere in `i64`: the winner depends only on how totals
/// compare, so a board whose one nonzero weight is huge plays like one
/// whose weight is ±1 (and the binary sums in 128 bits).
#[test]
fn weights_past_the_limits_stay_exact() {
    for cell in 0..9 {
        for (huge, small) in [(i64::MAX, 1), (i64::MIN + 1, -1)] {
            let mut big = [0i64; 9];
            big[cell] = huge;
            let mut unit = [0i64; 9];
            unit[cell] = small;
            check(&weights_input(&big), &oracle::brute(&weights_input(&unit)));
        }
    }
    // Every weight i64::MAX except one i64::MIN + 1: the totals overflow
    // i64, and compare as they do with weights 1 and −1.
    let mut weights = [i64::MAX; 9];
    weights[4] = i64::MIN + 1;
    let mut unit = [1i64; 9];
    unit[4] = -1;
    check(
        &weights_input(&weights),
        &oracle::brute(&weights_input(&unit)),
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "0 0 0\n0 1 0\n0 0\n",
        "token 9: expected a 64-bit integer, found end of input",
    );
    check_rejects(
        "0 0 0\n0 x 0\n0 0 0\n",
        "token 5: expected a 64-bit integer, found `x`",
    );
    check_rejects(
        "0 0 0\n0 2 0\n0 0 0\n",
        "token 9: the weights must add up to an odd number",
    );
    check_rejects(
        "9223372036854775808 0 0\n0 1 0\n0 0 0\n",
        "token 1: expected a 64-bit integer, found `9223372036854775808`",
    );
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-", "max-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

/// testdata/abc-349e/README.md names every case's origin and has no TODO left
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
