//! `cargo xtask grundy --table FILE`: a table another program printed, read
//! ([`crate::source::printed`]) and reported ([`crate::report::printed`]).
//! Nothing is compiled: the xtask calls [`run`] in its own process.

use std::io;
use std::time::Instant;

use crate::cli::flags::Options;
use crate::report::{plot, printed};
use crate::source::printed::read;

/// The report on the printed table `text` (`as_sequence`: read any layout
/// as one sequence). `o` gives the name, `--show`, `--json` and `--plot`;
/// the flags that choose what a rule computes are refused.
///
/// # Example
/// ```
/// let o = explore::Options { name: "t".into(), show: 10, ..Default::default() };
/// let mut out = Vec::new();
/// let text = "0 1 0 1 2 3 2 ".repeat(10);
/// explore::entry::printed::run(&text, false, &o, &mut out).unwrap();
/// let report = String::from_utf8(out).unwrap();
/// assert!(report.contains("periodic, period 7, preperiod 0"), "{report}");
/// ```
pub fn run(
    text: &str,
    as_sequence: bool,
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let rule_only = [
        (o.upto.is_some(), "--upto"),
        (o.r#box.is_some(), "--box"),
        (o.moves.is_some(), "--moves"),
        (o.play.is_some(), "--play"),
        (o.loopy, "--loopy"),
        (o.misere, "--misere"),
        (o.max_sums.is_some(), "--max-sums"),
        (!o.params.is_empty(), "--param"),
        (o.positions, "--positions"),
    ];
    if let Some((_, flag)) = rule_only.iter().find(|(given, _)| *given) {
        return Err(format!(
            "{flag} is for a rule; --table reads what a program printed and takes --json, --show, --plot and --sequence"
        ));
    }
    let target = o.plot.as_deref().map(plot::Target::open).transpose()?;
    let start = Instant::now();
    let result = read(text, as_sequence).and_then(|table| {
        let mut report = Vec::new();
        printed::report(&table, start.elapsed().as_secs_f64(), o, &mut report)?;
        out.write_all(&report)
            .and_then(|()| out.flush())
            .map_err(|e| format!("writing the report: {e}"))
    });
    if let Some(target) = target {
        target.finish(result.is_ok());
    }
    result
}
