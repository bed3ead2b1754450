//! MCPT LCC/Moose '19 Contest 1 S3 Chomp: partly eaten bars of up to 6 × 6
//! squares, every diagram decided once by `gamecore::closed::chomp`.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::chomp::Chomp;

/// The statement's bound on R and C.
const MAX_SIDE: usize = 6;

/// Reads one bar (R lines of C characters, top row first) as its row lengths
/// from the bottom up, checking that it is a Chomp diagram.
fn read_bar(sc: &mut Scanner, rows: usize, cols: usize) -> Result<Vec<usize>, Error> {
    let mut lengths = vec![0; rows];
    for row_from_top in 0..rows {
        let line = sc.word()?;
        if line.len() != cols || line.iter().any(|&b| b != b'#' && b != b'.') {
            return Err(sc.invalid(format!("expected a row of {cols} characters '#' or '.'")));
        }
        let length = line.iter().take_while(|&&b| b == b'#').count();
        if line[length..].contains(&b'#') {
            return Err(sc.invalid("a present square must have every square to its left present"));
        }
        lengths[rows - 1 - row_from_top] = length;
    }
    if lengths.windows(2).any(|pair| pair[0] < pair[1]) {
        return Err(sc.invalid("a present square must have every square below it present"));
    }
    if lengths[0] == 0 {
        return Err(sc.invalid("the bar must have at least one present square"));
    }
    Ok(lengths)
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let chomp = Chomp::new(MAX_SIDE, MAX_SIDE);
    let n_bars: usize = sc.next()?;
    for _ in 0..n_bars {
        let rows: usize = sc.next()?;
        if !(1..=MAX_SIDE).contains(&rows) {
            return Err(sc.invalid(format!("R must be between 1 and {MAX_SIDE}")));
        }
        let cols: usize = sc.next()?;
        if !(1..=MAX_SIDE).contains(&cols) {
            return Err(sc.invalid(format!("C must be between 1 and {MAX_SIDE}")));
        }
        let lengths = read_bar(sc, rows, cols)?;
        let winner = if chomp.first_player_wins(&lengths) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
