//! The brute-force comparison: seeded random small inputs, the expected output
//! from a brute force that plays the game by its literal rules, and the
//! program under test ([`Target`]: a binary, or any shell command).
//!
//! [`run`] is the loop; a problem's `stress` test target reaches it through
//! [`crate::oracle`]'s command line, which `cargo test` and `cargo xtask
//! stress` call. It returns a typed [`Report`]; nothing is saved unless a
//! save directory is given.
//!
//! [`check_reference_against_brute`] checks a problem's independent reference
//! (used for the cases too large for the brute force) against the brute force
//! on the same kind of seeded random inputs.

use std::io::Write;
use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use crate::Rng;
use crate::exec::{Limits, Outcome, Verdict, run_for_output, run_isolated, verdict};
use crate::report::{Disagreement, Report};
use crate::testdata::save_new_case;

/// The seed of a run that names none, so tests are reproducible.
pub const DEFAULT_SEED: u64 = 20_261_130;

/// Settings of one stress run.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Number of random inputs.
    pub n_inputs: u64,
    /// The run's seed; input `i` uses [`Rng::for_input`]`(seed, i)`.
    pub seed: u64,
    /// Where to save the first disagreeing input as `hack-<seed>-<i>.in/.out`.
    pub save_dir: Option<PathBuf>,
    /// Whether to print a progress line.
    pub progress: bool,
}

/// Asserts that `reference` gives exactly `brute`'s output on the inputs
/// `generate` makes from `seed` for indices `0..n_inputs`: the check that an
/// independent reference, used where the brute force is too slow (the
/// `max-` cases), is right where both can run.
///
/// # Panics
/// On the first input where the two outputs differ, with both and the input.
///
/// # Example
/// ```
/// use judge::Rng;
/// let generate = |rng: &mut Rng| format!("{}\n", rng.range(0, 99));
/// // The parity of a pile by counting down, and by its last bit.
/// let brute = |input: &str| {
///     let mut n: u64 = input.trim().parse().unwrap();
///     let mut odd = false;
///     while n > 0 {
///         n -= 1;
///         odd = !odd;
///     }
///     format!("{odd}\n")
/// };
/// let reference = |input: &str| format!("{}\n", input.trim().parse::<u64>().unwrap() % 2 == 1);
/// judge::stress::check_reference_against_brute(reference, generate, brute, 7, 100);
/// ```
#[track_caller]
pub fn check_reference_against_brute(
    reference: impl Fn(&str) -> String,
    generate: impl Fn(&mut Rng) -> String,
    brute: impl Fn(&str) -> String,
    seed: u64,
    n_inputs: u64,
) {
    for index in 0..n_inputs {
        let input = generate(&mut Rng::for_input(seed, index));
        assert_eq!(
            reference(&input),
            brute(&input),
            "the reference (left) and the brute force (right) differ on input {index} \
             of seed {seed}:\n{input}"
        );
    }
}

/// The program a stress run judges.
#[derive(Debug, Clone)]
pub enum Target {
    /// An executable, run with no arguments.
    Binary(PathBuf),
    /// A shell command line, run with `sh -c` (any language's solution).
    Command(String),
}

impl Target {
    /// A fresh `Command` that runs the target.
    pub fn command(&self) -> Command {
        match self {
            Target::Binary(path) => Command::new(path),
            Target::Command(line) => {
                let mut command = Command::new("sh");
                command.args(["-c", line]);
                command
            }
        }
    }

    /// Whose output a report shows: the problem's binary (`problem`), or a
    /// user's command, quoted.
    pub fn label(&self, problem: &str) -> String {
        match self {
            Target::Binary(_) => problem.to_string(),
            Target::Command(line) => format!("`{line}`"),
        }
    }

    /// The target as a shell command, for "reproduce" lines.
    pub fn shell(&self) -> String {
        match self {
            Target::Binary(path) => path.display().to_string(),
            Target::Command(line) => format!("sh -c '{}'", line.replace('\'', "'\\''")),
        }
    }
}

