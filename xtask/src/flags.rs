//! The whole command line of `cargo xtask`, declared once with clap: each
//! subcommand has its own `--help`, a mistyped command or flag gets clap's
//! "did you mean", and `cargo xtask` alone prints the usage and exits 2.

use std::num::{NonZeroU64, NonZeroUsize};
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

/// The project's tooling: judge, bundle, scaffold, stress-test and benchmark
/// the problems of this workspace.
#[derive(Debug, Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    arg_required_else_help = true,
    disable_version_flag = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Build every problem in release and judge it on testdata/<problem>/
    Test(Test),
    /// Write one self-contained source file per problem (target/bundle/PROBLEM.rs)
    Bundle(Bundle),
    /// Scaffold crates/NAME and testdata/NAME for a new problem
    New(New),
    /// Compare a solution with the problem's brute force on random inputs
    Stress(Stress),
    /// Time every problem on its max-size input (median/min/max, MB/s, peak memory)
    Bench(Bench),
    /// Sprague–Grundy values of a game (see `cargo xtask grundy --help`)
    Grundy(Grundy),
    /// Play an interactive problem's case against its interactor by hand
    Play(Play),
}

#[derive(Debug, Default, Args)]
pub struct Play {
    /// The interactive problem
    #[arg(value_name = "PROBLEM")]
    pub problem: String,
    /// The case file to play (e.g. testdata/PROBLEM/sample-1.in)
    #[arg(value_name = "CASE")]
    pub case: PathBuf,
}

#[derive(Debug, Default, Args)]
pub struct Test {
    /// Problems to judge (default: the problem whose folder you are in, else all)
    #[arg(value_name = "PROBLEM")]
    pub problems: Vec<String>,
    /// Judge the single-file bundles compiled with plain rustc instead
    #[arg(long, conflicts_with = "command")]
    pub bundled: bool,
    /// Judge this program instead of ours, run as `sh -c CMD` (e.g. './a.out',
    /// 'python3 sol.py'); needs exactly one PROBLEM (or its folder)
    #[arg(long, value_name = "CMD")]
    pub command: Option<String>,
    /// With --command, also judge our cases (past the judge's limits or
    /// format), reported apart
    #[arg(long, requires = "command")]
    pub all: bool,
    /// With --command, multiply the judge's time limit by F (e.g. 1.5 when
    /// the judge's machine is faster than this one); the verdict line says so
    #[arg(long, value_name = "F", requires = "command", value_parser = time_scale, allow_negative_numbers = true)]
    pub time_scale: Option<f64>,
    /// Print every case with its verdict, kind (judge's or ours), time and peak memory
    #[arg(short, long)]
    pub verbose: bool,
    /// Print the results as one JSON document on stdout instead of the report
    #[arg(long)]
    pub json: bool,
}

/// A Rust edition a judge may compile a bundle with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Edition {
    #[value(name = "2015")]
    E2015,
    #[value(name = "2018")]
    E2018,
    #[value(name = "2021")]
    E2021,
}

impl Edition {
    /// As rustc's `--edition` takes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Edition::E2015 => "2015",
            Edition::E2018 => "2018",
            Edition::E2021 => "2021",
        }
    }
}

#[derive(Debug, Default, Args)]
pub struct Bundle {
    /// The problem to bundle (default: the problem whose folder you are in)
    #[arg(value_name = "PROBLEM")]
    pub problem: Option<String>,
    /// Bundle every problem (into target/bundle/)
    #[arg(long, conflicts_with_all = ["problem", "output"])]
    pub all: bool,
    /// Write the bundle here instead of target/bundle/PROBLEM.rs
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Overwrite FILE even if the bundler did not write it
    #[arg(long)]
    pub force: bool,
    /// Compile the bundles with this rustc (e.g. /usr/bin/rustc, Debian's 1.63)
    #[arg(long, value_name = "PATH")]
    pub rustc: Option<PathBuf>,
    /// Compile the bundles under this edition
    #[arg(long, value_name = "EDITION")]
    pub edition: Option<Edition>,
    /// Compile every bundle (with --rustc and --edition) and judge it on its testdata
    #[arg(long)]
    pub judge: bool,
}

