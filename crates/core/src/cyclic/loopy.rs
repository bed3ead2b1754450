//! The generalised Sprague–Grundy function of a finite impartial game graph
//! with cycles (C. A. B. Smith, "Graphs and composite games", J. Combin.
//! Theory 1 (1966); A. S. Fraenkel and Y. Yesha, "The generalized
//! Sprague–Grundy function and its invariance under certain mappings",
//! J. Combin. Theory A 43 (1986)), so that sums of loopy games are decided
//! from their components' values, as Nim values decide sums of finite ones.
//!
//! A move goes from a position to one of its successors; who cannot move
//! loses, and a game that never ends is a draw. Every position gets a value
//! ([`Value`]): a number `n`, or `∞(A)` where `A` is the set of the numbers
//! among its options' values. The definition (the "loopy nim value", as
//! restated from Smith): built in stages, a position's value is the mex `m`
//! of its options' values (unknown ones counting as `∞`), provided that
//! every option whose value is not below `m` (an `∞`, or unknown) has an
//! option of value exactly `m` — it "reverses out"; a position that never
//! gets a number this way is `∞(A)`. Then:
//!
//! - the P-positions (the player to move loses) are the value 0; the
//!   N-positions are the values `n > 0` and `∞(A)` with `0 ∈ A`; the draws
//!   are `∞(A)` with `0 ∉ A` ([`Value::outcome`]);
//! - Smith's sum rule ([`sum`]): `x + y` is `x ⊕ y` for numbers; `∞(A) + y`
//!   is `∞(A ⊕ y)` (every element XOR `y`); a sum with two or more `∞`
//!   components is `∞(∅)`, a draw.
//!
//! The restatement read for this module (through the project's search
//! tool) is the math Q&A text mirrored in the Nemotron-CC-Math data set
//! ("Generalized Sprague-Grundy Theorem … first developed by Cedric Smith in
//! the 60s … loopy nim value … ∞(𝒜)"); the citations above are the
//! literature it restates. The rule is checked in `crates/play/tests/loopy_sums.rs`
//! against literal retrograde play of the product graphs of random small
//! graph pairs and triples.
//!
//! # Example
//! ```
//! use gamecore::cyclic::loopy::{sum, values, Outcome, Value};
//! use gamecore::cyclic::retrograde::Csr;
//! // 0 ⇄ 1, and 1 → 2 (2 ends the game): 2 is 0, 1 is N, and 0 can only go
//! // to 1, so 0 is P — no draw here. 3 → 3 (a loop) and 3 → 2.
//! let graph = Csr::new(&[0, 1, 3, 3, 5], &[1, 0, 2, 3, 2]);
//! let v = values(&graph);
//! assert_eq!(v[..3], [Value::Finite(0), Value::Finite(1), Value::Finite(0)]);
//! assert_eq!(v[3], Value::Infinite(vec![0]));
//! assert_eq!(v[3].outcome(), Outcome::N);
//! // Two tokens on 3: whoever leaves the loop first loses, so nobody does.
//! assert_eq!(sum(&[&v[3], &v[3]]).outcome(), Outcome::D);
//! // A token on 3 and one on 1: ∞({0}) + 1 = ∞({1}), a draw.
//! assert_eq!(sum(&[&v[3], &v[1]]), Value::Infinite(vec![1]));
//! ```

use crate::cyclic::retrograde::Graph;

/// A position's generalised Sprague–Grundy value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    /// A number: the position behaves as a Nim heap of this size.
    Finite(usize),
    /// `∞(A)`: the numbers among its options' values, sorted, distinct.
    Infinite(Vec<usize>),
}

/// Who wins with the player to move: `P` the previous player (the one who
/// just moved), `N` the next one, `D` nobody (a draw).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move loses.
    P,
    /// The player to move wins.
    N,
    /// Neither can force a win.
    D,
}

