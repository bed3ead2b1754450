//! Green Hackenbush: a graph with one vertex marked as the root (the
//! "ground"); a move deletes one edge, and then every edge no longer connected
//! to the root disappears. Normal play: who cannot move loses. Every edge is
//! green (either player may cut it), so the game is impartial and each rooted
//! graph has a Grundy value; a position of several rooted graphs is their sum
//! (XOR of the values).
//!
//! - **The colon principle** (Winning Ways, ch. 7): graphs hanging from the
//!   same vertex may be replaced by one stalk (a path) of length the nim-sum of
//!   their values. So in a tree, a vertex's value is the XOR over its children
//!   `c` of `value(c) + 1` (the edge to `c` on top of `c`'s subtree is a stalk
//!   one longer), and a leaf's value is 0. [`Tree`] computes it by peeling
//!   leaves, with no recursion and no adjacency lists.
//! - **The fusion principle** (Winning Ways, ch. 7): the vertices on any cycle
//!   may be fused into one vertex without changing the value; the cycle's
//!   edges become loops, and a loop is worth one edge (`*1`). So a cycle of odd
//!   length hanging from a vertex is worth a single edge there, a cycle of even
//!   length is worth nothing (a bare vertex), and two parallel edges are a
//!   cycle of length 2. Fusing every cycle of a graph contracts each
//!   2-edge-connected component to one vertex carrying its edge count's parity
//!   in loops, which leaves a tree of bridges: [`graph_value`].
//!
//! [`TreeReader`] and [`GraphReader`] read a tree (`N`, then `N − 1` edges)
//! or a graph (`m k`, then `k` edges) from a [`Scanner`], 1-based and rooted
//! at vertex 1, and value it, with the one-line errors of [`crate::base::scan`].

use crate::base::scan::{Error, Scanner};

/// A rooted tree whose edges are added one at a time, valued by the colon
/// principle.
///
/// Each vertex keeps only its degree, the XOR of its neighbours and its value
/// so far, in one record; leaves other than the root are peeled one by one (a
/// leaf's only neighbour is that XOR), each adding `value + 1` to its parent:
/// one scan over the vertices, climbing from each peeled leaf while its
/// neighbour becomes a leaf in turn. Nothing recurses and nothing is queued,
/// so a path of 10^6 vertices is as safe as a star.
///
/// # Example
/// ```
/// use gamecore::graphs::hackenbush::Tree;
/// // HDU 3094's second sample: the root with two leaves, 1 ^ 1 = 0.
/// let mut tree = Tree::new(3, 0);
/// tree.add_edge(0, 1);
/// tree.add_edge(0, 2);
/// assert_eq!(tree.value(), Ok(0));
/// // A path of three edges from the root: a stalk of 3.
/// tree.reset(4, 0);
/// for v in 1..4 {
///     tree.add_edge(v - 1, v);
/// }
/// assert_eq!(tree.value(), Ok(3));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Tree {
    root: u32,
    n_edges: usize,
    /// One record per vertex, so that an edge touches one cache line per end.
    nodes: Vec<Node>,
}

/// What [`Tree`] keeps of a vertex.
#[derive(Debug, Clone, Copy, Default)]
struct Node {
    /// Edges not yet peeled.
    degree: u32,
    /// XOR of the neighbours not yet peeled: the last one, at degree 1.
    neighbour_xor: u32,
    /// XOR of `value + 1` over the children peeled so far.
    value: u32,
}

/// The edges given to [`Tree`] do not form a tree: their number is not
/// `n_vertices − 1`, or they contain a cycle (a loop or parallel edges
/// included), so some vertex is not connected to the root.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotATree;

impl std::fmt::Display for NotATree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the edges do not form a tree (a cycle, or a vertex not connected to the root)")
    }
}

impl std::error::Error for NotATree {}

