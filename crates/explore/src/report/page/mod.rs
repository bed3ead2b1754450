//! `--html FILE.html`: one self-contained page of a game — the table (rows
//! of a heap's values, a heat map of a pair's), the claims, a position
//! opened with its options, and play against the explorer — with its
//! scripts, styles and data inside the file, and a Content-Security-Policy
//! of `default-src 'none'`, so that it makes no request to any address.
//!
//! The page is built from a [`Page`]: the table's cells (every position's
//! value and outcome, as the text report prints them), the claims, and a
//! [`graph::Graph`] of the positions whose options it holds (within
//! [`graph::MAX_PARTS`]). Its script (`page/*.js`) opens positions and plays
//! by the same definitions as `--moves` and `--play`: a literal search of the
//! sum's positions for the remoteness (the winner wins as fast as it can,
//! the loser holds out as long as it can), within [`MAX_PAGE_SUMS`] sum
//! positions; past that, under normal play, the first winning move by the
//! values, as `--play` does.
//!
//! A stable contract for tests and scripts: every position's element
//! carries `data-pos` (the position as the text report writes it: `7`,
//! `3,5`, a family's start `n`) and `data-value` (its value as the report
//! prints it), and the claims are in the element with id `claims`.

pub mod graph;
mod html;
pub mod impartial;
pub mod others;
pub mod target;

use std::fmt::Write as _;

pub use graph::{Graph, Opts, Source, Valued};
pub use target::Target;

/// Sum positions the page's search holds before it stops (the page says so
/// and, under normal play, moves by the values instead).
pub const MAX_PAGE_SUMS: usize = 200_000;

/// Cells drawn one by one: a longer heap table is drawn to here and the
/// rest summarised in blocks; a larger box is drawn as its corner of
/// [`MAX_SIDE`] × [`MAX_SIDE`].
pub const MAX_CELLS: usize = 20_000;
/// The largest side of a box drawn cell by cell.
pub const MAX_SIDE: usize = 200;

/// The first line after the doctype of every page `grundy` writes: a file
/// holding it may be overwritten without `--force`.
pub const MARK: &str = "<!-- written by cargo xtask grundy -->";

/// What kind of game a page shows: it decides the colours, what the
/// opened position says and how the explorer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Grundy values under normal play; sums played by the values and the
    /// literal search.
    Impartial,
    /// Generalised values of a rule whose moves cycle: one position played,
    /// draws kept.
    Loopy,
    /// Canonical forms: sums played by the literal search of Left's and
    /// Right's moves.
    Partisan,
    /// Scores under optimal play: one start played, the scores kept.
    Scoring,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Impartial => "impartial",
            Kind::Loopy => "loopy",
            Kind::Partisan => "partisan",
            Kind::Scoring => "scoring",
        }
    }
}

/// A period found in a heap's table (the convention of the text report:
/// G(n + p) = G(n) + s for n ≥ n0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub period: usize,
    pub preperiod: usize,
    pub saltus: i64,
}

/// Everything a page shows.
pub struct Page {
    /// The game's name (the file or the code).
    pub name: String,
    pub kind: Kind,
    /// The header's line: what the table is (`one heap, G(0) … G(40) from the rule`).
    pub what: String,
    /// How a cell's value is named in the key (`G(n)`, `V(start(n))`).
    pub entry: String,
    /// `None`: one parameter; `Some((rows, cols))`: a box.
    pub grid: Option<(usize, usize)>,
    /// Every cell of the table, in order (row by row for a box): its value
    /// as the report prints it and its outcome.
    pub cells: Vec<Valued>,
    /// The positions held; its first nodes are the cells drawn.
    pub graph: Graph,
    /// The claims, worded as the text report words them.
    pub claims: Vec<String>,
    pub period: Option<Period>,
    /// Why play is limited, or not offered (`None`: sums can be played).
    pub play_note: Option<String>,
    /// A family: its starts are positions of its own type, written by
    /// `show` (the cells are keyed by the start's parameter).
    pub family: bool,
}