impl Value {
    /// The outcome of a position with this value: `P` for 0, `N` for a
    /// number above 0 or `∞(A)` with `0 ∈ A`, `D` for `∞(A)` with `0 ∉ A`.
    ///
    /// # Complexity
    /// `O(1)` (`A` is sorted).
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::loopy::{Outcome, Value};
    /// assert_eq!(Value::Finite(0).outcome(), Outcome::P);
    /// assert_eq!(Value::Infinite(vec![0, 2]).outcome(), Outcome::N);
    /// assert_eq!(Value::Infinite(vec![1]).outcome(), Outcome::D);
    /// ```
    pub fn outcome(&self) -> Outcome {
        match self {
            Value::Finite(0) => Outcome::P,
            Value::Finite(_) => Outcome::N,
            Value::Infinite(options) if options.first() == Some(&0) => Outcome::N,
            Value::Infinite(_) => Outcome::D,
        }
    }
}

/// The value of a sum of games (a move is made in exactly one component)
/// from its components' values: Smith's rule. Numbers XOR; one `∞(A)`
/// among numbers whose XOR is `s` gives `∞(A ⊕ s)`; two or more `∞`
/// components give `∞(∅)`. An empty sum is 0.
///
/// # Complexity
/// `O(n_components + |A| log |A|)`.
///
/// # Example
/// ```
/// use gamecore::cyclic::loopy::{sum, Value};
/// assert_eq!(sum(&[&Value::Finite(3), &Value::Finite(5)]), Value::Finite(6));
/// let loop_with_exits = Value::Infinite(vec![0, 1]);
/// assert_eq!(sum(&[&loop_with_exits, &Value::Finite(1)]), Value::Infinite(vec![0, 1]));
/// assert_eq!(sum(&[&loop_with_exits, &loop_with_exits]), Value::Infinite(vec![]));
/// ```
pub fn sum(components: &[&Value]) -> Value {
    let mut nim_sum = 0;
    let mut infinite: Option<&Vec<usize>> = None;
    let mut n_infinite = 0;
    for value in components {
        match value {
            Value::Finite(n) => nim_sum ^= n,
            Value::Infinite(options) => {
                n_infinite += 1;
                infinite = Some(options);
            }
        }
    }
    match (n_infinite, infinite) {
        (0, _) => Value::Finite(nim_sum),
        (1, Some(options)) => {
            let mut shifted: Vec<usize> = options.iter().map(|&a| a ^ nim_sum).collect();
            shifted.sort_unstable();
            Value::Infinite(shifted)
        }
        _ => Value::Infinite(Vec::new()),
    }
}

/// Where a position stands while the values are built.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Label {
    Unlabelled,
    Finite(usize),
    Infinite,
}

