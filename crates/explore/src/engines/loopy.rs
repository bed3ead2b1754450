//! `--loopy`: a rule whose moves cycle, valued by the generalised
//! Sprague–Grundy function (C. A. B. Smith 1966; Fraenkel and Yesha 1986) as
//! `gamecore::cyclic::loopy` computes it, instead of the engine's cycle error.
//!
//! Every position the rule reaches from the table's range (heaps
//! `0..=upto`, or the box of pairs, and the components of `--moves`) is
//! listed breadth first — iteratively, and refused past [`MAX_POSITIONS`] —,
//! the moves are stored in compressed form and `gamecore::cyclic::loopy::values`
//! gives each position a number `n` or `∞(A)`, `A` the numbers among its
//! options' values. The reached set is closed under moves, so every value
//! is exact (a finite computation); a pattern read from the table is only
//! *apparent*.
//!
//! Notation (the literature's, Fraenkel's `∞(K)`): a number is written as
//! it is, an infinite value as `∞(0,2)`, `∞(∅)` when no option has a
//! number. The outcome classes: `P` (value 0, the player to move loses),
//! `N` (a number above 0, or `∞(A)` with 0 in `A`: the player to move wins)
//! and `D` (`∞(A)` with 0 not in `A`: a draw, neither can force a win).
//!
//! A move that splits a position into several parts leaves a *sum*, and a
//! sum of loopy games is not one position of a graph of single positions:
//! its value is not a function of the parts' values inside the staged
//! definition (a position's value depends on its options' options, and a
//! sum's options range over every component). Computing it soundly would
//! need the graph of multisets of positions, so `--loopy` refuses a rule
//! with a multi-part option, naming the position. An option that leaves
//! nothing (`vec![]`) is a move to the empty game (value 0). Sums typed on
//! the command line (`--moves`) are decided by Smith's sum rule
//! (`gamecore::cyclic::loopy::sum`), which is a theorem for sums of graph positions.

use std::collections::HashMap;

use gamecore::cyclic::loopy::{self as gsg, Value};
use gamecore::cyclic::retrograde::Csr;

use super::sums::Move;
use crate::source::position::{Position, show};

/// Positions `--loopy` lists before it refuses (the graph and its values
/// then take a few hundred megabytes at most).
pub const MAX_POSITIONS: usize = 1 << 21;

/// The node of the empty game (what an option that leaves nothing leads to).
const END: usize = 0;

/// The reached graph of a rule and its generalised values.
pub struct Loopy<P> {
    /// Node `k ≥ 1` is `positions[k - 1]`; node 0 is the empty game.
    positions: Vec<P>,
    index: HashMap<P, usize>,
    starts: Vec<usize>,
    targets: Vec<usize>,
    values: Vec<Value>,
}

impl<P: Position> Loopy<P> {
    /// Lists every position reachable from `roots` under `rule`, breadth
    /// first, and values them. An error (one sentence) for a multi-part
    /// option or more than `cap` positions.
    pub fn new<F: FnMut(P) -> Vec<Vec<P>>>(
        rule: &mut F,
        roots: impl IntoIterator<Item = P>,
        cap: usize,
    ) -> Result<Self, String> {
        let mut positions: Vec<P> = Vec::new();
        let mut index: HashMap<P, usize> = HashMap::new();
        let mut add = |p: P, positions: &mut Vec<P>| -> Result<usize, String> {
            if let Some(&k) = index.get(&p) {
                return Ok(k);
            }
            if positions.len() >= cap {
                return Err(format!(
                    "--loopy: the rule reaches more than {cap} positions from the table's range (the last: {}); the generalised values need a finite graph: use a smaller --upto or --box",
                    show(p)
                ));
            }
            positions.push(p);
            index.insert(p, positions.len());
            Ok(positions.len())
        };
        for p in roots {
            add(p, &mut positions)?;
        }
        // The empty game: no moves.
        let mut starts = vec![0, 0];
        let mut targets = Vec::new();
        let mut at = 0;
        while at < positions.len() {
            let p = positions[at];
            for parts in rule(p) {
                let target = match parts[..] {
                    [] => END,
                    [q] => add(q, &mut positions)?,
                    _ => {
                        let parts: Vec<String> = parts.iter().map(|&q| show(q)).collect();
                        return Err(format!(
                            "--loopy: {} has an option that leaves {} parts ({}); the generalised values are computed on a graph of single positions, and a sum of loopy games is not one such position, so --loopy takes rules whose every option leaves one part or nothing",
                            show(p),
                            parts.len(),
                            parts.join(" + ")
                        ));
                    }
                };
                targets.push(target);
            }
            starts.push(targets.len());
            at += 1;
        }
        let values = gsg::values(&Csr::new(&starts, &targets));
        Ok(Loopy {
            positions,
            index,
            starts,
            targets,
            values,
        })
    }

    /// How many positions were reached (the empty game not counted).
    pub fn reached(&self) -> usize {
        self.positions.len()
    }

    /// How many moves the reached positions have.
    pub fn n_moves(&self) -> usize {
        self.targets.len()
    }

    /// The value of a reached position (`None` if it was not reached).
    pub fn value(&self, p: P) -> Option<&Value> {
        self.index.get(&p).map(|&k| &self.values[k])
    }

    /// The options of a reached position, in the rule's order: each the
    /// part it leaves (`None`: nothing) and its value.
    pub fn options(&self, p: P) -> Vec<(Option<P>, &Value)> {
        let k = self.index[&p];
        self.targets[self.starts[k]..self.starts[k + 1]]
            .iter()
            .map(|&t| {
                let part = (t != END).then(|| self.positions[t - 1]);
                (part, &self.values[t])
            })
            .collect()
    }
}

/// A move of a sum and the value of the sum it leaves.
pub struct Judged<P> {
    pub r#move: Move<P>,
    pub leaves: Value,
}

/// Every move of `sum` (component by component, each component's options in
/// the rule's order) with the value, by Smith's sum rule, of what it leaves.
pub fn judged_moves<P: Position>(graph: &Loopy<P>, sum: &[P]) -> Vec<Judged<P>> {
    let values: Vec<&Value> = sum
        .iter()
        .map(|&p| graph.value(p).expect("the sum is reached"))
        .collect();
    let mut judged = Vec::new();
    for (component, &p) in sum.iter().enumerate() {
        for (part, value) in graph.options(p) {
            let mut after = values.clone();
            after[component] = value;
            judged.push(Judged {
                r#move: Move {
                    component,
                    parts: part.into_iter().collect(),
                },
                leaves: gsg::sum(&after),
            });
        }
    }
    judged
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multi_part_options_and_the_cap_are_refused() {
        let mut split = |n: u64| if n >= 2 { vec![vec![1, n - 1]] } else { vec![] };
        let err = Loopy::new(&mut split, 0..5, 100).err().unwrap();
        assert!(
            err.contains("2 has an option that leaves 2 parts (1 + 1)"),
            "{err}"
        );
        let mut up = |n: u64| vec![vec![n + 1]];
        let err = Loopy::new(&mut up, 0..1, 1000).err().unwrap();
        assert!(err.contains("more than 1000 positions"), "{err}");
    }
}
