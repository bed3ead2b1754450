//! Filling a bipartite graph with edges (AtCoder ABC 398 E "Tree Game"): a
//! tree on vertices 1 … n; the players alternately add an edge not yet
//! present whose addition leaves no odd cycle; who cannot move loses.
//!
//! A connected graph is bipartite exactly when it has no odd cycle (König's
//! theorem on bipartite graphs), and a connected bipartite graph has only one
//! bipartition: the two colours of a spanning tree. So the graph stays
//! connected, keeps the tree's two colour classes `B` and `W`, and an edge
//! `i j` may be added exactly when `i` and `j` have different colours and the
//! edge is not there yet. Every game therefore lasts exactly
//! `|B| · |W| − (n − 1)` moves whatever is played, and the first player wins
//! exactly when that number is odd ([`Fill::first_player_wins`]).

use std::collections::VecDeque;

/// The position of the game: the tree's two colours and the edges present.
///
/// # Example
/// ```
/// use gamecore::graphs::bipartite_fill::Fill;
/// // The path 1 - 2 - 3 - 4: colours {1, 3} and {2, 4}; only 1 4 is free.
/// let mut fill = Fill::from_tree(4, &[(1, 2), (2, 3), (3, 4)]).unwrap();
/// assert_eq!(fill.moves_left(), 1);
/// assert!(fill.first_player_wins());
/// assert!(fill.is_legal(1, 4) && !fill.is_legal(1, 3) && !fill.is_legal(2, 3));
/// assert_eq!(fill.next_move(), Some((1, 4)));
/// fill.add(1, 4);
/// assert_eq!(fill.next_move(), None);
/// ```
///
/// # Complexity
/// [`Fill::from_tree`] `O(n²)` time and memory (a matrix of the edges
/// present); [`Fill::next_move`] `O(n²)` over a whole game, since it resumes
/// where it stopped.
#[derive(Debug, Clone)]
pub struct Fill {
    n: usize,
    /// `colour[v]` for v in 0..n (vertex v + 1).
    colour: Vec<bool>,
    /// `present[i * n + j]`: the edge between vertices i + 1 and j + 1.
    present: Vec<bool>,
    left: usize,
    /// The smallest pair `(i, j)`, i < j, 0-based, that may still be free.
    cursor: (usize, usize),
}

impl Fill {
    /// The game on the tree of `n` vertices with these `n − 1` edges
    /// (vertices numbered from 1, either orientation).
    ///
    /// # Errors
    /// A message if an endpoint is not in `1..=n`, an edge is a loop, there
    /// are not `n − 1` edges, or they do not connect the vertices (then they
    /// are not a tree).
    ///
    /// # Complexity
    /// `O(n²)`.
    pub fn from_tree(n: usize, edges: &[(usize, usize)]) -> Result<Fill, &'static str> {
        if n == 0 || edges.len() != n - 1 {
            return Err("a tree of n vertices has n - 1 edges");
        }
        let mut adjacent = vec![Vec::new(); n];
        let mut present = vec![false; n * n];
        for &(u, v) in edges {
            if u == 0 || v == 0 || u > n || v > n {
                return Err("a vertex is a number in 1..=N");
            }
            if u == v {
                return Err("an edge joins two different vertices");
            }
            adjacent[u - 1].push(v - 1);
            adjacent[v - 1].push(u - 1);
            present[(u - 1) * n + (v - 1)] = true;
            present[(v - 1) * n + (u - 1)] = true;
        }
        // Breadth-first colouring from vertex 1: no recursion on a deep tree.
        let mut colour = vec![false; n];
        let mut seen = vec![false; n];
        let mut queue = VecDeque::from([0usize]);
        seen[0] = true;
        let mut n_seen = 1;
        while let Some(u) = queue.pop_front() {
            for &v in &adjacent[u] {
                if !seen[v] {
                    seen[v] = true;
                    n_seen += 1;
                    colour[v] = !colour[u];
                    queue.push_back(v);
                }
            }
        }
        if n_seen != n {
            return Err("the edges do not form a tree");
        }
        let black = colour.iter().filter(|&&c| c).count();
        Ok(Fill {
            n,
            colour,
            present,
            left: black * (n - black) - (n - 1),
            cursor: (0, 1),
        })
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether the graph is empty (never: a tree has a vertex).
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The colour of vertex `v` (1-based): vertex 1 has `false`.
    pub fn colour(&self, v: usize) -> bool {
        self.colour[v - 1]
    }

    /// How many edges can still be added: every game from here lasts
    /// exactly this many moves.
    pub fn moves_left(&self) -> usize {
        self.left
    }

    /// Whether the player to move wins: an odd number of moves is left.
    pub fn first_player_wins(&self) -> bool {
        self.left % 2 == 1
    }

    /// Whether `i j` (1-based, either order) may be added: two vertices of
    /// the graph of different colours, not yet joined.
    pub fn is_legal(&self, i: usize, j: usize) -> bool {
        i >= 1
            && j >= 1
            && i <= self.n
            && j <= self.n
            && self.colour[i - 1] != self.colour[j - 1]
            && !self.present[(i - 1) * self.n + (j - 1)]
    }

    /// Adds the edge `i j`, which must be legal.
    ///
    /// # Panics
    /// If `i j` is not [`Fill::is_legal`].
    pub fn add(&mut self, i: usize, j: usize) {
        assert!(self.is_legal(i, j), "{} {} is not a legal edge", i, j);
        self.present[(i - 1) * self.n + (j - 1)] = true;
        self.present[(j - 1) * self.n + (i - 1)] = true;
        self.left -= 1;
    }

    /// The legal edge `(i, j)`, `i < j`, smallest in lexicographic order, or
    /// `None` if the game is over.
    pub fn next_move(&mut self) -> Option<(usize, usize)> {
        let n = self.n;
        let (mut i, mut j) = self.cursor;
        while i + 1 < n {
            if j >= n {
                i += 1;
                j = i + 1;
                continue;
            }
            if self.colour[i] != self.colour[j] && !self.present[i * n + j] {
                self.cursor = (i, j);
                return Some((i + 1, j + 1));
            }
            j += 1;
        }
        self.cursor = (i, j);
        None
    }
}
