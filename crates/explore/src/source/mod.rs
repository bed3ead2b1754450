//! Stage 1, where a rule comes from: the positions the table engine takes,
//! the forms of a `moves` rule and the buffer its options go into, families
//! of starts, partisan rules, scoring rules, a rule file's `guess`, a
//! take-and-break code's moves, and a table some other program printed
//! ([`printed`]).
//!
//! Imports only [`crate::cli`] (the flags a family's extent is read from).

pub mod code;
pub mod family;
pub mod form;
pub mod guess;
pub mod out;
pub mod partisan;
pub mod position;
pub mod printed;
pub mod scoring;
