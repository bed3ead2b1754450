//! POJ 3710 Christmas Game: Green Hackenbush on graphs rooted at vertex 1,
//! trees with cycles hanging on them (fusion principle); who cannot move
//! loses; Sally moves first; cases until EOF.

use std::io::Write;

use gamecore::hackenbush::graph_value;
use gamecore::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
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
            nim_sum ^= value_of(&mut edges, &mut labels);
        }
        let winner = if nim_sum != 0 { "Sally" } else { "Harry" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

/// One vertex in `1..=n`.
fn read_vertex(sc: &mut Scanner, n: u64) -> Result<u64, Error> {
    let vertex: u64 = sc.next()?;
    if vertex == 0 || vertex > n {
        return Err(sc.invalid(format!("vertex {vertex} is not in 1..={n}")));
    }
    Ok(vertex)
}

/// The graph's value with root 1. Only the root and the vertices on some
/// edge are numbered (0 for the root), so memory follows the edges, not `m`.
fn value_of(edges: &mut [(u64, u64)], labels: &mut Vec<u64>) -> u64 {
    labels.clear();
    labels.push(1);
    labels.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
    labels.sort_unstable();
    labels.dedup();
    let index = |v: u64| labels.binary_search(&v).unwrap_or_default();
    let compact: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (index(a), index(b))).collect();
    graph_value(labels.len(), &compact, 0)
}

fn main() {
    gamecore::scan::run(solve);
}
