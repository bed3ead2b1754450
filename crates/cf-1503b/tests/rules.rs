//! cf-1503b driven as a judge would: our binary against the interactor on
//! seeded cases (the test `stress`), Bob's plan against literal play, the
//! known-wrong strategies caught, bad input, and the test data's provenance.

mod oracle;

use std::io::{BufRead, Write};

use assert_cmd::Command;
use gamecore::graphs::coloring_game::BobPlan;
use judge::interactive::play_in_process;
use judge::interactor::Judgement;
use judge::predicates::error_line;
use judge::Rng;
use oracle::{neighbours, Case, Literal, ORACLE};

// Our binary plays the oracle's seeded cases against the interactor.
judge::interactive_test!(oracle::ORACLE);

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1503b");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1503b"))
}

#[test]
fn sample_dialogue_with_our_moves() {
    // The sample's Alice (1, 2, 1, 3) on the 2 × 2 grid, answered by the
    // chessboard plan: (1, 1) and (2, 2) take 1, (1, 2) and (2, 1) take 2.
    solution()
        .write_stdin("2\n1\n\n2\n\n1\n\n3\n")
        .assert()
        .success()
        .stdout("2 1 2\n1 1 1\n2 2 1\n1 2 2\n");
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
    rejects("x\n", "token 1: expected");
    rejects("0\n", "token 1: n must be in 1..=1000");
    rejects("1001\n", "token 1: n must be in 1..=1000");
    rejects("1000000000000\n", "token 1: n must be in 1..=1000");
    rejects("18446744073709551615\n", "token 1: n must be in 1..=1000");
    rejects("2\n4\n", "token 2: Alice's colour must be 1, 2 or 3");
    rejects("2\n1\nx\n", "token 3: expected");
    rejects("2\n1\n", "token 3: expected");
}

/// Literal play: Bob wins the 2 × 2 and 3 × 3 grids (Alice, to move on the
/// empty grid, loses).
#[test]
fn bob_wins_small_grids_by_literal_play() {
    for n in 2..=3 {
        let literal = Literal { n };
        assert!(!literal.game().wins(&(0, 0)), "n = {n}");
    }
}

/// Plays `BobPlan` on the chessboard against Alice's colours `alice` and
/// returns the first conflict, if any.
fn plan_against(n: usize, mut alice: impl FnMut(usize) -> u8) -> Option<usize> {
    let side: Vec<bool> = (0..n * n).map(|v| (v / n + v % n) % 2 == 1).collect();
    let mut bob = BobPlan::new(&side);
    let mut colour = vec![0u8; n * n];
    for turn in 0..n * n {
        let a = alice(turn);
        let (x, y) = oracle_offer(a);
        let (v, b) = bob.reply(x, y);
        assert!(b != a && colour[v - 1] == 0);
        if neighbours(n, v - 1).iter().any(|&u| colour[u] == b) {
            return Some(turn);
        }
        colour[v - 1] = b;
    }
    None
}

fn oracle_offer(a: u8) -> (u8, u8) {
    match a {
        1 => (2, 3),
        2 => (1, 3),
        _ => (1, 2),
    }
}

/// The chessboard plan makes no conflict against every sequence of Alice's
/// colours on the 2 × 2 and 3 × 3 grids, and against random ones up to 10.
#[test]
fn the_plan_never_conflicts() {
    for n in 2..=3usize {
        for code in 0..3usize.pow((n * n) as u32) {
            let mut rest = code;
            let conflict = plan_against(n, |_| {
                let a = (rest % 3) as u8 + 1;
                rest /= 3;
                a
            });
            assert_eq!(conflict, None, "n = {n}, colours {code}");
        }
    }
    let mut rng = Rng::new(1503);
    for _ in 0..2000 {
        let n = rng.range(1, 10) as usize;
        let bias = rng.range(1, 3) as u8;
        let conflict = plan_against(n, |_| {
            if rng.chance(2, 3) {
                bias
            } else {
                rng.range(1, 3) as u8
            }
        });
        assert_eq!(conflict, None, "n = {n}");
    }
}

/// A Bob written in Rust: his move `(colour, row, column)` given the grid
/// (0 empty) and Alice's colour.
fn player(
    mut pick: impl FnMut(usize, &[u8], u8) -> (u8, usize, usize) + Send,
) -> impl FnOnce(&mut dyn BufRead, &mut dyn Write) + Send {
    move |input, output| {
        let mut line = String::new();
        let mut read = |input: &mut dyn BufRead| -> Option<i64> {
            line.clear();
            let _ = input.read_line(&mut line);
            line.trim().parse().ok()
        };
        let n = match read(input) {
            Some(n) => n as usize,
            None => return,
        };
        let mut grid = vec![0u8; n * n];
        for _ in 0..n * n {
            let a = match read(input) {
                Some(a) => a as u8,
                None => return,
            };
            let (b, i, j) = pick(n, &grid, a);
            if i >= 1 && j >= 1 && i <= n && j <= n {
                grid[(i - 1) * n + j - 1] = b;
            }
            if writeln!(output, "{b} {i} {j}")
                .and_then(|()| output.flush())
                .is_err()
            {
                return;
            }
        }
    }
}