/// The page's text: HTML with its styles, scripts and data inside.
pub fn render(page: &Page) -> String {
    let mut out = String::with_capacity(1 << 16);
    let _ = writeln!(out, "<!DOCTYPE html>\n{MARK}");
    out.push_str("<html lang=\"en\"><head><meta charset=\"utf-8\">\n");
    // Nothing may be fetched: no script, style, image, font or connection
    // from any address; the inline ones are the page's own.
    out.push_str("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    let _ = writeln!(
        out,
        "<title>{} — the explorer</title>",
        html::escape(&page.name)
    );
    let _ = writeln!(
        out,
        "<style>\n{}</style>\n</head>",
        include_str!("page.css")
    );
    html::body(page, &mut out);
    let _ = writeln!(
        out,
        "<script type=\"application/json\" id=\"page-data\">{}</script>",
        data(page).to_string().replace("</", "<\\/")
    );
    out.push_str("<script>\n\"use strict\";\n");
    for script in [
        include_str!("data.js"),
        include_str!("search.js"),
        include_str!("view.js"),
        include_str!("play.js"),
    ] {
        out.push_str(script);
        out.push('\n');
    }
    out.push_str("</script>\n</body></html>\n");
    out
}

/// The data the page's script reads: the held positions and how to play.
fn data(page: &Page) -> serde_json::Value {
    let g = &page.graph;
    let numbers = g.value.iter().all(|v| v.num.is_some())
        && g.value
            .iter()
            .all(|v| v.num.map(|n| n.to_string()).as_deref() == Some(&v.text));
    let last_held = g
        .options
        .iter()
        .rposition(Option::is_some)
        .map_or(0, |i| i + 1);
    let mut d = serde_json::json!({
        "name": page.name,
        "kind": page.kind.name(),
        "dims": if page.grid.is_some() { 2 } else { 1 },
        // The columns drawn (a box past MAX_SIDE is drawn as its corner).
        "cols": page.grid.map_or(0, |g| html::drawn_shape(Some(g), page.cells.len()).1),
        "cells": g.cells,
        "family": page.family,
        "cls": g.value.iter().map(|v| v.class).collect::<String>(),
        "opt": &g.options[..last_held],
        "closed": g.closed,
        "parts": g.parts,
        "budget": g.budget,
        "bound": MAX_PAGE_SUMS,
        "play_note": page.play_note,
    });
    if numbers {
        d["num"] = serde_json::json!(g.value.iter().map(|v| v.num).collect::<Vec<_>>());
    } else {
        d["value"] = serde_json::json!(g.value.iter().map(|v| &v.text).collect::<Vec<_>>());
        if g.value.iter().all(|v| v.num.is_some()) {
            d["num"] = serde_json::json!(g.value.iter().map(|v| v.num).collect::<Vec<_>>());
        }
    }
    // A heap's or a pair's positions are written as their cells' keys; a
    // family's, and the positions reached past the cells, by `show`.
    let keyed = !page.family && (0..g.cells).all(|i| g.text[i] == html::key(page.grid, i));
    d["text"] = if keyed {
        serde_json::json!(g.text[g.cells..])
    } else {
        serde_json::json!(g.text)
    };
    d["keyed"] = serde_json::json!(keyed);
    d
}

/// The line the run prints: the file, its size and what it holds.
pub fn summary(page: &Page, path: &std::path::Path, bytes: usize) -> String {
    let g = &page.graph;
    format!(
        "page: {} ({} KB: {} positions of the table, the options of {} positions held)",
        path.display(),
        bytes.div_ceil(1024),
        page.cells.len(),
        g.held()
    )
}

/// Writes the page to `target` and the summary line to `out`.
pub fn write(page: &Page, target: Target, out: &mut dyn std::io::Write) -> Result<(), String> {
    let text = render(page);
    let path = target.path().to_path_buf();
    target.write(&text)?;
    writeln!(out, "{}", summary(page, &path, text.len()))
        .map_err(|e| format!("writing the report: {e}"))
}
