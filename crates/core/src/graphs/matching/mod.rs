//! Maximum matchings — bipartite (Hopcroft–Karp) and general (Edmonds'
//! blossom algorithm) — and which vertices every maximum matching covers,
//! which decides **undirected vertex geography**.
//!
//! Vertex geography: a token stands on a vertex; the players alternately
//! move it to a neighbour not visited before (the vertices it has stood on
//! are deleted); who cannot move loses. **The player to move from `v` (with
//! only `v` visited) wins iff every maximum matching covers `v`**
//! (equivalently ν(G − v) < ν(G)). This is the standard matching theorem for
//! undirected vertex geography, proved in competitive-programming write-ups
//! of the "二分图博弈" (bipartite-graph game, e.g. BZOJ 1443) and shown
//! polynomial in the undirected-geography literature (Fraenkel, Scheinerman
//! and Ullman study the edge version; the citation could not be confirmed
//! here, so the theorem is called standard). Proof sketch: if every maximum
//! matching `M` covers `v`, always move along `M`; a reply leaving the
//! matched path would extend an alternating path that yields a maximum
//! matching missing `v`. If some maximum matching `M` misses `v`, every move
//! reaches a vertex that `M` covers (else `M` could grow), and the second
//! player answers along `M` for the same reason.
//!
//! The set of vertices some maximum matching misses is `D(G)` of the
//! Gallai–Edmonds structure theorem: the vertices reachable from an exposed
//! vertex by an even alternating path. [`in_every_maximum`] finds it with one
//! more Edmonds search grown from every exposed vertex at once; its even
//! vertices (blossoms included) are `D(G)`.
//!
//! Everything is iterative (breadth-first searches and explicit stacks), so
//! paths of millions of vertices never touch the call stack. Graphs are in
//! compressed form ([`Graph`]: one array of neighbours and where each vertex's
//! start).
//!
//! # Example
//! ```
//! use gamecore::graphs::matching::{edmonds, in_every_maximum, Graph};
//! // A triangle 0-1-2 with two pendants, 3 and 4, on vertex 2.
//! let graph = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (2, 4)]);
//! let matching = edmonds(&graph);
//! assert_eq!(matching.size(), 2);
//! // Every maximum matching is 0-1 with 2-3 or 2-4: the player to move from
//! // 0 wins (0 → 1 → 2 → 3), from 3 loses (3 → 2 → 4).
//! assert_eq!(in_every_maximum(&graph, &matching), [true, true, true, false, false]);
//! ```

mod bipartite;
mod blossom;
#[cfg(test)]
mod tests;

pub use self::bipartite::hopcroft_karp;
pub use self::blossom::{edmonds, geography_wins, in_every_maximum};

/// The mate of a vertex no matching edge covers.
const UNMATCHED: usize = usize::MAX;

/// An undirected graph on the vertices `0..n_vertices()` in compressed form:
/// the neighbours of `v` are `targets[starts[v]..starts[v + 1]]`, each edge
/// stored at both ends. Parallel edges are allowed; loops are not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    starts: Vec<usize>,
    targets: Vec<usize>,
}

impl Graph {
    /// The graph on `0..n_vertices` with the edges `edges` (either
    /// orientation).
    ///
    /// # Panics
    /// If an end is `n_vertices` or more, or an edge is a loop.
    ///
    /// # Complexity
    /// `O(n_vertices + n_edges)` time and memory.
    ///
    /// # Example
    /// ```
    /// use gamecore::graphs::matching::Graph;
    /// let path = Graph::from_edges(3, &[(1, 0), (1, 2)]);
    /// assert_eq!(path.neighbours(1), [0, 2]);
    /// assert_eq!(path.n_vertices(), 3);
    /// ```
    pub fn from_edges(n_vertices: usize, edges: &[(usize, usize)]) -> Graph {
        let mut starts = vec![0usize; n_vertices + 1];
        for &(a, b) in edges {
            assert!(
                a < n_vertices && b < n_vertices,
                "matching::Graph: edge ({}, {}) of a graph with {} vertices",
                a,
                b,
                n_vertices
            );
            assert!(a != b, "matching::Graph: loop at vertex {}", a);
            starts[a + 1] += 1;
            starts[b + 1] += 1;
        }
        for v in 0..n_vertices {
            starts[v + 1] += starts[v];
        }
        let mut fill = starts.clone();
        let mut targets = vec![0usize; 2 * edges.len()];
        for &(a, b) in edges {
            targets[fill[a]] = b;
            fill[a] += 1;
            targets[fill[b]] = a;
            fill[b] += 1;
        }
        Graph { starts, targets }
    }

