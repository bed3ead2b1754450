//! The literal moves of the games that recur across problems, stated once so
//! that every problem's brute force plays the same rules: each module states
//! a game's moves (and, where a problem needs it, a thread-shared [`Game`]
//! that keeps what it has decided across inputs), and its tests check the
//! moves against an obvious definition.
//!
//! What is specific to one problem (its input format, its output, the
//! question it asks about a position) stays in that problem's oracle.
//!
//! [`Game`]: crate::Game

pub mod blue_red;
pub mod cutcake;
pub mod game_on_sum;
pub mod geography;
pub mod hackenbush;
pub mod nim;
pub mod take_and_split;
pub mod treblecross;
pub mod wythoff;
