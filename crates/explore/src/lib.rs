//! The explorer behind `cargo xtask grundy FILE.rs`: a game written as a Rust
//! `moves` rule, its Grundy table, the patterns in it and the theorems that
//! prove them.
//!
//! (Skeleton: the engine and the runner are being written; [`analyse`] is the
//! pattern finder's interface.)

pub mod analyse;
