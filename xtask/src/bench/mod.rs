//! `cargo xtask bench [PROBLEM…] [--runs N] [--save FILE] [--baseline FILE]`:
//! time every problem's release binary on a max-size input and print median,
//! min and max wall time, throughput and peak memory, with a verdict against
//! the targets in [`report`].
//!
//! Inputs come from the seeded generators in [`inputs`] and are cached under
//! `target/bench/inputs/`. Each input is also fed to `scan_only` (the gamecore
//! example that only reads and parses the tokens), run by turns with the
//! problem's binary, so an I/O-bound problem can be compared with the cost of
//! its input alone.
//!
//! It exits unsuccessfully when a problem fails or misses a target, so a
//! regression is visible; `--save` and `--baseline` keep and compare runs.

mod inputs;
mod measure;
mod report;

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};

use crate::flags;
use crate::workspace::{cargo, Workspace};

pub fn run(flags: &flags::Bench) -> Result<ExitCode> {
    let n_runs = flags.runs.get();
    let baseline = flags.baseline.as_deref().map(load_baseline).transpose()?;
    if let Some(path) = &flags.save {
        check_save_target(path, flags.force)?;
    }
    let ws = Workspace::load()?;
    let mut benched = Vec::new();
    for problem in ws.select(&flags.problems)? {
        match inputs::spec(&problem.name) {
            Some(spec) => benched.push((problem, spec)),
            None if !flags.problems.is_empty() => {
                bail!(
                    "{}: no max-size input in xtask/src/bench/inputs.rs",
                    problem.name
                )
            }
            None => println!(
                "skip {}: no max-size input in xtask/src/bench/inputs.rs",
                problem.name
            ),
        }
    }
    if flags.problems.is_empty() {
        let not_yet: Vec<&str> = inputs::SPECS
            .iter()
            .map(|spec| spec.problem)
            .filter(|name| !ws.problems.iter().any(|p| p.name == *name))
            .collect();
        if !not_yet.is_empty() {
            println!("not benched, no crate yet: {}", not_yet.join(", "));
        }
    }

    let problems: Vec<_> = benched.iter().map(|(problem, _)| *problem).collect();
    // A crate that does not build (one in progress, say) fails its row alone.
    let binaries = ws.build_release(&problems);
    let scan_only = build_scan_only(&ws)?;
    let bench_dir = ws.target_dir.join("bench");
    let out_dir = bench_dir.join("out");
    std::fs::create_dir_all(&out_dir)
        .with_context(|| format!("cannot create {}", out_dir.display()))?;

    let mut rows = Vec::new();
    for ((problem, spec), binary) in benched.iter().zip(binaries) {
        let input = cached_input(&bench_dir.join("inputs"), spec)?;
        let input_bytes = std::fs::metadata(&input)
            .with_context(|| format!("cannot read {}", input.display()))?
            .len();
        eprintln!("bench {} ({} runs)", problem.name, n_runs);
        let output = out_dir.join(format!("{}.out", problem.name));
        let scan_output = out_dir.join(format!("{}.scan_only.out", problem.name));
        let result = match binary {
            Ok(binary) => measure::bench_pair(
                (&binary, &output),
                (&scan_only, &scan_output),
                &input,
                n_runs,
            )
            .map_err(|err| report::Failure::Run(format!("{err:#}"))),
            // The table gets the first line; cargo's message goes to stderr.
            Err(why) => {
                let why = why.to_string();
                eprintln!("{}: {why}", problem.name);
                Err(report::Failure::Build(
                    why.lines().next().unwrap_or_default().to_string(),
                ))
            }
        };
        rows.push(report::Row {
            problem: problem.name.clone(),
            input: spec.describe.to_string(),
            input_bytes,
            io_bound: spec.io_bound,
            result,
        });
    }

    print!("{}", report::table(&rows));
    println!(
        "{n_runs} runs after a warm-up; MB/s = input bytes / median; ÷scan = median / median of \
         scan_only (reading and parsing the same input with gamecore::scan).\n\
         targets: median ≤ {} ms, peak RSS ≤ {} MiB, and ÷scan ≤ {} for the I/O-bound problems (*).",
        report::TIME_TARGET.as_millis(),
        report::MEMORY_TARGET_KIB / 1024,
        report::IO_BOUND_RATIO,
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

/// Refuses, before anything is measured, to let `--save` replace a file that
/// is not a saved bench run (one the user wrote, or mistyped as FILE) unless
/// `--force` says so. A saved run may be replaced: that is how a baseline is
/// refreshed.
fn check_save_target(path: &Path, force: bool) -> Result<()> {
    if force || !path.exists() || load_baseline(path).is_ok() {
        return Ok(());
    }
    bail!(
        "{} exists and is not a saved bench run; pass --force to overwrite it",
        path.display()
    )
}

fn load_baseline(path: &Path) -> Result<Vec<report::Row>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let value =
        serde_json::from_str(&text).with_context(|| format!("{} is not JSON", path.display()))?;
    report::from_json(&value)
        .with_context(|| format!("{} is not a saved bench run", path.display()))
}

/// Builds the `scan_only` example of gamecore in release and returns its path.
fn build_scan_only(ws: &Workspace) -> Result<PathBuf> {
    let status = cargo()
        .current_dir(&ws.root)
        .args([
            "build",
            "--release",
            "--package",
            "gamecore",
            "--example",
            "scan_only",
        ])
        .status()
        .context("cannot run `cargo build`")?;
    if !status.success() {
        bail!("`cargo build --release --example scan_only` failed");
    }
    let name = format!("scan_only{}", std::env::consts::EXE_SUFFIX);
    Ok(ws.target_dir.join("release").join("examples").join(name))
}

/// The spec's input, generated and validated on first use and then read from
/// `dir`. The file name holds the spec's version, so changing a generator
/// (and bumping the version) makes a new file.
fn cached_input(dir: &Path, spec: &inputs::Spec) -> Result<PathBuf> {
    let path = dir.join(format!("{}.v{}.in", spec.problem, spec.version));
    if path.is_file() {
        return Ok(path);
    }
    eprintln!("generating {}", path.display());
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    // Written and checked under another name, then renamed, so that an
    // interrupted run leaves no half file. It streams both ways, so that this
    // process stays small: its size is the floor of the peak memory measured
    // for the binaries it starts (see `measure`).
    let partial = path.with_extension("in.partial");
    File::create(&partial)
        .and_then(|mut file| spec.write_input(&mut file))
        .with_context(|| format!("cannot write {}", partial.display()))?;
    let file =
        File::open(&partial).with_context(|| format!("cannot read {}", partial.display()))?;
    spec.check(&mut BufReader::new(file)).map_err(|err| {
        anyhow::anyhow!("{}: the generated input is invalid: {err}", spec.problem)
    })?;
    std::fs::rename(&partial, &path)
        .with_context(|| format!("cannot rename {}", partial.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_replaces_only_a_saved_run_unless_forced() {
        let dir = std::env::temp_dir().join(format!("xtask-bench-save-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let missing = dir.join("missing.json");
        assert!(check_save_target(&missing, false).is_ok());
        let saved = dir.join("saved.json");
        let run = serde_json::to_string(&report::to_json(&[], 5)).unwrap();
        std::fs::write(&saved, run).unwrap();
        assert!(check_save_target(&saved, false).is_ok());
        let notes = dir.join("notes.json");
        std::fs::write(&notes, "{\"mine\": true}\n").unwrap();
        let err = check_save_target(&notes, false).unwrap_err().to_string();
        assert!(
            err.contains("not a saved bench run") && err.contains("--force"),
            "{err}"
        );
        assert!(check_save_target(&notes, true).is_ok());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
