//! A partisan rule's report: each position's canonical form in CGSuite's
//! notation, its outcome class, whether every value is a number, `--json`;
//! and `--moves POS --side`: the good moves of a sum (the values are
//! [`crate::engines::partisan`]'s).

use std::fmt::Write as _;
use std::io;
use std::time::Instant;

use play::partisan::Outcome;

use crate::cli::flags::{DEFAULT_BOX, Options};
use crate::engines::partisan::{Values, good_moves};
use crate::source::partisan::DEFAULT_UPTO;
use crate::source::position::{Position, parse_sum, show};

/// The two kinds of position a partisan rule is tabled over.
pub trait Table: Position + Send {
    /// The positions the flags ask for (heaps 0..=upto, or the box row by row).
    fn positions(o: &Options) -> Result<Vec<Self>, String>;
    /// `"upto": N` or `"box": [A, B]`, and the header line's extent.
    fn extent_json(o: &Options) -> (&'static str, serde_json::Value, String);
    /// Rows of the table (one row for a heap).
    fn rows(o: &Options) -> (usize, usize);
    /// [`run`] on the rules behind pointers: implemented for `u64` and
    /// `(u64, u64)` here, so that a rule file compiles only its rules.
    #[doc(hidden)]
    fn report_erased(
        left: Side<'_, Self>,
        right: Side<'_, Self>,
        o: &Options,
        side_left: bool,
        out: &mut dyn io::Write,
    ) -> Result<(), String>;
}

impl Table for u64 {
    fn report_erased(
        left: Side<'_, Self>,
        right: Side<'_, Self>,
        o: &Options,
        side_left: bool,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        report_with(left, right, o, side_left, out)
    }
    fn positions(o: &Options) -> Result<Vec<u64>, String> {
        if o.r#box.is_some() {
            return Err(
                "--box is for pair rules; this rule takes one heap (use --upto N)".to_string(),
            );
        }
        let upto = o.upto.unwrap_or(DEFAULT_UPTO);
        if upto > 1 << 20 {
            return Err(format!(
                "--upto {upto}: at most 2^20 heaps for a partisan rule"
            ));
        }
        Ok((0..=upto).collect())
    }
    fn extent_json(o: &Options) -> (&'static str, serde_json::Value, String) {
        let upto = o.upto.unwrap_or(DEFAULT_UPTO);
        ("upto", upto.into(), format!("one heap, 0 … {upto}"))
    }
    fn rows(o: &Options) -> (usize, usize) {
        (1, o.upto.unwrap_or(DEFAULT_UPTO) as usize + 1)
    }
}

impl Table for (u64, u64) {
    fn report_erased(
        left: Side<'_, Self>,
        right: Side<'_, Self>,
        o: &Options,
        side_left: bool,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        report_with(left, right, o, side_left, out)
    }
    fn positions(o: &Options) -> Result<Vec<(u64, u64)>, String> {
        if o.upto.is_some() {
            return Err(
                "--upto is for one-heap rules; this rule takes a pair (use --box A,B)".to_string(),
            );
        }
        let (rows, cols) = o.r#box.unwrap_or(DEFAULT_BOX);
        Ok((0..rows)
            .flat_map(|a| (0..cols).map(move |b| (a, b)))
            .collect())
    }
    fn extent_json(o: &Options) -> (&'static str, serde_json::Value, String) {
        let (a, b) = o.r#box.unwrap_or(DEFAULT_BOX);
        (
            "box",
            serde_json::json!([a, b]),
            format!("a pair, the box 0 ≤ a < {a}, 0 ≤ b < {b}"),
        )
    }
    fn rows(o: &Options) -> (usize, usize) {
        let (a, b) = o.r#box.unwrap_or(DEFAULT_BOX);
        (a as usize, b as usize)
    }
}

fn write_err(e: io::Error) -> String {
    format!("writing the report: {e}")
}

fn class(o: Outcome) -> String {
    o.to_string()
}

/// A side's rule behind a pointer: what [`crate::entry::partisan::run`] hands to
/// [`Table::report_erased`], so that the explorer is compiled once per position
/// type, in this crate, and a rule file compiles only its rules.
pub type Side<'a, P> = &'a dyn Fn(P) -> Vec<Vec<P>>;

