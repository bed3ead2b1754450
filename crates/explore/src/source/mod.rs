//! Stage 1, where a rule comes from: the positions the table engine takes,
//! the forms of a `moves` rule and the buffer its options go into, families
//! of starts, partisan rules, scoring rules, a rule file's `guess`, a
//! take-and-break code's moves, a table some other program printed
//! ([`printed`]), and rules written in C++ ([`cpp`]: what the generated
//! wrappers of the C ABI hand over) or Python ([`python`]: the game's graph
//! its driver streams).
//!
//! Imports only [`crate::cli`] (the flags a family's extent is read from).

pub mod code;
pub mod cpp;
pub mod family;
pub mod form;
pub mod guess;
pub mod out;
pub mod partisan;
pub mod position;
pub mod printed;
pub mod python;
pub mod scoring;
