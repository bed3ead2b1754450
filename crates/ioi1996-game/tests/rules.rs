//! IOI 1996 A Game driven as a judge would: our binary against the
//! interactor on seeded cases (the test `stress`), the optimal judge holding
//! it to the literal value, the parity strategy winning against every judge,
//! known-wrong players caught (greedy, random, always-left, wrong totals,
//! unreadable lines, stopping early), bad input, the rule file's guess, and
//! the test data's provenance.

mod oracle;

use std::io::{BufRead, Write};

use assert_cmd::Command;
use gamecore::scoring::interval::{parity_choice, parity_move, End};
use judge::interactive::{play_binary, play_in_process};
use judge::interactor::Judgement;
use judge::predicates::error_line;
use judge::Rng;
use oracle::{literal_value, Case, ORACLE, STRATEGIES};

// Our binary plays the oracle's seeded cases against the interactor.
judge::interactive_test!(oracle::ORACLE);

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/ioi1996-game");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ioi1996-game"))
}

fn binary() -> &'static std::path::Path {
    std::path::Path::new(env!("CARGO_BIN_EXE_ioi1996-game"))
}

fn case(row: &[i64], strategy: &str, seed: u64) -> String {
    Case {
        row: row.to_vec(),
        strategy: strategy.to_string(),
        seed,
    }
    .text()
}

/// A dialogue of our binary, read from its output: the row 3 2 10 4 as the
/// judge sends it (one number a line), the judge answering L then R. Taking
/// the 3 leaves 2 10 4, worth max(2 − 6, 4 − 8) = −4 to the judge (7 in
/// all); taking the 4 leaves 3 2 10, worth 9 to the judge (−5): the binary
/// takes the 3, the judge the 2, the binary the 10, the judge the 4.
#[test]
fn a_dialogue_plays_the_best_moves_and_ends_with_the_totals() {
    solution()
        .write_stdin("4\n3\n2\n10\n4\nL\nR\n")
        .assert()
        .success()
        .stdout("L\nL\n13 6\n");
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    let rejects = |input: &str, fragment: &str| {
        solution()
            .write_stdin(input.to_string())
            .assert()
            .code(2)
            .stderr(error_line(fragment));
    };
    rejects("3\n1 2 3\n", "token 1: N must be even, in 2..=2000");
    rejects("0\n", "token 1: N must be even, in 2..=2000");
    rejects("2002\n", "token 1: N must be even, in 2..=2000");
    rejects(
        "18446744073709551615\n",
        "token 1: N must be even, in 2..=2000",
    );
    rejects(
        "2\n1",
        "token 3: expected a 64-bit integer, found end of input",
    );
    rejects("2\n1 x\n", "token 3: expected a 64-bit integer, found `x`");
    rejects("2\n1 2\nM\n", "token 4: expected a move, L or R, found `M`");
    rejects(
        &format!("2\n{} 1\n", i64::MAX),
        "token 3: the sum of the numbers' sizes must fit in 63 bits",
    );
}

/// The rule file's formula for the even prefixes of 5 3 1 4 2 6 repeated,
/// against literal play of each.
#[test]
fn the_rule_files_guess_is_literal_play_of_every_prefix() {
    for n in 0..=15 {
        let row = oracle::game_start(n);
        assert_eq!(row.len() as u64, 2 * n);
        assert_eq!(oracle::game_guess(n), literal_value(&row), "start({n})");
        // Never negative: the first player never loses an even row.
        assert!(literal_value(&row) >= 0);
    }
}

/// A first player written in Rust: `choose` picks its end on the row left
/// (`lo..hi` of the row), and `report` turns the true totals into the line
/// it writes at the end (none for `None`).
fn player(
    mut choose: impl FnMut(&[i64], usize, usize) -> String + Send,
    report: impl Fn([i64; 2]) -> Option<String> + Send,
) -> impl FnOnce(&mut dyn BufRead, &mut dyn Write) + Send {
    move |input, output| {
        let mut words: Vec<String> = Vec::new();
        let mut next_word = |input: &mut dyn BufRead| -> Option<String> {
            while words.is_empty() {
                let mut line = String::new();
                if input.read_line(&mut line).ok()? == 0 {
                    return None;
                }
                words = line.split_whitespace().rev().map(String::from).collect();
            }
            words.pop()
        };
        let n: usize = match next_word(input).and_then(|w| w.parse().ok()) {
            Some(n) => n,
            None => return,
        };
        let mut row = Vec::new();
        for _ in 0..n {
            match next_word(input).and_then(|w| w.parse().ok()) {
                Some(a) => row.push(a),
                None => return,
            }
        }
        let (mut lo, mut hi) = (0, n);
        let mut totals = [0i64; 2];
        for _ in 0..n / 2 {
            let ours = choose(&row, lo, hi);
            match ours.as_str() {
                "L" => {
                    totals[0] += row[lo];
                    lo += 1;
                }
                "R" => {
                    totals[0] += row[hi - 1];
                    hi -= 1;
                }
                _ => {}
            }
            if writeln!(output, "{ours}")
                .and_then(|()| output.flush())
                .is_err()
            {
                return;
            }
            match next_word(input).as_deref() {
                Some("L") => {
                    totals[1] += row[lo];
                    lo += 1;
                }
                Some("R") => {
                    totals[1] += row[hi - 1];
                    hi -= 1;
                }
                _ => return,
            }
        }
        if let Some(line) = report(totals) {
            let _ = writeln!(output, "{line}").and_then(|()| output.flush());
        }
    }
}

