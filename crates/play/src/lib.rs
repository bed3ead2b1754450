//! Rule-level game search for the brute forces: give it a game's moves, and it
//! plays every line to the end.
//!
//! A brute force states only what a move is; [`Game`] does the rest:
//!
//! - [`Game::wins`]: normal play, the player who cannot move loses;
//! - [`Game::wins_misere`]: misère play, the player who cannot move **wins**;
//! - [`Game::grundy`]: the Grundy value, the mex of the options' values;
//! - [`sum_moves`]: the moves of a sum of games (a move is made in exactly
//!   one component, and may split it into several), as multisets, so that
//!   literal play of many piles or many trees is one more closure;
//! - [`ComponentGame::grundy`]: the Grundy value of one component whose
//!   options are multisets of components, by the mex of the XOR of the
//!   parts' values (the Sprague–Grundy sum theorem), when whole positions
//!   are too many to search;
//! - [`partisan`]: partisan games, where Left and Right move differently:
//!   outcome classes of sums by literal play, and canonical forms (numbers,
//!   nimbers, ups, switches) in CGSuite's notation;
//! - [`scoring`]: scoring games, where each move scores points and the answer
//!   is a total or a margin: negamax on the mover's advantage, and literal
//!   minimax over the positions with both totals so far (extra turns, a
//!   payoff at the end, a player with a fixed policy);
//! - [`rules`]: the literal moves of the games that recur across problems
//!   (Nim, Wythoff's game, Treblecross, take-and-split heaps, Green and
//!   Blue-Red Hackenbush, Cutcake, the game on sum over the reals), each checked
//!   here against an obvious definition.
//!
//! Search is memoised (each position is expanded once per evaluation kind)
//! and iterative (an explicit stack, so a game lasting millions of moves does
//! not overflow the thread's stack), and a position that can reach itself is
//! reported, since such a game has no value.
//!
//! This crate is used only by tests and tools, never by a solution, so it may
//! use `std`'s hash maps and the `itertools` crate freely.
//!
//! # Example
//! ```
//! use play::Game;
//! // Subtract a square: from n, move to n - k² for k ≥ 1.
//! let mut game = Game::new(|&n: &u64| {
//!     (1..).map(|k| k * k).take_while(|&sq| sq <= n).map(|sq| n - sq).collect::<Vec<_>>()
//! });
//! let lost: Vec<u64> = (0..30).filter(|&n| !game.wins(&n)).collect();
//! assert_eq!(lost, [0, 2, 5, 7, 10, 12, 15, 17, 20, 22]);
//! ```

mod component;
mod game;
pub mod loopy;
pub mod partisan;
pub mod rules;
pub mod scoring;

pub use component::{ComponentGame, sum_moves};
pub use game::{Game, mex};

#[cfg(test)]
mod tests;