/// The first empty cell in reading order, with an allowed colour none of its
/// neighbours has if there is one (else the first allowed).
fn first_fit(n: usize, grid: &[u8], a: u8) -> (u8, usize, usize) {
    let v = (0..n * n).find(|&v| grid[v] == 0).unwrap_or(0);
    let allowed: Vec<u8> = (1..=3).filter(|&b| b != a).collect();
    let b = allowed
        .iter()
        .copied()
        .find(|&b| neighbours(n, v).iter().all(|&u| grid[u] != b))
        .unwrap_or(allowed[0]);
    (b, v / n + 1, v % n + 1)
}

fn case(n: usize, strategy: &str, seed: u64) -> String {
    Case {
        n,
        strategy: strategy.to_string(),
        seed,
    }
    .text()
}

fn wrong(judgement: &Judgement, fragment: &str) -> bool {
    matches!(judgement, Judgement::WrongAnswer(why) if why.contains(fragment))
}

#[test]
fn a_random_legal_player_loses_some_case() {
    let mut lost = 0;
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let judgement = play_in_process(
            &ORACLE,
            &case(4, "random", seed),
            player(move |n, grid, a| {
                let free: Vec<usize> = (0..n * n).filter(|&v| grid[v] == 0).collect();
                let v = free[rng.below(free.len())];
                let allowed: Vec<u8> = (1..=3).filter(|&b| b != a).collect();
                (allowed[rng.below(2)], v / n + 1, v % n + 1)
            }),
        );
        if wrong(&judgement, "a conflict") {
            lost += 1;
        }
    }
    assert!(lost > 0, "a random player won all 20 games");
}

/// Filling in reading order with any safe colour: the judge's hardest
/// colours on the 3 × 3 grid, and its greedy ones on larger grids, leave a
/// cell whose neighbours hold both allowed colours.
#[test]
fn a_first_fit_player_loses_some_case() {
    let mut lost = 0;
    for seed in 0..10 {
        for (n, strategy) in [(3, "hardest"), (6, "greedy")] {
            let judgement = play_in_process(&ORACLE, &case(n, strategy, seed), player(first_fit));
            if wrong(&judgement, "a conflict") {
                lost += 1;
            }
        }
    }
    assert!(lost > 0, "first fit won all 20 games");
}

/// The chessboard without the switch to colour 3 at the right time: when a
/// side's colour is named, a 3 goes on that side's first empty cell. Two 3s
/// end up side by side, or a 3 next to a 3.
#[test]
fn the_chessboard_without_the_switch_loses_some_case() {
    let mut lost = 0;
    for seed in 0..10 {
        let judgement = play_in_process(
            &ORACLE,
            &case(4, "greedy", seed),
            player(|n, grid, a| {
                let cell = |want: bool| {
                    (0..n * n).find(|&v| grid[v] == 0 && ((v / n + v % n) % 2 == 1) == want)
                };
                // Black (even) cells take 1, white take 2; a named colour
                // sends a 3 to a cell of the side that wanted it.
                let (b, v) = match a {
                    1 => cell(false)
                        .map(|v| (3, v))
                        .or_else(|| cell(true).map(|v| (2, v))),
                    2 => cell(true)
                        .map(|v| (3, v))
                        .or_else(|| cell(false).map(|v| (1, v))),
                    _ => cell(false)
                        .map(|v| (1, v))
                        .or_else(|| cell(true).map(|v| (2, v))),
                }
                .unwrap_or((1, 0));
                (b, v / n + 1, v % n + 1)
            }),
        );
        if wrong(&judgement, "a conflict") {
            lost += 1;
        }
    }
    assert!(lost > 0, "the switchless chessboard won all 10 games");
}

#[test]
fn illegal_moves_are_wrong() {
    let tried = |mv: fn(u8) -> (u8, usize, usize), fragment: &str| {
        let judgement =
            play_in_process(&ORACLE, &case(3, "random", 1), player(move |_, _, a| mv(a)));
        assert!(wrong(&judgement, fragment), "{judgement:?}");
    };
    tried(|a| (a, 1, 1), "the colour must be 1, 2 or 3 and not");
    tried(|_| (4, 1, 1), "the colour must be 1, 2 or 3");
    tried(
        |a| (a % 3 + 1, 4, 1),
        "(4, 1) is not a cell of the 3 × 3 grid",
    );
    tried(|a| (a % 3 + 1, 0, 2), "(0, 2) is not a cell");
    // The same cell twice: the second turn's move is refused.
    tried(|a| (a % 3 + 1, 2, 2), "turn 2: ");
}

#[test]
fn output_that_is_not_a_move_is_a_presentation_error() {
    let judgement = play_in_process(&ORACLE, &case(2, "random", 1), |input, output| {
        for _ in 0..2 {
            let _ = input.read_line(&mut String::new());
        }
        let _ = writeln!(output, "1 1");
    });
    assert!(
        matches!(judgement, Judgement::PresentationError(_)),
        "{judgement:?}"
    );
}

#[test]
fn a_player_that_stops_early_is_wrong() {
    let judgement = play_in_process(&ORACLE, &case(2, "random", 1), |input, output| {
        let mut line = String::new();
        for _ in 0..2 {
            line.clear();
            let _ = input.read_line(&mut line);
        }
        let a: u8 = line.trim().parse().unwrap_or(1);
        let _ = writeln!(output, "{} 1 1", a % 3 + 1);
    });
    assert!(
        matches!(judgement, Judgement::EndedEarly(_)),
        "{judgement:?}"
    );
}

// The test data: origins, the validator, and our binary winning every case.
judge::interactive_testdata_tests!(ORACLE, TESTDATA);
