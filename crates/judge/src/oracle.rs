//! A problem's oracle: everything that knows the problem besides its solution,
//! in the problem's own crate (`tests/oracle/mod.rs`), and the command line
//! through which tools use it.
//!
//! An [`Oracle`] ties together a seeded generator of small inputs, the brute
//! force that plays the game by its literal rules, and the max-size input
//! ([`MaxInput`]: a seeded generator at the judge's limits and a validator
//! that parses an input back and checks those limits, as Library Checker
//! does). The limits themselves are stated once, in the crate's
//! `[package.metadata.judge.limits]`, and read by [`Limits::load`].
//!
//! Each problem crate has a test target `stress` (`harness = false`,
//! `test = false`) whose whole source is
//! ```ignore
//! mod oracle;
//! judge::oracle_main!(oracle::ORACLE);
//! ```
//! and its `tests/rules.rs` holds `judge::stress_test!(oracle::ORACLE)`: the
//! test `stress`, which compares the crate's binary with the brute force on
//! the first [`QUICK_STRESS_CASES`] of its [`Oracle::stress_cases`] seeded
//! inputs (all of them with [`slow_checks`]). `cargo test` builds only
//! `rules`, so the oracle is compiled and linked once. Run with no
//! arguments (or libtest's), the `stress` target makes the same comparison
//! and reports like a libtest test named `stress`. Tools call it with a
//! subcommand ([`USAGE`]): `stress` (with `--json`, one [`Report`] on stdout),
//! `max-input`, `validate`, `info`, `kinds` (each test case's kind, see
//! [`crate::kinds`]), `generate` and `brute`.

