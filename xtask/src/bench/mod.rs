//! `cargo xtask bench [PROBLEM…] [--runs N] [--save FILE] [--baseline FILE] [--answered]`:
//! time every problem's release binary on a max-size input and print median,
//! min and max wall time, throughput and peak memory, with a verdict against
//! the targets in [`report`].
//!
//! Inputs come from each problem's oracle (its `stress` test target's
//! `max-input`, checked by its `validate --max`; see [`crate::oracle`]) and
//! are cached under `target/bench/inputs/`. Each row is measured against a
//! floor, run by turns with the problem's binary: for a batch problem,
//! `scan_only` (the gamecore example that only reads and parses the tokens),
//! so an I/O-bound problem can be compared with the cost of its input alone;
//! for an interactive one, `replay_dialogue` (the gamecore example that plays
//! the recorded dialogue without thinking), so the program is compared with
//! the cost of its round trips alone.
//!
//! It exits unsuccessfully when a problem fails or misses a target, so a
//! regression is visible; `--save` and `--baseline` keep and compare runs.
//! `--answered` times the largest input each binary answers instead, against
//! the judge's time limit ([`answered`]).

mod answered;
mod measure;
mod report;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};

use crate::flags;
use crate::oracle;
use crate::progress::Progress;
use crate::workspace::{cargo, Problem, Workspace};

