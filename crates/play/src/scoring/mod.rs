//! Literal play of scoring games, for the brute forces of problems whose
//! answer is a score: two players alternate (or move again, as after a
//! completed box), every move scores points for its mover, and the answer is
//! a total, a difference, or who ends ahead.
//!
//! Two searches, both memoised and iterative (an explicit stack, so a game
//! lasting a million moves does not touch the thread's stack):
//!
//! - [`Advantage`]: negamax on the **mover's final advantage** over the real
//!   positions — what the mover will score from here minus what the other
//!   player will. This is the whole story when the result is the difference
//!   of the two totals (or anything that follows from it): the scores so far
//!   then add to it and cannot change which move is best, so the position
//!   alone decides. A position where no move is left pays
//!   [`end`](Advantage::with_end) to its mover (0 by default).
//! - [`Minimax`]: the game played over [`Tally`]s — the position, **both
//!   totals so far** and whose turn it is — to the end, where a payoff of
//!   the final tally is read. Use it when the result is not the difference
//!   of totals (a line that wins outright whatever the totals, a threshold,
//!   a player who wants their own total and not the margin), or when a
//!   player is not optimal but follows a fixed policy (a greedy opponent).
//!   The first player is side 0.
//!
//! Both check each other in this crate's tests: on games whose result is
//! the margin, `Minimax` with the payoff "total 0 − total 1" equals
//! `Advantage` at the start.
//!
//! # Example
//! ```
//! use play::scoring::{Advantage, Minimax, Scored, Side, Tally};
//! // Take the first or the last number of a row; each number scores its value.
//! let moves = |row: &Vec<i64>| -> Vec<Scored<Vec<i64>>> {
//!     if row.is_empty() {
//!         return vec![];
//!     }
//!     vec![
//!         Scored::pass(row[0], row[1..].to_vec()),
//!         Scored::pass(row[row.len() - 1], row[..row.len() - 1].to_vec()),
//!     ]
//! };
//! let row = vec![10, 80, 90, 30];
//! assert_eq!(Advantage::new(moves).value(&row), 10); // EDPC L's first sample
//! // The same game to its end, the first player maximising total 0 − total 1.
//! let mut literal = Minimax::new(moves, [Side::Max, Side::Min], |t: &Tally<Vec<i64>>| t.scores[0] - t.scores[1]);
//! assert_eq!(literal.value(&Tally::start(row)), 10);
//! ```

use std::hash::Hash;

use rustc_hash::FxHashMap as HashMap;

/// One option of a scoring game: the points its mover scores, the position
/// it leaves, and whether the same player moves next (`again`, as after a
/// completed box) or the other one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Scored<P> {
    /// What the mover scores by this move (negative: the mover loses points).
    pub points: i64,
    /// The position the move leaves.
    pub next: P,
    /// `true` when the mover moves again from `next`.
    pub again: bool,
}

impl<P> Scored<P> {
    /// A move after which the other player moves.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let option = play::scoring::Scored::pass(3, 7u8);
    /// assert!(!option.again);
    /// ```
    pub fn pass(points: i64, next: P) -> Self {
        Scored {
            points,
            next,
            again: false,
        }
    }

    /// A move after which the same player moves again.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let option = play::scoring::Scored::again(1, 7u8);
    /// assert!(option.again);
    /// ```
    pub fn again(points: i64, next: P) -> Self {
        Scored {
            points,
            next,
            again: true,
        }
    }
}

/// A memo entry: done, or on the search stack right now.
#[derive(Clone, Copy)]
enum Slot<V> {
    InProgress,
    Done(V),
}

const CYCLE: &str = "play::scoring: a position can reach itself, so the game has no value";

/// Negamax on the mover's final advantage over the real positions of a
/// scoring game given by its moves.
///
/// The value of a position is `end(position)` when it has no option, and
/// otherwise the best, over its options, of `points + value(next)` for an
/// option after which the mover moves again and `points − value(next)` for
/// one after which the other player moves.
///
/// # Panics
/// [`value`](Advantage::value) panics if a position can reach itself (such a
/// game need not have a value), or if a total leaves `i64`.
///
/// # Complexity
/// Each reachable position is expanded once (one call to `moves`) and each
/// option looked up once: `O(n_positions + n_moves)` hash operations; memory
/// `O(n_positions)`, plus the explicit stack, `O(depth · n_options)`.
pub struct Advantage<P, F, E = fn(&P) -> i64> {
    moves: F,
    end: E,
    memo: HashMap<P, Slot<i64>>,
}

fn no_points<P>(_: &P) -> i64 {
    0
}

