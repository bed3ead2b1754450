//! The report on a family of starts: its sequence (rows of 20) or grid, the
//! first starts written out, the pattern finder's claims — all *apparent*,
//! since a family is not a code —, `--json` and `--plot`.

use std::fmt::{self, Write as _};
use std::io::Write as _;

use super::plot;
use super::text::{grid, write_err};
use crate::analyse::{CodeMatch, analyse_heap, analyse_pair};
use crate::cli::flags::Options;
use crate::engines::search::Halt;
use crate::engines::table::cycle_message;
use crate::source::position::{Position, show as show_key};

/// How the family writes a position.
pub fn shower<P: fmt::Debug>(show: Option<fn(&P) -> String>) -> impl Fn(&P) -> String {
    move |p| match show {
        Some(f) => f(p),
        None => format!("{p:?}"),
    }
}

/// The error of a run stopped at `start(k) = p`.
pub fn halt_message<K: Position, P>(
    halt: Halt<P>,
    k: K,
    p: &P,
    show: &impl Fn(&P) -> String,
    dims: usize,
) -> String {
    let k = show_key(k);
    match halt {
        Halt::Cycle(path) => {
            let path: Vec<String> = path.iter().map(show).collect();
            format!(
                "computing start({k}) = {}: {}",
                show(p),
                cycle_message(&path)
            )
        }
        Halt::Full(last, why) => format!(
            "computing start({k}) = {}: the rule reached {why} (the last: {}), so the run stopped before running out of memory; use a smaller {} (or --max-positions N for another budget)",
            show(p),
            show(&last),
            if dims == 1 { "--upto" } else { "--box" }
        ),
    }
}

/// Why a family gets no code and no theorem.
pub const NOT_A_CODE: &str = "a family of starts, not one heap, so no code is compared and no theorem applies: every pattern below is apparent";

/// What a sequence's or a grid's report says besides its values: a family's
/// (`G(start(n))`, positions valued) or a printed table's.
pub struct Labels<'a> {
    /// The report's first line.
    pub header: String,
    /// The first starts written out (a family), or nothing.
    pub examples: &'a [String],
    /// How an entry is written: `G(start(n))`, `G(n)`.
    pub entry: &'a str,
    /// Why no code is compared and no theorem applies.
    pub reason: &'a str,
    /// The `positions` key of `--json` (a family's), if any.
    pub positions: Option<usize>,
}

impl<'a> Labels<'a> {
    /// A one-parameter family's labels: `len` starts.
    pub fn family(
        name: &str,
        len: usize,
        positions: usize,
        seconds: f64,
        examples: &'a [String],
    ) -> Labels<'a> {
        Labels {
            header: format!(
                "{name}: a family of starts, G(start(n)) for n = 0 … {} from the rule ({len} values, {positions} positions valued in {seconds:.3} s)",
                len - 1
            ),
            examples,
            entry: "G(start(n))",
            reason: NOT_A_CODE,
            positions: Some(positions),
        }
    }

    /// A two-parameter family's labels: the box `rows` × `cols`.
    pub fn family_box(
        name: &str,
        (rows, cols): (usize, usize),
        positions: usize,
        seconds: f64,
    ) -> Labels<'a> {
        Labels {
            header: format!(
                "{name}: a two-parameter family of starts, G(start(a, b)) on the box 0 ≤ a < {rows}, 0 ≤ b < {cols} from the rule ({} values, {positions} positions valued in {seconds:.3} s)",
                rows * cols
            ),
            examples: &[],
            entry: "G(start(a, b))",
            reason: NOT_A_CODE,
            positions: Some(positions),
        }
    }
}

/// A sequence's report (`--json`'s keys are a heap rule's, `proved`
/// false): the values in rows of 20, the pattern finder's apparent claims,
/// the largest value, and the plot.
pub fn one(
    table: &[u32],
    labels: &Labels<'_>,
    seconds: f64,
    o: &Options,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let upto = table.len() as u64 - 1;
    let analysis = analyse_heap(
        table,
        &CodeMatch::NoCode {
            reason: labels.reason.to_string(),
        },
    );
    let shown = o.show.min(table.len());
    if o.json {
        let mut json = serde_json::json!({
            "game": o.name,
            "dims": 1,
            "upto": upto,
            "values": table.len(),
            "head": &table[..shown],
            "period": analysis.period,
            "preperiod": analysis.preperiod,
            "saltus": analysis.saltus,
            "proved": false,
            "code": null,
            "code_checked_to": null,
            "lines": analysis.lines,
            "seconds": seconds,
        });
        if let Some(positions) = labels.positions {
            json["positions"] = positions.into();
        }
        writeln!(out, "{json}").map_err(write_err)?;
    } else {
        let mut text = String::new();
        let _ = writeln!(text, "{}", labels.header);
        if !labels.examples.is_empty() {
            let _ = writeln!(text, "{}", labels.examples.join(", "));
        }
        if shown > 0 {
            let _ = write!(text, "{}, n = 0..{shown}:", labels.entry);
            for (i, v) in table[..shown].iter().enumerate() {
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
        let (at, max) = table
            .iter()
            .enumerate()
            .max_by_key(|&(i, v)| (v, std::cmp::Reverse(i)))
            .map_or((0, 0), |(i, &v)| (i, v));
        let _ = writeln!(text, "largest value {max} (first at n = {at})");
        out.extend_from_slice(text.as_bytes());
    }
    if let Some(path) = &o.plot {
        let marked = plot::Marked::of(analysis.period, analysis.preperiod, analysis.saltus, false);
        let what = format!("{} of {}", labels.entry, o.name);
        plot::write(
            path,
            &plot::sequence(&what, labels.entry, table, marked.as_ref())?,
        )?;
        if !o.json {
            writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
        }
    }
    Ok(())
}

/// A grid's report (`--json`'s keys are a pair rule's, `proved` false):
/// the grid, its P-positions, the pair analyses' apparent claims, the plot.
pub fn two(
    table: &[u32],
    (rows, cols): (usize, usize),
    labels: &Labels<'_>,
    seconds: f64,
    o: &Options,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let analysis = analyse_pair(table, rows, cols);
    let p_positions: Vec<(u64, u64)> = (0..table.len())
        .filter(|&i| table[i] == 0)
        .map(|i| ((i / cols) as u64, (i % cols) as u64))
        .collect();
    if o.json {
        let mut json = serde_json::json!({
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
            "proved": false,
            "code": null,
            "lines": analysis.lines,
            "seconds": seconds,
        });
        if let Some(positions) = labels.positions {
            json["positions"] = positions.into();
        }
        writeln!(out, "{json}").map_err(write_err)?;
    } else {
        let mut text = String::new();
        let _ = writeln!(text, "{}", labels.header);
        grid(&mut text, table, rows, cols, o.show);
        let _ = write!(text, "P-positions in the box: {}", p_positions.len());
        let listed = p_positions.len().min(16);
        if listed > 0 {
            let _ = write!(text, ":");
        }
        for &(a, b) in &p_positions[..listed] {
            let _ = write!(text, " ({a},{b})");
        }
        if listed < p_positions.len() {
            let _ = write!(text, " …");
        }
        let _ = writeln!(text);
        let _ = writeln!(text, "{}: each claim is about the box only", labels.reason);
        for line in &analysis.lines {
            let _ = writeln!(text, "{line}");
        }
        out.extend_from_slice(text.as_bytes());
    }
    if let Some(path) = &o.plot {
        plot::pair(&o.name, table, rows, cols, &p_positions, path)?;
        if !o.json {
            writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
        }
    }
    Ok(())
}