pub fn run(flags: &flags::Bench) -> Result<ExitCode> {
    let profile = oracle::profile();
    if profile != "release" {
        bail!(
            "bench times the release builds; {}={profile} builds the binaries in another profile (unset it)",
            oracle::PROFILE_VAR
        );
    }
    let n_runs = flags.runs.get();
    let baseline = flags.baseline.as_deref().map(load_baseline).transpose()?;
    let ws = Workspace::load()?;
    // Inside crates/P/ or testdata/P/, P, as `test` does.
    let problems = ws.select_or_here(&flags.problems)?;
    let everything = problems.len() == ws.problems.len();
    if let Some(path) = &flags.save {
        let names: Vec<&str> = problems.iter().map(|p| p.name.as_str()).collect();
        check_save_target(path, flags.force, &names)?;
    }
    let building = Progress::spinner("building");
    // A crate that does not build (one in progress, say) fails its row alone.
    let oracles = oracle::build(&ws, &problems);
    building.finish();
    let floors = build_floors(&ws)?;
    let bench_dir = ws.target_dir.join("bench");
    let out_dir = bench_dir.join("out");
    std::fs::create_dir_all(&out_dir)
        .with_context(|| format!("cannot create {}", out_dir.display()))?;

    if flags.answered {
        return run_answered(&ws, &problems, oracles, &bench_dir, n_runs, everything);
    }
    let progress = Progress::bar(problems.len() as u64, "bench");
    let mut rows = Vec::new();
    for (problem, oracle) in problems.iter().zip(oracles) {
        progress.inc();
        let oracle = match oracle {
            Ok(oracle) => Ok(oracle),
            Err(oracle::OracleError::Missing(name)) if everything => {
                progress.println(&format!("skip {name}: no `stress` test target (oracle)"));
                continue;
            }
            Err(err @ oracle::OracleError::Missing(_)) => return Err(err.into()),
            Err(err) => {
                let err = err.to_string();
                eprintln!("{}: {err}", problem.name);
                Err(report::Failure::Build(first_line(&err)))
            }
        };
        let row = match oracle {
            Ok(oracle) => measure_problem(problem, &oracle, &bench_dir, &floors, n_runs, &ws)
                .unwrap_or_else(|err| report::Row {
                    problem: problem.name.clone(),
                    input: String::new(),
                    input_bytes: 0,
                    io_bound: false,
                    interactive: problem.interactive,
                    result: Err(report::Failure::Run(format!("{err:#}"))),
                }),
            Err(failure) => report::Row {
                problem: problem.name.clone(),
                input: String::new(),
                input_bytes: 0,
                io_bound: false,
                interactive: problem.interactive,
                result: Err(failure),
            },
        };
        rows.push(row);
    }
    progress.finish();

    print!("{}", report::table(&rows));
    println!(
        "{n_runs} runs after a warm-up; MB/s = input bytes / median; ÷floor = median / median of \
         the floor, run by turns: scan_only (reading and parsing the same input with \
         gamecore::base::scan), or for an interactive problem (⇄) replay_dialogue (the same \
         dialogue replayed without thinking; both times are CPU times).\n\
         targets: median ≤ {} ms, peak RSS ≤ {} MiB, ÷floor ≤ {} for the I/O-bound problems (*), \
         and for the interactive ones ÷floor ≤ {} in place of the median's target.",
        report::TIME_TARGET.as_millis(),
        report::MEMORY_TARGET_KIB / 1024,
        report::IO_BOUND_RATIO,
        report::INTERACTIVE_RATIO,
    );
    if let (Some(baseline), Some(path)) = (&baseline, &flags.baseline) {
        println!("\ncompared with {}:", path.display());
        print!("{}", report::compare(&rows, baseline));
    }
    if let Some(path) = &flags.save {
        let text = serde_json::to_string_pretty(&report::to_json(&rows, n_runs))?;
        std::fs::write(path, text + "\n")
            .with_context(|| format!("cannot write {}", path.display()))?;
        println!("saved to {}", path.display());
    }
    let n_missed = rows
        .iter()
        .filter(|row| row.verdict() != report::Verdict::Ok)
        .count();
    if n_missed > 0 {
        println!("{n_missed} of {} problems miss a target", rows.len());
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// `--answered`: the largest answered input of each problem, against the
/// judge's time limit; fails when one is over it or not answered.
fn run_answered(
    ws: &Workspace,
    problems: &[&Problem],
    oracles: Vec<Result<oracle::Oracle, oracle::OracleError>>,
    bench_dir: &Path,
    n_runs: usize,
    everything: bool,
) -> Result<ExitCode> {
    let progress = Progress::bar(problems.len() as u64, "bench --answered");
    let mut rows = Vec::new();
    for (problem, oracle) in problems.iter().zip(oracles) {
        progress.inc();
        let row = match oracle {
            Ok(oracle) => answered::measure(problem, &oracle, bench_dir, n_runs, &ws.root),
            Err(oracle::OracleError::Missing(name)) if everything => {
                progress.println(&format!("skip {name}: no `stress` test target (oracle)"));
                continue;
            }
            Err(err @ oracle::OracleError::Missing(_)) => return Err(err.into()),
            Err(err) => answered::Row {
                problem: problem.name.clone(),
                input: String::new(),
                input_bytes: 0,
                time_limit: problem.time_limit,
                result: Err(first_line(&err.to_string())),
            },
        };
        rows.push(row);
    }
    progress.finish();
    print!("{}", answered::table(&rows));
    println!(
        "{n_runs} runs after a warm-up; OK when every run is within the judge's time limit \
         (the largest answered input must be answered fast, or refused)."
    );
    let n_over = rows.iter().filter(|row| !row.ok()).count();
    if n_over > 0 {
        println!(
            "{n_over} of {} problems over the limit or not answered",
            rows.len()
        );
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// Refuses, before anything is measured, to let `--save` replace a file that
/// is not a saved bench run (one the user wrote, or mistyped as FILE), or a
/// saved run holding problems this run does not measure (a full baseline
/// replaced by a run of one problem), unless `--force` says so. A saved run
/// of the same problems (or fewer) may be replaced: that is how a baseline
/// is refreshed.
fn check_save_target(path: &Path, force: bool, measured: &[&str]) -> Result<()> {
    if force || !path.exists() {
        return Ok(());
    }
    let Ok(saved) = load_baseline(path) else {
        bail!(
            "{} exists and is not a saved bench run; pass --force to overwrite it",
            path.display()
        )
    };
    let dropped: Vec<&str> = saved
        .iter()
        .map(|row| row.problem.as_str())
        .filter(|name| !measured.contains(name))
        .collect();
    if !dropped.is_empty() {
        bail!(
            "{} holds a run of {} problems, and this one does not measure {} of them ({}); \
             pass --force to replace it with this run's {} problem(s)",
            path.display(),
            saved.len(),
            dropped.len(),
            dropped.join(", "),
            measured.len()
        );
    }
    Ok(())
}

fn load_baseline(path: &Path) -> Result<Vec<report::Row>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let value =
        serde_json::from_str(&text).with_context(|| format!("{} is not JSON", path.display()))?;
    report::from_json(&value)
        .with_context(|| format!("{} is not a saved bench run", path.display()))
}

/// The programs a row is measured against (see the module's documentation).
struct Floors {
    /// A batch problem's: reading and parsing the input.
    scan_only: PathBuf,
    /// An interactive problem's: its dialogue replayed.
    replay: PathBuf,
}

/// Builds the `scan_only` and `replay_dialogue` examples of gamecore in
/// release.
fn build_floors(ws: &Workspace) -> Result<Floors> {
    let status = cargo()
        .current_dir(&ws.root)
        .args(["build", "--release", "--package", "gamecore"])
        .args(["--example", "scan_only", "--example", "replay_dialogue"])
        .status()
        .context("cannot run `cargo build`")?;
    if !status.success() {
        bail!("`cargo build --release --example scan_only --example replay_dialogue` failed");
    }
    let example = |name: &str| {
        let file = format!("{name}{}", std::env::consts::EXE_SUFFIX);
        ws.target_dir.join("release").join("examples").join(file)
    };
    Ok(Floors {
        scan_only: example("scan_only"),
        replay: example("replay_dialogue"),
    })
}

/// The first line of a message, for the table.
fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or_default().to_string()
}

/// Makes (or finds) the problem's max-size input in `bench_dir/inputs/` with
/// its oracle, and times the binary on it, by turns with its floor.
fn measure_problem(
    problem: &Problem,
    oracle: &oracle::Oracle,
    bench_dir: &Path,
    floors: &Floors,
    n_runs: usize,
    ws: &Workspace,
) -> Result<report::Row> {
    let inputs_dir = bench_dir.join("inputs");
    let info = oracle.info(&ws.root)?;
    // The version and shape in the name: a changed generator or limit makes
    // a new file.
    let input = inputs_dir.join(format!(
        "{}.v{}.{}x{}.in",
        problem.name, info.version, info.shape.cases, info.shape.values
    ));
    cached(&input, |partial| oracle.write_max_input(partial, &ws.root))?;
    let input_bytes = std::fs::metadata(&input)
        .with_context(|| format!("cannot read {}", input.display()))?
        .len();
    eprintln!("bench {} ({} runs)", problem.name, n_runs);
    let out_dir = bench_dir.join("out");
    let output = out_dir.join(format!("{}.out", problem.name));
    let scan_output = out_dir.join(format!("{}.scan_only.out", problem.name));
    let result = if problem.interactive {
        let script = out_dir.join(format!("{}.dialogue", problem.name));
        measure::bench_interactive(
            (&oracle.binary, &oracle.executable),
            (&floors.replay, &script),
            &input,
            n_runs,
        )
    } else {
        measure::bench_pair(
            (&oracle.binary, &output),
            (&floors.scan_only, &scan_output),
            &input,
            n_runs,
        )
    }
    .map_err(|err| report::Failure::Run(format!("{err:#}")));
    Ok(report::Row {
        problem: problem.name.clone(),
        input: info.describe,
        input_bytes,
        io_bound: info.io_bound,
        interactive: problem.interactive,
        result,
    })
}

/// Makes `path` with `make` unless it exists: `make` writes a temporary name,
/// renamed when it succeeds, so that an interrupted run leaves no half file.
fn cached(path: &Path, make: impl FnOnce(&Path) -> Result<()>) -> Result<()> {
    if path.is_file() {
        return Ok(());
    }
    eprintln!("generating {}", path.display());
    let dir = path.parent().context("an input has a folder")?;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let partial = path.with_extension("in.partial");
    make(&partial)?;
    std::fs::rename(&partial, path).with_context(|| format!("cannot rename {}", partial.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_replaces_only_a_saved_run_of_the_same_problems_unless_forced() {
        let temp = tempfile::tempdir().unwrap();
        let dir = temp.path();
        let missing = dir.join("missing.json");
        assert!(check_save_target(&missing, false, &["a"]).is_ok());
        let saved = dir.join("saved.json");
        let stats = measure::Stats {
            median: std::time::Duration::from_millis(3),
            min: std::time::Duration::from_millis(2),
            max: std::time::Duration::from_millis(4),
            peak_rss: None,
        };
        let row = |name: &str| report::Row {
            problem: name.into(),
            input: "x".into(),
            input_bytes: 10,
            io_bound: false,
            interactive: false,
            result: Ok((stats, stats)),
        };
        let run = serde_json::to_string(&report::to_json(&[row("a"), row("b")], 5)).unwrap();
        std::fs::write(&saved, run).unwrap();
        assert!(check_save_target(&saved, false, &["a", "b"]).is_ok());
        assert!(check_save_target(&saved, false, &["a", "b", "c"]).is_ok());
        let err = check_save_target(&saved, false, &["a"])
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("holds a run of 2 problems")
                && err.contains("(b)")
                && err.contains("--force"),
            "{err}"
        );
        assert!(check_save_target(&saved, true, &["a"]).is_ok());
        let notes = dir.join("notes.json");
        std::fs::write(&notes, "{\"mine\": true}\n").unwrap();
        let err = check_save_target(&notes, false, &["a"])
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("not a saved bench run") && err.contains("--force"),
            "{err}"
        );
        assert!(check_save_target(&notes, true, &["a"]).is_ok());
    }
}
