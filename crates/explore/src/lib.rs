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
//! that calls one of the [`entry`] points (`explore::main(game::moves)` for
//! a heap or pair rule); the rest — the table, `--json`, `--plot`,
//! `--moves`, `--play` — follows. A rule reads a parameter given on the
//! command line (`--param k=5`) with [`param`]; a table another program
//! printed is read by [`entry::printed`] (`--table FILE`), with no rule.
//!
//! # The pipeline
//!
//! The crate is grouped by the way data flows, each stage a folder that
//! imports only from the stages before it (`tests/stages.rs` checks it):
//!
//! 0. [`cli`]: the flags a generated binary is run with.
//! 1. [`source`]: where a rule comes from — the positions, the rule's forms
//!    and the buffer its options go into ([`Out`]), families of starts,
//!    partisan rules, scoring rules (options that carry points), a `guess`.
//! 2. [`engines`]: what values it — Grundy values into a table or a hash map
//!    (iterative: deep chains never touch the call stack; a cycle is named),
//!    generalised values of loopy rules, canonical forms of partisan rules,
//!    scores under optimal play (negamax), the literal search of sums
//!    (misère play, remoteness).
//! 3. [`analyse`]: the patterns in a table (codes, periods, saltus, Beatty
//!    pairs, sums) and the theorems that prove them; a guess compared.
//! 4. [`report`]: the text, `--json`, the SVG plots, the HTML page
//!    (`--html`), `--moves`, `--play`.
//! 5. [`entry`]: the generated binaries' `main`s, wiring a form to its engine
//!    and its report.

pub mod analyse;
pub mod cli;
pub mod engines;
pub mod entry;
pub mod report;
pub mod source;

pub use cli::flags::Options;
pub use cli::params::param;
pub use engines::table::{Cycle, Engine, Error, engine, fast_engine};
pub use entry::table::main;
pub use source::form::Rule;
pub use source::out::{Out, View};
pub use source::position::Position;
pub use source::scoring::ScoreOut;
