//! `--loopy`'s report: the generalised Sprague–Grundy values of the table's
//! range (rows of 20, or a grid), the outcome classes, the apparent period,
//! `--json`; and `--moves` by Smith's sum rule. The values are
//! [`crate::engines::loopy`]'s.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io;
use std::time::Instant;

use gamecore::cyclic::loopy::{self as gsg, Outcome, Value};

use super::moves::describe;
use super::page;
use crate::analyse::classes::apparent_period;
use crate::cli::flags::Options;
use crate::engines::loopy::{Judged, Loopy, MAX_POSITIONS, judged_moves};
use crate::source::position::{Position, parse_sum, show};

/// A value as the explorer writes it: `3`, `∞(0,2)`, `∞(∅)`.
///
/// ```
/// use explore::report::loopy::write_value;
/// use gamecore::cyclic::loopy::Value;
/// assert_eq!(write_value(&Value::Finite(3)), "3");
/// assert_eq!(write_value(&Value::Infinite(vec![0, 2])), "∞(0,2)");
/// assert_eq!(write_value(&Value::Infinite(vec![])), "∞(∅)");
/// ```
pub fn write_value(value: &Value) -> String {
    match value {
        Value::Finite(n) => n.to_string(),
        Value::Infinite(set) if set.is_empty() => "∞(∅)".to_string(),
        Value::Infinite(set) => {
            let set: Vec<String> = set.iter().map(usize::to_string).collect();
            format!("∞({})", set.join(","))
        }
    }
}

/// `P`, `N` or `D`.
pub fn letter(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::P => "P",
        Outcome::N => "N",
        Outcome::D => "D",
    }
}

/// The positions of the table's range, in table order.
fn range<P: Position>(extent: P::Extent) -> impl Iterator<Item = P> {
    (0..P::table_len(extent)).map(move |i| P::at(i, extent))
}

fn write_err(e: io::Error) -> String {
    format!("writing the report: {e}")
}

