//! HDU 3094 A tree game: Green Hackenbush on a tree rooted at vertex 1 — cut
//! an edge, drop what is cut off from the root; who cannot move loses; Alice
//! moves first.

use std::io::Write;

use gamecore::hackenbush::Tree;
use gamecore::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let mut tree = Tree::default();
    let mut edges = Vec::new();
    for _ in 0..n_cases {
        let value = read_tree_value(sc, &mut tree, &mut edges)?;
        let winner = if value != 0 { "Alice" } else { "Bob" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

/// Reads `N` and `N − 1` edges (1-based, either orientation) and returns the
/// tree's Green Hackenbush value with root 1. The edges are read before the
/// tree is sized, so an absurd `N` fails on the missing edges, not on an
/// allocation.
fn read_tree_value(
    sc: &mut Scanner,
    tree: &mut Tree,
    edges: &mut Vec<(u32, u32)>,
) -> Result<u64, Error> {
    let n: usize = sc.next()?;
    if n == 0 || n > u32::MAX as usize {
        return Err(sc.invalid(format!("N must be in 1..=4294967295, found {n}")));
    }
    edges.clear();
    for _ in 1..n {
        let a = read_vertex(sc, n)?;
        let b = read_vertex(sc, n)?;
        edges.push((a, b));
    }
    tree.reset(n, 0);
    for &(a, b) in edges.iter() {
        tree.add_edge(a as usize, b as usize);
    }
    tree.value().map_err(|err| sc.invalid(err.to_string()))
}

/// One vertex in `1..=n`, returned 0-based. (Read as `u32`, the narrowest
/// type that holds every vertex: its parse is the shortest.)
#[inline(always)]
fn read_vertex(sc: &mut Scanner, n: usize) -> Result<u32, Error> {
    let vertex: u32 = sc.next()?;
    if vertex == 0 || vertex as usize > n {
        return Err(out_of_range(sc, vertex, n));
    }
    Ok(vertex - 1)
}

#[cold]
#[inline(never)]
fn out_of_range(sc: &Scanner, vertex: u32, n: usize) -> Error {
    sc.invalid(format!("vertex {vertex} is not in 1..={n}"))
}

fn main() {
    gamecore::scan::run(solve);
}
