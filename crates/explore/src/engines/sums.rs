//! Sums of positions under normal play: a sum's value is the XOR of its
//! components' values (Sprague–Grundy); a move replaces one component by
//! the parts of one of its options, and it wins exactly when the sum it
//! leaves has value 0. What `--moves` and `--play` judge a sum with (their
//! reports are [`crate::report::moves`] and [`crate::report::play`]).

use std::fmt::Debug;
use std::hash::Hash;

use super::literal::Search;
use super::table::Engine;
use crate::source::position::Position;

/// One move of a sum: component `component` (0-based) replaced by `parts`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move<P> {
    pub component: usize,
    pub parts: Vec<P>,
}

impl<P: Clone> Move<P> {
    /// The sum the move leaves.
    pub fn apply(&self, sum: &[P]) -> Vec<P> {
        let mut next = sum[..self.component].to_vec();
        next.extend_from_slice(&self.parts);
        next.extend_from_slice(&sum[self.component + 1..]);
        next
    }
}

/// What `--moves` needs of a rule: its options.
pub trait Rules<P> {
    /// The options as the rule gives them (the moves listed).
    fn options(&mut self, p: &P) -> Vec<Vec<P>>;
    /// The options the literal search walks (a family's after `canon`).
    fn search_options(&mut self, p: &P) -> Vec<Vec<P>> {
        self.options(p)
    }
}

/// Under normal play, values too.
pub trait Valued<P>: Rules<P> {
    fn value(&mut self, p: &P) -> Result<u32, String>;
}

impl<P: Position, F: FnMut(P) -> Vec<Vec<P>>> Rules<P> for Engine<P, F> {
    fn options(&mut self, p: &P) -> Vec<Vec<P>> {
        Engine::options(self, *p)
    }
}

impl<P: Position, F: FnMut(P) -> Vec<Vec<P>>> Valued<P> for Engine<P, F> {
    fn value(&mut self, p: &P) -> Result<u32, String> {
        Engine::value(self, *p).map_err(|e| e.to_string())
    }
}

/// A closure as [`Rules`]: the options listed are those searched.
pub(crate) struct Same<'a, F>(pub(crate) &'a mut F);

impl<P, F: FnMut(&P) -> Vec<Vec<P>>> Rules<P> for Same<'_, F> {
    fn options(&mut self, p: &P) -> Vec<Vec<P>> {
        (self.0)(p)
    }
}

/// The components' values and the sum's.
pub fn values<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: &[P],
) -> Result<(Vec<u32>, u32), String> {
    values_of(engine, sum)
}

pub(crate) fn values_of<P>(v: &mut impl Valued<P>, sum: &[P]) -> Result<(Vec<u32>, u32), String> {
    let values = sum
        .iter()
        .map(|p| v.value(p))
        .collect::<Result<Vec<u32>, String>>()?;
    let total = values.iter().fold(0, |x, &v| x ^ v);
    Ok((values, total))
}

/// Every move of `sum` to a sum of value 0, component by component, each
/// component's options in the rule's order.
pub fn winning_moves<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: &[P],
) -> Result<Vec<Move<P>>, String> {
    winning_moves_of(engine, sum)
}

pub(crate) fn winning_moves_of<P>(
    v: &mut impl Valued<P>,
    sum: &[P],
) -> Result<Vec<Move<P>>, String> {
    let (values, total) = values_of(v, sum)?;
    let mut moves = Vec::new();
    if total == 0 {
        return Ok(moves);
    }
    for (component, (p, &g)) in sum.iter().zip(&values).enumerate() {
        let target = g ^ total;
        for parts in v.options(p) {
            let mut x = 0;
            for q in &parts {
                x ^= v.value(q)?;
            }
            if x == target {
                moves.push(Move { component, parts });
            }
        }
    }
    Ok(moves)
}

/// In a lost sum, the first move whose sum lasts longest (and how long).
pub(crate) fn longest_hold_out<P: Clone + Eq + Hash + Debug>(
    search: &mut Search<P>,
    rules: &mut impl Rules<P>,
    sum: &[P],
) -> Option<(Move<P>, u32)> {
    let mut best: Option<(Move<P>, u32)> = None;
    for (component, p) in sum.iter().enumerate() {
        for parts in rules.options(p) {
            let m = Move { component, parts };
            let r = search
                .outcome(&m.apply(sum), &mut |p: &P| rules.search_options(p))
                .ok()?
                .remoteness;
            if best.as_ref().is_none_or(|(_, b)| r > *b) {
                best = Some((m, r));
            }
        }
    }
    best
}
