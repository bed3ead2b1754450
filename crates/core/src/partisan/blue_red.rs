//! Blue-Red Hackenbush on forests: every edge is blue (only Left may cut it)
//! or red (only Right); cutting an edge drops everything no longer connected
//! to the ground; who cannot move loses. Every position is a number
//! ([`Dyadic`]), and the sign of the total value names the winner: `> 0`
//! Left, `< 0` Right, `0` the second player.
//!
//! - **Stalks** (Berlekamp's sign-expansion rule, Winning Ways ch. 2): read
//!   from the ground up, the edges up to the first change of colour are worth
//!   `+1` (blue) or `−1` (red) each; from the first edge of the other colour
//!   on, the edges are worth `±1/2, ±1/4, …` in turn.
//! - **Trees**: a vertex's subtrees add, and an edge of colour blue under a
//!   subtree of value `x` is worth `x + 1` if `x ≥ 0`, otherwise
//!   `(x + n + 1) / 2^n` for `n = ⌈−x⌉` (red: the mirror image, `−B(−x)`).
//!   This is the stalk rule applied to the sign expansion of `x` (Winning
//!   Ways, ch. 2, "Hackenbush trees"; Conway, ONAG ch. 7's `G : H`): putting
//!   a blue edge under `x` prefixes a blue edge to `x`'s sign expansion.
//!   Both rules are checked against values found by literal play in
//!   `play::partisan`'s tests.

use crate::graphs::hackenbush::NotATree;
use crate::partisan::dyadic::Dyadic;

/// The value of a stalk, its colours from the ground up (`true` = blue).
///
/// # Complexity
/// `O(n + n²/4000)` for `n` edges (one add of an `n`-bit number per 62
/// edges past the first change of colour).
///
/// # Example
/// ```
/// use gamecore::partisan::blue_red::stalk_value;
/// use gamecore::partisan::dyadic::Dyadic;
/// // Blue, red, blue: 1 − 1/2 + 1/4.
/// assert_eq!(stalk_value([true, false, true]), Dyadic::new(3, 2));
/// assert_eq!(stalk_value([false, false, true]), Dyadic::new(-3, 1));
/// assert_eq!(stalk_value([]), Dyadic::zero());
/// ```
pub fn stalk_value(colours: impl IntoIterator<Item = bool>) -> Dyadic {
    let mut colours = colours.into_iter().peekable();
    let first = match colours.peek() {
        Some(&first) => first,
        None => return Dyadic::zero(),
    };
    let mut integer = 0i64;
    while colours.peek() == Some(&first) {
        colours.next();
        integer += if first { 1 } else { -1 };
    }
    // The rest are worth ±1/2, ±1/4, …: one bit each of a numerator over
    // 2^k. Up to 62 of them at a time fit an i64 chunk `±2^61 ± … ± 1`
    // over 2^(end of the chunk), added to the total in one sum.
    let mut total = Dyadic::integer(integer);
    let mut chunk = 0i64;
    let mut bits = 0u64;
    let mut end = 0u64;
    for blue in colours {
        chunk = 2 * chunk + if blue { 1 } else { -1 };
        bits += 1;
        end += 1;
        if bits == 62 {
            total += &Dyadic::new(chunk, end);
            chunk = 0;
            bits = 0;
        }
    }
    if bits > 0 {
        total += &Dyadic::new(chunk, end);
    }
    total
}

/// The value of an edge of colour `blue` with a position of value `x`
/// standing on its top end.
///
/// # Complexity
/// `O(L)`, the size of `x`.
///
/// # Example
/// ```
/// use gamecore::partisan::blue_red::on_edge;
/// use gamecore::partisan::dyadic::Dyadic;
/// assert_eq!(on_edge(true, &Dyadic::integer(2)), Dyadic::integer(3));
/// assert_eq!(on_edge(true, &Dyadic::integer(-1)), Dyadic::new(1, 1));
/// assert_eq!(on_edge(false, &Dyadic::new(1, 1)), Dyadic::new(-1, 2) + Dyadic::integer(-1) + Dyadic::new(1, 1));
/// ```
pub fn on_edge(blue: bool, x: &Dyadic) -> Dyadic {
    let mut value = x.clone();
    value.prefix_sign(blue);
    value
}

