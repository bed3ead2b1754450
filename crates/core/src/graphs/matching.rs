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

use std::collections::VecDeque;

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

/// A maximum matching of a bipartite graph, by Hopcroft and Karp's
/// algorithm (shortest augmenting paths found in phases: a breadth-first
/// search layers the graph from the free vertices of the side `is_left`,
/// then depth-first searches with an explicit stack augment along
/// vertex-disjoint layered paths).
///
/// # Constraints
/// `is_left.len() == graph.n_vertices()`, and every edge joins a vertex with
/// `is_left` to one without.
///
/// # Panics
/// If `is_left` has the wrong length or an edge joins two vertices of one
/// side.
///
/// # Complexity
/// `O(n_edges · √n_vertices)` time, `O(n_vertices)` memory besides the graph.
///
/// # Example
/// ```
/// use gamecore::graphs::matching::{hopcroft_karp, Graph};
/// // The path 0-1-2-3 (sides: even vertices left): a perfect matching.
/// let graph = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
/// let matching = hopcroft_karp(&graph, &[true, false, true, false]);
/// assert_eq!(matching.size(), 2);
/// assert_eq!(matching.mate(0), Some(1));
/// ```
pub fn hopcroft_karp(graph: &Graph, is_left: &[bool]) -> Matching {
    let n = graph.n_vertices();
    assert!(
        is_left.len() == n,
        "matching::hopcroft_karp: {} sides for {} vertices",
        is_left.len(),
        n
    );
    let lefts: Vec<usize> = (0..n).filter(|&v| is_left[v]).collect();
    for &u in &lefts {
        for &w in graph.neighbours(u) {
            assert!(
                !is_left[w],
                "matching::hopcroft_karp: edge ({}, {}) joins two vertices of one side",
                u, w
            );
        }
    }
    let mut matching = Matching::empty(n);
    const FAR: u32 = u32::MAX;
    let mut layer = vec![FAR; n];
    let mut next_edge = vec![0usize; n];
    let mut queue = Vec::with_capacity(lefts.len());
    let mut stack = Vec::new();
    loop {
        // Layers from the free left vertices, through matched edges.
        queue.clear();
        for &u in &lefts {
            if matching.mate[u] == UNMATCHED {
                layer[u] = 0;
                queue.push(u);
            } else {
                layer[u] = FAR;
            }
        }
        let mut reaches_free = false;
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head];
            head += 1;
            for &w in graph.neighbours(u) {
                let m = matching.mate[w];
                if m == UNMATCHED {
                    reaches_free = true;
                } else if layer[m] == FAR {
                    layer[m] = layer[u] + 1;
                    queue.push(m);
                }
            }
        }
        if !reaches_free {
            return matching;
        }
        for &u in &lefts {
            next_edge[u] = graph.starts[u];
        }
        for &root in &lefts {
            if matching.mate[root] != UNMATCHED {
                continue;
            }
            // Each frame's chosen edge is the one before its `next_edge`.
            stack.clear();
            stack.push(root);
            while let Some(&u) = stack.last() {
                if next_edge[u] == graph.starts[u + 1] {
                    layer[u] = FAR; // a dead end for the rest of the phase
                    stack.pop();
                    continue;
                }
                let w = graph.targets[next_edge[u]];
                next_edge[u] += 1;
                let m = matching.mate[w];
                if m == UNMATCHED {
                    for &v in &stack {
                        let chosen = graph.targets[next_edge[v] - 1];
                        matching.join(v, chosen);
                    }
                    matching.size += 1;
                    break;
                }
                if layer[m] != FAR && layer[m] == layer[u] + 1 {
                    stack.push(m);
                }
            }
        }
    }
}

/// The state of Edmonds' search for augmenting paths: an alternating forest
/// whose odd cycles (blossoms) are contracted to their bases.
struct BlossomSearch {
    /// Grown from and reached at even distance (blossoms included).
    even: Vec<bool>,
    /// The parent of an odd vertex in the forest (through a non-matching edge).
    parent: Vec<usize>,
    /// The base of the blossom holding each vertex (itself if none).
    base: Vec<usize>,
    in_blossom: Vec<bool>,
    /// Marks of the walk that finds the common base of two even vertices.
    seen: Vec<u32>,
    stamp: u32,
    queue: VecDeque<usize>,
}

