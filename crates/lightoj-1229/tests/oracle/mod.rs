//! LightOJ 1229's oracle: small random inputs, Treblecross played by its
//! moves through `play`, and the max-size input with its validator.

use std::cell::RefCell;

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    max: MaxInput {
        describe: "200 strips × 200 cells",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases"),
        },
    },
};

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

/// The moves from `strip`: write `X` into any empty cell. A strip holding
/// `XXX` has none: the player who wrote it has won, so the player to move has
/// lost.
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
    /// Strips already searched, kept across inputs.
    static GAME: RefCell<Strips> = RefCell::new(Game::new(|strip| moves(strip)));
}

/// The winning cells (1-based) of every strip of `input` (a count, then the
/// strips): the cells whose `X` leaves the opponent lost.
pub fn winning_cells(input: &str) -> Vec<Vec<usize>> {
    let strips: Vec<&[u8]> = input
        .split_whitespace()
        .skip(1)
        .map(str::as_bytes)
        .collect();
    GAME.with(|game| {
        let game = &mut game.borrow_mut();
        strips
            .iter()
            .map(|strip| {
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
            .collect()
    })
}

/// The judge's output for the winning cells of each strip.
pub fn answer(cells_of_strips: Vec<Vec<usize>>) -> String {
    cells_of_strips
        .iter()
        .enumerate()
        .map(|(idx, cells)| {
            let listed: Vec<String> = cells.iter().map(|cell| cell.to_string()).collect();
            let listed = if listed.is_empty() {
                "0".to_string()
            } else {
                listed.join(" ")
            };
            format!("Case {}: {listed}\n", idx + 1)
        })
        .collect()
}

pub fn brute(input: &str) -> String {
    answer(winning_cells(input))
}

/// The most strips of the most cells without `XXX`: the first all empty,
/// the others with about 1/2, 1/4, …, 1/32 of the cells marked, cycling.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
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

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
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
