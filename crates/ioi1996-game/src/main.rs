//! IOI 1996 Day 1 A Game (interactive): be the first player on a row of even
//! length, taking a number from either end each turn, and end with at least
//! as much as the judge; play every move by the table of interval values
//! (optimal, so never behind the parity strategy, which never loses).

use std::io::{BufRead, Write};

use gamecore::base::dialogue::{run_interactive, Dialogue};
use gamecore::base::scan::{Error, FromToken};
use gamecore::scoring::interval::{End, Table};

/// The longest row answered: the judge's N ≤ 100, and past it as far as the
/// table of every interval (N²/2 numbers: 16 MiB at N = 2000) stays small.
const MAX_N: usize = 2000;

/// A move as the protocol writes it: `L` or `R`.
struct Letter(End);

impl FromToken for Letter {
    const EXPECTED: &'static str = "a move, L or R";
    fn from_token(token: &[u8]) -> Option<Self> {
        match token {
            b"L" => Some(Letter(End::Left)),
            b"R" => Some(Letter(End::Right)),
            _ => None,
        }
    }
}

fn letter(end: End) -> &'static str {
    match end {
        End::Left => "L",
        End::Right => "R",
    }
}

fn solve<R: BufRead, W: Write>(d: &mut Dialogue<R, W>) -> Result<(), Error> {
    let n: usize = d.next()?;
    if n == 0 || n % 2 == 1 || n > MAX_N {
        return Err(d.invalid(format!("N must be even, in 2..={MAX_N}")));
    }
    let mut row = Vec::with_capacity(n);
    // Every total is bounded by the sum of |a_i|; keeping it within i64
    // keeps the table exact.
    let mut magnitude = 0u64;
    for _ in 0..n {
        let a: i64 = d.next()?;
        magnitude = magnitude
            .checked_add(a.unsigned_abs())
            .filter(|&m| m <= i64::MAX as u64)
            .ok_or_else(|| d.invalid("the sum of the numbers' sizes must fit in 63 bits"))?;
        row.push(a);
    }
    let table = Table::new(&row);
    let (mut lo, mut hi) = (0, n);
    let mut totals = [0i64; 2];
    // Each round: our move, then the judge's; the judge's last move ends
    // the game (N is even).
    for _ in 0..n / 2 {
        let ours = table.best_move(lo, hi);
        totals[0] += take(&row, &mut lo, &mut hi, ours);
        d.say(letter(ours))?;
        let Letter(theirs) = d.next()?;
        totals[1] += take(&row, &mut lo, &mut hi, theirs);
    }
    d.say(format_args!("{} {}", totals[0], totals[1]))
}

/// Takes the number at `end` of `row[lo..hi]` (not empty) and returns it.
fn take(row: &[i64], lo: &mut usize, hi: &mut usize, end: End) -> i64 {
    match end {
        End::Left => {
            *lo += 1;
            row[*lo - 1]
        }
        End::Right => {
            *hi -= 1;
            row[*hi]
        }
    }
}

fn main() {
    run_interactive(solve);
}
