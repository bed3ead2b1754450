//! `cargo xtask bench --answered`: each problem's largest *answered* input —
//! the binary's own bounds, not the judge's (the oracle's `answered-input`,
//! `judge::oracle::AnsweredMax`, or the max-size input where the binary
//! answers nothing larger but longer inputs) — timed against the judge's
//! time limit. "Answered fast or refused": a binary that answers an input
//! must answer it within the limit, or its bound must come down (issue 29).
//! The binary must answer it (exit 0): a refusal fails the row, since the
//! generator then does not make what the oracle says it makes.

use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};

use super::measure::{run_once, Run, Stats};
use super::{cached, first_line};
use crate::oracle;
use crate::workspace::Problem;

/// One problem's largest answered input, timed.
pub struct Row {
    pub problem: String,
    /// What the input holds (the judge's max-size input's description when
    /// that is the largest answered).
    pub input: String,
    pub input_bytes: u64,
    pub time_limit: Duration,
    pub result: Result<Stats, String>,
}

impl Row {
    /// Within the judge's time limit on every run.
    pub fn ok(&self) -> bool {
        self.result
            .as_ref()
            .is_ok_and(|stats| stats.max <= self.time_limit)
    }
}

/// Makes (or finds) the input under `bench_dir/answered/` and times the
/// binary on it: a warm-up, then `n_runs` runs.
pub fn measure(
    problem: &Problem,
    oracle: &oracle::Oracle,
    bench_dir: &Path,
    n_runs: usize,
    root: &Path,
) -> Row {
    let mut row = Row {
        problem: problem.name.clone(),
        input: String::new(),
        input_bytes: 0,
        time_limit: problem.time_limit,
        result: Err(String::new()),
    };
    row.result = (|| -> Result<Stats> {
        let info = oracle.info(root)?;
        let (describe, version, kind) = match info.answered {
            Some((describe, version)) => (describe, version, "answered"),
            None => (
                format!("the judge's max: {}", info.describe),
                info.version,
                "max",
            ),
        };
        row.input = describe;
        let input = bench_dir
            .join("answered")
            .join(format!("{}.{kind}.v{version}.in", problem.name));
        cached(&input, |partial| oracle.write_answered_input(partial, root))?;
        row.input_bytes = std::fs::metadata(&input)
            .with_context(|| format!("cannot read {}", input.display()))?
            .len();
        eprintln!("bench --answered {} ({n_runs} runs)", problem.name);
        let output = bench_dir
            .join("out")
            .join(format!("{}.answered.out", problem.name));
        run_once(&oracle.binary, &input, &output)?;
        let runs: Vec<Run> = (0..n_runs)
            .map(|_| run_once(&oracle.binary, &input, &output))
            .collect::<Result<_>>()?;
        Ok(Stats::of(&runs))
    })()
    .map_err(|err| first_line(&format!("{err:#}")));
    row
}

/// The rows as an aligned table, and the line the run ends with.
pub fn table(rows: &[Row]) -> String {
    let mut cells = vec![[
        "problem",
        "largest answered input",
        "size",
        "median",
        "max",
        "limit",
        "verdict",
    ]
    .map(String::from)
    .to_vec()];
    let mut failures = Vec::new();
    for row in rows {
        let ms = |d: Duration| format!("{:.1} ms", d.as_secs_f64() * 1e3);
        let mut line = vec![
            row.problem.clone(),
            row.input.clone(),
            super::report::bytes(row.input_bytes),
        ];
        match &row.result {
            Ok(stats) => {
                line.extend([ms(stats.median), ms(stats.max)]);
            }
            Err(why) => {
                line.extend([String::new(), String::new()]);
                failures.push(format!("  {}: {why}", row.problem));
            }
        }
        line.push(format!("{} ms", row.time_limit.as_millis()));
        line.push(
            match (&row.result, row.ok()) {
                (Err(_), _) => "FAIL",
                (Ok(_), true) => "OK",
                (Ok(_), false) => "OVER",
            }
            .to_string(),
        );
        cells.push(line);
    }
    let widths: Vec<usize> = (0..cells[0].len())
        .map(|col| {
            cells
                .iter()
                .map(|line| line[col].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut text = String::new();
    for line in &cells {
        let padded: Vec<String> = line
            .iter()
            .zip(&widths)
            .map(|(cell, &width)| format!("{cell:<width$}"))
            .collect();
        text += padded.join("  ").trim_end();
        text.push('\n');
    }
    for failure in failures {
        text += &failure;
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(max_ms: u64) -> Stats {
        let at = Duration::from_millis(max_ms);
        Stats {
            median: at / 2,
            min: at / 4,
            max: at,
            peak_rss: None,
        }
    }

    #[test]
    fn a_row_is_over_when_any_run_passes_the_judges_limit() {
        let row = |result| Row {
            problem: "p".into(),
            input: "n = 10^4".into(),
            input_bytes: 2048,
            time_limit: Duration::from_millis(1000),
            result,
        };
        let rows = [
            row(Ok(stats(1000))),
            row(Ok(stats(1001))),
            row(Err(
                "p failed (exit status: 2): error: token 1: n above 10000".into(),
            )),
        ];
        assert!(rows[0].ok() && !rows[1].ok() && !rows[2].ok());
        let text = table(&rows);
        let verdicts: Vec<&str> = text
            .lines()
            .skip(1)
            .take(3)
            .map(|line| line.rsplit(' ').next().unwrap())
            .collect();
        assert_eq!(verdicts, ["OK", "OVER", "FAIL"], "{text}");
        assert!(
            text.contains("  p: p failed (exit status: 2): error: token 1"),
            "{text}"
        );
    }
}
