//! POJ 3710 Christmas Game: Green Hackenbush on graphs rooted at vertex 1,
//! trees with cycles hanging on them (fusion principle); who cannot move
//! loses; Sally moves first; cases until EOF.

use std::io::Write;

use gamecore::hackenbush::Fusion;
use gamecore::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut fusion = Fusion::new();
    let mut edges = Vec::new();
    let mut labels = Vec::new();
    while sc.has_next() {
        let n_graphs: usize = sc.next()?;
        let mut nim_sum = 0;
        for _ in 0..n_graphs {
            let n_vertices: u64 = sc.next()?;
            if n_vertices == 0 {
                return Err(sc.invalid("m must be at least 1 (vertex 1 is the root)"));
            }
            let n_edges: usize = sc.next()?;
            edges.clear();
            for _ in 0..n_edges {
                let a = read_vertex(sc, n_vertices)?;
                let b = read_vertex(sc, n_vertices)?;
                edges.push((a, b));
            }
            let n = number_vertices(n_vertices, &mut edges, &mut labels);
            nim_sum ^= fusion.value(n, &edges, 0);
        }
        let winner = if nim_sum != 0 { "Sally" } else { "Harry" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

/// One vertex in `1..=n`, returned 0-based.
#[inline(always)]
fn read_vertex(sc: &mut Scanner, n: u64) -> Result<usize, Error> {
    let vertex: u64 = sc.next()?;
    if vertex == 0 || vertex > n {
        return Err(out_of_range(sc, vertex, n));
    }
    Ok((vertex - 1) as usize)
}

#[cold]
#[inline(never)]
fn out_of_range(sc: &Scanner, vertex: u64, n: u64) -> Error {
    sc.invalid(format!("vertex {vertex} is not in 1..={n}"))
}

/// How many vertices the search needs, renumbering the edges' ends if `m`
/// is much larger than the edges (only the root, 0, and the vertices on some
/// edge then get numbers), so memory follows the edges, never `m`.
fn number_vertices(m: u64, edges: &mut [(usize, usize)], labels: &mut Vec<usize>) -> usize {
    if m <= 2 * edges.len() as u64 + 2 {
        return m as usize;
    }
    labels.clear();
    labels.push(0);
    labels.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
    labels.sort_unstable();
    labels.dedup();
    let number = |v: usize| labels.binary_search(&v).unwrap_or_default();
    for edge in edges.iter_mut() {
        *edge = (number(edge.0), number(edge.1));
    }
    labels.len()
}

fn main() {
    gamecore::scan::run(solve);
}
