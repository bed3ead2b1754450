//! AtCoder AGC033 C Removing Coins: take the coins of a vertex, every other
//! coin steps towards it; who faces no coins loses. Decided by the tree's
//! diameter mod 3.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::removing_coins;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    if n == 0 || n > u64::from(u32::MAX) {
        return Err(sc.invalid(format!("N must be in 1..=4294967295, found {n}")));
    }
    // The edges are kept as read (the vector grows with the input, never by
    // N), then the tree is built once all are in.
    let mut edges: Vec<(usize, usize)> = Vec::new();
    for _ in 1..n {
        let mut ends = [0usize; 2];
        for end in ends.iter_mut() {
            let v: u64 = sc.next()?;
            if v == 0 || v > n {
                return Err(sc.invalid(format!("vertex {v} is not in 1..={n}")));
            }
            *end = (v - 1) as usize;
        }
        edges.push((ends[0], ends[1]));
    }
    let diameter = removing_coins::diameter_vertices(n as usize, edges).map_err(|_| {
        sc.invalid("the edges do not form a tree (a cycle, or a vertex not connected)")
    })?;
    let winner = if removing_coins::first_player_wins(diameter) {
        "First"
    } else {
        "Second"
    };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