use std::ffi::OsString;
use std::io::{self, BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde::{Deserialize, Serialize};

use crate::Rng;
pub use crate::format::{Reader, Shape, Writer, cases, until_eof, until_zero};
pub use crate::manifest::Limits;
pub use crate::report::{Disagreement, Report};
pub use crate::shapes::{InputShape, missing_shapes};
use crate::stress::{self, Settings, Target};

/// Everything the tools need to know about a problem besides its solution.
pub struct Oracle {
    /// A small random input; the only randomness is the generator passed in.
    pub generate: fn(&mut Rng) -> String,
    /// The expected output, found by playing the game by its literal rules
    /// (never by the formula under test).
    pub brute: fn(&str) -> String,
    /// How many random inputs `cargo xtask stress` compares by default, and
    /// `cargo test` with the slow checks (`GAMES_SLOW_TESTS=1`); a plain
    /// `cargo test` compares the first [`QUICK_STRESS_CASES`] of them.
    pub stress_cases: u64,
    /// The input shapes the README says are answered and the brute force
    /// must therefore see (a self-loop, a repeated edge, a cycle, the
    /// smallest count, …): each must hold for at least one of the inputs
    /// the `stress` test compares, or it fails, naming the shape the
    /// generator never drew. Empty (`&[]`) where no shape needs naming.
    pub shapes: &'static [InputShape],
    /// The largest input the judge allows, for `cargo xtask bench`.
    pub max: MaxInput,
}

/// How to make and check a problem's max-size input.
#[derive(Clone, Copy)]
pub struct MaxInput {
    /// What the input holds, for the bench table ("10^4 cases × 100 piles ≤ 10^6").
    pub describe: &'static str,
    /// Bump it whenever `generate` changes, so cached inputs are regenerated.
    pub version: u32,
    /// I/O-bound problems must stay within a small factor of the time
    /// `scan_only` takes to read the same input.
    pub io_bound: bool,
    /// Writes the input; the only randomness is the generator.
    pub generate: fn(&mut Rng, &Limits, &mut Writer<'_>),
    /// Parses an input back, checks the limits and returns its shape.
    pub validate: fn(&mut Reader<'_>, &Limits) -> Result<Shape, String>,
    /// The shape `validate` must find in the max-size input.
    pub shape: fn(&Limits) -> Shape,
    /// The largest input the binary *answers*, by its own bounds (not the
    /// judge's), for `cargo xtask bench --answered`: it must run within the
    /// judge's time limit, or the bound must come down. `None` when the
    /// judge's max-size input is already the largest answered one, or when
    /// past the judge's limits only the input's size grows (the time then
    /// grows with it, linearly): the bench times `generate`'s input then.
    pub answered: Option<AnsweredMax>,
}

/// The largest input a binary answers, past the judge's limits.
#[derive(Clone, Copy)]
pub struct AnsweredMax {
    /// What it holds, for the bench table ("n = 10^4, the slowest sets").
    pub describe: &'static str,
    /// Bump it whenever `generate` changes, so cached inputs are regenerated.
    pub version: u32,
    /// Writes the input; the only randomness is the generator.
    pub generate: fn(&mut Rng, &Limits, &mut Writer<'_>),
}

/// How many of a problem's [`Oracle::stress_cases`] inputs a plain `cargo
/// test` compares (the same inputs, the first ones of the seed): the quick
/// run stays within minutes for the whole workspace, and CI compares all.
pub const QUICK_STRESS_CASES: u64 = 100;

/// Whether the slow checks run: `GAMES_SLOW_TESTS=1`, which `.ci/run` sets.
pub fn slow_checks() -> bool {
    std::env::var_os("GAMES_SLOW_TESTS").is_some_and(|value| value == "1")
}

/// The seed of every max-size generator, mixed with the problem's name so
/// that the inputs of different problems are independent.
const MAX_INPUT_SEED: u64 = 0x6265_6e63_685f_6d61;

/// FNV-1a: a stable hash of the problem name for its seed.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl MaxInput {
    /// Writes the max-size input of `problem` to `sink`, from the fixed seed,
    /// a few kilobytes at a time (even the largest input is never held whole).
    ///
    /// # Errors
    /// If writing to `sink` fails.
    pub fn write(&self, problem: &str, limits: &Limits, sink: &mut dyn Write) -> io::Result<()> {
        let mut rng = Rng::new(MAX_INPUT_SEED ^ fnv1a(problem.as_bytes()));
        let mut out = Writer::new(sink);
        (self.generate)(&mut rng, limits, &mut out);
        out.finish()
    }

    /// Writes the largest input the binary answers ([`MaxInput::answered`],
    /// or the max-size input when there is none) to `sink`, from the fixed
    /// seed.
    ///
    /// # Errors
    /// If writing to `sink` fails.
    pub fn write_answered(
        &self,
        problem: &str,
        limits: &Limits,
        sink: &mut dyn Write,
    ) -> io::Result<()> {
        let Some(answered) = &self.answered else {
            return self.write(problem, limits, sink);
        };
        let mut rng = Rng::new(MAX_INPUT_SEED ^ fnv1a(problem.as_bytes()) ^ 1);
        let mut out = Writer::new(sink);
        (answered.generate)(&mut rng, limits, &mut out);
        out.finish()
    }

    /// Checks `input` against the limits, as strictly as the statement: its
    /// tokens, their bounds, the case count or terminator, and nothing after
    /// the last case; returns its shape. A missing final line break is
    /// allowed (the judge's files do not always end in one; a solution that
    /// reads tokens never sees it).
    ///
    /// # Errors
    /// The first violation, as `token N: …` where a token is at fault.
    pub fn validate(&self, input: &mut dyn BufRead, limits: &Limits) -> Result<Shape, String> {
        self.validate_ending(input, limits, false)
    }

    fn validate_ending(
        &self,
        input: &mut dyn BufRead,
        limits: &Limits,
        line_break_at_end: bool,
    ) -> Result<Shape, String> {
        let mut reader = Reader::new(input);
        let shape = (self.validate)(&mut reader, limits)?;
        reader.end(line_break_at_end)?;
        Ok(shape)
    }

    /// [`MaxInput::validate`], that the input ends with a line break (ours
    /// always do), and that it has the max-size shape.
    ///
    /// # Errors
    /// As [`MaxInput::validate`], or if the shape is not the max-size one.
    pub fn check_max(&self, input: &mut dyn BufRead, limits: &Limits) -> Result<Shape, String> {
        let shape = self.validate_ending(input, limits, true)?;
        let expected = (self.shape)(limits);
        if shape != expected {
            return Err(format!("expected {expected:?}, found {shape:?}"));
        }
        Ok(shape)
    }
}

/// What `info --json` prints: the max-size input's description for the bench.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Info {
    /// The problem (package) name.
    pub problem: String,
    /// [`MaxInput::describe`].
    pub describe: String,
    /// [`MaxInput::version`].
    pub version: u32,
    /// [`MaxInput::io_bound`].
    pub io_bound: bool,
    /// The max-size input's shape.
    pub shape: Shape,
    /// [`AnsweredMax::describe`] and [`AnsweredMax::version`], if the
    /// largest answered input is not the max-size one.
    #[serde(default)]
    pub answered: Option<(String, u32)>,
}

/// The command line of a problem's `stress` target.
pub const USAGE: &str = "\
usage: (from cargo test: no arguments, or libtest's) compare the binary with the brute force
       stress [--seed S] [--cases N] [--binary PATH | --command CMD] [--save-dir DIR] [--json]
       max-input            write the max-size input to stdout
       answered-input       write the largest input the binary answers (its own bounds)
       validate [--max]     check stdin against the limits (and the max-size shape)
       info --json          describe the max-size input
       kinds [--json] [--dir DIR]   each test case's kind (judge or ours) by the validator
       generate --seed S [--index I]   write one small random input
       cases --seed S --cases N        inputs and brute force outputs, one JSON line each
       brute                read an input on stdin, print the brute force's answer";

/// The seed of a plain `cargo test` run, so that tests are reproducible.
pub use crate::stress::DEFAULT_SEED;

/// Expands to the `main` of a problem's `stress` test target.
///
/// # Example
/// ```ignore
/// mod oracle;
/// judge::oracle_main!(oracle::ORACLE);
/// ```
#[macro_export]
macro_rules! oracle_main {
    ($oracle:expr) => {
        fn main() -> std::process::ExitCode {
            $crate::oracle::main(
                &$oracle,
                env!("CARGO_PKG_NAME"),
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                env!("CARGO_MANIFEST_DIR"),
            )
        }
    };
}

/// The `stress` target's main: see [`USAGE`]. Exit code 0 for success and
/// agreement, 1 for a disagreement or an invalid input, 2 for a usage error.
pub fn main(oracle: &Oracle, problem: &str, binary: &str, manifest_dir: &str) -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    match command(oracle, problem, binary, Path::new(manifest_dir), args) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

const SUBCOMMANDS: [&str; 9] = [
    "stress",
    "cases",
    "max-input",
    "answered-input",
    "validate",
    "info",
    "kinds",
    "generate",
    "brute",
];

pub(crate) fn command(
    oracle: &Oracle,
    problem: &str,
    binary: &str,
    manifest_dir: &Path,
    args: Vec<OsString>,
) -> Result<ExitCode, String> {
    let subcommand = args
        .first()
        .and_then(|arg| arg.to_str())
        .filter(|arg| SUBCOMMANDS.contains(arg));
    let Some(subcommand) = subcommand else {
        return Ok(as_libtest(oracle, problem, binary, &args));
    };
    let mut parser = lexopt::Parser::from_args(args[1..].to_vec());
    let mut seed = None;
    let mut cases = None;
    let mut index = 0;
    let mut target = Target::Binary(PathBuf::from(binary));
    let mut save_dir = None;
    let mut json = false;
    let mut max = false;
    let mut dir = None;
    let bad = |err: lexopt::Error| err.to_string();
    while let Some(arg) = parser.next().map_err(bad)? {
        use lexopt::Arg::Long;
        match arg {
            Long("seed") => seed = Some(number(&mut parser, "--seed")?),
            Long("cases") => cases = Some(number(&mut parser, "--cases")?),
            Long("index") => index = number(&mut parser, "--index")?,
            Long("binary") => target = Target::Binary(parser.value().map_err(bad)?.into()),
            Long("command") => {
                let text = parser.value().map_err(bad)?;
                target = Target::Command(text.to_string_lossy().into_owned());
            }
            Long("save-dir") => save_dir = Some(PathBuf::from(parser.value().map_err(bad)?)),
            Long("json") => json = true,
            Long("max") => max = true,
            Long("dir") => dir = Some(PathBuf::from(parser.value().map_err(bad)?)),
            other => return Err(other.unexpected().to_string()),
        }
    }
    let limits = || Limits::load(manifest_dir);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let write_err = |err: io::Error| format!("cannot write to stdout: {err}");
    match subcommand {
        "stress" => {
            let settings = Settings {
                n_inputs: cases.unwrap_or(oracle.stress_cases),
                seed: seed.unwrap_or(DEFAULT_SEED),
                save_dir,
                progress: !json,
            };
            if settings.n_inputs == 0 {
                return Err("--cases must be at least 1".into());
            }
            let report = stress::run(problem, &target, oracle.generate, oracle.brute, &settings);
            if json {
                let line = serde_json::to_string(&report).map_err(|err| err.to_string())?;
                writeln!(out, "{line}").map_err(write_err)?;
            } else {
                let text = report.render_labelled(&target.shell(), &target.label(problem));
                write!(out, "{text}").map_err(write_err)?;
            }
            Ok(if report.agrees() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        "max-input" => {
            oracle
                .max
                .write(problem, &limits()?, &mut out)
                .map_err(write_err)?;
            Ok(ExitCode::SUCCESS)
        }
        "answered-input" => {
            oracle
                .max
                .write_answered(problem, &limits()?, &mut out)
                .map_err(write_err)?;
            Ok(ExitCode::SUCCESS)
        }
        "validate" => {
            let limits = limits()?;
            let mut stdin = io::stdin().lock();
            let checked = if max {
                oracle.max.check_max(&mut stdin, &limits)
            } else {
                oracle.max.validate(&mut stdin, &limits)
            };
            match checked {
                Ok(shape) => {
                    writeln!(out, "ok: {} cases, {} values", shape.cases, shape.values)
                        .map_err(write_err)?;
                    Ok(ExitCode::SUCCESS)
                }
                Err(err) => {
                    writeln!(out, "invalid: {err}").map_err(write_err)?;
                    Ok(ExitCode::FAILURE)
                }
            }
        }
        "info" => {
            let info = Info {
                problem: problem.to_string(),
                describe: oracle.max.describe.to_string(),
                version: oracle.max.version,
                io_bound: oracle.max.io_bound,
                shape: (oracle.max.shape)(&limits()?),
                answered: oracle
                    .max
                    .answered
                    .as_ref()
                    .map(|answered| (answered.describe.to_string(), answered.version)),
            };
            let line = serde_json::to_string(&info).map_err(|err| err.to_string())?;
            writeln!(out, "{line}").map_err(write_err)?;
            Ok(ExitCode::SUCCESS)
        }
        "cases" => {
            let seed = seed.ok_or("cases needs --seed")?;
            let n_inputs = cases.unwrap_or(oracle.stress_cases);
            stress::write_cases(&mut out, oracle.generate, oracle.brute, seed, n_inputs)
                .map_err(write_err)?;
            Ok(ExitCode::SUCCESS)
        }
        "kinds" => {
            let limits = limits()?;
            let dir = dir.unwrap_or_else(|| manifest_dir.join("../../testdata").join(problem));
            let kinds = crate::kinds::Kinds {
                problem: problem.to_string(),
                cases: crate::kinds::of_folder(
                    &|input| oracle.max.validate(&mut &input[..], &limits).map(drop),
                    &dir,
                )?,
            };
            if json {
                let line = serde_json::to_string(&kinds).map_err(|err| err.to_string())?;
                writeln!(out, "{line}").map_err(write_err)?;
            } else {
                for case in &kinds.cases {
                    let why = case
                        .why
                        .as_deref()
                        .map_or(String::new(), |why| format!(" ({why})"));
                    writeln!(out, "{:<5} {}{why}", case.kind.as_str(), case.case)
                        .map_err(write_err)?;
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        "generate" => {
            let seed = seed.ok_or("generate needs --seed")?;
            let input = (oracle.generate)(&mut Rng::for_input(seed, index));
            out.write_all(input.as_bytes()).map_err(write_err)?;
            Ok(ExitCode::SUCCESS)
        }
        "brute" => {
            let mut input = String::new();
            io::stdin()
                .read_to_string(&mut input)
                .map_err(|err| format!("cannot read stdin: {err}"))?;
            out.write_all((oracle.brute)(&input).as_bytes())
                .map_err(write_err)?;
            Ok(ExitCode::SUCCESS)
        }
        _ => unreachable!("filtered against SUBCOMMANDS above"),
    }
}

/// The value of a numeric option.
fn number(parser: &mut lexopt::Parser, what: &str) -> Result<u64, String> {
    let value = parser.value().map_err(|err| err.to_string())?;
    let text = value.to_string_lossy().into_owned();
    text.parse()
        .map_err(|_| format!("{what} takes a whole number, got `{text}`"))
}

/// A plain `cargo test` run: one test named `stress`, reported as libtest
/// does. `--list` lists it (for tools such as cargo-nextest), a filter that
/// does not match `stress` skips it, and libtest's other flags are ignored.
fn as_libtest(oracle: &Oracle, problem: &str, binary: &str, args: &[OsString]) -> ExitCode {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let has = |flag: &str| args.iter().any(|arg| arg == flag);
    if has("--list") {
        if !has("--ignored") {
            println!("stress: test");
        }
        return ExitCode::SUCCESS;
    }
    let exact = has("--exact");
    // Flags that take a value, whose value is not a filter.
    let with_value = [
        "--test-threads",
        "--format",
        "--color",
        "--skip",
        "-Z",
        "--logfile",
    ];
    let mut filters = Vec::new();
    let mut skip_next = false;
    for arg in &args {
        if std::mem::take(&mut skip_next) {
            continue;
        }
        if with_value.contains(&arg.as_str()) {
            skip_next = true;
        } else if !arg.starts_with('-') {
            filters.push(arg.as_str());
        }
    }
    let selected = filters.is_empty()
        || filters.iter().any(|filter| {
            if exact {
                *filter == "stress"
            } else {
                "stress".contains(filter)
            }
        });
    if !selected || has("--ignored") {
        println!(
            "\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 1 filtered out\n"
        );
        return ExitCode::SUCCESS;
    }
    println!("\nrunning 1 test");
    let start = std::time::Instant::now();
    let (report, target) = compare(oracle, problem, binary);
    let finished = format!("finished in {:.2}s", start.elapsed().as_secs_f64());
    let missing = missing_shapes(oracle.shapes, oracle.generate, DEFAULT_SEED, report.cases);
    if report.agrees() && !missing.is_empty() {
        println!(
            "test stress ... FAILED\n\nthe generator never drew {} in the {} inputs compared\n",
            missing.join(", "),
            report.cases
        );
        return ExitCode::FAILURE;
    }
    if report.agrees() {
        println!(
            "test stress ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; {finished}\n"
        );
        ExitCode::SUCCESS
    } else {
        println!(
            "test stress ... FAILED\n\nfailures:\n\n{}",
            report.render(&target.shell())
        );
        println!(
            "failures:\n    stress\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; {finished}\n"
        );
        ExitCode::FAILURE
    }
}

/// The comparison `cargo test` makes: the binary at `binary` against the
/// brute force on the first [`QUICK_STRESS_CASES`] of the oracle's seeded
/// inputs, or on all [`Oracle::stress_cases`] with the slow checks
/// ([`slow_checks`]); says on stderr when it compared fewer than all.
fn compare(oracle: &Oracle, problem: &str, binary: &str) -> (Report, Target) {
    let n_inputs = if slow_checks() {
        oracle.stress_cases
    } else {
        oracle.stress_cases.min(QUICK_STRESS_CASES)
    };
    let settings = Settings {
        n_inputs,
        seed: DEFAULT_SEED,
        save_dir: None,
        progress: false,
    };
    let target = Target::Binary(PathBuf::from(binary));
    let report = stress::run(problem, &target, oracle.generate, oracle.brute, &settings);
    if report.agrees() && n_inputs < oracle.stress_cases {
        eprintln!(
            "stress: {n_inputs} of the problem's {} inputs (GAMES_SLOW_TESTS=1 compares all; .ci/run does)",
            oracle.stress_cases
        );
    }
    (report, target)
}

/// The body of the test [`stress_test!`] writes: the problem's binary at
/// `binary` compared with the brute force, as a plain run of the `stress`
/// target compares them.
///
/// # Panics
/// On a disagreement or an invalid input, with the report (the input, both
/// answers and the command that reproduces it).
pub fn stress_test(oracle: &Oracle, problem: &str, binary: &str) {
    let (report, target) = compare(oracle, problem, binary);
    assert!(report.agrees(), "\n{}", report.render(&target.shell()));
    let missing = missing_shapes(oracle.shapes, oracle.generate, DEFAULT_SEED, report.cases);
    assert!(
        missing.is_empty(),
        "the generator never drew {} in the {} inputs compared, though the oracle says they are answered",
        missing.join(", "),
        report.cases
    );
}

/// Expands to a libtest test named `stress`, for a problem's
/// `tests/rules.rs`: the crate's binary compared with the brute force on the
/// oracle's seeded inputs ([`stress_test`]). The `stress` target's command
/// line ([`oracle_main!`]) stays for the tools, which build it themselves:
/// with `test = false` in its `[[test]]` entry, `cargo test` builds and links
/// the oracle once per problem, not twice.
///
/// # Example
/// ```ignore
/// mod oracle;
/// judge::stress_test!(oracle::ORACLE);
/// ```
#[macro_export]
macro_rules! stress_test {
    ($oracle:expr) => {
        #[test]
        fn stress() {
            $crate::oracle::stress_test(
                &$oracle,
                env!("CARGO_PKG_NAME"),
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
            );
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(text: &str) -> Limits {
        Limits::parse(text, "Cargo.toml".into()).unwrap()
    }

    fn bash_max() -> MaxInput {
        MaxInput {
            describe: "T cases N K",
            version: 1,
            io_bound: false,
            generate: |rng, limits, out| {
                let cases = limits.get_usize("cases");
                out.line(&[cases as u64]);
                for _ in 0..cases {
                    let n = limits.get_u64("n");
                    out.line(&[rng.range(1, n), rng.range(1, n)]);
                }
            },
            validate: |r, limits| {
                cases(r, 1, limits.get("cases"), |r| {
                    r.skip_ints(2, 1, limits.get("n"), "N, K")?;
                    Ok(2)
                })
            },
            shape: |limits| Shape {
                cases: limits.get_usize("cases"),
                values: 2 * limits.get_usize("cases"),
            },
            answered: None,
        }
    }

    #[test]
    fn the_max_input_is_deterministic_and_valid() {
        let limits = limits("[package.metadata.judge.limits]\ncases = 50\nn = 1000000000\n");
        let max = bash_max();
        let mut first = Vec::new();
        max.write("p", &limits, &mut first).unwrap();
        let mut second = Vec::new();
        max.write("p", &limits, &mut second).unwrap();
        assert_eq!(first, second);
        assert_eq!(
            max.check_max(&mut &first[..], &limits),
            Ok(Shape {
                cases: 50,
                values: 100
            })
        );
    }

    #[test]
    fn the_validator_rejects_inputs_beyond_the_limits() {
        let limits = limits("[package.metadata.judge.limits]\ncases = 10000\nn = 1000000000\n");
        let max = bash_max();
        let reject = |input: &str| max.check_max(&mut input.as_bytes(), &limits).unwrap_err();
        assert_eq!(
            reject("1\n1 1000000001\n"),
            "token 3: N, K = 1000000001 is outside 1..=1000000000"
        );
        assert_eq!(
            reject("1\n1 01\n"),
            "token 3: N, K must be an integer, found `01`"
        );
        assert_eq!(reject("1\n1 2"), "the input must end with a line break");
        assert_eq!(
            reject("1\n1 2\n3\n"),
            "token 4: expected the end of the input"
        );
        assert_eq!(reject("2\n1 2\n"), "token 4: expected N, K, found the end");
        assert_eq!(
            reject("1\n1\t2\n"),
            "byte 0x09 is neither printable nor a space or line break"
        );
        assert_eq!(
            reject("1\n1 2\n"),
            "expected Shape { cases: 10000, values: 20000 }, found Shape { cases: 1, values: 2 }"
        );
        // A missing final line break is the judge's kind; only our own
        // max-size input must have one.
        assert_eq!(
            max.validate(&mut &b"1\n1 2"[..], &limits),
            Ok(Shape {
                cases: 1,
                values: 2
            })
        );
        assert_eq!(
            max.validate(&mut &b"1\n1 2\n"[..], &limits),
            Ok(Shape {
                cases: 1,
                values: 2
            })
        );
        let mut minus_zero: &[u8] = b"-0\n";
        let mut signed = Reader::new(&mut minus_zero);
        assert!(
            signed
                .int(-5, 5, "x")
                .unwrap_err()
                .contains("must be an integer")
        );
    }

    #[test]
    fn a_report_round_trips_through_json_and_renders_the_rerun_command() {
        let report = Report {
            problem: "p".into(),
            seed: 7,
            cases: 100,
            agreed: 41,
            disagreement: Some(Disagreement {
                index: 41,
                verdict: "WA".into(),
                detail: "line 1: expected \"A\", got \"B\"".into(),
                input: "1\n".into(),
                expected: "A\n".into(),
                actual: "B\n".into(),
                saved: Some(("t/hack-7-41.in".into(), "t/hack-7-41.out".into())),
            }),
        };
        let json = serde_json::to_string(&report).unwrap();
        assert_eq!(serde_json::from_str::<Report>(&json).unwrap(), report);
        let text = report.render("target/release/p");
        assert!(
            text.contains("--- rerun: cargo xtask stress p --seed 7 --cases 42\n"),
            "{text}"
        );
        assert!(
            text.contains("--- reproduce: target/release/p < t/hack-7-41.in\n"),
            "{text}"
        );
    }
}