/// Generous limit for one run: stress judges correctness, the bench speed.
pub const RUN_LIMIT: Duration = Duration::from_secs(20);

impl Target {
    /// Runs the target on `input` within [`RUN_LIMIT`]: a binary as it is
    /// (for its output: [`crate::exec::run_for_output`]), a command the way a judge runs it ([`crate::exec::run_isolated`], from
    /// the current folder).
    ///
    /// # Errors
    /// As [`crate::exec::run_with_limits`].
    pub fn run(&self, input: &[u8]) -> std::io::Result<Outcome> {
        match self {
            Target::Binary(_) => run_for_output(self.command(), input, RUN_LIMIT),
            Target::Command(line) => {
                let here = std::env::current_dir()?;
                run_isolated(line, &here, input, Limits::time(RUN_LIMIT))
            }
        }
    }
}

/// How a run disagrees with the brute force's `expected` output: the
/// verdict's code and its detail (the first differing line, how it
/// crashed), or `None` when it agrees.
pub fn failure(outcome: &Outcome, expected: &str) -> Option<(&'static str, String)> {
    match verdict(outcome, expected) {
        Verdict::Accepted => None,
        Verdict::WrongAnswer(difference) => Some(("WA", difference.abridged().0.to_string())),
        Verdict::RuntimeError { how, stderr_tail } => Some(("RE", format!("{how}\n{stderr_tail}"))),
        other => Some((other.code(), other.code().to_string())),
    }
}

/// Runs `target` on `settings.n_inputs` inputs from `generate` and compares
/// each output with `brute`'s, on as many threads as the machine has cores
/// (each input is generated from its own index, so the inputs are the same
/// whatever the order); stops at the first disagreement (the one of least
/// index: every input before it is checked), which it saves in
/// `settings.save_dir` (if any) as `hack-<seed>-<i>.in/.out`.
pub fn run(
    problem: &str,
    target: &Target,
    generate: impl Fn(&mut Rng) -> String + Sync,
    brute: impl Fn(&str) -> String + Sync,
    settings: &Settings,
) -> Report {
    let n_inputs = settings.n_inputs;
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    // The next index to take, how many agreed, and the least index that
    // disagreed so far (no thread takes an index past it).
    let next = AtomicU64::new(0);
    let agreed = AtomicU64::new(0);
    let least_failure = AtomicU64::new(u64::MAX);
    let failures: Mutex<Vec<Failed>> = Mutex::new(Vec::new());
    // Whether a progress line is on screen without its newline yet.
    let progress_open = AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= n_inputs || index > least_failure.load(Ordering::SeqCst) {
                        break;
                    }
                    let input = generate(&mut Rng::for_input(settings.seed, index));
                    let expected = brute(&input);
                    let outcome = target.run(input.as_bytes());
                    // The verdict's code and detail, or `None` when the outputs agree.
                    let (failure, actual) = match &outcome {
                        Ok(outcome) => (
                            failure(outcome, &expected),
                            String::from_utf8_lossy(&outcome.stdout).into_owned(),
                        ),
                        Err(err) => (
                            Some(("ERR", format!("cannot start {}: {err}", target.shell()))),
                            String::new(),
                        ),
                    };
                    match failure {
                        None => {
                            let done = agreed.fetch_add(1, Ordering::SeqCst) + 1;
                            let is_last = done == n_inputs;
                            if settings.progress && (done.is_multiple_of(50) || is_last) {
                                eprint!("\rstress {problem}: {done}/{n_inputs} inputs agree");
                                progress_open.store(!is_last, Ordering::SeqCst);
                                if is_last {
                                    eprintln!();
                                }
                            }
                        }
                        Some((code, detail)) => {
                            least_failure.fetch_min(index, Ordering::SeqCst);
                            failures
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .push(Failed {
                                    index,
                                    code,
                                    detail,
                                    input,
                                    expected,
                                    actual,
                                });
                        }
                    }
                }
            });
        }
    });
    let mut report = Report {
        problem: problem.to_string(),
        seed: settings.seed,
        cases: n_inputs,
        agreed: n_inputs,
        disagreement: None,
    };
    let failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    let Some(first) = failures.into_iter().min_by_key(|failed| failed.index) else {
        return report;
    };
    if progress_open.load(Ordering::SeqCst) {
        eprintln!();
    }
    let stem = format!("hack-{}-{}", settings.seed, first.index);
    let saved = settings.save_dir.as_ref().map(|dir| {
        save_new_case(dir, &stem, &first.input, &first.expected)
            .unwrap_or_else(|err| panic!("cannot save the case in {}: {err}", dir.display()))
    });
    // Every input before the first disagreement agreed.
    report.agreed = first.index;
    report.disagreement = Some(Disagreement {
        index: first.index,
        verdict: first.code.to_string(),
        detail: first.detail,
        input: shorten(&first.input),
        expected: shorten(&first.expected),
        actual: shorten(&first.actual),
        saved,
    });
    report
}