impl<P, F> Advantage<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> Vec<Scored<P>>,
{
    /// The game whose options from `position` are `moves(position)`; a
    /// position without options pays its mover nothing.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use play::scoring::{Advantage, Scored};
    /// // One heap; take 1 or 2, scoring what you take: the mover takes all but
    /// // what the opponent can answer.
    /// let mut game = Advantage::new(|&n: &u32| (1..=n.min(2)).map(|k| Scored::pass(k as i64, n - k)).collect());
    /// assert_eq!(game.value(&3), 1);
    /// ```
    pub fn new(moves: F) -> Self {
        Advantage {
            moves,
            end: no_points::<P>,
            memo: HashMap::default(),
        }
    }
}

impl<P, F, E> Advantage<P, F, E>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> Vec<Scored<P>>,
    E: FnMut(&P) -> i64,
{
    /// The same game, where a position without options pays its mover
    /// `end(position)` (a payoff at the end: a bonus, a penalty, a win).
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use play::scoring::{Advantage, Scored};
    /// // Take 1 or 2 from a heap, no points; who cannot move pays 1.
    /// let mut game = Advantage::new(|&n: &u32| (1..=n.min(2)).map(|k| Scored::pass(0, n - k)).collect())
    ///     .with_end(|_| -1);
    /// assert_eq!(game.value(&3), -1); // 3 is lost in take-1-or-2
    /// assert_eq!(game.value(&4), 1);
    /// ```
    pub fn with_end<E2: FnMut(&P) -> i64>(self, end: E2) -> Advantage<P, F, E2> {
        Advantage {
            moves: self.moves,
            end,
            memo: HashMap::default(),
        }
    }

    /// The mover's final advantage from `position` under optimal play by
    /// both players.
    ///
    /// # Complexity
    /// As for [`Advantage`]; `O(1)` for a position already valued.
    ///
    /// # Example
    /// ```
    /// use play::scoring::{Advantage, Scored};
    /// // Completing a "box" (reaching a multiple of 3) scores 1 and moves again.
    /// let mut game = Advantage::new(|&n: &u32| {
    ///     (1..=n.min(2)).map(|k| if (n - k) % 3 == 0 { Scored::again(1, n - k) } else { Scored::pass(0, n - k) }).collect()
    /// });
    /// assert_eq!(game.value(&2), 1); // take 2: a box, then nothing left
    /// assert_eq!(game.value(&3), -1); // every move lets the other complete one
    /// ```
    pub fn value(&mut self, position: &P) -> i64 {
        if let Some(&Slot::Done(value)) = self.memo.get(position) {
            return value;
        }
        struct Frame<P> {
            position: P,
            options: std::vec::IntoIter<Scored<P>>,
            /// The option being valued below this frame.
            pending: Option<(i64, bool)>,
            best: Option<i64>,
        }
        let fold = |frame: &mut Frame<P>, value: i64| {
            let (points, again) = frame.pending.take().expect("an option was pending");
            let through = if again {
                points.checked_add(value)
            } else {
                points.checked_sub(value)
            }
            .expect("play::scoring: a total left i64");
            frame.best = Some(frame.best.map_or(through, |best| best.max(through)));
        };
        let mut stack: Vec<Frame<P>> = Vec::new();
        let mut next = Some(position.clone());
        loop {
            if let Some(position) = next.take() {
                self.memo.insert(position.clone(), Slot::InProgress);
                let options = (self.moves)(&position);
                let best = if options.is_empty() {
                    Some((self.end)(&position))
                } else {
                    None
                };
                stack.push(Frame {
                    position,
                    options: options.into_iter(),
                    pending: None,
                    best,
                });
            }
            let top = stack
                .last_mut()
                .expect("the loop returns when the stack empties");
            match top.options.next() {
                Some(option) => match self.memo.get(&option.next) {
                    Some(&Slot::Done(value)) => {
                        top.pending = Some((option.points, option.again));
                        fold(top, value);
                    }
                    Some(Slot::InProgress) => {
                        for frame in &stack {
                            self.memo.remove(&frame.position);
                        }
                        panic!("{CYCLE}");
                    }
                    None => {
                        top.pending = Some((option.points, option.again));
                        next = Some(option.next);
                    }
                },
                None => {
                    let frame = stack.pop().expect("the stack is not empty here");
                    let value = frame.best.expect("a position with options valued one");
                    self.memo.insert(frame.position, Slot::Done(value));
                    match stack.last_mut() {
                        Some(parent) => fold(parent, value),
                        None => return value,
                    }
                }
            }
        }
    }

    /// The options of `position` that reach its value, in the order `moves`
    /// lists them, each with the mover's final advantage through it.
    ///
    /// # Complexity
    /// One call to `moves` and one [`value`](Advantage::value) per option.
    ///
    /// # Example
    /// ```
    /// use play::scoring::{Advantage, Scored};
    /// let mut game = Advantage::new(|row: &Vec<i64>| -> Vec<Scored<Vec<i64>>> {
    ///     if row.is_empty() { return vec![]; }
    ///     vec![Scored::pass(row[0], row[1..].to_vec()), Scored::pass(row[row.len() - 1], row[..row.len() - 1].to_vec())]
    /// });
    /// let best = game.best_moves(&vec![3, 9, 1, 2]);
    /// assert_eq!(best.len(), 1);
    /// assert_eq!((best[0].0.points, best[0].1), (2, 7)); // take the 2: then the other is 5 behind
    /// ```
    pub fn best_moves(&mut self, position: &P) -> Vec<(Scored<P>, i64)> {
        let options = (self.moves)(position);
        let valued: Vec<(Scored<P>, i64)> = options
            .into_iter()
            .map(|option| {
                let value = self.value(&option.next);
                let through = if option.again {
                    option.points + value
                } else {
                    option.points - value
                };
                (option, through)
            })
            .collect();
        let best = valued.iter().map(|&(_, through)| through).max();
        valued
            .into_iter()
            .filter(|&(_, through)| Some(through) == best)
            .collect()
    }
}

