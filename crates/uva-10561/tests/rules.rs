//! UVa 10561 by the game's literal rules: a memoised search over strips
//! (write `X` into any empty cell; making `XXX` wins at once), compared with
//! the binary on random inputs; the largest cases against an independent,
//! straightforward reference.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::stress::check_against_brute;
use judge::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_uva-10561");
const TESTDATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/uva-10561");

/// A random strip of 3 to 14 cells without `XXX`, with an `X` density drawn
/// per strip so that empty, sparse and crowded strips all come up.
fn random_strip(rng: &mut Rng) -> String {
    let len = rng.range(3, 14) as usize;
    let density = rng.range(0, 5);
    loop {
        let strip: String = (0..len)
            .map(|_| if rng.chance(density, 10) { 'X' } else { '.' })
            .collect();
        if !strip.contains("XXX") {
            return strip;
        }
    }
}

/// A random input of 1 to 12 strips.
fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 12);
    let strips: Vec<String> = (0..n_cases).map(|_| random_strip(rng)).collect();
    format!("{n_cases}\n{}\n", strips.join("\n"))
}

/// `strip` with an `X` written into `cell`, and whether that made `XXX`.
fn write_x(strip: &[u8], cell: usize) -> (Vec<u8>, bool) {
    let mut next = strip.to_vec();
    next[cell] = b'X';
    let made_three = next.windows(3).any(|window| window == b"XXX");
    (next, made_three)
}

/// Does the player to move win? Tries every empty cell: making `XXX` wins at
/// once, any other move wins if the opponent then loses.
fn wins(strip: &[u8], memo: &mut HashMap<Vec<u8>, bool>) -> bool {
    if let Some(&known) = memo.get(strip) {
        return known;
    }
    let result = (0..strip.len())
        .filter(|&cell| strip[cell] == b'.')
        .any(|cell| {
            let (next, made_three) = write_x(strip, cell);
            made_three || !wins(&next, memo)
        });
    memo.insert(strip.to_vec(), result);
    result
}

thread_local! {
    /// Strips already searched, kept across inputs.
    static MEMO: RefCell<HashMap<Vec<u8>, bool>> = RefCell::new(HashMap::new());
}

/// The winning cells (1-based) of `strip` by literal play.
fn brute_cells(strip: &[u8]) -> Vec<usize> {
    MEMO.with(|memo| {
        let memo = &mut memo.borrow_mut();
        (0..strip.len())
            .filter(|&cell| strip[cell] == b'.')
            .filter(|&cell| {
                let (next, made_three) = write_x(strip, cell);
                made_three || !wins(&next, memo)
            })
            .map(|cell| cell + 1)
            .collect()
    })
}

