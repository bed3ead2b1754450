//! 对拍 for a pattern: a rule file's `guess` compared with the computed
//! table, every entry of it.
//!
//! `pub fn guess(n: u64) -> u64` (a heap or a one-parameter family) or
//! `pub fn guess((a, b): (u64, u64)) -> u64` (a pair or a two-parameter
//! family) is compared with the value; a `guess` returning `bool` with "is a
//! P-position" (value 0). The report says `guess holds on 0..=N` (or on the
//! box) or names the smallest counterexample (a pair's first in row-major
//! order) with both values; `--json` adds `guess: {"holds", "counterexample",
//! "want", "got"}`.

use std::io;

use crate::engine::{Position, show};
use crate::flags::Options;
use crate::run::{Erased, Explore};
use crate::{Rule, engine};

/// A rule file's `guess`.
#[derive(Clone, Copy)]
pub enum Guess<K> {
    /// The guessed value.
    Value(fn(K) -> u64),
    /// Whether the position is a P-position (the player to move loses).
    Loses(fn(K) -> bool),
}

/// What comparing a guess with the table found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked<K> {
    /// The number of table entries compared.
    pub compared: usize,
    /// The first entry (table order) where the guess and the value differ,
    /// with the guess (`want`) and the value (`got`): numbers, or for a
    /// `bool` guess whether the position is a P-position.
    pub counterexample: Option<(K, serde_json::Value, serde_json::Value)>,
}

impl<K: Position> Guess<K> {
    /// Compares the guess with `values`, the table over `extent` in table
    /// order.
    pub fn check(&self, values: &[u32], extent: K::Extent) -> Checked<K> {
        let counterexample = values.iter().enumerate().find_map(|(i, &v)| {
            let k = K::at(i, extent);
            match *self {
                Guess::Value(g) => {
                    let want = g(k);
                    (want != u64::from(v)).then(|| (k, want.into(), v.into()))
                }
                Guess::Loses(g) => {
                    let want = g(k);
                    (want != (v == 0)).then(|| (k, want.into(), (v == 0).into()))
                }
            }
        });
        Checked {
            compared: values.len(),
            counterexample,
        }
    }
}

impl<K: Position> Checked<K> {
    /// The report's line. `what` names the table (`0..=20`, `the box 0 ≤ a
    /// < 8, 0 ≤ b < 8`); `of` how an entry is written (`G(n)`,
    /// `G(start(n))`).
    pub fn line(&self, what: &str, family: bool, guess_is_bool: bool) -> String {
        let value = if family { "G(start(k))" } else { "G(k)" };
        match &self.counterexample {
            None => format!(
                "guess holds on {what} ({} entries compared with the computed values{})",
                self.compared,
                if guess_is_bool {
                    ": guess is true exactly at the P-positions"
                } else {
                    ""
                }
            ),
            Some((k, want, got)) => {
                let k = show(*k);
                let value = value.replace('k', &k);
                if guess_is_bool {
                    format!(
                        "guess fails at {k} (the first counterexample in table order): guess({k}) = {want}, but {value} {} a P-position",
                        if got.as_bool() == Some(true) {
                            "is"
                        } else {
                            "is not"
                        }
                    )
                } else {
                    format!(
                        "guess fails at {k} (the first counterexample in table order): guess({k}) = {want}, {value} = {got}"
                    )
                }
            }
        }
    }

    /// `{"holds", "counterexample", "want", "got"}`.
    pub fn json(&self) -> serde_json::Value {
        let at = |k: K| -> serde_json::Value {
            let text = show(k);
            match text.split_once(',') {
                Some((a, b)) => serde_json::json!([
                    a.parse::<u64>().unwrap_or(0),
                    b.parse::<u64>().unwrap_or(0)
                ]),
                None => text.parse::<u64>().map_or(text.into(), Into::into),
            }
        };
        match &self.counterexample {
            None => serde_json::json!({
                "holds": true, "counterexample": null, "want": null, "got": null,
            }),
            Some((k, want, got)) => serde_json::json!({
                "holds": false, "counterexample": at(*k), "want": want, "got": got,
            }),
        }
    }
}

/// How the table of `K` is named in the guess's line.
pub fn table_name<K: Position>(extent: K::Extent) -> String {
    let last = K::at(K::table_len(extent) - 1, extent);
    if K::DIMS == 1 {
        format!("0..={}", show(last))
    } else {
        let text = show(last);
        let (a, b) = text.split_once(',').unwrap_or(("0", "0"));
        let (a, b): (u64, u64) = (a.parse().unwrap_or(0), b.parse().unwrap_or(0));
        format!("the box 0 ≤ a < {}, 0 ≤ b < {}", a + 1, b + 1)
    }
}

/// The generated binary's `main` for a heap or pair rule with a `guess`.
pub fn main<M, R: Rule<M>>(rule: R, guess: Guess<R::Pos>) -> std::process::ExitCode
where
    R::Pos: Explore,
{
    crate::cli::main_with(|o, _, input, out| run(rule, guess, o, input, out))
}

/// The explorer on a heap or pair `rule` and its `guess`: the report with
/// the guess compared (`--moves`, `--play` and `--loopy` as without one).
pub fn run<M, R: Rule<M>>(
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
pub(crate) fn run_with<P: Explore>(
    rule: Erased<'_, P>,
    guess: Guess<P>,
    o: &Options,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    if o.moves.is_some() || o.play.is_some() || o.loopy || o.misere {
        return crate::run::run(rule, o, input, out);
    }
    let extent = <P as Explore>::extent(o)?;
    let mut engine = engine::fast_engine(rule, extent);
    let plot = o
        .plot
        .as_deref()
        .map(crate::plot::Target::open)
        .transpose()?;
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

/// A report with the guess's result: one more key in the JSON object, or
/// one more line at the end of the text.
pub fn write_with_guess(
    report: &[u8],
    json: bool,
    guess_json: &serde_json::Value,
    line: &str,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let err = |e: io::Error| format!("writing the report: {e}");
    let text = String::from_utf8_lossy(report);
    if json {
        let mut value: serde_json::Value = serde_json::from_str(text.trim_end())
            .map_err(|e| format!("the report is not one JSON object: {e}"))?;
        value["guess"] = guess_json.clone();
        writeln!(out, "{value}").map_err(err)?;
    } else {
        out.write_all(text.as_bytes()).map_err(err)?;
        writeln!(out, "{line}").map_err(err)?;
    }
    out.flush().map_err(err)
}
