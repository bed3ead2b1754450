//! Treblecross: a strip of cells, each empty (`.`) or marked (`X`); a move
//! writes `X` into an empty cell, and whoever makes three `X` in a row wins.
//!
//! LightOJ 1229 and UVa 10561 ask the same question (the winning cells of
//! each strip) about the same input, a count and then the strips, and answer
//! it in different formats; everything but the formats is here: the moves,
//! literal play, an independent reference for strips too long to search, and
//! the inputs (small random ones, the max-size one, the validator).

use std::cell::RefCell;
use std::collections::HashMap;

#[cfg(feature = "oracle")]
use judge::Rng;
#[cfg(feature = "oracle")]
use judge::oracle::{Limits, Reader, Shape, Writer, cases};

use crate::Game;

/// The moves from `strip`: write `X` into any empty cell. A strip holding
/// `XXX` has none: the player who wrote it has won, so the player to move has
/// lost.
///
/// # Complexity
/// `O(len²)`.
///
/// # Example
/// ```
/// use play::rules::treblecross::moves;
/// assert_eq!(moves(b"X.X"), [b"XXX".to_vec()]);
/// assert!(moves(b"XXX.").is_empty());
/// ```
pub fn moves(strip: &[u8]) -> Vec<Vec<u8>> {
    if strip.windows(3).any(|window| window == b"XXX") {
        return Vec::new();
    }
    (0..strip.len())
        .filter(|&cell| strip[cell] == b'.')
        .map(|cell| {
            let mut next = strip.to_vec();
            next[cell] = b'X';
            next
        })
        .collect()
}

/// Literal play over strips.
type Strips = Game<Vec<u8>, fn(&Vec<u8>) -> Vec<Vec<u8>>>;

thread_local! {
    /// Strips already searched, kept across calls on this thread (every input
    /// of a test run).
    static GAME: RefCell<Strips> = RefCell::new(Game::new(|strip| moves(strip)));
}

/// The winning cells (1-based, increasing) of `strip` by literal play of
/// [`moves`]: the cells whose `X` leaves the opponent lost.
///
/// # Complexity
/// Exponential in the number of empty cells: only for strips of a dozen
/// cells or so.
///
/// # Example
/// ```
/// use play::rules::treblecross::winning_cells;
/// assert_eq!(winning_cells(b"....."), [3]);
/// assert_eq!(winning_cells(b".X.X...X"), [3]);
/// ```
pub fn winning_cells(strip: &[u8]) -> Vec<usize> {
    GAME.with(|game| {
        let game = &mut game.borrow_mut();
        (0..strip.len())
            .filter(|&cell| strip[cell] == b'.')
            .filter(|&cell| {
                let mut next = strip.to_vec();
                next[cell] = b'X';
                !game.wins(&next)
            })
            .map(|cell| cell + 1)
            .collect()
    })
}

/// A run of `len` free cells: writing at offset `p` leaves runs of
/// `p − 2` and `len − 3 − p` (plain recursion on the rule).
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

/// What [`winning_cells_by_runs`] has found: the values of runs by length,
/// and the winning cells of the strips already judged.
#[derive(Default)]
struct Runs {
    values: HashMap<usize, usize>,
    strips: HashMap<Vec<u8>, Vec<usize>>,
}

thread_local! {
    /// Kept across calls on this thread (large inputs repeat strips).
    static RUNS: RefCell<Runs> = RefCell::new(Runs::default());
}

/// Independent reference for strips too long to search: the same cells as
/// [`winning_cells`], found by each empty cell tried in turn. Making `XXX`
/// wins; a move after which the opponent can make `XXX` loses; otherwise
/// nobody will write within two cells of an `X`, and the move wins iff the
/// runs of cells farther than two from every `X` have a zero nim-sum. Written
/// without `gamecore`; checked against literal play here and in the problems'
/// tests.
///
/// # Complexity
/// `O(len²)` per strip, plus `O(len²)` once per run length, recursing
/// `O(len)` deep; strips already judged on this thread are looked up.
///
/// # Example
/// ```
/// use play::rules::treblecross::winning_cells_by_runs;
/// assert_eq!(winning_cells_by_runs(b"X.....X..X.......X....X..X"), Vec::<usize>::new());
/// assert_eq!(winning_cells_by_runs(&[b'.'; 18]), [5, 6, 13, 14]);
/// ```
pub fn winning_cells_by_runs(strip: &[u8]) -> Vec<usize> {
    RUNS.with(|runs| {
        let runs = &mut *runs.borrow_mut();
        if let Some(cells) = runs.strips.get(strip) {
            return cells.clone();
        }
        let cells = cells_by_runs(strip, &mut runs.values);
        runs.strips.insert(strip.to_vec(), cells.clone());
        cells
    })
}

