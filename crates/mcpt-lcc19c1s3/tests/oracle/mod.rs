//! MCPT LCC '19 C1 S3's oracle: random partly eaten bars, the game played by
//! its literal rules on sets of squares, and the max-size input with its
//! validator.

use judge::oracle::{cases, Limits, MaxInput, Oracle, Reader, Shape, Writer};
use judge::Rng;

pub const ORACLE: Oracle = Oracle {
    generate,
    brute,
    stress_cases: 400,
    shapes: &[],
    max: MaxInput {
        describe: "10 bars of 6 × 6 squares, partly eaten",
        version: 1,
        io_bound: false,
        generate: max_input,
        validate,
        shape: |limits| Shape {
            cases: limits.get_usize("cases"),
            values: limits.get_usize("cases") * limits.get_usize("side").pow(2),
        },
        answered: None,
    },
};

/// Random row lengths from the bottom up, non-increasing, the bottom row
/// non-empty; the full bar one time in four.
fn random_diagram(rng: &mut Rng, rows: usize, cols: usize) -> Vec<usize> {
    if rng.chance(1, 4) {
        return vec![cols; rows];
    }
    let mut lengths = Vec::with_capacity(rows);
    let mut top = cols as u64;
    for row in 0..rows {
        let length = rng.range(u64::from(row == 0), top);
        lengths.push(length as usize);
        top = length;
    }
    lengths
}

/// A bar as the statement draws it: `rows` lines of `cols` characters, top
/// row first.
fn bar_text(lengths: &[usize], cols: usize) -> String {
    let mut text = String::new();
    for &length in lengths.iter().rev() {
        text += &"#".repeat(length);
        text += &".".repeat(cols - length);
        text.push('\n');
    }
    text
}

/// Up to 10 bars of up to 6 × 6 squares (the judge's own bounds: the brute
/// force handles them all).
pub fn generate(rng: &mut Rng) -> String {
    let n_bars = rng.range(1, 10);
    let mut input = format!("{n_bars}\n");
    for _ in 0..n_bars {
        let rows = rng.range(1, 6) as usize;
        let cols = rng.range(1, 6) as usize;
        input += &format!("{rows} {cols}\n");
        input += &bar_text(&random_diagram(rng, rows, cols), cols);
    }
    input
}

/// Does the player to move win the bar whose present squares are the set
/// bits of `present` (bit `row * cols + col`, row 0 at the top as drawn)?
/// A move picks a present square and eats every present square above it
/// and/or to its right (rows up to its own, columns from its own); the
/// player who eats the last square loses, so an empty bar after one's move
/// is a loss: misère play, where the player facing no square has won.
pub fn wins(present: u64, cols: usize) -> bool {
    play::Game::new(|&bar: &u64| {
        (0..64)
            .filter(|&square| bar >> square & 1 == 1)
            .map(|square| {
                let (row, col) = (square / cols, square % cols);
                let eaten: u64 = (0..64)
                    .filter(|&s| bar >> s & 1 == 1 && s / cols <= row && s % cols >= col)
                    .map(|s| 1u64 << s)
                    .sum();
                bar & !eaten
            })
            .collect::<Vec<u64>>()
    })
    .wins_misere(&present)
}

pub fn brute(input: &str) -> String {
    let tokens: Vec<String> = judge::input::tokens(input).collect();
    let mut at = 1;
    let mut output = String::new();
    for _ in 0..tokens[0].parse::<usize>().unwrap() {
        let rows: usize = tokens[at].parse().unwrap();
        let cols: usize = tokens[at + 1].parse().unwrap();
        let mut present = 0u64;
        for (row, line) in tokens[at + 2..at + 2 + rows].iter().enumerate() {
            for (col, square) in line.bytes().enumerate() {
                if square == b'#' {
                    present |= 1 << (row * cols + col);
                }
            }
        }
        at += 2 + rows;
        output += if wins(present, cols) {
            "Alice\n"
        } else {
            "Bob\n"
        };
    }
    output
}

/// The most bars, each of the largest size, the first one whole and the
/// rest partly eaten.
fn max_input(rng: &mut Rng, limits: &Limits, out: &mut Writer<'_>) {
    let side = limits.get_usize("side");
    let n_bars = limits.get_u64("cases");
    out.line(&[n_bars]);
    for bar in 0..n_bars {
        out.line(&[side as u64, side as u64]);
        let lengths = if bar == 0 {
            vec![side; side]
        } else {
            random_diagram(rng, side, side)
        };
        out.text(&bar_text(&lengths, side));
    }
}

fn validate(r: &mut Reader<'_>, limits: &Limits) -> Result<Shape, String> {
    let side = limits.get("side");
    cases(r, 1, limits.get("cases"), |r| {
        let rows = r.int(1, side, "R")? as usize;
        let cols = r.int(1, side, "C")? as usize;
        let mut above = 0;
        for row in 0..rows {
            let line = r.word("a row of the bar")?;
            if line.len() != cols || line.iter().any(|&b| b != b'#' && b != b'.') {
                return Err(format!(
                    "row {} must be {cols} characters '#' or '.'",
                    row + 1
                ));
            }
            let length = line.iter().take_while(|&&b| b == b'#').count();
            if line[length..].contains(&b'#') {
                return Err(format!(
                    "row {}: a present square must have every square to its left present",
                    row + 1
                ));
            }
            if length < above {
                return Err(format!(
                    "row {}: a present square must have every square below it present",
                    row + 1
                ));
            }
            above = length;
        }
        if above == 0 {
            return Err("the bar must have at least one present square".into());
        }
        Ok(rows * cols)
    })
}
