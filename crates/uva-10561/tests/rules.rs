//! UVa 10561 by the game's literal rules: a memoised search over strips
//! (write `X` into any empty cell; making `XXX` wins at once), compared with
//! the binary on random inputs; the largest cases against an independent,
//! straightforward reference.

// The generator, the literal play, the reference and the input checks are
// lightoj-1229's: the same game and input, printed another way. The file sits
// in a folder there so that it is no test target of its own.
#[path = "../../lightoj-1229/tests/treblecross/mod.rs"]
mod treblecross;

use judge::check::check_output;
use judge::stress::{check_against_brute, check_reference_against_brute};
use treblecross::{brute_cells_of, generate, reference_cells_of};

const BIN: &str = env!("CARGO_BIN_EXE_uva-10561");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/uva-10561");

/// The judge's output for the winning cells of each strip.
fn answer(cells_of_strips: Vec<Vec<usize>>) -> String {
    cells_of_strips
        .iter()
        .map(|cells| {
            let listed: Vec<String> = cells.iter().map(|cell| cell.to_string()).collect();
            let verdict = if cells.is_empty() {
                "LOSING"
            } else {
                "WINNING"
            };
            format!("{verdict}\n{}\n", listed.join(" "))
        })
        .collect()
}

fn brute(input: &str) -> String {
    answer(brute_cells_of(input))
}

/// The output by the independent reference (see `treblecross`), for strips
/// too long to search.
fn reference(input: &str) -> String {
    answer(reference_cells_of(input))
}

/// The judge's sample; its strips of 32 and 47 cells are too long to search.
fn sample_in() -> String {
    format!(
        "4\n.....\nX.....X..X.............X....X..X\n.X.X...X\n{}\n",
        ".".repeat(47)
    )
}
const SAMPLE_OUT: &str =
    "WINNING\n3\nLOSING\n\nWINNING\n3\nWINNING\n1 12 15 17 20 24 28 31 33 36 47\n";

#[test]
fn agrees_with_brute_force() {
    check_against_brute(BIN, generate, brute, 400);
}

#[test]
fn sample() {
    check_output(BIN, &sample_in(), SAMPLE_OUT);
}

#[test]
fn brute_force_and_reference_agree_with_the_sample() {
    assert_eq!(reference(&sample_in()), SAMPLE_OUT);
    // The brute force plays the strips short enough to search.
    assert_eq!(brute("2\n.....\n.X.X...X\n"), "WINNING\n3\nWINNING\n3\n");
}

#[test]
fn reference_agrees_with_the_brute_force() {
    check_reference_against_brute(reference, generate, brute, 10561, 1000);
}

#[test]
fn strips_past_the_judges_limits_are_accepted() {
    treblecross::check_strips_past_the_judges_limits(BIN, reference);
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    treblecross::check_bad_input_is_rejected(BIN);
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    let prefixes = &["edge-", "random-", "hack-"];
    judge::testdata::check_against_brute(TESTDATA, prefixes, generate, brute);
}

/// Every `max-*` case holds the reference's output. With `WRITE_MISSING_OUTPUTS`
/// set, a `max-*.in` without its `.out` first gets the reference's output.
#[test]
fn testdata_max_cases_come_from_the_reference() {
    judge::testdata::check_against_reference(TESTDATA, &["max-"], reference);
}
