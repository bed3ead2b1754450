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
//!
//! [`Scanner`]: crate::base::scan::Scanner

mod fusion;
mod reader;
#[cfg(test)]
mod tests;

pub use self::fusion::{Fusion, graph_value};
pub use self::reader::{GraphReader, TreeReader};

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