fn truthful(totals: [i64; 2]) -> Option<String> {
    Some(format!("{} {}", totals[0], totals[1]))
}

fn letter(end: End) -> String {
    match end {
        End::Left => "L".to_string(),
        End::Right => "R".to_string(),
    }
}

/// The parity strategy (gamecore::scoring::interval): all the numbers at
/// even places or all at odd ones, whichever add up to more.
fn parity_player() -> impl FnMut(&[i64], usize, usize) -> String + Send {
    |row: &[i64], lo: usize, hi: usize| letter(parity_move(lo, hi, parity_choice(row)))
}

/// The larger end, the left one on a tie.
fn greedy_player() -> impl FnMut(&[i64], usize, usize) -> String + Send {
    |row: &[i64], lo: usize, hi: usize| if row[lo] >= row[hi - 1] { "L" } else { "R" }.to_string()
}

fn random_player(seed: u64) -> impl FnMut(&[i64], usize, usize) -> String + Send {
    let mut rng = Rng::new(seed);
    move |_: &[i64], _: usize, _: usize| if rng.chance(1, 2) { "L" } else { "R" }.to_string()
}

fn wrong(judgement: &Judgement, fragment: &str) -> bool {
    matches!(judgement, Judgement::WrongAnswer(why) if why.contains(fragment))
}

#[test]
fn the_parity_strategy_wins_against_every_judge() {
    for index in 0..60 {
        let text = (ORACLE.generate)(&mut Rng::for_input(1996, index));
        let judgement = play_in_process(&ORACLE, &text, player(parity_player(), truthful));
        assert!(judgement.accepted(), "{text}{judgement:?}");
    }
}

/// Against the optimal judge our binary ends exactly the literal value
/// ahead: both sides play optimally, so the judge's play is the best reply
/// and the binary's the best move.
#[test]
fn the_optimal_judge_holds_our_binary_to_the_literal_value() {
    let mut rng = Rng::new(96);
    for seed in 0..25 {
        let n = 2 * rng.range(1, 9) as usize;
        let row: Vec<i64> = (0..n).map(|_| rng.range(1, 200) as i64).collect();
        let judgement = play_binary(&ORACLE, &case(&row, "optimal", seed), binary()).unwrap();
        let value = literal_value(&row);
        let sum: i64 = row.iter().sum();
        let expected = format!(
            "the program won, {} against {}",
            (sum + value) / 2,
            (sum - value) / 2
        );
        assert!(
            judgement.accepted() && judgement.reason().contains(&expected),
            "{row:?}: {judgement:?}, expected {expected}"
        );
    }
}

#[test]
fn a_greedy_first_player_loses_to_the_optimal_judge() {
    // Greedy takes 4, the judge 10: 3 + 4 against 2 + 10.
    let judgement = play_in_process(
        &ORACLE,
        &case(&[3, 2, 10, 4], "optimal", 1),
        player(greedy_player(), truthful),
    );
    assert!(
        wrong(&judgement, "the program lost, 7 against 12"),
        "{judgement:?}"
    );
    // And it loses some random rows.
    let lost = (0..40)
        .filter(|&index| {
            let mut text = (ORACLE.generate)(&mut Rng::for_input(7, index));
            text = text
                .replace("greedy", "optimal")
                .replace("random", "optimal");
            !play_in_process(&ORACLE, &text, player(greedy_player(), truthful)).accepted()
        })
        .count();
    assert!(lost > 0, "a greedy player won all 40 games");
}

