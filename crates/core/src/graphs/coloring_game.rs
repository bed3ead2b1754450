//! The colouring game (Codeforces 1991 E "Coloring Game"): a graph; in each
//! of n rounds Alice offers two different colours of 1, 2, 3 and Bob colours
//! an uncoloured vertex with one of them; Alice wins if some edge joins two
//! vertices of the same colour.
//!
//! If the graph has an odd cycle, Alice wins by offering `1 2` every round:
//! Bob then 2-colours the graph, which no 2-colouring can do properly. If it
//! is bipartite (König: no odd cycle), Bob wins ([`BobPlan`]): give one side
//! colour 1 and the other colour 2 while the offer allows, and once a side is
//! all coloured (in its own colour), colour the other side's vertices with
//! whichever of its colour and 3 is offered — their neighbours all have the
//! finished side's colour.

use std::collections::VecDeque;

/// A proper 2-colouring of the graph on vertices 1 … n (`side[v − 1]`), or
/// `None` if the graph has an odd cycle. Breadth-first, component by
/// component: no recursion on a deep graph.
///
/// # Example
/// ```
/// use gamecore::graphs::coloring_game::two_colouring;
/// assert_eq!(two_colouring(4, &[(1, 2), (2, 3), (3, 4), (4, 1)]), Some(vec![false, true, false, true]));
/// assert_eq!(two_colouring(3, &[(1, 2), (2, 3), (3, 1)]), None);
/// ```
///
/// # Panics
/// If an endpoint is outside `1..=n`.
///
/// # Complexity
/// `O(n + m)`.
pub fn two_colouring(n: usize, edges: &[(usize, usize)]) -> Option<Vec<bool>> {
    let mut start = vec![0usize; n + 1];
    for &(u, v) in edges {
        start[u - 1] += 1;
        start[v - 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    // Adjacency in one array (counting sort): entries of vertex i end at
    // start[i] once filled from the back.
    let mut adjacent = vec![0usize; start[n]];
    for &(u, v) in edges {
        start[u - 1] -= 1;
        adjacent[start[u - 1]] = v - 1;
        start[v - 1] -= 1;
        adjacent[start[v - 1]] = u - 1;
    }
    let mut side: Vec<Option<bool>> = vec![None; n];
    let mut queue = VecDeque::new();
    for root in 0..n {
        if side[root].is_some() {
            continue;
        }
        side[root] = Some(false);
        queue.push_back(root);
        while let Some(u) = queue.pop_front() {
            let here = side[u] == Some(true);
            for &v in &adjacent[start[u]..start[u + 1]] {
                match side[v] {
                    None => {
                        side[v] = Some(!here);
                        queue.push_back(v);
                    }
                    Some(there) if there == here => return None,
                    Some(_) => {}
                }
            }
        }
    }
    Some(side.into_iter().map(|s| s == Some(true)).collect())
}

/// Bob's winning plan on a bipartite graph: side `false` takes colour 1 and
/// side `true` colour 2 while offered; once a side is all coloured, the
/// other side's vertices take colour 3 when their own is not offered.
///
/// # Example
/// ```
/// use gamecore::graphs::coloring_game::{two_colouring, BobPlan};
/// let side = two_colouring(3, &[(1, 2), (2, 3)]).unwrap(); // 1, 3 | 2
/// let mut bob = BobPlan::new(&side);
/// assert_eq!(bob.reply(2, 3), (2, 2)); // colour 1 not offered: vertex 2 takes 2
/// assert_eq!(bob.reply(2, 3), (1, 3)); // side 2 done: vertex 1 takes 3
/// assert_eq!(bob.reply(1, 2), (3, 1));
/// ```
///
/// # Complexity
/// `O(n)` to build, `O(1)` a reply.
#[derive(Debug, Clone)]
pub struct BobPlan {
    /// The uncoloured vertices (1-based) of each side.
    left: [Vec<usize>; 2],
}

impl BobPlan {
    /// The plan for the 2-colouring `side` (vertex v is `side[v − 1]`).
    pub fn new(side: &[bool]) -> BobPlan {
        let mut left = [Vec::new(), Vec::new()];
        // Popped from the back: vertices in increasing order.
        for (v, &s) in side.iter().enumerate().rev() {
            left[usize::from(s)].push(v + 1);
        }
        BobPlan { left }
    }

    /// Whether every vertex is coloured.
    pub fn is_done(&self) -> bool {
        self.left[0].is_empty() && self.left[1].is_empty()
    }

    /// Bob's move `(vertex, colour)` when offered colours `a ≠ b` of 1, 2, 3.
    ///
    /// # Panics
    /// If every vertex is coloured, or `a`, `b` are not two different
    /// colours of 1, 2, 3.
    pub fn reply(&mut self, a: u8, b: u8) -> (usize, u8) {
        assert!(
            a != b && (1..=3).contains(&a) && (1..=3).contains(&b),
            "the offer {} {} is not two colours",
            a,
            b
        );
        let offered = |c: u8| a == c || b == c;
        for (s, colour) in [(0, 1), (1, 2)] {
            if offered(colour) {
                if let Some(v) = self.left[s].pop() {
                    return (v, colour);
                }
            }
        }
        // The offer lacks the colour of the side still uncoloured (the
        // other is done): it has 3.
        for s in 0..2 {
            if let Some(v) = self.left[s].pop() {
                return (v, 3);
            }
        }
        panic!("no vertex is left to colour for the offer {} {}", a, b)
    }
}
