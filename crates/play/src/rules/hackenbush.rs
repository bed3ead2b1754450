//! Green Hackenbush: a graph with one vertex as the root; a move deletes one
//! edge, and then every edge no longer connected to the root disappears.
//! Normal play: who cannot move loses; misère play: who cannot move wins.
//!
//! AtCoder AGC 017 D and HDU 3094 play it on one tree, HDU 3590 on a forest
//! under misère play, POJ 3710 on several multigraphs (cycles and parallel
//! edges). Everything they share is here: the literal moves on any multigraph
//! ([`moves`]), literal play of a sum of graphs ([`wins`], [`wins_misere`]),
//! random trees ([`random_tree`]), the validator's tree check
//! ([`read_tree_edges`]) and an independent reference for trees too large to
//! search ([`colon_value`]). Each problem's oracle keeps its input format, its
//! output and its own generators (cacti, trees with a one-edge root).

use std::cell::RefCell;

#[cfg(feature = "oracle")]
use judge::Rng;
#[cfg(feature = "oracle")]
use judge::oracle::Reader;

use crate::Game;

/// A position: the edges still connected to the root, vertex 0, each as
/// (smaller end, larger end), sorted. Parallel edges appear once per copy, a
/// loop at `v` as `(v, v)`.
pub type Edges = Vec<(u8, u8)>;

/// The edges of `edges` still connected to vertex 0, in canonical order.
///
/// # Complexity
/// `O(n_edges²)`.
///
/// # Example
/// ```
/// use play::rules::hackenbush::connected_to_root;
/// // 0-1 stays, 2-3 hangs from nothing.
/// assert_eq!(connected_to_root(vec![(2, 3), (0, 1)]), [(0, 1)]);
/// ```
pub fn connected_to_root(mut edges: Edges) -> Edges {
    let mut reached = vec![0u8];
    let mut kept = Edges::new();
    loop {
        let before = kept.len();
        edges.retain(|&(a, b)| {
            if reached.contains(&a) || reached.contains(&b) {
                reached.extend([a, b]);
                kept.push((a, b));
                false
            } else {
                true
            }
        });
        if kept.len() == before {
            kept.sort_unstable();
            return kept;
        }
    }
}

/// Green Hackenbush's moves from `position`: delete any one edge, then
/// everything no longer connected to the root. One option per edge, in the
/// order of `position` (parallel copies give equal options).
///
/// # Complexity
/// `O(n_edges³)`.
///
/// # Example
/// ```
/// use play::rules::hackenbush::{moves, position};
/// // Cutting 1-2 in the path 1-2-3 drops 2-3 as well.
/// let mut options = moves(&position(&[(1, 2), (2, 3)]));
/// options.sort();
/// assert_eq!(options, [vec![], vec![(0, 1)]]);
/// ```
pub fn moves(position: &Edges) -> Vec<Edges> {
    (0..position.len())
        .map(|cut| {
            let mut rest = position.clone();
            rest.remove(cut);
            connected_to_root(rest)
        })
        .collect()
}

/// The position of a graph given by 1-based edges, rooted at vertex 1.
///
/// # Panics
/// If a vertex is 0 or above 256 (literal play is only for small graphs).
///
/// # Example
/// ```
/// use play::rules::hackenbush::position;
/// assert_eq!(position(&[(3, 2), (2, 1), (4, 5)]), [(0, 1), (1, 2)]);
/// ```
pub fn position(edges: &[(u64, u64)]) -> Edges {
    let vertex = |v: u64| {
        v.checked_sub(1)
            .and_then(|v| u8::try_from(v).ok())
            .expect("literal Hackenbush: vertices in 1..=256")
    };
    connected_to_root(
        edges
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (vertex(a), vertex(b));
                (a.min(b), a.max(b))
            })
            .collect(),
    )
}

/// A sum of graphs: the positions of those that still have an edge, sorted.
type Graphs = Vec<Edges>;

