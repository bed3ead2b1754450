//! Codeforces 1628 D1 driven as a judge would: the sample, the two literal
//! searches against each other, the rule file, the answers off the
//! statement's domain, bad input, and the test data's provenance. The
//! comparison with the brute force on random inputs is the test `stress`
//! (`judge::stress_test!`).

mod oracle;

// The binary against the brute force on the oracle's seeded inputs.
judge::stress_test!(oracle::ORACLE);

use assert_cmd::Command;
use judge::predicates::{error_line, judge_eq};
use oracle::{game, MODULUS};
use play::rules::game_on_sum::{self, Ratio};
use play::scoring::Advantage;

const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/cf-1628d1");

const SAMPLE_IN: &str = "7\n3 3 2\n2 1 10\n6 3 10\n6 4 10\n100 1 1\n4 4 0\n69 4 20\n";
const SAMPLE_OUT: &str = "6\n5\n375000012\n500000026\n958557139\n0\n49735962\n";

fn solution() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cf-1628d1"))
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
    // The statement's fractions, exactly.
    assert_eq!(game_on_sum::value(6, 3, 10), Ratio::new(75, 8));
    assert_eq!(game_on_sum::value(6, 4, 10), Ratio::new(45, 2));
}

/// The two literal searches — the rule file's grid of k/2^n by negamax, and
/// the real game over exact rationals with Alice's three candidates — give
/// the same exact value on every game of up to 6 turns.
#[test]
fn the_grid_game_equals_the_real_game() {
    let mut search = Advantage::new(oracle::grid_moves as oracle::Moves);
    for n in 0..=oracle::GRID_TURNS {
        for m in 0..=n {
            for k in [0, 1, 2, 7, MODULUS - 1] {
                assert_eq!(
                    oracle::grid_value(&mut search, n, m, k),
                    game_on_sum::value(n, m, k),
                    "({n}, {m}, {k})"
                );
            }
        }
    }
}

/// The rule file's family: `guess` (the closed form, 2^n·K·F(n, m)) against
/// negamax on its moves over the box n < 7, m < 9 (m > n included: Bob then
/// adds every turn), and its starts as documented.
#[test]
fn the_rule_files_guess_holds_on_the_box() {
    let mut search = Advantage::new(oracle::grid_moves as oracle::Moves);
    for n in 0..7 {
        for m in 0..9 {
            assert_eq!(
                game::guess((n, m)),
                search.value(&game::start((n, m))),
                "start(({n}, {m}))"
            );
        }
    }
    let row: Vec<i64> = (0..6).map(|m| game::guess((3, m))).collect();
    assert_eq!(row, [0, 2, 10, 24, 24, 24]);
    assert_eq!(
        game::show(&game::start((3, 1))),
        "3 turns, 1 adds owed, Alice to name"
    );
}

/// Past the grid: every game with n ≤ 30 (the table's borders and inside),
/// k = 1 and k = 10^9 + 6, against the real game over exact rationals.
#[test]
fn every_game_up_to_30_turns_agrees_with_exact_rationals() {
    for k in [1, MODULUS - 1] {
        let mut input = String::new();
        let mut expected = String::new();
        let mut count = 0;
        for n in 1..=30u64 {
            let values = game_on_sum::row(n, k);
            for m in 1..=n {
                input += &format!("{n} {m} {k}\n");
                expected += &format!("{}\n", values[m as usize].modulo(MODULUS));
                count += 1;
            }
        }
        check(&format!("{count}\n{input}"), &expected);
    }
}

