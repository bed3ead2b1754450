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

/// A rooted tree whose edges are added one at a time, valued by the colon
/// principle.
///
/// Each vertex keeps only its degree and the XOR of its neighbours; leaves
/// other than the root are peeled one by one (a leaf's only neighbour is that
/// XOR), each adding `value + 1` to its parent. Nothing recurses, so a path of
/// 10^6 vertices is as safe as a star.
///
/// # Example
/// ```
/// use gamecore::hackenbush::Tree;
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
    degree: Vec<u32>,
    neighbour_xor: Vec<u32>,
    value: Vec<u32>,
    leaves: Vec<u32>,
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
    /// let mut tree = gamecore::hackenbush::Tree::new(1, 0);
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
    /// let mut tree = gamecore::hackenbush::Tree::new(2, 0);
    /// tree.add_edge(0, 1);
    /// tree.reset(2, 1);
    /// assert_eq!(tree.value(), Err(gamecore::hackenbush::NotATree));
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
        for column in [&mut self.degree, &mut self.neighbour_xor, &mut self.value] {
            column.clear();
            column.resize(n_vertices, 0);
        }
        self.leaves.clear();
    }

    /// The number of vertices.
    ///
    /// # Example
    /// ```
    /// assert_eq!(gamecore::hackenbush::Tree::new(5, 0).n_vertices(), 5);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn n_vertices(&self) -> usize {
        self.degree.len()
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
    /// let mut tree = gamecore::hackenbush::Tree::new(2, 0);
    /// tree.add_edge(1, 0);
    /// assert_eq!(tree.value(), Ok(1));
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    #[inline]
    pub fn add_edge(&mut self, a: usize, b: usize) {
        let n = self.degree.len();
        assert!(
            a < n && b < n,
            "Tree::add_edge: edge {}-{} outside 0..{}",
            a,
            b,
            n
        );
        self.degree[a] += 1;
        self.degree[b] += 1;
        self.neighbour_xor[a] ^= b as u32;
        self.neighbour_xor[b] ^= a as u32;
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
    /// use gamecore::hackenbush::{NotATree, Tree};
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
        let n = self.degree.len();
        if self.n_edges + 1 != n {
            return Err(NotATree);
        }
        let root = self.root;
        // (The closure borrows `degree` alone: under edition 2018 it would
        // otherwise capture all of `self`, which `leaves` is part of.)
        let degree = &self.degree;
        self.leaves.clear();
        self.leaves
            .extend((0..n as u32).filter(|&v| v != root && degree[v as usize] == 1));
        let mut n_peeled = 0;
        while let Some(leaf) = self.leaves.pop() {
            let leaf = leaf as usize;
            // Its neighbour may have been peeled first (an edge away from the
            // root, which the count below then reports).
            if self.degree[leaf] != 1 {
                continue;
            }
            let parent = self.neighbour_xor[leaf];
            let p = parent as usize;
            self.value[p] ^= self.value[leaf] + 1;
            self.neighbour_xor[p] ^= leaf as u32;
            self.degree[p] -= 1;
            self.degree[leaf] = 0;
            n_peeled += 1;
            if parent != root && self.degree[p] == 1 {
                self.leaves.push(parent);
            }
        }
        // Each peel removes one edge, and an edge on a cycle is never peeled:
        // all n − 1 go exactly when they hold no cycle, and n − 1 edges
        // without a cycle on n vertices connect them all.
        if n_peeled + 1 == n {
            Ok(u64::from(self.value[root as usize]))
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
/// use gamecore::hackenbush::graph_value;
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
/// `O(n_vertices + n_edges)` time and memory.
pub fn graph_value(n_vertices: usize, edges: &[(usize, usize)], root: usize) -> u64 {
    const UNSEEN: u32 = u32::MAX;
    let n = n_vertices;
    assert!(
        root < n && n < u32::MAX as usize,
        "graph_value: need root < n_vertices < 2^32 − 1, got root {} of {}",
        root,
        n
    );
    // Adjacency in one array (CSR): the entries of `v` are
    // `adj[start[v]..start[v + 1]]`, each a (neighbour, edge index) pair.
    let mut start = vec![0usize; n + 1];
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "graph_value: edge {}-{} outside 0..{}",
            a,
            b,
            n
        );
        start[a + 1] += 1;
        start[b + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adj = vec![(0u32, 0usize); 2 * edges.len()];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adj[fill[a]] = (b as u32, e);
        fill[a] += 1;
        adj[fill[b]] = (a as u32, e);
        fill[b] += 1;
    }

    // Depth-first search from the root with an explicit stack: discovery
    // times, low-links, and which tree edges are bridges (low[child] >
    // disc[parent]). The parent is skipped by edge index, not by vertex, so a
    // parallel edge back to it counts as a cycle.
    let mut disc = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut parent_edge = vec![usize::MAX; n];
    let mut is_bridge = vec![false; edges.len()];
    let mut next = start[..n].to_vec();
    let mut order: Vec<u32> = Vec::new();
    let mut stack: Vec<u32> = vec![root as u32];
    disc[root] = 0;
    low[root] = 0;
    order.push(root as u32);
    while let Some(&v) = stack.last() {
        let v = v as usize;
        if next[v] < start[v + 1] {
            let (w, e) = adj[next[v]];
            next[v] += 1;
            let w = w as usize;
            if e == parent_edge[v] {
                continue;
            }
            if disc[w] == UNSEEN {
                disc[w] = order.len() as u32;
                low[w] = disc[w];
                parent_edge[w] = e;
                order.push(w as u32);
                stack.push(w as u32);
            } else {
                low[v] = low[v].min(disc[w]);
            }
        } else {
            stack.pop();
            if let Some(&p) = stack.last() {
                let p = p as usize;
                low[p] = low[p].min(low[v]);
                if low[v] > disc[p] {
                    is_bridge[parent_edge[v]] = true;
                }
            }
        }
    }

    // Removing the bridges cuts the search tree into the 2-edge-connected
    // components; each is named by its first vertex in discovery order.
    let mut component = vec![0u32; n];
    for &v in &order {
        let v = v as usize;
        let e = parent_edge[v];
        component[v] = if v == root || is_bridge[e] {
            v as u32
        } else {
            let (a, b) = edges[e];
            component[a + b - v]
        };
    }
    // Fusion: each component's non-bridge edges become loops, worth 1 each.
    let mut value = vec![0u64; n];
    for (e, &(a, _)) in edges.iter().enumerate() {
        if !is_bridge[e] && disc[a] != UNSEEN {
            value[component[a] as usize] ^= 1;
        }
    }
    // Colon principle on the tree of components, children before parents
    // (reverse discovery order): a component hangs from its parent by its
    // bridge, a stalk one longer than its own value.
    for &v in order.iter().rev() {
        let v = v as usize;
        if v != root && component[v] as usize == v {
            let (a, b) = edges[parent_edge[v]];
            let parent = component[a + b - v] as usize;
            value[parent] ^= value[v] + 1;
        }
    }
    value[root]
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

    #[test]
    fn fusion_matches_literal_play_on_random_multigraphs() {
        let mut rng = Rng(3710);
        for _ in 0..3000 {
            let n = 1 + rng.below(7);
            let n_edges = rng.below(12);
            // Loops, parallel edges and parts away from the root included.
            let edges: Vec<(usize, usize)> =
                (0..n_edges).map(|_| (rng.below(n), rng.below(n))).collect();
            let root = rng.below(n);
            assert_eq!(
                graph_value(n, &edges, root),
                brute(n, &edges, root),
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
}
