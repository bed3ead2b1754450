//! AtCoder ABC261 Ex Game on Graph: a piece on a weighted directed graph; Takahashi wants the game to end and a small total, Aoki an endless game or a large total. The total, or INFINITY.

use std::io::Write;

use gamecore::retrograde::{self, Side};
use gamecore::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let m: usize = sc.next()?;
    let start: usize = sc.next()?;
    if start == 0 || start > n {
        return Err(sc.invalid(format!("v must be between 1 and N = {}", n)));
    }
    let mut edges: Vec<(u32, u32, u64)> = Vec::new();
    let mut heaviest = 0;
    for _ in 0..m {
        let mut ends = [0usize; 2];
        for end in &mut ends {
            *end = sc.next()?;
            if *end == 0 || *end > n {
                return Err(sc.invalid(format!("a vertex must be between 1 and N = {}", n)));
            }
        }
        let weight: u64 = sc.next()?;
        heaviest = heaviest.max(weight);
        edges.push((ends[0] as u32 - 1, ends[1] as u32 - 1, weight));
    }
    // Totals stay below 2N × the heaviest weight; refuse weights that could
    // overflow 64 bits rather than answer wrongly.
    if heaviest.checked_mul(2 * n as u64).is_none() {
        return Err(sc.invalid("the weights are too large for 64-bit totals"));
    }
    // Position `2 · vertex + turn`: Takahashi (Min) moves at turn 0, Aoki
    // (Max) at turn 1; each edge is a move in both, passing the turn. (A
    // vertex's two positions sit side by side, which keeps memory accesses
    // close.)
    let mut starts = vec![0usize; 2 * n + 1];
    for &(from, _, _) in &edges {
        starts[2 * from as usize + 1] += 1;
        starts[2 * from as usize + 2] += 1;
    }
    for position in 0..2 * n {
        starts[position + 1] += starts[position];
    }
    let mut fill = starts.clone();
    let mut targets = vec![0usize; 2 * edges.len()];
    let mut weights = vec![0u64; 2 * edges.len()];
    for &(from, to, weight) in &edges {
        for turn in 0..2 {
            let at = &mut fill[2 * from as usize + turn];
            targets[*at] = 2 * to as usize + 1 - turn;
            weights[*at] = weight;
            *at += 1;
        }
    }
    let owner = |position: usize| {
        if position % 2 == 0 {
            Side::Min
        } else {
            Side::Max
        }
    };
    match retrograde::min_max_values(&starts, &targets, &weights, owner)[2 * (start - 1)] {
        Some(total) => writeln!(out, "{}", total)?,
        None => writeln!(out, "INFINITY")?,
    }
    Ok(())
}

fn main() {
    gamecore::scan::run(solve);
}