#[derive(Debug, Default, Args)]
pub struct New {
    /// The new problem's name: lowercase letters, digits and dashes (e.g. hdu-1846)
    pub name: String,
    /// The judge's problem page
    #[arg(long)]
    pub url: Option<String>,
    /// The judge's time limit per case
    #[arg(long, value_name = "MS", value_parser = positive::<NonZeroU64>, allow_negative_numbers = true)]
    pub time_limit_ms: Option<NonZeroU64>,
    /// The judge's memory limit
    #[arg(long, value_name = "MIB", value_parser = positive::<NonZeroU64>, allow_negative_numbers = true)]
    pub memory_limit_mb: Option<NonZeroU64>,
}

#[derive(Debug, Default, Args)]
pub struct Stress {
    /// The problem (default: the problem whose folder you are in)
    #[arg(value_name = "PROBLEM")]
    pub problem: Option<String>,
    /// How many random inputs (default: the problem's own number)
    #[arg(long, value_name = "N", value_parser = positive::<NonZeroU64>, allow_negative_numbers = true)]
    pub cases: Option<NonZeroU64>,
    /// The seed of the inputs (default: a new one each run, printed)
    #[arg(long, value_name = "S", value_parser = whole, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Test this program instead of ours, run as `sh -c CMD` the way a judge runs it
    #[arg(long, value_name = "CMD")]
    pub command: Option<String>,
    /// Save the failing input here (default: testdata/PROBLEM/ for our
    /// binary, target/stress/PROBLEM/ with --command)
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct Bench {
    /// Problems to time (default: the problem whose folder you are in, else all)
    #[arg(value_name = "PROBLEM")]
    pub problems: Vec<String>,
    /// Measured runs per problem after a warm-up
    #[arg(long, value_name = "N", default_value = "5", value_parser = positive::<NonZeroUsize>, allow_negative_numbers = true)]
    pub runs: NonZeroUsize,
    /// Save the results to FILE (see --force)
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Let --save replace a file that is not a saved run, or one holding other problems
    #[arg(long, requires = "save")]
    pub force: bool,
    /// Compare with a run saved by --save
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Time each problem's largest input its binary answers (its own bounds,
    /// not the judge's) against the judge's time limit instead
    #[arg(long, conflicts_with_all = ["save", "baseline"])]
    pub answered: bool,
}

/// `cargo xtask grundy`: a game's Grundy sequence, its pattern and proof
/// (grundy.rs; the engine is the `takebreak` crate).
#[derive(Debug, Default, Args)]
pub struct Grundy {
    /// The game: a take-and-break code d0.d1d2… with octal or hexadecimal
    /// digits (0.07, 4.07, 0.8F), `!` after a digit for unequal splits
    /// (4!.0 is Grundy's game), a repeating tail in brackets (0.[3] is Nim,
    /// 4.[3] Lasker's Nim), or a subtraction set S{1,3,4}; or a game
    /// written as a `moves` rule in FILE.rs (see --new), FILE.cpp (C++17,
    /// compiled by g++) or FILE.py (run by python3); or, with --table, a
    /// file (`-`: standard input) holding a table some program printed
    #[arg(value_name = "GAME")]
    pub game: String,
    /// A code: compute G(0) … G(N−1) at most (default 2^20), stopping once
    /// the period is proved. A rule file: heaps 0 … N (default 10^4; 30 for
    /// a partisan rule, one with `left` and `right`; starts 0 … N, default
    /// 20, for a file with `start`)
    #[arg(long, value_name = "N")]
    pub upto: Option<usize>,
    /// Print one JSON object (game, values, head, period, preperiod, saltus,
    /// last_exception, proved, bound, seconds) instead of the summary
    #[arg(long)]
    pub json: bool,
    /// How many values to print from G(0) on
    #[arg(long, value_name = "K", default_value_t = 100)]
    pub show: usize,
    /// Draw G(n) against n, the preperiod and the period marked, as an SVG
    /// file (checked before computing; other formats are refused)
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Write the game's page: one self-contained HTML file (the table, the
    /// claims, positions opened, play against the explorer; no request to
    /// any address), checked before computing
    #[arg(long, value_name = "FILE.html", conflicts_with_all = ["json", "plot", "moves", "play"])]
    pub html: Option<PathBuf>,
    /// A pair rule file: table G(a, b) for 0 ≤ a < A, 0 ≤ b < B (default 30,30;
    /// 8,8 for a two-parameter family, `start((a, b): (u64, u64))`)
    #[arg(long = "box", value_name = "A,B")]
    pub r#box: Option<String>,
    /// A rule file: the value and every winning move of a sum of positions
    /// ("7 6 9 3", or pairs "3,5 4,7")
    /// (with --json: one object with value, won, moves and remoteness)
    #[arg(long, value_name = "POS", conflicts_with_all = ["play", "plot"])]
    pub moves: Option<String>,
    /// A partisan rule file (`left`/`right`) with --moves: the side to move
    #[arg(long, value_name = "SIDE", requires = "moves", value_parser = ["left", "right"])]
    pub side: Option<String>,
    /// A rule file: play a sum of positions against the explorer (moves read
    /// from stdin)
    #[arg(long, value_name = "POS", conflicts_with_all = ["json", "plot"])]
    pub play: Option<String>,
    /// A rule file whose moves cycle: its generalised Sprague–Grundy values
    /// (a number, or ∞(A) with A its options' numbers) and outcomes P, N, D
    /// (draw) on the positions it reaches; with --moves, a sum by Smith's rule
    #[arg(long, conflicts_with_all = ["play", "plot"])]
    pub loopy: bool,
    /// A rule file with `start` (a family of starts on any position type):
    /// stop with an error past N stored positions (default: what fits in
    /// about 12 GiB at the position type's size)
    #[arg(long, value_name = "N")]
    pub max_positions: Option<usize>,
    /// A rule file under misère play (the player who cannot move wins): each
    /// table position's outcome P/N and, for a rule that never splits, its
    /// misère Grundy value, by literal search of the sums; with --moves or
    /// --play, a sum judged by the same search
    #[arg(long, conflicts_with_all = ["loopy", "plot"])]
    pub misere: bool,
    /// A rule file with --misere, --moves or --play: at most N positions of a
    /// sum held by the literal search (default 2^20, about 150 MB)
    #[arg(long, value_name = "N", value_parser = positive::<usize>)]
    pub max_sums: Option<usize>,
    /// Read GAME as a table any program printed (`./brute | cargo xtask
    /// grundy --table -`): integers separated by spaces, commas or lines
    /// (brackets and `#` lines ignored) — a sequence in any layout, or a
    /// grid of equal rows, one a line — and report the pattern finder's
    /// apparent claims (a sequence: period, preperiod, saltus, of either sign
    /// when a value is negative; a grid: P-positions, Beatty pairs, sums,
    /// rows and columns); takes --json, --show, --plot
    #[arg(long, conflicts_with_all = ["upto", "box", "moves", "play", "loopy", "misere", "new", "param", "positions", "max_positions", "max_sums", "verbose"])]
    pub table: bool,
    /// With --table: read every layout as one sequence (rows of equal
    /// length are otherwise a grid)
    #[arg(long, requires = "table")]
    pub sequence: bool,
    /// A rule file: a parameter the rule reads as `explore::param("NAME",
    /// default)` (Rust, C++) or `param("NAME", default)` (Python)
    /// (repeatable). VALUE an integer; NAME=A..B (A to B, both
    /// included) runs the rule once for each value and prints the period,
    /// preperiod and saltus found for each (--json: a list of objects
    /// param, period, preperiod, saltus, proved)
    #[arg(long, value_name = "NAME=VALUE")]
    pub param: Vec<String>,
    /// A family (`start`) or scoring rule file: also list every position
    /// valued, written by `show`, with its value (--json: positions_list)
    #[arg(long, conflicts_with_all = ["moves", "play", "loopy", "misere"])]
    pub positions: bool,
    /// Write a commented template of a rule file to GAME, in the language
    /// of its name: FILE.rs (Rust), FILE.cpp (C++17), FILE.py (Python);
    /// one heap unless --pair, --family, --scoring or --partisan
    #[arg(long)]
    pub new: bool,
    /// With --new: a pair game (Wythoff) instead of one heap
    #[arg(long, requires = "new")]
    pub pair: bool,
    /// With --new: a family of starts on a position type of its own (a row
    /// of pins, knock one down; with `start`, `show`, `canon` and `guess`)
    #[arg(long, requires = "new", conflicts_with_all = ["pair", "partisan", "scoring"])]
    pub family: bool,
    /// With --new: a scoring game (options carry points: take 1 or 2 coins
    /// off a pile, scoring their worth)
    #[arg(long, requires = "new", conflicts_with_all = ["pair", "partisan"])]
    pub scoring: bool,
    /// With --new: a partisan game (`left` and `right` moves) instead
    #[arg(long, requires = "new", conflicts_with = "pair")]
    pub partisan: bool,
    /// With --new: replace GAME if it exists; with --plot or --html:
    /// overwrite FILE even if `grundy` did not write it
    #[arg(long)]
    pub force: bool,
    /// Also print the solver's statistics (its rare/common mask)
    #[arg(short, long)]
    pub verbose: bool,
}

/// A whole number of at least 1, with a plain message otherwise (clap's own
/// says "number would be zero for non-zero type", or takes `-5` for a flag).
fn positive<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    let number: u64 = whole(text)?;
    if number == 0 {
        return Err("must be at least 1".to_string());
    }
    text.trim()
        .parse()
        .map_err(|_| format!("must be a whole number from 1 to {}", u64::MAX))
}

