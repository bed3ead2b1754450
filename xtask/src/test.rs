//! `cargo xtask test` (being written).

use std::process::ExitCode;

use anyhow::{bail, Result};

use crate::flags;

pub fn run(_flags: &flags::Test) -> Result<ExitCode> {
    bail!("`cargo xtask test` is not implemented yet")
}