impl Tree {
    /// A tree of `n_vertices` vertices (numbered from 0) and no edges yet,
    /// rooted at `root`.
    ///
    /// # Constraints
    /// `root < n_vertices ≤ u32::MAX`.
    ///
    /// # Panics
    /// If a constraint is broken.
    ///
    /// # Example
    /// ```
    /// let mut tree = gamecore::graphs::hackenbush::Tree::new(1, 0);
    /// assert_eq!(tree.value(), Ok(0)); // a bare root: no move
    /// ```
    ///
    /// # Complexity
    /// `O(n_vertices)`.
    pub fn new(n_vertices: usize, root: usize) -> Self {
        let mut tree = Tree::default();
        tree.reset(n_vertices, root);
        tree
    }

    /// Empties the tree and gives it `n_vertices` vertices rooted at `root`,
    /// keeping the allocations (for many cases in a row).
    ///
    /// # Constraints
    /// `root < n_vertices ≤ u32::MAX`.
    ///
    /// # Panics
    /// If a constraint is broken.
    ///
    /// # Example
    /// ```
    /// let mut tree = gamecore::graphs::hackenbush::Tree::new(2, 0);
    /// tree.add_edge(0, 1);
    /// tree.reset(2, 1);
    /// assert_eq!(tree.value(), Err(gamecore::graphs::hackenbush::NotATree));
    /// ```
    ///
    /// # Complexity
    /// `O(n_vertices)`.
    pub fn reset(&mut self, n_vertices: usize, root: usize) {
        assert!(
            root < n_vertices && n_vertices <= u32::MAX as usize,
            "Tree: need root < n_vertices ≤ 2^32 − 1, got root {} of {}",
            root,
            n_vertices
        );
        self.root = root as u32;
        self.n_edges = 0;
        self.nodes.clear();
        self.nodes.resize(n_vertices, Node::default());
    }

    /// The number of vertices.
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::graphs::hackenbush::Tree::new(5, 0).n_vertices(), 5);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn n_vertices(&self) -> usize {
        self.nodes.len()
    }

    /// Adds the edge `a`–`b` (either orientation).
    ///
    /// # Constraints
    /// `a, b < n_vertices`.
    ///
    /// # Panics
    /// If an endpoint is out of range.
    ///
    /// # Example
    /// ```
    /// let mut tree = gamecore::graphs::hackenbush::Tree::new(2, 0);
    /// tree.add_edge(1, 0);
    /// assert_eq!(tree.value(), Ok(1));
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    #[inline]
    pub fn add_edge(&mut self, a: usize, b: usize) {
        let n = self.nodes.len();
        assert!(
            a < n && b < n,
            "Tree::add_edge: edge {}-{} outside 0..{}",
            a,
            b,
            n
        );
        let node = &mut self.nodes[a];
        node.degree += 1;
        node.neighbour_xor ^= b as u32;
        let node = &mut self.nodes[b];
        node.degree += 1;
        node.neighbour_xor ^= a as u32;
        self.n_edges += 1;
    }

    /// The Grundy value of the tree as a Green Hackenbush position (colon
    /// principle), or [`NotATree`] if the edges added do not form a tree
    /// spanning all `n_vertices`.
    ///
    /// It consumes the edges: call [`Tree::reset`] before building the next
    /// tree.
    ///
    /// # Example
    /// ```
    /// use gamecore::graphs::hackenbush::{NotATree, Tree};
    /// // AtCoder AGC 017 D, second sample (0-based): 0-1, 1-2, 0-3, 3-4.
    /// let mut tree = Tree::new(5, 0);
    /// for (a, b) in [(0, 1), (1, 2), (0, 3), (3, 4)] {
    ///     tree.add_edge(a, b);
    /// }
    /// assert_eq!(tree.value(), Ok(0)); // 2 ^ 2: Bob wins
    /// // A triangle and an isolated vertex: three edges on four vertices.
    /// tree.reset(4, 0);
    /// for (a, b) in [(0, 1), (1, 2), (2, 0)] {
    ///     tree.add_edge(a, b);
    /// }
    /// assert_eq!(tree.value(), Err(NotATree));
    /// ```
    ///
    /// # Complexity
    /// `O(n_vertices)` time, `O(n_vertices)` memory (already held).
    pub fn value(&mut self) -> Result<u64, NotATree> {
        let n = self.nodes.len();
        if self.n_edges + 1 != n {
            return Err(NotATree);
        }
        let root = self.root as usize;
        let nodes = &mut self.nodes[..];
        let mut n_peeled = 0;
        for start in 0..n {
            // Peel `start` if it is a leaf other than the root, then its
            // neighbour if that became one, and so on up: no stack needed.
            let mut v = start;
            while v != root && nodes[v].degree == 1 {
                let parent = nodes[v].neighbour_xor as usize;
                let carried = nodes[v].value + 1;
                nodes[v].degree = 0;
                let p = &mut nodes[parent];
                p.value ^= carried;
                p.neighbour_xor ^= v as u32;
                // 0 when `v` and `parent` were an edge away from the root;
                // the count below then reports it.
                p.degree -= 1;
                n_peeled += 1;
                v = parent;
            }
        }
        // Each peel removes one edge, and an edge on a cycle is never peeled:
        // all n − 1 go exactly when they hold no cycle, and n − 1 edges
        // without a cycle on n vertices connect them all.
        if n_peeled + 1 == n {
            Ok(u64::from(nodes[root].value))
        } else {
            Err(NotATree)
        }
    }
}

