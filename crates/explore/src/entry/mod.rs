//! Stage 5, the generated binaries' entry points: each reads the flags,
//! chooses the engine and the report for the rule's form, and runs them.
//! `cargo xtask grundy FILE` writes a `main` that calls one of these
//! (`xtask/src/rule_form.rs` chooses which from the file's functions).

mod family_sums;

pub mod cpp;
pub mod family;
pub mod loopy;
pub mod partisan;
pub mod printed;
pub mod python;
pub mod scoring;
pub mod table;
