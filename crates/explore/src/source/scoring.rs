//! A scoring rule: each option carries the points its mover scores, the
//! position it leaves, and whether the same player moves again (a completed
//! box). The game's answer is a score under optimal play, not a win or a
//! Grundy value.
//!
//! ```
//! // Take 1 or 2 from a heap, scoring what you take.
//! pub fn moves(n: u64) -> Vec<(i64, u64)> {
//!     (1..=n.min(2)).map(|k| (k as i64, n - k)).collect()
//! }
//! ```
//!
//! The forms a rule file may take (one heap, a pair, or a family of starts
//! on any position type, as for impartial rules):
//!
//! - `moves(n: u64) -> Vec<(i64, u64)>`, `moves(p: (u64, u64)) -> Vec<(i64,
//!   (u64, u64))>`, `moves(p: &P) -> Vec<(i64, P)>` with `start`: the points
//!   and the position left, the other player moving next;
//! - the same returning `Vec<(i64, P, bool)>`: `true` when the mover moves
//!   again;
//! - `moves(p: &P, out: &mut explore::ScoreOut<P>)`: allocation-free,
//!   `out.push(points, q)` or `out.again(points, q)`;
//! - optional `end(p) -> i64` (what the mover scores where no move is
//!   left; 0 without it), `guess(n: u64) -> i64` (the value of start(n)),
//!   `show`, `canon`.

use super::family::Key;

/// One option: the points its mover scores, the position it leaves, and
/// whether the mover moves again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scored<P> {
    pub points: i64,
    pub next: P,
    pub again: bool,
}

/// The options a scoring rule writes in the allocation-free form.
#[derive(Debug, Clone)]
pub struct ScoreOut<P> {
    pub(crate) options: Vec<Scored<P>>,
}

impl<P> Default for ScoreOut<P> {
    fn default() -> Self {
        ScoreOut {
            options: Vec::new(),
        }
    }
}

impl<P> ScoreOut<P> {
    /// An option scoring `points` and leaving `next`, the other player to
    /// move.
    #[inline]
    pub fn push(&mut self, points: i64, next: P) {
        self.options.push(Scored {
            points,
            next,
            again: false,
        });
    }

    /// An option scoring `points` and leaving `next`, the same player to
    /// move again.
    #[inline]
    pub fn again(&mut self, points: i64, next: P) {
        self.options.push(Scored {
            points,
            next,
            again: true,
        });
    }

    /// How many options are in the buffer.
    pub fn len(&self) -> usize {
        self.options.len()
    }

    /// Whether the buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }
}

/// A rule file's scoring `moves`, in one of its forms (positions by
/// reference: a heap or pair rule is wrapped by the generated `main`).
pub enum ScoreMoves<P> {
    /// `moves(p) -> Vec<(i64, P)>`.
    Pass(fn(&P) -> Vec<(i64, P)>),
    /// `moves(p) -> Vec<(i64, P, bool)>`.
    Again(fn(&P) -> Vec<(i64, P, bool)>),
    /// `moves(p, out: &mut ScoreOut<P>)`.
    Push(fn(&P, &mut ScoreOut<P>)),
}

impl<P> Clone for ScoreMoves<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for ScoreMoves<P> {}

impl<P> ScoreMoves<P> {
    /// The options of `p`, appended to `out`.
    #[inline]
    pub fn push_options(&self, p: &P, out: &mut ScoreOut<P>) {
        match *self {
            ScoreMoves::Pass(f) => {
                out.options
                    .extend(f(p).into_iter().map(|(points, next)| Scored {
                        points,
                        next,
                        again: false,
                    }))
            }
            ScoreMoves::Again(f) => {
                out.options
                    .extend(f(p).into_iter().map(|(points, next, again)| Scored {
                        points,
                        next,
                        again,
                    }))
            }
            ScoreMoves::Push(f) => f(p, out),
        }
    }

    /// The options of `p`, in the rule's order.
    pub fn options(&self, p: &P) -> Vec<Scored<P>> {
        let mut out = ScoreOut::default();
        self.push_options(p, &mut out);
        out.options
    }
}

/// What a scoring rule file defines (the generated `main` fills it in).
pub struct ScoringGame<K, P> {
    /// The position tabled at key `k`: `start(k)` for a family, the heap or
    /// pair itself otherwise.
    pub start: fn(K) -> P,
    pub moves: ScoreMoves<P>,
    /// What the mover scores where no move is left (0 without it).
    pub end: Option<fn(&P) -> i64>,
    /// How a position prints (`Debug` when absent).
    pub show: Option<fn(&P) -> String>,
    /// A symmetry the user vouches for: positions with equal `canon` have
    /// equal values.
    pub canon: Option<fn(P) -> P>,
    /// The user's formula for the value at key `k`.
    pub guess: Option<fn(K) -> i64>,
    /// A family of starts (`start` in the file), or a heap or pair rule.
    pub family: bool,
}

impl<K: Key, P> ScoringGame<K, P> {
    /// The table's extent as the flags ask for it: a family's defaults
    /// (`--upto 20`, `--box 8,8`) or a heap's or pair's (`--upto 10000`,
    /// `--box 30,30`).
    pub fn extent(&self, o: &crate::cli::flags::Options) -> Result<K::Extent, String> {
        if self.family {
            K::family_extent(o)
        } else {
            K::rule_extent(o)
        }
    }
}
