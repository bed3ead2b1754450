//! `cargo xtask test [PROBLEM…] [--bundled | --command CMD] [-v] [--json]`:
//! judge every problem's binary (or a bundle, or any program) on its
//! `testdata/<problem>/` cases, in parallel over the cores, and report like an
//! online judge (AC, WA, RE, TLE, MLE, OLE), ending with `N passed, M failed`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use judge::compare::visible;
use judge::exec::{run_isolated, run_with_limits, verdict, Limits, Verdict};
use serde::Serialize;

use crate::flags;
use crate::parallel;
use crate::style;
use crate::workspace::{cases, relative_to, BuildError, Case, Problem, Workspace};

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
    let suites: Vec<Suite> = problems
        .iter()
        .zip(runners)
        .map(|(problem, runner)| Suite::new(problem, runner))
        .collect();
    let options = Options {
        threads: parallel::workers(usize::MAX),
        verbose: flags.verbose,
        base: here,
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
        };
        println!("{}", serde_json::to_string_pretty(&document)?);
    } else {
        println!("{} passed, {} failed", totals.passed, totals.failed);
    }
    Ok(if totals.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
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

/// A progress bar on stderr, drawn only when stderr is a terminal and the
/// run has lasted a second (short runs and piped logs get no `\r` lines).
pub struct Progress {
    bar: ProgressBar,
    start: Instant,
}

impl Progress {
    /// After this long, a run shows its progress.
    const AFTER: Duration = Duration::from_secs(1);

    /// A bar over `total` steps.
    pub fn bar(total: u64, message: &str) -> Self {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} ({elapsed})")
                .expect("a valid template")
                .progress_chars("=> "),
        );
        bar.set_message(message.to_string());
        Progress {
            bar,
            start: Instant::now(),
        }
    }

    /// A spinner for a step of unknown length.
    pub fn spinner(message: &str) -> Self {
        let progress = Self::bar(0, message);
        progress.bar.set_style(
            ProgressStyle::with_template("{spinner} {msg} ({elapsed})").expect("a valid template"),
        );
        if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            progress.bar.set_draw_target(ProgressDrawTarget::stderr());
            progress.bar.enable_steady_tick(Duration::from_millis(120));
        }
        progress
    }

    /// One step done.
    pub fn inc(&self) {
        self.bar.inc(1);
        if self.bar.is_hidden()
            && self.start.elapsed() > Self::AFTER
            && std::io::IsTerminal::is_terminal(&std::io::stderr())
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }

    /// Prints `text` on stdout with the bar out of the way.
    pub fn println(&self, text: &str) {
        self.bar.suspend(|| anstream::println!("{text}"));
    }

    /// Removes the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
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
    time_limit: Duration,
    memory_limit: Option<u64>,
    cases: Result<Vec<Case>, Unjudgeable>,
}

impl Suite {
    /// `runner` is what runs the problem's cases, or why there is none (e.g.
    /// its crate does not compile), which fails the problem like missing
    /// test data.
    fn new(problem: &Problem, runner: Result<Runner, BuildError>) -> Self {
        let (runner, cases) = match runner {
            Ok(runner) => (Some(runner), Self::find_cases(problem)),
            Err(why) => (None, Err(Unjudgeable::NoBinary(why))),
        };
        Suite {
            name: problem.name.clone(),
            runner,
            time_limit: problem.time_limit,
            memory_limit: problem.memory_limit,
            cases,
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
    },
    Broken(CaseError),
}

/// The verdict codes, as printed and in `--json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "UPPERCASE")]
enum Code {
    Ac,
    Wa,
    Re,
    Tle,
    Mle,
    Ole,
    /// The case could not be judged (no `.out`, a binary that cannot start).
    Err,
}

impl Code {
    fn as_str(self) -> &'static str {
        match self {
            Code::Ac => "AC",
            Code::Wa => "WA",
            Code::Re => "RE",
            Code::Tle => "TLE",
            Code::Mle => "MLE",
            Code::Ole => "OLE",
            Code::Err => "ERR",
        }
    }

    fn styled(self) -> String {
        let padded = format!("{:<3}", self.as_str());
        if self == Code::Ac {
            style::good(&padded)
        } else {
            style::bad(&padded)
        }
    }
}