impl BlossomSearch {
    fn new(n: usize) -> BlossomSearch {
        BlossomSearch {
            even: vec![false; n],
            parent: vec![UNMATCHED; n],
            base: (0..n).collect(),
            in_blossom: vec![false; n],
            seen: vec![0; n],
            stamp: 0,
            queue: VecDeque::new(),
        }
    }

    /// The base where the forest paths from `a` and `b` (two even vertices)
    /// meet, or `None` if they lie in different trees (their roots are then
    /// joined by an augmenting path).
    fn common_base(&mut self, mate: &[usize], mut a: usize, mut b: usize) -> Option<usize> {
        self.stamp += 1;
        loop {
            a = self.base[a];
            self.seen[a] = self.stamp;
            if mate[a] == UNMATCHED {
                break;
            }
            a = self.parent[mate[a]];
        }
        loop {
            b = self.base[b];
            if self.seen[b] == self.stamp {
                return Some(b);
            }
            if mate[b] == UNMATCHED {
                return None;
            }
            b = self.parent[mate[b]];
        }
    }

    /// Marks the blossoms on the path from `v` down to the base `top`, and
    /// points the odd vertices on it across the new blossom edge (`child`).
    fn mark_path(&mut self, mate: &[usize], mut v: usize, top: usize, mut child: usize) {
        while self.base[v] != top {
            self.in_blossom[self.base[v]] = true;
            self.in_blossom[self.base[mate[v]]] = true;
            self.parent[v] = child;
            child = mate[v];
            v = self.parent[mate[v]];
        }
    }