fn cells_by_runs(strip: &[u8], memo: &mut HashMap<usize, usize>) -> Vec<usize> {
    let can_make_three = |strip: &[u8]| {
        strip
            .windows(3)
            .any(|window| window.iter().filter(|&&c| c == b'X').count() == 2)
    };
    let mut cells = Vec::new();
    for cell in (0..strip.len()).filter(|&cell| strip[cell] == b'.') {
        let mut next = strip.to_vec();
        next[cell] = b'X';
        if next.windows(3).any(|window| window == b"XXX") {
            cells.push(cell + 1);
            continue;
        }
        if can_make_three(&next) {
            continue;
        }
        let free: Vec<bool> = (0..next.len())
            .map(|c| !next[c.saturating_sub(2)..(c + 3).min(next.len())].contains(&b'X'))
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

/// The strips of a Treblecross input (a count, then the strips).
pub fn strips(input: &str) -> impl Iterator<Item = &[u8]> {
    input.split_whitespace().skip(1).map(str::as_bytes)
}

/// A random strip of 3 to 14 cells without `XXX`, with an `X` density drawn
/// per strip so that empty, sparse and crowded strips all come up.
#[cfg(feature = "oracle")]
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

/// A random input of 1 to 12 strips: the problems' small inputs.
#[cfg(feature = "oracle")]
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 12);
    let strips: Vec<String> = (0..n_cases).map(|_| random_strip(rng)).collect();
    format!("{n_cases}\n{}\n", strips.join("\n"))
}

/// The most strips (limit `cases`) of the most cells (limit `cells`) without
/// `XXX`: the first all empty, the others with about 1/2, 1/4, …, 1/32 of the
/// cells marked, cycling.
#[cfg(feature = "oracle")]
pub fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let n_strips = limits.get_usize("cases");
    out.line(&[n_strips as u64]);
    for strip_idx in 0..n_strips {
        let mut cells = vec![b'.'; limits.get_usize("cells")];
        if strip_idx > 0 {
            let one_in = 1 << (strip_idx % 5 + 1);
            for i in 0..cells.len() {
                let after_two_marks = i >= 2 && cells[i - 1] == b'X' && cells[i - 2] == b'X';
                if !after_two_marks && rng.chance(1, one_in) {
                    cells[i] = b'X';
                }
            }
        }
        out.word_line(&cells);
    }
}

/// The validator: 1 to `cases` strips of 3 to `cells` cells of `.` and `X`,
/// none holding `XXX`.
#[cfg(feature = "oracle")]
pub fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let max_cells = limits.get_usize("cells");
    cases(r, 1, limits.get("cases"), |r| {
        let cells = r.word("strip")?;
        if !(3..=max_cells).contains(&cells.len()) {
            return Err(format!("a strip of {} cells", cells.len()));
        }
        if cells.iter().any(|&c| c != b'.' && c != b'X') {
            return Err("a strip holds only `.` and `X`".into());
        }
        if cells.windows(3).any(|w| w == b"XXX") {
            return Err("a strip already holds XXX".into());
        }
        Ok(1)
    })
}

#[cfg(all(test, feature = "oracle"))]
mod tests {
    use super::*;
    use itertools::Itertools;

    /// The winning cells by the game's definition, recursively: a cell wins
    /// if writing there makes `XXX`, or leaves a strip where every cell the
    /// opponent may write loses.
    fn naive_wins(strip: &[u8]) -> bool {
        (0..strip.len()).filter(|&c| strip[c] == b'.').any(|c| {
            let mut next = strip.to_vec();
            next[c] = b'X';
            next.windows(3).any(|w| w == b"XXX") || !naive_wins(&next)
        })
    }

    #[test]
    fn hand_checked_strips() {
        // `.....`: only the middle wins (any other X lets the opponent
        // complete or forces a cell next to it).
        assert_eq!(winning_cells(b"....."), [3]);
        // `XX.` and `X.X`: only the completing cell wins.
        assert_eq!(winning_cells(b"XX.."), [3]);
        assert_eq!(winning_cells(b"X.X."), [2]);
        // `...`: after any X, the opponent's X lets the player make three.
        assert_eq!(winning_cells(b"..."), [1, 2, 3]);
        // `X...X`: any X lands within two of another, and the opponent completes.
        assert_eq!(winning_cells(b"X...X"), Vec::<usize>::new());
        // A finished strip has no move.
        assert!(moves(b".XXX.").is_empty());
        assert_eq!(moves(b"X.."), [b"XX.".to_vec(), b"X.X".to_vec()]);
    }

    #[test]
    fn literal_play_matches_the_definition_and_the_runs_reference() {
        for len in 3..=9 {
            for cells in (0..len).map(|_| [b'.', b'X']).multi_cartesian_product() {
                if cells.windows(3).any(|w| w == b"XXX") {
                    continue;
                }
                let literal = winning_cells(&cells);
                let naive: Vec<usize> = (0..len)
                    .filter(|&c| cells[c] == b'.')
                    .filter(|&c| {
                        let mut next = cells.clone();
                        next[c] = b'X';
                        next.windows(3).any(|w| w == b"XXX") || !naive_wins(&next)
                    })
                    .map(|c| c + 1)
                    .collect();
                let strip = String::from_utf8_lossy(&cells);
                assert_eq!(literal, naive, "{strip}");
                assert_eq!(winning_cells_by_runs(&cells), literal, "{strip}");
            }
        }
    }

    #[test]
    fn strips_skip_the_count() {
        let listed: Vec<&[u8]> = strips("2\n...\nX.X\n").collect();
        assert_eq!(listed, [b"...".as_slice(), b"X.X".as_slice()]);
    }
}
