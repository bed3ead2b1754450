//! cf-1375f driven as a judge would: our binary against the interactor on
//! seeded cases (the test `stress`), who wins and how fast by literal play,
//! the judge's look-ahead against literal play, the known-wrong strategies
//! caught, bad input, and the test data's provenance.

mod oracle;

use std::io::{BufRead, Write};

use assert_cmd::Command;
use gamecore::closed::integer_game::{is_safe, next_y, turns_to_win};
use judge::interactive::play_in_process;
use judge::interactor::Judgement;
use judge::predicates::error_line;
use judge::Rng;
use oracle::{fastest_win, grown, literal_last, random_piles, Case, Literal, MAX_Y, ORACLE};

// Our binary plays the oracle's seeded cases against the interactor.
judge::interactive_test!(oracle::ORACLE);

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1375f");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1375f"))
}

#[test]
fn sample_dialogue_with_our_numbers() {
    // The sample's judge lines (5 2 6, then 3, then 0) answered our way:
    // First, 5 = 6 − 2 + 1 (pile 3 becomes 11, the largest), then
    // 15 = 2 · 11 − 5 − 2; the sample's 0 ends the game there.
    solution()
        .write_stdin("5 2 6\n\n\n3\n\n0\n")
        .assert()
        .success()
        .stdout("First\n5\n15\n");
}

#[test]
fn whole_games_end_in_three_turns() {
    // 5 2 11 after pile 3; 15 on pile 1 makes 20 2 11 (2, 11, 20), on
    // pile 2 makes 5 17 11 (5, 11, 17): the difference 9 or 6 traps the judge.
    solution()
        .write_stdin("5 2 6\n3\n1\n0\n")
        .assert()
        .success()
        .stdout("First\n5\n15\n9\n");
    solution()
        .write_stdin("5 2 6\n3\n2\n0\n")
        .assert()
        .success()
        .stdout("First\n5\n15\n6\n");
    // 5 on pile 1 or 2 makes 10 2 6 or 5 7 6, already a trap ending at the
    // pile just chosen: its difference wins on the second turn.
    solution()
        .write_stdin("5 2 6\n1\n0\n")
        .assert()
        .success()
        .stdout("First\n5\n4\n");
    solution()
        .write_stdin("5 2 6\n2\n0\n")
        .assert()
        .success()
        .stdout("First\n5\n1\n");
}

#[test]
fn the_judges_minus_one_ends_the_program() {
    solution()
        .write_stdin("5 2 6\n-1\n")
        .assert()
        .success()
        .stdout("First\n5\n");
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
    rejects("0 1 2\n", "token 1: a pile must be in 1..=100000000000");
    rejects("1 2 100000000001\n", "token 3: a pile must be in");
    rejects("1 2 18446744073709551616\n", "token 3: expected");
    rejects("1 2 2\n", "token 3: the three piles must be distinct");
    rejects("5 2 6\n", "token 4: expected");
    rejects("5 2 6\nx\n", "token 4: expected");
    rejects("5 2 6\n4\n", "token 4: the judge's pile must be 1, 2 or 3");
    rejects(
        "5 2 6\n3\n3\n",
        "token 5: the judge's pile is the one it chose last",
    );
    // 20 2 11 after piles 3 and 1: 9 on pile 2 makes 11 twice.
    rejects(
        "5 2 6\n3\n1\n2\n",
        "token 6: the judge's pile is the one it chose last, or makes two piles equal",
    );
}

/// Every start with piles up to 8 (336 of them): literal play (every y up
/// to 32 each turn, every pile the adder may choose) finds a win for the
/// first player within three turns and none within two. A win within two
/// from piles up to 8 names nothing above 16 (`oracle::wins_within_two`), so
/// the bound hides none; the strategy's numbers from them are at most 29.
#[test]
fn the_first_player_wins_every_small_start_in_exactly_three_turns() {
    let literal = Literal { max_y: 32 };
    let mut game = literal.game();
    for piles in small_triples(8) {
        assert!(game.wins(&(piles, 3, 3, 0)), "{piles:?}");
        assert!(!game.wins(&(piles, 3, 2, 0)), "{piles:?}");
        assert_eq!(turns_to_win(piles, None), 3);
    }
}

