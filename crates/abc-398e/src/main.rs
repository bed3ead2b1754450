//! AtCoder ABC 398 E Tree Game (interactive): add edges keeping the graph
//! bipartite; every game lasts |B|·|W| − (N − 1) moves, so its parity
//! decides who goes first, and any legal edge will do.

use std::io::{BufRead, Write};

use gamecore::base::dialogue::{run_interactive, Dialogue};
use gamecore::base::scan::Error;
use gamecore::graphs::bipartite_fill::Fill;

/// The largest tree answered: the judge's N ≤ 100, and far past it the
/// matrix of edges present (N² bytes) still takes 4 MiB at N = 2000.
const MAX_N: usize = 2000;

fn solve<R: BufRead, W: Write>(d: &mut Dialogue<R, W>) -> Result<(), Error> {
    let n: usize = d.next()?;
    if !(2..=MAX_N).contains(&n) {
        return Err(d.invalid(format!("N must be in 2..={}", MAX_N)));
    }
    let mut edges = Vec::with_capacity(n - 1);
    for _ in 1..n {
        let u: usize = d.next()?;
        let v: usize = d.next()?;
        if u == 0 || u > n || v == 0 || v > n || u == v {
            return Err(d.invalid("an edge is two different vertices in 1..=N"));
        }
        edges.push((u, v));
    }
    let mut fill = match Fill::from_tree(n, &edges) {
        Ok(fill) => fill,
        Err(why) => return Err(d.invalid(why)),
    };
    let mut our_turn = fill.first_player_wins();
    d.say(if our_turn { "First" } else { "Second" })?;
    loop {
        if our_turn {
            match fill.next_move() {
                Some((i, j)) => {
                    fill.add(i, j);
                    d.say(format_args!("{} {}", i, j))?;
                }
                // No move (only if the judge's choice was wrong): the game
                // is over and the protocol has nothing for us to say.
                None => return Ok(()),
            }
        } else {
            let i: i64 = d.next()?;
            let j: i64 = d.next()?;
            // -1 -1: the judge cannot move, we won; the game is over.
            if (i, j) == (-1, -1) {
                return Ok(());
            }
            let vertex = |v: i64| -> Option<usize> { std::convert::TryFrom::try_from(v).ok() };
            match (vertex(i), vertex(j)) {
                (Some(i), Some(j)) if fill.is_legal(i, j) => fill.add(i, j),
                _ => {
                    return Err(d.invalid("the judge's move is not a free edge between the colours"))
                }
            }
        }
        our_turn = !our_turn;
    }
}

fn main() {
    run_interactive(solve);
}
