//! AtCoder ABC261 Ex Game on Graph: a piece on a weighted directed graph; Takahashi wants the game to end and a small total, Aoki an endless game or a large total. The total, or INFINITY.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::cyclic::retrograde::{self, Side};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    // Memory grows with N (two positions per vertex) even without edges:
    // answered far past the statement's 2·10^5, refused beyond 10^7.
    if n > 10_000_000 {
        return Err(sc.invalid("N above 10^7 is refused (memory grows with N)"));
    }
    let m: usize = sc.next()?;
    let start: usize = sc.next()?;
    if start == 0 || start > n {
        return Err(sc.invalid(format!("v must be between 1 and N = {}", n)));
    }
    // Room for the statement's M up front (not for any M: the input may
    // end sooner than it says). The arcs take 12 bytes each while every
    // weight fits in 32 bits (the statement's do), 24 from the first that
    // does not.
    let mut compact: Vec<(u32, u32, u32)> = Vec::with_capacity(m.min(1 << 18));
    let mut wide: Vec<(usize, usize, u64)> = Vec::new();
    for _ in 0..m {
        let mut ends = [0usize; 2];
        for end in &mut ends {
            *end = sc.next()?;
            if *end == 0 || *end > n {
                return Err(sc.invalid(format!("a vertex must be between 1 and N = {}", n)));
            }
        }
        let (from, to) = (ends[0] - 1, ends[1] - 1);
        let weight: u64 = sc.next()?;
        if wide.is_empty() {
            // N ≤ 10^7, so the vertices fit in 32 bits.
            if weight <= u64::from(u32::MAX) {
                compact.push((from as u32, to as u32, weight as u32));
                continue;
            }
            wide = compact
                .drain(..)
                .map(|(a, b, c)| (a as usize, b as usize, u64::from(c)))
                .collect();
        }
        wide.push((from, to, weight));
    }
    // Totals stay below 2N × the heaviest weight; refuse weights that could
    // overflow 64 bits rather than answer wrongly.
    let heaviest = wide.iter().map(|&(_, _, weight)| weight).max().unwrap_or(0);
    if heaviest.checked_mul(2 * n as u64).is_none() {
        return Err(sc.invalid("the weights are too large for 64-bit totals"));
    }
    // Takahashi wants the game to end and a small total (Min), Aoki the
    // opposite (Max); Takahashi moves first.
    let values = if wide.is_empty() {
        retrograde::alternating_min_max_values(n, &compact)
    } else {
        retrograde::alternating_min_max_values(n, &wide)
    };
    match values.get(start - 1, Side::Min) {
        Some(total) => writeln!(out, "{}", total)?,
        None => writeln!(out, "INFINITY")?,
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
