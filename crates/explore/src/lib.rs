//! The explorer behind `cargo xtask grundy FILE.rs`: a game written as a Rust
//! `moves` rule, its Grundy table, the patterns in it and the theorems that
//! prove them, winning moves and a perfect opponent.
//!
//! A game is one file with a `moves` function, in either form:
//!
//! ```
//! // One heap: each option is the list of heaps the move leaves.
//! pub fn moves(n: u64) -> Vec<Vec<u64>> {
//!     [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
//! }
//! let mut engine = explore::engine(moves, 20);
//! let table = engine.fill(&mut |_, _| {}).unwrap();
//! assert_eq!(table[..9], [0, 1, 0, 1, 2, 3, 2, 0, 1]);
//! ```
//!
//! ```
//! // A pair: Wythoff's game, one pair left by every move.
//! pub fn moves((a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
//!     let mut options = Vec::new();
//!     for k in 1..=a { options.push(vec![(a - k, b)]); }
//!     for k in 1..=b { options.push(vec![(a, b - k)]); }
//!     for k in 1..=a.min(b) { options.push(vec![(a - k, b - k)]); }
//!     options
//! }
//! let mut engine = explore::engine(moves, (10, 10));
//! assert_eq!(engine.value((3, 5)), Ok(0));
//! assert_eq!(engine.value((4, 7)), Ok(0));
//! ```
//!
//! `cargo xtask grundy FILE.rs` compiles the file with a generated `main`
//! that calls [`main`]`(game::moves)`; the rest (the table, `--json`,
//! `--plot`, `--moves`, `--play`) is [`run`]. The engine ([`engine`]) is
//! iterative, so deep chains never touch the call stack, and names the
//! positions of a cycle instead of looping; the pattern finder is
//! [`analyse`].
//!
//! Any position type: a file with `start(n: u64) -> P` (or
//! `start((a, b): (u64, u64)) -> P`) and `moves(p: &P) -> Vec<Vec<P>>` is a
//! family of starts ([`family`]; `show`, `canon` and `guess` optional), its
//! positions hashed once each. Every form may push its options into an
//! [`Out`] instead of returning `Vec`s (allocation-free); a `guess` is
//! compared with the whole table ([`guess`]). The generated `main` calls the
//! entry point for the form the file is in.
//!
//! Grundy values of impartial, finite games are the engine's; a rule whose
//! moves cycle gets its generalised Sprague–Grundy values with `--loopy`
//! ([`loopy`]). A partisan rule (`left` and `right` functions) is explored by
//! canonical forms instead: [`partisan`].

pub mod analyse;
pub mod cli;
pub mod engine;
pub mod family;
mod family_sums;
pub mod flags;
pub mod guess;
pub mod intern;
pub mod literal;
pub mod loopy;
pub mod misere;
pub mod partisan;
pub mod play;
pub mod plot;
pub mod run;
pub mod solve;
pub mod start;
pub mod sums;

pub use engine::{Cycle, Engine, Error, Position, Rule, engine, fast_engine};
pub use run::{Options, main};
pub use solve::{Out, View};
