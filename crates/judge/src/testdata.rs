//! Test data whose expected outputs are re-derived on every `cargo test`.
//!
//! A problem's `tests/rules.rs` calls [`check_against_brute`] so that every
//! committed case whose name starts with one of the given prefixes (by
//! convention `edge-`, `random-` and `hack-`) is re-derived from the brute
//! force, and [`check_against_reference`] so that every `max-` case, too large
//! for the brute force, is re-derived from an independent slower reference:
//! the provenance written in `testdata/<problem>/README.md` is checked, not
//! just claimed. Both compare as the judge does ([`crate::compare`]), the way
//! `cargo xtask test` compares the binary's output with the same `.out` files.
//!
//! To add brute-force cases, run the problem's tests with
//! `WRITE_RANDOM_CASES=N`: [`check_against_brute`] then first writes `N` new
//! `random-<seed>-<i>` pairs from the problem's generator, with a new seed
//! each run (printed; `RANDOM_CASES_SEED=S` repeats one), skipping inputs the
//! folder already holds and never overwriting.
//! To add a hand-made case, write only its `edge-….in` (or `max-….in`) and run
//! the tests with `WRITE_MISSING_OUTPUTS=1`: each matching `.in` without a
//! `.out` gets the brute force's (or the reference's) output; an existing
//! `.out` is never touched.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::Rng;
use crate::compare::{Difference, first_difference};

mod provenance;
pub use provenance::check_provenance;

/// Asserts that every case in `dir` whose name starts with one of `prefixes`
/// has the brute force's output as its `.out`. If `WRITE_RANDOM_CASES=N` is
/// set, first writes `N` new random cases from `generate`; if
/// `WRITE_MISSING_OUTPUTS` is set, writes the brute force's output for each
/// matching `.in` that has no `.out`.
///
/// # Panics
/// If a matching case disagrees with the brute force, lacks its `.out`, or no
/// case matches at all.
#[track_caller]
pub fn check_against_brute(
    dir: &str,
    prefixes: &[&str],
    generate: impl Fn(&mut Rng) -> String,
    brute: impl Fn(&str) -> String,
) {
    let dir = Path::new(dir);
    if let Some(count) = std::env::var("WRITE_RANDOM_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        // A new seed each run (or the one asked for), so that new cases are new.
        let seed = std::env::var("RANDOM_CASES_SEED")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(fresh_seed);
        tell(format_args!(
            "WRITE_RANDOM_CASES: seed {seed} (RANDOM_CASES_SEED={seed} repeats it)"
        ));
        let written = write_random_cases(dir, count, seed, &generate, &brute)
            .unwrap_or_else(|err| panic!("cannot write into {}: {err}", dir.display()));
        for path in &written {
            // Absolute, so that it works from wherever `cargo test` was run.
            let path = path.canonicalize().unwrap_or_else(|_| path.clone());
            tell(format_args!("wrote {}", path.display()));
        }
        if written.len() < count as usize {
            tell(format_args!(
                "only {} new inputs: the generator repeated inputs {} already holds",
                written.len(),
                dir.display()
            ));
        }
    }
    check_cases(dir, prefixes, "brute force", brute, write_missing());
}

/// Asserts that every case in `dir` whose name starts with one of `prefixes`
/// (by convention `max-`) has `reference`'s output as its `.out`, and returns
/// how many cases it checked. `reference` is an independent, slower way to the
/// answer for inputs too large for the brute force (a straightforward table or
/// recursion in the test file, never the solution). If `WRITE_MISSING_OUTPUTS`
/// is set, first writes `reference`'s output for each matching `.in` that has
/// no `.out`. Unlike [`check_against_brute`] it never writes random cases.
///
/// # Panics
/// If a matching case disagrees with `reference`, lacks its `.out`, or no
/// case matches at all.
///
/// # Example
/// ```no_run
/// // In a problem's tests/rules.rs, with `reference` defined there:
/// # fn reference(input: &str) -> String { input.to_string() }
/// let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/nim");
/// judge::testdata::check_against_reference(dir, &["max-"], reference);
/// ```
#[track_caller]
pub fn check_against_reference(
    dir: &str,
    prefixes: &[&str],
    reference: impl Fn(&str) -> String,
) -> usize {
    check_cases(
        Path::new(dir),
        prefixes,
        "reference",
        reference,
        write_missing(),
    )
}

