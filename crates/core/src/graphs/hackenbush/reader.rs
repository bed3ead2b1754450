//! Trees and graphs read from a [`Scanner`], 1-based and rooted at vertex 1,
//! with the scanner's one-line errors.

use super::{Fusion, Tree};
use crate::base::scan::{Error, Scanner};

/// Reads rooted trees one after another and values them: a vertex count,
/// then that many edges less one, 1-based and in either orientation, rooted
/// at vertex 1. The buffers are kept from one tree to the next.
///
/// # Example
/// ```
/// use gamecore::graphs::hackenbush::TreeReader;
/// use gamecore::base::scan::Scanner;
/// // HDU 3094's first two trees: a stalk of 2, and two leaves on the root.
/// let mut sc = Scanner::new(b"3\n1 2\n2 3\n3\n1 2\n1 3\n0\n");
/// let mut reader = TreeReader::new();
/// assert_eq!(reader.read_value(&mut sc, "N").unwrap(), 2);
/// assert_eq!(reader.read_value(&mut sc, "N").unwrap(), 0);
/// let err = reader.read_value(&mut sc, "N").unwrap_err();
/// assert_eq!(err.to_string(), "token 11: N must be in 1..=4294967295, found 0");
/// ```
#[derive(Debug, Clone, Default)]
pub struct TreeReader {
    tree: Tree,
    edges: Vec<(u32, u32)>,
}

impl TreeReader {
    /// A reader with empty buffers.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        TreeReader::default()
    }

    /// Reads the vertex count `n` (called `count_name` in its error) and
    /// `n − 1` edges on `1..=n`, and returns the tree's Green Hackenbush
    /// value with root 1 ([`Tree::value`]). The edges are read before the tree
    /// is sized, so an absurd `n` fails on the missing edges, not on an
    /// allocation.
    ///
    /// # Errors
    /// The scanner's errors (a missing or malformed token), `count_name must
    /// be in 1..=4294967295, found n`, `vertex v is not in 1..=n`, or
    /// [`NotATree`](super::NotATree)'s message at the last edge.
    ///
    /// # Complexity
    /// `O(n)` time; memory `O(n)`, kept for the next tree.
    pub fn read_value(&mut self, sc: &mut Scanner, count_name: &str) -> Result<u64, Error> {
        let n: usize = sc.next()?;
        if n == 0 || n > u32::MAX as usize {
            return Err(sc.invalid(format!(
                "{} must be in 1..=4294967295, found {}",
                count_name, n
            )));
        }
        self.edges.clear();
        for _ in 1..n {
            let a = read_vertex_u32(sc, n)?;
            let b = read_vertex_u32(sc, n)?;
            self.edges.push((a, b));
        }
        self.tree.reset(n, 0);
        for &(a, b) in self.edges.iter() {
            self.tree.add_edge(a as usize, b as usize);
        }
        self.tree.value().map_err(|err| sc.invalid(err.to_string()))
    }
}

/// Reads rooted graphs one after another and values them by the fusion
/// principle ([`Fusion`]): `m k`, then `k` edges on `1..=m` (1-based, either
/// orientation; loops and parallel edges allowed), rooted at vertex 1. The
/// buffers are kept from one graph to the next, and memory follows the
/// edges, never `m`.
///
/// # Example
/// ```
/// use gamecore::graphs::hackenbush::GraphReader;
/// use gamecore::base::scan::Scanner;
/// // POJ 3710's sample: a stalk of 1, and a stalk with a triangle below.
/// let mut sc = Scanner::new(b"2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n");
/// let mut reader = GraphReader::new();
/// assert_eq!(reader.read_value(&mut sc).unwrap(), 1);
/// assert_eq!(reader.read_value(&mut sc).unwrap(), 2);
/// ```
#[derive(Debug, Clone, Default)]
pub struct GraphReader {
    fusion: Fusion,
    edges: Vec<(usize, usize)>,
    labels: Vec<usize>,
}

impl GraphReader {
    /// A reader with empty buffers.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        GraphReader::default()
    }

    /// Reads `m` (at least 1: vertex 1 is the root), `k` and `k` edges on
    /// `1..=m`, and returns the graph's Green Hackenbush value with root 1.
    /// Where `m` is much larger than the edges, only the root and the
    /// vertices on some edge are numbered, so a huge `m` costs nothing.
    ///
    /// # Errors
    /// The scanner's errors (a missing or malformed token; an absurd `k`
    /// fails on the first missing edge), `m must be at least 1 (vertex 1 is
    /// the root)`, or `vertex v is not in 1..=m`.
    ///
    /// # Complexity
    /// `O(k log k)` time at most (`O(m + k)` when `m` is small), memory
    /// `O(k)` kept for the next graph.
    pub fn read_value(&mut self, sc: &mut Scanner) -> Result<u64, Error> {
        let n_vertices: u64 = sc.next()?;
        if n_vertices == 0 {
            return Err(sc.invalid("m must be at least 1 (vertex 1 is the root)"));
        }
        let n_edges: usize = sc.next()?;
        self.edges.clear();
        for _ in 0..n_edges {
            let a = read_vertex_u64(sc, n_vertices)?;
            let b = read_vertex_u64(sc, n_vertices)?;
            self.edges.push((a, b));
        }
        let n = number_vertices(n_vertices, &mut self.edges, &mut self.labels);
        Ok(self.fusion.value(n, &self.edges, 0))
    }
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

/// One vertex in `1..=n`, returned 0-based. (Read as `u32`, the narrowest
/// type that holds every vertex of a [`Tree`]: its parse is the shortest.)
#[inline(always)]
fn read_vertex_u32(sc: &mut Scanner, n: usize) -> Result<u32, Error> {
    let vertex: u32 = sc.next()?;
    if vertex == 0 || vertex as usize > n {
        return Err(out_of_range(sc, u64::from(vertex), n as u64));
    }
    Ok(vertex - 1)
}

/// One vertex in `1..=n`, returned 0-based.
#[inline(always)]
fn read_vertex_u64(sc: &mut Scanner, n: u64) -> Result<usize, Error> {
    let vertex: u64 = sc.next()?;
    if vertex == 0 || vertex > n {
        return Err(out_of_range(sc, vertex, n));
    }
    Ok((vertex - 1) as usize)
}

/// The error of a vertex out of range, out of the readers' loops.
#[cold]
#[inline(never)]
fn out_of_range(sc: &Scanner, vertex: u64, n: u64) -> Error {
    sc.invalid(format!("vertex {} is not in 1..={}", vertex, n))
}
