//! cf-1934d2 driven as a judge would: our binary against the interactor on
//! seeded cases (the test `stress`), the parity rule and the length of our
//! games against literal play, the known-wrong strategies caught, bad input,
//! and the test data's provenance.

mod oracle;

use std::collections::HashMap;
use std::io::{BufRead, Write};

use assert_cmd::Command;
use gamecore::closed::xor_break::{can_break, holder_wins, is_break_of, keep, winning_break};
use judge::interactive::play_in_process;
use judge::interactor::Judgement;
use judge::predicates::error_line;
use judge::Rng;
use oracle::{literal, literal_moves, pair, Case, Pair, Remoteness, ORACLE};

// Our binary plays the oracle's seeded cases against the interactor.
judge::interactive_test!(oracle::ORACLE);

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1934d2");

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1934d2"))
}

#[test]
fn sample_dialogue_where_our_choices_agree_with_it() {
    // The statement's first two games: 1 cannot be broken (second; Bob says
    // 0 0), 3 = 2 ⊕ 1 (first; then Bob cannot break 1 or 2).
    solution()
        .write_stdin("2\n1\n0 0\n3\n0 0\n")
        .assert()
        .success()
        .stdout("second\nfirst\n2 1\n");
}

#[test]
fn odd_popcounts_are_played_second_and_the_even_part_kept() {
    // 13 = 1101 (three bits): second. Bob breaks it into 10 ⊕ 7; keep 10
    // (two bits) and break it 8 ⊕ 2; Bob cannot break either.
    solution()
        .write_stdin("1\n13\n10 7\n0 0\n")
        .assert()
        .success()
        .stdout("second\n8 2\n");
}

#[test]
fn the_judges_minus_one_ends_the_program() {
    solution()
        .write_stdin("2\n3\n-1 -1\n5\n")
        .assert()
        .success()
        .stdout("first\n2 1\n");
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
    rejects("1\n0\n", "token 2: n must be at least 1");
    rejects("1\n18446744073709551616\n", "token 2: expected");
    rejects("1000000000000\n3\n", "token 3: expected");
    rejects("18446744073709551615\n3\n0 0\n", "token 5: expected");
    rejects("1\n13\n3 4\n", "token 4: the judge's break is not a break");
    rejects("1\n13\n-3 4\n", "token 4: a part is a positive number");
}

/// The parity rule agrees with literal play for every number below 2^8:
/// the holder of `n` (the player who must break it) wins exactly when its
/// popcount is even; and in every pair below 2^6 the player to move wins
/// exactly when a part of even popcount is there to keep.
#[test]
fn the_parity_rule_agrees_with_literal_play() {
    let mut known = Remoteness::new();
    for n in 1..1u64 << 8 {
        assert_eq!(literal((n, n), &mut known).0, holder_wins(n), "n = {n}");
    }
    for a in 1..1u64 << 6 {
        for b in a..1u64 << 6 {
            let wins = literal((a, b), &mut known).0;
            assert_eq!(wins, holder_wins(a) || holder_wins(b), "{a} {b}");
        }
    }
}

/// The winning break leaves two parts that lose for their holder by literal
/// play, and `keep` keeps a winning part, for every number below 2^8.
#[test]
fn our_breaks_and_keeps_win_by_literal_play() {
    let mut known = Remoteness::new();
    for n in 1..1u64 << 8 {
        match winning_break(n) {
            Some((p1, p2)) => {
                assert!(is_break_of(n, p1, p2));
                assert!(!literal((p1, p1), &mut known).0 && !literal((p2, p2), &mut known).0);
                assert!(!literal(pair(p1, p2), &mut known).0, "{n}: {p1} {p2}");
            }
            None => assert!(!literal((n, n), &mut known).0),
        }
    }
    for (a, b) in (1..64u64).flat_map(|a| (1..64u64).map(move |b| (a, b))) {
        if let Some(q) = keep(a, b) {
            assert!(q == a || q == b);
            assert_eq!(holder_wins(q), literal(pair(a, b), &mut known).0);
        }
    }
}