/// The Green Hackenbush value of the graph on `n_vertices` vertices with
/// `edges`, rooted at `root`, by the fusion principle: every 2-edge-connected
/// component is fused into one vertex carrying `(its edge count) mod 2` loops,
/// and the tree of bridges left is valued by the colon principle.
///
/// Any undirected multigraph is allowed: parallel edges, loops, cycles
/// sharing vertices. Edges in a part not connected to the root are dropped at
/// once by the rules and count for nothing.
///
/// The search for bridges (Tarjan's low-link) keeps its own stack, so a path
/// or a cycle of 10^6 vertices does not overflow the call stack.
///
/// # Constraints
/// `root < n_vertices`, every endpoint `< n_vertices`, `n_vertices < 2^32`.
///
/// # Panics
/// If a constraint is broken.
///
/// # Example
/// ```
/// use gamecore::graphs::hackenbush::graph_value;
/// // POJ 3710's sample, second graph (0-based): a stalk 0-1 and a triangle
/// // hanging at 1, worth one edge there: a stalk of 2.
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 0), 2);
/// // A square at the root is worth nothing; two parallel edges neither.
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0), 0);
/// assert_eq!(graph_value(2, &[(0, 1), (1, 0)], 0), 0);
/// // A triangle 0-1-2 with a stalk of 2 hanging at vertex 2: 1 ^ 2 = 3.
/// assert_eq!(graph_value(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)], 0), 3);
/// ```
///
/// # Complexity
/// `O(n_vertices + n_edges)` time and memory; [`Fusion`] keeps the memory
/// between graphs.
pub fn graph_value(n_vertices: usize, edges: &[(usize, usize)], root: usize) -> u64 {
    Fusion::new().value(n_vertices, edges, root)
}

/// [`graph_value`] with its working memory kept from one graph to the next
/// (for many small graphs in a row, where allocating it anew would cost more
/// than the search).
///
/// # Example
/// ```
/// use gamecore::graphs::hackenbush::Fusion;
/// let mut fusion = Fusion::new();
/// assert_eq!(fusion.value(2, &[(0, 1)], 0), 1);
/// assert_eq!(fusion.value(3, &[(0, 1), (1, 2), (2, 0)], 0), 1);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Fusion {
    /// One record per vertex (and a sentinel holding the adjacency's end),
    /// so that the search touches one cache line per vertex.
    vertices: Vec<SearchVertex>,
    /// The adjacency (CSR): the neighbours of `v` are
    /// `adj[vertices[v].first..vertices[v + 1].first]`, once per edge.
    adj: Vec<u32>,
    order: Vec<u32>,
    stack: Vec<u32>,
}

