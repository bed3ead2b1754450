//! `cargo xtask test [PROBLEM…] [--bundled]`: judge every problem's binary on
//! its `testdata/<problem>/` cases, in parallel over the cores, and report like
//! an online judge (AC, WA, RE, TLE), ending with `N passed, M failed`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use anyhow::Result;
use judge::compare::visible;
use judge::exec::{run_with_limit, verdict, Verdict};

use crate::flags;
use crate::workspace::{cases, Case, Problem, Workspace};

pub fn run(flags: &flags::Test) -> Result<ExitCode> {
    stop_solutions_on_interrupt();
    let ws = Workspace::load()?;
    let problems = ws.select(&flags.problems)?;
    // A problem whose crate or bundle does not compile fails on its own; the
    // others are still judged.
    let binaries = if flags.bundled {
        crate::bundle::compile_bundles(&ws, &problems)?
    } else {
        ws.build_release(&problems)
    };
    let suites: Vec<Suite> = problems
        .iter()
        .zip(binaries)
        .map(|(problem, binary)| Suite::new(problem, binary))
        .collect();
    let n_threads = thread::available_parallelism().map_or(1, |n| n.get());
    let totals = judge_suites(&suites, n_threads, &ws.root, &mut |line| {
        // After an interrupt, the problems still being judged end in kills
        // and refusals to start: not worth a report.
        if !judge::exec::interrupted() {
            println!("{line}");
        }
    });
    if judge::exec::interrupted() {
        // What was judged before the interrupt was printed; the rest was
        // killed or never started, and is not counted.
        eprintln!("interrupted: the solutions still running were killed");
        return Ok(ExitCode::from(130));
    }
    println!("{} passed, {} failed", totals.passed, totals.failed);
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
fn stop_solutions_on_interrupt() {
    #[cfg(unix)]
    {
        extern "C" fn on_signal(_: libc::c_int) {
            judge::exec::interrupt();
        }
        let handler = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        // SAFETY: the handler only stores to an atomic, which is
        // async-signal-safe, and it lives as long as the program.
        unsafe {
            libc::signal(libc::SIGINT, handler);
            libc::signal(libc::SIGTERM, handler);
        }
    }
}

/// One problem's binary and cases (or why it has none).
struct Suite {
    name: String,
    binary: PathBuf,
    time_limit: Duration,
    cases: std::result::Result<Vec<Case>, String>,
}

impl Suite {
    /// `binary` is the problem's binary, or why it has none (e.g. its bundle
    /// does not compile), which fails the problem like missing test data.
    fn new(problem: &Problem, binary: std::result::Result<PathBuf, String>) -> Self {
        let (binary, cases) = match binary {
            Ok(binary) => (binary, Self::find_cases(problem)),
            Err(why) => (PathBuf::new(), Err(why)),
        };
        Suite {
            name: problem.name.clone(),
            binary,
            time_limit: problem.time_limit,
            cases,
        }
    }

    fn find_cases(problem: &Problem) -> std::result::Result<Vec<Case>, String> {
        if !problem.testdata_dir.is_dir() {
            Err(format!(
                "no test data: {} does not exist",
                problem.testdata_dir.display()
            ))
        } else {
            match cases(&problem.testdata_dir) {
                Ok(found) if found.is_empty() => Err(format!(
                    "no test data: {} has no *.in files",
                    problem.testdata_dir.display()
                )),
                Ok(found) => Ok(found),
                Err(err) => Err(format!("{err:#}")),
            }
        }
    }
}

/// How one case went.
#[derive(Debug)]
enum CaseResult {
    Judged {
        verdict: Verdict,
        elapsed: Duration,
    },
    /// The `.in` has no `.out`.
    MissingExpected,
    /// The binary could not be started or a file could not be read.
    Broken(String),
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

fn judge_case(binary: &Path, case: &Case, time_limit: Duration) -> CaseResult {
    let Some(expected_path) = &case.expected else {
        return CaseResult::MissingExpected;
    };
    let read = |path: &Path| {
        std::fs::read(path).map_err(|err| format!("cannot read {}: {err}", path.display()))
    };
    let (input, expected) = match (read(&case.input), read(expected_path)) {
        (Ok(input), Ok(expected)) => (input, expected),
        (Err(err), _) | (_, Err(err)) => return CaseResult::Broken(err),
    };
    match run_with_limit(Command::new(binary), &input, time_limit) {
        Ok(outcome) => CaseResult::Judged {
            verdict: verdict(&outcome, &String::from_utf8_lossy(&expected)),
            elapsed: outcome.elapsed,
        },
        Err(err) => CaseResult::Broken(format!("cannot run {}: {err}", binary.display())),
    }
}

#[derive(Debug, Default, PartialEq, Eq)]
struct Totals {
    passed: usize,
    failed: usize,
}

/// Judges every case of every suite on `n_threads` workers, calling `print`
/// with each problem's report as soon as that problem (and every one before
/// it) is done, so output stays in order while the work runs in parallel.
fn judge_suites(
    suites: &[Suite],
    n_threads: usize,
    root: &Path,
    print: &mut dyn FnMut(&str),
) -> Totals {
    let jobs: Vec<(usize, usize)> = suites
        .iter()
        .enumerate()
        .flat_map(|(suite_idx, suite)| {
            let n_cases = suite.cases.as_ref().map_or(0, Vec::len);
            (0..n_cases).map(move |case_idx| (suite_idx, case_idx))
        })
        .collect();
    let mut results: Vec<Vec<Option<CaseResult>>> = suites
        .iter()
        .map(|s| {
            s.cases
                .as_ref()
                .map_or(Vec::new(), |c| c.iter().map(|_| None).collect())
        })
        .collect();
    let mut remaining: Vec<usize> = results.iter().map(Vec::len).collect();
    let mut totals = Totals::default();
    let mut next_to_print = 0;
    let next_job = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..n_threads.max(1).min(jobs.len().max(1)) {
            let sender = sender.clone();
            let (jobs, next_job) = (&jobs, &next_job);
            scope.spawn(move || {
                while let Some(&(suite_idx, case_idx)) =
                    jobs.get(next_job.fetch_add(1, Ordering::Relaxed))
                {
                    let suite = &suites[suite_idx];
                    let case = &suite
                        .cases
                        .as_ref()
                        .expect("only suites with cases have jobs")[case_idx];
                    let result = judge_case(&suite.binary, case, suite.time_limit);
                    if sender.send((suite_idx, case_idx, result)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut flush = |results: &mut Vec<Vec<Option<CaseResult>>>, remaining: &[usize]| {
            while next_to_print < suites.len() && remaining[next_to_print] == 0 {
                let suite = &suites[next_to_print];
                let judged: Vec<CaseResult> = results[next_to_print]
                    .drain(..)
                    .map(|r| r.expect("all judged"))
                    .collect();
                let (report, passed, failed) = report_suite(suite, &judged, root);
                totals.passed += passed;
                totals.failed += failed;
                print(&report);
                next_to_print += 1;
            }
        };
        flush(&mut results, &remaining);
        for (suite_idx, case_idx, result) in receiver {
            results[suite_idx][case_idx] = Some(result);
            remaining[suite_idx] -= 1;
            flush(&mut results, &remaining);
        }
    });
    totals
}

/// One problem's report: a summary line, then a block per failed case.
/// Returns the report and the numbers of passed and failed cases (a problem
/// without test data counts as one failure).
fn report_suite(suite: &Suite, results: &[CaseResult], root: &Path) -> (String, usize, usize) {
    let cases = match &suite.cases {
        Ok(cases) => cases,
        Err(why) => return (format!("{:<14} FAIL  {why}", suite.name), 0, 1),
    };
    let passed = results.iter().filter(|r| r.passed()).count();
    let failed = results.len() - passed;
    let slowest = results
        .iter()
        .zip(cases)
        .filter_map(|(result, case)| match result {
            CaseResult::Judged { elapsed, .. } => Some((*elapsed, &case.name)),
            _ => None,
        })
        .max();
    let mut report = format!(
        "{:<14} {:<4}  {passed}/{} cases",
        suite.name,
        if failed == 0 { "ok" } else { "FAIL" },
        results.len()
    );
    if let Some((elapsed, name)) = slowest {
        let _ = write!(report, ", slowest {} ms ({name})", elapsed.as_millis());
    }
    let relative = |path: &Path| {
        path.strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string()
    };
    for (result, case) in results.iter().zip(cases) {
        let input = relative(&case.input);
        let reproduce = format!("{} < {input}", relative(&suite.binary));
        let detail = match result {
            CaseResult::Judged {
                verdict: Verdict::Accepted,
                ..
            } => continue,
            CaseResult::Judged {
                verdict: Verdict::WrongAnswer(difference),
                ..
            } => {
                let side = |line: &Option<String>| match line {
                    Some(line) => format!("\"{}\"", visible(line)),
                    None => "(end of output)".to_string(),
                };
                let (shown, cut_at) = difference.abridged();
                let cut = cut_at.map_or(String::new(), |column| {
                    format!(" (long lines cut around character {column})")
                });
                format!(
                    "  WA  {input}: line {}{cut}\n      expected: {}\n      actual:   {}",
                    shown.line,
                    side(&shown.expected),
                    side(&shown.actual)
                )
            }
            CaseResult::Judged {
                verdict: Verdict::RuntimeError { how, stderr_tail },
                ..
            } => {
                let mut text = format!("  RE  {input}: {how}");
                for line in stderr_tail.lines() {
                    let _ = write!(text, "\n      | {line}");
                }
                text
            }
            CaseResult::Judged {
                verdict: Verdict::TimeLimitExceeded,
                ..
            } => format!(
                "  TLE {input}: killed at the time limit of {} ms",
                suite.time_limit.as_millis()
            ),
            CaseResult::Judged {
                verdict: Verdict::OutputLimitExceeded,
                ..
            } => format!(
                "  OLE {input}: killed after writing more than {} MiB",
                judge::exec::OUTPUT_LIMIT >> 20
            ),
            CaseResult::MissingExpected => {
                let out = relative(&case.input.with_extension("out"));
                format!("  ERR {input}: no expected output ({out} is missing)")
            }
            CaseResult::Broken(why) => format!("  ERR {input}: {why}"),
        };
        let _ = write!(report, "\n{detail}\n      reproduce: {reproduce}");
    }
    (report, passed, failed)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// A temporary folder with a fake "solution" (a shell script) and cases.
    struct Fixture {
        dir: PathBuf,
    }

    impl Fixture {
        fn new(name: &str) -> Self {
            let dir =
                std::env::temp_dir().join(format!("xtask-test-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(dir.join("cases")).unwrap();
            Fixture { dir }
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
                binary,
                time_limit: Duration::from_millis(time_limit_ms),
                cases: cases(&self.dir.join("cases")).map_err(|e| e.to_string()),
            }
        }

        fn judge(&self, suites: &[Suite]) -> (Totals, String) {
            let mut printed = String::new();
            let totals = judge_suites(suites, 2, &self.dir, &mut |line| {
                printed.push_str(line);
                printed.push('\n');
            });
            (totals, printed)
        }
    }

    impl Drop for Fixture {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.dir);
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
            binary: binary.clone(),
            time_limit: Duration::from_secs(1),
            cases: Err("no test data: testdata/ghost does not exist".to_string()),
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
            url: None,
        };
        let broken = Suite::new(&problem, Err("broken: rustc failed:\nerror: boom".into()));
        let working = Suite::new(&problem, Ok(binary));
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
}
