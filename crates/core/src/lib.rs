//! `gamecore`: the shared library of the judge solutions, one folder per
//! family of games, the way the README's problem table groups them.
//!
//! - [`base`]: input and arithmetic — token input and every binary's entry
//!   point ([`base::scan`]), integer square roots, `Ω(n)` by sieve or alone.
//! - [`closed`]: Nim-type games with a closed form — Nim, Bash, Wythoff,
//!   Fibonacci nim, staircase Nim, Moore's Nim_k, Euclid's game, Chomp, …
//! - [`sg`]: Sprague–Grundy tables and codes — mex, subtraction and octal
//!   games, Lasker's Nim, Treblecross, coin turning and nim multiplication, …
//! - [`sums`]: misère play, multi-SG and every-SG.
//! - [`graphs`]: games on graphs — DAGs, Green Hackenbush, geography by
//!   matchings, stone walks, Kayles on a graph.
//! - [`cyclic`]: loopy games — retrograde analysis (win/lose/draw), the
//!   generalised Sprague–Grundy function.
//! - [`partisan`]: partisan values — dyadic numbers, Blue-Red Hackenbush,
//!   Cutcake, "advance or eat", tic-tac-toe on a tree.
//! - [`scoring`]: scoring games, where the answer is a score under optimal
//!   play — interval negamax, take-limited games, small boards.
//!
//! Each family's page lists its modules and the problems that use them. One
//! concept per module. Modules import only `std` and other modules of the
//! crate (`crate::family::module`, never a crate), so `cargo xtask bundle` can
//! paste the ones a problem uses into a single-file submission.
//!
//! # Example
//! ```
//! use gamecore::closed::nim;
//! assert_eq!(nim::nim_sum([1u64, 2, 3]), 0);
//! ```
#![warn(missing_docs)]

pub mod base;
pub mod closed;
pub mod cyclic;
pub mod graphs;
pub mod partisan;
pub mod scoring;
pub mod sg;
pub mod sums;
