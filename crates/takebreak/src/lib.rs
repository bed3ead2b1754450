//! Grundy sequences of take-and-break games, computed fast and with their
//! pattern found and, where a theorem allows, proved. The engine behind
//! `cargo xtask grundy`.
//!
//! - [`Game`]: a code `d0.d1d2…` (octal or hexadecimal digits, `!` for unequal
//!   splits, a repeating tail in brackets) or a subtraction set `S{1,3,4}`.
//! - [`solve`]: values G(0), G(1), … by the rare/common ("sparse space") method,
//!   stopping as soon as the periodicity theorem proves the pattern;
//!   [`solve_with`] also computes a least number of values and reports progress.
//! - [`naive_values`]: the same values by the definition, O(n²) or worse: the
//!   reference the tests compare with.
//! - [`pattern`]: the smallest period, saltus and preperiod of a computed
//!   sequence, and the bound of the periodicity theorem.
//!
//! `gamecore::sg::octal` computes small tables of plain octal codes for the
//! solutions; this crate adds what exploring a game needs (hexadecimal and
//! infinite codes, speed, periods) and tests itself against `gamecore`.

mod game;
mod naive;
pub mod pattern;
mod solver;

pub use game::{Digit, Game};
pub use naive::naive_values;
pub use pattern::{Pattern, Proof};
pub use solver::{PROGRESS_EVERY, Solution, Solver, solve, solve_with};
