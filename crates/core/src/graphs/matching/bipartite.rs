//! Maximum matchings of bipartite graphs: Hopcroft–Karp.

use super::{Graph, Matching, UNMATCHED};

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