impl CaseResult {
    fn code(&self) -> Code {
        match self {
            CaseResult::Judged { verdict, .. } => code_of(verdict),
            CaseResult::Broken(_) => Code::Err,
        }
    }

    fn passed(&self) -> bool {
        self.code() == Code::Ac
    }
}

fn code_of(verdict: &Verdict) -> Code {
    match verdict {
        Verdict::Accepted => Code::Ac,
        Verdict::WrongAnswer(_) => Code::Wa,
        Verdict::RuntimeError { .. } => Code::Re,
        Verdict::TimeLimitExceeded => Code::Tle,
        Verdict::OutputLimitExceeded => Code::Ole,
        Verdict::MemoryLimitExceeded => Code::Mle,
    }
}

fn judge_case(suite: &Suite, runner: &Runner, case: &Case) -> CaseResult {
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
    let limits = Limits {
        time: suite.time_limit,
        memory: suite.memory_limit,
    };
    let run = match runner {
        // A user's program is run the way a judge runs it.
        Runner::Shell(line) => run_isolated(
            line,
            &std::env::current_dir().unwrap_or_default(),
            &input,
            limits,
        ),
        Runner::Binary(_) => run_with_limits(runner.command(), &input, limits),
    };
    match run {
        Ok(outcome) => CaseResult::Judged {
            verdict: verdict(&outcome, &String::from_utf8_lossy(&expected)),
            elapsed: outcome.elapsed,
            peak_memory: outcome.peak_memory,
        },
        Err(source) => CaseResult::Broken(CaseError::Start {
            program: runner.describe(),
            source,
        }),
    }
}

#[derive(Debug, Default, PartialEq, Eq)]
struct Totals {
    passed: usize,
    failed: usize,
}

/// How to judge and report.
struct Options {
    threads: usize,
    /// A line for every case, not only the failed ones.
    verbose: bool,
    /// Paths are shown relative to this folder (the current directory).
    base: PathBuf,
}

/// One problem's report, as text and as JSON.
struct Report {
    text: String,
    json: JsonProblem,
    passed: usize,
    failed: usize,
}

#[derive(Debug, Serialize)]
struct JsonRun {
    problems: Vec<JsonProblem>,
    passed: usize,
    failed: usize,
}

#[derive(Debug, Serialize)]
struct JsonProblem {
    problem: String,
    passed: bool,
    /// Why the problem could not be judged at all.
    error: Option<String>,
    cases: Vec<JsonCase>,
}

