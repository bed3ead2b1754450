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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_codes_page_has_its_values_and_claims() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("kayles.html");
        let game: Game = "0.07".parse().unwrap();
        let s = takebreak::solve(&game, 1 << 20);
        let text = crate::grundy::summary(&game, &s, 10, false);
        write(&game, &s, &text, check(&path, false).unwrap()).unwrap();
        let html = std::fs::read_to_string(&path).unwrap();
        assert_eq!(html.matches("<td ").count(), 175);
        assert!(
            html.contains("data-pos=\"52\" data-value=\"2\""),
            "G(52) = 2"
        );
        assert!(html
            .contains("<li>pattern: periodic, period 34, preperiod 53 (last exception 52)</li>"));
        assert!(html.contains("<li>proved by the periodicity theorem"));
        // Someone's file is not overwritten without --force.
        std::fs::write(&path, "notes").unwrap();
        assert!(check(&path, false)
            .unwrap_err()
            .to_string()
            .contains("--force"));
        assert!(check(&path, true).is_ok());
    }
}
