//! `cargo xtask stress [PROBLEM] [--cases N] [--seed S] [--command CMD]
//! [--save DIR]`: compare the problem's release binary (or any program) with
//! its brute force on seeded random inputs.
//!
//! Our binary: the comparison is the problem's own, its oracle's `stress`
//! subcommand (see [`crate::oracle`]), run with `--json`, which prints one
//! typed `judge::report::Report` and exits 0 (agreement) or 1 (a
//! disagreement). The first disagreeing input is saved as
//! `testdata/PROBLEM/hack-<seed>-<i>.in/.out` (never overwriting).
//!
//! A user's program (`--command`): the oracle only writes the inputs and the
//! brute force's outputs (`cases --json`), and the program is run here, the
//! way `test --command` runs it (`judge::exec::run_isolated`), on every core,
//! with a count of the inputs done. The first disagreeing input is saved in
//! `target/stress/PROBLEM/` (never in the repository's test data), a
//! program that cannot start is one error, and Ctrl-C stops the runs and
//! exits 130.
//!
//! Either way the report shows both outputs and the commands that reproduce
//! it, with paths that work from the current folder.

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{ExitCode, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context, Result};
use judge::exec::{Limits, Outcome};
use judge::oracle::{Disagreement, Report};
use judge::stress::Case;

use crate::flags;
use crate::oracle;
use crate::parallel;
use crate::progress::Progress;
use crate::workspace::{relative_to, Problem, Workspace};

