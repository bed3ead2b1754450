//! `--loopy`: a rule whose moves cycle, valued by the generalised
//! Sprague–Grundy function (C. A. B. Smith 1966; Fraenkel and Yesha 1986) as
//! `gamecore::cyclic::loopy` computes it, instead of the engine's cycle error.
//!
//! Every position the rule reaches from the table's range (heaps
//! `0..=upto`, or the box of pairs, and the components of `--moves`) is
//! listed breadth first — iteratively, and refused past [`MAX_POSITIONS`] —,
//! the moves are stored in compressed form and `gamecore::cyclic::loopy::values`
//! gives each position a number `n` or `∞(A)`, `A` the numbers among its
//! options' values. The reached set is closed under moves, so every value
//! is exact (a finite computation); a pattern read from the table is only
//! *apparent*.
//!
//! Notation (the literature's, Fraenkel's `∞(K)`): a number is written as
//! it is, an infinite value as `∞(0,2)`, `∞(∅)` when no option has a
//! number. The outcome classes: `P` (value 0, the player to move loses),
//! `N` (a number above 0, or `∞(A)` with 0 in `A`: the player to move wins)
//! and `D` (`∞(A)` with 0 not in `A`: a draw, neither can force a win).
//!
//! A move that splits a position into several parts leaves a *sum*, and a
//! sum of loopy games is not one position of a graph of single positions:
//! its value is not a function of the parts' values inside the staged
//! definition (a position's value depends on its options' options, and a
//! sum's options range over every component). Computing it soundly would
//! need the graph of multisets of positions, so `--loopy` refuses a rule
//! with a multi-part option, naming the position. An option that leaves
//! nothing (`vec![]`) is a move to the empty game (value 0). Sums typed on
//! the command line (`--moves`) are decided by Smith's sum rule
//! (`gamecore::cyclic::loopy::sum`), which is a theorem for sums of graph positions.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io;
use std::time::Instant;

use gamecore::cyclic::loopy::{self as gsg, Outcome, Value};
use gamecore::cyclic::retrograde::Csr;

use crate::engine::{Position, show};
use crate::run::Options;
use crate::sums::Move;

/// Positions `--loopy` lists before it refuses (the graph and its values
/// then take a few hundred megabytes at most).
pub const MAX_POSITIONS: usize = 1 << 21;

/// The node of the empty game (what an option that leaves nothing leads to).
const END: usize = 0;

/// A value as the explorer writes it: `3`, `∞(0,2)`, `∞(∅)`.
///
/// ```
/// use explore::loopy::write_value;
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

/// The reached graph of a rule and its generalised values.
pub struct Loopy<P> {
    /// Node `k ≥ 1` is `positions[k - 1]`; node 0 is the empty game.
    positions: Vec<P>,
    index: HashMap<P, usize>,
    starts: Vec<usize>,
    targets: Vec<usize>,
    values: Vec<Value>,
}

impl<P: Position> Loopy<P> {
    /// Lists every position reachable from `roots` under `rule`, breadth
    /// first, and values them. An error (one sentence) for a multi-part
    /// option or more than `cap` positions.
    pub fn new<F: FnMut(P) -> Vec<Vec<P>>>(
        rule: &mut F,
        roots: impl IntoIterator<Item = P>,
        cap: usize,
    ) -> Result<Self, String> {
        let mut positions: Vec<P> = Vec::new();
        let mut index: HashMap<P, usize> = HashMap::new();
        let mut add = |p: P, positions: &mut Vec<P>| -> Result<usize, String> {
            if let Some(&k) = index.get(&p) {
                return Ok(k);
            }
            if positions.len() >= cap {
                return Err(format!(
                    "--loopy: the rule reaches more than {cap} positions from the table's range (the last: {}); the generalised values need a finite graph: use a smaller --upto or --box",
                    show(p)
                ));
            }
            positions.push(p);
            index.insert(p, positions.len());
            Ok(positions.len())
        };
        for p in roots {
            add(p, &mut positions)?;
        }
        // The empty game: no moves.
        let mut starts = vec![0, 0];
        let mut targets = Vec::new();
        let mut at = 0;
        while at < positions.len() {
            let p = positions[at];
            for parts in rule(p) {
                let target = match parts[..] {
                    [] => END,
                    [q] => add(q, &mut positions)?,
                    _ => {
                        let parts: Vec<String> = parts.iter().map(|&q| show(q)).collect();
                        return Err(format!(
                            "--loopy: {} has an option that leaves {} parts ({}); the generalised values are computed on a graph of single positions, and a sum of loopy games is not one such position, so --loopy takes rules whose every option leaves one part or nothing",
                            show(p),
                            parts.len(),
                            parts.join(" + ")
                        ));
                    }
                };
                targets.push(target);
            }
            starts.push(targets.len());
            at += 1;
        }
        let values = gsg::values(&Csr::new(&starts, &targets));
        Ok(Loopy {
            positions,
            index,
            starts,
            targets,
            values,
        })
    }

