//! `cargo xtask bench` (not written yet).

use std::process::ExitCode;

use anyhow::{bail, Result};

use crate::flags;

pub fn run(_flags: &flags::Bench) -> Result<ExitCode> {
    bail!("`cargo xtask bench` is not implemented yet")
}
