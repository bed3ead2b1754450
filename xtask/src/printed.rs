//! `cargo xtask grundy --table FILE` (`-`: standard input): a table any
//! program printed, read and reported by the explorer's library
//! (`explore::entry::printed`) in this process — no rule is compiled, so a
//! brute force in any language can be piped in: `./brute | cargo xtask
//! grundy --table -`.

use std::io::{self, IsTerminal as _, Read as _, Write as _};
use std::process::ExitCode;

use anyhow::{Context, Result};

use crate::flags;

pub fn run(f: &flags::Grundy) -> Result<ExitCode> {
    // Before any reading: a plot that cannot be written fails now.
    if let Some(path) = &f.plot {
        crate::grundy::check_plot_path(path, f.force)?;
    }
    let (name, text) = if f.game == "-" {
        if io::stdin().is_terminal() {
            eprintln!("reading the table from standard input (end it with Ctrl-D)");
        }
        let mut bytes = Vec::new();
        io::stdin()
            .read_to_end(&mut bytes)
            .context("reading standard input")?;
        ("stdin".to_string(), bytes)
    } else {
        let bytes = std::fs::read(&f.game).with_context(|| format!("reading {}", f.game))?;
        (f.game.clone(), bytes)
    };
    let text = String::from_utf8(text).map_err(|e| {
        anyhow::anyhow!(
            "{name}: not text (invalid UTF-8 at byte {}): --table reads numbers a program printed",
            e.utf8_error().valid_up_to()
        )
    })?;
    let o = explore::Options {
        name,
        json: f.json,
        show: f.show,
        plot: f.plot.clone(),
        ..explore::Options::default()
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = explore::entry::printed::run(&text, f.sequence, &o, &mut out);
    out.flush().context("writing the report")?;
    match result {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            anstream::eprintln!("{}: {e}", crate::style::error("error"));
            Ok(ExitCode::from(2))
        }
    }
}