/// The body of [`Table::report_erased`], for either position type.
pub fn report_with<P: Table>(
    left: Side<'_, P>,
    right: Side<'_, P>,
    o: &Options,
    side_left: bool,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let mut values = Values::new(left, right);
    if let Some(pos) = &o.moves {
        let sum = parse_sum::<P>(pos)?;
        return moves(&mut values, &sum, side_left, out);
    }
    let positions = <P as Table>::positions(o)?;
    let target = match &o.html {
        Some(path) => Some(super::page::Target::open(path, o.force)?),
        None => None,
    };
    let start = Instant::now();
    let mut forms = Vec::with_capacity(positions.len());
    let mut outcomes = Vec::with_capacity(positions.len());
    let mut first_non_number = None;
    for &p in &positions {
        let v = values.value(p).map_err(|e| e.to_string())?;
        let form = values.display(v);
        if first_non_number.is_none() && values.games.number(v).is_none() {
            first_non_number = Some((p, form.clone()));
        }
        forms.push(form);
        outcomes.push(class(values.games.outcome(v)));
    }
    let seconds = start.elapsed().as_secs_f64();
    let (rows, cols) = <P as Table>::rows(o);
    let (key, extent, header) = <P as Table>::extent_json(o);
    let all_numbers = first_non_number.is_none();
    if let Some(target) = target {
        let count = |c: &str| outcomes.iter().filter(|x| *x == c).count();
        let claims = vec![
            format!(
                "outcome classes: L {}, R {}, N {}, P {} (L: Left wins, R: Right wins, N: the first player, P: the second)",
                count("L"),
                count("R"),
                count("N"),
                count("P")
            ),
            match &first_non_number {
                None => format!(
                    "every value is a number (checked on these {} positions, not beyond)",
                    positions.len()
                ),
                Some((p, form)) => format!(
                    "not all numbers: the first that is not is {} = {form}",
                    show(*p)
                ),
            },
        ];
        let grid = (P::DIMS == 2).then_some((rows, cols));
        let what = format!(
            "a partisan rule, {header}: canonical forms (CGSuite's notation) and outcome classes"
        );
        return super::page::others::partisan(
            &mut values,
            &positions,
            grid,
            what,
            claims,
            &o.name,
            target,
            out,
        );
    }
    if o.json {
        let (forms_json, outcomes_json) = if P::DIMS == 1 {
            (serde_json::json!(forms), serde_json::json!(outcomes))
        } else {
            (
                serde_json::json!(forms.chunks(cols.max(1)).collect::<Vec<_>>()),
                serde_json::json!(outcomes.chunks(cols.max(1)).collect::<Vec<_>>()),
            )
        };
        let mut json = serde_json::json!({
            "game": o.name,
            "dims": P::DIMS,
            "partisan": true,
            "forms": forms_json,
            "outcomes": outcomes_json,
            "all_numbers": all_numbers,
            "seconds": seconds,
        });
        json[key] = extent;
        writeln!(out, "{json}").map_err(write_err)?;
        return Ok(());
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "{}: a partisan rule, {header}: canonical forms by the rule ({} positions in {seconds:.3} s)",
        o.name,
        positions.len()
    );
    let cell = |i: usize| format!("{} {}", forms[i], outcomes[i]);
    if P::DIMS == 1 {
        let _ = writeln!(
            text,
            "n: canonical form (CGSuite's notation) and outcome class"
        );
        for (i, p) in positions.iter().enumerate().take(o.show) {
            let _ = writeln!(text, "  {:>5}: {}", show(*p), cell(i));
        }
    } else {
        let (r, c) = (rows.min(o.show), cols.min(o.show));
        let w = (0..r)
            .flat_map(|a| (0..c).map(move |b| a * cols + b))
            .map(|i| cell(i).chars().count())
            .max()
            .unwrap_or(1)
            .max((c.max(1) - 1).to_string().len());
        let _ = writeln!(
            text,
            "row a, column b: canonical form and outcome class{}",
            if r < rows || c < cols {
                format!(" (the first {r} rows and {c} columns; --show K for more)")
            } else {
                String::new()
            }
        );
        let _ = write!(text, "  {:>4} b:", "a");
        for b in 0..c {
            let _ = write!(text, " {b:>w$}");
        }
        let _ = writeln!(text);
        for a in 0..r {
            let _ = write!(text, "  {a:>4}   ");
            for b in 0..c {
                let s = cell(a * cols + b);
                let pad = w - s.chars().count();
                let _ = write!(text, " {}{s}", " ".repeat(pad));
            }
            let _ = writeln!(text);
        }
    }
    let count = |c: &str| outcomes.iter().filter(|x| *x == c).count();
    let _ = writeln!(
        text,
        "outcome classes: L {}, R {}, N {}, P {} (L: Left wins, R: Right wins, N: the first player, P: the second)",
        count("L"),
        count("R"),
        count("N"),
        count("P")
    );
    match &first_non_number {
        None => {
            let _ = writeln!(
                text,
                "every value is a number (checked on these {} positions, not beyond)",
                positions.len()
            );
        }
        Some((p, form)) => {
            let _ = writeln!(
                text,
                "not all numbers: the first that is not is {} = {form}",
                show(*p)
            );
        }
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}

/// `--moves`: the sum's value and outcome class, and every good move of the
/// side to move — one leaving a sum that side wins moving second, that is a
/// value `≥ 0` for Left or `≤ 0` for Right (by canonical arithmetic).
pub fn moves<P: Position, L: FnMut(P) -> Vec<Vec<P>>, R: FnMut(P) -> Vec<Vec<P>>>(
    values: &mut Values<P, L, R>,
    sum: &[P],
    side_left: bool,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let good = good_moves(values, sum, side_left).map_err(|e| e.to_string())?;
    let total = values.sum(sum).map_err(|e| e.to_string())?;
    let name = if side_left { "Left" } else { "Right" };
    let mut text = String::new();
    let _ = writeln!(
        text,
        "position {}: value {} (outcome class {}); {name} to move",
        sum.iter().map(|&p| show(p)).collect::<Vec<_>>().join(" "),
        values.display(total),
        values.games.outcome(total)
    );
    let target = if side_left { "≥ 0" } else { "≤ 0" };
    if good.is_empty() {
        let _ = writeln!(
            text,
            "lost for {name} moving first: no move leaves a value {target}"
        );
    } else {
        let _ = writeln!(
            text,
            "won for {name} moving first: {} good move(s) (each leaves a value {target}, a sum {name} wins moving second)",
            good.len()
        );
        for (m, v) in &good {
            let parts = if m.parts.is_empty() {
                "nothing".to_string()
            } else {
                m.parts
                    .iter()
                    .map(|&p| show(p))
                    .collect::<Vec<_>>()
                    .join(" + ")
            };
            let _ = writeln!(
                text,
                "  component {}: {} → {parts} (leaves value {})",
                m.component + 1,
                show(sum[m.component]),
                values.display(*v)
            );
        }
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}