/// A position of a scoring game with both totals so far and the player to
/// move (0, the first player, or 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tally<P> {
    /// The game's position.
    pub position: P,
    /// The totals of player 0 and player 1 so far.
    pub scores: [i64; 2],
    /// The player to move: 0 or 1.
    pub mover: usize,
}

impl<P> Tally<P> {
    /// `position` before any move: both totals 0, player 0 to move.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let start = play::scoring::Tally::start("row");
    /// assert_eq!((start.scores, start.mover), ([0, 0], 0));
    /// ```
    pub fn start(position: P) -> Self {
        Tally {
            position,
            scores: [0, 0],
            mover: 0,
        }
    }

    /// The tally after `option` is played from this one.
    ///
    /// # Panics
    /// If the mover's total leaves `i64`.
    ///
    /// # Complexity
    /// `O(1)` beyond moving the position.
    ///
    /// # Example
    /// ```
    /// use play::scoring::{Scored, Tally};
    /// let after = Tally::start(5u8).after(Scored::pass(4, 1u8));
    /// assert_eq!((after.position, after.scores, after.mover), (1, [4, 0], 1));
    /// ```
    pub fn after(&self, option: Scored<P>) -> Tally<P> {
        let mut scores = self.scores;
        scores[self.mover] = scores[self.mover]
            .checked_add(option.points)
            .expect("play::scoring: a total left i64");
        Tally {
            position: option.next,
            scores,
            mover: if option.again {
                self.mover
            } else {
                1 - self.mover
            },
        }
    }
}

/// How a side of [`Minimax`] chooses its move.
pub enum Side<P> {
    /// The option whose outcome has the largest payoff.
    Max,
    /// The option whose outcome has the smallest payoff.
    Min,
    /// A fixed policy: the index, among the options `moves` listed, of the
    /// one this player makes (a greedy player, say), whatever follows.
    Policy(Policy<P>),
}

/// A fixed policy of [`Side::Policy`]: given the tally and the options in
/// the order `moves` lists them, the index of the one to make.
pub type Policy<P> = Box<dyn Fn(&Tally<P>, &[Scored<P>]) -> usize>;

/// A scoring game played literally to its end over [`Tally`]s, each side
/// choosing as its [`Side`] says, and valued by a payoff of the final tally.
///
/// # Panics
/// [`value`](Minimax::value) panics if a tally can reach itself, if a
/// policy names an option that does not exist, or if a total leaves `i64`.
///
/// # Complexity
/// Each reachable tally is expanded once: `O(n_tallies + n_moves)` hash
/// operations and memory `O(n_tallies)`, where a tally is a position with
/// both totals and the mover — far more than the positions when the totals
/// vary, which is the price of assuming nothing about the payoff.
pub struct Minimax<P, F, R, G> {
    moves: F,
    sides: [Side<P>; 2],
    payoff: G,
    memo: HashMap<Tally<P>, Slot<R>>,
}