/// The value of a forest given edge by edge: `parents[i]` is the edge
/// directly below edge `i` (`None`: it stands on the ground), always an
/// earlier edge; `blue[i]` its colour.
///
/// # Panics
/// If the lengths differ or a parent is not an earlier edge.
///
/// # Complexity
/// `O(n)` additions and edge rules, each `O(L)` in the size of the values
/// involved: `O(n²/64)` word operations at worst (a long stalk alternating
/// in colour), memory `O(n)` values.
///
/// # Example
/// ```
/// use gamecore::partisan::blue_red::forest_value;
/// use gamecore::partisan::dyadic::Dyadic;
/// // Kattis "Hackenbush Purplehearts", sample 1.
/// let parents = [None, Some(0), Some(1), Some(2), Some(2), Some(4), Some(4), Some(6), None, None, Some(9), Some(9)];
/// let blue: Vec<bool> = "BRBBRBBRRBRR".bytes().map(|c| c == b'B').collect();
/// assert_eq!(forest_value(&parents, &blue), Dyadic::new(5, 6));
/// ```
pub fn forest_value(parents: &[Option<usize>], blue: &[bool]) -> Dyadic {
    assert_eq!(
        parents.len(),
        blue.len(),
        "blue_red::forest_value: one colour per edge"
    );
    for (i, parent) in parents.iter().enumerate() {
        if let Some(parent) = *parent {
            assert!(
                parent < i,
                "blue_red::forest_value: edge {} stands on a later edge {}",
                i,
                parent
            );
        }
    }
    // above[i]: the sum of the subtrees standing on edge i's top end. Parents
    // come first, so children are finished before their parent when the
    // edges are taken from the last to the first.
    let mut above = vec![Dyadic::zero(); parents.len()];
    let mut total = Dyadic::zero();
    for i in (0..parents.len()).rev() {
        let mut value = std::mem::take(&mut above[i]);
        value.prefix_sign(blue[i]);
        match parents[i] {
            Some(parent) => above[parent] += &value,
            None => total += &value,
        }
    }
    total
}