/// The most breaks our strategy needs against every reply of Bob, from the
/// pair it may break (all of Bob's legal breaks searched).
fn our_longest_game(handed: Pair, memo: &mut HashMap<Pair, u32>) -> u32 {
    if let Some(&v) = memo.get(&handed) {
        return v;
    }
    let q = keep(handed.0, handed.1).expect("a won position has a part to keep");
    let (p1, p2) = winning_break(q).expect("the part kept wins");
    // Bob's replies: every break of either part (he may not be able to).
    let worst = literal_moves(pair(p1, p2))
        .into_iter()
        .map(|reply| our_longest_game(reply, memo))
        .max()
        .unwrap_or(0);
    memo.insert(handed, worst + 1);
    worst + 1
}

/// Against every line of Bob's play from every number below 2^10 our
/// strategy wins within as many breaks as the number has bit positions
/// (its highest bit drops at every break), far under the 63 allowed.
#[test]
fn our_games_end_within_the_bit_length_against_every_reply() {
    let mut memo = HashMap::new();
    for n in 1..1u64 << 10 {
        let bits = 64 - n.leading_zeros();
        let breaks = if holder_wins(n) {
            our_longest_game((n, n), &mut memo)
        } else {
            literal_moves((n, n))
                .into_iter()
                .map(|reply| our_longest_game(reply, &mut memo))
                .max()
                .unwrap_or(0)
        };
        assert!(breaks < bits, "n = {n}: {breaks} breaks");
    }
}

/// A player written in Rust: its side given n, its break given the pair it
/// may break from (`None`: stop talking).
fn player(
    choose_first: impl Fn(u64) -> bool + Send,
    pick: impl FnMut(Pair) -> Option<(u64, u64)> + Send,
) -> impl FnOnce(&mut dyn BufRead, &mut dyn Write) + Send {
    player_saying(["first", "second"], choose_first, pick)
}

/// [`player`] naming its side with `words` (first, second).
fn player_saying(
    words: [&'static str; 2],
    choose_first: impl Fn(u64) -> bool + Send,
    mut pick: impl FnMut(Pair) -> Option<(u64, u64)> + Send,
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
        let t = match read(input)[..] {
            [t] => t,
            _ => return,
        };
        for _ in 0..t {
            let n = match read(input)[..] {
                [n] => n as u64,
                _ => return,
            };
            let first = choose_first(n);
            if !say(output, words[usize::from(!first)].to_string()) {
                return;
            }
            let mut handed = (n, n);
            if first {
                match pick(handed) {
                    Some((p1, p2)) => {
                        if !say(output, format!("{p1} {p2}")) {
                            return;
                        }
                    }
                    None => return,
                }
            }
            loop {
                let answer = read(input);
                match answer[..] {
                    [0, 0] => break,
                    [a, b] if a > 0 && b > 0 => handed = pair(a as u64, b as u64),
                    _ => return,
                }
                match pick(handed) {
                    Some((p1, p2)) => {
                        if !say(output, format!("{p1} {p2}")) {
                            return;
                        }
                    }
                    None => return,
                }
            }
        }
    }
}

/// A random legal break of a random breakable part, or 0 0.
fn random_legal(rng: &mut Rng) -> impl FnMut(Pair) -> Option<(u64, u64)> + Send + '_ {
    move |(a, b): Pair| {
        let parts: Vec<u64> = [a, b].iter().copied().filter(|&q| can_break(q)).collect();
        if parts.is_empty() {
            return Some((0, 0));
        }
        let q = parts[rng.below(parts.len())];
        loop {
            let p1 = rng.range(1, q - 1);
            if is_break_of(q, p1, q ^ p1) {
                return Some((p1, q ^ p1));
            }
        }
    }
}

/// Our strategy, written again here: keep the even part, break off the top.
fn parity_player(handed: Pair) -> Option<(u64, u64)> {
    Some(
        keep(handed.0, handed.1)
            .and_then(winning_break)
            .unwrap_or((0, 0)),
    )
}

fn case(starts: &[u64], strategy: &str, seed: u64) -> String {
    Case {
        starts: starts.to_vec(),
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
        let starts: Vec<u64> = (0..3).map(|_| rng.range(1, 200)).collect();
        // The side from the number's bits, unrelated to their parity.
        let judgement = play_in_process(
            &ORACLE,
            &case(&starts, "random", seed),
            player(move |n| (n ^ seed) % 3 == 0, random_legal(&mut rng)),
        );
        if !judgement.accepted() {
            lost += 1;
        }
    }
    assert!(lost > 0, "a random player won all 20 games");
}