#[derive(Debug, Serialize)]
struct JsonCase {
    case: String,
    input: PathBuf,
    verdict: Code,
    time_ms: Option<f64>,
    peak_memory_kib: Option<u64>,
    /// What went wrong, as the text report says it.
    detail: Option<String>,
    reproduce: String,
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
            totals.passed += report.passed;
            totals.failed += report.failed;
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

/// One problem's report: a summary line, then a block per failed case (with
/// `verbose`, a line per case first).
fn report_suite(suite: &Suite, results: &[CaseResult], options: &Options) -> Report {
    let base = &options.base;
    let (cases, runner) = match (&suite.cases, &suite.runner) {
        (Ok(cases), Some(runner)) => (cases, runner),
        (Err(why), _) => return unjudgeable(suite, &why.to_string()),
        (Ok(_), None) => return unjudgeable(suite, "nothing to run"),
    };
    let passed = results.iter().filter(|r| r.passed()).count();
    let failed = results.len() - passed;
    let slowest = results
        .iter()
        .zip(cases)
        .filter_map(|(result, case)| match result {
            CaseResult::Judged { elapsed, .. } => Some((*elapsed, &case.name)),
            CaseResult::Broken(_) => None,
        })
        .max();
    let status = if failed == 0 {
        style::good("ok  ")
    } else {
        style::bad("FAIL")
    };
    let mut text = format!(
        "{:<14} {status}  {passed}/{} cases",
        suite.name,
        results.len()
    );
    if let Some((elapsed, name)) = slowest {
        let _ = write!(text, ", slowest {} ms ({name})", elapsed.as_millis());
    }
    if options.verbose {
        for (result, case) in results.iter().zip(cases) {
            let (time, memory) = match result {
                CaseResult::Judged {
                    elapsed,
                    peak_memory,
                    ..
                } => (
                    format!("{:>7.1} ms", elapsed.as_secs_f64() * 1e3),
                    peak_memory.map_or("?".to_string(), |bytes| {
                        format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20))
                    }),
                ),
                CaseResult::Broken(_) => (String::new(), String::new()),
            };
            let _ = write!(
                text,
                "\n  {} {:<24} {time:>10}  {memory:>9}",
                result.code().styled(),
                case.name
            );
        }
    }
    let mut json_cases = Vec::new();
    for (result, case) in results.iter().zip(cases) {
        let input = relative_to(&case.input, base).display().to_string();
        let reproduce = runner.reproduce(&case.input, base);
        let detail = detail(result, &input, suite, base);
        if let Some(detail) = &detail {
            let _ = write!(
                text,
                "\n{detail}\n      reproduce: {}",
                style::dim(&reproduce)
            );
        }
        let (time_ms, peak_memory_kib) = match result {
            CaseResult::Judged {
                elapsed,
                peak_memory,
                ..
            } => (
                Some(elapsed.as_secs_f64() * 1e3),
                peak_memory.map(|b| b >> 10),
            ),
            CaseResult::Broken(_) => (None, None),
        };
        json_cases.push(JsonCase {
            case: case.name.clone(),
            input: case.input.clone(),
            verdict: result.code(),
            time_ms,
            peak_memory_kib,
            detail: detail.map(|d| anstream::adapter::strip_str(&d).to_string()),
            reproduce,
        });
    }
    Report {
        text,
        json: JsonProblem {
            problem: suite.name.clone(),
            passed: failed == 0,
            error: None,
            cases: json_cases,
        },
        passed,
        failed,
    }
}

/// The report of a problem that could not be judged: one failure.
fn unjudgeable(suite: &Suite, why: &str) -> Report {
    Report {
        text: format!("{:<14} {}  {why}", suite.name, style::bad("FAIL")),
        json: JsonProblem {
            problem: suite.name.clone(),
            passed: false,
            error: Some(why.to_string()),
            cases: Vec::new(),
        },
        passed: 0,
        failed: 1,
    }
}