/// What [`Fusion`] keeps of a vertex.
#[derive(Debug, Clone, Copy)]
struct SearchVertex {
    /// Where its adjacency entries start.
    first: u32,
    /// The next adjacency entry to fill, then to search.
    next: u32,
    /// Discovery time, or `UNSEEN`.
    disc: u32,
    /// The smallest discovery time reachable by tree edges down and one
    /// back edge.
    low: u32,
    /// Its parent in the search tree (`UNSEEN` for the root).
    parent: u32,
    /// Whether the entry of the tree edge to the parent was passed over (a
    /// second entry for the parent is a parallel edge: a cycle).
    passed_parent: bool,
    /// Whether the tree edge to the parent is a bridge.
    bridge_above: bool,
    /// The first vertex of its 2-edge-connected component.
    component: u32,
    /// Its component's value so far (kept at the component's first vertex).
    value: u32,
}

const UNSEEN: u32 = u32::MAX;

impl Default for SearchVertex {
    fn default() -> Self {
        SearchVertex {
            first: 0,
            next: 0,
            disc: UNSEEN,
            low: 0,
            parent: UNSEEN,
            passed_parent: false,
            bridge_above: false,
            component: 0,
            value: 0,
        }
    }
}

/// Empties `buf` and fills it with `len` copies of `value`, keeping its memory.
fn refill<T: Clone>(buf: &mut Vec<T>, len: usize, value: T) {
    buf.clear();
    buf.resize(len, value);
}

