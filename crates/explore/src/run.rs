//! The explorer's command line, as `cargo xtask grundy FILE.rs` passes it to
//! the game's generated binary: the table (rows of 20 heaps, or a grid over
//! the box), the pattern finder's report, `--json`, `--plot`, and the sums of
//! `--moves` and `--play`.

use std::fmt::Write as _;
use std::io::{self, IsTerminal as _, Write as _};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::analyse::{CodeMatch, CodeMatcher, analyse_heap, analyse_pair};
use crate::engine::{self, Engine, Position, Rule};
use crate::solve::Source;
use crate::{plot, sums};

// The flags live in `flags.rs` (so that `--loopy`, which this module calls,
// does not import this module back); re-exported here under their old paths.
pub use crate::flags::{DEFAULT_BOX, DEFAULT_UPTO, Options, parse_box};

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
    /// [`crate::guess::run`] on the rule behind a pointer, for the same
    /// reason.
    #[doc(hidden)]
    fn run_guess_erased(
        rule: Erased<'_, Self>,
        guess: crate::guess::Guess<Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String>;
}

/// A rule behind a pointer, in the allocation-free form: what [`run`] hands
/// to [`Explore::run_erased`].
pub type Erased<'a, P> = &'a dyn Fn(P, &mut crate::Out<P>);

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
        run(
            rule,
            &o,
            &mut stdin.lock(),
            &mut io::BufWriter::new(stdout.lock()),
        )
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = io::stdout().flush();
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
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
    let extent = <P as Explore>::extent(o)?;
    if o.loopy {
        return crate::loopy::run(move |p| rule.options(p), extent, o, out)
            .and_then(|()| out.flush().map_err(write_err));
    }
    if o.misere {
        return crate::misere::run(move |p| rule.options(p), extent, o, input, out)
            .and_then(|()| out.flush().map_err(write_err));
    }
    let result = if let Some(pos) = &o.moves {
        let mut engine = Engine::new(move |p| rule.options(p), extent);
        sums::report(&mut engine, &sums::parse(pos)?, o, out)
    } else if let Some(pos) = &o.play {
        let mut engine = Engine::new(move |p| rule.options(p), extent);
        sums::play_with(&mut engine, sums::parse(pos)?, o, input, out)
    } else {
        let mut engine = engine::fast_engine(rule, extent);
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

/// A line on stderr, on a terminal only and once a run has taken a second:
/// how many table positions are done (a rule can be slow: the bean game's
/// heap d has d²/2 options).
struct Progress {
    on: bool,
    start: Instant,
    next: Instant,
    total: usize,
    done: usize,
    shown: bool,
}

impl Progress {
    fn new(total: usize) -> Self {
        let start = Instant::now();
        Progress {
            on: io::stderr().is_terminal(),
            start,
            next: start + Duration::from_secs(1),
            total,
            done: 0,
            shown: false,
        }
    }

    #[inline]
    fn tick(&mut self) {
        self.done += 1;
        if self.on {
            let now = Instant::now();
            if now >= self.next {
                self.next = now + Duration::from_millis(250);
                self.shown = true;
                eprint!(
                    "\r{} of {} positions ({:.0} %), {:.0} s",
                    self.done,
                    self.total,
                    100.0 * self.done as f64 / self.total.max(1) as f64,
                    (now - self.start).as_secs_f64()
                );
            }
        }
    }

    fn finish(&self) {
        if self.shown {
            eprint!("\r\x1b[K");
        }
    }
}

fn write_err(e: io::Error) -> String {
    format!("writing the report: {e}")
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
        guess: crate::guess::Guess<Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        crate::guess::run_with(rule, guess, o, input, out)
    }

    fn extent(o: &Options) -> Result<u64, String> {
        if o.r#box.is_some() {
            return Err(
                "--box is for pair rules; this rule takes one heap (use --upto N)".to_string(),
            );
        }
        let upto = o.upto.unwrap_or(DEFAULT_UPTO);
        if upto > 1 << 28 {
            return Err(format!("--upto {upto}: at most 2^28 heaps"));
        }
        Ok(upto)
    }

    fn report<F: Source<u64>>(
        engine: &mut Engine<u64, F>,
        o: &Options,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        let upto = engine.extent();
        let start = Instant::now();
        let mut matcher = CodeMatcher::new();
        let mut progress = Progress::new(u64::table_len(upto));
        let values = engine
            .fill(&mut |n, options| {
                progress.tick();
                matcher.observe(n, options);
            })
            .map_err(|e| e.to_string());
        progress.finish();
        let values = values?.to_vec();
        let code_match = matcher.finish(upto);
        let analysis = analyse_heap(&values, &code_match);
        let seconds = start.elapsed().as_secs_f64();
        let shown = o.show.min(values.len());
        if o.json {
            let json = serde_json::json!({
                "game": o.name,
                "dims": 1,
                "upto": upto,
                "values": values.len(),
                "head": &values[..shown],
                "period": analysis.period,
                "preperiod": analysis.preperiod,
                "saltus": analysis.saltus,
                "proved": analysis.proved,
                "code": analysis.code,
                "code_checked_to": match &code_match {
                    CodeMatch::Code { checked_to, .. } => Some(*checked_to),
                    CodeMatch::NoCode { .. } => None,
                },
                "lines": analysis.lines,
                "seconds": seconds,
            });
            writeln!(out, "{json}").map_err(write_err)?;
        } else {
            let mut text = String::new();
            let _ = writeln!(
                text,
                "{}: one heap, G(0) … G({upto}) from the rule ({} values in {seconds:.3} s)",
                o.name,
                values.len()
            );
            if shown > 0 {
                let _ = write!(text, "G(0..{shown}):");
                for (i, v) in values[..shown].iter().enumerate() {
                    if i % 20 == 0 {
                        let _ = write!(text, "\n  {i:>5}:");
                    }
                    let _ = write!(text, " {v}");
                }
                let _ = writeln!(text);
            }
            for line in &analysis.lines {
                let _ = writeln!(text, "{line}");
            }
            let (at, max) = values
                .iter()
                .enumerate()
                .max_by_key(|&(i, v)| (v, std::cmp::Reverse(i)))
                .map_or((0, 0), |(i, &v)| (i, v));
            let _ = writeln!(text, "largest value {max} (first at n = {at})");
            out.write_all(text.as_bytes()).map_err(write_err)?;
        }
        if let Some(path) = &o.plot {
            plot::heap(&o.name, &values, path)?;
            if !o.json {
                writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
            }
        }
        Ok(())
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
        guess: crate::guess::Guess<Self>,
        o: &Options,
        input: &mut dyn io::BufRead,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        crate::guess::run_with(rule, guess, o, input, out)
    }

    fn extent(o: &Options) -> Result<(u64, u64), String> {
        if o.upto.is_some() {
            return Err(
                "--upto is for one-heap rules; this rule takes a pair (use --box A,B)".to_string(),
            );
        }
        Ok(o.r#box.unwrap_or(DEFAULT_BOX))
    }

    fn report<F: Source<(u64, u64)>>(
        engine: &mut Engine<(u64, u64), F>,
        o: &Options,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        let (rows, cols) = engine.extent();
        let start = Instant::now();
        let mut progress = Progress::new(<(u64, u64)>::table_len((rows, cols)));
        // Only counted: the fast path may value options at once.
        engine.set_fast(true);
        let values = engine
            .fill_viewed(&mut |_, _| progress.tick())
            .map_err(|e| e.to_string());
        progress.finish();
        let values = values?.to_vec();
        let analysis = analyse_pair(&values, rows as usize, cols as usize);
        // Listed here from the table itself, whatever the pattern finder says.
        let p_positions: Vec<(u64, u64)> = (0..values.len())
            .filter(|&i| values[i] == 0)
            .map(|i| <(u64, u64)>::at(i, (rows, cols)))
            .collect();
        let seconds = start.elapsed().as_secs_f64();
        if o.json {
            let json = serde_json::json!({
                "game": o.name,
                "dims": 2,
                "box": [rows, cols],
                "p_positions": p_positions.iter().map(|&(a, b)| [a, b]).collect::<Vec<_>>(),
                "beatty": analysis.beatty.as_ref().map(|b| serde_json::json!({
                    "alpha": b.alpha,
                    "beta": b.beta,
                    "alpha_text": b.alpha_text,
                    "beta_text": b.beta_text,
                })),
                "sum": analysis.sum,
                "period": analysis.period,
                "preperiod": analysis.preperiod,
                "saltus": analysis.saltus,
                "proved": analysis.proved,
                "code": null,
                "lines": analysis.lines,
                "seconds": seconds,
            });
            writeln!(out, "{json}").map_err(write_err)?;
        } else {
            let mut text = String::new();
            let _ = writeln!(
                text,
                "{}: a pair, G(a, b) on the box 0 ≤ a < {rows}, 0 ≤ b < {cols} from the rule ({} values in {seconds:.3} s)",
                o.name,
                values.len()
            );
            grid(&mut text, &values, rows as usize, cols as usize, o.show);
            let p = &p_positions;
            let _ = write!(text, "P-positions in the box: {}", p.len());
            let listed = p.len().min(16);
            if listed > 0 {
                let _ = write!(text, ":");
            }
            for &(a, b) in &p[..listed] {
                let _ = write!(text, " ({a},{b})");
            }
            if listed < p.len() {
                let _ = write!(text, " …");
            }
            let _ = writeln!(text);
            for line in &analysis.lines {
                let _ = writeln!(text, "{line}");
            }
            out.write_all(text.as_bytes()).map_err(write_err)?;
        }
        if let Some(path) = &o.plot {
            plot::pair(
                &o.name,
                &values,
                rows as usize,
                cols as usize,
                &p_positions,
                path,
            )?;
            if !o.json {
                writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
            }
        }
        Ok(())
    }
}