    /// Grows the forest from `roots` (exposed vertices). Returns the far end
    /// of an augmenting path (its way back is `parent` and `mate`) if one is
    /// found, `Err` if two trees meet (only possible with several roots),
    /// and `Ok(None)` if the forest is complete.
    fn grow(
        &mut self,
        graph: &Graph,
        mate: &[usize],
        roots: &[usize],
    ) -> Result<Option<usize>, ()> {
        let n = graph.n_vertices();
        for v in 0..n {
            self.even[v] = false;
            self.parent[v] = UNMATCHED;
            self.base[v] = v;
        }
        self.queue.clear();
        for &root in roots {
            self.even[root] = true;
            self.queue.push_back(root);
        }
        while let Some(v) = self.queue.pop_front() {
            for &to in graph.neighbours(v) {
                if self.base[v] == self.base[to] || mate[v] == to {
                    continue;
                }
                if self.even[to] {
                    let top = match self.common_base(mate, v, to) {
                        Some(top) => top,
                        None => return Err(()),
                    };
                    for flag in self.in_blossom.iter_mut() {
                        *flag = false;
                    }
                    self.mark_path(mate, v, top, to);
                    self.mark_path(mate, to, top, v);
                    for i in 0..n {
                        if self.in_blossom[self.base[i]] {
                            self.base[i] = top;
                            if !self.even[i] {
                                self.even[i] = true;
                                self.queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[to] == UNMATCHED {
                    self.parent[to] = v;
                    if mate[to] == UNMATCHED {
                        return Ok(Some(to));
                    }
                    self.even[mate[to]] = true;
                    self.queue.push_back(mate[to]);
                }
            }
        }
        Ok(None)
    }
}

/// A maximum matching of any graph, by Edmonds' blossom algorithm: a greedy
/// matching, then one search per exposed vertex for an augmenting path,
/// contracting odd cycles (blossoms) as they are found. (A vertex with no
/// augmenting path keeps none after later augmentations, so one search per
/// vertex suffices.)
///
/// # Complexity
/// `O(n_vertices · (n_vertices² + n_edges))` time in the worst case (each
/// search contracts at most `n_vertices / 2` blossoms at `O(n_vertices)`
/// each); `O(n_vertices)` memory besides the graph; no recursion.
///
/// # Example
/// ```
/// use gamecore::graphs::matching::{edmonds, Graph};
/// // A 5-cycle with a pendant vertex 5 on 0: the blossom must be contracted
/// // to find the perfect matching.
/// let graph = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5)]);
/// assert_eq!(edmonds(&graph).size(), 3);
/// ```
pub fn edmonds(graph: &Graph) -> Matching {
    let n = graph.n_vertices();
    let mut matching = Matching::empty(n);
    for v in 0..n {
        if matching.mate[v] != UNMATCHED {
            continue;
        }
        if let Some(&w) = graph
            .neighbours(v)
            .iter()
            .find(|&&w| matching.mate[w] == UNMATCHED)
        {
            matching.join(v, w);
            matching.size += 1;
        }
    }
    let mut search = BlossomSearch::new(n);
    for root in 0..n {
        if matching.mate[root] != UNMATCHED {
            continue;
        }
        let grown = search.grow(graph, &matching.mate, &[root]);
        if let Ok(Some(mut v)) = grown {
            // Flip the path's edges back to the root.
            while v != UNMATCHED {
                let up = search.parent[v];
                let next = matching.mate[up];
                matching.join(v, up);
                v = next;
            }
            matching.size += 1;
        }
    }
    matching
}

/// For every vertex, whether every maximum matching covers it — which in
/// vertex geography means the player to move from it wins (see the module
/// docs). Given any maximum matching of `graph`, one Edmonds search grown
/// from all its exposed vertices at once marks `D(G)` (the Gallai–Edmonds
/// set of vertices some maximum matching misses) as its even vertices; the
/// answer is the complement.
///
/// # Constraints
/// `matching` is a maximum matching of `graph` (from [`edmonds`] or
/// [`hopcroft_karp`]).
///
/// # Panics
/// If the search finds an augmenting path, so `matching` was not maximum, or
/// if `matching` is for another number of vertices.
///
/// # Complexity
/// `O(n_vertices² + n_edges)` time in the worst case, `O(n_vertices +
/// n_edges)` on bipartite graphs (no blossom forms); `O(n_vertices)` memory.
///
/// # Example
/// ```
/// use gamecore::graphs::matching::{hopcroft_karp, in_every_maximum, Graph};
/// // The path 0-1-2: 1 is in every maximum matching; 0 and 2 are not.
/// let graph = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let matching = hopcroft_karp(&graph, &[true, false, true]);
/// assert_eq!(in_every_maximum(&graph, &matching), [false, true, false]);
/// ```
pub fn in_every_maximum(graph: &Graph, matching: &Matching) -> Vec<bool> {
    let n = graph.n_vertices();
    assert!(
        matching.mate.len() == n,
        "matching::in_every_maximum: a matching on {} vertices for a graph of {}",
        matching.mate.len(),
        n
    );
    let exposed: Vec<usize> = (0..n).filter(|&v| matching.mate[v] == UNMATCHED).collect();
    let mut search = BlossomSearch::new(n);
    match search.grow(graph, &matching.mate, &exposed) {
        Ok(None) => search.even.iter().map(|&even| !even).collect(),
        _ => panic!(
            "matching::in_every_maximum: the matching is not maximum (an augmenting path exists)"
        ),
    }
}

/// Who wins undirected vertex geography from each start: `true` at `v` if
/// the player to move with the token on `v` (only `v` visited) wins, which is
/// when every maximum matching covers `v`. [`edmonds`] then
/// [`in_every_maximum`].
///
/// # Complexity
/// As [`edmonds`].
///
/// # Example
/// ```
/// use gamecore::graphs::matching::{geography_wins, Graph};
/// // A star with centre 0 and three leaves: from the centre, move to a leaf;
/// // from a leaf, the opponent moves to the centre and then to another leaf.
/// let star = Graph::from_edges(4, &[(0, 1), (0, 2), (0, 3)]);
/// assert_eq!(geography_wins(&star), [true, false, false, false]);
/// ```
pub fn geography_wins(graph: &Graph) -> Vec<bool> {
    in_every_maximum(graph, &edmonds(graph))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 200_001;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let graph = Graph::from_edges(n, &edges);
        let sides: Vec<bool> = (0..n).map(|v| v % 2 == 0).collect();
        let matching = hopcroft_karp(&graph, &sides);
        assert_eq!(matching.size(), n / 2);
        let essential = in_every_maximum(&graph, &matching);
        // An odd path: the even-indexed vertices are each missed by some
        // maximum matching, the odd-indexed ones are always covered.
        assert!((0..n).all(|v| essential[v] == (v % 2 == 1)));
        assert_eq!(forest_matching(&graph).unwrap().size(), n / 2);
    }

    #[test]
    #[should_panic(expected = "the matching is not maximum")]
    fn a_matching_that_is_not_maximum_is_refused() {
        let graph = Graph::from_edges(2, &[(0, 1)]);
        in_every_maximum(&graph, &Matching::empty(2));
    }

    #[test]
    fn parallel_edges_are_a_cycle_for_a_forest() {
        let graph = Graph::from_edges(2, &[(0, 1), (1, 0)]);
        assert!(forest_matching(&graph).is_err());
        assert_eq!(edmonds(&graph).size(), 1);
    }
}
