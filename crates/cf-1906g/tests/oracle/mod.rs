//! Codeforces 1906G's oracle: random small sets of black cells, the game
//! played by toggling real cells of a small grid, and the max-size input
//! with its validator.

use std::cell::RefCell;
use std::collections::HashSet;

use judge::oracle::{Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;
use play::Game;

/// The generator's grid: rows and columns `1..=SIDE`.
pub const SIDE: usize = 4;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "2·10^5 distinct cells ≤ 10^9, Fibonacci pairs among them",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        answered: None,
        shape: |limits| Shape {
            cases: 1,
            values: 1 + 2 * limits.get_usize("n"),
        },
    },
};

/// 1 to 6 distinct black cells on the 4 × 4 grid.
pub fn generate(rng: &mut Rng) -> String {
    let mut cells: Vec<(usize, usize)> = (1..=SIDE)
        .flat_map(|r| (1..=SIDE).map(move |c| (r, c)))
        .collect();
    rng.shuffle(&mut cells);
    cells.truncate(rng.range(1, 6) as usize);
    let mut input = format!("{}\n", cells.len());
    for (r, c) in cells {
        input += &format!("{r} {c}\n");
    }
    input
}

/// A grid of `side × side` cells as a bitmask (bit `(r − 1)·side + c − 1`
/// for a black (r, c)), and its side.
type Grid = (u64, usize);

fn cell(side: usize, r: usize, c: usize) -> u64 {
    1 << ((r - 1) * side + (c - 1))
}

/// The grids one move can leave: choose a black cell (r, c) and toggle
/// every (r − x, c − y) with 0 ≤ x, y < min(r, c).
fn grid_moves(&(grid, side): &Grid) -> Vec<Grid> {
    let mut options = Vec::new();
    for r in 1..=side {
        for c in 1..=side {
            if grid & cell(side, r, c) == 0 {
                continue;
            }
            let m = r.min(c);
            let mut next = grid;
            for x in 0..m {
                for y in 0..m {
                    next ^= cell(side, r - x, c - y);
                }
            }
            options.push((next, side));
        }
    }
    options
}

type Moves = fn(&Grid) -> Vec<Grid>;

thread_local! {
    /// One search shared by every input of a run (the generator's grids are
    /// all 4 × 4: at most 2^16 positions).
    static GAME: RefCell<Game<Grid, Moves>> = RefCell::new(Game::new(grid_moves as Moves));
}

/// The grid played out: its black cells as given, you (FIRST) to move. The
/// grid is the generator's 4 × 4, or larger to hold every cell given (no
/// cell outside the black cells' rows and columns is ever toggled); only
/// up to 4 × 4 are searched in the tests (the third sample's 5 × 5 would
/// reach too many of its 2^25 grids).
pub fn brute(input: &str) -> String {
    let numbers: Vec<usize> = judge::input::tokens(input).collect();
    let cells: Vec<&[usize]> = numbers[1..1 + 2 * numbers[0]].chunks(2).collect();
    let side = cells
        .iter()
        .flat_map(|p| p.iter().copied())
        .fold(SIDE, usize::max);
    assert!(side <= 8, "the brute force's grids have at most 64 cells");
    let mut grid = 0;
    for pair in cells {
        grid |= cell(side, pair[0], pair[1]);
    }
    GAME.with(|game| {
        if game.borrow_mut().wins(&(grid, side)) {
            "FIRST\n".to_string()
        } else {
            "SECOND\n".to_string()
        }
    })
}

/// The most cells: (10^9, 10^9), consecutive Fibonacci pairs (the longest
/// Euclid runs), then random distinct cells.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_usize("n"), limits.get_u64("coordinate"));
    let mut seen = HashSet::new();
    let mut cells = vec![(top, top)];
    let (mut a, mut b) = (1u64, 2u64);
    while b <= top {
        cells.push((a, b));
        cells.push((b, a));
        (a, b) = (b, a + b);
    }
    cells.retain(|&cell| seen.insert(cell));
    while cells.len() < n {
        let cell = (rng.range(1, top), rng.range(1, top));
        if seen.insert(cell) {
            cells.push(cell);
        }
    }
    out.line(&[n as u64]);
    for (r, c) in cells {
        out.line(&[r, c]);
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let n = r.int(1, limits.get("n"), "N")?;
    let mut seen = HashSet::new();
    for _ in 0..n {
        let row = r.int(1, limits.get("coordinate"), "R_i")?;
        let column = r.int(1, limits.get("coordinate"), "C_i")?;
        if !seen.insert((row, column)) {
            return Err(format!("the cell ({row}, {column}) is named twice"));
        }
    }
    Ok(Shape {
        cases: 1,
        values: 1 + 2 * n as usize,
    })
}