/// A move in one graph of the sum; a graph left without an edge is gone.
fn sum_moves(graphs: &Graphs) -> Vec<Graphs> {
    crate::sum_moves(graphs, |graph: &Edges| {
        moves(graph)
            .into_iter()
            .map(|rest| if rest.is_empty() { vec![] } else { vec![rest] })
            .collect()
    })
}

type HackenbushSum = Game<Graphs, fn(&Graphs) -> Vec<Graphs>>;

thread_local! {
    /// Sums already searched (under each play), kept across calls on this
    /// thread (every input of a test run).
    static GAME: RefCell<HackenbushSum> = RefCell::new(Game::new(sum_moves));
}

/// The start of a sum: each graph's position, the empty ones dropped, sorted.
fn sum_position(graphs: &[Vec<(u64, u64)>]) -> Graphs {
    let mut start: Graphs = graphs
        .iter()
        .map(|edges| position(edges))
        .filter(|graph| !graph.is_empty())
        .collect();
    start.sort();
    start
}

/// Does the player to move win the sum of `graphs` (each given by 1-based
/// edges, rooted at its vertex 1) under normal play? Literal play of
/// [`moves`], for any multigraphs (loops and cycles sharing vertices too).
///
/// # Complexity
/// Exponential in the edges: only for a dozen edges or so in all.
///
/// # Example
/// ```
/// use play::rules::hackenbush::wins;
/// // Two leaves on the root: the second player mirrors.
/// assert!(!wins(&[vec![(1, 2), (1, 3)]]));
/// assert!(wins(&[vec![(2, 1)]]));
/// // A triangle at the root is worth one edge; a square nothing.
/// assert!(wins(&[vec![(1, 2), (2, 3), (3, 1)]]));
/// assert!(!wins(&[vec![(1, 2), (2, 3), (3, 4), (4, 1)]]));
/// ```
pub fn wins(graphs: &[Vec<(u64, u64)>]) -> bool {
    let start = sum_position(graphs);
    GAME.with(|game| game.borrow_mut().wins(&start))
}

/// Does the player to move win the sum of `graphs` (as for [`wins`]) under
/// misère play, where the player who cannot move **wins**?
///
/// # Complexity
/// As for [`wins`].
///
/// # Example
/// ```
/// use play::rules::hackenbush::wins_misere;
/// // No edge: the player to move cannot move, and wins.
/// assert!(wins_misere(&[vec![], vec![]]));
/// // One edge: the player to move must cut it, and loses.
/// assert!(!wins_misere(&[vec![(1, 2)]]));
/// ```
pub fn wins_misere(graphs: &[Vec<(u64, u64)>]) -> bool {
    let start = sum_position(graphs);
    GAME.with(|game| game.borrow_mut().wins_misere(&start))
}

/// The edges of a random tree on vertices `1..=n`, in random order and
/// orientation, of a random shape: a path, a star, a caterpillar or a random
/// recursive tree. The labels are shuffled, so the root (vertex 1) may be
/// anywhere in the shape.
///
/// The problems' max-size inputs are drawn with it: its draws from `rng`
/// must not change, or those inputs change.
///
/// # Example
/// ```
/// let mut rng = judge::Rng::new(7);
/// let edges = play::rules::hackenbush::random_tree(&mut rng, 6);
/// assert_eq!(edges.len(), 5);
/// assert!(edges.iter().all(|&(a, b)| (1..=6).contains(&a) && (1..=6).contains(&b)));
/// ```
#[cfg(feature = "oracle")]
pub fn random_tree(rng: &mut Rng, n: usize) -> Vec<(u64, u64)> {
    let shape = rng.below(4);
    let spine = 1 + rng.below(n);
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = match shape {
                0 => v - 1,
                1 => 0,
                2 if v < spine => v - 1,
                2 => rng.below(spine),
                _ => rng.below(v),
            };
            (parent, v)
        })
        .collect();
    let mut labels: Vec<u64> = (1..=n as u64).collect();
    rng.shuffle(&mut labels);
    label_edges(rng, &labels, edges)
}