/// The generalised Sprague–Grundy value of every position of `graph`.
///
/// Fraenkel and Yesha's stages, one per value `m = 0, 1, …`: label `m` every
/// unlabelled position with no option labelled `m` whose every option that
/// is unlabelled or `∞` has an option labelled `m` (as long as one exists);
/// then label `∞` every unlabelled position with no option labelled `m` (it
/// lacks `m` among its options for ever, so no number above `m` can be its
/// value either). An unlabelled position that survives a stage has an
/// option labelled `m`, so there are at most `1 + (greatest out-degree)`
/// stages. Each stage is a backward induction with counters, like
/// [`crate::cyclic::retrograde::outcomes`]: a position's counter holds its options
/// that are unlabelled or `∞` and not yet shown to have an option labelled
/// `m`. Finally each `∞` position gets the numbers among its options.
///
/// # Constraints
/// The graph's predecessors match its out-degrees (see [`Graph`]).
///
/// # Complexity
/// `O((1 + greatest value) · (n_positions + n_edges) + n_edges log n_edges)`
/// time, `O(n_positions + n_edges)` memory; no recursion.
///
/// # Example
/// ```
/// use gamecore::cyclic::loopy::{values, Value};
/// use gamecore::cyclic::retrograde::Csr;
/// // A 3-cycle 0 → 1 → 2 → 0: nobody can stop, every value is ∞(∅).
/// let cycle = Csr::new(&[0, 1, 2, 3], &[1, 2, 0]);
/// assert_eq!(values(&cycle), vec![Value::Infinite(vec![]); 3]);
/// // Nim heaps 0..3 as a graph (n → every smaller heap): values 0, 1, 2.
/// let nim = Csr::new(&[0, 0, 1, 3], &[0, 0, 1]);
/// assert_eq!(values(&nim), [Value::Finite(0), Value::Finite(1), Value::Finite(2)]);
/// ```
pub fn values<G: Graph>(graph: &G) -> Vec<Value> {
    let n_positions = graph.n_positions();
    let mut label = vec![Label::Unlabelled; n_positions];
    let mut n_unlabelled = n_positions;
    // Per stage: has an option labelled m; options still in the way.
    let mut has_m = vec![false; n_positions];
    let mut blocking = vec![0u32; n_positions];
    let mut queue: Vec<usize> = Vec::new();
    let mut m = 0;
    while n_unlabelled > 0 {
        has_m.iter_mut().for_each(|flag| *flag = false);
        blocking.iter_mut().for_each(|count| *count = 0);
        for (position, &stands) in label.iter().enumerate() {
            if !matches!(stands, Label::Finite(_)) {
                graph.for_each_predecessor(position, |before| blocking[before] += 1);
            }
        }
        queue.clear();
        for position in 0..n_positions {
            if label[position] == Label::Unlabelled && blocking[position] == 0 {
                label[position] = Label::Finite(m);
                queue.push(position);
            }
        }
        while let Some(position) = queue.pop() {
            n_unlabelled -= 1;
            graph.for_each_predecessor(position, |before| {
                if has_m[before] {
                    return;
                }
                has_m[before] = true;
                // `before` now reverses out through `position`: no longer in
                // the way of the positions that move to it.
                if !matches!(label[before], Label::Finite(_)) {
                    graph.for_each_predecessor(before, |earlier| {
                        if label[earlier] == Label::Unlabelled {
                            blocking[earlier] -= 1;
                            if blocking[earlier] == 0 && !has_m[earlier] {
                                label[earlier] = Label::Finite(m);
                                queue.push(earlier);
                            }
                        }
                    });
                }
            });
        }
        for position in 0..n_positions {
            if label[position] == Label::Unlabelled && !has_m[position] {
                label[position] = Label::Infinite;
                n_unlabelled -= 1;
            }
        }
        m += 1;
    }
    // ∞(A): the numbers among each infinite position's options.
    let mut options: Vec<Vec<usize>> = vec![Vec::new(); n_positions];
    for position in 0..n_positions {
        if let Label::Finite(value) = label[position] {
            graph.for_each_predecessor(position, |before| {
                if label[before] == Label::Infinite {
                    options[before].push(value);
                }
            });
        }
    }
    label
        .iter()
        .zip(options)
        .map(|(&label, mut finite)| match label {
            Label::Finite(value) => Value::Finite(value),
            _ => {
                finite.sort_unstable();
                finite.dedup();
                Value::Infinite(finite)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cyclic::retrograde::Csr;

    #[test]
    fn a_long_cycle_with_one_exit_needs_no_recursion() {
        // 0 → 1 → … → n − 1 → 0, and n − 1 → n (the end), n odd: down the
        // path from the exit the values alternate 0 (odd positions) and 1
        // (even ones, 0 included), so n − 1, with options 0 and the end, is 2.
        let n = 100_001;
        let mut starts = vec![0];
        let mut targets = Vec::new();
        for v in 0..n {
            targets.push((v + 1) % n);
            if v == n - 1 {
                targets.push(n);
            }
            starts.push(targets.len());
        }
        starts.push(targets.len());
        let v = values(&Csr::new(&starts, &targets));
        assert_eq!(v[n], Value::Finite(0));
        assert_eq!(v[n - 1], Value::Finite(2));
        assert_eq!(v[n - 2], Value::Finite(0));
        assert_eq!(
            (v[0].clone(), v[1].clone()),
            (Value::Finite(1), Value::Finite(0))
        );
    }

    #[test]
    fn a_loop_that_does_not_reverse_is_infinite() {
        // 0 → 1; 1 → 1 (a loop) and 1 → 2; 2 → 3, the end. 3 is 0 and 2 is
        // 1. From 1 the mex would be 0, but its loop never reverses to 0:
        // 1 is ∞({1}), a draw (leaving hands the opponent a 1); 0, whose only
        // option is an ∞ without 0, is ∞(∅).
        let graph = Csr::new(&[0, 1, 3, 4, 4], &[1, 1, 2, 3]);
        let v = values(&graph);
        assert_eq!(
            v,
            [
                Value::Infinite(vec![]),
                Value::Infinite(vec![1]),
                Value::Finite(1),
                Value::Finite(0)
            ]
        );
    }
}