    /// The grid graph of an `n_rows × n_cols` board: cell `(r, c)` is vertex
    /// `r · n_cols + c`, joined to its open horizontal and vertical
    /// neighbours when it is open itself (`is_open(r, c)`); closed cells are
    /// isolated vertices. A grid is bipartite: colour a cell by the parity of
    /// `r + c` ([`Graph::grid_side`]).
    ///
    /// # Complexity
    /// `O(n_rows · n_cols)` time and memory.
    ///
    /// # Example
    /// ```
    /// use gamecore::graphs::matching::Graph;
    /// // .#
    /// // ..
    /// let board = [b".#", b".."];
    /// let grid = Graph::grid(2, 2, |r, c| board[r][c] == b'.');
    /// assert_eq!(grid.neighbours(0), [2]);
    /// assert_eq!(grid.neighbours(1), []);
    /// assert_eq!(grid.neighbours(2), [0, 3]);
    /// ```
    pub fn grid<F: Fn(usize, usize) -> bool>(n_rows: usize, n_cols: usize, is_open: F) -> Graph {
        let open: Vec<bool> = (0..n_rows * n_cols)
            .map(|cell| is_open(cell / n_cols, cell % n_cols))
            .collect();
        let mut edges = Vec::new();
        for r in 0..n_rows {
            for c in 0..n_cols {
                let cell = r * n_cols + c;
                if !open[cell] {
                    continue;
                }
                if c + 1 < n_cols && open[cell + 1] {
                    edges.push((cell, cell + 1));
                }
                if r + 1 < n_rows && open[cell + n_cols] {
                    edges.push((cell, cell + n_cols));
                }
            }
        }
        Graph::from_edges(n_rows * n_cols, &edges)
    }

    /// The sides of [`Graph::grid`]'s bipartition: `true` for the cells with
    /// `r + c` even.
    ///
    /// # Complexity
    /// `O(n_rows · n_cols)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::graphs::matching::Graph;
    /// assert_eq!(Graph::grid_side(2, 2), [true, false, false, true]);
    /// ```
    pub fn grid_side(n_rows: usize, n_cols: usize) -> Vec<bool> {
        (0..n_rows * n_cols)
            .map(|cell| (cell / n_cols + cell % n_cols) % 2 == 0)
            .collect()
    }

    /// How many vertices the graph has.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn n_vertices(&self) -> usize {
        self.starts.len() - 1
    }

    /// The neighbours of `v`, one entry per edge.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn neighbours(&self, v: usize) -> &[usize] {
        &self.targets[self.starts[v]..self.starts[v + 1]]
    }
}

/// A matching: a set of edges no two of which share a vertex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matching {
    mate: Vec<usize>,
    size: usize,
}

impl Matching {
    /// The empty matching on `n_vertices` vertices.
    fn empty(n_vertices: usize) -> Matching {
        Matching {
            mate: vec![UNMATCHED; n_vertices],
            size: 0,
        }
    }

    fn join(&mut self, a: usize, b: usize) {
        self.mate[a] = b;
        self.mate[b] = a;
    }

    /// How many edges the matching has.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The vertex matched to `v`, if any.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::graphs::matching::{edmonds, Graph};
    /// let matching = edmonds(&Graph::from_edges(3, &[(0, 1)]));
    /// assert_eq!((matching.mate(0), matching.mate(2)), (Some(1), None));
    /// ```
    pub fn mate(&self, v: usize) -> Option<usize> {
        Some(self.mate[v]).filter(|&w| w != UNMATCHED)
    }
}

/// A maximum matching of a forest in linear time: vertices are taken leaves
/// first (the reverse of a breadth-first order from each component's first
/// vertex), and each one still exposed is matched to its parent if the
/// parent is exposed. (A leaf's edge is in some maximum matching, so taking
/// it greedily loses nothing.)
///
/// # Errors
/// `Err(v)` with a vertex `v` on a cycle's closing edge if `graph` is not a
/// forest (parallel edges count as a cycle).
///
/// # Complexity
/// `O(n_vertices + n_edges)` time and memory, no recursion.
///
/// # Example
/// ```
/// use gamecore::graphs::matching::{forest_matching, Graph};
/// // AGC014 D's third sample tree (0-based): it has a perfect matching.
/// let tree = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (1, 4), (4, 5)]);
/// assert_eq!(forest_matching(&tree).map(|m| m.size()), Ok(3));
/// let triangle = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]);
/// assert!(forest_matching(&triangle).is_err());
/// ```
pub fn forest_matching(graph: &Graph) -> Result<Matching, usize> {
    let n = graph.n_vertices();
    let mut parent = vec![UNMATCHED; n];
    let mut visited = vec![false; n];
    let mut order = Vec::with_capacity(n);
    for root in 0..n {
        if visited[root] {
            continue;
        }
        visited[root] = true;
        let first = order.len();
        order.push(root);
        let mut head = first;
        while head < order.len() {
            let v = order[head];
            head += 1;
            // The edge back to the parent is skipped once; a second edge to
            // the parent, or an edge to any other visited vertex, closes a
            // cycle.
            let mut parent_edge_seen = false;
            for &w in graph.neighbours(v) {
                if w == parent[v] && !parent_edge_seen {
                    parent_edge_seen = true;
                } else if visited[w] {
                    return Err(v);
                } else {
                    visited[w] = true;
                    parent[w] = v;
                    order.push(w);
                }
            }
        }
    }
    let mut matching = Matching::empty(n);
    for &v in order.iter().rev() {
        let up = parent[v];
        if up != UNMATCHED && matching.mate[v] == UNMATCHED && matching.mate[up] == UNMATCHED {
            matching.join(v, up);
            matching.size += 1;
        }
    }
    Ok(matching)
}
