//! The report on a heap or pair rule's table: the values (rows of 20, or a
//! grid with the P-positions marked), the pattern finder's claims, the
//! largest value, `--json` and `--plot`.

use std::fmt::Write as _;
use std::io;
use std::time::Instant;

use super::plot;
use super::progress::Progress;
use super::text::{grid, write_err};
use crate::analyse::{CodeMatch, CodeMatcher, analyse_heap, analyse_pair};
use crate::cli::flags::Options;
use crate::engines::table::Engine;
use crate::source::form::Source;
use crate::source::position::Position;

/// One heap: the table `G(0) … G(upto)` filled (the code matcher watching
/// every option), then the report.
pub fn heap<F: Source<u64>>(
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
        let what = match &analysis.code {
            Some(code) => format!(
                "Grundy values of {} (the code {})",
                o.name,
                crate::analyse::compact_code(code)
            ),
            None => format!("Grundy values of {}", o.name),
        };
        let marked = plot::Marked::of(
            analysis.period,
            analysis.preperiod,
            analysis.saltus,
            analysis.proved,
        );
        plot::write(
            path,
            &plot::sequence(&what, "G(n)", &values, marked.as_ref())?,
        )?;
        if !o.json {
            writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
        }
    }
    Ok(())
}

/// A pair: the grid over the box, then the report.
pub fn pair<F: Source<(u64, u64)>>(
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