/// An input on which the program disagreed with the brute force.
struct Failed {
    index: u64,
    code: &'static str,
    detail: String,
    input: String,
    expected: String,
    actual: String,
}

/// One generated input and the brute force's output for it, as the oracle's
/// `cases --json` prints them (one JSON object a line), for a tool that runs
/// the program itself (`cargo xtask stress --command`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Case {
    /// The input's index in the run: it is `generate(Rng::for_input(seed, index))`.
    pub index: u64,
    /// How many inputs the run has.
    pub of: u64,
    /// The input.
    pub input: String,
    /// The brute force's output.
    pub expected: String,
}

/// Writes inputs `0..n_inputs` of `seed` with the brute force's outputs to
/// `out`, one [`Case`] a line, flushing each, so that a reader can start on
/// the first while the brute force works on the next.
///
/// # Errors
/// If `out` cannot be written (the reader went away).
pub fn write_cases(
    out: &mut dyn Write,
    generate: impl Fn(&mut Rng) -> String,
    brute: impl Fn(&str) -> String,
    seed: u64,
    n_inputs: u64,
) -> std::io::Result<()> {
    for index in 0..n_inputs {
        let input = generate(&mut Rng::for_input(seed, index));
        let expected = brute(&input);
        let case = Case {
            index,
            of: n_inputs,
            input,
            expected,
        };
        let line = serde_json::to_string(&case).map_err(std::io::Error::other)?;
        writeln!(out, "{line}")?;
        out.flush()?;
    }
    Ok(())
}

