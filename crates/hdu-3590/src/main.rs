//! HDU 3590 PP and QQ: misère Green Hackenbush on a forest of trees rooted at
//! vertex 1 — cut an edge, drop what is cut off from its root; the player who
//! cannot move WINS; PP moves first; cases until EOF.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::hackenbush::TreeReader;
use gamecore::sums::misere::MisereSum;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut trees = TreeReader::new();
    while sc.has_next() {
        let n_trees: usize = sc.next()?;
        // The judge's accepted rule: tree values by the colon principle, then
        // the SJ theorem. Exact when every root has at most one edge; not a
        // theorem for every forest (see the README).
        let mut sum = MisereSum::new();
        for _ in 0..n_trees {
            sum.add(trees.read_value(sc, "m")?);
        }
        let winner = if sum.first_player_wins() { "PP" } else { "QQ" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
