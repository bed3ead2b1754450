//! Partisan games by literal search: Left and Right have different moves.
//!
//! Two independent tools, so that one can check the other:
//!
//! - [`Play`] plays a sum of positions by its rules: the outcome class
//!   ([`Outcome`]: Left wins, Right wins, the first player or the second
//!   player wins, whoever starts) of a position or of a sum, by trying every
//!   move. Nothing about values is used.
//! - [`Games`] is an arena of short games in canonical form (Conway, *On
//!   Numbers and Games*, ch. 10; Winning Ways, ch. 2–4): `{L | R}` with
//!   dominated options removed and reversible ones bypassed, so equal games
//!   get the same [`GameId`]. It compares games (`G ≤ H` by the recursive
//!   definition), adds and negates them, recognises numbers (kept as exact
//!   [`Number`]s, found by walking the tree of numbers, not by a formula),
//!   nimbers, switches and multiples of up, and prints them in CGSuite's
//!   notation (`1/2`, `*`, `*2`, `{1|0}`, `±1`, `↑`, `↑*`). [`RuleValues`]
//!   evaluates a position of a rule into it.
//!
//! A closed form `v` for a game `G` is right when `G − v` is a second-player
//! win by literal play: [`is_zero_by_play`] plays the sum of the position
//! (by its rules) and of `−v` (a game tree from the arena).
//!
//! A move may split a position into several: each option is a list of
//! components (Cutcake splits a rectangle into two), so a sum is a multiset
//! of positions, and a move replaces one component by the option's parts.
//!
//! Search here recurses (these games are short: a game lasts at most as many
//! moves as it has, a few dozen in the brute forces) and memoises every
//! position and comparison; it is for tests, never for a solution.
//!
//! # Example
//! ```
//! use play::partisan::{Games, Outcome};
//! let mut games = Games::new();
//! let one = games.integer(1);
//! let zero = games.zero();
//! let hot = games.make(&[one], &[zero]);
//! assert_eq!(games.display(hot), "{1|0}");
//! assert!(games.number(hot).is_none());
//! assert_eq!(games.outcome(hot), Outcome::Next);
//! let up = games.up();
//! let star = games.nimber(1);
//! let up_star = games.add(up, star);
//! assert_eq!(games.display(up_star), "↑*");
//! assert_eq!(games.outcome(up_star), Outcome::Next);
//! ```

use std::fmt;

mod arena;
mod literal;
mod notation;
mod number;

pub use arena::{GameId, Games, RuleValues};
pub use literal::{Play, is_zero_by_play};
pub use number::Number;

/// Who moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Left (Blue, Alice, the first player of most problems).
    Left,
    /// Right (Red, Bob).
    Right,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// The outcome class of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins whoever starts (`G > 0`).
    Left,
    /// Right wins whoever starts (`G < 0`).
    Right,
    /// The player to move wins (`G ‖ 0`).
    Next,
    /// The player to move loses (`G = 0`).
    Previous,
}

impl Outcome {
    /// The class of a game where Left moving first wins or not, and Right
    /// moving first wins or not.
    pub fn from_wins(left_first_wins: bool, right_first_wins: bool) -> Outcome {
        match (left_first_wins, right_first_wins) {
            (true, true) => Outcome::Next,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Previous,
        }
    }

    /// Does `side`, moving first, win?
    pub fn first_wins(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Outcome::Next, _) | (Outcome::Left, Side::Left) | (Outcome::Right, Side::Right)
        )
    }
}

/// `L`, `R`, `N` or `P`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Left => "L",
            Outcome::Right => "R",
            Outcome::Next => "N",
            Outcome::Previous => "P",
        })
    }
}

#[cfg(test)]
mod tests;
