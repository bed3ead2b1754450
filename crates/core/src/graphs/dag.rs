//! Grundy values of every vertex of a directed acyclic graph, for games where
//! a piece slides along an edge (HDU 1524 "A Chess Game").
//!
//! A vertex's value is the mex of its successors' values (the definition of
//! the Grundy value, with a move = one edge); a vertex without successors has
//! value 0. By the Sprague–Grundy theorem, several pieces on the graph (a move
//! slides one of them) form a sum of games whose value is the XOR of the
//! pieces' vertices' values; pieces may share a vertex.
//!
//! The values are computed by a depth-first search with an explicit stack, so
//! a path of any length (1000 vertices, or millions) never touches the
//! thread's call stack; a cycle is found and reported instead of looping.
//! [`grundy_values_csr`] takes the graph in compressed form (one array of
//! targets and where each vertex's start), as a solution reads it.

use crate::sg::mex::Mex;

/// A cycle found in a graph that should be acyclic.
///
/// # Example
/// ```
/// use gamecore::graphs::dag::{grundy_values, Cycle};
/// let successors = vec![vec![1], vec![2], vec![1]];
/// let Cycle { vertex } = grundy_values(&successors).unwrap_err();
/// assert!(vertex == 1 || vertex == 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cycle {
    /// A vertex that can reach itself.
    pub vertex: usize,
}

/// Where a vertex stands in the search.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    New,
    /// On the search stack: reaching it again closes a cycle.
    Open,
    Done,
}

/// The Grundy value of every vertex of the graph whose vertex `v` has the
/// successors `successors[v]` (vertices `0..successors.len()`), or the
/// [`Cycle`] that keeps the graph from being acyclic.
///
/// Value of `v` = mex { value of `w` : `w` in `successors[v]` }; repeated
/// successors (parallel edges) count once, as the mex only sees a set.
///
/// # Constraints
/// Every successor is below `successors.len()`.
///
/// # Panics
/// If a successor is `successors.len()` or more.
///
/// # Complexity
/// `O(n_vertices + n_edges)` time; `O(n_vertices)` memory besides the input
/// (the explicit stack holds at most one frame per vertex), none of it on the
/// call stack.
///
/// # Example
/// ```
/// use gamecore::graphs::dag::grundy_values;
/// // HDU 1524's sample graph: 0 → 1, 2; 2 → 3.
/// let successors = vec![vec![1, 2], vec![], vec![3], vec![]];
/// assert_eq!(grundy_values(&successors), Ok(vec![2, 0, 1, 0]));
/// // A path of 100 000 vertices, each pointing to the next: no stack overflow.
/// let path: Vec<Vec<usize>> = (0..100_000).map(|v| if v + 1 < 100_000 { vec![v + 1] } else { vec![] }).collect();
/// let values = grundy_values(&path).unwrap();
/// assert_eq!((values[0], values[1]), (1, 0));
/// ```
pub fn grundy_values<L: AsRef<[usize]>>(successors: &[L]) -> Result<Vec<usize>, Cycle> {
    search(successors.len(), |vertex| successors[vertex].as_ref())
}

/// [`grundy_values`] for a graph in compressed form, as a solution reads it
/// without a list per vertex: the successors of `v` are
/// `targets[starts[v]..starts[v + 1]]`, for the vertices `0..starts.len() − 1`.
///
/// # Constraints
/// `starts` is non-empty, non-decreasing, and ends at `targets.len()`; every
/// target is below `starts.len() − 1`.
///
/// # Panics
/// If `starts` is empty, decreases, or does not end at `targets.len()`, or a
/// target is out of range.
///
/// # Complexity
/// `O(n_vertices + n_edges)` time, `O(n_vertices)` memory besides the input;
/// no recursion.
///
/// # Example
/// ```
/// use gamecore::graphs::dag::grundy_values_csr;
/// // 0 → 1, 2; 2 → 3 (HDU 1524's sample graph).
/// assert_eq!(grundy_values_csr(&[0, 2, 2, 3, 3], &[1, 2, 3]), Ok(vec![2, 0, 1, 0]));
/// ```
pub fn grundy_values_csr(starts: &[usize], targets: &[usize]) -> Result<Vec<usize>, Cycle> {
    assert!(
        !starts.is_empty(),
        "dag::grundy_values_csr: `starts` is empty"
    );
    assert!(
        starts.windows(2).all(|pair| pair[0] <= pair[1])
            && starts[starts.len() - 1] == targets.len(),
        "dag::grundy_values_csr: `starts` must be non-decreasing and end at targets.len() = {}",
        targets.len()
    );
    search(starts.len() - 1, |vertex| {
        &targets[starts[vertex]..starts[vertex + 1]]
    })
}

