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

pub fn one(
    table: &[u32],
    positions: usize,
    seconds: f64,
    examples: &[String],
    o: &Options,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let upto = table.len() as u64 - 1;
    let analysis = analyse_heap(
        table,
        &CodeMatch::NoCode {
            reason: NOT_A_CODE.to_string(),
        },
    );
    let shown = o.show.min(table.len());
    if o.json {
        let json = serde_json::json!({
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
            "positions": positions,
        });
        writeln!(out, "{json}").map_err(write_err)?;
    } else {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "{}: a family of starts, G(start(n)) for n = 0 … {upto} from the rule ({} values, {positions} positions valued in {seconds:.3} s)",
            o.name,
            table.len()
        );
        let _ = writeln!(text, "{}", examples.join(", "));
        if shown > 0 {
            let _ = write!(text, "G(start(n)), n = 0..{shown}:");
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
        plot::heap(&o.name, table, path)?;
        if !o.json {
            writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
        }
    }
    Ok(())
}

pub fn two(
    table: &[u32],
    (rows, cols): (usize, usize),
    positions: usize,
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
            "proved": false,
            "code": null,
            "lines": analysis.lines,
            "seconds": seconds,
            "positions": positions,
        });
        writeln!(out, "{json}").map_err(write_err)?;
    } else {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "{}: a two-parameter family of starts, G(start(a, b)) on the box 0 ≤ a < {rows}, 0 ≤ b < {cols} from the rule ({} values, {positions} positions valued in {seconds:.3} s)",
            o.name,
            table.len()
        );
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
        let _ = writeln!(text, "{NOT_A_CODE}: each claim is about the box only");
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
