//! Partisan rules: a game written as two Rust functions, `left` and `right`
//! (Left's and Right's options, each the list of parts the move leaves, as
//! for `moves`), explored by canonical forms (`play::partisan`'s arena):
//! each position's canonical form in CGSuite's notation (`1/2`, `*`, `{1|0}`,
//! `↑`), its outcome class (`L`, `R`, `N`, `P`), whether every value is a
//! number, and `--moves POS --side left|right`: the good moves of a sum.
//!
//! ```
//! // Cutcake: Left splits the width, Right the height.
//! fn left((w, h): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
//!     (1..w).map(|i| vec![(i, h), (w - i, h)]).collect()
//! }
//! fn right((w, h): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
//!     (1..h).map(|j| vec![(w, j), (w, h - j)]).collect()
//! }
//! let mut values = explore::engines::partisan::Values::new(left, right);
//! let v = values.value((4, 1)).unwrap();
//! assert_eq!(values.display(v), "3");
//! ```
//!
//! The rule's positions are walked with an explicit stack (never the call
//! stack), and a cycle is an error naming its positions, as in the impartial
//! engine. The arena's own comparisons and sums recurse, as deep as the
//! games' birthdays: a position's game tree is bounded by [`MAX_HEIGHT`]
//! (checked, an error past it), and the work runs on a thread with a stack
//! large enough for that bound.

use std::collections::HashMap;

use play::partisan::{GameId, Games};

use super::sums::Move;
use super::table::Cycle;
use crate::source::position::{Position, show};

/// The largest game-tree height (the longest play, counting both players'
/// moves and a sum's parts one after another) a position may have: the
/// arena's comparisons recurse that deep.
pub const MAX_HEIGHT: u64 = 2_000;

/// Why a position could not be valued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error<P> {
    Cycle(Cycle<P>),
    TooHigh { position: P },
}

impl<P: Position> std::fmt::Display for Error<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Cycle(cycle) => cycle.fmt(f),
            Error::TooHigh { position } => write!(
                f,
                "position {}: its game tree is more than {MAX_HEIGHT} moves high, past the canonical-form explorer's bound",
                show(*position)
            ),
        }
    }
}

enum State {
    OnPath,
    Done { value: GameId, height: u64 },
}

struct Frame<P> {
    pos: P,
    /// Left's options, then Right's; `split` of them are Left's.
    options: Vec<Vec<P>>,
    split: usize,
    /// The first option (and part) not yet known.
    option: usize,
    part: usize,
}

/// Canonical values of a partisan rule's positions, computed on demand (an
/// explicit stack over the rule's positions) into a [`Games`] arena.
pub struct Values<P, L, R> {
    left: L,
    right: R,
    /// The arena: every value is one of its canonical games.
    pub games: Games,
    states: HashMap<P, State>,
}

impl<P: Position, L: FnMut(P) -> Vec<Vec<P>>, R: FnMut(P) -> Vec<Vec<P>>> Values<P, L, R> {
    pub fn new(left: L, right: R) -> Self {
        Values {
            left,
            right,
            games: Games::new(),
            states: HashMap::new(),
        }
    }

    /// Left's options of `p` (`left`) or Right's, as the rule gives them.
    pub fn options(&mut self, p: P, left: bool) -> Vec<Vec<P>> {
        if left {
            (self.left)(p)
        } else {
            (self.right)(p)
        }
    }

    /// CGSuite's notation for a value.
    pub fn display(&mut self, g: GameId) -> String {
        self.games.display(g)
    }

    fn known(&self, p: P) -> Option<(GameId, u64)> {
        match self.states.get(&p) {
            Some(&State::Done { value, height }) => Some((value, height)),
            _ => None,
        }
    }

    /// The canonical value of a sum of positions.
    pub fn sum(&mut self, parts: &[P]) -> Result<GameId, Error<P>> {
        let mut total = self.games.zero();
        for &p in parts {
            let v = self.value(p)?;
            total = self.games.add(total, v);
        }
        Ok(total)
    }

    /// The canonical value of `root`, computing what it needs.
    pub fn value(&mut self, root: P) -> Result<GameId, Error<P>> {
        if let Some((v, _)) = self.known(root) {
            return Ok(v);
        }
        let mut frames = vec![self.enter(root)];
        loop {
            let top = frames.last_mut().expect("a frame is on the stack");
            let mut next = None;
            while let Some(parts) = top.options.get(top.option) {
                if let Some(&q) = parts.get(top.part) {
                    match self.states.get(&q) {
                        Some(State::Done { .. }) => top.part += 1,
                        Some(State::OnPath) => {
                            let start = frames.iter().position(|f| f.pos == q).unwrap_or(0);
                            let mut path: Vec<P> = frames[start..].iter().map(|f| f.pos).collect();
                            path.push(q);
                            for f in &frames {
                                self.states.remove(&f.pos);
                            }
                            return Err(Error::Cycle(Cycle { path }));
                        }
                        None => {
                            next = Some(q);
                            break;
                        }
                    }
                } else {
                    top.option += 1;
                    top.part = 0;
                }
            }
            if let Some(q) = next {
                let frame = self.enter(q);
                frames.push(frame);
                continue;
            }
            let frame = frames.pop().expect("a frame is on the stack");
            let mut sides = [Vec::new(), Vec::new()];
            let mut height = 0;
            for (i, parts) in frame.options.iter().enumerate() {
                let mut total = self.games.zero();
                let mut h = 1;
                for &q in parts {
                    let (v, hq) = self.known(q).expect("every part is known");
                    h += hq;
                    if h > MAX_HEIGHT {
                        break;
                    }
                    total = self.games.add(total, v);
                }
                if h > MAX_HEIGHT {
                    for f in frames.iter().chain([&frame]) {
                        self.states.remove(&f.pos);
                    }
                    return Err(Error::TooHigh {
                        position: frame.pos,
                    });
                }
                height = height.max(h);
                sides[usize::from(i >= frame.split)].push(total);
            }
            let value = self.games.make(&sides[0], &sides[1]);
            self.states.insert(frame.pos, State::Done { value, height });
            if frames.is_empty() {
                return Ok(value);
            }
        }
    }

    fn enter(&mut self, p: P) -> Frame<P> {
        self.states.insert(p, State::OnPath);
        let mut options = (self.left)(p);
        let split = options.len();
        options.extend((self.right)(p));
        Frame {
            pos: p,
            options,
            split,
            option: 0,
            part: 0,
        }
    }
}

/// Every move of the side to move in `sum` (components in order, each one's
/// options in the rule's order) that leaves a sum the mover wins moving
/// second, with the value it leaves.
pub fn good_moves<P: Position, L: FnMut(P) -> Vec<Vec<P>>, R: FnMut(P) -> Vec<Vec<P>>>(
    values: &mut Values<P, L, R>,
    sum: &[P],
    side_left: bool,
) -> Result<Vec<(Move<P>, GameId)>, Error<P>> {
    let mut good = Vec::new();
    for (component, &p) in sum.iter().enumerate() {
        let mut rest = sum.to_vec();
        rest.remove(component);
        let others = values.sum(&rest)?;
        for parts in values.options(p, side_left) {
            let option = values.sum(&parts)?;
            let after = values.games.add(others, option);
            let zero = values.games.zero();
            let wins = if side_left {
                values.games.le(zero, after)
            } else {
                values.games.le(after, zero)
            };
            if wins {
                good.push((Move { component, parts }, after));
            }
        }
    }
    Ok(good)
}
