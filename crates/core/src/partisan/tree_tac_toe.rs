//! Tic-tac-toe on a tree (Codeforces 1110G Tree-Tac-Toe): White and Black
//! alternately paint an uncoloured vertex, White first; whoever paints a path
//! of three vertices in their own colour wins; a full board with no such path
//! is a draw. Some vertices may start white (with no white path of three).
//!
//! **Black never wins** (strategy stealing): if Black had a winning strategy,
//! White could make an arbitrary first move and then play Black's strategy as
//! the second player; an extra white vertex never hurts White (in a maker–
//! maker game on the same lines), so White would win, a contradiction. So the
//! answer is White or Draw.
//!
//! **The case analysis** (Codeforces Global Round 1 editorial):
//! 1. A white vertex `v` is replaced by an uncoloured `v` joined to a new
//!    vertex `u` that has two more leaves. If White paints `v`, Black must
//!    paint `u` at once (else White paints `u` and threatens both
//!    `v-u-leaf` paths); after that exchange `v` is white, `u` is dead and
//!    the same player is to move, so the gadget is worth exactly a white
//!    `v`. After it no vertex is coloured; let `n'` be the new size.
//! 2. White wins if some vertex has degree ≥ 4 (paint it: two threats remain
//!    after Black's answer), or degree 3 with at least two neighbours that are
//!    not leaves.
//! 3. Otherwise every degree-3 vertex is a "fork" with two leaves, and there
//!    are at most two of them (more would need a degree-3 vertex with two
//!    non-leaf neighbours). With exactly two forks, joined by a path, White
//!    wins iff `n'` is odd (the forks at even distance); otherwise it is a
//!    draw.
//!
//! The crate cf-1110g checks this against literal play of the real game
//! (pre-coloured vertices and all, without the gadget) on every tree of up to
//! 8 vertices with every set of white vertices the statement allows; this
//! module's own tests compare it with a minimax over 300 random trees of up
//! to 7 vertices and every allowed white set.

/// The result of a game played well by both sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// White can force a white path of three vertices.
    White,
    /// Neither side can force a path (Black never can).
    Draw,
}

/// The outcome on the tree with `n` vertices `0..n`, edges `edges`, and
/// `white[v]` for the vertices that start white. The edges must form a tree
/// (see [`first_cycle_edge`]), no three white vertices may form a path, and
/// at least one vertex must be uncoloured.
///
/// # Panics
/// If `white.len() != n` or an edge end is not below `n`.
///
/// # Example
/// ```
/// use gamecore::partisan::tree_tac_toe::{outcome, Outcome};
/// // A star with three leaves, one of them white: paint the centre, then a leaf.
/// let star = [(0, 1), (0, 2), (0, 3)];
/// assert_eq!(outcome(4, &star, &[false, false, false, true]), Outcome::White);
/// // A path of five uncoloured vertices is a draw.
/// let path = [(0, 1), (1, 2), (2, 3), (3, 4)];
/// assert_eq!(outcome(5, &path, &[false; 5]), Outcome::Draw);
/// ```
///
/// # Complexity
/// `O(n)` time and memory.
pub fn outcome(n: usize, edges: &[(usize, usize)], white: &[bool]) -> Outcome {
    assert_eq!(white.len(), n, "one colour per vertex");
    // Degrees after the gadget: a white vertex gains its gadget's centre.
    let mut degree: Vec<u32> = white.iter().map(|&w| u32::from(w)).collect();
    for &(a, b) in edges {
        degree[a] += 1;
        degree[b] += 1;
    }
    // Neighbours that are not leaves; a gadget's centre (degree 3) is one.
    let mut inner: Vec<u32> = white.iter().map(|&w| u32::from(w)).collect();
    for &(a, b) in edges {
        inner[a] += u32::from(degree[b] >= 2);
        inner[b] += u32::from(degree[a] >= 2);
    }
    let n_white = white.iter().filter(|&&w| w).count();
    let mut forks = n_white; // every gadget's centre has degree 3
    for v in 0..n {
        if degree[v] >= 4 || (degree[v] == 3 && inner[v] >= 2) {
            return Outcome::White;
        }
        forks += usize::from(degree[v] == 3);
    }
    // A gadget's centre has one non-leaf neighbour at most: never case 2.
    let n_after = n + 3 * n_white;
    if forks == 2 && n_after % 2 == 1 {
        Outcome::White
    } else {
        Outcome::Draw
    }
}

