//! `cargo xtask new` (not written yet).

use std::process::ExitCode;

use anyhow::{bail, Result};

use crate::flags;

pub fn run(_flags: &flags::New) -> Result<ExitCode> {
    bail!("`cargo xtask new` is not implemented yet")
}