pub fn run(flags: &flags::Stress) -> Result<ExitCode> {
    let ws = Workspace::load()?;
    let problem = ws.one_or_here(flags.problem.as_deref(), "stress")?;
    let here = std::env::current_dir().context("cannot read the current directory")?;
    let seed = flags.seed.unwrap_or_else(fresh_seed);
    let building = Progress::spinner("building");
    let built = oracle::build(&ws, &[problem]).pop().expect("one problem");
    building.finish();
    let oracle = built?;

    // An interactive problem's oracle plays a user's program itself (each
    // game against its interactor, the program isolated as `test` runs it).
    if let (Some(command), false) = (&flags.command, problem.interactive) {
        let save_dir = flags
            .save
            .clone()
            .unwrap_or_else(|| ws.target_dir.join("stress").join(&problem.name));
        let run = CommandRun {
            problem,
            command,
            seed,
            cases: flags.cases.map(|n| n.get()),
            save_dir: &save_dir,
            here: &here,
        };
        return run.run(&oracle);
    }
    let save_dir = match &flags.save {
        Some(dir) => dir.clone(),
        None => relative_to(&problem.testdata_dir, &here),
    };
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
    if problem.interactive {
        print!("{}", judge::interactive::render(&report));
        return Ok(if report.agrees() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    print!("{}", report.render(&target));
    if report.agrees() {
        return Ok(ExitCode::SUCCESS);
    }
    let readme = if flags.save.is_none() {
        " (add a line for them to its README.md)"
    } else {
        ""
    };
    println!(
        "stress {}: FAILED; the input and the brute force's output are saved in {}/{readme}",
        problem.name,
        save_dir.display()
    );
    Ok(ExitCode::FAILURE)
}

/// A stress run of a user's program (see the module's documentation).
struct CommandRun<'a> {
    problem: &'a Problem,
    command: &'a str,
    seed: u64,
    cases: Option<u64>,
    save_dir: &'a Path,
    here: &'a Path,
}

/// How a `--command` stress run ended.
enum Ending {
    /// Every input agreed.
    Agreed,
    /// The first input that disagrees, with the program's outcome.
    Disagreed(Case, Outcome),
    /// The program cannot run at all: one error, not one per input.
    CannotRun(String),
    /// Ctrl-C.
    Interrupted,
}

impl CommandRun<'_> {
    fn run(&self, oracle: &oracle::Oracle) -> Result<ExitCode> {
        ctrlc::set_handler(judge::exec::interrupt).context("cannot handle Ctrl-C")?;
        let name = &self.problem.name;
        let cases_text = self.cases.map(|n| n.to_string());
        let seed_text = self.seed.to_string();
        let mut args = vec!["cases", "--seed", &seed_text];
        if let Some(cases) = &cases_text {
            args.extend(["--cases", cases]);
        }
        let mut generator = std::process::Command::new(&oracle.executable)
            .args(&args)
            .current_dir(self.here)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .with_context(|| format!("cannot run {}", oracle.executable.display()))?;
        let stdout = generator.stdout.take().expect("stdout is piped");
        eprintln!(
            "stress {name}: seed {}, {} inputs, `{}` run the way a judge runs it ({})",
            self.seed,
            cases_text
                .as_deref()
                .unwrap_or("the problem's default number of"),
            self.command,
            judge::exec::isolation()
        );
        let limits = Limits {
            time: judge::stress::RUN_LIMIT,
            memory: self.problem.memory_limit,
            stack: self.problem.stack_limit,
        };
        let threads = parallel::workers(usize::MAX);
        // The lowest index that disagrees so far: inputs past it are skipped.
        let stop_at = AtomicU64::new(u64::MAX);
        let (case_sender, case_receiver) = mpsc::sync_channel::<Case>(threads * 4);
        let case_receiver = Mutex::new(case_receiver);
        let (result_sender, results) = mpsc::channel::<(Case, std::io::Result<Outcome>)>();
        let mut ending = Ending::Agreed;
        let mut done = 0u64;
        let mut total = self.cases;
        let mut progress: Option<Progress> = None;
        std::thread::scope(|scope| {
            let stop_at = &stop_at;
            scope.spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    let Ok(case) = serde_json::from_str::<Case>(&line) else {
                        continue;
                    };
                    let stopped =
                        judge::exec::interrupted() || case.index > stop_at.load(Ordering::Relaxed);
                    if stopped || case_sender.send(case).is_err() {
                        break;
                    }
                }
            });
            for _ in 0..threads {
                let result_sender = result_sender.clone();
                let case_receiver = &case_receiver;
                scope.spawn(move || loop {
                    let case = {
                        let receiver = case_receiver.lock().unwrap_or_else(|e| e.into_inner());
                        receiver.recv()
                    };
                    let Ok(case) = case else { break };
                    if case.index > stop_at.load(Ordering::Relaxed) {
                        continue;
                    }
                    let outcome = judge::exec::run_isolated(
                        self.command,
                        self.here,
                        case.input.as_bytes(),
                        limits,
                    );
                    if result_sender.send((case, outcome)).is_err() {
                        break;
                    }
                });
            }
            drop(result_sender);
            for (case, outcome) in results {
                let total = *total.get_or_insert(case.of);
                let progress = progress.get_or_insert_with(|| {
                    Progress::bar(total, &format!("stress {name}: inputs done"))
                });
                if judge::exec::interrupted() {
                    ending = Ending::Interrupted;
                    let _ = generator.kill();
                    continue;
                }
                done += 1;
                progress.inc();
                let stop = match (outcome, &ending) {
                    (Err(err), _) => Some(Ending::CannotRun(format!(
                        "cannot run `{}`: {err}",
                        self.command
                    ))),
                    (Ok(outcome), _) if cannot_start(&outcome) => Some(Ending::CannotRun(format!(
                        "cannot run `{}`: {}",
                        self.command,
                        String::from_utf8_lossy(&outcome.stderr).trim()
                    ))),
                    (_, Ending::CannotRun(_) | Ending::Interrupted) => None,
                    (Ok(outcome), _) => {
                        let lower = match &ending {
                            Ending::Disagreed(first, _) => case.index < first.index,
                            _ => true,
                        };
                        let fails = judge::stress::failure(&outcome, &case.expected).is_some();
                        (fails && lower).then_some(Ending::Disagreed(case, outcome))
                    }
                };
                if let Some(stop) = stop {
                    let index = match &stop {
                        Ending::Disagreed(case, _) => case.index,
                        _ => 0,
                    };
                    stop_at.fetch_min(index, Ordering::Relaxed);
                    // The brute force may be working on a later input.
                    let _ = generator.kill();
                    if !matches!(ending, Ending::CannotRun(_)) {
                        ending = stop;
                    }
                }
            }
        });
        if let Some(progress) = &progress {
            progress.finish();
        }
        let status = generator.wait().context("cannot wait for the oracle")?;
        let total = total.unwrap_or(0);
        match ending {
            Ending::Interrupted => {
                eprintln!(
                    "interrupted: stress {name} stopped after {done} of {total} inputs \
                     (seed {}); the runs of `{}` still going were killed",
                    self.seed, self.command
                );
                Ok(ExitCode::from(130))
            }
            Ending::CannotRun(message) => bail!("{message}"),
            Ending::Agreed if !status.success() && done < total.max(1) => {
                let mut stderr = String::new();
                if let Some(mut pipe) = generator.stderr.take() {
                    let _ = pipe.read_to_string(&mut stderr);
                }
                bail!("the oracle of {name} failed ({status}): {}", stderr.trim())
            }
            Ending::Agreed => {
                println!(
                    "stress {name}: {done} inputs agree with the brute force (seed {})",
                    self.seed
                );
                Ok(ExitCode::SUCCESS)
            }
            Ending::Disagreed(case, outcome) => {
                self.report(&case, &outcome, total)?;
                Ok(ExitCode::FAILURE)
            }
        }
    }

    /// Saves the disagreeing input and prints the report.
    fn report(&self, case: &Case, outcome: &Outcome, total: u64) -> Result<()> {
        let name = &self.problem.name;
        let stem = format!("hack-{}-{}", self.seed, case.index);
        let (input_path, output_path) =
            judge::testdata::save_new_case(self.save_dir, &stem, &case.input, &case.expected)
                .with_context(|| format!("cannot save the input in {}", self.save_dir.display()))?;
        let (code, detail) =
            judge::stress::failure(outcome, &case.expected).unwrap_or(("AC", String::new()));
        let shown = |path: &Path| relative_to(path, self.here);
        let report = Report {
            problem: name.clone(),
            seed: self.seed,
            cases: total,
            agreed: case.index,
            disagreement: Some(Disagreement {
                index: case.index,
                verdict: code.to_string(),
                detail,
                input: judge::stress::shorten(&case.input),
                expected: judge::stress::shorten(&case.expected),
                actual: judge::stress::shorten(&String::from_utf8_lossy(&outcome.stdout)),
                saved: Some((shown(&input_path), shown(&output_path))),
            }),
        };
        print!("{}", rerun_with_command(&report, self.command));
        println!(
            "stress {name}: FAILED; the input and the brute force's output are saved in {}/",
            shown(self.save_dir).display()
        );
        Ok(())
    }
}