/// The judge's output for winning cells computed by `cells_of`.
fn answer(input: &str, mut cells_of: impl FnMut(&[u8]) -> Vec<usize>) -> String {
    let mut tokens = input.split_whitespace();
    let n_cases: usize = tokens.next().unwrap().parse().unwrap();
    (0..n_cases)
        .map(|_| {
            let cells = cells_of(tokens.next().unwrap().as_bytes());
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
    answer(input, brute_cells)
}

/// Independent reference for strips too long to search: each empty cell is
/// tried in turn. Making `XXX` wins; a move after which the opponent can make
/// `XXX` loses; otherwise nobody will write within two cells of an `X`, and the
/// move wins iff the runs of cells farther than two from every `X` have a
/// zero nim-sum, each run's value found by plain recursion on the rule
/// "writing at offset p of a run of L leaves runs of p − 2 and L − 3 − p".
/// Written without `gamecore`; checked against the brute force in
/// `reference_agrees_with_the_brute_force`.
fn reference_cells(strip: &[u8], memo: &mut HashMap<usize, usize>) -> Vec<usize> {
    fn run_value(len: usize, memo: &mut HashMap<usize, usize>) -> usize {
        if let Some(&known) = memo.get(&len) {
            return known;
        }
        let options: Vec<usize> = (0..len)
            .map(|p| {
                run_value(p.saturating_sub(2), memo) ^ run_value((len - p).saturating_sub(3), memo)
            })
            .collect();
        let value = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert(len, value);
        value
    }
    // Some window of three holds two `X` and one empty cell.
    let can_make_three = |strip: &[u8]| {
        strip
            .windows(3)
            .any(|window| window.iter().filter(|&&c| c == b'X').count() == 2)
    };
    let mut cells = Vec::new();
    for cell in (0..strip.len()).filter(|&cell| strip[cell] == b'.') {
        let (next, made_three) = write_x(strip, cell);
        if made_three {
            cells.push(cell + 1);
            continue;
        }
        if can_make_three(&next) {
            continue;
        }
        // xs_before[c]: how many `X` lie in cells 0..c.
        let mut xs_before = vec![0; next.len() + 1];
        for c in 0..next.len() {
            xs_before[c + 1] = xs_before[c] + usize::from(next[c] == b'X');
        }
        let free: Vec<bool> = (0..next.len())
            .map(|c| xs_before[(c + 3).min(next.len())] == xs_before[c.saturating_sub(2)])
            .collect();
        let nim_sum = free
            .split(|&is_free| !is_free)
            .fold(0, |acc, run| acc ^ run_value(run.len(), memo));
        if nim_sum == 0 {
            cells.push(cell + 1);
        }
    }
    cells
}

fn reference(input: &str) -> String {
    let mut run_values = HashMap::new();
    let mut known: HashMap<Vec<u8>, Vec<usize>> = HashMap::new();
    answer(input, |strip| {
        // Large inputs repeat strips (all-empty ones above all): judge each once.
        let cells = known.entry(strip.to_vec());
        cells
            .or_insert_with(|| reference_cells(strip, &mut run_values))
            .clone()
    })
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
    for index in 0..1000 {
        let input = generate(&mut Rng::for_input(10561, index));
        assert_eq!(reference(&input), brute(&input), "{input}");
    }
}

#[test]
fn strips_past_the_judges_limits_are_accepted() {
    // Strips longer than 200 cells (they grow the table), and more strips
    // than the judge's 99.
    let long = format!(
        "3\n{}\n{}X{}\n..X\n",
        ".".repeat(600),
        ".".repeat(300),
        ".".repeat(400)
    );
    check_output(BIN, &long, &reference(&long));
    let many = format!("500\n{}", "X.X..\n".repeat(500));
    check_output(BIN, &many, &reference(&many));
}

#[test]
fn bad_input_is_rejected_with_the_token_number() {
    check_rejects(
        BIN,
        "2\n.....\n",
        "token 3: expected a word, found end of input",
    );
    check_rejects(
        BIN,
        "x\n.....\n",
        "token 1: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        BIN,
        "2\n.....\n..o..\n",
        "token 3: a strip may hold only `.` and `X`",
    );
    check_rejects(
        BIN,
        "1\n..x..\n",
        "token 2: a strip may hold only `.` and `X`",
    );
    check_rejects(BIN, "1\nX.XXX\n", "token 2: the strip already holds XXX");
    check_rejects(BIN, "1\n..\n", "token 2: a strip has at least 3 cells");
    check_rejects(
        BIN,
        &format!("1\n{}\n", ".".repeat(10_001)),
        "token 2: a strip has at most 10000 cells",
    );
    // An absurd T must fail on the first missing strip, not allocate for T.
    check_rejects(
        BIN,
        "18446744073709551615\n...\n",
        "token 3: expected a word, found end of input",
    );
}

#[test]
fn testdata_edge_and_random_cases_come_from_the_brute_force() {
    judge::testdata::check_against_brute(TESTDATA, &["edge-", "random-"], generate, brute);
}

/// Every `max-*` case holds the reference's output. With `WRITE_MISSING_OUTPUTS`
/// set, a `max-*.in` without its `.out` first gets the reference's output.
#[test]
fn testdata_max_cases_come_from_the_reference() {
    let mut n_checked = 0;
    for entry in std::fs::read_dir(TESTDATA).expect("testdata folder") {
        let input_path = entry.expect("readable entry").path();
        let name = input_path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if !(name.starts_with("max-") && name.ends_with(".in")) {
            continue;
        }
        let expected = reference(&std::fs::read_to_string(&input_path).expect("readable input"));
        let output_path = input_path.with_extension("out");
        if !output_path.exists() && std::env::var_os("WRITE_MISSING_OUTPUTS").is_some() {
            std::fs::write(&output_path, &expected).expect("writable output");
            eprintln!("wrote {}", output_path.display());
        }
        let committed = std::fs::read_to_string(&output_path)
            .unwrap_or_else(|err| panic!("{}: {err}", output_path.display()));
        assert!(
            committed == expected,
            "{} is not the reference's output",
            output_path.display()
        );
        n_checked += 1;
    }
    assert!(n_checked > 0, "no max-* case in {TESTDATA}");
}
