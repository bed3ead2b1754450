//! SPOJ TWENDS Two Ends: cards in a row, each player in turn takes an end;
//! the first player is free, the second greedy (the larger end, the left one
//! on a tie); print how far the first player can outscore the greedy one.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::greedy_ends::Scratch;

/// The longest row answered: 5000 cards take 13 to 42 ms even in 64-bit
/// arithmetic (the DP is `O(n²)`; README, Notes), within the judge's 0.1 s
/// and five times the statement's 1000.
const MAX_N: usize = 5_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut row: Vec<i64> = Vec::new();
    let mut scratch = Scratch::default();
    let mut game = 0u64;
    // A 0 ends the input; an input that simply stops is read the same way.
    while sc.has_next() {
        let n: usize = sc.next()?;
        if n == 0 {
            break;
        }
        if n > MAX_N {
            return Err(sc.invalid(format!("n above {} is refused (the DP grows as n²)", MAX_N)));
        }
        // The row grows as its cards are read, never to a size merely
        // announced; 32-bit cards keep every total within i64.
        row.clear();
        for _ in 0..n {
            row.push(i64::from(sc.next::<i32>()?));
        }
        game += 1;
        let margin = scratch.margin_against_greedy(&row);
        writeln!(
            out,
            "In game {}, the greedy strategy might lose by as many as {} points.",
            game, margin
        )?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
