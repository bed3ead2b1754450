//! Codeforces 1704F Colouring Game: the counting argument, then Dawson's
//! Kayles on the alternating runs (`gamecore::sg::colouring`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::colouring::Colouring;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = Colouring::new();
    let n_cases: u64 = sc.next()?;
    for _ in 0..n_cases {
        let n: u64 = sc.next()?;
        if n < 2 {
            return Err(sc.invalid("n must be at least 2 (a move paints two neighbouring cells)"));
        }
        let cells = sc.word()?;
        if cells.len() as u64 != n {
            return Err(sc.invalid(format!("the row must have n = {n} cells")));
        }
        if cells.iter().any(|&c| c != b'R' && c != b'B') {
            return Err(sc.invalid("a cell must be R or B"));
        }
        let winner = if game.alice_wins(cells) {
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
