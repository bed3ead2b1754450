//! HDU 4597 driven as a judge would: the samples, the rules by hand, the
//! answers off the statement's domain, bad input, the rule file's family,
//! and the test data's provenance. The comparison with the brute force on
//! random inputs is the test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use gamecore::scoring::two_decks;
use judge::predicates::{error_line, judge_eq};
use oracle::game;
use play::scoring::{Advantage, Minimax, Scored, Side, Tally};

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/hdu-4597");

const SAMPLE_IN: &str = "2\n1\n23\n53\n3\n10 100 20\n2 4 3\n";
const SAMPLE_OUT: &str = "53\n105\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hdu-4597"))
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

#[test]
fn sample() {
    check(SAMPLE_IN, SAMPLE_OUT);
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(oracle::brute(SAMPLE_IN), SAMPLE_OUT);
}

#[test]
fn brute_force_follows_the_rules_by_hand() {
    // One card each: Alice takes the larger.
    assert_eq!(oracle::alice(&[23], &[53]), 53);
    // 1 9 / 9 1: whatever Alice takes, Bob can take a 9 (both 9s are ends):
    // Alice takes a 9, Bob the other 9, then 1 and 1: 10 each.
    assert_eq!(oracle::alice(&[1, 9], &[9, 1]), 10);
    // 5 1 5 / 2: Alice's best is 7 — a 5 (Bob the other 5, she the 2, he
    // the 1), or the 2 (Bob a 5, she the other 5, he the 1).
    assert_eq!(oracle::alice(&[5, 1, 5], &[2]), 7);
}

/// The game to its end over tallies (the decks left, both totals, whose
/// turn), Alice maximising her own total and Bob minimising it — the
/// statement's "each gets as many scores as possible" without the
/// margin's shortcut.
fn alice_by_her_own_total(a: &[i64], b: &[i64]) -> i64 {
    let moves = |decks: &game::Decks| -> Vec<Scored<game::Decks>> {
        game::moves(decks)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    };
    let mut game = Minimax::new(moves, [Side::Max, Side::Min], |t: &Tally<game::Decks>| {
        t.scores[0]
    });
    game.value(&Tally::start((a.to_vec(), b.to_vec())))
}

#[test]
fn maximising_ones_own_total_is_maximising_the_margin() {
    for index in 0..60 {
        let input = (oracle::ORACLE.generate)(&mut judge::Rng::for_input(4597, index));
        for (a, b) in oracle::decks(&input) {
            if a.len() <= 4 {
                assert_eq!(
                    alice_by_her_own_total(&a, &b),
                    oracle::alice(&a, &b),
                    "{a:?} {b:?}"
                );
            }
        }
    }
}

#[test]
fn cases_off_the_statement_are_answered_as_the_brute_force_plays_them() {
    // N = 0, cards of 0 and below, 32-bit extremes, against literal play.
    let min = i64::from(i32::MIN);
    let max = i64::from(i32::MAX);
    let cases: [(Vec<i64>, Vec<i64>); 4] = [
        (vec![], vec![]),
        (vec![0, -3], vec![-1, 0]),
        (vec![max, min, max], vec![min, max, 7]),
        (vec![-5], vec![-7]),
    ];
    let mut input = format!("{}\n", cases.len());
    let mut expected = String::new();
    for (a, b) in &cases {
        let line = |deck: &[i64]| -> String {
            let cards: Vec<String> = deck.iter().map(|v| v.to_string()).collect();
            cards.join(" ")
        };
        input += &format!("{}\n{}\n{}\n", a.len(), line(a), line(b));
        expected += &format!("{}\n", oracle::alice(a, b));
    }
    check(&input, &expected);
    // N = 40 (the binary's bound, twice the statement's) of equal cards
    // 2^31 − 1: the players alternate, 40 cards each.
    let deck = vec!["2147483647"; 40].join(" ");
    check(
        &format!("1\n40\n{deck}\n{deck}\n"),
        &format!("{}\n", 40 * max),
    );
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n2\n1 2\n3",
        "token 6: expected a 32-bit integer, found end of input",
    );
    check_rejects(
        "1\n1\nx\n2\n",
        "token 3: expected a 32-bit integer, found `x`",
    );
    check_rejects(
        "1\n1\n2147483648\n2\n",
        "token 3: expected a 32-bit integer, found `2147483648`",
    );
    check_rejects(
        "1\n-1\n",
        "token 2: expected a non-negative integer (usize)",
    );
    check_rejects(
        "1\n41\n",
        "token 2: N above 40 is refused (the DP grows as N⁴)",
    );
    check_rejects("-1\n", "token 1: expected an unsigned 64-bit integer");
}