/// Writes up to `count` new cases `random-<seed>-<i>` in `dir` from
/// `generate` and `brute`, skipping any input that a case of `dir` already
/// holds byte for byte (small generators repeat inputs), and never
/// overwriting. Tries at most `100 * count` indices. Returns the inputs
/// written.
///
/// # Errors
/// If `dir` cannot be read or a file cannot be written.
pub fn write_random_cases(
    dir: &Path,
    count: u64,
    seed: u64,
    generate: &dyn Fn(&mut Rng) -> String,
    brute: &dyn Fn(&str) -> String,
) -> std::io::Result<Vec<PathBuf>> {
    let mut known = std::collections::HashSet::new();
    for case in cases(dir)? {
        known.insert(std::fs::read(&case.input)?);
    }
    let mut written = Vec::new();
    for index in 0..count.saturating_mul(100) {
        if written.len() as u64 == count {
            break;
        }
        let input = generate(&mut Rng::for_input(seed, index));
        if !known.insert(input.clone().into_bytes()) {
            continue;
        }
        let expected = brute(&input);
        let (path, _) = save_new_case(dir, &format!("random-{seed}-{index}"), &input, &expected)?;
        written.push(path);
    }
    Ok(written)
}

/// A seed from the clock, for a run that names none.
fn fresh_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    (now.as_secs().wrapping_mul(1_000_003) ^ u64::from(now.subsec_nanos())) % 1_000_000_000
}

/// Whether `WRITE_MISSING_OUTPUTS` asks for missing `.out` files to be written.
fn write_missing() -> bool {
    std::env::var_os("WRITE_MISSING_OUTPUTS").is_some()
}

/// One test case: `NAME.in` and, if present, `NAME.out`.
#[derive(Debug, Clone)]
pub struct Case {
    /// `NAME`, the file stem.
    pub name: String,
    /// `NAME.in`.
    pub input: PathBuf,
    /// `NAME.out`, or `None` if it does not exist.
    pub expected: Option<PathBuf>,
}

/// The cases in `dir`, sorted by name: every `*.in`, with its `.out` if it
/// exists. The one definition of the `NAME.in` + `NAME.out` convention, used by
/// these checks and by `cargo xtask`.
///
/// # Errors
/// If `dir` cannot be read.
pub fn cases(dir: &Path) -> std::io::Result<Vec<Case>> {
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "in") {
            let name = path
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let expected = path.with_extension("out");
            cases.push(Case {
                name,
                expected: expected.exists().then_some(expected),
                input: path,
            });
        }
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(cases)
}

/// Checks every case of `dir` (in name order) whose name starts with one of
/// `prefixes` against `derive`, called `source` in messages; with
/// `write_missing`, first writes `derive`'s output where a `.out` is missing.
/// Returns how many cases it checked.
#[track_caller]
fn check_cases(
    dir: &Path,
    prefixes: &[&str],
    source: &str,
    derive: impl Fn(&str) -> String,
    write_missing: bool,
) -> usize {
    let mut n_checked = 0;
    let all_cases = cases(dir).unwrap_or_else(|err| panic!("cannot read {}: {err}", dir.display()));
    for case in all_cases {
        if !prefixes.iter().any(|p| case.name.starts_with(p)) {
            continue;
        }
        let input_path = case.input;
        let input = std::fs::read_to_string(&input_path)
            .unwrap_or_else(|err| panic!("{}: {err}", input_path.display()));
        let expected = derive(&input);
        let expected_path = case
            .expected
            .unwrap_or_else(|| input_path.with_extension("out"));
        if write_missing && !expected_path.exists() {
            std::fs::write(&expected_path, &expected)
                .unwrap_or_else(|err| panic!("cannot write {}: {err}", expected_path.display()));
            tell(format_args!("wrote {}", expected_path.display()));
        }
        let committed = std::fs::read_to_string(&expected_path)
            .unwrap_or_else(|err| panic!("{}: {err}", expected_path.display()));
        if let Some(difference) = first_difference(&expected, &committed) {
            panic!(
                "{} does not hold the {source}'s output ({}, where `expected` is the {source})",
                expected_path.display(),
                abridged(difference)
            );
        }
        n_checked += 1;
    }
    assert!(
        n_checked > 0,
        "no case in {} starts with {prefixes:?}; cases checked against the {source} are required",
        dir.display()
    );
    n_checked
}

