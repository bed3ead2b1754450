//! An interactive problem's oracle: the case files it generates (the game's
//! parameters and the strategy the judge's side plays), the interactor that
//! plays them against the contestant ([`InteractiveOracle::interact`], on a
//! [`Dialogue`]), and the command line of its `stress` target, which the
//! tools run as for a batch problem.
//!
//! An interactive problem says `interactive = true` in its
//! `[package.metadata.judge]`; its `tests/stress.rs` is
//! ```ignore
//! mod oracle;
//! judge::interactive_main!(oracle::ORACLE);
//! ```
//! and its `tests/rules.rs` holds `judge::interactive_test!(oracle::ORACLE)`,
//! the test `stress`: the crate's binary plays the oracle's seeded cases
//! against the interactor ([`QUICK_STRESS_CASES`] of them, all with the slow
//! checks). Besides the batch oracle's `max-input`, `validate`, `info`,
//! `kinds` and `generate` (on case files), the command line has
//! `interact CASE` (the interactor on stdin and stdout, the verdict in its
//! exit code: see [`crate::interactor`]), `play CASE` (the same, for a person
//! at a terminal) and `stress`, which plays generated cases.

use std::ffi::OsString;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::Rng;
use crate::exec::interact::{Code, Contestant, InteractLimits, Interaction, interact};
use crate::interactor::{Dialogue, Judgement, conclude};
use crate::oracle::{DEFAULT_SEED, MaxInput, Oracle, QUICK_STRESS_CASES, slow_checks};
use crate::report::{Disagreement, Report};
use crate::stress::Target;

/// The interactor's side of a dialogue, as an oracle's `interact` gets it.
pub type Talk<'a> = Dialogue<&'a mut dyn BufRead, &'a mut dyn Write>;

