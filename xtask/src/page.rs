//! `cargo xtask grundy CODE --html FILE.html`: a code's page, written by the
//! explorer's page writer (`explore::report::page`) from `takebreak`'s
//! values and the claims `grundy` prints.

use std::path::Path;

use anyhow::{anyhow, Result};
use takebreak::{Game, Solution};

use ::explore::report::page::{self, Period, Target};

/// Checks the page's path before any computing (`--force` to overwrite a
/// file `grundy` did not write).
pub fn check(path: &Path, force: bool) -> Result<Target> {
    Target::open(path, force).map_err(|e| anyhow!("{e}"))
}

/// Writes the code's page: its values, the pattern's lines of `summary`
/// (worded as `grundy` prints them) as the claims.
pub fn write(game: &Game, s: &Solution, summary: &str, target: Target) -> Result<()> {
    let claims: Vec<String> = summary
        .lines()
        .filter(|line| {
            ["pattern:", "proved by", "apparent,", "no period found"]
                .iter()
                .any(|start| line.starts_with(start))
        })
        .map(str::to_string)
        .collect();
    let period = s.pattern.map(|p| Period {
        period: p.period,
        preperiod: p.preperiod,
        saltus: i64::from(p.saltus),
    });
    let mut out = std::io::stdout();
    page::impartial::code(game, &s.values, claims, period, target, &mut out)
        .map_err(|e| anyhow!("{e}"))
}