/// The value of a Blue-Red Hackenbush tree given as undirected edges
/// `(a, b, blue)` on the vertices `0..n_vertices`, the ground being `root`,
/// or [`NotATree`] if the edges are not the `n_vertices − 1` edges of one
/// tree (a loop, a cycle, a second component).
///
/// Leaves other than the root are peeled one at a time, as in
/// [`crate::graphs::hackenbush::Tree`]: each vertex keeps its degree, the XOR of
/// its neighbours and the XOR of its edges' colours, so a leaf's last edge
/// and its colour are known without adjacency lists, and its subtree's value
/// goes through [`on_edge`] into its neighbour's. Nothing recurses: a path
/// of 10^5 vertices is as safe as a star.
///
/// # Panics
/// If `root` or an endpoint is not below `n_vertices`.
///
/// # Complexity
/// `O(n)` edge rules and additions, each `O(L)` in the size of the values:
/// `O(n²/64)` word operations at worst (a long path alternating in colour),
/// `O(n)` values in memory.
///
/// # Example
/// ```
/// use gamecore::partisan::blue_red::tree_value;
/// use gamecore::partisan::dyadic::Dyadic;
/// use gamecore::graphs::hackenbush::NotATree;
/// // CodeChef GERALD08's fifth sample (0-based, blue = black = Chef's):
/// // a black edge 0-1 with a white one 1-2 on top, 1/2.
/// assert_eq!(tree_value(3, &[(0, 1, true), (1, 2, false)], 0), Ok(Dyadic::new(1, 1)));
/// // The same edges grounded at vertex 2: white under black, -1/2.
/// assert_eq!(tree_value(3, &[(0, 1, true), (1, 2, false)], 2), Ok(Dyadic::new(-1, 1)));
/// assert_eq!(tree_value(1, &[], 0), Ok(Dyadic::zero()));
/// assert_eq!(tree_value(3, &[(0, 1, true), (0, 1, false)], 0), Err(NotATree));
/// ```
pub fn tree_value(
    n_vertices: usize,
    edges: &[(usize, usize, bool)],
    root: usize,
) -> Result<Dyadic, NotATree> {
    assert!(
        root < n_vertices,
        "blue_red::tree_value: root {} of {} vertices",
        root,
        n_vertices
    );
    if edges.len() + 1 != n_vertices {
        return Err(NotATree);
    }
    let mut degree = vec![0u32; n_vertices];
    let mut neighbours = vec![0usize; n_vertices];
    let mut blues = vec![false; n_vertices];
    for &(a, b, blue) in edges {
        assert!(
            a < n_vertices && b < n_vertices,
            "blue_red::tree_value: edge {}-{} of {} vertices",
            a,
            b,
            n_vertices
        );
        if a == b {
            return Err(NotATree);
        }
        for (v, w) in [(a, b), (b, a)] {
            degree[v] += 1;
            neighbours[v] ^= w;
            blues[v] ^= blue;
        }
    }
    // above[v]: the sum of the subtrees already peeled off v.
    let mut above = vec![Dyadic::zero(); n_vertices];
    let mut n_peeled = 0;
    for start in 0..n_vertices {
        let mut v = start;
        while v != root && degree[v] == 1 {
            let parent = neighbours[v];
            let blue = blues[v];
            degree[v] = 0;
            let mut value = std::mem::take(&mut above[v]);
            value.prefix_sign(blue);
            above[parent] += &value;
            neighbours[parent] ^= v;
            blues[parent] ^= blue;
            degree[parent] -= 1;
            n_peeled += 1;
            v = parent;
        }
    }
    // Each peel removes one edge and an edge on a cycle is never peeled: all
    // n − 1 go exactly when they hold no cycle, and then they connect all.
    if n_peeled + 1 == n_vertices {
        Ok(std::mem::take(&mut above[root]))
    } else {
        Err(NotATree)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random trees of up to 12 vertices, relabelled and rooted anywhere:
    /// `tree_value` equals `forest_value` on the same tree listed parent
    /// first (itself checked against literal play in `play::partisan`).
    #[test]
    fn tree_value_matches_forest_value() {
        let mut state = 0x2014_0413u64;
        let mut next = |bound: usize| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 33) % bound as u64) as usize
        };
        for round in 0..2000 {
            let n = 1 + next(12);
            // Vertex i > 0 of the rooted tree hangs from parent[i] < i.
            let parent: Vec<usize> = (0..n).map(|i| if i == 0 { 0 } else { next(i) }).collect();
            let blue: Vec<bool> = (0..n).map(|_| next(2) == 0).collect();
            // Edge i - 1 joins vertex i to its parent; as a forest, it
            // stands on the edge of its parent vertex (none for vertex 0).
            let parents: Vec<Option<usize>> = (1..n)
                .map(|i| (parent[i] != 0).then(|| parent[i] - 1))
                .collect();
            let colours: Vec<bool> = blue[1..].to_vec();
            let expected = forest_value(&parents, &colours);
            // Relabel the vertices by a random permutation and list the
            // edges in a random order, endpoints either way round.
            let mut label: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                label.swap(i, next(i + 1));
            }
            let mut edges: Vec<(usize, usize, bool)> = (1..n)
                .map(|i| {
                    let (a, b) = (label[i], label[parent[i]]);
                    if next(2) == 0 {
                        (a, b, blue[i])
                    } else {
                        (b, a, blue[i])
                    }
                })
                .collect();
            for i in (1..edges.len()).rev() {
                edges.swap(i, next(i + 1));
            }
            assert_eq!(
                tree_value(n, &edges, label[0]),
                Ok(expected),
                "round {}: {:?}",
                round,
                edges
            );
        }
    }

    /// Long stalks (the fraction summed 62 edges at a time): the same as
    /// the edge rule applied from the top (`forest_value` on a path).
    #[test]
    fn long_stalks_match_the_edge_rule() {
        let mut state = 465u64;
        for n in (0..300usize).chain([1000, 4000]) {
            let colours: Vec<bool> = (0..n)
                .map(|_| {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    state >> 63 == 1
                })
                .collect();
            let parents: Vec<Option<usize>> = (0..n).map(|i| i.checked_sub(1)).collect();
            assert_eq!(
                stalk_value(colours.iter().copied()),
                forest_value(&parents, &colours),
                "{:?}",
                colours
            );
        }
    }

    #[test]
    fn tree_value_refuses_what_is_not_a_tree() {
        // A triangle and an isolated vertex: 3 edges on 4 vertices.
        let triangle = [(0, 1, true), (1, 2, true), (2, 0, false)];
        assert_eq!(tree_value(4, &triangle, 0), Err(NotATree));
        // A loop and an isolated vertex.
        assert_eq!(tree_value(2, &[(0, 0, true)], 0), Err(NotATree));
        // Too few and too many edges.
        assert_eq!(tree_value(3, &[(0, 1, true)], 0), Err(NotATree));
        assert_eq!(tree_value(1, &[(0, 0, true)], 0), Err(NotATree));
        // A long path, alternating, from its middle: exact and no recursion.
        let n = 20_001;
        let path: Vec<(usize, usize, bool)> = (1..n).map(|v| (v - 1, v, v % 2 == 0)).collect();
        let half = tree_value(n, &path, n / 2).expect("a path is a tree");
        // The two halves are mirror images from the middle (colours swap
        // with the direction), so they cancel.
        assert_eq!(half, Dyadic::zero());
    }
}
