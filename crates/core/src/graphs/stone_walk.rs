//! The stone-walk game of AtCoder AGC 010 F "Tree Game": vertex `v` holds
//! `stones[v]` stones and a piece stands on a vertex; a move removes one
//! stone from the piece's vertex and then moves the piece to a neighbour;
//! the player who finds no stone under the piece loses. Unlike vertex
//! geography, a vertex may be entered again as long as it has stones.
//!
//! **Rule.** The player to move from `v` wins iff some neighbour `u` has
//! fewer stones (`stones[u] < stones[v]`) and the player to move from `u`
//! loses. (Proof, by induction on the stones: moving to such a `u`, answer
//! every return to `v` by stepping back to `u`; `v` outlasts `u`, so the
//! opponent must eventually play on from `u`, a lost start even with `u`'s
//! stones reduced by the exchanges' equal number. Conversely, if every
//! smaller neighbour wins for its mover, any move to a neighbour `u` is
//! answered by a winning line from `u` or, when `stones[u] ≥ stones[v]`, by
//! returning to `v`, which repeats the argument with fewer stones.) Since
//! `u` has fewer stones than `v`, `v` is never among `u`'s smaller
//! neighbours, so every vertex's outcome follows from the ones with fewer
//! stones — a single pass in increasing order of stones, for every start at
//! once.
//!
//! The rule is checked against literal play (every stone, every step) on
//! every tree with up to 6 vertices and small stone counts, and on random
//! graphs with cycles (`crates/core/tests/stone_walk.rs`).

/// For every vertex `v` of the graph on `0..stones.len()` with edges
/// `edges`: does the player to move win with the piece on `v`?
///
/// # Panics
/// If an end of an edge is `stones.len()` or more.
///
/// # Complexity
/// `O(n log n + n_edges)` time, `O(n + n_edges)` memory; no recursion.
///
/// # Example
/// ```
/// use gamecore::graphs::stone_walk::winning_starts;
/// // AGC 010 F's first sample: the path 1-2-3 with 1, 2, 3 stones (0-based here).
/// assert_eq!(winning_starts(&[1, 2, 3], &[(0, 1), (1, 2)]), [false, true, false]);
/// // Its second: 5 4 1 2 3 on the edges 1-2, 1-3, 2-4, 2-5.
/// let wins = winning_starts(&[5, 4, 1, 2, 3], &[(0, 1), (0, 2), (1, 3), (1, 4)]);
/// assert_eq!(wins, [true, true, false, false, false]);
/// ```
pub fn winning_starts(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
    let n = stones.len();
    // Only the edge from the vertex with more stones to the one with fewer
    // matters, so each edge is kept at its larger end only.
    let mut starts = vec![0usize; n + 1];
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "stone_walk::winning_starts: edge ({}, {}) of a graph with {} vertices",
            a,
            b,
            n
        );
        if stones[a] != stones[b] {
            let larger = if stones[a] > stones[b] { a } else { b };
            starts[larger + 1] += 1;
        }
    }
    for v in 0..n {
        starts[v + 1] += starts[v];
    }
    let mut fill = starts.clone();
    let mut smaller = vec![0usize; starts[n]];
    for &(a, b) in edges {
        if stones[a] != stones[b] {
            let (larger, less) = if stones[a] > stones[b] {
                (a, b)
            } else {
                (b, a)
            };
            smaller[fill[larger]] = less;
            fill[larger] += 1;
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by_key(|&v| stones[v]);
    let mut wins = vec![false; n];
    for &v in &order {
        wins[v] = smaller[starts[v]..starts[v + 1]].iter().any(|&u| !wins[u]);
    }
    wins
}