/// The judge's look-ahead (`oracle::fastest_win`, which tries only the `y`
/// that can win) agrees with literal play of every `y` up to 32 in every
/// position with piles up to 8 and each last pile (1344); and from each of
/// them literal play wins within three turns.
#[test]
fn the_look_ahead_agrees_with_literal_play() {
    let literal = Literal { max_y: 32 };
    let mut game = literal.game();
    for piles in small_triples(8) {
        for last in [None, Some(0), Some(1), Some(2)] {
            let l = literal_last(last);
            let fastest = (1..=3u8)
                .find(|&turns| game.wins(&(piles, l, turns, 0)))
                .expect("literal play wins within three turns");
            assert_eq!(
                fastest_win(piles, last),
                u32::from(fastest),
                "{piles:?} {last:?}"
            );
        }
    }
}

/// The strategy's `y` wins by literal play within [`turns_to_win`] turns in
/// every position with piles up to 8 (the adder, after it, loses within the
/// turns left), and is never more than three turns from a win.
#[test]
fn our_y_is_a_winning_move_by_literal_play() {
    let literal = Literal { max_y: 32 };
    let mut game = literal.game();
    for piles in small_triples(8) {
        for last in [None, Some(0), Some(1), Some(2)] {
            let turns = turns_to_win(piles, last);
            assert!((1..=3).contains(&turns));
            let y = next_y(piles, last);
            let adder = (piles, literal_last(last), turns as u8, y);
            assert!(!game.wins(&adder), "{piles:?} {last:?}: y = {y}");
        }
    }
}

/// Every line of play of our strategy against every reply: the most turns
/// it takes, and the largest y it names.
fn our_longest_game(piles: [u64; 3], last: Option<usize>) -> (u32, u64) {
    let y = next_y(piles, last);
    let mut longest = (1, y);
    for pile in (0..3).filter(|&pile| is_safe(piles, last, pile, y)) {
        let (turns, most) = our_longest_game(grown(piles, pile, y), Some(pile));
        longest = (longest.0.max(turns + 1), longest.1.max(most));
    }
    longest
}

/// From every start with piles up to 12 and 2000 random ones up to 10^9
/// (and our own bound 10^11), every line of play of our strategy ends
/// within three turns with every y in 1..=10^12.
#[test]
fn our_games_end_within_three_turns_against_every_reply() {
    let mut starts = small_triples(12);
    let mut rng = Rng::new(1375);
    for _ in 0..2000 {
        starts.push(random_piles(&mut rng));
    }
    starts.push([1, 2, 100_000_000_000]);
    starts.push([100_000_000_000, 99_999_999_999, 1]);
    for piles in starts {
        let (turns, most) = our_longest_game(piles, None);
        assert_eq!(turns, 3, "{piles:?}");
        assert!(most <= MAX_Y, "{piles:?}: y = {most}");
    }
}

/// Every ordered triple of distinct piles in 1..=bound.
fn small_triples(bound: u64) -> Vec<[u64; 3]> {
    let mut all = Vec::new();
    for a in 1..=bound {
        for b in 1..=bound {
            for c in 1..=bound {
                if a != b && b != c && a != c {
                    all.push([a, b, c]);
                }
            }
        }
    }
    all
}

/// What a Rust-written player knows: the piles and the pile chosen last.
struct Seen {
    piles: [u64; 3],
    last: Option<usize>,
}

type Name = Box<dyn FnMut(&Seen) -> Option<i64> + Send>;
type Add = Box<dyn FnMut(&Seen, u64) -> Option<i64> + Send>;

/// A player written in Rust: its side given the piles (true: First), the
/// numbers it names as First and the piles (1-based) it chooses as Second
/// (`None`: stop talking).
fn player(
    choose_first: impl Fn([u64; 3]) -> bool + Send,
    mut name: Name,
    mut add: Add,
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
        let say = |output: &mut dyn Write, text: String| {
            writeln!(output, "{text}")
                .and_then(|()| output.flush())
                .is_ok()
        };
        let mut seen = match read(input)[..] {
            [a, b, c] => Seen {
                piles: [a as u64, b as u64, c as u64],
                last: None,
            },
            _ => return,
        };
        let first = choose_first(seen.piles);
        if !say(output, if first { "First" } else { "Second" }.to_string()) {
            return;
        }
        loop {
            if first {
                let y = match name(&seen) {
                    Some(y) => y,
                    None => return,
                };
                if !say(output, y.to_string()) {
                    return;
                }
                match read(input)[..] {
                    [p @ 1..=3] => {
                        let pile = p as usize - 1;
                        seen.piles[pile] = seen.piles[pile].saturating_add(y.max(0) as u64);
                        seen.last = Some(pile);
                    }
                    _ => return,
                }
            } else {
                let y = match read(input)[..] {
                    [y] if y > 0 => y as u64,
                    _ => return,
                };
                let p = match add(&seen, y) {
                    Some(p) => p,
                    None => return,
                };
                if !say(output, p.to_string()) {
                    return;
                }
                if (1..=3).contains(&p) {
                    let pile = p as usize - 1;
                    seen.piles[pile] += y;
                    seen.last = Some(pile);
                }
            }
        }
    }
}

