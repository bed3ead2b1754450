//! The scoring engine: the value of a position of a scoring rule, the
//! mover's final advantage under optimal play by both players (negamax),
//! computed with an explicit stack (never the call stack) and kept in one
//! hash map, each position once (after `canon`).
//!
//! The value of a position without options is `end(p)` (0 without an
//! `end`); otherwise the best, over its options, of `points − value(next)`,
//! or `points + value(next)` for an option after which the mover moves
//! again. Its sign is the outcome: the mover ends ahead, behind, or level.
//!
//! ```
//! use explore::engines::scoring::Values;
//! use explore::source::scoring::ScoreMoves;
//! // EDPC L's first sample: take either end of 10 80 90 30.
//! const ROW: [i64; 4] = [10, 80, 90, 30];
//! fn moves(&(l, r): &(usize, usize)) -> Vec<(i64, (usize, usize))> {
//!     if l == r { return vec![]; }
//!     vec![(ROW[l], (l + 1, r)), (ROW[r - 1], (l, r - 1))]
//! }
//! let mut values = Values::new(ScoreMoves::Pass(moves), None, None, 1 << 20);
//! assert_eq!(values.value(&(0, 4)), Ok(10));
//! ```
//!
//! # Complexity
//! One call of `moves` per position met and one hash lookup per option;
//! memory: the positions met, once each, and the options of the positions
//! on the stack (one shared buffer).

use std::collections::HashMap;
use std::hash::Hash;

use crate::source::scoring::{ScoreMoves, ScoreOut, Scored};

/// Why a value could not be computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Halt<P> {
    /// The positions on a cycle, from the first back to itself: a scoring
    /// game whose play can return to a position has no value here.
    Cycle(Vec<P>),
    /// The budget of positions was reached (the last position entered).
    Full(P, usize),
    /// A total left `i64` at this position.
    Overflow(P),
}

/// A position's state in the memo.
#[derive(Clone, Copy)]
enum State {
    OnPath,
    Done(i64),
}

/// A position on the explicit stack: its options are `buffer[first..end]`,
/// `next` the one to value next, `best` the best through the options valued.
struct Frame<P> {
    position: P,
    first: usize,
    end: usize,
    next: usize,
    best: Option<i64>,
}

/// The values of a scoring rule's positions, each stored once.
pub struct Values<P> {
    moves: ScoreMoves<P>,
    end: Option<fn(&P) -> i64>,
    canon: Option<fn(P) -> P>,
    memo: HashMap<P, State>,
    max_positions: usize,
    buffer: ScoreOut<P>,
    frames: Vec<Frame<P>>,
    /// Every position in the order it was valued, when asked for
    /// ([`Values::recording`]).
    order: Option<Vec<P>>,
}

impl<P: Clone + Eq + Hash> Values<P> {
    /// Nothing computed yet; at most `max_positions` positions stored.
    pub fn new(
        moves: ScoreMoves<P>,
        end: Option<fn(&P) -> i64>,
        canon: Option<fn(P) -> P>,
        max_positions: usize,
    ) -> Self {
        Values {
            moves,
            end,
            canon,
            memo: HashMap::new(),
            max_positions,
            buffer: ScoreOut::default(),
            frames: Vec::new(),
            order: None,
        }
    }

    /// Keeps the order in which positions are valued, for [`Values::valued`].
    pub fn recording(mut self) -> Self {
        self.order = Some(Vec::new());
        self
    }

    /// Every position valued (after `canon`) with its value, in the order
    /// they were valued, when the engine was [`Values::recording`]; else
    /// none.
    pub fn valued(&self) -> Vec<(&P, i64)> {
        let order = self.order.as_deref().unwrap_or_default();
        order
            .iter()
            .filter_map(|p| match self.memo.get(p)? {
                State::Done(v) => Some((p, *v)),
                State::OnPath => None,
            })
            .collect()
    }

    /// Stores `p`'s value (and its place in the order, when recording).
    fn done(&mut self, p: P, v: i64) {
        if let Some(order) = &mut self.order {
            order.push(p.clone());
        }
        self.memo.insert(p, State::Done(v));
    }

