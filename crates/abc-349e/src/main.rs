//! AtCoder ABC349 E Weighted Tic-Tac-Toe: each painted cell scores its
//! weight; three in a row wins outright, else the larger total; print who
//! wins (Takahashi moves first).

use std::cmp::Ordering;
use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::board::tic_tac_toe;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut weights = [0i64; 9];
    for weight in weights.iter_mut() {
        *weight = sc.next()?;
    }
    if weights.iter().map(|&w| i128::from(w)).sum::<i128>() % 2 == 0 {
        return Err(sc.invalid(
            "the weights must add up to an odd number (the statement guarantees it: \
             a full board then has no tie)",
        ));
    }
    let winner = match tic_tac_toe::outcome(&weights) {
        Ordering::Greater => "Takahashi",
        Ordering::Less => "Aoki",
        Ordering::Equal => unreachable!("an odd sum of weights leaves no draw"),
    };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