#[test]
fn a_random_first_player_loses_some_case() {
    let lost = (0..20)
        .filter(|&seed| {
            let mut rng = Rng::new(seed);
            let row: Vec<i64> = (0..8).map(|_| rng.range(1, 200) as i64).collect();
            let judgement = play_in_process(
                &ORACLE,
                &case(&row, "optimal", seed),
                player(random_player(seed), truthful),
            );
            !judgement.accepted()
        })
        .count();
    assert!(lost > 0, "a random player won all 20 games");
}

#[test]
fn always_taking_the_left_end_loses() {
    // 1 5 2 1: the left end every time gets 1 + 2 against 5 + 1.
    let judgement = play_in_process(
        &ORACLE,
        &case(&[1, 5, 2, 1], "optimal", 1),
        player(|_: &[i64], _, _| "L".to_string(), truthful),
    );
    assert!(wrong(&judgement, "the program lost"), "{judgement:?}");
}

#[test]
fn totals_that_are_not_the_game_played_are_wrong() {
    let swapped = play_in_process(
        &ORACLE,
        &case(&[4, 7, 2, 9, 5, 2], "greedy", 1),
        player(parity_player(), |t: [i64; 2]| {
            Some(format!("{} {}", t[1], t[0]))
        }),
    );
    assert!(wrong(&swapped, "but the game played ended"), "{swapped:?}");
    // The sum of the row and nothing else is not the game either.
    let claimed = play_in_process(
        &ORACLE,
        &case(&[4, 7, 2, 9, 5, 2], "optimal", 1),
        player(parity_player(), |_| Some("29 0".to_string())),
    );
    assert!(wrong(&claimed, "the program wrote 29 0"), "{claimed:?}");
}

#[test]
fn output_that_is_not_a_move_is_a_presentation_error() {
    for bad in ["l", "LEFT", "L R", "1"] {
        let judgement = play_in_process(
            &ORACLE,
            &case(&[1, 2], "optimal", 1),
            player(move |_: &[i64], _, _| bad.to_string(), truthful),
        );
        assert!(
            matches!(&judgement, Judgement::PresentationError(why) if why.starts_with("move 1:")),
            "{bad:?}: {judgement:?}"
        );
    }
    let judgement = play_in_process(
        &ORACLE,
        &case(&[1, 2], "optimal", 1),
        player(parity_player(), |_| Some("two one".to_string())),
    );
    assert!(
        matches!(&judgement, Judgement::PresentationError(why) if why.starts_with("the totals:")),
        "{judgement:?}"
    );
}

#[test]
fn a_player_that_stops_early_is_wrong() {
    let judgement = play_in_process(&ORACLE, &case(&[1, 2, 3, 4], "random", 1), |input, _| {
        let _ = input.read_line(&mut String::new());
    });
    assert!(
        matches!(judgement, Judgement::EndedEarly(_)),
        "{judgement:?}"
    );
    // Playing every move but never writing the totals.
    let judgement = play_in_process(
        &ORACLE,
        &case(&[1, 2, 3, 4], "optimal", 1),
        player(parity_player(), |_| None),
    );
    assert!(
        matches!(judgement, Judgement::EndedEarly(_)),
        "{judgement:?}"
    );
}

#[test]
fn every_strategy_is_played_by_the_generator() {
    let drawn: Vec<String> = (0..30)
        .map(|index| {
            let text = (ORACLE.generate)(&mut Rng::for_input(0, index));
            Case::parse(&text).unwrap().strategy
        })
        .collect();
    for strategy in STRATEGIES {
        assert!(drawn.iter().any(|s| s == strategy), "{strategy}");
    }
}

// The origins, the validator on the samples and the max input, and every
// case accepted from our binary: the tests every interactive problem shares.
judge::interactive_testdata_tests!(ORACLE, TESTDATA);

#[test]
fn the_validator_refuses_what_the_judge_never_gives() {
    judge::checks::check_validator_refuses(
        &ORACLE.batch(),
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("3\n1 2 3\noptimal 1\n", "token 1: N = 3 is odd"),
            ("0\noptimal 1\n", "token 1: N = 0 is outside 2..=100"),
            ("102\n", "token 1: N = 102 is outside 2..=100"),
            (
                "2\n1 201\noptimal 1\n",
                "token 3: a_i = 201 is outside 1..=200",
            ),
            ("2\n0 1\noptimal 1\n", "token 2: a_i = 0 is outside"),
            ("2\n1 2\nbest 1\n", "token 4: the strategy must be one of"),
            ("2\n1 2\noptimal -1\n", "the seed = -1 is outside"),
        ],
    );
}
