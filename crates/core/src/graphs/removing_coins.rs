//! Removing coins from a tree (AtCoder AGC033 C *Removing Coins*): every
//! vertex holds a coin; a move takes all coins of a vertex v that has some,
//! then every other coin steps to its neighbour nearest v; who faces a tree
//! with no coins loses.
//!
//! **Theorem** (the editorial's reduction to the diameter): the vertices with
//! coins always form a subtree, and only its diameter d (counted in
//! vertices) matters. Choosing a leaf at an end of a longest path leaves
//! d − 1; choosing any vertex that is not a leaf shrinks every longest path
//! at both ends, leaving d − 2 (for d ≥ 3); choosing any other leaf leaves d
//! − 2 or d − 1 as well (d = 2 leaves 1, d = 1 leaves nothing). So the game
//! is the heap d with the takes 1 and 2, except that 2 → 0 is impossible,
//! and the mover loses exactly when d ≡ 2 (mod 3).

use crate::graphs::hackenbush::NotATree;

/// Does the player to move win when the coins' subtree has a diameter of
/// `diameter_vertices` vertices (0: no coins left)? Lost exactly when
/// `diameter_vertices` is 0 or ≡ 2 (mod 3), by the theorem above.
///
/// # Constraints
/// None.
///
/// # Example
/// ```
/// use gamecore::graphs::removing_coins::first_player_wins;
/// assert!(first_player_wins(1)); // take the only coin
/// assert!(!first_player_wins(2)); // one coin is left for the opponent
/// assert!(first_player_wins(3) && first_player_wins(4) && !first_player_wins(5));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn first_player_wins(diameter_vertices: u64) -> bool {
    diameter_vertices % 3 != 2 && diameter_vertices != 0
}

/// What the peeling keeps of a vertex.
#[derive(Debug, Clone, Copy, Default)]
struct Node {
    /// Edges not yet peeled.
    degree: u32,
    /// XOR of the neighbours not yet peeled: the last one, at degree 1.
    neighbour_xor: u32,
    /// The two longest chains (in vertices) hanging below it from the
    /// neighbours peeled so far.
    longest: [u32; 2],
}

