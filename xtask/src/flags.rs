//! The whole command line of `cargo xtask`, declared in one place.

use std::ffi::OsString;
use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use lexopt::prelude::*;

pub const USAGE: &str = "\
usage: cargo xtask <command> [options]

commands:
  test [PROBLEM...] [--bundled]
        build every problem in release and judge it against testdata/<problem>/
        --bundled   judge the single-file bundles compiled with plain rustc instead
  bundle (PROBLEM [-o FILE] [--force] | --all)
        write one self-contained source file per problem (target/bundle/PROBLEM.rs)
  new NAME [--url URL] [--time-limit-ms MS]
        scaffold crates/NAME and testdata/NAME for a new problem
  stress PROBLEM [--cases N] [--seed S]
        compare the release binary with the problem's brute force on random inputs
        (a new seed each run unless --seed); the first disagreement is saved as
        testdata/PROBLEM/hack-<seed>-<i>.in/.out (never overwriting)
  bench [PROBLEM...] [--runs N] [--save FILE [--force]] [--baseline FILE]
        time every problem on max-size inputs (median/min/max, MB/s, peak memory);
        --save replaces FILE only if it holds a saved run, or with --force
  help
        print this message";

/// A parsed command line.
#[derive(Debug)]
pub enum Command {
    Help,
    Test(Test),
    Bundle(Bundle),
    New(New),
    Stress(Stress),
    Bench(Bench),
}

#[derive(Debug, Default)]
pub struct Test {
    /// Problems to judge; all of them when empty.
    pub problems: Vec<String>,
    /// Judge the rustc-compiled bundles instead of the cargo-built binaries.
    pub bundled: bool,
}

#[derive(Debug, Default)]
pub struct Bundle {
    pub problem: Option<String>,
    pub all: bool,
    pub output: Option<PathBuf>,
    pub force: bool,
}

#[derive(Debug, Default)]
pub struct New {
    pub name: String,
    pub url: Option<String>,
    pub time_limit_ms: Option<u64>,
}

#[derive(Debug, Default)]
pub struct Stress {
    pub problem: String,
    pub cases: Option<u64>,
    pub seed: Option<u64>,
}

#[derive(Debug, Default)]
pub struct Bench {
    pub problems: Vec<String>,
    pub runs: Option<usize>,
    pub save: Option<PathBuf>,
    /// Let `--save` replace a file that is not a saved bench run.
    pub force: bool,
    pub baseline: Option<PathBuf>,
}

pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command> {
    let args: Vec<OsString> = args.into_iter().collect();
    // `--help` or `-h` anywhere (e.g. `cargo xtask test --help`) asks for the usage.
    if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        return Ok(Command::Help);
    }
    let mut parser = lexopt::Parser::from_args(args);
    let Some(arg) = parser.next()? else {
        return Ok(Command::Help);
    };
    let subcommand = match arg {
        Value(value) => value.string()?,
        Long("help") | Short('h') => return Ok(Command::Help),
        other => bail!("expected a command, found {}", other.unexpected()),
    };
    match subcommand.as_str() {
        "help" => Ok(Command::Help),
        "test" => {
            let mut flags = Test::default();
            while let Some(arg) = parser.next()? {
                match arg {
                    Long("bundled") => flags.bundled = true,
                    Value(value) => flags.problems.push(value.string()?),
                    other => return Err(other.unexpected().into()),
                }
            }
            Ok(Command::Test(flags))
        }
        "bundle" => {
            let mut flags = Bundle::default();
            while let Some(arg) = parser.next()? {
                match arg {
                    Long("all") => flags.all = true,
                    Long("force") => flags.force = true,
                    Short('o') | Long("output") => flags.output = Some(parser.value()?.into()),
                    Value(value) if flags.problem.is_none() => {
                        flags.problem = Some(value.string()?)
                    }
                    other => return Err(other.unexpected().into()),
                }
            }
            if flags.all == flags.problem.is_some() {
                bail!("bundle takes one PROBLEM or --all");
            }
            if flags.all && flags.output.is_some() {
                bail!("-o names one file, so it cannot go with --all");
            }
            Ok(Command::Bundle(flags))
        }
        "new" => {
            let mut name = None;
            let mut flags = New::default();
            while let Some(arg) = parser.next()? {
                match arg {
                    Long("url") => flags.url = Some(parser.value()?.string()?),
                    Long("time-limit-ms") => {
                        flags.time_limit_ms = Some(number(parser.value()?, "--time-limit-ms")?)
                    }
                    Value(value) if name.is_none() => name = Some(value.string()?),
                    other => return Err(other.unexpected().into()),
                }
            }
            flags.name = name.context("new needs a NAME, e.g. `cargo xtask new poj-1067`")?;
            Ok(Command::New(flags))
        }
        "stress" => {
            let mut problem = None;
            let mut flags = Stress::default();
            while let Some(arg) = parser.next()? {
                match arg {
                    Long("cases") => flags.cases = Some(number(parser.value()?, "--cases")?),
                    Long("seed") => flags.seed = Some(number(parser.value()?, "--seed")?),
                    Value(value) if problem.is_none() => problem = Some(value.string()?),
                    other => return Err(other.unexpected().into()),
                }
            }
            flags.problem = problem.context("stress needs a PROBLEM")?;
            Ok(Command::Stress(flags))
        }
        "bench" => {
            let mut flags = Bench::default();
            while let Some(arg) = parser.next()? {
                match arg {
                    Long("runs") => flags.runs = Some(number(parser.value()?, "--runs")? as usize),
                    Long("save") => flags.save = Some(parser.value()?.into()),
                    Long("force") => flags.force = true,
                    Long("baseline") => flags.baseline = Some(parser.value()?.into()),
                    Value(value) => flags.problems.push(value.string()?),
                    other => return Err(other.unexpected().into()),
                }
            }
            Ok(Command::Bench(flags))
        }
        other => bail!("unknown command `{other}`"),
    }
}

fn number(value: OsString, flag: &str) -> Result<u64> {
    let text = value.string()?;
    text.parse()
        .with_context(|| format!("{flag} takes a whole number, got `{text}`"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(line: &str) -> Result<Command> {
        parse(line.split_whitespace().map(OsString::from))
    }

    #[test]
    fn commands_parse() {
        assert!(matches!(parse_str("").unwrap(), Command::Help));
        let Command::Test(test) = parse_str("test nim-1 bash-2 --bundled").unwrap() else {
            panic!()
        };
        assert_eq!(test.problems, ["nim-1", "bash-2"]);
        assert!(test.bundled);
        let Command::Stress(stress) = parse_str("stress p --cases 10 --seed 3").unwrap() else {
            panic!()
        };
        assert_eq!(
            (stress.problem.as_str(), stress.cases, stress.seed),
            ("p", Some(10), Some(3))
        );
        let Command::Bench(bench) = parse_str("bench p --runs 3 --save s.json --force").unwrap()
        else {
            panic!()
        };
        assert_eq!(bench.problems, ["p"]);
        assert_eq!(bench.runs, Some(3));
        assert_eq!(bench.save.as_deref(), Some(std::path::Path::new("s.json")));
        assert!(bench.force && bench.baseline.is_none());
    }

    #[test]
    fn help_anywhere_prints_the_usage() {
        for line in [
            "help",
            "--help",
            "test --help",
            "bundle -h",
            "stress p --help",
        ] {
            assert!(matches!(parse_str(line).unwrap(), Command::Help), "{line}");
        }
    }

    #[test]
    fn mistakes_are_reported() {
        assert!(parse_str("frobnicate").is_err());
        assert!(parse_str("test --nope").is_err());
        assert!(parse_str("bundle").is_err());
        assert!(parse_str("bundle p --all").is_err());
        assert!(parse_str("stress p --cases many").is_err());
        assert!(parse_str("new").is_err());
    }
}
