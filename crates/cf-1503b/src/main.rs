//! Codeforces 1503 B 3-Coloring (interactive): Bob on the n × n grid, a
//! chessboard: black cells take colour 1 and white cells 2 while allowed,
//! and colour 3 once the other colour's cells are all filled.

use std::io::{BufRead, Write};

use gamecore::base::dialogue::{run_interactive, Dialogue};
use gamecore::base::scan::Error;
use gamecore::graphs::coloring_game::BobPlan;

/// The largest grid answered: the judge's n ≤ 100, and well past it.
const MAX_N: usize = 1000;

fn solve<R: BufRead, W: Write>(d: &mut Dialogue<R, W>) -> Result<(), Error> {
    let n: usize = d.next()?;
    if !(1..=MAX_N).contains(&n) {
        return Err(d.invalid(format!("n must be in 1..={}", MAX_N)));
    }
    // Cell (i, j) is vertex (i − 1)·n + j; the grid's 2-colouring is the
    // chessboard.
    let side: Vec<bool> = (0..n * n).map(|v| (v / n + v % n) % 2 == 1).collect();
    let mut bob = BobPlan::new(&side);
    for _ in 0..n * n {
        let a: u8 = d.next()?;
        if !(1..=3).contains(&a) {
            return Err(d.invalid("Alice's colour must be 1, 2 or 3"));
        }
        let (x, y) = match a {
            1 => (2, 3),
            2 => (1, 3),
            _ => (1, 2),
        };
        let (v, b) = bob.reply(x, y);
        d.say(format_args!(
            "{} {} {}",
            b,
            (v - 1) / n + 1,
            (v - 1) % n + 1
        ))?;
    }
    Ok(())
}

fn main() {
    run_interactive(solve);
}