fn our_names() -> Name {
    Box::new(|seen: &Seen| Some(next_y(seen.piles, seen.last) as i64))
}

fn random_names(seed: u64) -> Name {
    let mut rng = Rng::new(seed);
    Box::new(move |_: &Seen| Some(rng.range(1, MAX_Y) as i64))
}

/// A uniform pile other than the last one (legal; it may make two equal).
fn random_adds(seed: u64) -> Add {
    let mut rng = Rng::new(seed);
    Box::new(move |seen: &Seen, _| {
        let allowed: Vec<usize> = (0..3).filter(|&p| Some(p) != seen.last).collect();
        Some(allowed[rng.below(allowed.len())] as i64 + 1)
    })
}

/// A pile that keeps the piles distinct if there is one (a careful Second).
fn safe_adds() -> Add {
    Box::new(|seen: &Seen, y| {
        let pile = (0..3)
            .find(|&p| is_safe(seen.piles, seen.last, p, y))
            .or_else(|| (0..3).find(|&p| Some(p) != seen.last))?;
        Some(pile as i64 + 1)
    })
}

fn case(piles: [u64; 3], strategy: &str, seed: u64) -> String {
    Case {
        piles,
        strategy: strategy.to_string(),
        seed,
    }
    .text()
}

/// Whether the game ended on the second or third turn (the first turn can
/// never end it: see `the_first_player_wins_every_small_start_in_exactly_three_turns`).
fn within_three_turns(judgement: &Judgement) -> bool {
    ["turn 2:", "turn 3:"]
        .iter()
        .any(|turn| judgement.reason().starts_with(turn))
}

fn wrong(judgement: &Judgement, fragment: &str) -> bool {
    matches!(judgement, Judgement::WrongAnswer(why) if why.contains(fragment))
}

#[test]
fn a_random_legal_player_loses_some_case() {
    let mut lost = 0;
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let piles = random_piles(&mut rng);
        let judgement = play_in_process(
            &ORACLE,
            &case(piles, oracle::STRATEGIES[seed as usize % 3], seed),
            player(
                move |_| seed % 2 == 0,
                random_names(seed),
                random_adds(seed),
            ),
        );
        if !judgement.accepted() {
            lost += 1;
        }
    }
    assert!(lost > 0, "a random player won all 20 games");
}

#[test]
fn always_second_loses_every_game() {
    for (index, piles) in [[5, 2, 6], [1, 2, 3], [1, 2, 1_000_000_000]]
        .into_iter()
        .enumerate()
    {
        let judgement = play_in_process(
            &ORACLE,
            &case(piles, oracle::STRATEGIES[index], 1),
            player(|_| false, our_names(), safe_adds()),
        );
        assert!(
            within_three_turns(&judgement) && wrong(&judgement, "the program (Second) lost"),
            "{piles:?}: {judgement:?}"
        );
    }
}

/// Our strategy, played by a Rust player, wins against every judge within
/// three turns; against `longest` in exactly three (it never walks into a
/// trap it can avoid).
#[test]
fn our_strategy_written_as_a_player_wins_every_strategy() {
    for strategy in oracle::STRATEGIES {
        for piles in [[5, 2, 6], [1, 2, 3], [3, 2, 1], [1, 2, 1_000_000_000]] {
            let judgement = play_in_process(
                &ORACLE,
                &case(piles, strategy, 7),
                player(|_| true, our_names(), safe_adds()),
            );
            assert!(
                judgement.accepted()
                    && within_three_turns(&judgement)
                    && (strategy != "longest" || judgement.reason().starts_with("turn 3:")),
                "{strategy} {piles:?}: {judgement:?}"
            );
        }
    }
}

