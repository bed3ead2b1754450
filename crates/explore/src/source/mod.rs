//! Stage 1, where a rule comes from: the positions the table engine takes,
//! the forms of a `moves` rule and the buffer its options go into, families
//! of starts, partisan rules, a rule file's `guess`; rules written in C++
//! ([`cpp`]: what the generated wrappers of the C ABI hand over).
//!
//! Imports only [`crate::cli`] (the flags a family's extent is read from).

pub mod cpp;
pub mod family;
pub mod form;
pub mod guess;
pub mod out;
pub mod partisan;
pub mod position;
pub mod python;