/// `--loopy`: the report on the table's range, or `--moves`.
pub fn run<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    mut rule: F,
    extent: P::Extent,
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    if o.play.is_some() {
        return Err("--play does not take --loopy yet (use --moves POS for the value and the winning moves)".to_string());
    }
    if o.plot.is_some() {
        return Err(
            "--plot draws Grundy numbers; --loopy values (∞(A)) are not plotted".to_string(),
        );
    }
    if let Some(text) = &o.moves {
        let sum: Vec<P> = parse_sum(text)?;
        let graph = Loopy::new(&mut rule, sum.iter().copied(), MAX_POSITIONS)?;
        return moves(&graph, &sum, out);
    }
    let start = Instant::now();
    let graph = Loopy::new(&mut rule, range(extent), MAX_POSITIONS)?;
    let seconds = start.elapsed().as_secs_f64();
    let table: Vec<P> = range(extent).collect();
    let values: Vec<&Value> = table
        .iter()
        .map(|&p| graph.value(p).expect("the range is reached"))
        .collect();
    let texts: Vec<String> = values.iter().map(|v| write_value(v)).collect();
    let outcomes: Vec<&str> = values.iter().map(|v| letter(v.outcome())).collect();
    let count = |o: &str| outcomes.iter().filter(|&&x| x == o).count();
    let (n_p, n_n, n_d) = (count("P"), count("N"), count("D"));
    let mut lines = vec![format!(
        "exact: the generalised Sprague–Grundy values (Smith 1966; Fraenkel–Yesha 1986) of the {} positions the rule reaches from the range ({} moves), a finite computation",
        graph.reached(),
        graph.n_moves()
    )];
    lines.push(format!(
        "outcomes in the range: {n_p} P (value 0: the player to move loses), {n_n} N (wins), {n_d} D (draws)"
    ));
    let dims = P::DIMS;
    let (period, preperiod) = if dims == 1 {
        let mut classes: HashMap<&str, usize> = HashMap::new();
        let ids: Vec<usize> = texts
            .iter()
            .map(|t| {
                let next = classes.len();
                *classes.entry(t.as_str()).or_insert(next)
            })
            .collect();
        match apparent_period(&ids) {
            Some((pre, period)) => {
                lines.push(format!(
                    "apparent, checked to {}: the values are periodic with period {period} from n = {pre} (not proved: no theorem is used for loopy rules)",
                    ids.len() - 1
                ));
                (Some(period), Some(pre))
            }
            None => {
                lines.push(format!(
                    "no period apparent in the values up to {}",
                    ids.len() - 1
                ));
                (None, None)
            }
        }
    } else {
        (None, None)
    };
    if let Some(path) = &o.html {
        let target = page::Target::open(path, o.force)?;
        let grid = (dims == 2).then(|| {
            let (rows, cols) = o.r#box.unwrap_or(crate::cli::flags::DEFAULT_BOX);
            (rows as usize, cols as usize)
        });
        let what = match grid {
            None => format!(
                "one heap, loopy: generalised values of heaps 0 … {} from the rule",
                values.len() - 1
            ),
            Some((rows, cols)) => format!(
                "a pair, loopy: generalised values on the box 0 ≤ a < {rows}, 0 ≤ b < {cols} from the rule"
            ),
        };
        let period = period
            .zip(preperiod)
            .map(|(period, preperiod)| page::Period {
                period,
                preperiod,
                saltus: 0,
            });
        return page::others::loopy(
            &mut Looped(&graph),
            &table,
            grid,
            what,
            lines,
            period,
            &o.name,
            target,
            out,
        );
    }
    let shown = o.show.min(values.len());
    if o.json {
        let mut json = serde_json::json!({
            "game": o.name,
            "dims": dims,
            "loopy": true,
            "notation": "n, or ∞(A) with A the numbers among the options' values (∞(∅): none)",
            "reached": graph.reached(),
            "moves": graph.n_moves(),
            "period": period,
            "preperiod": preperiod,
            "saltus": null,
            "proved": false,
            "code": null,
            "counts": {"P": n_p, "N": n_n, "D": n_d},
            "lines": lines,
            "seconds": seconds,
        });
        let object = json.as_object_mut().expect("an object");
        if dims == 1 {
            object.insert("upto".into(), (values.len() - 1).into());
            object.insert("values".into(), values.len().into());
            object.insert("head".into(), texts[..shown].into());
            object.insert("loopy_values".into(), texts.clone().into());
            object.insert("outcomes".into(), outcomes.clone().into());
        } else {
            let (rows, cols) = o.r#box.unwrap_or(crate::cli::flags::DEFAULT_BOX);
            let cols = cols as usize;
            let p_positions: Vec<[u64; 2]> = (0..values.len())
                .filter(|&i| outcomes[i] == "P")
                .map(|i| [(i / cols) as u64, (i % cols) as u64])
                .collect();
            object.insert("box".into(), serde_json::json!([rows, cols]));
            object.insert("p_positions".into(), serde_json::json!(p_positions));
            object.insert("beatty".into(), serde_json::Value::Null);
            object.insert("sum".into(), serde_json::Value::Null);
            let rows_of = |all: Vec<String>| -> serde_json::Value {
                all.chunks(cols)
                    .map(|row| row.to_vec())
                    .collect::<Vec<_>>()
                    .into()
            };
            object.insert("loopy_values".into(), rows_of(texts.clone()));
            object.insert(
                "outcomes".into(),
                rows_of(outcomes.iter().map(|s| s.to_string()).collect()),
            );
        }
        writeln!(out, "{json}").map_err(write_err)?;
        return Ok(());
    }
    let mut text = String::new();
    if dims == 1 {
        let _ = writeln!(
            text,
            "{}: one heap, loopy: generalised values of heaps 0 … {} from the rule ({} positions reached, {seconds:.3} s)",
            o.name,
            values.len() - 1,
            graph.reached()
        );
        let cells: Vec<&str> = texts[..shown].iter().map(String::as_str).collect();
        heap_rows(&mut text, "values", &cells);
        heap_rows(&mut text, "outcomes", &outcomes[..shown]);
    } else {
        let (rows, cols) = o.r#box.unwrap_or(crate::cli::flags::DEFAULT_BOX);
        let _ = writeln!(
            text,
            "{}: a pair, loopy: generalised values on the box 0 ≤ a < {rows}, 0 ≤ b < {cols} from the rule ({} positions reached, {seconds:.3} s)",
            o.name,
            graph.reached()
        );
        let cells: Vec<&str> = texts.iter().map(String::as_str).collect();
        grid(
            &mut text,
            "values",
            &cells,
            rows as usize,
            cols as usize,
            o.show,
        );
        grid(
            &mut text,
            "outcomes",
            &outcomes,
            rows as usize,
            cols as usize,
            o.show,
        );
    }
    let listed = |class: &str, text: &mut String| {
        let found: Vec<String> = table
            .iter()
            .zip(&outcomes)
            .filter(|&(_, &c)| c == class)
            .map(|(&p, _)| show(p))
            .collect();
        let _ = write!(text, "{class}-positions in the range: {}", found.len());
        if !found.is_empty() {
            let _ = write!(text, ": {}", found[..found.len().min(24)].join(" "));
            if found.len() > 24 {
                let _ = write!(text, " …");
            }
        }
        let _ = writeln!(text);
    };
    listed("P", &mut text);
    listed("D", &mut text);
    for line in &lines {
        let _ = writeln!(text, "{line}");
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}