/// The depth-first search behind [`grundy_values`] and [`grundy_values_csr`].
fn search<'a, F>(n_vertices: usize, successors: F) -> Result<Vec<usize>, Cycle>
where
    F: Fn(usize) -> &'a [usize],
{
    for vertex in 0..n_vertices {
        for &next in successors(vertex) {
            assert!(
                next < n_vertices,
                "dag::grundy_values: successor {} of a graph with {} vertices",
                next,
                n_vertices
            );
        }
    }
    let mut marks = vec![Mark::New; n_vertices];
    let mut values = vec![0usize; n_vertices];
    let mut mex = Mex::new();
    // Each frame: a vertex and how many of its successors are done.
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in 0..n_vertices {
        if marks[root] != Mark::New {
            continue;
        }
        marks[root] = Mark::Open;
        stack.push((root, 0));
        while let Some(top) = stack.last_mut() {
            let (vertex, next_idx) = *top;
            let list = successors(vertex);
            if let Some(&next) = list.get(next_idx) {
                top.1 += 1;
                match marks[next] {
                    Mark::Done => {}
                    Mark::Open => return Err(Cycle { vertex: next }),
                    Mark::New => {
                        marks[next] = Mark::Open;
                        stack.push((next, 0));
                    }
                }
            } else {
                // Every successor is done: the definition, once.
                values[vertex] = mex.of(list.iter().map(|&next| values[next]));
                marks[vertex] = Mark::Done;
                stack.pop();
            }
        }
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// A small deterministic generator (SplitMix64).
    struct SplitMix(u64);

    impl SplitMix {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % n as u64) as usize
        }
    }

    /// The value by its definition, recursively, with a set for the mex.
    fn naive(vertex: usize, successors: &[Vec<usize>]) -> usize {
        let reachable: HashSet<usize> = successors[vertex]
            .iter()
            .map(|&next| naive(next, successors))
            .collect();
        (0..).find(|value| !reachable.contains(value)).unwrap()
    }

    /// A random acyclic graph: edges go from a vertex to vertices later in a
    /// random order, some twice.
    fn random_dag(rng: &mut SplitMix, n_vertices: usize) -> Vec<Vec<usize>> {
        let mut order: Vec<usize> = (0..n_vertices).collect();
        for i in (1..n_vertices).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut successors = vec![Vec::new(); n_vertices];
        for from in 0..n_vertices {
            for to in from + 1..n_vertices {
                if rng.below(3) == 0 {
                    successors[order[from]].push(order[to]);
                    if rng.below(6) == 0 {
                        successors[order[from]].push(order[to]);
                    }
                }
            }
        }
        successors
    }

    #[test]
    fn matches_the_definition_on_random_dags() {
        let mut rng = SplitMix(1524);
        for _ in 0..500 {
            let n_vertices = rng.below(13);
            let successors = random_dag(&mut rng, n_vertices);
            let expected: Vec<usize> = (0..n_vertices).map(|v| naive(v, &successors)).collect();
            assert_eq!(grundy_values(&successors), Ok(expected), "{successors:?}");
        }
    }

    #[test]
    fn the_compressed_form_gives_the_same_values() {
        let mut rng = SplitMix(2960);
        for _ in 0..300 {
            let n_vertices = rng.below(13);
            let successors = random_dag(&mut rng, n_vertices);
            let mut starts = vec![0];
            let mut targets = Vec::new();
            for list in &successors {
                targets.extend(list);
                starts.push(targets.len());
            }
            assert_eq!(
                grundy_values_csr(&starts, &targets),
                grundy_values(&successors)
            );
        }
        assert_eq!(grundy_values_csr(&[0, 1], &[0]), Err(Cycle { vertex: 0 }));
    }

    #[test]
    #[should_panic(expected = "non-decreasing")]
    fn bad_starts_are_refused() {
        let _ = grundy_values_csr(&[0, 2, 1], &[0]);
    }

    #[test]
    fn cycles_are_reported() {
        assert_eq!(grundy_values(&[vec![0]]), Err(Cycle { vertex: 0 }));
        let err = grundy_values(&[vec![], vec![2], vec![3], vec![1, 0]]).unwrap_err();
        assert!([1, 2, 3].contains(&err.vertex), "{err:?}");
        let mut rng = SplitMix(2425);
        for _ in 0..200 {
            let n_vertices = 2 + rng.below(10);
            let mut successors = random_dag(&mut rng, n_vertices);
            // A back edge along some path closes a cycle: add the edge w → v
            // for an edge v → w.
            let from = (0..n_vertices).find(|&v| !successors[v].is_empty());
            if let Some(v) = from {
                let w = successors[v][0];
                successors[w].push(v);
                let err = grundy_values(&successors).unwrap_err();
                // The reported vertex can reach itself.
                let mut seen = vec![false; n_vertices];
                let mut todo = successors[err.vertex].clone();
                while let Some(x) = todo.pop() {
                    if !seen[x] {
                        seen[x] = true;
                        todo.extend(&successors[x]);
                    }
                }
                assert!(seen[err.vertex], "{successors:?} {err:?}");
            }
        }
    }

    #[test]
    fn long_paths_and_full_graphs_need_no_call_stack() {
        let worker = std::thread::Builder::new()
            .stack_size(64 * 1024)
            .spawn(|| {
                let n = 300_000;
                // Edges point backwards, so the search from vertex n − 1 goes
                // all the way down before any vertex is done.
                let path: Vec<Vec<usize>> = (0..n)
                    .map(|v| if v > 0 { vec![v - 1] } else { vec![] })
                    .collect();
                let values = grundy_values(&path).unwrap();
                assert!(values.iter().enumerate().all(|(v, &g)| g == v % 2));
                // The complete DAG on 1000 vertices: vertex v reaches all
                // w < v, so its value is v (as in Nim).
                let full: Vec<Vec<usize>> = (0..1000).map(|v| (0..v).rev().collect()).collect();
                let values = grundy_values(&full).unwrap();
                assert!(values.iter().enumerate().all(|(v, &g)| g == v));
            })
            .unwrap();
        worker.join().unwrap();
    }

    #[test]
    #[should_panic(expected = "successor 3 of a graph with 3 vertices")]
    fn a_successor_out_of_range_is_refused() {
        let _ = grundy_values(&[vec![1], vec![3], vec![]]);
    }
}
