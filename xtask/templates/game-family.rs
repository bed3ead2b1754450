//! A family of starts for `cargo xtask grundy THIS_FILE.rs`: positions of a
//! type of your own (a row, a tuple, a board — any `Clone + Eq + Hash +
//! Debug` type), and `start(n)`, the position the table's entry n is for.
//!
//! The explorer tables G(start(n)) for n = 0 … N (`--upto N`, default 20;
//! a two-parameter family writes `start((a, b): (u64, u64))` and takes
//! `--box A,B`), storing every position met once, and reads the sequence's
//! pattern (every claim *apparent*: a family is not a code). Then:
//!
//! - `moves(p)` lists every option of p, each the list of parts the move
//!   leaves: one part, several (a sum: a row cut in two), or none;
//! - `show(p)` (optional) is how a position prints (`Debug` without it);
//! - `canon(p)` (optional) maps a position to a representative of the ones
//!   you vouch have its value (a mirror image, a sorted tuple): fewer
//!   positions to value;
//! - `guess(n)` (optional) is your formula, checked on every entry
//!   (`-> bool`: "start(n) is a P-position").
//!
//! Try: `--upto 60`, `--json`, `--plot g.svg`, `--positions` (every position
//! valued, by `show`, with its value: the values of the rows a start breaks
//! into), `--moves 7` (the winning moves of start(7)).

/// A row of standing pins, `I` each.
pub type Row = String;

/// Entry n of the table: a row of n pins.
pub fn start(n: u64) -> Row {
    "I".repeat(n as usize)
}

/// This template: knock down one pin; the pins either side of it are two
/// rows apart, a sum of two games. Uncomment the second push to also knock
/// down two adjacent pins (Kayles): the guess then fails at n = 2, and the
/// explorer says where and with which values.
pub fn moves(row: &Row) -> Vec<Vec<Row>> {
    let n = row.len();
    let mut options = Vec::new();
    for i in 0..n {
        options.push(vec![row[..i].to_string(), row[i + 1..].to_string()]);
        // if i + 1 < n {
        //     options.push(vec![row[..i].to_string(), row[i + 2..].to_string()]);
        // }
    }
    options
}

/// How a row prints in the report: between two walls, `|III|`.
pub fn show(row: &Row) -> String {
    format!("|{row}|")
}

/// A row read backwards is the same game: each pair shares one entry.
/// (These rows are all pins, so nothing changes here; a row with gaps, say
/// `II.I`, would meet its mirror `I.II`.)
pub fn canon(row: Row) -> Row {
    let mirror: Row = row.chars().rev().collect();
    row.min(mirror)
}

/// The formula read from the table: G(start(n)) = n mod 2.
pub fn guess(n: u64) -> u64 {
    n % 2
}