/// A time limit's factor: a finite number above 0, at most 100.
fn time_scale(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(scale) if scale > 0.0 && scale <= 100.0 => Ok(scale),
        _ => Err("must be a number above 0 and at most 100 (e.g. 1.5)".to_string()),
    }
}

/// A whole number from 0 to 2^64 − 1, with a plain message otherwise.
fn whole(text: &str) -> Result<u64, String> {
    text.trim().parse().map_err(|_| {
        if text.trim().starts_with('-') {
            "must not be negative".to_string()
        } else {
            format!("must be a whole number from 0 to {}", u64::MAX)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::error::ErrorKind;
    use clap::CommandFactory;

    fn parse(line: &str) -> Result<Command, clap::Error> {
        let args = std::iter::once("xtask").chain(line.split_whitespace());
        Cli::try_parse_from(args).map(|cli| cli.command)
    }

    fn error_kind(line: &str) -> ErrorKind {
        parse(line).expect_err(line).kind()
    }

    #[test]
    fn the_declaration_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn commands_parse() {
        let Command::Test(test) = parse("test nim-1 bash-2 -v --json").unwrap() else {
            panic!()
        };
        assert_eq!(test.problems, ["nim-1", "bash-2"]);
        assert!(test.verbose && test.json && !test.bundled);
        let Command::Test(test) = parse("test p --command ./a.out").unwrap() else {
            panic!()
        };
        assert_eq!(test.command.as_deref(), Some("./a.out"));
        let Command::Stress(stress) = parse("stress p --cases 10 --seed 3").unwrap() else {
            panic!()
        };
        assert_eq!(stress.problem.as_deref(), Some("p"));
        assert_eq!(stress.cases.map(NonZeroU64::get), Some(10));
        assert_eq!(stress.seed, Some(3));
        let Command::Bench(bench) = parse("bench p --runs 3 --save s.json --force").unwrap() else {
            panic!()
        };
        assert_eq!(bench.problems, ["p"]);
        assert_eq!(bench.runs.get(), 3);
        assert_eq!(bench.save.as_deref(), Some(std::path::Path::new("s.json")));
        assert!(bench.force && bench.baseline.is_none());
        let Command::Bench(bench) = parse("bench").unwrap() else {
            panic!()
        };
        assert_eq!(bench.runs.get(), 5);
        let Command::Bundle(bundle) =
            parse("bundle p --rustc /usr/bin/rustc --edition 2018 --judge").unwrap()
        else {
            panic!()
        };
        assert_eq!(bundle.edition, Some(Edition::E2018));
        assert!(bundle.judge);
        assert_eq!(
            bundle.rustc.as_deref(),
            Some(std::path::Path::new("/usr/bin/rustc"))
        );
        let Command::New(new) = parse("new p --time-limit-ms 1000").unwrap() else {
            panic!()
        };
        assert_eq!(new.time_limit_ms.map(NonZeroU64::get), Some(1000));
    }

    #[test]
    fn no_arguments_and_help_print_the_usage() {
        assert_eq!(
            error_kind(""),
            ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        );
        // ... which clap exits with code 2.
        assert_eq!(parse("").unwrap_err().exit_code(), 2);
        for line in ["help", "--help", "test --help", "bundle -h", "help stress"] {
            assert_eq!(error_kind(line), ErrorKind::DisplayHelp, "{line}");
        }
        let help = parse("stress --help").unwrap_err().to_string();
        assert!(
            help.contains("--cases <N>") && help.contains("--command <CMD>"),
            "{help}"
        );
    }

    #[test]
    fn mistakes_are_reported_with_suggestions() {
        let unknown = parse("tset").unwrap_err();
        assert_eq!(unknown.kind(), ErrorKind::InvalidSubcommand);
        assert!(unknown
            .to_string()
            .contains("similar subcommand exists: 'test'"));
        let flag = parse("stress p --case 3").unwrap_err();
        assert_eq!(flag.kind(), ErrorKind::UnknownArgument);
        assert!(
            flag.to_string()
                .contains("similar argument exists: '--cases'"),
            "{flag}"
        );
        assert_eq!(error_kind("stress p --cases 0"), ErrorKind::ValueValidation);
        assert_eq!(
            error_kind("stress p --cases many"),
            ErrorKind::ValueValidation
        );
        assert_eq!(error_kind("bench --runs 0"), ErrorKind::ValueValidation);
        for (line, message) in [
            (
                "stress p --cases 0",
                "'0' for '--cases <N>': must be at least 1",
            ),
            (
                "stress p --seed -5",
                "'-5' for '--seed <S>': must not be negative",
            ),
            (
                "bench --runs -2",
                "'-2' for '--runs <N>': must not be negative",
            ),
            (
                "stress p --cases x",
                "'x' for '--cases <N>': must be a whole number from 0 to",
            ),
        ] {
            let error = parse(line).unwrap_err().to_string();
            assert!(
                error.contains(message)
                    && !error.contains("non-zero type")
                    && !error.contains("use '--"),
                "{line}: {error}"
            );
        }
        assert_eq!(
            error_kind("new p --time-limit-ms 0"),
            ErrorKind::ValueValidation
        );
        assert_eq!(error_kind("bundle p --all"), ErrorKind::ArgumentConflict);
        assert_eq!(
            error_kind("bundle --all -o x.rs"),
            ErrorKind::ArgumentConflict
        );
        assert_eq!(
            error_kind("bundle p --edition 2024"),
            ErrorKind::InvalidValue
        );
        assert_eq!(
            error_kind("bench --force"),
            ErrorKind::MissingRequiredArgument
        );
        assert_eq!(
            error_kind("test --bundled --command x"),
            ErrorKind::ArgumentConflict
        );
        assert_eq!(error_kind("new"), ErrorKind::MissingRequiredArgument);
        assert_eq!(
            error_kind("test p --time-scale 1.5"),
            ErrorKind::MissingRequiredArgument
        );
        for bad in ["0", "-1", "nan", "inf", "101", "x"] {
            assert_eq!(
                error_kind(&format!("test p --command x --time-scale {bad}")),
                ErrorKind::ValueValidation,
                "{bad}"
            );
        }
        let Command::Test(test) = parse("test p --command x --time-scale 1.5").unwrap() else {
            panic!("not test");
        };
        assert_eq!(test.time_scale, Some(1.5));
    }
}