/// `edges` (on `0..labels.len()`) as an input lists them: in random order,
/// each end `v` written as `labels[v]`, each edge in random orientation.
///
/// # Example
/// ```
/// let mut rng = judge::Rng::new(7);
/// let mut edges = play::rules::hackenbush::label_edges(&mut rng, &[5, 9], vec![(0, 1), (1, 1)]);
/// edges.iter_mut().for_each(|edge| *edge = (edge.0.min(edge.1), edge.0.max(edge.1)));
/// edges.sort();
/// assert_eq!(edges, [(5, 9), (9, 9)]);
/// ```
#[cfg(feature = "oracle")]
pub fn label_edges(
    rng: &mut Rng,
    labels: &[u64],
    mut edges: Vec<(usize, usize)>,
) -> Vec<(u64, u64)> {
    rng.shuffle(&mut edges);
    edges
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (labels[a], labels[b]);
            if rng.chance(1, 2) { (a, b) } else { (b, a) }
        })
        .collect()
}

/// The validator's reading of a tree on `1..=n` after its size: `n − 1`
/// edges, every vertex in range, and no edge joining two vertices already
/// connected (union–find), so that the edges form a tree.
///
/// # Errors
/// A vertex out of range (as [`Reader::int`]), or `edge a b closes a cycle`.
#[cfg(feature = "oracle")]
pub fn read_tree_edges(r: &mut Reader<'_>, n: usize) -> Result<(), String> {
    fn find(leader: &mut [usize], mut v: usize) -> usize {
        while leader[v] != v {
            leader[v] = leader[leader[v]];
            v = leader[v];
        }
        v
    }
    let mut leader: Vec<usize> = (0..n).collect();
    for _ in 1..n {
        let a = r.int(1, n as i128, "vertex")? as usize - 1;
        let b = r.int(1, n as i128, "vertex")? as usize - 1;
        let (ra, rb) = (find(&mut leader, a), find(&mut leader, b));
        if ra == rb {
            return Err(format!("edge {} {} closes a cycle", a + 1, b + 1));
        }
        leader[ra] = rb;
    }
    Ok(())
}

/// Independent reference for trees far out of literal play's reach: the
/// tree's value by the colon principle written out here without `gamecore`
/// — adjacency lists, a breadth-first order from vertex 1, then each
/// vertex's value `XOR over children (child + 1)` in reverse order. `edges`
/// are 1-based, on `1..=n`.
///
/// # Complexity
/// `O(n)`.
///
/// # Example
/// ```
/// use play::rules::hackenbush::colon_value;
/// // A stalk of 2 and a leaf at the root: 2 ^ 1.
/// assert_eq!(colon_value(4, &[(1, 2), (2, 3), (4, 1)]), 3);
/// ```
pub fn colon_value(n: usize, edges: &[(u64, u64)]) -> u64 {
    let mut adjacent = vec![Vec::new(); n + 1];
    for &(a, b) in edges {
        adjacent[a as usize].push(b as usize);
        adjacent[b as usize].push(a as usize);
    }
    let mut parent = vec![0usize; n + 1];
    let mut order = vec![1usize];
    let mut seen = vec![false; n + 1];
    seen[1] = true;
    let mut next = 0;
    while next < order.len() {
        let v = order[next];
        next += 1;
        for &w in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = v;
                order.push(w);
            }
        }
    }
    let mut value = vec![0u64; n + 1];
    for &v in order[1..].iter().rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    value[1]
}

#[cfg(all(test, feature = "oracle"))]
mod tests {
    use super::*;
    use judge::oracle::{Limits, MaxInput, Shape};

