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

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::exec::{run_isolated, run_with_limit, verdict, Limits, Outcome, Verdict};
use crate::oracle::{Disagreement, Report};
use crate::Rng;

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
    /// Runs the target on `input` within [`RUN_LIMIT`]: a binary as it is,
    /// a command the way a judge runs it ([`crate::exec::run_isolated`], from
    /// the current folder).
    ///
    /// # Errors
    /// As [`crate::exec::run_with_limits`].
    pub fn run(&self, input: &[u8]) -> std::io::Result<Outcome> {
        match self {
            Target::Binary(_) => run_with_limit(self.command(), input, RUN_LIMIT),
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
/// each output with `brute`'s; stops at the first disagreement, which it
/// saves in `settings.save_dir` (if any) as `hack-<seed>-<i>.in/.out`.
pub fn run(
    problem: &str,
    target: &Target,
    generate: impl Fn(&mut Rng) -> String,
    brute: impl Fn(&str) -> String,
    settings: &Settings,
) -> Report {
    let mut report = Report {
        problem: problem.to_string(),
        seed: settings.seed,
        cases: settings.n_inputs,
        agreed: 0,
        disagreement: None,
    };
    // Whether a progress line is on screen without its newline yet.
    let mut progress_open = false;
    for index in 0..settings.n_inputs {
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
        let Some((code, detail)) = failure else {
            report.agreed += 1;
            let is_last = index + 1 == settings.n_inputs;
            if settings.progress && (index % 50 == 49 || is_last) {
                eprint!(
                    "\rstress {problem}: {}/{} inputs agree",
                    index + 1,
                    settings.n_inputs
                );
                progress_open = !is_last;
                if is_last {
                    eprintln!();
                }
            }
            continue;
        };
        if progress_open {
            eprintln!();
        }
        let stem = format!("hack-{}-{index}", settings.seed);
        let saved = settings.save_dir.as_ref().map(|dir| {
            save_new_case(dir, &stem, &input, &expected)
                .unwrap_or_else(|err| panic!("cannot save the case in {}: {err}", dir.display()))
        });
        report.disagreement = Some(Disagreement {
            index,
            verdict: code.to_string(),
            detail,
            input: shorten(&input),
            expected: shorten(&expected),
            actual: shorten(&actual),
            saved,
        });
        break;
    }
    report
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

/// Writes `<stem>.in` and `<stem>.out` in `dir`, never overwriting: if the
/// names are taken, `-2`, `-3`, … is appended to the stem.
pub fn save_new_case(
    dir: &Path,
    stem: &str,
    input: &str,
    expected: &str,
) -> std::io::Result<(PathBuf, PathBuf)> {
    std::fs::create_dir_all(dir)?;
    for attempt in 1.. {
        let stem = if attempt == 1 {
            stem.to_string()
        } else {
            format!("{stem}-{attempt}")
        };
        let in_path = dir.join(format!("{stem}.in"));
        let out_path = dir.join(format!("{stem}.out"));
        if out_path.exists() {
            continue;
        }
        let mut in_file = match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&in_path)
        {
            Ok(file) => file,
            Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(err) => return Err(err),
        };
        in_file.write_all(input.as_bytes())?;
        let mut out_file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&out_path)?;
        out_file.write_all(expected.as_bytes())?;
        return Ok((in_path, out_path));
    }
    unreachable!("the loop above only ends by returning")
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
