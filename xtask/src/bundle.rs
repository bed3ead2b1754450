//! `cargo xtask bundle` (not written yet).

use std::process::ExitCode;

use anyhow::{bail, Result};

use crate::flags;

pub fn run(_flags: &flags::Bundle) -> Result<ExitCode> {
    bail!("`cargo xtask bundle` is not implemented yet")
}
