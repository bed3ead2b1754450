//! `cargo xtask stress [PROBLEM] [--cases N] [--seed S] [--command CMD]`:
//! compare the problem's release binary (or any program) with its brute force
//! on seeded random inputs.
//!
//! The comparison is the problem's own: its oracle's `stress` subcommand (see
//! [`crate::oracle`]), run with `--json`, prints one typed
//! `judge::oracle::Report` and exits 0 (agreement) or 1 (a disagreement).
//! The first disagreeing input is saved as `testdata/PROBLEM/hack-<seed>-<i>`
//! `.in/.out` (never overwriting), and the report shows both outputs and the
//! commands that reproduce it, with paths that work from the current folder.

use std::process::{ExitCode, Stdio};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context, Result};
use judge::oracle::Report;

use crate::flags;
use crate::oracle;
use crate::test::Progress;
use crate::workspace::{relative_to, Workspace};

pub fn run(flags: &flags::Stress) -> Result<ExitCode> {
    let ws = Workspace::load()?;
    let problem = ws.one_or_here(flags.problem.as_deref(), "stress")?;
    let here = std::env::current_dir().context("cannot read the current directory")?;
    let seed = flags.seed.unwrap_or_else(fresh_seed);
    let building = Progress::spinner("building");
    let built = oracle::build(&ws, &[problem]).pop().expect("one problem");
    building.finish();
    let oracle = built?;

    let save_dir = relative_to(&problem.testdata_dir, &here);
    let target = match &flags.command {
        Some(command) => command.clone(),
        None => relative_to(&oracle.binary, &here).display().to_string(),
    };
    let seed_text = seed.to_string();
    let save_text = save_dir.display().to_string();
    let mut args = vec![
        "stress",
        "--seed",
        &seed_text,
        "--save-dir",
        &save_text,
        "--json",
    ];
    let cases_text = flags.cases.map(|n| n.to_string());
    if let Some(cases) = &cases_text {
        args.extend(["--cases", cases]);
    }
    match &flags.command {
        Some(command) => args.extend(["--command", command]),
        None => args.extend(["--binary", &target]),
    }
    let cases = cases_text
        .as_deref()
        .unwrap_or("the problem's default number of");
    eprintln!("stress {}: seed {seed}, {cases} inputs", problem.name);
    let running = Progress::spinner(&format!("stress {}", problem.name));
    let output = oracle.run(&args, &here, Stdio::null());
    running.finish();
    let output = output?;
    let report = read_report(&output.stdout, output.status.code()).with_context(|| {
        format!(
            "the oracle of {} failed ({}): {}",
            problem.name,
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        )
    })?;
    print!("{}", report.render(&target));
    if report.agrees() {
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "stress {}: FAILED; the input and the brute force's output are saved in {}/ \
         (add a line for them to its README.md)",
        problem.name,
        save_dir.display()
    );
    Ok(ExitCode::FAILURE)
}

/// The oracle's report from its stdout, if it exited with 0 (agreement) or 1
/// (a disagreement) and printed one.
fn read_report(stdout: &[u8], code: Option<i32>) -> Result<Report> {
    if !matches!(code, Some(0 | 1)) {
        bail!("no report");
    }
    let line = stdout
        .split(|&b| b == b'\n')
        .find(|line| line.starts_with(b"{"))
        .context("no report")?;
    let report: Report = serde_json::from_slice(line).context("an unreadable report")?;
    if report.agrees() != (code == Some(0)) {
        bail!("its exit status and its report disagree");
    }
    Ok(report)
}

/// A seed for a run without `--seed`: each run tries new inputs, and the seed
/// is printed, so any disagreement can be repeated.
fn fresh_seed() -> u64 {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    (now.as_secs().wrapping_mul(1_000_003) ^ u64::from(now.subsec_nanos())) % 1_000_000_000
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_are_read_only_with_a_matching_exit_code() {
        let agree = br#"{"problem":"p","seed":1,"cases":5,"agreed":5,"disagreement":null}"#;
        let report = read_report(agree, Some(0)).unwrap();
        assert!(report.agrees() && report.cases == 5);
        assert!(read_report(agree, Some(1)).is_err());
        assert!(read_report(agree, Some(2)).is_err());
        assert!(read_report(b"error: usage", Some(2)).is_err());
        assert!(read_report(b"", Some(0)).is_err());
        assert!(fresh_seed() < 1_000_000_000);
    }
}
