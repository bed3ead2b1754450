//! The generated binary's `main` for a heap or pair rule (`moves(n: u64)`,
//! `moves(p: (u64, u64))`, either form): the table and its report, or
//! `--loopy`, `--misere`, `--moves` and `--play`, each handed to its report.

use std::io;
use std::process::ExitCode;

use crate::cli::flags::Options;
use crate::engines::table::{Engine, fast_engine};
use crate::report::guess::{table_name, write_with_guess};
use crate::report::{self, loopy, misere, moves, page, play, plot};
use crate::source::family::Key;
use crate::source::form::{Rule, Source};
use crate::source::guess::Guess;
use crate::source::out::Out;
use crate::source::position::{Position, parse_sum};

/// The two kinds of game the explorer reports on.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a position the explorer takes (a heap `u64` or a pair `(u64, u64)`)",
    note = "write `pub fn moves(n: u64) -> Vec<Vec<u64>>` (one heap) or `pub fn moves(p: (u64, u64)) -> Vec<Vec<(u64, u64)>>` (a pair); each option is the list of parts the move leaves"
)]
pub trait Explore: Position {
    /// The default extent, or the one the flags ask for.
    fn extent(o: &Options) -> Result<Self::Extent, String>;
    /// The table, the pattern finder's report and the plot.
    fn report<F: Source<Self>>(
        engine: &mut Engine<Self, F>,
        o: &Options,
        out: &mut dyn io::Write,
    ) -> Result<(), String>;
    /// `--html`: the table's page ([`crate::report::page`]).
    fn page<F: Source<Self>>(
        engine: &mut Engine<Self, F>,
        o: &Options,
        target: page::Target,
        out: &mut dyn io::Write,
    ) -> Result<(), String>;
    /// [`run`] on the rule behind a pointer: implemented for `u64` and
    /// `(u64, u64)` here, so that the whole explorer is compiled once per
    /// position type, in this crate, and a rule file compiles only its rule.
    #[doc(hidden)]
    fn run_erased(
        rule: Erased<'_, Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String>;
    /// [`run_guessed`] on the rule behind a pointer, for the same
    /// reason.
    #[doc(hidden)]
    fn run_guess_erased(
        rule: Erased<'_, Self>,
        guess: Guess<Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String>;
}

/// A rule behind a pointer, in the allocation-free form: what [`run`] hands
/// to [`Explore::run_erased`].
pub type Erased<'a, P> = &'a dyn Fn(P, &mut Out<P>);

/// The generated binary's `main`: runs the explorer on `rule` with the
/// process's arguments. Exit code 2 on a bad flag or a rule that cannot be
/// tabled (a cycle), with one `error:` line on stderr.
pub fn main<M, R: Rule<M>>(rule: R) -> ExitCode
where
    R::Pos: Explore,
{
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdin = io::stdin();
    let stdout = io::stdout();
    let result = Options::parse(&args).and_then(|o| {
        crate::cli::params::install(&o.params);
        run(
            rule,
            &o,
            &mut stdin.lock(),
            &mut io::BufWriter::new(stdout.lock()),
        )
    });
    crate::cli::exit(result)
}

/// The explorer on `rule`: the report, or `--moves`, or `--play` (reading
/// the person's moves from `input`).
pub fn run<M, R: Rule<M>>(
    rule: R,
    o: &Options,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String>
where
    R::Pos: Explore,
{
    <R::Pos as Explore>::run_erased(&move |p, out| rule.push(p, out), o, input, out)
}

/// The body of [`Explore::run_erased`], for either position type.
fn run_with<P: Explore>(
    rule: Erased<'_, P>,
    o: &Options,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    refuse_positions(o)?;
    let extent = <P as Explore>::extent(o)?;
    if let Ok(what) = std::env::var(BENCH) {
        return bench(rule, extent, o, &what, out);
    }
    if let Some(path) = &o.html {
        // The path is checked before the work, not after it.
        let target = page::Target::open(path, o.force)?;
        if o.loopy {
            // Checked again by the loopy report, which writes the page.
            target.abandon();
            return loopy::run(move |p| rule.options(p), extent, o, out)
                .and_then(|()| out.flush().map_err(write_err));
        }
        if o.misere {
            target.abandon();
            return Err("--html with --misere is not written: the page shows normal play (drop --misere), and --misere prints its table of outcomes".to_string());
        }
        let mut engine = fast_engine(rule, extent);
        return <P as Explore>::page(&mut engine, o, target, out)
            .and_then(|()| out.flush().map_err(write_err));
    }
    if o.loopy {
        return loopy::run(move |p| rule.options(p), extent, o, out)
            .and_then(|()| out.flush().map_err(write_err));
    }
    if o.misere {
        return misere::run(move |p| rule.options(p), extent, o, input, out)
            .and_then(|()| out.flush().map_err(write_err));
    }
    let result = if let Some(pos) = &o.moves {
        let mut engine = Engine::new(move |p| rule.options(p), extent);
        moves::report(&mut engine, &parse_sum(pos)?, o, out)
    } else if let Some(pos) = &o.play {
        let mut engine = Engine::new(move |p| rule.options(p), extent);
        play::play_normal(&mut engine, parse_sum(pos)?, o, input, out)
    } else {
        let mut engine = fast_engine(rule, extent);
        // The plot's path is checked before the work, not after it.
        let plot = o.plot.as_deref().map(plot::Target::open).transpose()?;
        let result = <P as Explore>::report(&mut engine, o, out);
        if let Some(target) = plot {
            target.finish(result.is_ok());
        }
        result
    };
    out.flush()
        .map_err(|e| format!("writing the report: {e}"))?;
    result
}

/// The environment variable of the explorer's bench (`benches/bench.rs`):
/// `engine` or `run`.
pub const BENCH: &str = "EXPLORE_BENCH";

/// What `EXPLORE_BENCH` asks for instead of the report: the engine's table
/// (`engine`) or the whole run, the report written to a sink (`run`),
/// repeated until half a second of this thread's CPU has passed, and the
/// mean in milliseconds printed. The bench times the rules it cannot link
/// into its own process (a C++ rule, in its own binary) this way, by the
/// same clock as the rules it runs in process.
fn bench<P: Explore>(
    rule: Erased<'_, P>,
    extent: P::Extent,
    o: &Options,
    what: &str,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let once = || -> Result<(), String> {
        match what {
            "engine" => {
                let mut engine = fast_engine(rule, extent);
                engine.fill_values().map_err(|e| e.to_string())?;
                Ok(())
            }
            "run" => <P as Explore>::report(&mut fast_engine(rule, extent), o, &mut io::sink()),
            _ => Err(format!("{BENCH}={what:?}: expected engine or run")),
        }
    };
    timed(once, out)
}

/// Runs `once` until half a second of this thread's CPU has passed, and
/// prints the mean in milliseconds: what `EXPLORE_BENCH` prints.
pub(crate) fn timed(
    mut once: impl FnMut() -> Result<(), String>,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let (start, start_cpu) = (std::time::Instant::now(), thread_cpu());
    let mut runs = 0u32;
    let spent = loop {
        once()?;
        runs += 1;
        let spent = match (start_cpu, thread_cpu()) {
            (Some(a), Some(b)) => b - a,
            _ => start.elapsed(),
        };
        if spent >= std::time::Duration::from_millis(500) {
            break spent;
        }
    };
    writeln!(out, "{}", spent.as_secs_f64() * 1e3 / f64::from(runs)).map_err(write_err)
}

/// This thread's CPU time (Linux, in ticks of 10 ms), as the bench reads it.
fn thread_cpu() -> Option<std::time::Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(std::time::Duration::from_millis(ticks * 10))
}

/// The generated binary's `main` for a heap or pair rule with a `guess`:
/// the report with the guess compared (`--moves`, `--play`, `--loopy` and
/// `--misere` as without one).
pub fn main_guessed<M, R: Rule<M>>(rule: R, guess: Guess<R::Pos>) -> std::process::ExitCode
where
    R::Pos: Explore,
{
    crate::cli::main_with(|o, _, input, out| run_guessed(rule, guess, o, input, out))
}

/// The explorer on a heap or pair `rule` and its `guess`: the report with
/// the guess compared (`--moves`, `--play` and `--loopy` as without one).
pub fn run_guessed<M, R: Rule<M>>(
    rule: R,
    guess: Guess<R::Pos>,
    o: &Options,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String>
where
    R::Pos: Explore,
{
    <R::Pos as Explore>::run_guess_erased(&move |p, out| rule.push(p, out), guess, o, input, out)
}

/// The body of [`Explore::run_guess_erased`], for either position type.
fn run_guess_with<P: Explore>(
    rule: Erased<'_, P>,
    guess: Guess<P>,
    o: &Options,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    refuse_positions(o)?;
    if o.moves.is_some() || o.play.is_some() || o.loopy || o.misere || o.html.is_some() {
        return run(rule, o, input, out);
    }
    let extent = <P as Explore>::extent(o)?;
    let mut engine = fast_engine(rule, extent);
    let plot = o.plot.as_deref().map(plot::Target::open).transpose()?;
    let mut report = Vec::new();
    let result = <P as Explore>::report(&mut engine, o, &mut report);
    if let Some(target) = plot {
        target.finish(result.is_ok());
    }
    result?;
    let checked = guess.check(engine.table(), extent);
    write_with_guess(
        &report,
        o.json,
        &checked.json(),
        &checked.line(
            &table_name::<P>(extent),
            false,
            matches!(guess, Guess::Loses(_)),
        ),
        out,
    )
}

impl Explore for u64 {
    fn run_erased(
        rule: Erased<'_, Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        run_with(rule, o, input, out)
    }

    fn run_guess_erased(
        rule: Erased<'_, Self>,
        guess: Guess<Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        run_guess_with(rule, guess, o, input, out)
    }

    fn extent(o: &Options) -> Result<u64, String> {
        u64::rule_extent(o)
    }

    fn report<F: Source<u64>>(
        engine: &mut Engine<u64, F>,
        o: &Options,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        report::table::heap(engine, o, out)
    }

    fn page<F: Source<u64>>(
        engine: &mut Engine<u64, F>,
        o: &Options,
        target: page::Target,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        page::impartial::heap(engine, o, target, out)
    }
}

impl Explore for (u64, u64) {
    fn run_erased(
        rule: Erased<'_, Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        run_with(rule, o, input, out)
    }

    fn run_guess_erased(
        rule: Erased<'_, Self>,
        guess: Guess<Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        run_guess_with(rule, guess, o, input, out)
    }

    fn extent(o: &Options) -> Result<(u64, u64), String> {
        <(u64, u64)>::rule_extent(o)
    }

    fn report<F: Source<(u64, u64)>>(
        engine: &mut Engine<(u64, u64), F>,
        o: &Options,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        report::table::pair(engine, o, out)
    }

    fn page<F: Source<(u64, u64)>>(
        engine: &mut Engine<(u64, u64), F>,
        o: &Options,
        target: page::Target,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        page::impartial::pair(engine, o, target, out)
    }
}

/// `--positions` is a family's and a scoring rule's: a heap or pair table
/// is its positions already.
fn refuse_positions(o: &Options) -> Result<(), String> {
    if o.positions {
        return Err("--positions lists the positions a family of starts (a file with `start`) or a scoring rule valued; a heap or pair rule's table is its positions already (G(0) … G(N), or the box)".to_string());
    }
    Ok(())
}

fn write_err(e: io::Error) -> String {
    format!("writing the report: {e}")
}
