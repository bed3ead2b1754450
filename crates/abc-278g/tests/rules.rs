//! abc-278g driven as a judge would: our binary against the interactor on
//! seeded cases (the test `stress`), the runs' Grundy values against literal
//! play, the known-wrong strategies caught, bad input, and the test data's
//! provenance.

mod oracle;

use std::io::{BufRead, Write};

use assert_cmd::Command;
use gamecore::sg::card_row::{Row, RunValues};
use judge::interactive::play_in_process;
use judge::interactor::Judgement;
use judge::predicates::error_line;
use judge::Rng;
use oracle::{literal, moves_of, Case, ORACLE};

// Our binary plays the oracle's seeded cases against the interactor.
judge::interactive_test!(oracle::ORACLE);

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/abc-278g");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_abc-278g"))
}

#[test]
fn sample_dialogue_first_move_takes_the_middle_and_mirrors() {
    // N = 6, L = 1, R = 2: cards 3 4 go first, then the judge's 1 1 is
    // answered by 6 1; 0 0 ends the game.
    solution()
        .write_stdin("6 1 2\n1 1\n0 0\n")
        .assert()
        .success()
        .stdout("First\n3 2\n6 1\n");
}

#[test]
fn a_lost_row_is_played_second() {
    // N = 2, L = R = 1: whoever moves first loses.
    solution()
        .write_stdin("2 1 1\n1 1\n0 0\n")
        .assert()
        .success()
        .stdout("Second\n2 1\n");
}

#[test]
fn the_refusal_ends_the_game() {
    solution()
        .write_stdin("6 1 2\n-1 -1\n")
        .assert()
        .success()
        .stdout("First\n3 2\n");
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
    rejects("6 1", "token 3: expected");
    rejects("6 3 2\n", "token 3: R must be in L..=N");
    rejects("0 1 1\n", "token 1: N must be in 1..=20000");
    rejects("1000000000000 1 1\n", "token 1: N must be in 1..=20000");
    rejects(
        "18446744073709551615 1 1\n",
        "token 1: N must be in 1..=20000",
    );
    rejects("6 1 2\nx 1\n", "token 4: expected");
    rejects("6 1 2\n7 1\n", "token 5: a move is two numbers in 1..=N");
}

/// The Grundy values of the runs decide every position as literal play does:
/// every set of cards left, every N ≤ 12 and every L ≤ R.
#[test]
fn run_values_agree_with_literal_play() {
    for n in 1..=12 {
        for l in 1..=n {
            for r in l..=n {
                let known = literal(n, l, r);
                let values = RunValues::new(n, l, r);
                for (&mask, &(wins, _)) in &known {
                    let mut total = 0;
                    let mut run = 0;
                    for i in 0..=n {
                        if i < n && mask >> i & 1 == 1 {
                            run += 1;
                        } else {
                            total ^= values.value(run);
                            run = 0;
                        }
                    }
                    assert_eq!(total != 0, wins, "n {n} l {l} r {r} mask {mask:b}");
                }
            }
        }
    }
}

/// A winning move found from the values leads to a position literal play
/// calls lost for the opponent.
#[test]
fn winning_moves_from_the_values_win_by_literal_play() {
    let mut rng = Rng::new(278);
    for _ in 0..300 {
        let n = rng.range(1, 12) as usize;
        let l = rng.range(1, n as u64) as usize;
        let r = rng.range(l as u64, n as u64) as usize;
        let known = literal(n, l, r);
        let values = RunValues::new(n, l, r);
        let mut row = Row::new(n);
        // A few random moves first.
        for _ in 0..rng.range(0, 3) {
            let mask = mask_of(&row, n);
            let moves = moves_of(mask, n, l, r);
            if moves.is_empty() {
                break;
            }
            let (x, y) = moves[rng.below(moves.len())];
            row.remove(x, y);
        }
        let mask = mask_of(&row, n);
        match row.winning_move(&values) {
            Some((x, y)) => {
                assert!(known[&mask].0, "n {n} l {l} r {r} mask {mask:b}");
                assert!(y >= l && y <= r && row.can_remove(x, y));
                let child = mask & !(((1u32 << y) - 1) << (x - 1));
                assert!(!known[&child].0, "n {n} l {l} r {r}: {x} {y} does not win");
            }
            None => assert!(!known[&mask].0, "n {n} l {l} r {r} mask {mask:b}"),
        }
    }
}

fn mask_of(row: &Row, n: usize) -> u32 {
    (1..=n)
        .filter(|&c| row.can_remove(c, 1))
        .fold(0, |mask, c| mask | 1 << (c - 1))
}

