//! HDU 1524 A Chess Game (= POJ 2425): pieces on a directed acyclic graph, a move slides one piece along an edge; WIN or LOSE for each query.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::dag;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // The graph in compressed form: vertex v's successors are
    // targets[starts[v]..starts[v + 1]]. Both grow as tokens arrive, so a
    // huge N with a short input fails on the missing token instead of
    // allocating first.
    let mut starts: Vec<usize> = Vec::new();
    let mut targets: Vec<usize> = Vec::new();
    while sc.has_next() {
        let n_vertices: usize = sc.next()?;
        starts.clear();
        targets.clear();
        starts.push(0);
        for _ in 0..n_vertices {
            let n_successors: usize = sc.next()?;
            for _ in 0..n_successors {
                let next: usize = sc.next()?;
                if next >= n_vertices {
                    return Err(sc.invalid(format!("a vertex must be below N = {}", n_vertices)));
                }
                targets.push(next);
            }
            starts.push(targets.len());
        }
        let values = dag::grundy_values_csr(&starts, &targets).map_err(|cycle| {
            sc.invalid(format!(
                "the graph must be acyclic, but vertex {} can reach itself",
                cycle.vertex
            ))
        })?;
        // Queries until a lone 0; an input that ends where a query would
        // start ends the last test case (and the input).
        while sc.has_next() {
            let n_pieces: usize = sc.next()?;
            if n_pieces == 0 {
                break;
            }
            let mut value = 0;
            for _ in 0..n_pieces {
                let vertex: usize = sc.next()?;
                if vertex >= n_vertices {
                    return Err(sc.invalid(format!("a vertex must be below N = {}", n_vertices)));
                }
                value ^= values[vertex];
            }
            out.write_all(if value != 0 { b"WIN\n" } else { b"LOSE\n" })?;
        }
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
