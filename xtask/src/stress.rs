//! `cargo xtask stress` (not written yet).

use std::process::ExitCode;

use anyhow::{bail, Result};

use crate::flags;

pub fn run(_flags: &flags::Stress) -> Result<ExitCode> {
    bail!("`cargo xtask stress` is not implemented yet")
}
