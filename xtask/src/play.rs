//! `cargo xtask play PROBLEM CASE`: an interactive problem's case played by
//! hand. The problem's interactor (its oracle's `play CASE`) talks on this
//! terminal: what it prints is the judge's side of the dialogue, and each
//! line typed is the contestant's; its verdict ends the game.

use std::process::{Command, ExitCode};

use anyhow::{bail, Context, Result};

use crate::flags;
use crate::oracle;
use crate::workspace::Workspace;

pub fn run(flags: &flags::Play) -> Result<ExitCode> {
    let ws = Workspace::load()?;
    let problem = ws.find(&flags.problem)?;
    if !problem.interactive {
        bail!(
            "{} is not interactive: its cases are judged by `cargo xtask test {}`",
            problem.name,
            problem.name
        );
    }
    let case = std::fs::canonicalize(&flags.case)
        .with_context(|| format!("cannot read {}", flags.case.display()))?;
    let built = oracle::build(&ws, &[problem])
        .pop()
        .expect("one build for one problem")?;
    let status = Command::new(&built.executable)
        .arg("play")
        .arg(&case)
        .status()
        .with_context(|| format!("cannot run {}", built.executable.display()))?;
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        _ => ExitCode::FAILURE,
    })
}