impl Fusion {
    /// Working memory for no graph yet.
    ///
    /// # Example
    /// ```
    /// let mut fusion = gamecore::graphs::hackenbush::Fusion::new();
    /// assert_eq!(fusion.value(1, &[], 0), 0);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value of a graph, as [`graph_value`] defines it.
    ///
    /// # Constraints
    /// As [`graph_value`].
    ///
    /// # Panics
    /// As [`graph_value`].
    ///
    /// # Example
    /// ```
    /// let mut fusion = gamecore::graphs::hackenbush::Fusion::new();
    /// // Parallel edges below a stalk: 0 + 1.
    /// assert_eq!(fusion.value(3, &[(0, 1), (1, 2), (2, 1)], 0), 1);
    /// ```
    ///
    /// # Complexity
    /// `O(n_vertices + n_edges)` time; memory grows to the largest graph.
    pub fn value(&mut self, n_vertices: usize, edges: &[(usize, usize)], root: usize) -> u64 {
        let n = n_vertices;
        assert!(
            root < n && n < u32::MAX as usize && 2 * edges.len() < u32::MAX as usize,
            "graph_value: need root < n_vertices < 2^32 − 1 and 2 n_edges < 2^32 − 1, \
             got root {} of {} and {} edges",
            root,
            n,
            edges.len()
        );
        let vx = &mut self.vertices;
        refill(vx, n + 1, SearchVertex::default());
        // Adjacency in one array (CSR): count, sum up, fill.
        for &(a, b) in edges {
            assert!(
                a < n && b < n,
                "graph_value: edge {}-{} outside 0..{}",
                a,
                b,
                n
            );
            vx[a + 1].first += 1;
            vx[b + 1].first += 1;
        }
        for v in 0..n {
            vx[v + 1].first += vx[v].first;
            vx[v].next = vx[v].first;
        }
        let adj = &mut self.adj;
        refill(adj, 2 * edges.len(), 0);
        for &(a, b) in edges {
            adj[vx[a].next as usize] = b as u32;
            vx[a].next += 1;
            adj[vx[b].next as usize] = a as u32;
            vx[b].next += 1;
        }
        for vertex in vx.iter_mut() {
            vertex.next = vertex.first;
        }

        // Depth-first search from the root with an explicit stack: discovery
        // times, low-links, and which tree edges are bridges (low[child] >
        // disc[parent]). The tree edge to the parent is passed over once, so
        // that a parallel edge back to it counts as a cycle.
        let (order, stack) = (&mut self.order, &mut self.stack);
        order.clear();
        stack.clear();
        stack.push(root as u32);
        vx[root].disc = 0;
        order.push(root as u32);
        while let Some(&v) = stack.last() {
            let v = v as usize;
            let at = vx[v].next;
            if at < vx[v + 1].first {
                let w = adj[at as usize];
                vx[v].next = at + 1;
                if w == vx[v].parent && !vx[v].passed_parent {
                    vx[v].passed_parent = true;
                    continue;
                }
                let w = w as usize;
                if vx[w].disc == UNSEEN {
                    let time = order.len() as u32;
                    vx[w].disc = time;
                    vx[w].low = time;
                    vx[w].parent = v as u32;
                    order.push(w as u32);
                    stack.push(w as u32);
                } else {
                    vx[v].low = vx[v].low.min(vx[w].disc);
                }
            } else {
                stack.pop();
                if let Some(&p) = stack.last() {
                    let p = p as usize;
                    let low = vx[v].low;
                    vx[p].low = vx[p].low.min(low);
                    vx[v].bridge_above = low > vx[p].disc;
                }
            }
        }

        // Removing the bridges cuts the search tree into the 2-edge-connected
        // components; each is named by its first vertex in discovery order.
        for &v in order.iter() {
            let v = v as usize;
            vx[v].component = if v == root || vx[v].bridge_above {
                v as u32
            } else {
                vx[vx[v].parent as usize].component
            };
        }
        // Fusion: the edges inside a component (exactly the ones that are
        // not bridges) become loops, worth 1 each.
        for &(a, b) in edges {
            if vx[a].disc != UNSEEN && vx[a].component == vx[b].component {
                let c = vx[a].component as usize;
                vx[c].value ^= 1;
            }
        }
        // Colon principle on the tree of components, children before parents
        // (reverse discovery order): a component hangs from its parent by its
        // bridge, a stalk one longer than its own value. Values stay below
        // the number of edges, so `u32` holds them.
        for &v in order.iter().rev() {
            let v = v as usize;
            if v != root && vx[v].component as usize == v {
                let parent = vx[vx[v].parent as usize].component as usize;
                vx[parent].value ^= vx[v].value + 1;
            }
        }
        u64::from(vx[root].value)
    }
}

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
    /// [`NotATree`]'s message at the last edge.
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A small deterministic generator (xorshift), so the tests need no crate.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// Literal play: the value of the position where the edges in `alive`
    /// (a bit mask) remain, by mex over every single deletion followed by
    /// dropping what is no longer connected to the root.
    fn brute_value(
        n: usize,
        edges: &[(usize, usize)],
        root: usize,
        alive: u32,
        memo: &mut HashMap<u32, u64>,
    ) -> u64 {
        if let Some(&known) = memo.get(&alive) {
            return known;
        }
        let mut options = Vec::new();
        for e in 0..edges.len() {
            if alive & (1 << e) != 0 {
                let next = connected_to_root(n, edges, root, alive & !(1 << e));
                options.push(brute_value(n, edges, root, next, memo));
            }
        }
        let value = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert(alive, value);
        value
    }

    /// The edges of `alive` that are still connected to `root`.
    fn connected_to_root(n: usize, edges: &[(usize, usize)], root: usize, alive: u32) -> u32 {
        let mut reached = vec![false; n];
        reached[root] = true;
        let mut kept = 0u32;
        loop {
            let mut grew = false;
            for (e, &(a, b)) in edges.iter().enumerate() {
                if alive & (1 << e) != 0 && kept & (1 << e) == 0 && (reached[a] || reached[b]) {
                    kept |= 1 << e;
                    reached[a] = true;
                    reached[b] = true;
                    grew = true;
                }
            }
            if !grew {
                return kept;
            }
        }
    }

    fn brute(n: usize, edges: &[(usize, usize)], root: usize) -> u64 {
        let all = connected_to_root(n, edges, root, (1u32 << edges.len()) - 1);
        brute_value(n, edges, root, all, &mut HashMap::new())
    }

    fn tree_value(n: usize, edges: &[(usize, usize)], root: usize) -> Result<u64, NotATree> {
        let mut tree = Tree::new(n, root);
        for &(a, b) in edges {
            tree.add_edge(a, b);
        }
        tree.value()
    }

    fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
        let mut labels: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            labels.swap(i, rng.below(i + 1));
        }
        (1..n)
            .map(|i| {
                let (a, b) = (labels[i], labels[rng.below(i)]);
                if rng.below(2) == 0 {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect()
    }

    #[test]
    fn colon_principle_matches_literal_play_on_random_trees() {
        let mut rng = Rng(3094);
        for _ in 0..3000 {
            let n = 1 + rng.below(12);
            let edges = random_tree(&mut rng, n);
            let root = rng.below(n);
            let expected = brute(n, &edges, root);
            assert_eq!(
                tree_value(n, &edges, root),
                Ok(expected),
                "{edges:?} root {root}"
            );
            assert_eq!(
                graph_value(n, &edges, root),
                expected,
                "{edges:?} root {root}"
            );
        }
    }

    /// A consequence the problems' tests rely on: by induction (a child
    /// contributes `value + 1`, flipping the parity once per edge), a tree's
    /// value has the parity of its number of edges, so only trees with an
    /// even number of edges can be worth 0.
    #[test]
    fn a_tree_value_has_the_parity_of_its_edges() {
        let mut rng = Rng(17);
        for _ in 0..2000 {
            let n = 1 + rng.below(60);
            let edges = random_tree(&mut rng, n);
            let value = tree_value(n, &edges, rng.below(n)).unwrap();
            assert_eq!(value % 2, (n as u64 - 1) % 2, "{edges:?}");
        }
    }

    #[test]
    fn fusion_matches_literal_play_on_random_multigraphs() {
        let mut rng = Rng(3710);
        // One `Fusion` for all graphs: what it keeps must not leak between them.
        let mut fusion = Fusion::new();
        for _ in 0..3000 {
            let n = 1 + rng.below(7);
            let n_edges = rng.below(12);
            // Loops, parallel edges and parts away from the root included.
            let edges: Vec<(usize, usize)> =
                (0..n_edges).map(|_| (rng.below(n), rng.below(n))).collect();
            let root = rng.below(n);
            let expected = brute(n, &edges, root);
            assert_eq!(
                graph_value(n, &edges, root),
                expected,
                "{edges:?} root {root}"
            );
            assert_eq!(
                fusion.value(n, &edges, root),
                expected,
                "{edges:?} root {root}"
            );
        }
    }

    #[test]
    fn hanging_cycles_odd_are_an_edge_even_are_a_vertex() {
        for len in 2..=9 {
            // A cycle through the root: 0-1-…-(len−1)-0.
            let cycle: Vec<(usize, usize)> = (0..len).map(|v| (v, (v + 1) % len)).collect();
            assert_eq!(graph_value(len, &cycle, 0), len as u64 % 2);
            if len <= 7 {
                assert_eq!(brute(len, &cycle, 0), len as u64 % 2);
            }
            // The same cycle hung at the end of a stalk of one edge.
            let mut hung: Vec<(usize, usize)> =
                cycle.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
            hung.push((0, 1));
            assert_eq!(graph_value(len + 1, &hung, 0), 1 + len as u64 % 2);
        }
    }

    #[test]
    fn not_a_tree_is_reported() {
        assert_eq!(tree_value(3, &[(0, 1), (1, 0)], 0), Err(NotATree));
        assert_eq!(tree_value(3, &[(0, 1), (2, 2)], 0), Err(NotATree));
        assert_eq!(tree_value(4, &[(1, 2), (2, 3), (3, 1)], 0), Err(NotATree));
        assert_eq!(tree_value(4, &[(0, 1), (2, 3)], 0), Err(NotATree));
        assert_eq!(
            tree_value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0),
            Err(NotATree)
        );
        assert_eq!(tree_value(2, &[], 0), Err(NotATree));
        assert_eq!(tree_value(4, &[(0, 1), (1, 2), (2, 3)], 3), Ok(3));
    }

    #[test]
    fn long_paths_and_stars_do_not_recurse() {
        let n = 1_000_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        assert_eq!(tree_value(n, &path, 0), Ok(n as u64 - 1));
        let (left, right) = (n as u64 / 2, n as u64 - 1 - n as u64 / 2);
        assert_eq!(tree_value(n, &path, n / 2), Ok(left ^ right)); // two stalks
        assert_eq!(graph_value(n, &path, 0), n as u64 - 1);
        let mut cycle = path.clone();
        cycle.push((n - 1, 0));
        assert_eq!(graph_value(n, &cycle, 0), 0);
        let star: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
        assert_eq!(tree_value(n, &star, 0), Ok((n as u64 - 1) % 2));
        assert_eq!(graph_value(n, &star, 0), (n as u64 - 1) % 2);
    }

    #[test]
    fn the_tree_reader_values_trees_and_names_bad_tokens() {
        let mut reader = TreeReader::new();
        // AtCoder AGC 017 D's first sample: 1 + (1 ^ 2) + 1 = 4, then a bare root.
        let mut sc = Scanner::new(b"5\n1 2\n2 3\n2 4\n4 5\n1\n");
        assert_eq!(reader.read_value(&mut sc, "N").unwrap(), 4);
        assert_eq!(reader.read_value(&mut sc, "N").unwrap(), 0);
        let mut error = |input: &[u8], count_name: &str| {
            let mut sc = Scanner::new(input);
            reader
                .read_value(&mut sc, count_name)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            error(b"3\n1 2\n2 4\n", "N"),
            "token 5: vertex 4 is not in 1..=3"
        );
        assert_eq!(error(b"3\n0 2\n", "N"), "token 2: vertex 0 is not in 1..=3");
        assert_eq!(
            error(b"0\n", "m"),
            "token 1: m must be in 1..=4294967295, found 0"
        );
        assert_eq!(
            error(b"4\n1 2\n2 3\n3 1\n", "N"),
            format!("token 7: {}", NotATree)
        );
        // An absurd N fails on the first missing edge.
        assert_eq!(
            error(b"4294967295\n1 2\n", "N"),
            "token 4: expected an unsigned 32-bit integer, found end of input"
        );
    }

    #[test]
    fn the_graph_reader_numbers_only_what_it_needs() {
        let mut reader = GraphReader::new();
        let mut rng = Rng(0x3710);
        for _ in 0..300 {
            let n = 1 + rng.below(6);
            let n_edges = rng.below(8);
            let edges: Vec<(usize, usize)> =
                (0..n_edges).map(|_| (rng.below(n), rng.below(n))).collect();
            let expected = graph_value(n, &edges, 0);
            // The same graph with m exact and with m far above its vertices
            // (renumbered): the same value.
            for m in [n as u64, 1 << 40] {
                let mut input = format!("{} {}\n", m, n_edges);
                for &(a, b) in &edges {
                    input += &format!("{} {}\n", a + 1, b + 1);
                }
                let mut sc = Scanner::new(input.as_bytes());
                assert_eq!(reader.read_value(&mut sc).unwrap(), expected, "{}", input);
            }
        }
        let error = |input: &[u8]| {
            let mut sc = Scanner::new(input);
            GraphReader::new()
                .read_value(&mut sc)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            error(b"0 0\n"),
            "token 1: m must be at least 1 (vertex 1 is the root)"
        );
        assert_eq!(error(b"3 1\n1 4\n"), "token 4: vertex 4 is not in 1..=3");
    }
}