/// At most 40 lines, each ending in a newline (as a report shows an input
/// or an output).
pub fn shorten(text: &str) -> String {
    const MAX_LINES: usize = 40;
    let lines: Vec<&str> = text.lines().collect();
    let mut shown: String = lines
        .iter()
        .take(MAX_LINES)
        .map(|l| format!("{l}\n"))
        .collect();
    if lines.len() > MAX_LINES {
        shown.push_str(&format!("… ({} more lines)\n", lines.len() - MAX_LINES));
    }
    shown
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::path::Path;

    fn settings(dir: &Path) -> Settings {
        Settings {
            n_inputs: 30,
            seed: 1,
            save_dir: Some(dir.to_path_buf()),
            progress: false,
        }
    }

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("judge-stress-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    // `cat` echoes its input, so a brute force that echoes agrees and one that
    // answers differently must be caught, saved, and never overwritten.
    #[test]
    fn agreement_passes_and_disagreement_is_saved_once_per_run() {
        let dir = temp_dir("cat");
        let cat = Target::Binary("/bin/cat".into());
        let generate = |rng: &mut Rng| format!("{}\n", rng.range(0, 9));
        let echo = |input: &str| input.to_string();
        let report = run("cat", &cat, generate, echo, &settings(&dir));
        assert!(report.agrees() && report.agreed == 30, "{report:?}");

        let wrong_on_7 = |input: &str| {
            if input == "7\n" {
                "8\n".into()
            } else {
                input.to_string()
            }
        };
        let report = run("cat", &cat, generate, wrong_on_7, &settings(&dir));
        let first_7 = (0..)
            .find(|&i| generate(&mut Rng::for_input(1, i)) == "7\n")
            .unwrap();
        let disagreement = report.disagreement.clone().expect("7 is answered wrong");
        assert_eq!((disagreement.index, report.agreed), (first_7, first_7));
        assert_eq!(disagreement.verdict, "WA");
        assert_eq!(disagreement.detail, "line 1: expected \"8\", got \"7\"");
        let text = report.render("/bin/cat");
        let rerun = format!(
            "--- rerun: cargo xtask stress cat --seed 1 --cases {}",
            first_7 + 1
        );
        assert!(text.contains(&rerun), "{text}");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2);
        let again = run("cat", &cat, generate, wrong_on_7, &settings(&dir));
        let (saved_in, _) = again.disagreement.unwrap().saved.unwrap();
        assert!(
            saved_in.to_string_lossy().ends_with("-2.in"),
            "{saved_in:?}"
        );
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 4);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_shell_command_is_a_target_and_nothing_is_saved_without_a_save_dir() {
        let generate = |rng: &mut Rng| format!("{}\n", rng.range(0, 9));
        let plus_one = |input: &str| format!("{}\n", input.trim().parse::<u32>().unwrap() + 1);
        let awk = Target::Command("awk '{ print $1 + 1 }'".into());
        let settings = Settings {
            n_inputs: 20,
            seed: 3,
            save_dir: None,
            progress: false,
        };
        assert!(run("awk", &awk, generate, plus_one, &settings).agrees());
        let off_by_one = Target::Command("awk '{ print $1 }'".into());
        let report = run("awk", &off_by_one, generate, plus_one, &settings);
        let disagreement = report.disagreement.unwrap();
        assert_eq!((disagreement.index, disagreement.saved), (0, None));
        let missing = Target::Binary("/nonexistent/solution".into());
        let report = run("x", &missing, generate, plus_one, &settings);
        assert_eq!(report.disagreement.unwrap().verdict, "ERR");
    }

    #[test]
    fn cases_are_written_one_a_line_as_generated() {
        let generate = |rng: &mut Rng| format!("{}\n", rng.range(0, 9));
        let double = |input: &str| format!("{}\n", input.trim().parse::<u32>().unwrap() * 2);
        let mut out = Vec::new();
        write_cases(&mut out, generate, double, 5, 3).unwrap();
        let cases: Vec<Case> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        assert_eq!(cases.len(), 3);
        for (i, case) in cases.iter().enumerate() {
            assert_eq!(case.index, i as u64);
            assert_eq!(case.input, generate(&mut Rng::for_input(5, i as u64)));
            assert_eq!(case.expected, double(&case.input));
        }
    }

    #[test]
    fn a_reference_is_checked_on_every_generated_input() {
        let generate = |rng: &mut Rng| format!("{}\n", rng.range(0, 9));
        let echo = |input: &str| input.to_string();
        check_reference_against_brute(echo, generate, echo, 1, 50);

        let wrong_on_7 = |input: &str| {
            if input == "7\n" {
                "8\n".into()
            } else {
                echo(input)
            }
        };
        let failure = std::panic::catch_unwind(|| {
            check_reference_against_brute(wrong_on_7, generate, echo, 1, 50);
        })
        .expect_err("the reference is wrong on 7");
        let message = failure.downcast_ref::<String>().unwrap();
        let first_7 = (0..)
            .find(|&i| generate(&mut Rng::for_input(1, i)) == "7\n")
            .unwrap();
        assert!(
            message.contains(&format!("differ on input {first_7} of seed 1:\n7\n")),
            "{message}"
        );
    }
}
