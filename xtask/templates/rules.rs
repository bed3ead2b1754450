//! {{name}} by the game's literal rules. TODO: say how `brute` plays, e.g. "a
//! memoised search over every position, trying every move", compared with the
//! binary on random inputs.

use judge::check::{check_output, check_rejects};
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_{{name}}");

/// TODO: a random input of several cases with values small enough for
/// `brute` (keep 400 inputs to a few seconds in debug).
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 8);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        input += &format!("{}\n", rng.range(1, 40));
    }
    input
}

/// TODO: the expected output of `input`, found by playing the game by its
/// literal rules (exhaustive search or memoised minimax over small positions),
/// never by the formula the solution uses. `judge::input::{tokens,
/// counted_lists, …}` read the input's numbers.
fn brute(_input: &str) -> String {
    "TODO: play the game by its literal rules\n".to_string()
}

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

// TODO: one test per sample of the statement, the same as
// testdata/{{name}}/sample-N.
#[test]
fn sample() {
    check_output(BIN, "TODO: the sample input\n", "TODO: the sample output\n");
}

#[test]
fn brute_force_agrees_with_the_sample() {
    assert_eq!(
        brute("TODO: the sample input\n"),
        "TODO: the sample output\n"
    );
}

// TODO: a truncated input and a malformed token in the problem's real format.
#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "2\n3",
        "token 3: expected an unsigned 64-bit integer, found end of input",
    );
    check_rejects(
        BIN,
        "1\nx",
        "token 2: expected an unsigned 64-bit integer, found `x`",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/{{name}}");
    judge::testdata::check_against_brute(dir, &["edge-", "random-", "hack-"], generate, brute);
}

// TODO (when the problem has `max-*` cases too large for `brute`): an
// independent slower `reference`, checked against `brute` on small inputs with
// `judge::stress::check_reference_against_brute`, and
// `judge::testdata::check_against_reference(dir, &["max-"], reference)` so
// every `max-*.out` is re-derived on each `cargo test`.