/// Whether the shell could not start the program at all: `sh` exits with 127
/// (not found) or 126 (not executable) and says so.
fn cannot_start(outcome: &Outcome) -> bool {
    let stderr = String::from_utf8_lossy(&outcome.stderr);
    matches!(outcome.status.and_then(|s| s.code()), Some(126 | 127))
        && [
            "not found",
            "Permission denied",
            "cannot execute",
            "No such file",
        ]
        .iter()
        .any(|needle| stderr.contains(needle))
}

/// The report as [`Report::render`] prints it, with `--command 'CMD'` in its
/// rerun command.
fn rerun_with_command(report: &Report, command: &str) -> String {
    // The output is the user's program's, not the problem's binary's.
    let text = report.render_labelled(command, &format!("`{command}`"));
    let quoted = shell_quote(command);
    text.lines()
        .map(|line| {
            if line.starts_with("--- rerun: cargo xtask stress ") {
                format!("{line} --command {quoted}\n")
            } else {
                format!("{line}\n")
            }
        })
        .collect()
}

/// `text` as one shell word: as it is if it is plain, else single-quoted.
fn shell_quote(text: &str) -> String {
    let plain = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c));
    if plain {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
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

    #[test]
    fn the_rerun_command_names_the_users_program() {
        let report = Report {
            problem: "p".into(),
            seed: 7,
            cases: 100,
            agreed: 41,
            disagreement: Some(Disagreement {
                index: 41,
                verdict: "WA".into(),
                detail: "line 1".into(),
                input: "1\n".into(),
                expected: "A\n".into(),
                actual: "B\n".into(),
                saved: Some(("t/hack-7-41.in".into(), "t/hack-7-41.out".into())),
            }),
        };
        let text = rerun_with_command(&report, "python3 it's.py");
        assert!(
            text.contains(
                "--- rerun: cargo xtask stress p --seed 7 --cases 42 --command 'python3 it'\\''s.py'\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("--- reproduce: python3 it's.py < t/hack-7-41.in\n"),
            "{text}"
        );
        // The output is labelled as the command's, not the problem's.
        assert!(
            text.contains("--- `python3 it's.py` printed\nB\n"),
            "{text}"
        );
        assert!(!text.contains("--- p printed"), "{text}");
        assert_eq!(shell_quote("./a.out"), "./a.out");
        assert_eq!(shell_quote("a b"), "'a b'");
    }
}