#[test]
fn always_choosing_first_loses_an_odd_popcount() {
    let judgement = play_in_process(
        &ORACLE,
        &case(&[3, 13], "longest", 1),
        player(|_| true, parity_player_or_any),
    );
    assert!(
        matches!(&judgement, Judgement::WrongAnswer(why) if why.contains("game 2")),
        "{judgement:?}"
    );
}

/// The parity player, breaking anything it can where it has no winning part.
fn parity_player_or_any(handed: Pair) -> Option<(u64, u64)> {
    let q = match keep(handed.0, handed.1) {
        Some(q) => q,
        None => return Some((0, 0)),
    };
    Some(winning_break(q).unwrap_or_else(|| {
        let high = 1u64 << (63 - q.leading_zeros());
        (high, q ^ high)
    }))
}

#[test]
fn the_parity_player_wins_every_strategy() {
    for strategy in oracle::STRATEGIES {
        let judgement = play_in_process(
            &ORACLE,
            &case(&[3, 13, 777_777_770_001, (1 << 59) - 1, 1], strategy, 5),
            player(holder_wins, parity_player),
        );
        assert!(judgement.accepted(), "{strategy}: {judgement:?}");
    }
}

/// Right side, right parity, but breaking off the lowest bit: the part handed
/// back keeps its high bits, and Bob's `fill` refills the low ones, so the
/// game outlasts the 63 breaks.
#[test]
fn breaking_off_the_lowest_bit_runs_out_of_breaks() {
    let lowest = |handed: Pair| -> Option<(u64, u64)> {
        let q = keep(handed.0, handed.1)?;
        let low = q & q.wrapping_neg();
        Some((low, q ^ low))
    };
    let judgement = play_in_process(
        &ORACLE,
        &case(&[(1 << 59) - 1, 1_000_000_000_000_000_000], "fill", 1),
        player(holder_wins, lowest),
    );
    assert!(
        matches!(&judgement, Judgement::WrongAnswer(why) if why.contains("63 breaks made")),
        "{judgement:?}"
    );
}

#[test]
fn illegal_breaks_are_wrong() {
    let tried = |pick: (u64, u64), fragment: &str| {
        let judgement = play_in_process(
            &ORACLE,
            &case(&[12], "random", 1),
            player(|_| true, move |_| Some(pick)),
        );
        assert!(
            matches!(&judgement, Judgement::WrongAnswer(why) if why.contains(fragment)),
            "{pick:?}: {judgement:?}"
        );
    };
    tried((12, 0), "12 0 is not a break of 12");
    tried((4, 9), "4 9 is not a break of 12");
    tried((0, 0), "printed 0 0");
}

/// Codeforces accepted a solution that says `First` and `Second` (the
/// README's "How a case is judged" gives the evidence): the side is read in
/// any case.
#[test]
fn the_side_is_read_in_any_case() {
    for words in [
        ["First", "Second"],
        ["FIRST", "SECOND"],
        ["fIrSt", "sEcOnD"],
    ] {
        let judgement = play_in_process(
            &ORACLE,
            &case(&[3, 13, 777_777_770_001, 1], "longest", 2),
            player_saying(words, holder_wins, parity_player),
        );
        assert!(judgement.accepted(), "{words:?}: {judgement:?}");
    }
}

#[test]
fn output_that_is_not_a_move_is_a_presentation_error() {
    for side in ["third", "firsts", "1st", "first second"] {
        let judgement = play_in_process(&ORACLE, &case(&[3], "random", 1), |input, output| {
            let _ = input.read_line(&mut String::new());
            let _ = input.read_line(&mut String::new());
            let _ = writeln!(output, "{side}");
        });
        assert!(
            matches!(judgement, Judgement::PresentationError(_)),
            "{side}: {judgement:?}"
        );
    }
}

#[test]
fn a_player_that_stops_early_is_wrong() {
    let judgement = play_in_process(
        &ORACLE,
        &case(&[3], "random", 1),
        player(|_| true, |_| None),
    );
    assert!(
        matches!(judgement, Judgement::EndedEarly(_)),
        "{judgement:?}"
    );
}

// The test data: origins, the validator, and our binary winning every case.
judge::interactive_testdata_tests!(ORACLE, TESTDATA);