/// A player written in Rust: its choice and its moves given the row.
fn player(
    choose_first: impl Fn(usize, usize, usize) -> bool + Send,
    mut pick: impl FnMut(&Row, usize, usize) -> (i64, i64) + Send,
) -> impl FnOnce(&mut dyn BufRead, &mut dyn Write) + Send {
    move |input, output| {
        let mut line = String::new();
        let mut read = |input: &mut dyn BufRead| -> Vec<i64> {
            line.clear();
            let _ = input.read_line(&mut line);
            line.split_whitespace()
                .filter_map(|w| w.parse().ok())
                .collect()
        };
        let first = read(input);
        if first.len() != 3 {
            return;
        }
        let (n, l, r) = (first[0] as usize, first[1] as usize, first[2] as usize);
        let mut row = Row::new(n);
        let go_first = choose_first(n, l, r);
        let _ = writeln!(output, "{}", if go_first { "First" } else { "Second" });
        let mut our_turn = go_first;
        loop {
            if our_turn {
                let (x, y) = pick(&row, l, r);
                if x > 0 && y > 0 {
                    row.remove(x as usize, y as usize);
                }
                if writeln!(output, "{x} {y}")
                    .and_then(|()| output.flush())
                    .is_err()
                {
                    return;
                }
            } else {
                let answer = read(input);
                if answer.len() != 2 || answer[0] <= 0 {
                    return;
                }
                row.remove(answer[0] as usize, answer[1] as usize);
            }
            our_turn = !our_turn;
        }
    }
}

/// A random legal move, or 0 0.
fn random_legal(rng: &mut Rng) -> impl FnMut(&Row, usize, usize) -> (i64, i64) + Send + '_ {
    move |row: &Row, l: usize, r: usize| {
        let n = row.len();
        let mut moves = Vec::new();
        for y in l..=r {
            for x in 1..=n {
                if row.can_remove(x, y) {
                    moves.push((x as i64, y as i64));
                }
            }
        }
        if moves.is_empty() {
            (0, 0)
        } else {
            moves[rng.below(moves.len())]
        }
    }
}

fn case(n: usize, l: usize, r: usize, strategy: &str, seed: u64) -> String {
    Case {
        n,
        l,
        r,
        strategy: strategy.to_string(),
        seed,
    }
    .text()
}

#[test]
fn a_random_legal_player_loses_some_case() {
    let mut lost = 0;
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let choose = rng.chance(1, 2);
        let judgement = play_in_process(
            &ORACLE,
            &case(10, 1, 3, "random", seed),
            player(move |_, _, _| choose, random_legal(&mut rng)),
        );
        if !judgement.accepted() {
            lost += 1;
        }
    }
    assert!(lost > 0, "a random player won all 20 games");
}

#[test]
fn always_choosing_first_loses_a_lost_row() {
    // N = 8, L = R = 3 (8 and 3 of other parities): G(8) = 0 by literal play.
    assert!(!literal(8, 3, 3)[&0xff].0);
    let mut rng = Rng::new(1);
    let judgement = play_in_process(
        &ORACLE,
        &case(8, 3, 3, "longest", 1),
        player(|_, _, _| true, random_legal(&mut rng)),
    );
    assert!(
        matches!(&judgement, Judgement::WrongAnswer(why) if why.contains("0 0")),
        "{judgement:?}"
    );
}

#[test]
fn an_illegal_move_is_wrong() {
    let judgement = play_in_process(
        &ORACLE,
        &case(6, 1, 2, "random", 1),
        player(|_, _, _| true, |_, _, _| (3, 3)),
    );
    assert!(
        matches!(&judgement, Judgement::WrongAnswer(why) if why.contains("3 3 is illegal")),
        "{judgement:?}"
    );
}

#[test]
fn output_that_is_not_a_move_is_a_presentation_error() {
    let judgement = play_in_process(&ORACLE, &case(6, 1, 2, "random", 1), |input, output| {
        let _ = input.read_line(&mut String::new());
        let _ = writeln!(output, "Maybe");
    });
    assert!(
        matches!(judgement, Judgement::PresentationError(_)),
        "{judgement:?}"
    );
}

#[test]
fn a_player_that_stops_early_is_wrong() {
    let judgement = play_in_process(&ORACLE, &case(6, 1, 2, "random", 1), |input, output| {
        let _ = input.read_line(&mut String::new());
        let _ = writeln!(output, "First");
    });
    assert!(
        matches!(judgement, Judgement::EndedEarly(_)),
        "{judgement:?}"
    );
}

// The test data: origins, the validator, and our binary winning every case.
judge::interactive_testdata_tests!(ORACLE, TESTDATA);
