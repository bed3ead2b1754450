//! Treblecross test code shared by `lightoj-1229` and `uva-10561`, which ask
//! the same question (the winning cells of each strip) and read the same input,
//! but print it differently: the generator, the literal-play brute force, the
//! independent reference for strips too long to search, and the checks on
//! long and bad inputs. Each crate's `tests/rules.rs` includes this file as a
//! module and formats the cells its own way.
//!
//! It sits in a folder so that cargo does not build it as a test of its own
//! (only `tests/*.rs` files are test targets); `uva-10561` includes it by
//! `#[path]`.

use std::cell::RefCell;
use std::collections::HashMap;

use judge::check::{check_output, check_rejects};
use judge::Rng;

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
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 12);
    let strips: Vec<String> = (0..n_cases).map(|_| random_strip(rng)).collect();
    format!("{n_cases}\n{}\n", strips.join("\n"))
}

/// The strips of an input: a count, then that many strips.
fn strips(input: &str) -> Vec<&[u8]> {
    let mut tokens = input.split_whitespace();
    let n_cases: usize = tokens.next().unwrap().parse().unwrap();
    (0..n_cases)
        .map(|_| tokens.next().unwrap().as_bytes())
        .collect()
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

/// The winning cells of every strip of `input`, in order, by literal play.
pub fn brute_cells_of(input: &str) -> Vec<Vec<usize>> {
    strips(input).into_iter().map(brute_cells).collect()
}

/// Independent reference for strips too long to search: each empty cell is
/// tried in turn. Making `XXX` wins; a move after which the opponent can make
/// `XXX` loses; otherwise nobody will write within two cells of an `X`, and the
/// move wins iff the runs of cells farther than two from every `X` have a
/// zero nim-sum, each run's value found by plain recursion on the rule
/// "writing at offset p of a run of L leaves runs of p − 2 and L − 3 − p".
/// Written without `gamecore`; checked against the brute force in each
/// crate's `reference_agrees_with_the_brute_force`.
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

/// The reference's winning cells for every strip of `input`, in order.
pub fn reference_cells_of(input: &str) -> Vec<Vec<usize>> {
    let mut run_values = HashMap::new();
    let mut known: HashMap<&[u8], Vec<usize>> = HashMap::new();
    strips(input)
        .into_iter()
        .map(|strip| {
            // Large inputs repeat strips (all-empty ones above all): judge each once.
            known
                .entry(strip)
                .or_insert_with(|| reference_cells(strip, &mut run_values))
                .clone()
        })
        .collect()
}

/// Strips longer than 200 cells (they grow the table) and 500 strips (more
/// than either judge allows) are answered as `reference` says.
pub fn check_strips_past_the_judges_limits(bin: &str, reference: impl Fn(&str) -> String) {
    let long = format!(
        "3\n{}\n{}X{}\n..X\n",
        ".".repeat(600),
        ".".repeat(300),
        ".".repeat(400)
    );
    check_output(bin, &long, &reference(&long));
    let many = format!("500\n{}", "X.X..\n".repeat(500));
    check_output(bin, &many, &reference(&many));
}

/// Truncated input, bad characters, strips that are finished, too short or
/// too long, and an absurd count are rejected with the token's number.
pub fn check_bad_input_is_rejected(bin: &str) {
    check_rejects(
        bin,
        "2\n.....\n",
        "token 3: expected a word, found end of input",
    );
    check_rejects(
        bin,
        "x\n.....\n",
        "token 1: expected a non-negative integer (usize), found `x`",
    );
    check_rejects(
        bin,
        "2\n.....\n..o..\n",
        "token 3: a strip may hold only `.` and `X`",
    );
    check_rejects(
        bin,
        "1\n..x..\n",
        "token 2: a strip may hold only `.` and `X`",
    );
    check_rejects(bin, "1\nX.XXX\n", "token 2: the strip already holds XXX");
    check_rejects(bin, "1\n..\n", "token 2: a strip has at least 3 cells");
    check_rejects(
        bin,
        &format!("1\n{}\n", ".".repeat(10_001)),
        "token 2: a strip has at most 10000 cells",
    );
    // An absurd T must fail on the first missing strip, not allocate for T.
    check_rejects(
        bin,
        "18446744073709551615\n...\n",
        "token 3: expected a word, found end of input",
    );
}
