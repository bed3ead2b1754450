//! HDU 3590 PP and QQ: misère Green Hackenbush on a forest of trees rooted at
//! vertex 1 — cut an edge, drop what is cut off from its root; the player who
//! cannot move WINS; PP moves first; cases until EOF.

use std::io::Write;

use gamecore::hackenbush::Tree;
use gamecore::misere::MisereSum;
use gamecore::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut tree = Tree::default();
    let mut edges = Vec::new();
    while sc.has_next() {
        let n_trees: usize = sc.next()?;
        // The judge's accepted rule: tree values by the colon principle, then
        // the SJ theorem. Exact when every root has at most one edge; not a
        // theorem for every forest (see the README).
        let mut sum = MisereSum::new();
        for _ in 0..n_trees {
            sum.add(read_tree_value(sc, &mut tree, &mut edges)?);
        }
        let winner = if sum.first_player_wins() { "PP" } else { "QQ" };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

/// Reads `m` and `m − 1` edges (1-based, either orientation) and returns the
/// tree's Green Hackenbush value with root 1. The edges are read before the
/// tree is sized, so an absurd `m` fails on the missing edges, not on an
/// allocation.
fn read_tree_value(
    sc: &mut Scanner,
    tree: &mut Tree,
    edges: &mut Vec<(u32, u32)>,
) -> Result<u64, Error> {
    let n: usize = sc.next()?;
    if n == 0 || n > u32::MAX as usize {
        return Err(sc.invalid(format!("m must be in 1..=4294967295, found {n}")));
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