/// Off the statement's domain: m = 0 (Alice names 0 every turn), k at or
/// past the modulus (the value is k·F, reduced), n = m = 2^64 − 1 (the
/// table's border, n·k), and the table's own bound on the sum of n.
#[test]
fn answers_off_the_domain_are_exact() {
    check("2\n5 0 7\n2000 0 1000000006\n", "0\n0\n");
    // F(6, 3) = 15/16 (75/8 with k = 10).
    let scaled = Ratio::new(15, 16).modulo(MODULUS) * (u64::MAX % MODULUS) % MODULUS;
    check(
        &format!("2\n6 3 {}\n6 3 {}\n", MODULUS + 10, u64::MAX),
        &format!("375000012\n{scaled}\n"),
    );
    let max = u64::MAX;
    let product =
        (u128::from(max % MODULUS) * u128::from(max % MODULUS) % u128::from(MODULUS)) as u64;
    check(&format!("1\n{max} {max} {max}\n"), &format!("{product}\n"));
    // Up to the bound: one game of 10^4 turns, against the closed form
    // (gamecore's other route to the same value, proved equal).
    let closed = gamecore::scoring::real_choice::closed_form_value(10_000, 3_000, 5, MODULUS);
    check("1\n10000 3000 5\n", &format!("{closed}\n"));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        "1\n3 4 1\n",
        "token 3: m must be at most n (Bob cannot add more often than there are turns)",
    );
    check_rejects(
        "2\n3 3 2\n2 1",
        "token 7: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        "1\n3 x 2\n",
        "token 3: expected an unsigned 64-bit integer, found `x`",
    );
    check_rejects(
        "1\n3 3 -2\n",
        "token 4: expected an unsigned 64-bit integer, found `-2`",
    );
    check_rejects(
        "2\n3 1 1\n10001 5000 1\n",
        "token 6: the sum of n over the games with 0 < m < n must be at most 10000 (the table takes O(n·m) steps)",
    );
}

#[test]
fn a_huge_count_is_read_lazily() {
    // 2^64 − 1 games announced, one given: its answer, then the missing game.
    solution()
        .write_stdin("18446744073709551615\n3 3 2\n")
        .assert()
        .code(2)
        .stdout(judge_eq("6\n"))
        .stderr(error_line(
            "token 5: expected an unsigned 64-bit integer, found end of input",
        ));
}

/// An independent slower reference for the `max-*` case (n = 2000, beyond
/// both literal searches): the values in exact integers, H(n, m) =
/// 2^(n−1)·F(n, m), by the table's recursion (H(n, 0) = 0, H(n, n) = n·2^(n−1),
/// H(n, m) = H(n − 1, m − 1) + H(n − 1, m)) in multi-limb binary, reduced mod
/// p only at the end. No modular arithmetic, nothing from gamecore.
fn reference(input: &str) -> String {
    oracle::games(input)
        .into_iter()
        .map(|(n, m, k)| format!("{}\n", exact_value_mod(n as usize, m as usize, k)))
        .collect()
}

fn exact_value_mod(n: usize, m: usize, k: u64) -> u64 {
    if n == 0 {
        return 0;
    }
    // Row i holds H(i, j) for j ≤ min(i, m), each in `width` little-endian
    // 64-bit limbs (H(i, j) ≤ i·2^(i−1) < 2^(i − 1 + 64)).
    let width = n / 64 + 2;
    let mut row = vec![0u64; (m + 1) * width];
    let mut next = row.clone();
    for i in 1..=n {
        // The limbs row i can use (H(i, j) ≤ i·2^(i−1)); the rest stay 0.
        let bits = i - 1 + (usize::BITS - i.leading_zeros()) as usize;
        let used = (bits / 64 + 1).min(width);
        for j in 1..i.min(m + 1) {
            let mut carry = 0u128;
            for limb in 0..used {
                let total = u128::from(row[(j - 1) * width + limb])
                    + u128::from(row[j * width + limb])
                    + carry;
                next[j * width + limb] = total as u64;
                carry = total >> 64;
            }
        }
        if i <= m {
            // i·2^(i−1)
            let border = &mut next[i * width..(i + 1) * width];
            border.fill(0);
            let shifted = u128::from(i as u64) << ((i - 1) % 64);
            border[(i - 1) / 64] = shifted as u64;
            border[(i - 1) / 64 + 1] = (shifted >> 64) as u64;
        }
        std::mem::swap(&mut row, &mut next);
    }
    let p = u128::from(MODULUS);
    let h = row[m * width..(m + 1) * width]
        .iter()
        .rev()
        .fold(0u128, |acc, &limb| ((acc << 64) + u128::from(limb)) % p);
    // H / 2^(n−1) · k: halve mod p n − 1 times.
    let half = (p + 1) / 2;
    let f = (0..n - 1).fold(h, |acc, _| acc * half % p);
    (f * u128::from(k % MODULUS) % p) as u64
}

#[test]
fn the_reference_agrees_with_the_brute_force() {
    judge::stress::check_reference_against_brute(
        reference,
        oracle::ORACLE.generate,
        oracle::ORACLE.brute,
        1628,
        60,
    );
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

#[test]
fn max_testdata_comes_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}

/// testdata/cf-1628d1/README.md names every case's origin and has no TODO
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