/// What went wrong with a case, or `None` if it passed.
fn detail(result: &CaseResult, input: &str, suite: &Suite, base: &Path) -> Option<String> {
    let code = result.code().styled();
    let (verdict, peak_memory) = match result {
        CaseResult::Broken(CaseError::MissingExpected(out)) => {
            let out = relative_to(out, base);
            return Some(format!(
                "  {code} {input}: no expected output ({} is missing)",
                out.display()
            ));
        }
        CaseResult::Broken(why) => return Some(format!("  {code} {input}: {why}")),
        CaseResult::Judged {
            verdict,
            peak_memory,
            ..
        } => (verdict, peak_memory),
    };
    Some(match verdict {
        Verdict::Accepted => return None,
        Verdict::WrongAnswer(difference) => {
            let side = |line: &Option<String>| match line {
                Some(line) => format!("\"{}\"", visible(line)),
                None => "(end of output)".to_string(),
            };
            let (shown, cut_at) = difference.abridged();
            let cut = cut_at.map_or(String::new(), |column| {
                format!(" (long lines cut around character {column})")
            });
            format!(
                "  {code} {input}: line {}{cut}\n      expected: {}\n      actual:   {}",
                shown.line,
                side(&shown.expected),
                side(&shown.actual)
            )
        }
        Verdict::RuntimeError { how, stderr_tail } => {
            let mut text = format!("  {code} {input}: {how}");
            for line in stderr_tail.lines() {
                let _ = write!(text, "\n      | {line}");
            }
            text
        }
        Verdict::TimeLimitExceeded => format!(
            "  {code} {input}: killed at the time limit of {} ms",
            suite.time_limit.as_millis()
        ),
        Verdict::OutputLimitExceeded => format!(
            "  {code} {input}: killed after writing more than {} MiB",
            judge::exec::OUTPUT_LIMIT >> 20
        ),
        Verdict::MemoryLimitExceeded => format!(
            "  {code} {input}: above the memory limit of {} MiB{}",
            suite.memory_limit.unwrap_or_default() >> 20,
            peak_memory.map_or(String::new(), |bytes| format!(
                " (peak {:.1} MiB)",
                bytes as f64 / f64::from(1 << 20)
            ))
        ),
    })
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// A temporary folder with a fake "solution" (a shell script) and cases.
    struct Fixture {
        dir: PathBuf,
        _temp: tempfile::TempDir,
    }

    impl Fixture {
        fn new(name: &str) -> Self {
            let temp = tempfile::Builder::new()
                .prefix(&format!("xtask-test-{name}-"))
                .tempdir()
                .unwrap();
            let dir = temp.path().canonicalize().unwrap();
            std::fs::create_dir_all(dir.join("cases")).unwrap();
            Fixture { dir, _temp: temp }
        }

        fn script(&self, body: &str) -> PathBuf {
            let path = self.dir.join("solution.sh");
            std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
            path
        }

        fn case(&self, name: &str, input: &str, expected: Option<&str>) {
            std::fs::write(self.dir.join("cases").join(format!("{name}.in")), input).unwrap();
            if let Some(expected) = expected {
                std::fs::write(self.dir.join("cases").join(format!("{name}.out")), expected)
                    .unwrap();
            }
        }

        fn suite(&self, binary: PathBuf, time_limit_ms: u64) -> Suite {
            Suite {
                name: "fake".to_string(),
                runner: Some(Runner::Binary(binary)),
                time_limit: Duration::from_millis(time_limit_ms),
                memory_limit: None,
                cases: cases(&self.dir.join("cases")).map_err(Unjudgeable::Unreadable),
            }
        }

        fn judge(&self, suites: &[Suite]) -> (Totals, String) {
            self.judge_with(suites, false).0
        }

        /// The totals and the text printed (without colours), and the JSON.
        fn judge_with(
            &self,
            suites: &[Suite],
            verbose: bool,
        ) -> ((Totals, String), Vec<JsonProblem>) {
            let mut printed = String::new();
            let mut json = Vec::new();
            let options = Options {
                threads: 2,
                verbose,
                base: self.dir.clone(),
            };
            let bar = Progress::bar(0, "test");
            let totals = judge_suites(suites, &options, &bar, &mut |report| {
                printed.push_str(&anstream::adapter::strip_str(&report.text).to_string());
                printed.push('\n');
                json.push(report.json);
            });
            ((totals, printed), json)
        }
    }

    // The fake solution doubles a number, but crashes on 3, loops on 4,
    // answers wrongly on 5 and prints without end on 12.
    const SOLUTION: &str = r#"read n
case $n in
  3) echo "error: token 1: boom" >&2; exit 2 ;;
  4) while :; do :; done ;;
  5) echo 11 ;;
  12) yes ;;
  *) echo $((n * 2)) ;;
