//! HDU 3404's oracle: random small inputs, the game played by toggling real
//! lights on a small grid, and the max-size input with its validator.

use std::cell::RefCell;
use std::collections::HashSet;

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

/// The brute force's grid: columns `1..=COLUMNS`, rows `1..=ROWS`.
pub const COLUMNS: usize = 3;
pub const ROWS: usize = 4;

pub const WIN: &str = "Have a try, lxhgww.\n";
pub const LOSE: &str = "Don't waste your time.\n";

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "100 cases × 1000 distinct lights, coordinates ≤ 10^4",
        version: 1,
        io_bound: true,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("n"),
        },
        answered: None,
    },
};

/// 1 to 3 cases of 0 to 5 distinct lights on the 3 × 4 grid.
pub fn generate(rng: &mut Rng) -> String {
    let n_cases = rng.range(1, 3);
    let mut input = format!("{n_cases}\n");
    for _ in 0..n_cases {
        let mut cells: Vec<(usize, usize)> = (1..=COLUMNS)
            .flat_map(|x| (1..=ROWS).map(move |y| (x, y)))
            .collect();
        rng.shuffle(&mut cells);
        cells.truncate(rng.range(0, 5) as usize);
        input += &format!("{}\n", cells.len());
        for (x, y) in cells {
            input += &format!("{x} {y}\n");
        }
    }
    input
}

/// The cases of an input, each its lights `(x, y)`.
pub fn parse(input: &str) -> Vec<Vec<(u64, u64)>> {
    let numbers: Vec<u64> = judge::input::tokens(input).collect();
    let mut at = 1;
    (0..numbers[0])
        .map(|_| {
            let n = numbers[at] as usize;
            let lights = numbers[at + 1..at + 1 + 2 * n]
                .chunks(2)
                .map(|p| (p[0], p[1]))
                .collect();
            at += 1 + 2 * n;
            lights
        })
        .collect()
}

/// The index of light `(x, y)` in a grid.
fn cell(x: usize, y: usize) -> usize {
    (x - 1) * ROWS + (y - 1)
}

/// The grids one move can leave: pick an on light `(x2, y2)` and any
/// `x1 ≤ x2`, `y1 ≤ y2` (from 1), and toggle the distinct corners of the
/// rectangle — four, two when it is a segment, one when it is the light.
// `&Vec`, not a slice: `play::Game` hands each position by reference.
#[allow(clippy::ptr_arg)]
pub fn grid_moves(grid: &Vec<bool>) -> Vec<Vec<bool>> {
    let mut result = Vec::new();
    for x2 in 1..=COLUMNS {
        for y2 in 1..=ROWS {
            if !grid[cell(x2, y2)] {
                continue;
            }
            for x1 in 1..=x2 {
                for y1 in 1..=y2 {
                    let corners: HashSet<(usize, usize)> = [(x1, y1), (x1, y2), (x2, y1), (x2, y2)]
                        .into_iter()
                        .collect();
                    let mut next = grid.clone();
                    for (x, y) in corners {
                        next[cell(x, y)] = !next[cell(x, y)];
                    }
                    result.push(next);
                }
            }
        }
    }
    result
}

type Grids = play::Game<Vec<bool>, fn(&Vec<bool>) -> Vec<Vec<bool>>>;

thread_local! {
    /// One search shared by every input of a run: the grid is always 3 × 4.
    static GAME: RefCell<Grids> = RefCell::new(play::Game::new(grid_moves as fn(&Vec<bool>) -> Vec<Vec<bool>>));
}

/// Each case played on the real grid: its lights on, everything else off.
pub fn brute(input: &str) -> String {
    GAME.with(|game| {
        let mut game = game.borrow_mut();
        parse(input)
            .iter()
            .map(|lights| {
                let mut grid = vec![false; COLUMNS * ROWS];
                for &(x, y) in lights {
                    grid[cell(x as usize, y as usize)] = true;
                }
                if game.wins(&grid) {
                    WIN
                } else {
                    LOSE
                }
            })
            .collect()
    })
}

/// The most cases of the most distinct lights, coordinates anywhere in
/// 1..=10^4 (the largest, 10^4, in every case).
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let (n, top) = (limits.get_usize("n"), limits.get_u64("coordinate"));
    out.line(&[limits.get_u64("cases")]);
    for _ in 0..limits.get_usize("cases") {
        out.line(&[n as u64]);
        let mut seen = HashSet::new();
        seen.insert((top, top));
        out.line(&[top, top]);
        while seen.len() < n {
            let light = (rng.range(1, top), rng.range(1, top));
            if seen.insert(light) {
                out.line(&[light.0, light.1]);
            }
        }
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    cases(r, 1, limits.get("cases"), |r| {
        let n = r.int(0, limits.get("n"), "n")?;
        let mut seen = HashSet::new();
        for _ in 0..n {
            let x = r.int(1, limits.get("coordinate"), "x")?;
            let y = r.int(1, limits.get("coordinate"), "y")?;
            if !seen.insert((x, y)) {
                return Err(format!("the light ({x}, {y}) is named twice"));
            }
        }
        Ok(n as usize)
    })
}
