//! The brute-force comparison: seeded random small inputs, the expected output
//! from a brute force that plays the game by its literal rules, and the real
//! binary.
//!
//! Every problem crate calls [`check_against_brute`] from the test
//! `agrees_with_brute_force` in `tests/rules.rs`; `cargo xtask stress` runs that
//! same test in release mode with these environment variables:
//!
//! | variable            | meaning                                         | default          |
//! |---------------------|-------------------------------------------------|------------------|
//! | `STRESS_CASES`      | how many random inputs                          | the test's own   |
//! | `STRESS_SEED`       | the run's seed                                  | [`DEFAULT_SEED`] |
//! | `STRESS_SAVE_DIR`   | where to save a disagreeing input as a new case | not saved        |
//! | `STRESS_PROGRESS`   | print a progress line to stderr                 | off              |
//! | `STRESS_REPORT_FILE`| also write the disagreement report to this file | not written      |
//!
//! `STRESS_REPORT_FILE` lets a tool show the report on its own, without the
//! test harness's panic message around it.
//!
//! [`check_reference_against_brute`] checks a problem's independent reference
//! (used for the cases too large for the brute force) against the brute force
//! on the same kind of seeded random inputs.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::exec::{verdict, Verdict};
use crate::Rng;

/// The seed used when `STRESS_SEED` is not set, so tests are reproducible.
pub const DEFAULT_SEED: u64 = 20_261_130;

/// Settings of one stress run, read from the environment.
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

impl Settings {
    /// Reads the environment, with `default_inputs` when `STRESS_CASES` is unset.
    ///
    /// # Panics
    /// If a variable is set but is not a number.
    pub fn from_env(default_inputs: u64) -> Self {
        let number = |name: &str| {
            std::env::var(name).ok().map(|value| {
                value
                    .trim()
                    .parse::<u64>()
                    .unwrap_or_else(|_| panic!("{name} must be a number, got {value:?}"))
            })
        };
        Settings {
            n_inputs: number("STRESS_CASES").unwrap_or(default_inputs),
            seed: number("STRESS_SEED").unwrap_or(DEFAULT_SEED),
            save_dir: std::env::var_os("STRESS_SAVE_DIR").map(PathBuf::from),
            progress: std::env::var_os("STRESS_PROGRESS").is_some(),
        }
    }
}

/// Runs `binary` on `default_inputs` random inputs from `generate` (or as the
/// environment says) and checks each output against `brute`.
///
/// # Panics
/// On the first disagreement, with both outputs, the first differing line, the
/// input, where it was saved and the command that reproduces it.
#[track_caller]
pub fn check_against_brute(
    binary: &str,
    generate: impl Fn(&mut Rng) -> String,
    brute: impl Fn(&str) -> String,
    default_inputs: u64,
) {
    let settings = Settings::from_env(default_inputs);
    if let Err(report) = run(binary, &generate, &brute, &settings) {
        if let Some(path) = std::env::var_os("STRESS_REPORT_FILE") {
            if let Err(err) = std::fs::write(&path, &report) {
                eprintln!(
                    "cannot write the report to {}: {err}",
                    Path::new(&path).display()
                );
            }
        }
        panic!("{report}");
    }
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

/// The loop behind [`check_against_brute`]; returns the report of the first
/// disagreement.
pub fn run(
    binary: &str,
    generate: &dyn Fn(&mut Rng) -> String,
    brute: &dyn Fn(&str) -> String,
    settings: &Settings,
) -> Result<(), String> {
    let name = Path::new(binary)
        .file_stem()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| binary.to_string());
    // Whether a progress line is on screen without its newline yet.
    let mut progress_open = false;
    for index in 0..settings.n_inputs {
        let input = generate(&mut Rng::for_input(settings.seed, index));
        let expected = brute(&input);
        let outcome = crate::check::run(binary, &input);
        let verdict = verdict(&outcome, &expected);
        if matches!(verdict, Verdict::Accepted) {
            let is_last = index + 1 == settings.n_inputs;
            if settings.progress && (index % 50 == 49 || is_last) {
                eprint!(
                    "\rstress {name}: {}/{} inputs agree",
                    index + 1,
                    settings.n_inputs
                );
                progress_open = !is_last;
                if is_last {
                    eprintln!();
                }
            }
            continue;
        }
        if progress_open {
            eprintln!();
        }
        let stem = format!("hack-{}-{index}", settings.seed);
        let saved = match &settings.save_dir {
            Some(dir) => save_new_case(dir, &stem, &input, &expected)
                .map_err(|err| format!("cannot save the case in {}: {err}", dir.display()))?,
            None => {
                let dir = std::env::temp_dir().join(format!("stress-{name}"));
                save_new_case(&dir, &stem, &input, &expected)
                    .map_err(|err| format!("cannot save the case in {}: {err}", dir.display()))?
            }
        };
        let what = match &verdict {
            Verdict::WrongAnswer(difference) => {
                format!("wrong answer: {}", difference.abridged().0)
            }
            Verdict::RuntimeError { how, stderr_tail } => {
                format!("runtime error ({how}):\n{stderr_tail}")
            }
            other => other.code().to_string(),
        };
        return Err(format!(
            "stress {name}: input {index} of seed {seed} disagrees with the brute force\n\
             {what}\n\
             --- input ({input_path})\n{input}\
             --- brute force (saved as {expected_path})\n{expected}\
             --- {name} printed\n{actual}\
             --- reproduce: {binary} < {input_path}\n\
             --- rerun: cargo xtask stress {name} --seed {seed} --cases {n_cases}",
            seed = settings.seed,
            // Input `index` depends only on the seed and `index`, so the
            // run up to it repeats the disagreement.
            n_cases = index + 1,
            input = shorten(&input),
            expected = shorten(&expected),
            actual = shorten(&String::from_utf8_lossy(&outcome.stdout)),
            input_path = saved.0.display(),
            expected_path = saved.1.display(),
        ));
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

/// At most 40 lines, each ending in a newline.
fn shorten(text: &str) -> String {
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
        let generate = |rng: &mut Rng| format!("{}\n", rng.range(0, 9));
        let echo = |input: &str| input.to_string();
        assert_eq!(run("/bin/cat", &generate, &echo, &settings(&dir)), Ok(()));

        let wrong_on_7 = |input: &str| {
            if input == "7\n" {
                "8\n".into()
            } else {
                input.to_string()
            }
        };
        let report = run("/bin/cat", &generate, &wrong_on_7, &settings(&dir)).unwrap_err();
        assert!(
            report.contains("wrong answer: line 1: expected \"8\", got \"7\""),
            "{report}"
        );
        let first_7 = (0..)
            .find(|&i| generate(&mut Rng::for_input(1, i)) == "7\n")
            .unwrap();
        let rerun = format!(
            "--- rerun: cargo xtask stress cat --seed 1 --cases {}",
            first_7 + 1
        );
        assert!(report.contains(&rerun), "{report}");
        let saved: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(saved.len(), 2);
        let report_again = run("/bin/cat", &generate, &wrong_on_7, &settings(&dir)).unwrap_err();
        assert!(report_again.contains("-2.in"), "{report_again}");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 4);
        std::fs::remove_dir_all(&dir).unwrap();
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
