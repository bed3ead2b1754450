//! `cargo xtask test [PROBLEM…] [--bundled | --command CMD [--all] [--time-scale F]] [-v] [--json]`:
//! judge every problem's binary (or a bundle, or any program) on its
//! `testdata/<problem>/` cases, in parallel over the cores, and report like an
//! online judge (AC, WA, RE, TLE, MLE, OLE), ending with `N passed, M failed`.
//!
//! Each case is the judge's kind or ours (`judge::kinds`, told apart by the
//! problem's validator, run through its oracle: [`kinds`]). Our binaries are
//! judged on both; a `--command` on the judge's kind only, unless `--all`,
//! which judges ours too and reports them apart. A limit the crate marks as
//! assumed (`judge::manifest::Assumed`) gives a warning beside AC, not a
//! verdict. The report itself is [`report`]'s.

mod kinds;
mod report;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Duration;

use anyhow::{bail, Context, Result};
use judge::exec::interact::{interact, Contestant, InteractLimits, Transcript};
use judge::exec::{run_isolated, run_with_limits, verdict, Limits, Verdict};
use judge::kinds::Kind;
use judge::manifest::Assumed;

use report::{report_suite, JsonRun, Report};

use crate::flags;
use crate::parallel;
use crate::progress::Progress;
use crate::workspace::{cases, relative_to, BuildError, Case, Problem, Workspace};

/// Past an assumed limit a run goes on to this many times the limit (so that
/// a runaway is still stopped) and is then judged as at a stated one.
const ASSUMED_HEADROOM: u32 = 4;

/// What happens to the cases that are ours (past the judge's limits or
/// format).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ours {
    /// Judged and counted like the judge's (our own binaries).
    Counted,
    /// Not run (`--command`): a solution the judge accepts need not pass them.
    Skipped,
    /// Judged and reported apart, not counted (`--command --all`).
    Apart,
}

