//! Codeforces 1991 E Coloring Game (interactive): with an odd cycle, be
//! Alice and offer 1 2 every round; on a bipartite graph, be Bob and colour
//! each side in its own colour, or 3 once the other side is done.

use std::io::{BufRead, Write};

use gamecore::base::dialogue::{run_interactive, Dialogue};
use gamecore::base::scan::Error;
use gamecore::graphs::coloring_game::{two_colouring, BobPlan};

/// The largest graph answered: the judge's n, m ≤ 10^4 in total, and well
/// past it (the edges are held in memory).
const MAX_N: usize = 1_000_000;
const MAX_M: usize = 1_000_000;

/// Plays one game; `false` if the judge said `-1` (stop at once).
fn play<R: BufRead, W: Write>(d: &mut Dialogue<R, W>, n: usize) -> Result<bool, Error> {
    let m: usize = d.next()?;
    let most = (n as u64 * (n as u64 - 1) / 2).min(MAX_M as u64);
    if (m as u64) > most || m + 1 < n {
        return Err(d.invalid("m must be in n - 1..=min(n(n - 1)/2, 1000000)"));
    }
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let u: usize = d.next()?;
        let v: usize = d.next()?;
        if u == 0 || u > n || v == 0 || v > n || u == v {
            return Err(d.invalid("an edge is two different vertices in 1..=n"));
        }
        edges.push((u, v));
    }
    let mut coloured = vec![false; n];
    match two_colouring(n, &edges) {
        None => {
            d.say("Alice")?;
            for _ in 0..n {
                d.say("1 2")?;
                let i: i64 = d.next()?;
                if i == -1 {
                    return Ok(false);
                }
                let c: i64 = d.next()?;
                let vertex = std::convert::TryFrom::try_from(i)
                    .ok()
                    .filter(|&v: &usize| (1..=n).contains(&v) && !coloured[v - 1]);
                match vertex {
                    Some(v) if c == 1 || c == 2 => coloured[v - 1] = true,
                    _ => return Err(d.invalid("Bob's move is not an uncoloured vertex and 1 or 2")),
                }
            }
        }
        Some(side) => {
            d.say("Bob")?;
            let mut bob = BobPlan::new(&side);
            for _ in 0..n {
                let a: i64 = d.next()?;
                if a == -1 {
                    return Ok(false);
                }
                let b: i64 = d.next()?;
                let colour = |c: i64| -> Option<u8> {
                    if (1..=3).contains(&c) {
                        Some(c as u8)
                    } else {
                        None
                    }
                };
                match (colour(a), colour(b)) {
                    (Some(a), Some(b)) if a != b => {
                        let (v, c) = bob.reply(a, b);
                        d.say(format_args!("{} {}", v, c))?;
                    }
                    _ => {
                        return Err(d.invalid("Alice's offer is not two different colours of 1..=3"))
                    }
                }
            }
        }
    }
    Ok(true)
}

fn solve<R: BufRead, W: Write>(d: &mut Dialogue<R, W>) -> Result<(), Error> {
    let t: u64 = d.next()?;
    for _ in 0..t {
        // A lost game (never ours) ends with the judge's -1 where the next
        // case would start.
        let n: i64 = d.next()?;
        if n == -1 {
            return Ok(());
        }
        let n = std::convert::TryFrom::try_from(n)
            .ok()
            .filter(|n: &usize| (1..=MAX_N).contains(n));
        let n = match n {
            Some(n) => n,
            None => return Err(d.invalid(format!("n must be in 1..={}", MAX_N))),
        };
        if !play(d, n)? {
            return Ok(());
        }
    }
    Ok(())
}

fn main() {
    run_interactive(solve);
}