/// First, but hasty: it names 2c − a − b at once, as if the judge could
/// not choose the largest pile, then the difference of the two smaller
/// piles as if they were a trap, then 10^12 forever. The `smallest` judge
/// walks into the trap; `longest` chooses the largest pile (every other
/// choice loses the next turn) and survives the 1000 turns.
#[test]
fn a_hasty_first_player_loses_to_the_longest_judge() {
    let hasty = || -> Name {
        let mut turn = 0;
        Box::new(move |seen: &Seen| {
            turn += 1;
            let mut sorted = seen.piles;
            sorted.sort_unstable();
            let [a, b, c] = sorted;
            Some(match turn {
                1 => (2 * c - a - b) as i64,
                _ if b - a == c - b && seen.last.map(|l| seen.piles[l]) == Some(c) => {
                    (b - a) as i64
                }
                2 => (b - a) as i64,
                _ => MAX_Y as i64,
            })
        })
    };
    let piles = [5, 2, 6];
    let smallest = play_in_process(
        &ORACLE,
        &case(piles, "smallest", 1),
        player(|_| true, hasty(), safe_adds()),
    );
    assert!(smallest.accepted(), "{smallest:?}");
    for seed in 0..5 {
        let longest = play_in_process(
            &ORACLE,
            &case(piles, "longest", seed),
            player(|_| true, hasty(), safe_adds()),
        );
        assert!(wrong(&longest, "1000 turns passed"), "{longest:?}");
    }
}

/// First, naming 10^12 every turn: never a trap, so the judge survives
/// whatever its strategy, and the program loses after 1000 turns.
#[test]
fn a_first_player_that_never_sets_the_trap_loses_after_1000_turns() {
    for strategy in oracle::STRATEGIES {
        let judgement = play_in_process(
            &ORACLE,
            &case([1, 2, 3], strategy, 3),
            player(
                |_| true,
                Box::new(|_: &Seen| Some(MAX_Y as i64)),
                safe_adds(),
            ),
        );
        assert!(
            wrong(&judgement, "1000 turns passed"),
            "{strategy}: {judgement:?}"
        );
    }
}

#[test]
fn illegal_moves_are_wrong() {
    let names = |y: i64, fragment: &str| {
        let judgement = play_in_process(
            &ORACLE,
            &case([5, 2, 6], "random", 1),
            player(|_| true, Box::new(move |_: &Seen| Some(y)), safe_adds()),
        );
        assert!(wrong(&judgement, fragment), "{y}: {judgement:?}");
    };
    names(0, "turn 1: y = 0 is not in 1..=10^12");
    names(-3, "turn 1: y = -3 is not in");
    names(1_000_000_000_001, "turn 1: y = 1000000000001 is not in");
    let adds = |add: Add, fragment: &str| {
        let judgement = play_in_process(
            &ORACLE,
            &case([5, 2, 6], "random", 1),
            player(|_| false, our_names(), add),
        );
        assert!(wrong(&judgement, fragment), "{judgement:?}");
    };
    adds(Box::new(|_: &Seen, _| Some(4)), "turn 1: 4 is not a pile");
    adds(Box::new(|_: &Seen, _| Some(0)), "turn 1: 0 is not a pile");
    adds(
        Box::new(|_: &Seen, _| Some(3)),
        "turn 2: pile 3 was chosen the turn before",
    );
}

#[test]
fn output_that_is_not_a_move_is_a_presentation_error() {
    for reply in ["first", "First\nfive"] {
        let judgement = play_in_process(
            &ORACLE,
            &case([5, 2, 6], "random", 1),
            move |input, output| {
                let _ = input.read_line(&mut String::new());
                let _ = writeln!(output, "{reply}");
            },
        );
        assert!(
            matches!(judgement, Judgement::PresentationError(_)),
            "{reply:?}: {judgement:?}"
        );
    }
}

#[test]
fn a_player_that_stops_early_is_wrong() {
    let judgement = play_in_process(
        &ORACLE,
        &case([5, 2, 6], "random", 1),
        player(|_| true, Box::new(|_: &Seen| None), safe_adds()),
    );
    assert!(
        matches!(judgement, Judgement::EndedEarly(_)),
        "{judgement:?}"
    );
}

#[test]
fn the_validator_refuses_what_the_judge_never_gives() {
    judge::checks::check_validator_refuses(
        &ORACLE.batch(),
        env!("CARGO_MANIFEST_DIR"),
        &[
            ("1 1 2\nrandom 1\n", "not pairwise distinct"),
            (
                "0 1 2\nrandom 1\n",
                "token 1: a = 0 is outside 1..=1000000000",
            ),
            (
                "1 2 1000000001\nrandom 1\n",
                "token 3: c = 1000000001 is outside",
            ),
            ("1 2 3\nbest 1\n", "token 4: the strategy must be one of"),
            ("1 2 3\nrandom -1\n", "the seed = -1 is outside"),
        ],
    );
}

// The test data: origins, the validator, and our binary winning every case.
judge::interactive_testdata_tests!(ORACLE, TESTDATA);