impl<P, F, R, G> Minimax<P, F, R, G>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> Vec<Scored<P>>,
    R: Ord + Clone,
    G: FnMut(&Tally<P>) -> R,
{
    /// The game whose options from a position are `moves(position)`, side 0
    /// choosing as `sides[0]` says and side 1 as `sides[1]`, a finished game
    /// (a position without options) worth `payoff(final tally)`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use play::scoring::{Minimax, Scored, Side, Tally};
    /// // Take 1 or 2 from a heap scoring what you take; player 0 wants to
    /// // reach 3 points, player 1 to stop it.
    /// let moves = |&n: &u32| (1..=n.min(2)).map(|k| Scored::pass(k as i64, n - k)).collect();
    /// let mut game = Minimax::new(moves, [Side::Max, Side::Min], |t: &Tally<u32>| t.scores[0] >= 3);
    /// assert!(game.value(&Tally::start(5)));
    /// assert!(!game.value(&Tally::start(4)));
    /// ```
    pub fn new(moves: F, sides: [Side<P>; 2], payoff: G) -> Self {
        Minimax {
            moves,
            sides,
            payoff,
            memo: HashMap::default(),
        }
    }

    /// The payoff of the game from `tally` when both sides choose as their
    /// [`Side`] says.
    ///
    /// # Complexity
    /// As for [`Minimax`]; `O(1)` for a tally already valued.
    ///
    /// # Example
    /// ```
    /// use play::scoring::{Minimax, Scored, Side, Tally};
    /// // Take from either end; player 1 greedily takes the larger end (the
    /// // first on a tie), player 0 maximises the margin.
    /// let moves = |row: &Vec<i64>| -> Vec<Scored<Vec<i64>>> {
    ///     if row.is_empty() { return vec![]; }
    ///     vec![Scored::pass(row[0], row[1..].to_vec()), Scored::pass(row[row.len() - 1], row[..row.len() - 1].to_vec())]
    /// };
    /// let greedy = Side::Policy(Box::new(|_: &Tally<Vec<i64>>, options: &[Scored<Vec<i64>>]| {
    ///     if options[1].points > options[0].points { 1 } else { 0 }
    /// }));
    /// let mut game = Minimax::new(moves, [Side::Max, greedy], |t: &Tally<Vec<i64>>| t.scores[0] - t.scores[1]);
    /// assert_eq!(game.value(&Tally::start(vec![3, 2, 10, 4])), 7); // SPOJ TWENDS' first sample
    /// ```
    pub fn value(&mut self, tally: &Tally<P>) -> R {
        if let Some(Slot::Done(value)) = self.memo.get(tally) {
            return value.clone();
        }
        struct Frame<P, R> {
            tally: Tally<P>,
            options: std::vec::IntoIter<Scored<P>>,
            best: Option<R>,
        }
        let mut stack: Vec<Frame<P, R>> = Vec::new();
        let mut next = Some(tally.clone());
        loop {
            if let Some(tally) = next.take() {
                self.memo.insert(tally.clone(), Slot::InProgress);
                let mut options = (self.moves)(&tally.position);
                let best = if options.is_empty() {
                    Some((self.payoff)(&tally))
                } else {
                    if let Side::Policy(choose) = &self.sides[tally.mover] {
                        let index = choose(&tally, &options);
                        assert!(
                            index < options.len(),
                            "play::scoring: a policy chose option {index} of {}",
                            options.len()
                        );
                        options = vec![options.swap_remove(index)];
                    }
                    None
                };
                stack.push(Frame {
                    tally,
                    options: options.into_iter(),
                    best,
                });
            }
            let top = stack
                .last_mut()
                .expect("the loop returns when the stack empties");
            match top.options.next() {
                Some(option) => {
                    let child = top.tally.after(option);
                    match self.memo.get(&child) {
                        Some(Slot::Done(value)) => {
                            let value = value.clone();
                            fold(&self.sides, top, value);
                        }
                        Some(Slot::InProgress) => {
                            for frame in &stack {
                                self.memo.remove(&frame.tally);
                            }
                            panic!("{CYCLE}");
                        }
                        None => next = Some(child),
                    }
                }
                None => {
                    let frame = stack.pop().expect("the stack is not empty here");
                    let value = frame.best.expect("a tally with options valued one");
                    self.memo.insert(frame.tally, Slot::Done(value.clone()));
                    match stack.last_mut() {
                        Some(parent) => fold(&self.sides, parent, value),
                        None => return value,
                    }
                }
            }
        }

        fn fold<P, R: Ord>(sides: &[Side<P>; 2], frame: &mut Frame<P, R>, value: R) {
            frame.best = Some(match frame.best.take() {
                None => value,
                Some(best) => match sides[frame.tally.mover] {
                    Side::Min => best.min(value),
                    // A policy's frame has one option: max or min is the same.
                    Side::Max | Side::Policy(_) => best.max(value),
                },
            });
        }
    }
}

#[cfg(test)]
mod tests;