/// Rows of 20 cells, right-aligned to the widest.
fn heap_rows(text: &mut String, what: &str, cells: &[&str]) {
    if cells.is_empty() {
        return;
    }
    let w = cells.iter().map(|t| t.chars().count()).max().unwrap_or(1);
    let _ = write!(text, "{what} (0..{}):", cells.len());
    for (i, cell) in cells.iter().enumerate() {
        if i % 20 == 0 {
            let _ = write!(text, "\n  {i:>5}:");
        }
        let pad = w - cell.chars().count();
        let _ = write!(text, " {}{cell}", " ".repeat(pad));
    }
    let _ = writeln!(text);
}

/// A grid of cells over rows a and columns b (at most `show` of each).
fn grid(text: &mut String, what: &str, cells: &[&str], rows: usize, cols: usize, show: usize) {
    let (r, c) = (rows.min(show), cols.min(show));
    let w = (0..r)
        .flat_map(|a| cells[a * cols..a * cols + c].iter())
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(1)
        .max((c.max(1) - 1).to_string().len());
    let _ = writeln!(text, "{what}, row a, column b:");
    let aw = (r.max(1) - 1).to_string().len().max(1);
    let _ = write!(text, "  {:>aw$}  b:", "a");
    for b in 0..c {
        let _ = write!(text, " {b:>w$}");
    }
    let _ = writeln!(text);
    for a in 0..r {
        let _ = write!(text, "  {a:>aw$}    ");
        for cell in &cells[a * cols..a * cols + c] {
            let pad = w - cell.chars().count();
            let _ = write!(text, " {}{cell}", " ".repeat(pad));
        }
        let _ = writeln!(text);
    }
}

/// `--moves` under `--loopy`: the components' values, the sum's by Smith's
/// rule and its outcome; the winning moves (to a sum of value 0) of a win,
/// the moves that keep a draw.
pub fn moves<P: Position>(
    graph: &Loopy<P>,
    sum: &[P],
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let values: Vec<&Value> = sum
        .iter()
        .map(|&p| graph.value(p).expect("the sum is reached"))
        .collect();
    let total = gsg::sum(&values);
    let mut text = String::new();
    let _ = writeln!(
        text,
        "position {}: value {} (components {}; Smith's sum rule)",
        sum.iter().map(|&p| show(p)).collect::<Vec<_>>().join(" "),
        write_value(&total),
        values
            .iter()
            .map(|v| write_value(v))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let judged = judged_moves(graph, sum);
    let listed: Vec<&Judged<P>> = match total.outcome() {
        Outcome::P => {
            let _ = writeln!(
                text,
                "lost for the player to move: every move leaves a sum the opponent wins"
            );
            Vec::new()
        }
        Outcome::N => {
            let wins: Vec<&Judged<P>> = judged
                .iter()
                .filter(|j| j.leaves.outcome() == Outcome::P)
                .collect();
            let _ = writeln!(text, "won: {} winning move(s)", wins.len());
            wins
        }
        Outcome::D => {
            let keep: Vec<&Judged<P>> = judged
                .iter()
                .filter(|j| j.leaves.outcome() == Outcome::D)
                .collect();
            let _ = writeln!(
                text,
                "a draw: neither player can force a win; {} move(s) keep the draw (any other loses)",
                keep.len()
            );
            keep
        }
    };
    for j in listed {
        let _ = writeln!(
            text,
            "  {} (value {})",
            describe(&j.r#move, sum),
            write_value(&j.leaves)
        );
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}

/// The reached positions as a page's source (`--html`).
struct Looped<'a, P: Position>(&'a Loopy<P>);

impl<P: Position> page::Source<P> for Looped<'_, P> {
    fn options(&mut self, p: &P) -> Result<page::Opts<P>, String> {
        Ok(page::Opts::Parts(
            self.0
                .options(*p)
                .into_iter()
                .map(|(part, _)| part.into_iter().collect())
                .collect(),
        ))
    }
    fn value(&mut self, p: &P) -> Result<page::Valued, String> {
        let v = self
            .0
            .value(*p)
            .ok_or_else(|| format!("{} was not reached", show(*p)))?;
        Ok(page::Valued {
            text: write_value(v),
            num: None,
            class: letter(v.outcome()).chars().next().unwrap_or('?'),
        })
    }
    fn show(&mut self, p: &P) -> String {
        show(*p)
    }
}
