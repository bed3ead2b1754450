//! Codeforces 859C driven as a judge would: the samples, the answers off the
//! statement's domain, bad input, the rule file, and the test data's
//! provenance. The comparison with the brute force on random inputs is the
//! test `stress` (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use judge::Rng;
use oracle::game;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-859c");

const SAMPLES: [(&str, &str); 2] = [
    ("3\n141 592 653\n", "653 733\n"),
    ("5\n10 21 10 21 10\n", "31 41\n"),
];

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-859c"))
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
fn samples() {
    for (input, output) in SAMPLES {
        check(input, output);
    }
}

#[test]
fn brute_force_agrees_with_the_samples() {
    for (input, output) in SAMPLES {
        assert_eq!(oracle::brute(input), output);
    }
}

/// Each player maximising their own total, literally: the holder tries both
/// choices for every slice (2^N lines of play, no margin, no memo), and
/// Bob's and Alice's totals are read at the end. The brute force's margin
/// (negamax on the holder's advantage) must give the same totals.
fn own_totals(slices: &[i64], holder_is_bob: bool) -> (i64, i64) {
    let Some((&slice, rest)) = slices.split_first() else {
        return (0, 0);
    };
    let give = |to_bob: bool, next_holder_is_bob: bool| {
        let (alice, bob) = own_totals(rest, next_holder_is_bob);
        if to_bob {
            (alice, bob + slice)
        } else {
            (alice + slice, bob)
        }
    };
    // Keep the slice (the token goes to the other) or give it (keep the token).
    let keep = give(holder_is_bob, !holder_is_bob);
    let away = give(!holder_is_bob, holder_is_bob);
    let own = |totals: (i64, i64)| if holder_is_bob { totals.1 } else { totals.0 };
    if own(keep) >= own(away) {
        keep
    } else {
        away
    }
}

#[test]
fn the_margin_is_what_each_player_maximising_their_own_total_gets() {
    let mut rng = Rng::new(859);
    for _ in 0..300 {
        let n = rng.range(0, 12) as usize;
        let top = if rng.chance(1, 2) { 4 } else { 100_000 };
        let slices: Vec<i64> = (0..n).map(|_| rng.range(1, top) as i64).collect();
        let (alice, bob) = own_totals(&slices, true);
        let input = format!(
            "{n}\n{}\n",
            slices
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
        assert_eq!(
            oracle::brute(&input),
            format!("{alice} {bob}\n"),
            "{slices:?}"
        );
    }
}

/// The rule file's family: `guess` (the suffix DP) against negamax on every
/// start, and the first sample inside start(50).
#[test]
fn the_rule_files_guess_holds_on_every_start() {
    for n in 0..=50 {
        let start = game::start(n);
        assert_eq!(start.len(), n as usize);
        assert_eq!(game::guess(n), oracle::margin(&start), "start({n})");
    }
    assert_eq!(game::start(50)[..3], [141, 592, 653]);
    assert_eq!(game::show(&game::start(2)), "[408 128]");
}

/// Off the statement's domain: N = 0 (nothing to eat), slices of 0 and up
/// to 2^64 − 1, whose sums need 66 bits; and more than 50 slices.
#[test]
fn answers_off_the_domain_are_exact() {
    check("0\n", "0 0\n");
    check("3\n0 0 0\n", "0 0\n");
    let max = u64::MAX;
    // Three equal slices: the holder (Bob) eats two.
    check(
        &format!("3\n{max} {max} {max}\n"),
        &format!("{max} {}\n", 2 * u128::from(max)),
    );
    // Bob gives away the 1 and keeps the token, then keeps 2^64 − 1.
    check(&format!("2\n1 {max}\n"), &format!("1 {max}\n"));
    // 200 slices against the brute force.
    let mut rng = Rng::new(200);
    let slices: Vec<String> = (0..200).map(|_| rng.range(0, 1000).to_string()).collect();
    let input = format!("200\n{}\n", slices.join(" "));
    check(&input, &oracle::brute(&input));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "3\n141 592",
        "token 4: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "2\n5 x\n",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "2\n5 -1\n",
        "token 3: expected an unsigned 64-bit integer, found `-1`",
    );
    check_rejects(
        "",
        "token 1: expected a non-negative integer (usize), found end of input",
    );
}

#[test]
fn a_huge_count_is_refused_before_allocating() {
    check_rejects("10000001\n1 2 3\n", "token 1: N must be at most 10000000");
    check_rejects(
        "18446744073709551615\n",
        "token 1: N must be at most 10000000",
    );
    // Up to the bound, a count the input does not back ends at the first
    // missing slice.
    check_rejects(
        "10000000\n1 2 3\n",
        "token 5: expected an unsigned 64-bit integer, found end of input",
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

/// testdata/cf-859c/README.md names every case's origin and has no TODO left
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
