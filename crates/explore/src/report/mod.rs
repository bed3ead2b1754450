//! Stage 4, the outputs: each report's text and `--json`, the SVG plots, the
//! HTML page (`--html`),
//! `--moves` and `--play` (a dialogue on stdin and stdout).
//!
//! Imports the stages before it ([`crate::analyse`], [`crate::engines`],
//! [`crate::source`], [`crate::cli`]), never [`crate::entry`].

pub mod family;
pub mod guess;
pub mod loopy;
pub mod misere;
pub mod moves;
pub mod page;
pub mod partisan;
pub mod play;
pub mod plot;
pub mod positions;
pub mod printed;
pub mod progress;
pub mod scoring;
pub mod table;
pub mod text;