/// The index of the first edge that joins two vertices already connected by
/// the edges before it, or `None`: `n − 1` edges of which none closes a
/// cycle form a tree on `n` vertices.
///
/// # Panics
/// If an edge end is not below `n`.
///
/// # Example
/// ```
/// use gamecore::partisan::tree_tac_toe::first_cycle_edge;
/// assert_eq!(first_cycle_edge(3, &[(0, 1), (1, 2)]), None);
/// assert_eq!(first_cycle_edge(3, &[(0, 1), (1, 0)]), Some(1));
/// ```
///
/// # Complexity
/// `O(n + edges · α(n))` (union–find with path halving and union by size).
pub fn first_cycle_edge(n: usize, edges: &[(usize, usize)]) -> Option<usize> {
    let mut parent: Vec<usize> = (0..n).collect();
    let mut size = vec![1u32; n];
    let find = |parent: &mut Vec<usize>, mut v: usize| {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    };
    for (i, &(a, b)) in edges.iter().enumerate() {
        let (mut ra, mut rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra == rb {
            return Some(i);
        }
        if size[ra] < size[rb] {
            std::mem::swap(&mut ra, &mut rb);
        }
        parent[rb] = ra;
        size[ra] += size[rb];
    }
    None
}

/// Do three white vertices form a path (a white vertex with two white
/// neighbours)?
///
/// # Example
/// ```
/// use gamecore::partisan::tree_tac_toe::has_white_path;
/// assert!(has_white_path(3, &[(0, 1), (1, 2)], &[true, true, true]));
/// assert!(!has_white_path(3, &[(0, 1), (1, 2)], &[true, false, true]));
/// ```
///
/// # Complexity
/// `O(n + edges)`.
pub fn has_white_path(n: usize, edges: &[(usize, usize)], white: &[bool]) -> bool {
    let mut white_neighbours = vec![0u32; n];
    for &(a, b) in edges {
        white_neighbours[a] += u32::from(white[b]);
        white_neighbours[b] += u32::from(white[a]);
    }
    (0..n).any(|v| white[v] && white_neighbours[v] >= 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_samples() {
        let star = [(0, 1), (0, 2), (0, 3)];
        assert_eq!(
            outcome(4, &star, &[false, false, false, true]),
            Outcome::White
        );
        let path = [(0, 1), (1, 2), (2, 3), (3, 4)];
        assert_eq!(outcome(5, &path, &[false; 5]), Outcome::Draw);
    }

    #[test]
    fn bones_follow_the_parity_of_their_size() {
        // Two forks (a vertex with two leaves) at the ends of a path of k
        // vertices: n = k + 4, White wins iff n is odd.
        for k in 2..12 {
            // Forks at 0 (leaves 1, 2) and k + 1 (leaves k + 2, k + 3), joined
            // by the path 0 - 3 - 4 - … - (k + 1).
            let mut path = vec![(0, 3)];
            path.extend((3..k + 1).map(|v| (v, v + 1)));
            let edges: Vec<(usize, usize)> = [(0, 1), (0, 2), (k + 1, k + 2), (k + 1, k + 3)]
                .into_iter()
                .chain(path)
                .collect();
            let n = k + 4;
            assert_eq!(first_cycle_edge(n, &edges), None);
            let expected = if n % 2 == 1 {
                Outcome::White
            } else {
                Outcome::Draw
            };
            assert_eq!(outcome(n, &edges, &vec![false; n]), expected, "k = {k}");
        }
    }

    /// Literal play by minimax: +1 if White forces a white path of three,
    /// −1 if Black forces a black one, 0 for a draw; `paths` lists every path
    /// of three as a bitmask.
    fn minimax(
        paths: &[u32],
        full: u32,
        white: u32,
        black: u32,
        white_to_move: bool,
        memo: &mut std::collections::HashMap<(u32, u32, bool), i8>,
    ) -> i8 {
        if let Some(&v) = memo.get(&(white, black, white_to_move)) {
            return v;
        }
        let empty = full & !white & !black;
        let mut best: i8 = if white_to_move { -2 } else { 2 };
        for v in (0..32).filter(|&v| empty >> v & 1 == 1) {
            let value = if white_to_move {
                let w = white | 1 << v;
                if !paths.iter().all(|&p| w & p != p) {
                    1
                } else {
                    minimax(paths, full, w, black, false, memo)
                }
            } else {
                let b = black | 1 << v;
                if !paths.iter().all(|&p| b & p != p) {
                    -1
                } else {
                    minimax(paths, full, white, b, true, memo)
                }
            };
            best = if white_to_move {
                best.max(value)
            } else {
                best.min(value)
            };
        }
        if empty == 0 {
            best = 0;
        }
        memo.insert((white, black, white_to_move), best);
        best
    }

    #[test]
    fn random_small_trees_match_literal_play() {
        let mut seed = 0x1110_u64;
        let mut next = |bound: usize| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize % bound
        };
        for _ in 0..300 {
            let n = 1 + next(7);
            let edges: Vec<(usize, usize)> = (1..n).map(|v| (next(v), v)).collect();
            let mut paths = Vec::new();
            for middle in 0..n {
                let around: Vec<usize> = edges
                    .iter()
                    .filter_map(|&(a, b)| match (a == middle, b == middle) {
                        (true, _) => Some(b),
                        (_, true) => Some(a),
                        _ => None,
                    })
                    .collect();
                for (i, &a) in around.iter().enumerate() {
                    for &c in &around[i + 1..] {
                        paths.push(1u32 << a | 1 << middle | 1 << c);
                    }
                }
            }
            let mut memo = std::collections::HashMap::new();
            for mask in 0u32..(1 << n) - 1 {
                let white: Vec<bool> = (0..n).map(|v| mask >> v & 1 == 1).collect();
                if has_white_path(n, &edges, &white) {
                    continue;
                }
                let literal = minimax(&paths, (1 << n) - 1, mask, 0, true, &mut memo);
                assert_ne!(literal, -1, "Black never wins");
                let expected = if literal == 1 {
                    Outcome::White
                } else {
                    Outcome::Draw
                };
                assert_eq!(outcome(n, &edges, &white), expected, "{edges:?} {mask:b}");
            }
        }
    }

    #[test]
    fn a_cycle_is_found_where_it_closes() {
        assert_eq!(
            first_cycle_edge(4, &[(0, 1), (2, 3), (1, 2), (3, 0)]),
            Some(3)
        );
        assert_eq!(first_cycle_edge(1, &[]), None);
    }
}