pub fn run(flags: &flags::Test) -> Result<ExitCode> {
    stop_solutions_on_interrupt()?;
    let ws = Workspace::load()?;
    let problems = ws.select_or_here(&flags.problems)?;
    let here = std::env::current_dir().context("cannot read the current directory")?;
    // A problem whose crate or bundle does not compile fails on its own; the
    // others are still judged.
    let runners: Vec<Result<Runner, BuildError>> = if let Some(command) = &flags.command {
        if problems.len() != 1 {
            bail!("--command judges one problem; name it (or run this inside its folder)");
        }
        vec![Ok(Runner::Shell(command.clone()))]
    } else if flags.bundled {
        crate::bundle::compile_bundles(&ws, &problems)?
            .into_iter()
            .map(|binary| {
                binary
                    .map(Runner::Binary)
                    .map_err(|why| BuildError::Other(format!("{why:#}")))
            })
            .collect()
    } else {
        let bar = Progress::spinner("building");
        let binaries = ws.build_release(&problems);
        bar.finish();
        binaries
            .into_iter()
            .map(|binary| binary.map(Runner::Binary))
            .collect()
    };
    let ours = match (&flags.command, flags.all) {
        (None, _) => Ours::Counted,
        (Some(_), false) => Ours::Skipped,
        (Some(_), true) => Ours::Apart,
    };
    if flags.all && ours == Ours::Counted {
        bail!("--all is for --command: our own binaries are always judged on every case");
    }
    // The kinds cost a build of each problem's oracle: only when they change
    // what runs or what is shown.
    let kinds = if ours != Ours::Counted || flags.verbose || flags.json {
        let bar = Progress::spinner("building the validators");
        let kinds = kinds::load(&ws, &problems);
        bar.finish();
        kinds
    } else {
        problems.iter().map(|_| Err(String::new())).collect()
    };
    let interactors = interactors(&ws, &problems);
    let mut suites: Vec<Suite> = problems
        .iter()
        .zip(runners)
        .zip(kinds)
        .map(|((problem, runner), kinds)| {
            Suite::new(problem, runner, kinds, ours, flags.time_scale)
        })
        .collect();
    for (suite, interactor) in suites.iter_mut().zip(interactors) {
        suite.set_interactor(interactor);
    }
    let options = Options {
        threads: parallel::workers(usize::MAX),
        verbose: flags.verbose,
        base: here,
        ours,
    };
    let mut json = Vec::new();
    let total_cases: usize = suites.iter().map(Suite::n_cases).sum();
    let bar = Progress::bar(total_cases as u64, "judging");
    let totals = judge_suites(&suites, &options, &bar, &mut |report| {
        // After an interrupt, the problems still being judged end in kills
        // and refusals to start: not worth a report.
        if judge::exec::interrupted() {
            return;
        }
        if flags.json {
            json.push(report.json);
        } else {
            bar.println(&report.text);
        }
    });
    bar.finish();
    if judge::exec::interrupted() {
        // What was judged before the interrupt was printed; the rest was
        // killed or never started, and is not counted.
        eprintln!("interrupted: the solutions still running were killed");
        return Ok(ExitCode::from(130));
    }
    if flags.json {
        let document = JsonRun {
            problems: json,
            passed: totals.passed,
            failed: totals.failed,
            ours_skipped: totals.ours_skipped,
            ours_passed: totals.ours_passed,
            ours_failed: totals.ours_failed,
        };
        println!("{}", serde_json::to_string_pretty(&document)?);
    } else {
        println!("{}", totals.summary());
    }
    Ok(if totals.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The interactor of each interactive problem (its built oracle, whose
/// `interact CASE` plays a case), or why there is none; `None` for a batch
/// problem. One build for all of them.
fn interactors(ws: &Workspace, problems: &[&Problem]) -> Vec<Option<Result<PathBuf, String>>> {
    let interactive: Vec<&Problem> = problems.iter().copied().filter(|p| p.interactive).collect();
    if interactive.is_empty() {
        return problems.iter().map(|_| None).collect();
    }
    let bar = Progress::spinner("building the interactors");
    let mut built = crate::oracle::build(ws, &interactive).into_iter();
    bar.finish();
    problems
        .iter()
        .map(|problem| {
            problem.interactive.then(|| {
                built
                    .next()
                    .expect("one build per interactive problem")
                    .map(|oracle| oracle.executable)
                    .map_err(|err| format!("{err}"))
            })
        })
        .collect()
}

/// On SIGINT (Ctrl-C) or SIGTERM, stops judging instead of dying at once: the
/// solutions lead their own process groups (see `judge::exec`), which a
/// Ctrl-C at the terminal does not reach, and which would outlive us, a
/// looping one for good, since we are what kills them at their time limit.
/// The runs in progress are killed within milliseconds and [`run`] exits
/// with 130.
fn stop_solutions_on_interrupt() -> Result<()> {
    ctrlc::set_handler(judge::exec::interrupt).context("cannot handle Ctrl-C")
}

/// What runs on the cases: a binary, or a shell command line (`--command`).
#[derive(Debug, Clone)]
enum Runner {
    Binary(PathBuf),
    Shell(String),
}

impl Runner {
    fn command(&self) -> Command {
        match self {
            Runner::Binary(binary) => Command::new(binary),
            Runner::Shell(line) => {
                let mut command = Command::new("sh");
                command.arg("-c").arg(line);
                command
            }
        }
    }

    /// The command that reproduces a run on `input`, typed from `base`.
    fn reproduce(&self, input: &Path, base: &Path) -> String {
        let input = relative_to(input, base).display().to_string();
        match self {
            Runner::Binary(binary) => format!("{} < {input}", relative_to(binary, base).display()),
            Runner::Shell(line) => format!("{line} < {input}"),
        }
    }

    fn describe(&self) -> String {
        match self {
            Runner::Binary(binary) => binary.display().to_string(),
            Runner::Shell(line) => format!("sh -c {line:?}"),
        }
    }
}

/// Why a problem cannot be judged at all.
#[derive(Debug, thiserror::Error)]
enum Unjudgeable {
    #[error("{0}")]
    NoBinary(#[from] BuildError),
    #[error("no test data: {} does not exist", .0.display())]
    NoFolder(PathBuf),
    #[error("no test data: {} has no *.in files", .0.display())]
    NoCases(PathBuf),
    #[error("{0:#}")]
    Unreadable(anyhow::Error),
}

/// One problem's runner and cases (or why it has none).
struct Suite {
    name: String,
    runner: Option<Runner>,
    /// The judge's time limit, times [`Suite::time_scale`] if given.
    time_limit: Duration,
    /// `--time-scale`: the factor applied to the judge's time limit.
    time_scale: Option<f64>,
    memory_limit: Option<u64>,
    /// The stack the judge states, if it does (else the memory limit's).
    stack_limit: Option<u64>,
    /// Which of the limits above were assumed, not stated by the judge.
    assumed: Assumed,
    /// The cases to judge (ours left out when [`Ours::Skipped`]).
    cases: Result<Vec<Case>, Unjudgeable>,
    /// Each case's kind, or why the kinds are not known (empty when they
    /// were not asked for).
    kinds: Result<Vec<Kind>, String>,
    /// How many of ours were left out.
    ours_skipped: usize,
    /// An interactive problem's interactor: its cases are played against it.
    interactor: Option<PathBuf>,
}

impl Suite {
    /// `runner` is what runs the problem's cases, or why there is none (e.g.
    /// its crate does not compile), which fails the problem like missing
    /// test data. `kinds` maps case names to kinds (or says why it cannot).
    fn new(
        problem: &Problem,
        runner: Result<Runner, BuildError>,
        kinds: Result<std::collections::HashMap<String, Kind>, String>,
        ours: Ours,
        time_scale: Option<f64>,
    ) -> Self {
        let assumed = Assumed::load(&problem.crate_dir);
        let (runner, cases) = match (runner, &assumed) {
            (Err(why), _) => (None, Err(Unjudgeable::NoBinary(why))),
            (Ok(_), Err(why)) => (None, Err(Unjudgeable::Unreadable(anyhow::anyhow!("{why}")))),
            (Ok(runner), Ok(_)) => (Some(runner), Self::find_cases(problem)),
        };
        let mut suite = Suite {
            name: problem.name.clone(),
            runner,
            time_limit: time_scale.map_or(problem.time_limit, |scale| {
                problem.time_limit.mul_f64(scale)
            }),
            time_scale,
            memory_limit: problem.memory_limit,
            stack_limit: problem.stack_limit,
            assumed: assumed.unwrap_or_default(),
            cases,
            kinds: Err(String::new()),
            ours_skipped: 0,
            interactor: None,
        };
        suite.set_kinds(kinds, ours);
        suite
    }

    /// Gives each case its kind from `kinds`, and leaves ours out when
    /// `ours` says so. A case the oracle did not classify (added since) is
    /// taken as ours: nothing says the judge could send it.
    fn set_kinds(
        &mut self,
        kinds: Result<std::collections::HashMap<String, Kind>, String>,
        ours: Ours,
    ) {
        let (Ok(cases), Ok(kinds)) = (&mut self.cases, &kinds) else {
            self.kinds = kinds.map(|_| Vec::new());
            return;
        };
        let kind_of = |case: &Case| kinds.get(&case.name).copied().unwrap_or(Kind::Ours);
        if ours == Ours::Skipped {
            let before = cases.len();
            cases.retain(|case| kind_of(case) == Kind::Judge);
            self.ours_skipped = before - cases.len();
        }
        self.kinds = Ok(cases.iter().map(kind_of).collect());
    }

    /// Makes the suite interactive (`Some`): its cases are played against
    /// the interactor, and a problem whose interactor did not build cannot be
    /// judged.
    fn set_interactor(&mut self, interactor: Option<Result<PathBuf, String>>) {
        match interactor {
            None => {}
            Some(Ok(path)) => self.interactor = Some(path),
            Some(Err(why)) => {
                self.runner = None;
                self.cases = Err(Unjudgeable::Unreadable(anyhow::anyhow!(
                    "no interactor: {why}"
                )));
            }
        }
    }

    fn find_cases(problem: &Problem) -> Result<Vec<Case>, Unjudgeable> {
        let dir = &problem.testdata_dir;
        if !dir.is_dir() {
            return Err(Unjudgeable::NoFolder(dir.clone()));
        }
        match cases(dir) {
            Ok(found) if found.is_empty() => Err(Unjudgeable::NoCases(dir.clone())),
            Ok(found) => Ok(found),
            Err(err) => Err(Unjudgeable::Unreadable(err)),
        }
    }

    fn n_cases(&self) -> usize {
        self.cases.as_ref().map_or(0, Vec::len)
    }

    /// The kind of case `index`, where known.
    fn kind(&self, index: usize) -> Option<Kind> {
        self.kinds.as_ref().ok()?.get(index).copied()
    }

    /// The limits a run gets: an assumed one with [`ASSUMED_HEADROOM`].
    fn run_limits(&self) -> Limits {
        Limits {
            time: if self.assumed.time {
                self.time_limit * ASSUMED_HEADROOM
            } else {
                self.time_limit
            },
            memory: self.memory_limit.map(|limit| {
                if self.assumed.memory {
                    limit * u64::from(ASSUMED_HEADROOM)
                } else {
                    limit
                }
            }),
            stack: self.stack_limit,
        }
    }

    /// The warning for a run past an assumed limit (but within the headroom).
    fn warning(&self, elapsed: Duration, peak_memory: Option<u64>) -> Option<String> {
        let mut warnings = Vec::new();
        if let (true, Some(limit), Some(peak)) =
            (self.assumed.memory, self.memory_limit, peak_memory)
        {
            if peak > limit {
                warnings.push(format!(
                    "peak {:.1} MiB, over the assumed {} MiB",
                    peak as f64 / f64::from(1 << 20),
                    limit >> 20
                ));
            }
        }
        if self.assumed.time && elapsed > self.time_limit {
            warnings.push(format!(
                "took {} ms, over the assumed {} ms",
                elapsed.as_millis(),
                self.time_limit.as_millis()
            ));
        }
        (!warnings.is_empty()).then(|| warnings.join("; "))
    }
}

/// Why one case could not be judged.
#[derive(Debug, thiserror::Error)]
enum CaseError {
    #[error("no expected output ({} is missing)", .0.display())]
    MissingExpected(PathBuf),
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot run {program}: {source}")]
    Start {
        program: String,
        source: std::io::Error,
    },
}

/// How one case went.
#[derive(Debug)]
enum CaseResult {
    Judged {
        verdict: Verdict,
        elapsed: Duration,
        /// Peak resident memory in bytes, where measured.
        peak_memory: Option<u64>,
        /// Past an assumed limit (see [`Suite::warning`]).
        warning: Option<String>,
        /// An interactive case's dialogue.
        dialogue: Option<Transcript>,
    },
    Broken(CaseError),
}

impl CaseResult {
    fn passed(&self) -> bool {
        matches!(
            self,
            CaseResult::Judged {
                verdict: Verdict::Accepted,
                ..
            }
        )
    }
}

/// Plays one interactive case against the suite's interactor and judges it.
fn judge_interactive(suite: &Suite, runner: &Runner, case: &Case, interactor: &Path) -> CaseResult {
    let limits = suite.run_limits();
    let limits = InteractLimits {
        memory: limits.memory,
        stack: limits.stack,
        ..InteractLimits::time(limits.time)
    };
    let here = std::env::current_dir().unwrap_or_default();
    let contestant = match runner {
        Runner::Shell(line) => Contestant::Isolated { line, base: &here },
        Runner::Binary(_) => Contestant::Binary(runner.command()),
    };
    let mut judge_side = Command::new(interactor);
    judge_side.arg("interact").arg(&case.input);
    match interact(contestant, judge_side, limits) {
        Ok(run) => CaseResult::Judged {
            verdict: run.verdict(),
            elapsed: run.elapsed,
            peak_memory: run.peak_memory,
            warning: suite.warning(run.elapsed, run.peak_memory),
            dialogue: Some(run.transcript),
        },
        Err(source) => CaseResult::Broken(CaseError::Start {
            program: runner.describe(),
            source,
        }),
    }
}

/// Runs one case and judges it.
fn judge_case(suite: &Suite, runner: &Runner, case: &Case) -> CaseResult {
    if let Some(interactor) = &suite.interactor {
        return judge_interactive(suite, runner, case, interactor);
    }
    let Some(expected_path) = &case.expected else {
        return CaseResult::Broken(CaseError::MissingExpected(case.input.with_extension("out")));
    };
    let read = |path: &Path| {
        std::fs::read(path).map_err(|source| CaseError::Read {
            path: path.to_path_buf(),
            source,
        })
    };
    let (input, expected) = match (read(&case.input), read(expected_path)) {
        (Ok(input), Ok(expected)) => (input, expected),
        (Err(err), _) | (_, Err(err)) => return CaseResult::Broken(err),
    };
    let run = match runner {
        // A user's program is run the way a judge runs it.
        Runner::Shell(line) => run_isolated(
            line,
            &std::env::current_dir().unwrap_or_default(),
            &input,
            suite.run_limits(),
        ),
        Runner::Binary(_) => run_with_limits(runner.command(), &input, suite.run_limits()),
    };
    match run {
        Ok(outcome) => CaseResult::Judged {
            verdict: verdict(&outcome, &String::from_utf8_lossy(&expected)),
            elapsed: outcome.elapsed,
            peak_memory: outcome.peak_memory,
            warning: suite.warning(outcome.elapsed, outcome.peak_memory),
            dialogue: None,
        },
        Err(source) => CaseResult::Broken(CaseError::Start {
            program: runner.describe(),
            source,
        }),
    }
}

/// The cases that passed and failed, over the problems judged.
#[derive(Debug, Default, PartialEq, Eq)]
struct Totals {
    /// Counted cases (all but ours under [`Ours::Apart`]); a problem that
    /// could not be judged counts as one failure.
    passed: usize,
    failed: usize,
    /// Ours left out ([`Ours::Skipped`]).
    ours_skipped: usize,
    /// Ours judged apart ([`Ours::Apart`]).
    ours_passed: usize,
    ours_failed: usize,
}

impl Totals {
    fn add(&mut self, other: &Totals) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.ours_skipped += other.ours_skipped;
        self.ours_passed += other.ours_passed;
        self.ours_failed += other.ours_failed;
    }

    /// The run's last line: `N passed, M failed`, and what became of ours.
    fn summary(&self) -> String {
        let mut line = format!("{} passed, {} failed", self.passed, self.failed);
        if self.ours_skipped > 0 {
            line += &format!(
                "; {} of our cases skipped (past the judge's limits or format; --all runs them)",
                self.ours_skipped
            );
        }
        if self.ours_passed + self.ours_failed > 0 {
            line += &format!(
                "; ours apart: {} passed, {} failed (not counted: the judge never sends them)",
                self.ours_passed, self.ours_failed
            );
        }
        line
    }
}

/// How to judge and report.
struct Options {
    threads: usize,
    /// A line for every case, not only the failed ones.
    verbose: bool,
    /// Paths are shown relative to this folder (the current directory).
    base: PathBuf,
    /// What becomes of our cases.
    ours: Ours,
}

/// Judges every case of every suite on `options.threads` workers, calling
/// `print` with each problem's report as soon as that problem (and every one
/// before it) is done, so output stays in order while the work runs in
/// parallel.
fn judge_suites(
    suites: &[Suite],
    options: &Options,
    bar: &Progress,
    print: &mut dyn FnMut(Report),
) -> Totals {
    let jobs: Vec<(usize, usize)> = suites
        .iter()
        .enumerate()
        .flat_map(|(suite_idx, suite)| (0..suite.n_cases()).map(move |case| (suite_idx, case)))
        .collect();
    let mut results: Vec<Vec<Option<CaseResult>>> = suites
        .iter()
        .map(|s| (0..s.n_cases()).map(|_| None).collect())
        .collect();
    let mut remaining: Vec<usize> = results.iter().map(Vec::len).collect();
    let mut totals = Totals::default();
    let mut next_to_print = 0;
    let mut flush = |results: &mut Vec<Vec<Option<CaseResult>>>, remaining: &[usize]| {
        while next_to_print < suites.len() && remaining[next_to_print] == 0 {
            let judged: Vec<CaseResult> = results[next_to_print]
                .drain(..)
                .map(|r| r.expect("all judged"))
                .collect();
            let report = report_suite(&suites[next_to_print], &judged, options);
            totals.add(&report.totals);
            print(report);
            next_to_print += 1;
        }
    };
    flush(&mut results, &remaining);
    parallel::for_each(
        &jobs,
        options.threads,
        |&(suite_idx, case_idx)| {
            let suite = &suites[suite_idx];
            let runner = suite
                .runner
                .as_ref()
                .expect("only suites with cases have jobs");
            let cases = suite
                .cases
                .as_ref()
                .expect("only suites with cases have jobs");
            judge_case(suite, runner, &cases[case_idx])
        },
        |job, result| {
            let (suite_idx, case_idx) = jobs[job];
            results[suite_idx][case_idx] = Some(result);
            remaining[suite_idx] -= 1;
            bar.inc();
            flush(&mut results, &remaining);
        },
    );
    totals
}

#[cfg(all(test, unix))]
mod tests;
