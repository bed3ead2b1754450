//! Maximum matchings of any graph (Edmonds' blossom algorithm), and the
//! vertices every maximum matching covers (who wins vertex geography).

use std::collections::VecDeque;

use super::{Graph, Matching, UNMATCHED};

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
/// [`hopcroft_karp`](super::hopcroft_karp)).
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