    fn canon(&self, p: P) -> P {
        match self.canon {
            Some(c) => c(p),
            None => p,
        }
    }

    /// How many positions are stored.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// The options of `p` as the rule gives them (before `canon`).
    pub fn options(&self, p: &P) -> Vec<Scored<P>> {
        self.moves.options(p)
    }

    /// What the mover of `p` scores where no move is left.
    fn end_of(&self, p: &P) -> i64 {
        self.end.map_or(0, |f| f(p))
    }

    /// The mover's final advantage through `option`: its points, then the
    /// value of what it leaves, for the same player (moved again) or against
    /// the other.
    pub fn through(&mut self, option: &Scored<P>) -> Result<i64, Halt<P>> {
        let rest = self.value(&option.next)?;
        combine(option.points, option.again, rest)
            .ok_or_else(|| Halt::Overflow(option.next.clone()))
    }

    /// The value of `p` (after `canon`), computing what it needs.
    pub fn value(&mut self, p: &P) -> Result<i64, Halt<P>> {
        let root = self.canon(p.clone());
        if let Some(&State::Done(v)) = self.memo.get(&root) {
            return Ok(v);
        }
        let result = self.search(root);
        if result.is_err() {
            // Forget the positions left on the path, so that the values can
            // be asked for again.
            for frame in std::mem::take(&mut self.frames) {
                self.memo.remove(&frame.position);
            }
            self.buffer.options.clear();
        }
        result
    }

    fn enter(&mut self, p: P) -> Result<Option<i64>, Halt<P>> {
        if self.memo.len() >= self.max_positions {
            return Err(Halt::Full(p, self.max_positions));
        }
        let first = self.buffer.options.len();
        self.moves.push_options(&p, &mut self.buffer);
        let end = self.buffer.options.len();
        if first == end {
            let v = self.end_of(&p);
            self.done(p, v);
            return Ok(Some(v));
        }
        self.memo.insert(p.clone(), State::OnPath);
        self.frames.push(Frame {
            position: p,
            first,
            end,
            next: first,
            best: None,
        });
        Ok(None)
    }

    fn search(&mut self, root: P) -> Result<i64, Halt<P>> {
        if let Some(v) = self.enter(root)? {
            return Ok(v);
        }
        loop {
            let top = self.frames.last_mut().expect("a frame is on the stack");
            let rest = if top.next == top.end {
                // Every option valued: the position's value goes to the
                // option of its parent being valued.
                let frame = self.frames.pop().expect("the top frame");
                let v = frame.best.expect("a position with options has a best");
                self.buffer.options.truncate(frame.first);
                self.done(frame.position, v);
                if self.frames.is_empty() {
                    return Ok(v);
                }
                v
            } else {
                let option = &self.buffer.options[top.next];
                let next = match self.canon {
                    Some(c) => c(option.next.clone()),
                    None => option.next.clone(),
                };
                match self.memo.get(&next) {
                    Some(&State::Done(v)) => v,
                    Some(State::OnPath) => {
                        let at = self
                            .frames
                            .iter()
                            .position(|f| f.position == next)
                            .expect("a position on the path has a frame");
                        let mut path: Vec<P> = self.frames[at..]
                            .iter()
                            .map(|f| f.position.clone())
                            .collect();
                        path.push(next);
                        return Err(Halt::Cycle(path));
                    }
                    None => match self.enter(next)? {
                        Some(v) => v,
                        None => continue,
                    },
                }
            };
            // The option at `next` of the frame on top is valued.
            let top = self.frames.last_mut().expect("a frame is on the stack");
            let option = &self.buffer.options[top.next];
            let through = combine(option.points, option.again, rest)
                .ok_or_else(|| Halt::Overflow(top.position.clone()))?;
            top.best = Some(top.best.map_or(through, |b| b.max(through)));
            top.next += 1;
        }
    }
}

/// `points + rest` after a move again, `points − rest` otherwise; `None` on
/// overflow.
fn combine(points: i64, again: bool, rest: i64) -> Option<i64> {
    if again {
        points.checked_add(rest)
    } else {
        points.checked_sub(rest)
    }
}