    /// How many positions were reached (the empty game not counted).
    pub fn reached(&self) -> usize {
        self.positions.len()
    }

    /// How many moves the reached positions have.
    pub fn n_moves(&self) -> usize {
        self.targets.len()
    }

    /// The value of a reached position (`None` if it was not reached).
    pub fn value(&self, p: P) -> Option<&Value> {
        self.index.get(&p).map(|&k| &self.values[k])
    }

    /// The options of a reached position, in the rule's order: each the
    /// part it leaves (`None`: nothing) and its value.
    pub fn options(&self, p: P) -> Vec<(Option<P>, &Value)> {
        let k = self.index[&p];
        self.targets[self.starts[k]..self.starts[k + 1]]
            .iter()
            .map(|&t| {
                let part = (t != END).then(|| self.positions[t - 1]);
                (part, &self.values[t])
            })
            .collect()
    }
}

/// The positions of the table's range, in table order.
fn range<P: Position>(extent: P::Extent) -> impl Iterator<Item = P> {
    (0..P::table_len(extent)).map(move |i| P::at(i, extent))
}

/// The smallest apparent period of `ids` (value classes, in table order):
/// `(preperiod, period)` with `ids[n] = ids[n + period]` from the preperiod
/// on, at least two periods seen.
fn apparent_period(ids: &[usize]) -> Option<(usize, usize)> {
    let len = ids.len();
    (1..=len / 2).find_map(|period| {
        let last_break = (0..len - period).rev().find(|&n| ids[n] != ids[n + period]);
        let pre = last_break.map_or(0, |n| n + 1);
        (pre + 2 * period <= len).then_some((pre, period))
    })
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
        let sum: Vec<P> = crate::sums::parse(text)?;
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
            let (rows, cols) = o.r#box.unwrap_or(crate::run::DEFAULT_BOX);
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
        let (rows, cols) = o.r#box.unwrap_or(crate::run::DEFAULT_BOX);
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

/// A move of a sum and the value of the sum it leaves.
pub struct Judged<P> {
    pub r#move: Move<P>,
    pub leaves: Value,
}

/// Every move of `sum` (component by component, each component's options in
/// the rule's order) with the value, by Smith's sum rule, of what it leaves.
pub fn judged_moves<P: Position>(graph: &Loopy<P>, sum: &[P]) -> Vec<Judged<P>> {
    let values: Vec<&Value> = sum
        .iter()
        .map(|&p| graph.value(p).expect("the sum is reached"))
        .collect();
    let mut judged = Vec::new();
    for (component, &p) in sum.iter().enumerate() {
        for (part, value) in graph.options(p) {
            let mut after = values.clone();
            after[component] = value;
            judged.push(Judged {
                r#move: Move {
                    component,
                    parts: part.into_iter().collect(),
                },
                leaves: gsg::sum(&after),
            });
        }
    }
    judged
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
            j.r#move.describe(sum),
            write_value(&j.leaves)
        );
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn periods_need_two_repeats() {
        assert_eq!(apparent_period(&[0, 1, 0, 1, 0, 1]), Some((0, 2)));
        assert_eq!(apparent_period(&[5, 0, 1, 0, 1]), Some((1, 2)));
        assert_eq!(apparent_period(&[0, 1, 2]), None);
    }

    #[test]
    fn multi_part_options_and_the_cap_are_refused() {
        let mut split = |n: u64| if n >= 2 { vec![vec![1, n - 1]] } else { vec![] };
        let err = Loopy::new(&mut split, 0..5, 100).err().unwrap();
        assert!(
            err.contains("2 has an option that leaves 2 parts (1 + 1)"),
            "{err}"
        );
        let mut up = |n: u64| vec![vec![n + 1]];
        let err = Loopy::new(&mut up, 0..1, 1000).err().unwrap();
        assert!(err.contains("more than 1000 positions"), "{err}");
    }
}
