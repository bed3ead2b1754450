//! The report on a table another program printed (`--table FILE`): the
//! reports of a family's sequence or grid ([`super::family`]) with a printed
//! table's labels — the pattern finder's claims, all *apparent* — or, for a
//! table with a negative value, a scoring table's (a saltus of either sign,
//! or one for each residue class).

use std::fmt::Write as _;
use std::io::Write as _;

use super::family::{Labels, one, two};
use super::text::write_err;
use crate::analyse::scores::{ScorePattern, apparent, pattern_line};
use crate::cli::flags::Options;
use crate::source::printed::{Printed, Read};

/// Why a printed table gets no code and no theorem.
pub const NOT_A_RULE: &str = "a printed table, not a rule, so no code is compared and no theorem applies: every pattern below is apparent";

/// The report on `read`, named `o.name`, into `out`.
pub fn report(read: &Read, seconds: f64, o: &Options, out: &mut Vec<u8>) -> Result<(), String> {
    let grundy = |values: &[i64]| -> Option<Vec<u32>> {
        values.iter().map(|&v| u32::try_from(v).ok()).collect()
    };
    match &read.table {
        Printed::Sequence(values) => match grundy(values) {
            Some(table) => {
                let labels = Labels {
                    header: format!(
                        "{}: {}, read as G(0) … G({})",
                        o.name,
                        read.layout,
                        table.len() - 1
                    ),
                    examples: &[],
                    entry: "G(n)",
                    reason: NOT_A_RULE,
                    positions: None,
                };
                one(&table, &labels, seconds, o, out)
            }
            None => scores(values, &read.layout, seconds, o, out),
        },
        Printed::Grid { rows, cols, values } => match grundy(values) {
            Some(table) => {
                let labels = Labels {
                    header: format!(
                        "{}: {}, read as G(a, b), row a, column b (--sequence reads it as one sequence)",
                        o.name, read.layout
                    ),
                    examples: &[],
                    entry: "G(a, b)",
                    reason: NOT_A_RULE,
                    positions: None,
                };
                two(&table, (*rows, *cols), &labels, seconds, o, out)
            }
            None => Err(format!(
                "{}: a grid with a negative value (or one past 2^32 − 1): only a sequence is read as a table of scores, and a grid's analyses (P-positions, Beatty pairs, sums) are of Grundy values; --sequence reads it as one sequence",
                o.name
            )),
        },
    }
}

/// A sequence with a negative value (or one past `u32`): a scoring table's
/// V(0), V(1), …, with `--json`'s scoring keys.
fn scores(
    values: &[i64],
    layout: &str,
    seconds: f64,
    o: &Options,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let len = values.len();
    let pattern = apparent(values);
    let lines = vec![
        format!("not a take-and-break code: {NOT_A_RULE}"),
        pattern_line(pattern.as_ref(), len),
    ];
    let shown = o.show.min(len);
    if o.json {
        let json = serde_json::json!({
            "kind": "scoring",
            "game": o.name,
            "dims": 1,
            "upto": len - 1,
            "values": len,
            "head": &values[..shown],
            "period": pattern.as_ref().map(|p| p.period),
            "saltus": pattern.as_ref().and_then(ScorePattern::uniform),
            "saltus_by_residue": pattern.as_ref().filter(|p| p.uniform().is_none()).map(|p| &p.saltus),
            "preperiod": pattern.as_ref().map(|p| p.preperiod),
            "proved": false,
            "lines": lines,
            "seconds": seconds,
        });
        writeln!(out, "{json}").map_err(write_err)?;
    } else {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "{}: {layout}, some negative or past 2^32 − 1, read as a table of scores V(0) … V({}) (a saltus of either sign, or one for each residue class)",
            o.name,
            len - 1
        );
        if shown > 0 {
            let w = values[..shown]
                .iter()
                .map(|v| v.to_string().len())
                .max()
                .unwrap_or(1);
            let _ = write!(text, "V(n), n = 0..{shown}:");
            for (i, v) in values[..shown].iter().enumerate() {
                if i % 20 == 0 {
                    let _ = write!(text, "\n  {i:>5}:");
                }
                let _ = write!(text, " {v:>w$}");
            }
            let _ = writeln!(text);
        }
        for line in &lines {
            let _ = writeln!(text, "{line}");
        }
        let first = |x: i64| values.iter().position(|&v| v == x).unwrap_or(0);
        let (max, min) = (
            values.iter().copied().max().unwrap_or(0),
            values.iter().copied().min().unwrap_or(0),
        );
        let _ = writeln!(
            text,
            "largest value {max} (first at n = {}), smallest {min} (first at n = {})",
            first(max),
            first(min)
        );
        out.extend_from_slice(text.as_bytes());
    }
    if let Some(path) = &o.plot {
        let marked = pattern.as_ref().map(super::plot::Marked::of_scores);
        let what = format!("V(n) of {}", o.name);
        super::plot::write(
            path,
            &super::plot::sequence(&what, "V(n)", values, marked.as_ref())?,
        )?;
        if !o.json {
            writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
        }
    }
    Ok(())
}
