//! AtCoder AGC 010 F Tree Game: remove a stone under the piece, then move it
//! to a neighbour; who finds no stone loses. Every vertex where Takahashi,
//! placing the piece and moving first, wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::stone_walk::winning_starts;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n == 0 {
        return Err(sc.invalid("N must be at least 1"));
    }
    let mut stones = Vec::with_capacity(n.min(1 << 20));
    for _ in 0..n {
        stones.push(sc.next::<u64>()?);
    }
    let mut edges = Vec::with_capacity(n - 1);
    for _ in 1..n {
        let mut ends = [0usize; 2];
        for end in &mut ends {
            let v: usize = sc.next()?;
            if v == 0 || v > n {
                return Err(sc.invalid(format!("vertex {} is not in 1..={}", v, n)));
            }
            *end = v - 1;
        }
        edges.push((ends[0], ends[1]));
    }
    let wins = winning_starts(&stones, &edges);
    let mut line = String::new();
    for v in (0..n).filter(|&v| wins[v]) {
        if !line.is_empty() {
            line.push(' ');
        }
        line += &(v + 1).to_string();
    }
    writeln!(out, "{}", line)?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