/// Everything the tools need to know about an interactive problem besides
/// its solution.
pub struct InteractiveOracle {
    /// A small random case file: the game's parameters and the strategy the
    /// judge's side plays (every strategy the interactor knows, in turn).
    pub generate: fn(&mut Rng) -> String,
    /// Plays the case `case` as the judge's side, by the game's brute force
    /// or a proved strategy, and judges the contestant.
    pub interact: fn(case: &str, dialogue: &mut Talk<'_>) -> Judgement,
    /// How many cases `stress` plays by default (and `cargo test` with the
    /// slow checks; a plain `cargo test` plays [`QUICK_STRESS_CASES`]).
    pub stress_cases: u64,
    /// The largest case the judge allows, and the validator of case files.
    pub max: MaxInput,
}

/// Expands to the `main` of an interactive problem's `stress` test target.
#[macro_export]
macro_rules! interactive_main {
    ($oracle:expr) => {
        fn main() -> std::process::ExitCode {
            $crate::interactive::main(
                &$oracle,
                env!("CARGO_PKG_NAME"),
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_MANIFEST_DIR"),
            )
        }
    };
}

/// Expands to a libtest test named `stress` for an interactive problem's
/// `tests/rules.rs`: the crate's binary plays the oracle's seeded cases
/// against the interactor, run in this test's own process through pipes
/// ([`stress_in_process`]).
#[macro_export]
macro_rules! interactive_test {
    ($oracle:expr) => {
        #[test]
        fn stress() {
            $crate::interactive::stress_test(
                &$oracle,
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
            );
        }
    };
}

/// Expands to the test-data tests of an interactive problem's
/// `tests/rules.rs`, given its oracle and its `testdata/<problem>` folder:
/// `every_case_has_an_origin` ([`crate::testdata::check_provenance`]),
/// `the_validator_accepts_the_samples_and_the_max_input`
/// ([`crate::checks::check_validator`]) and
/// `every_test_case_is_accepted_from_our_binary` ([`check_cases_accepted`]:
/// the crate's binary plays every case file and wins).
#[macro_export]
macro_rules! interactive_testdata_tests {
    ($oracle:expr, $testdata:expr) => {
        #[test]
        fn every_case_has_an_origin() {
            let testdata = std::path::Path::new($testdata);
            if let Err(problems) = $crate::testdata::check_provenance(testdata) {
                panic!("{problems}");
            }
        }

        #[test]
        fn the_validator_accepts_the_samples_and_the_max_input() {
            $crate::checks::check_validator(
                &$oracle.batch(),
                env!("CARGO_PKG_NAME"),
                env!("CARGO_MANIFEST_DIR"),
                $testdata,
            );
        }

        #[test]
        fn every_test_case_is_accepted_from_our_binary() {
            $crate::interactive::check_cases_accepted(
                &$oracle,
                $testdata,
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
            );
        }
    };
}

/// The body of the test `every_test_case_is_accepted_from_our_binary` of
/// [`interactive_testdata_tests!`]: `binary` plays every case file of
/// `testdata` against the interactor and must win each.
///
/// # Panics
/// On a case not accepted (its name and the interactor's reason), or a
/// folder or binary that cannot be used.
pub fn check_cases_accepted(oracle: &InteractiveOracle, testdata: &str, binary: &str) {
    let cases = crate::testdata::cases(Path::new(testdata))
        .unwrap_or_else(|err| panic!("cannot read {testdata}: {err}"));
    assert!(!cases.is_empty(), "no case files in {testdata}");
    for case in cases {
        let text = std::fs::read_to_string(&case.input)
            .unwrap_or_else(|err| panic!("{}: {err}", case.input.display()));
        let judgement = play_binary(oracle, &text, Path::new(binary))
            .unwrap_or_else(|err| panic!("cannot run {binary}: {err}"));
        assert!(judgement.accepted(), "{}: {judgement:?}", case.name);
    }
}

/// The command line of an interactive problem's `stress` target.
pub const USAGE: &str = "\
usage: (from cargo test: no arguments, or libtest's) play the binary on the seeded cases
       interact CASE        be the interactor of CASE on stdin and stdout (verdict: exit code)
       play CASE            the same, for a person at a terminal
       stress [--seed S] [--cases N] [--binary PATH | --command CMD] [--json]
       max-input | validate [--max] | info --json | kinds [--json] [--dir DIR]
       generate --seed S [--index I]   write one random case file";

/// The `stress` target's main (see [`USAGE`]).
pub fn main(
    oracle: &InteractiveOracle,
    problem: &str,
    binary: &str,
    manifest_dir: &str,
) -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    match command(oracle, problem, binary, Path::new(manifest_dir), args) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

impl InteractiveOracle {
    /// The same oracle as a batch one, for what both kinds share: the case
    /// files' generator, validator and max-size case (`max-input`,
    /// `validate`, `info`, `kinds`, [`crate::checks::check_validator`]). Its
    /// brute force has nothing to say: an interactive case has no output.
    pub fn batch(&self) -> Oracle {
        fn no_brute(_: &str) -> String {
            "an interactive problem has no expected output\n".to_string()
        }
        Oracle {
            generate: self.generate,
            brute: no_brute,
            stress_cases: self.stress_cases,
            max: self.max,
            shapes: &[],
        }
    }
}

fn command(
    oracle: &InteractiveOracle,
    problem: &str,
    binary: &str,
    manifest_dir: &Path,
    args: Vec<OsString>,
) -> Result<ExitCode, String> {
    let first = args.first().and_then(|arg| arg.to_str()).unwrap_or("");
    match first {
        "interact" | "play" => {
            let path = args.get(1).ok_or(format!("{first} needs a case file"))?;
            let case = std::fs::read_to_string(path)
                .map_err(|err| format!("cannot read {}: {err}", Path::new(path).display()))?;
            if first == "play" {
                eprintln!(
                    "playing {problem} case {} as the judge: type the contestant's lines \
                     (the protocol is in crates/{problem}/README.md); Ctrl-D ends",
                    Path::new(path).display()
                );
            }
            let stdin = io::stdin();
            let stdout = io::stdout();
            let (mut input, mut output) = (stdin.lock(), stdout.lock());
            let mut dialogue = Dialogue::new(
                &mut input as &mut dyn BufRead,
                &mut output as &mut dyn Write,
            );
            let judgement = (oracle.interact)(&case, &mut dialogue);
            if first == "play" {
                eprintln!("verdict: {}", code_of(&judgement).code());
            }
            Ok(conclude(&judgement))
        }
        "stress" => {
            let mut parser = lexopt::Parser::from_args(args[1..].to_vec());
            let (mut seed, mut cases, mut json) = (DEFAULT_SEED, oracle.stress_cases, false);
            let mut target = Target::Binary(PathBuf::from(binary));
            let bad = |err: lexopt::Error| err.to_string();
            while let Some(arg) = parser.next().map_err(bad)? {
                use lexopt::Arg::Long;
                match arg {
                    Long("seed") => seed = number(&mut parser, "--seed")?,
                    Long("cases") => cases = number(&mut parser, "--cases")?,
                    Long("binary") => target = Target::Binary(parser.value().map_err(bad)?.into()),
                    Long("command") => {
                        let text = parser.value().map_err(bad)?;
                        target = Target::Command(text.to_string_lossy().into_owned());
                    }
                    Long("json") => json = true,
                    // Accepted for the batch command line's sake: an
                    // interactive case has no output to save.
                    Long("save-dir") => drop(parser.value().map_err(bad)?),
                    other => return Err(other.unexpected().to_string()),
                }
            }
            let interactor = std::env::current_exe()
                .map_err(|err| format!("cannot find this program: {err}"))?;
            let report = stress(oracle, problem, &target, &interactor, seed, cases);
            if json {
                let line = serde_json::to_string(&report).map_err(|err| err.to_string())?;
                println!("{line}");
            } else {
                print!("{}", render(&report));
            }
            Ok(if report.agrees() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        "max-input" | "validate" | "info" | "kinds" | "generate" => {
            crate::oracle::command(&oracle.batch(), problem, binary, manifest_dir, args)
        }
        _ => {
            // A plain run (cargo test's, or libtest's flags): the test.
            let filters: Vec<String> = args
                .iter()
                .map(|a| a.to_string_lossy().into_owned())
                .filter(|a| !a.starts_with('-'))
                .collect();
            if args.iter().any(|a| a == "--list") {
                println!("stress: test");
                return Ok(ExitCode::SUCCESS);
            }
            if !filters.is_empty() && !filters.iter().any(|f| "stress".contains(f.as_str())) {
                println!(
                    "\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 1 filtered out\n"
                );
                return Ok(ExitCode::SUCCESS);
            }
            println!("\nrunning 1 test");
            let report =
                stress_in_process(oracle, problem, binary, DEFAULT_SEED, quick_count(oracle));
            Ok(if report.agrees() {
                println!(
                    "test stress ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n"
                );
                ExitCode::SUCCESS
            } else {
                println!(
                    "test stress ... FAILED\n\n{}\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out\n",
                    render(&report)
                );
                ExitCode::FAILURE
            })
        }
    }
}

fn number(parser: &mut lexopt::Parser, what: &str) -> Result<u64, String> {
    let value = parser.value().map_err(|err| err.to_string())?;
    let text = value.to_string_lossy().into_owned();
    text.parse()
        .map_err(|_| format!("{what} takes a whole number, got `{text}`"))
}

/// How many cases `cargo test` plays: all with the slow checks.
fn quick_count(oracle: &InteractiveOracle) -> u64 {
    if slow_checks() {
        oracle.stress_cases
    } else {
        oracle.stress_cases.min(QUICK_STRESS_CASES)
    }
}

/// The verdict code a judgement is reported with.
fn code_of(judgement: &Judgement) -> Code {
    match judgement {
        Judgement::Accepted(_) => Code::Accepted,
        Judgement::WrongAnswer(_) | Judgement::EndedEarly(_) => Code::WrongAnswer,
        Judgement::PresentationError(_) => Code::PresentationError,
        Judgement::Fail(_) => Code::Fail,
    }
}

/// How long a stress game may take: generous, since the cases are small.
const STRESS_LIMITS: InteractLimits = InteractLimits {
    time: Duration::from_secs(5),
    memory: None,
    stack: None,
    idle: crate::exec::interact::DEFAULT_IDLE,
};

/// Plays `n_cases` seeded cases with `target` as the contestant and the
/// program `interactor` (this oracle's `interact`) as the judge, each run as
/// `cargo xtask test` runs one, on as many threads as there are cores;
/// reports the first case (of least index) not accepted.
pub fn stress(
    oracle: &InteractiveOracle,
    problem: &str,
    target: &Target,
    interactor: &Path,
    seed: u64,
    n_cases: u64,
) -> Report {
    let dir = std::env::temp_dir().join(format!("interactive-{problem}-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let here = std::env::current_dir().unwrap_or_default();
    let report = for_each_case(oracle, problem, seed, n_cases, |index, case| {
        let path = dir.join(format!("case-{index}.in"));
        std::fs::write(&path, case).map_err(|err| (Code::Fail, err.to_string(), String::new()))?;
        let mut judge_side = Command::new(interactor);
        judge_side.arg("interact").arg(&path);
        let contestant = match target {
            Target::Binary(path) => Contestant::Binary(Command::new(path)),
            Target::Command(line) => Contestant::Isolated { line, base: &here },
        };
        let run = interact(contestant, judge_side, STRESS_LIMITS);
        let _ = std::fs::remove_file(&path);
        match run {
            Ok(run) if run.code == Code::Accepted => Ok(()),
            Ok(run) => Err(failure(&run)),
            Err(err) => Err((Code::Fail, format!("cannot run: {err}"), String::new())),
        }
    });
    let _ = std::fs::remove_dir(&dir);
    report
}

fn failure(run: &Interaction) -> (Code, String, String) {
    (run.code, run.reason.clone(), run.transcript.render(40, 100))
}

/// [`stress`] with the interactor run in this process, on threads, for
/// `cargo test` (the `stress` target is not built there): the contestant
/// `binary` is still a process of its own, judged by the interactor through
/// its pipes. A contestant that stops talking is killed after 10 s: this is
/// for the workspace's own binaries; a user's program is judged by [`stress`].
pub fn stress_in_process(
    oracle: &InteractiveOracle,
    problem: &str,
    binary: &str,
    seed: u64,
    n_cases: u64,
) -> Report {
    for_each_case(oracle, problem, seed, n_cases, |_, case| {
        let judgement = play_binary(oracle, case, Path::new(binary)).map_err(|err| {
            (
                Code::Fail,
                format!("cannot run {binary}: {err}"),
                String::new(),
            )
        })?;
        if judgement.accepted() {
            Ok(())
        } else {
            Err((
                code_of(&judgement),
                judgement.reason().to_string(),
                String::new(),
            ))
        }
    })
}

/// How long [`play_binary`] lets a game run before it kills the contestant.
const IN_PROCESS_LIMIT: Duration = Duration::from_secs(10);

/// Plays `case` with the program `binary` as the contestant and the
/// interactor in this process.
///
/// # Errors
/// If the program cannot be started or waited for.
pub fn play_binary(oracle: &InteractiveOracle, case: &str, binary: &Path) -> io::Result<Judgement> {
    let mut child = Command::new(binary)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()?;
    // A contestant that stops talking would leave the interactor waiting:
    // past the watchdog's limit it is killed, and the interactor reads the end.
    let watchdog_done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let watchdog = {
        let done = std::sync::Arc::clone(&watchdog_done);
        let pid = child.id();
        std::thread::spawn(move || {
            let start = std::time::Instant::now();
            while !done.load(Ordering::SeqCst) {
                if start.elapsed() > IN_PROCESS_LIMIT {
                    #[cfg(unix)]
                    let _ = nix::sys::signal::kill(
                        nix::unistd::Pid::from_raw(pid as i32),
                        nix::sys::signal::Signal::SIGKILL,
                    );
                    break;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        })
    };
    let mut to_child = child.stdin.take().expect("stdin is piped");
    let mut from_child = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let judgement = {
        let mut dialogue = Dialogue::new(
            &mut from_child as &mut dyn BufRead,
            &mut to_child as &mut dyn Write,
        );
        (oracle.interact)(case, &mut dialogue)
    };
    drop(to_child);
    let status = child.wait();
    watchdog_done.store(true, Ordering::SeqCst);
    let _ = watchdog.join();
    let status = status?;
    Ok(match judgement {
        Judgement::Accepted(_) if !status.success() => {
            Judgement::WrongAnswer(format!("the program won but ended with {status}"))
        }
        other => other,
    })
}

/// Plays `case` with `player`, a strategy written in Rust (the known-wrong
/// strategies a problem's tests check), against the interactor, each on its
/// own thread, through two pipes.
///
/// # Panics
/// If the pipes cannot be made.
pub fn play_in_process(
    oracle: &InteractiveOracle,
    case: &str,
    player: impl FnOnce(&mut dyn BufRead, &mut dyn Write) + Send,
) -> Judgement {
    let (to_judge_r, to_judge_w) = io::pipe().expect("a pipe");
    let (to_player_r, to_player_w) = io::pipe().expect("a pipe");
    std::thread::scope(|scope| {
        scope.spawn(move || {
            let mut input = BufReader::new(to_player_r);
            let mut output = to_judge_w;
            player(&mut input, &mut output);
        });
        let mut input = BufReader::new(to_judge_r);
        let mut output = to_player_w;
        let judgement = {
            let mut dialogue = Dialogue::new(
                &mut input as &mut dyn BufRead,
                &mut output as &mut dyn Write,
            );
            (oracle.interact)(case, &mut dialogue)
        };
        // Closing the judge's ends lets a player still reading see the end.
        drop(output);
        drop(input);
        judgement
    })
}

/// A failed case: its index, its text, the verdict, the reason and the
/// dialogue.
type Failed = (u64, String, Code, String, String);

/// Runs `play` on each seeded case, on as many threads as there are cores,
/// and reports the first case (of least index) that failed.
fn for_each_case(
    oracle: &InteractiveOracle,
    problem: &str,
    seed: u64,
    n_cases: u64,
    play: impl Fn(u64, &str) -> Result<(), (Code, String, String)> + Sync,
) -> Report {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    let next = AtomicU64::new(0);
    let least_failure = AtomicU64::new(u64::MAX);
    let failures: Mutex<Vec<Failed>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= n_cases || index > least_failure.load(Ordering::SeqCst) {
                        break;
                    }
                    let case = (oracle.generate)(&mut Rng::for_input(seed, index));
                    if let Err((code, reason, dialogue)) = play(index, &case) {
                        least_failure.fetch_min(index, Ordering::SeqCst);
                        failures
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .push((index, case, code, reason, dialogue));
                    }
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    failures.sort_by_key(|f| f.0);
    let disagreement = failures
        .into_iter()
        .next()
        .map(|(index, case, code, reason, dialogue)| Disagreement {
            index,
            verdict: code.code().to_string(),
            detail: reason,
            input: case,
            expected: "AC\n".to_string(),
            actual: dialogue,
            saved: None,
        });
    let agreed = match &disagreement {
        Some(d) => d.index,
        None => n_cases,
    };
    Report {
        problem: problem.to_string(),
        seed,
        cases: n_cases,
        agreed,
        disagreement,
    }
}

/// The report for a person.
pub fn render(report: &Report) -> String {
    match &report.disagreement {
        None => format!(
            "stress {}: {} games accepted (seed {})\n",
            report.problem, report.agreed, report.seed
        ),
        Some(d) => format!(
            "stress {problem}: game {index} of seed {seed} is not accepted\n\
             {verdict}: {detail}\n--- case\n{input}--- dialogue\n{actual}\
             --- rerun: cargo xtask stress {problem} --seed {seed} --cases {n}\n",
            problem = report.problem,
            index = d.index,
            seed = report.seed,
            verdict = d.verdict,
            detail = d.detail,
            input = d.input,
            actual = d.actual,
            n = d.index + 1,
        ),
    }
}

/// The body of [`interactive_test!`].
///
/// # Panics
/// When a case is not accepted, with the case and the reason.
pub fn stress_test(oracle: &InteractiveOracle, binary: &str) {
    let report = stress_in_process(
        oracle,
        "this problem",
        binary,
        DEFAULT_SEED,
        quick_count(oracle),
    );
    assert!(report.agrees(), "\n{}", render(&report));
}