/// The grid of G(a, b), rows a and columns b (at most `show` of each), a
/// P-position (G = 0) written `P`.
pub(crate) fn grid(text: &mut String, values: &[u32], rows: usize, cols: usize, show: usize) {
    let (r, c) = (rows.min(show), cols.min(show));
    let widest = (0..r)
        .flat_map(|a| values[a * cols..a * cols + c].iter().copied())
        .max()
        .unwrap_or(0);
    let w = widest
        .to_string()
        .len()
        .max((c.max(1) - 1).to_string().len());
    let clipped = if r < rows || c < cols {
        format!(" (the first {r} rows and {c} columns; --show K for more)")
    } else {
        String::new()
    };
    let _ = writeln!(
        text,
        "G(a, b), row a, column b, P = a P-position (G = 0){clipped}:"
    );
    let aw = (r.max(1) - 1).to_string().len().max(1);
    let _ = write!(text, "  {:>aw$}  b:", "a");
    for b in 0..c {
        let _ = write!(text, " {b:>w$}");
    }
    let _ = writeln!(text);
    for a in 0..r {
        let _ = write!(text, "  {a:>aw$}    ");
        for &v in &values[a * cols..a * cols + c] {
            if v == 0 {
                let _ = write!(text, " {:>w$}", "P");
            } else {
                let _ = write!(text, " {v:>w$}");
            }
        }
        let _ = writeln!(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_marks_p_positions() {
        let values: Vec<u32> = (0..3u32)
            .flat_map(|a| (0..3u32).map(move |b| a ^ b))
            .collect();
        let mut text = String::new();
        grid(&mut text, &values, 3, 3, 100);
        assert!(text.contains("  0     P 1 2\n"), "{text}");
        assert!(text.contains("  2     2 3 P\n"), "{text}");
    }
}
