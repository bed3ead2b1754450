//! Input and arithmetic: what every solution reads its input with, and the
//! exact integer helpers the game families build on.
//!
//! - [`scan`]: whitespace-separated tokens through one buffer, one-line errors
//!   (`error: token N: expected …`, exit 2) and [`scan::run`], every binary's
//!   entry point — every problem.
//! - [`isqrt`]: integer square roots exact for every `u64` and `u128` (used by
//!   [`crate::closed::wythoff`], [`crate::closed::boxes`] and [`sieve`]).
//! - [`sieve`]: `Ω(n)` for every `n` up to a limit, by a segmented sieve —
//!   acdream-1112.
//! - [`omega`]: `Ω(n)` of one 32-bit `n` without a table — acdream-1112.
//! - [`factor`]: the prime factorisation of one 32-bit `n` without a table
//!   (Pollard's rho past the cube root) — cf-850c.
//! - [`dialogue`]: an interactive judge's lines read as they come and ours
//!   flushed at once, [`dialogue::run_interactive`] the interactive binaries'
//!   entry point — abc-278g.

pub mod dialogue;
pub mod factor;
pub mod isqrt;
pub mod omega;
pub mod scan;
pub mod sieve;