/// One line on the real stderr, past libtest's capture (which takes only
/// `print!`/`eprint!`): what a `WRITE_…` run wrote is seen without `--nocapture`.
fn tell(line: std::fmt::Arguments) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// `difference` as a message, long lines cut (see [`Difference::abridged`]).
fn abridged(difference: Difference) -> String {
    match difference.abridged() {
        (shown, Some(column)) => format!("{shown}; long lines cut around character {column}"),
        (shown, None) => shown.to_string(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_pair_inputs_with_outputs() {
        let dir = std::env::temp_dir().join(format!("judge-cases-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for file in ["b.in", "b.out", "a.in", "a.out", "lonely.in", "README.md"] {
            std::fs::write(dir.join(file), "").unwrap();
        }
        let found = cases(&dir).unwrap();
        let summary: Vec<(&str, bool)> = found
            .iter()
            .map(|c| (c.name.as_str(), c.expected.is_some()))
            .collect();
        assert_eq!(summary, [("a", true), ("b", true), ("lonely", false)]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
    use std::panic::{AssertUnwindSafe, catch_unwind};
    use std::path::PathBuf;

    /// A fresh folder `name` holding `(stem, input, output)` cases; a `None`
    /// output writes no `.out`.
    fn folder(name: &str, cases: &[(&str, &str, Option<&str>)]) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("judge-testdata-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (stem, input, output) in cases {
            std::fs::write(dir.join(format!("{stem}.in")), input).unwrap();
            if let Some(output) = output {
                std::fs::write(dir.join(format!("{stem}.out")), output).unwrap();
            }
        }
        dir
    }

    /// A stand-in reference: each number of the input, doubled, on its own line.
    fn double(input: &str) -> String {
        input
            .split_whitespace()
            .map(|t| format!("{}\n", 2 * t.parse::<u64>().unwrap()))
            .collect()
    }

    /// The message `check` panics with.
    fn panic_message(check: impl FnOnce()) -> String {
        let payload = catch_unwind(AssertUnwindSafe(check)).expect_err("the check should fail");
        match payload.downcast::<String>() {
            Ok(message) => *message,
            Err(payload) => payload.downcast_ref::<&str>().unwrap().to_string(),
        }
    }

    #[test]
    fn matching_cases_pass_and_only_they_are_counted() {
        let dir = folder(
            "pass",
            &[
                ("max-1", "3\n", Some("6\n")),
                // The judge's comparison: CRLF and trailing spaces are the same.
                ("max-2", "5 7\n", Some("10 \r\n14\r\n")),
                // Other prefixes, and inputs without outputs, are not looked at.
                ("edge-1", "1\n", Some("wrong\n")),
                ("sample-1", "1\n", None),
            ],
        );
        let path = dir.to_str().unwrap();
        assert_eq!(check_against_reference(path, &["max-"], double), 2);
        assert_eq!(
            check_against_reference(path, &["edge-"], |_| "wrong".into()),
            1
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_wrong_output_fails_naming_the_file_and_the_line() {
        let dir = folder(
            "wrong",
            &[
                ("max-1", "3\n", Some("6\n")),
                ("max-2", "5 7\n", Some("10\n15\n")),
            ],
        );
        let message = panic_message(|| {
            check_against_reference(dir.to_str().unwrap(), &["max-"], double);
        });
        let expected = format!(
            "{} does not hold the reference's output (line 2: expected \"14\", got \"15\", \
             where `expected` is the reference)",
            dir.join("max-2.out").display()
        );
        assert_eq!(message, expected);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn no_matching_case_fails() {
        let dir = folder("none", &[("edge-1", "3\n", Some("6\n"))]);
        let message = panic_message(|| {
            check_against_reference(dir.to_str().unwrap(), &["max-"], double);
        });
        assert!(
            message.starts_with("no case in ") && message.contains(r#"["max-"]"#),
            "{message}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_missing_output_fails_unless_asked_for_and_is_then_written_once() {
        let dir = folder(
            "missing",
            &[("max-1", "3\n", None), ("max-2", "4\n", Some("9\n"))],
        );
        let message = panic_message(|| {
            check_cases(&dir, &["max-1"], "reference", double, false);
        });
        assert!(message.contains("max-1.out"), "{message}");
        assert!(!dir.join("max-1.out").exists());

        assert_eq!(check_cases(&dir, &["max-1"], "reference", double, true), 1);
        assert_eq!(
            std::fs::read_to_string(dir.join("max-1.out")).unwrap(),
            "6\n"
        );
        // An existing output is never overwritten, even when wrong.
        let message = panic_message(|| {
            check_cases(&dir, &["max-"], "reference", double, true);
        });
        assert!(message.contains("expected \"8\", got \"9\""), "{message}");
        assert_eq!(
            std::fs::read_to_string(dir.join("max-2.out")).unwrap(),
            "9\n"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn brute_force_cases_are_checked_by_every_prefix() {
        let dir = folder(
            "brute",
            &[
                ("edge-1", "1\n", Some("2\n")),
                ("random-1-0", "2\n", Some("4\n")),
                ("hack-1-0", "3\n", Some("7\n")),
                ("max-1", "9\n", Some("wrong\n")),
            ],
        );
        let path = dir.to_str().unwrap();
        let generate = |rng: &mut Rng| format!("{}\n", rng.range(0, 9));
        check_against_brute(path, &["edge-", "random-"], generate, double);
        let message = panic_message(|| {
            check_against_brute(path, &["edge-", "random-", "hack-"], generate, double);
        });
        assert!(
            message.contains("hack-1-0.out does not hold the brute force's output")
                && message.contains("where `expected` is the brute force"),
            "{message}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn long_lines_are_cut_around_the_first_difference() {
        let expected = format!("{}(3,5)\n", "(0,0)".repeat(1000));
        let actual = format!("{}(3,6)\n", "(0,0)".repeat(1000));
        let shown = abridged(first_difference(&expected, &actual).unwrap());
        // 40 characters before the first difference (character 5004), then
        // the rest of the line.
        let window = format!("0){}(3,", "(0,0)".repeat(7));
        assert_eq!(
            shown,
            format!(
                "line 1: expected \"…{window}5)\", got \"…{window}6)\"; \
                 long lines cut around character 5004"
            )
        );
        // Short lines are shown whole.
        let short = first_difference("a b\n", "a c\n").unwrap();
        assert_eq!(abridged(short.clone()), short.to_string());
    }

    #[test]
    fn random_cases_are_new_inputs_under_new_names() {
        let dir = folder("random", &[("edge-1", "3\n", Some("6\n"))]);
        // Only ten inputs exist, so repeats must be skipped.
        let generate = |rng: &mut Rng| format!("{}\n", rng.range(0, 9));
        let first = write_random_cases(&dir, 4, 1, &generate, &double).unwrap();
        assert_eq!(first.len(), 4);
        // The same seed again: the inputs are all taken, new ones are found.
        let second = write_random_cases(&dir, 4, 1, &generate, &double).unwrap();
        assert_eq!(second.len(), 4);
        let mut inputs: Vec<String> = cases(&dir)
            .unwrap()
            .iter()
            .map(|case| std::fs::read_to_string(&case.input).unwrap())
            .collect();
        assert_eq!(inputs.len(), 9);
        inputs.sort();
        inputs.dedup();
        assert_eq!(inputs.len(), 9, "no input is written twice");
        assert!(second.iter().all(|path| !first.contains(path)));
        // No more than the ten there are.
        let rest = write_random_cases(&dir, 4, 2, &generate, &double).unwrap();
        assert_eq!(rest.len(), 1);
        check_against_brute(dir.to_str().unwrap(), &["random-"], generate, double);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
