//! Stage 2, the engines that value a rule: Grundy values into a table
//! ([`table`], over [`search`]) or a hash map of any position type
//! ([`family`]), positions numbered for the heap machinery ([`intern`]),
//! generalised values of loopy rules ([`loopy`]), canonical forms of
//! partisan rules ([`partisan`]), the literal search of sums ([`literal`],
//! [`misere`]) and the values and winning moves of sums ([`sums`]).
//!
//! Imports only [`crate::source`] (and [`crate::cli`]); nothing here
//! writes a report.

pub mod family;
pub mod intern;
pub mod literal;
pub mod loopy;
pub mod misere;
pub mod partisan;
pub mod scoring;
pub mod search;
pub mod sums;
pub mod table;
