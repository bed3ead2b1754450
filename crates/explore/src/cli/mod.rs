//! Stage 0, the command line: the flags every report reads ([`flags`]),
//! and the generated binaries' `main` plumbing shared by the entry points that
//! take more than [`flags::Options`] reads: `--max-positions N` (the
//! family engine's budget) is taken out of the arguments here.

use std::io::{self, Write as _};
use std::process::ExitCode;

pub mod flags;
pub mod params;

use flags::Options;

/// The flags of a run: the explorer's common ones and the budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Extra {
    /// `--max-positions N`, if given.
    pub max_positions: Option<usize>,
}

/// Takes `--max-positions N` out of `args`; the rest are for
/// [`Options::parse`].
pub fn parse(args: &[String]) -> Result<(Options, Extra), String> {
    let mut rest = Vec::new();
    let mut extra = Extra {
        max_positions: None,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--max-positions" {
            let v = it
                .next()
                .ok_or_else(|| "--max-positions needs a value".to_string())?;
            extra.max_positions =
                Some(v.parse().ok().filter(|&n: &usize| n > 0).ok_or_else(|| {
                    format!("--max-positions: expected a number ≥ 1, found {v:?}")
                })?);
        } else {
            rest.push(a.clone());
        }
    }
    Ok((Options::parse(&rest)?, extra))
}

/// A `main`: the process's arguments parsed, `run` on stdin and a buffered
/// stdout; exit code 2 with one `error:` line on stderr when it fails.
pub fn main_with(
    run: impl FnOnce(&Options, Extra, &mut dyn io::BufRead, &mut dyn io::Write) -> Result<(), String>,
) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdin = io::stdin();
    let stdout = io::stdout();
    let result = parse(&args).and_then(|(o, extra)| {
        params::install(&o.params);
        let mut out = io::BufWriter::new(stdout.lock());
        let result = run(&o, extra, &mut stdin.lock(), &mut out);
        let flushed = out.flush().map_err(|e| format!("writing the report: {e}"));
        result.and(flushed)
    });
    exit(result)
}

/// The exit of a binary's run: 0, or 2 with its `error:` line on stderr;
/// the warning for a `--param` the rule never read either way.
pub fn exit(result: Result<(), String>) -> ExitCode {
    let _ = io::stdout().flush();
    if let Some(warning) = params::unread_warning() {
        eprintln!("{warning}");
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
