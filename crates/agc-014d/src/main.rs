//! AtCoder AGC 014 D Black and White Tree: Takahashi paints vertices white,
//! Aoki black, alternately; white vertices next to black ones turn black;
//! Takahashi wins if a white one is left — exactly when the tree has no
//! perfect matching.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::matching::{forest_matching, Graph};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n == 0 {
        return Err(sc.invalid("N must be at least 1"));
    }
    let mut edges = Vec::with_capacity(n.min(1 << 20) - 1);
    for _ in 1..n {
        let mut ends = [0usize; 2];
        for end in &mut ends {
            let v: usize = sc.next()?;
            if v == 0 || v > n {
                return Err(sc.invalid(format!("vertex {} is not in 1..={}", v, n)));
            }
            *end = v - 1;
        }
        if ends[0] == ends[1] {
            return Err(sc.invalid(format!("edge {} {} is a loop", ends[0] + 1, ends[1] + 1)));
        }
        edges.push((ends[0], ends[1]));
    }
    // N − 1 edges without a cycle form a tree.
    let matching = forest_matching(&Graph::from_edges(n, &edges))
        .map_err(|_| sc.invalid("the edges do not form a tree"))?;
    let winner = if 2 * matching.size() == n {
        "Second"
    } else {
        "First"
    };
    writeln!(out, "{}", winner)?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
