//! Green Hackenbush on any rooted graph by the fusion principle: each
//! 2-edge-connected component fused into one vertex, then the tree of bridges
//! valued by the colon principle.

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