/// The diameter, in vertices, of the tree on `0..n_vertices` with the edges
/// `edges`: the most vertices on one path.
///
/// Leaves are peeled towards vertex 0, each carrying its longest chain to
/// its last neighbour (found as the XOR of the neighbours not yet peeled):
/// no adjacency lists and no stack, recursion-free on a path of any depth.
///
/// # Errors
/// [`NotATree`] if the edges are not `n_vertices − 1` or hold a cycle (so
/// some vertex stays unpeeled).
///
/// # Constraints
/// `1 ≤ n_vertices ≤ u32::MAX`; both ends of each edge below `n_vertices`.
///
/// # Panics
/// If a constraint is broken.
///
/// # Example
/// ```
/// use gamecore::graphs::removing_coins::diameter_vertices;
/// // AGC033 C's second sample (0-based): the path 1-2-4-6-5 has 5 vertices.
/// let edges = [(0, 1), (1, 2), (1, 3), (3, 5), (4, 5)];
/// assert_eq!(diameter_vertices(6, edges), Ok(5));
/// assert_eq!(diameter_vertices(1, []), Ok(1));
/// assert!(diameter_vertices(3, [(0, 1), (1, 0)]).is_err());
/// ```
///
/// # Complexity
/// `O(n_vertices)` time and memory.
pub fn diameter_vertices(
    n_vertices: usize,
    edges: impl IntoIterator<Item = (usize, usize)>,
) -> Result<u64, NotATree> {
    assert!(
        (1..=u32::MAX as usize).contains(&n_vertices),
        "diameter_vertices: {} vertices",
        n_vertices
    );
    let mut nodes = vec![Node::default(); n_vertices];
    let mut n_edges = 0usize;
    for (a, b) in edges {
        assert!(
            a < n_vertices && b < n_vertices,
            "edge {}-{} outside the tree",
            a,
            b
        );
        nodes[a].degree += 1;
        nodes[a].neighbour_xor ^= b as u32;
        nodes[b].degree += 1;
        nodes[b].neighbour_xor ^= a as u32;
        n_edges += 1;
    }
    if n_edges + 1 != n_vertices {
        return Err(NotATree);
    }
    let chain = |node: &Node| node.longest[0] + node.longest[1] + 1;
    let mut diameter = 0;
    let mut n_peeled = 0;
    for start in 1..n_vertices {
        let mut v = start;
        while v != 0 && nodes[v].degree == 1 {
            let parent = nodes[v].neighbour_xor as usize;
            diameter = diameter.max(chain(&nodes[v]));
            let carried = nodes[v].longest[0] + 1;
            nodes[v].degree = 0;
            let p = &mut nodes[parent];
            if carried > p.longest[0] {
                p.longest = [carried, p.longest[0]];
            } else if carried > p.longest[1] {
                p.longest[1] = carried;
            }
            p.neighbour_xor ^= v as u32;
            p.degree -= 1;
            n_peeled += 1;
            v = parent;
        }
    }
    // Each peel removes one edge, and an edge on a cycle is never peeled.
    if n_peeled + 1 != n_vertices {
        return Err(NotATree);
    }
    Ok(u64::from(diameter.max(chain(&nodes[0]))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The next vertex from each vertex towards `v` (`v` itself at `v`).
    fn towards(adjacent: &[Vec<usize>], v: usize) -> Vec<usize> {
        let mut next = vec![usize::MAX; adjacent.len()];
        next[v] = v;
        let mut queue = vec![v];
        while let Some(u) = queue.pop() {
            for &w in &adjacent[u] {
                if next[w] == usize::MAX {
                    next[w] = u;
                    queue.push(w);
                }
            }
        }
        next
    }

    /// Literal play: `coins` a bitmask of the vertices holding coins.
    fn wins(adjacent: &[Vec<usize>], coins: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&w) = memo.get(&coins) {
            return w;
        }
        let mut result = false;
        for v in (0..adjacent.len()).filter(|&v| coins >> v & 1 == 1) {
            let next = towards(adjacent, v);
            let after = (0..adjacent.len())
                .filter(|&u| u != v && coins >> u & 1 == 1)
                .fold(0u32, |mask, u| mask | 1 << next[u]);
            if !wins(adjacent, after, memo) {
                result = true;
                break;
            }
        }
        memo.insert(coins, result);
        result
    }

    /// The longest path by brute force: the farthest vertex from every vertex.
    fn literal_diameter(adjacent: &[Vec<usize>]) -> u64 {
        let n = adjacent.len();
        (0..n)
            .map(|v| {
                let mut depth = vec![usize::MAX; n];
                depth[v] = 1;
                let mut queue = vec![v];
                while let Some(u) = queue.pop() {
                    for &w in &adjacent[u] {
                        if depth[w] == usize::MAX {
                            depth[w] = depth[u] + 1;
                            queue.push(w);
                        }
                    }
                }
                *depth.iter().max().unwrap() as u64
            })
            .max()
            .unwrap()
    }

    #[test]
    fn every_tree_to_8_vertices_by_its_parent_code_matches_literal_play() {
        // Every tree on 1..=7 vertices as a parent array (parent[v] < v), and
        // a sample of the 8-vertex ones.
        for n in 1..=8usize {
            let total: usize = (1..n).product();
            for code in (0..total).step_by(if n == 8 { 7 } else { 1 }) {
                let mut rest = code;
                let mut edges = Vec::new();
                for v in 1..n {
                    edges.push((rest % v, v));
                    rest /= v;
                }
                let mut adjacent = vec![Vec::new(); n];
                for &(a, b) in &edges {
                    adjacent[a].push(b);
                    adjacent[b].push(a);
                }
                let d = diameter_vertices(n, edges.iter().copied()).unwrap();
                assert_eq!(d, literal_diameter(&adjacent), "{edges:?}");
                let all = (1u32 << n) - 1;
                assert_eq!(
                    first_player_wins(d),
                    wins(&adjacent, all, &mut HashMap::new()),
                    "{edges:?}"
                );
            }
        }
    }

    #[test]
    fn a_long_path_is_peeled_without_recursion() {
        let n = 1 << 20;
        assert_eq!(
            diameter_vertices(n, (1..n).map(|v| (v - 1, v))),
            Ok(n as u64)
        );
        assert_eq!(diameter_vertices(n, (1..n).map(|v| (0, v))), Ok(3));
    }

    #[test]
    fn not_a_tree_is_reported() {
        assert_eq!(diameter_vertices(3, [(0, 1)]), Err(NotATree));
        assert_eq!(
            diameter_vertices(4, [(1, 2), (2, 3), (3, 1)]),
            Err(NotATree)
        );
    }
}
