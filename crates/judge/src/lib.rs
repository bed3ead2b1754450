//! Judging shared by `cargo xtask` and the problem crates' tests.
//!
//! - [`checks`]: assertions about a problem's validator for its
//!   `tests/rules.rs`.
//! - [`compare`]: the judge's notion of "same output" and the first difference.
//! - [`exec`]: running a binary on an input with a time limit, and the verdict.
//! - [`rng`]: a small seeded generator for reproducible random inputs.
//! - [`kinds`]: the two kinds of test case (the judge's, ours), told apart
//!   by the validator.
//! - [`manifest`]: what a problem's `Cargo.toml` says: the validator's
//!   bounds, and which judge limits were assumed.
//! - [`format`]: input text as the oracles write it and strictly read it
//!   back (the validators' `Reader`).
//! - [`input`]: reading a test input's tokens in brute forces and references.
//! - [`interactive`]: an interactive problem's oracle (case files, the
//!   interactor, its `stress` target's command line and tests).
//! - [`interactor`]: what a problem's interactor is written with (the
//!   dialogue and its verdict); [`exec::interact`] runs it against a program.
//! - [`oracle`]: a problem's oracle (generator, brute force, max-size input
//!   and validator, limits), the command line of its `stress` target and the
//!   test `stress` its `tests/rules.rs` holds (`stress_test!`).
//! - [`predicates`]: the judge's comparison and the one-line error, as
//!   predicates for `assert_cmd` assertions.
//! - [`stress`]: the brute-force comparison loop behind `stress`.
//! - [`report`]: a stress run's result, as `stress --json` prints it.
//! - [`testdata`]: checks that committed cases agree with the brute force (or,
//!   for the largest, an independent reference), and writes new cases
//!   without overwriting one.
//!
//! The arrows point one way: `checks` → `oracle` → (`stress`, `kinds`,
//! `format`, `report`, `manifest`); `stress` → (`exec`, `report`,
//! `testdata`); `kinds` → `testdata` → `compare`.
//!
//! It is used only by tests and tools, never by a solution binary.

pub mod checks;
pub mod compare;
pub mod exec;
pub mod format;
pub mod input;
pub mod interactive;
pub mod interactor;
pub mod kinds;
pub mod manifest;
pub mod oracle;
pub mod predicates;
pub mod report;
pub mod rng;
pub mod stress;
pub mod testdata;

pub use rng::Rng;