#[test]
fn a_huge_count_is_read_lazily() {
    // 2^64 − 1 cases announced, one given: it is answered, then the missing
    // second case is reported.
    solution()
        .write_stdin("18446744073709551615\n1\n23\n53\n")
        .assert()
        .code(2)
        .stdout(judge_eq("53\n"))
        .stderr(error_line(
            "token 5: expected a non-negative integer (usize), found end of input",
        ));
}

#[test]
fn the_rule_files_family_agrees_with_two_decks_and_its_comment() {
    let mut game = Advantage::new(|decks: &game::Decks| -> Vec<Scored<game::Decks>> {
        game::moves(decks)
            .into_iter()
            .map(|(points, next)| Scored::pass(points, next))
            .collect()
    });
    let values: Vec<i64> = (0..=12).map(|n| game.value(&game::start(n))).collect();
    for (n, &value) in values.iter().enumerate() {
        let (a, b) = game::start(n as u64);
        let sum: i64 = a.iter().chain(&b).sum();
        assert_eq!(
            (sum + value) / 2,
            two_decks::first_player_total(&a, &b),
            "start({n})"
        );
    }
    // start(3) is the second sample: Alice's 105 is (139 + 71) / 2.
    assert_eq!(game::start(3), (vec![10, 100, 20], vec![2, 4, 3]));
    assert_eq!(values[3], 71);
    // What game.rs says the explorer will find: 0 8 92 71, then period 4
    // with saltus 41 from n = 3.
    assert_eq!(values[..4], [0, 8, 92, 71]);
    for n in 3..values.len() - 4 {
        assert_eq!(values[n + 4], values[n] + 41, "n = {n}");
    }
}

#[test]
fn testdata_comes_from_the_brute_force() {
    judge::testdata::check_against_brute(
        TESTDATA,
        &["edge-", "random-", "hack-"],
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
    );
}

/// testdata/hdu-4597/README.md names every case's origin and has no TODO left
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

/// An independent slower reference for the `max-*` cases: minimax on
/// Alice's own total with the turn in the state (hers when an even number
/// of cards is gone): she maximises card + the rest's value, Bob minimises
/// the rest's value; over half-open intervals a[al..ar], b[bl..br] on a
/// full (N + 1)⁴ table, written apart from `two_decks`' negamax on totals
/// kept one layer at a time.
fn reference(input: &str) -> String {
    let mut output = String::new();
    for (a, b) in oracle::decks(input) {
        let n = a.len();
        let w = n + 1;
        let at = |al: usize, ar: usize, bl: usize, br: usize| ((al * w + ar) * w + bl) * w + br;
        let mut alice = vec![0i64; w * w * w * w];
        // Each state needs al + 1 (an earlier al), ar − 1 (an earlier ar),
        // bl + 1 and br − 1 (likewise): this order has them all.
        for al in (0..=n).rev() {
            for ar in al..=n {
                for bl in (0..=n).rev() {
                    for br in bl..=n {
                        let gone = 2 * n - (ar - al) - (br - bl);
                        let mut options = Vec::with_capacity(4);
                        if al < ar {
                            options.push((a[al], at(al + 1, ar, bl, br)));
                            options.push((a[ar - 1], at(al, ar - 1, bl, br)));
                        }
                        if bl < br {
                            options.push((b[bl], at(al, ar, bl + 1, br)));
                            options.push((b[br - 1], at(al, ar, bl, br - 1)));
                        }
                        let value = if gone % 2 == 0 {
                            options.iter().map(|&(card, next)| card + alice[next]).max()
                        } else {
                            options.iter().map(|&(_, next)| alice[next]).min()
                        };
                        alice[at(al, ar, bl, br)] = value.unwrap_or(0);
                    }
                }
            }
        }
        output += &format!("{}\n", alice[at(0, n, 0, n)]);
    }
    output
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::generate,
        oracle::brute,
        4597,
        200,
    );
}

#[test]
fn max_cases_come_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}