esac"#;

    #[test]
    fn each_verdict_is_reported_with_a_reproduce_command() {
        let fixture = Fixture::new("verdicts");
        let binary = fixture.script(SOLUTION);
        fixture.case("a-ok", "1\n", Some("2\r\n\n"));
        fixture.case("b-crash", "3\n", Some("6\n"));
        fixture.case("c-loop", "4\n", Some("8\n"));
        fixture.case("d-wrong", "5\n", Some("10\n"));
        fixture.case("e-no-out", "6\n", None);
        fixture.case("f-endless", "12\n", Some("24\n"));
        let (totals, printed) = fixture.judge(&[fixture.suite(binary, 1500)]);
        assert_eq!(
            totals,
            Totals {
                passed: 1,
                failed: 5
            },
            "{printed}"
        );
        let expected_lines = [
            "fake           FAIL  1/6 cases, slowest",
            "  RE  cases/b-crash.in: exit code 2",
            "      | error: token 1: boom",
            "  TLE cases/c-loop.in: killed at the time limit of 1500 ms",
            "  WA  cases/d-wrong.in: line 1",
            "      expected: \"10\"",
            "      actual:   \"11\"",
            "      reproduce: solution.sh < cases/d-wrong.in",
            "  ERR cases/e-no-out.in: no expected output (cases/e-no-out.out is missing)",
            "  OLE cases/f-endless.in: killed after writing more than 64 MiB",
        ];
        for line in expected_lines {
            assert!(printed.contains(line), "missing {line:?} in:\n{printed}");
        }
    }

    #[test]
    fn a_long_wrong_line_is_shown_around_its_first_difference() {
        let fixture = Fixture::new("long-line");
        let binary = fixture.script("head -c 100000 /dev/zero | tr '\\0' a; echo b");
        fixture.case("long", "", Some(&format!("{}c\n", "a".repeat(100_000))));
        let (_, printed) = fixture.judge(&[fixture.suite(binary, 5000)]);
        let window = "a".repeat(40);
        for line in [
            "  WA  cases/long.in: line 1 (long lines cut around character 100001)",
            &format!("      expected: \"…{window}c\""),
            &format!("      actual:   \"…{window}b\""),
        ] {
            assert!(printed.contains(line), "missing {line:?} in:\n{printed}");
        }
        assert!(printed.len() < 1000, "{printed}");
    }

    #[test]
    fn all_accepted_and_missing_testdata() {
        let fixture = Fixture::new("accepted");
        let binary = fixture.script(SOLUTION);
        for n in [1, 2, 6, 7, 8, 9, 10] {
            fixture.case(
                &format!("n{n}"),
                &format!("{n}\n"),
                Some(&format!("{}\n", n * 2)),
            );
        }
        let missing = Suite {
            name: "ghost".to_string(),
            runner: Some(Runner::Binary(binary.clone())),
            time_limit: Duration::from_secs(1),
            memory_limit: None,
            cases: Err(Unjudgeable::NoFolder(PathBuf::from("testdata/ghost"))),
        };
        let (totals, printed) = fixture.judge(&[fixture.suite(binary, 2000), missing]);
        assert_eq!(
            totals,
            Totals {
                passed: 7,
                failed: 1
            },
            "{printed}"
        );
        let lines: Vec<&str> = printed.lines().collect();
        assert!(
            lines[0].starts_with("fake           ok    7/7 cases, slowest "),
            "{printed}"
        );
        assert_eq!(
            lines[1],
            "ghost          FAIL  no test data: testdata/ghost does not exist"
        );
    }

    #[test]
    fn a_binary_that_cannot_start_is_reported() {
        let fixture = Fixture::new("missing-binary");
        fixture.case("a", "1\n", Some("2\n"));
        let (totals, printed) = fixture.judge(&[fixture.suite(fixture.dir.join("nope"), 1000)]);
        assert_eq!(
            totals,
            Totals {
                passed: 0,
                failed: 1
            }
        );
        assert!(printed.contains("ERR cases/a.in: cannot run"), "{printed}");
    }

    #[test]
    fn a_problem_without_a_binary_fails_alone() {
        let fixture = Fixture::new("no-binary");
        let binary = fixture.script(SOLUTION);
        fixture.case("a", "1\n", Some("2\n"));
        let problem = Problem {
            name: "broken".to_string(),
            crate_dir: fixture.dir.clone(),
            testdata_dir: fixture.dir.join("cases"),
            time_limit: Duration::from_secs(2),
            memory_limit: None,
            url: None,
            has_oracle: false,
        };
        let broken = Suite::new(
            &problem,
            Err(BuildError::Other(
                "broken: rustc failed:\nerror: boom".into(),
            )),
        );
        let working = Suite::new(&problem, Ok(Runner::Binary(binary)));
        let (totals, printed) = fixture.judge(&[broken, working]);
        assert_eq!(
            totals,
            Totals {
                passed: 1,
                failed: 1
            }
        );
        assert!(
            printed.starts_with("broken         FAIL  broken: rustc failed:\nerror: boom\n"),
            "{printed}"
        );
        assert!(
            printed.contains("broken         ok    1/1 cases"),
            "{printed}"
        );
    }

    #[test]
    fn verbose_lists_every_case_and_json_has_typed_verdicts() {
        let fixture = Fixture::new("verbose");
        let binary = fixture.script(SOLUTION);
        fixture.case("a-ok", "1\n", Some("2\n"));
        fixture.case("b-wrong", "5\n", Some("10\n"));
        let ((totals, printed), json) = fixture.judge_with(&[fixture.suite(binary, 5000)], true);
        assert_eq!(
            totals,
            Totals {
                passed: 1,
                failed: 1
            }
        );
        let lines: Vec<&str> = printed.lines().collect();
        assert!(lines[1].starts_with("  AC  a-ok "), "{printed}");
        assert!(lines[1].contains(" ms"), "{printed}");
        assert!(lines[2].starts_with("  WA  b-wrong "), "{printed}");
        let text = serde_json::to_value(&json).unwrap();
        assert_eq!(text[0]["problem"], "fake");
        assert_eq!(text[0]["passed"], false);
        assert_eq!(text[0]["cases"][0]["verdict"], "AC");
        assert_eq!(text[0]["cases"][0]["detail"], serde_json::Value::Null);
        assert_eq!(text[0]["cases"][1]["verdict"], "WA");
        assert_eq!(
            text[0]["cases"][1]["detail"],
            "  WA  cases/b-wrong.in: line 1\n      expected: \"10\"\n      actual:   \"11\""
        );
        assert_eq!(
            text[0]["cases"][1]["reproduce"],
            "solution.sh < cases/b-wrong.in"
        );
        assert!(text[0]["cases"][1]["time_ms"].as_f64().is_some());
    }

    #[test]
    fn any_command_can_be_judged_through_the_shell() {
        let fixture = Fixture::new("command");
        fixture.case("a", "4\n", Some("8\n"));
        fixture.case("b", "5\n", Some("10\n"));
        let line = "read n; echo $((n * 2)) | sed 's/10/ten/'".to_string();
        let suite = Suite {
            runner: Some(Runner::Shell(line.clone())),
            ..fixture.suite(PathBuf::from("unused"), 5000)
        };
        let (totals, printed) = fixture.judge(&[suite]);
        assert_eq!(
            totals,
            Totals {
                passed: 1,
                failed: 1
            },
            "{printed}"
        );
        assert!(
            printed.contains(&format!("      reproduce: {line} < cases/b.in")),
            "{printed}"
        );
    }

    #[test]
    fn reproduce_commands_work_from_the_folder_they_are_shown_for() {
        let runner = Runner::Binary(PathBuf::from("/ws/target/release/p"));
        let input = Path::new("/ws/testdata/p/a.in");
        assert_eq!(
            runner.reproduce(input, Path::new("/ws")),
            "target/release/p < testdata/p/a.in"
        );
        assert_eq!(
            runner.reproduce(input, Path::new("/ws/crates/p")),
            "../../target/release/p < ../../testdata/p/a.in"
        );
    }

    #[test]
    fn memory_above_the_limit_is_mle_and_peaks_are_shown() {
        let fixture = Fixture::new("memory");
        fixture.case("big", "1\n", Some("done\n"));
        // The shell holds 40 MB of `a` in a variable, then answers rightly.
        let hungry = "x=$(head -c 40000000 /dev/zero | tr '\\0' a); echo done".to_string();
        let suite = |memory_limit| Suite {
            runner: Some(Runner::Shell(hungry.clone())),
            memory_limit,
            ..fixture.suite(PathBuf::from("unused"), 20_000)
        };
        let ((totals, printed), json) = fixture.judge_with(&[suite(Some(16 << 20))], true);
        assert_eq!(
            totals,
            Totals {
                passed: 0,
                failed: 1
            },
            "{printed}"
        );
        assert!(
            printed.contains("  MLE cases/big.in: above the memory limit of 16 MiB"),
            "{printed}"
        );
        assert_eq!(
            serde_json::to_value(&json).unwrap()[0]["cases"][0]["verdict"],
            "MLE"
        );
        let ((totals, printed), json) = fixture.judge_with(&[suite(None)], true);
        assert_eq!(
            totals,
            Totals {
                passed: 1,
                failed: 0
            },
            "{printed}"
        );
        let peak_kib = serde_json::to_value(&json).unwrap()[0]["cases"][0]["peak_memory_kib"]
            .as_u64()
            .unwrap_or_else(|| panic!("no peak memory:\n{printed}"));
        assert!(peak_kib > 16 << 10, "{peak_kib} KiB");
        assert!(printed.contains(" MiB"), "{printed}");
    }
}