    #[test]
    fn hand_checked_moves() {
        // The path 1-2-3: cutting 1-2 drops 2-3 as well.
        let mut options = moves(&position(&[(1, 2), (2, 3)]));
        options.sort();
        assert_eq!(options, [vec![], vec![(0, 1)]]);
        // A triangle at the root: any cut leaves a path of two.
        let triangle = position(&[(1, 2), (2, 3), (3, 1)]);
        assert_eq!(triangle, [(0, 1), (0, 2), (1, 2)]);
        for option in moves(&triangle) {
            assert_eq!(option.len(), 2);
        }
        // Two parallel edges: cutting either leaves the other.
        assert_eq!(
            moves(&position(&[(1, 2), (2, 1)])),
            [vec![(0, 1)], vec![(0, 1)]]
        );
        // A loop at the root goes alone; a loop hanging below goes with its
        // stalk.
        assert_eq!(
            moves(&position(&[(1, 1), (1, 2)])),
            [vec![(0, 1)], vec![(0, 0)]]
        );
        assert_eq!(moves(&position(&[(1, 2), (2, 2)])), [vec![], vec![(0, 1)]]);
        assert!(moves(&Edges::new()).is_empty());
    }

    #[test]
    fn hand_checked_outcomes() {
        // Stalks are Nim heaps: 1 ^ 2 ^ 3 = 0 loses.
        let stalk = |from: u64, len: u64| -> Vec<(u64, u64)> {
            (0..len)
                .map(|i| (if i == 0 { 1 } else { from + i - 1 }, from + i))
                .collect()
        };
        assert!(!wins(&[stalk(2, 1), stalk(2, 2), stalk(2, 3)]));
        assert!(wins(&[stalk(2, 1), stalk(2, 2)]));
        // A tree that is the same stalks on one root: 1 ^ 2 = 3, a win.
        let mut tree = stalk(2, 1);
        tree.extend(stalk(3, 2));
        assert!(wins(&[tree]));
        // Misère: a path of two edges, cut the lower one and the opponent
        // must cut the last.
        assert!(wins_misere(&[vec![(2, 3), (1, 2)]]));
        // Misère on two single edges: the first player cuts one, the other
        // must cut the last: the first player wins.
        assert!(wins_misere(&[vec![(1, 2)], vec![(1, 2)]]));
        // A tree with a triangle hanging below a stalk: 1 + 1 = 2.
        assert!(wins(&[vec![(1, 2), (2, 3), (3, 4), (4, 2)]]));
    }

    #[test]
    fn literal_play_on_trees_matches_the_colon_principle() {
        let mut rng = Rng::new(1707);
        for _ in 0..300 {
            let n = rng.range(1, 9) as usize;
            let edges = random_tree(&mut rng, n);
            assert_eq!(
                wins(std::slice::from_ref(&edges)),
                colon_value(n, &edges) != 0,
                "{edges:?}"
            );
        }
    }

    /// The tree check as a validator: `n`, then [`read_tree_edges`].
    fn validate_tree(input: &str) -> Result<Shape, String> {
        let max = MaxInput {
            describe: "",
            version: 0,
            io_bound: false,
            generate: |_, _, _| {},
            validate: |r, _| {
                let n = r.int(1, 100, "n")? as usize;
                read_tree_edges(r, n)?;
                Ok(Shape {
                    cases: 1,
                    values: n - 1,
                })
            },
            shape: |_| Shape {
                cases: 0,
                values: 0,
            },
            answered: None,
        };
        max.validate(&mut input.as_bytes(), &Limits::default())
    }

    #[test]
    fn random_trees_are_trees() {
        let mut rng = Rng::new(3094);
        for n in 1..40 {
            let mut input = format!("{n}\n");
            for (a, b) in random_tree(&mut rng, n) {
                input += &format!("{a} {b}\n");
            }
            let shape = Shape {
                cases: 1,
                values: n - 1,
            };
            assert_eq!(validate_tree(&input), Ok(shape), "{input}");
        }
    }

    #[test]
    fn the_tree_check_refuses_cycles_and_strangers() {
        assert_eq!(
            validate_tree("4\n1 2\n2 3\n3 1\n"),
            Err("edge 3 1 closes a cycle".into())
        );
        assert_eq!(
            validate_tree("3\n1 2\n2 1\n"),
            Err("edge 2 1 closes a cycle".into())
        );
        assert!(validate_tree("3\n1 2\n2 4\n").is_err());
        assert!(validate_tree("3\n1 2\n").is_err());
    }
}
