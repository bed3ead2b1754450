//! `--misere`: the rule under misère play (the player who cannot move
//! wins), by literal search of the sums' real positions ([`crate::engines::literal`]),
//! since Sprague–Grundy values do not add under misère play.
//!
//! The table gives each table position's outcome (`P`: lost for the player
//! to move, `N`: won; the empty position is `N`, its mover cannot move and so
//! wins) and, for a rule whose moves never split (no option leaves two or
//! more parts that have a move), its misère Grundy value G⁻ (1 for a
//! position without a move, else the mex of its options' values; P exactly
//! where G⁻ = 0). `--moves` and `--play` judge a sum by the same search.
//!
//! The search holds at most [`crate::engines::literal::MAX_SUMS`] sum positions: a
//! table past it stops with an error naming the last position decided (with
//! the default `--upto`, the table is cut there and says so), and so does a
//! sum given to `--moves` or `--play`.

use std::fmt::Write as _;
use std::hash::Hash;
use std::io;
use std::time::Instant;

use crate::analyse::apparent_pattern;
use crate::cli::flags::Options;
use crate::engines::literal::{Convention, MAX_SUMS, Search};
use crate::engines::misere::{Table, table};
use crate::source::position::{Position, parse_sum, show};

fn letter(won: bool) -> &'static str {
    if won { "N" } else { "P" }
}

/// `--misere` on a heap or pair rule: the table, or `--moves`, or `--play`.
pub fn run<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    mut rule: F,
    extent: P::Extent,
    o: &Options,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    if o.plot.is_some() {
        return Err("--plot is not for --misere (the table is printed)".to_string());
    }
    let mut moves = |p: &P| rule(*p);
    let max_sums = o.max_sums.unwrap_or(MAX_SUMS);
    let mut search = Search::with_max_sums(Convention::Misere, max_sums);
    if let Some(pos) = &o.moves {
        let sum = parse_sum::<P>(pos)?;
        return super::moves::literal_moves(&mut search, &mut moves, &sum, o.json, out);
    }
    if let Some(pos) = &o.play {
        let sum = parse_sum::<P>(pos)?;
        let mut referee = super::play::Literal { search, moves };
        return super::play::play(&mut referee, sum, input, out);
    }
    // The table needs outcomes only: sums stop at their first winning move.
    let mut search = Search::outcomes_only(Convention::Misere, max_sums);
    let len = P::table_len(extent);
    let positions = (0..len).map(|i| P::at(i, extent));
    report::<P, P>(
        positions,
        &mut moves,
        &mut search,
        extent,
        o,
        &Names::HEAPS,
        out,
    )
}

/// What a misère table's positions are called: heaps (or pairs) of a rule,
/// or the starts of a family (`examples`: the first starts, written out).
pub(crate) struct Names {
    pub(crate) starts: bool,
    pub(crate) examples: Option<String>,
}

impl Names {
    pub(crate) const HEAPS: Names = Names {
        starts: false,
        examples: None,
    };

    /// `heap 5`, `the pair 3,4`, or `start(5)`.
    fn one<K: Position>(&self, k: K) -> String {
        match (self.starts, K::DIMS) {
            (true, _) => format!("start({})", show(k)),
            (false, 1) => format!("heap {}", show(k)),
            (false, _) => format!("the pair {}", show(k)),
        }
    }

    /// `heaps 0..=4`, or `start(0..=4)`.
    fn upto(&self, last: usize) -> String {
        if self.starts {
            format!("start(0..={last})")
        } else {
            format!("heaps 0..={last}")
        }
    }
}

/// The misère table of `positions` (position `i` the table's `K::at(i)`),
/// reported: `--json`'s object or the text.
pub(crate) fn report<K: Position, P: Clone + Eq + Hash + std::fmt::Debug>(
    positions: impl IntoIterator<Item = P>,
    moves: &mut impl FnMut(&P) -> Vec<Vec<P>>,
    search: &mut Search<P>,
    extent: K::Extent,
    o: &Options,
    names: &Names,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let start = Instant::now();
    let len = K::table_len(extent);
    let t = table(positions, moves, search);
    let seconds = start.elapsed().as_secs_f64();
    let decided = t.won.len();
    if let Some(stop) = &t.stop {
        // Only a one-parameter table given no --upto is cut short;
        // otherwise refused.
        let given = o.upto.is_some() || o.r#box.is_some() || K::DIMS != 1;
        if given || decided == 0 {
            let what = if decided == 0 {
                String::new()
            } else if K::DIMS == 1 {
                format!(
                    "; {} were decided within it (--upto {})",
                    names.upto(decided - 1),
                    decided - 1
                )
            } else {
                format!(
                    "; the first {decided} positions in row order were decided within it (the box {})",
                    show(K::at(decided - 1, extent))
                )
            };
            return Err(format!(
                "--misere: {} could not be decided: {stop}{what}",
                names.one(K::at(decided, extent))
            ));
        }
    }
    if o.json {
        let outcomes: Vec<&str> = t.won.iter().map(|&w| letter(w)).collect();
        let mut json = serde_json::json!({
            "game": o.name,
            "dims": K::DIMS,
            "misere": true,
            "outcomes": outcomes,
            "misere_grundy": t.grundy,
            "splits": search.splits(),
            "positions": search.sums(),
            "stopped": t.stop.as_ref().map(|s| s.to_string()),
            "seconds": seconds,
        });
        if K::DIMS == 1 {
            json["upto"] = serde_json::json!(decided.saturating_sub(1));
        } else {
            let (rows, cols) = grid_shape::<K>(extent, len);
            let rows_of = |flat: Vec<serde_json::Value>| -> Vec<Vec<serde_json::Value>> {
                flat.chunks(cols).map(<[_]>::to_vec).collect()
            };
            json["box"] = serde_json::json!([rows, cols]);
            json["outcomes"] = serde_json::json!(rows_of(
                t.won
                    .iter()
                    .map(|&w| serde_json::json!(letter(w)))
                    .collect()
            ));
            json["misere_grundy"] = serde_json::json!(
                t.grundy
                    .as_ref()
                    .map(|g| rows_of(g.iter().map(|&v| serde_json::json!(v)).collect()))
            );
        }
        writeln!(out, "{json}").map_err(write_err)?;
        return Ok(());
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "{}: misère play (the player who cannot move wins), each {}'s outcome by literal search of the sums the rule reaches ({} sum positions in {seconds:.3} s)",
        o.name,
        if names.starts {
            "start"
        } else {
            "table position"
        },
        search.sums()
    );
    if let Some(examples) = &names.examples {
        let _ = writeln!(text, "{examples}");
    }
    if K::DIMS == 1 {
        heap_report(&mut text, &t, o.show, names.starts);
    } else {
        let (rows, cols) = grid_shape::<K>(extent, len);
        pair_report(&mut text, &t, rows, cols, o.show, names.starts);
    }
    if let Some(stop) = &t.stop {
        let _ = writeln!(
            text,
            "stopped at {}: {stop}; {} were decided (the default --upto; give --upto {} or less)",
            names.one(K::at(decided, extent)),
            names.upto(decided - 1),
            decided - 1
        );
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}

fn write_err(e: io::Error) -> String {
    format!("writing the report: {e}")
}

/// Rows and columns of a pair table (`len` positions).
fn grid_shape<P: Position>(extent: P::Extent, len: usize) -> (usize, usize) {
    let last = show(P::at(len - 1, extent));
    let (a, b) = last.split_once(',').unwrap_or(("0", "0"));
    let rows = a.parse::<usize>().unwrap_or(0) + 1;
    let cols = b.parse::<usize>().unwrap_or(0) + 1;
    (rows, cols)
}

fn rows_of_20(text: &mut String, label: &str, items: &[String], show: usize) {
    let shown = show.min(items.len());
    if shown == 0 {
        return;
    }
    let _ = write!(text, "{label}");
    for (i, v) in items[..shown].iter().enumerate() {
        if i % 20 == 0 {
            let _ = write!(text, "\n  {i:>5}:");
        }
        let _ = write!(text, " {v}");
    }
    let _ = writeln!(text);
}

fn heap_report(text: &mut String, t: &Table, show: usize, starts: bool) {
    let n = t.won.len();
    let letters: Vec<String> = t.won.iter().map(|&w| letter(w).to_string()).collect();
    let (of, among, named) = if starts {
        (
            format!("start(n), n = 0..{}", show.min(n)),
            format!("start(0..={})", n.saturating_sub(1)),
            format!("G⁻(start(n)), n = 0..{}", show.min(n)),
        )
    } else {
        (
            format!("heaps 0..{}", show.min(n)),
            format!("heaps 0..={}", n.saturating_sub(1)),
            format!("G⁻(0..{})", show.min(n)),
        )
    };
    rows_of_20(
        text,
        &format!("outcomes of {of} (P: lost for the player to move, N: won):"),
        &letters,
        show,
    );
    let p: Vec<usize> = (0..n).filter(|&i| !t.won[i]).collect();
    let listed: Vec<String> = p.iter().take(24).map(usize::to_string).collect();
    let _ = writeln!(
        text,
        "P-positions among {among}: {}{}{}",
        p.len(),
        if listed.is_empty() { "" } else { ": " },
        listed.join(" ") + if p.len() > listed.len() { " …" } else { "" }
    );
    match &t.grundy {
        Some(g) => {
            let values: Vec<String> = g.iter().map(u32::to_string).collect();
            rows_of_20(
                text,
                &format!(
                    "misère Grundy values {named} (the rule never splits: G⁻ = 1 without a move, else the mex of the options'):"
                ),
                &values,
                show,
            );
            pattern_line(text, "G⁻", g);
        }
        None => {
            let _ = writeln!(
                text,
                "no misère Grundy values: some option splits into two or more parts with a move, and misère values of sums do not add"
            );
        }
    }
    let bits: Vec<u32> = t.won.iter().map(|&w| u32::from(w)).collect();
    pattern_line(text, "the outcomes (P = 0, N = 1)", &bits);
}

/// The apparent period of `values`, if one holds at the end.
fn pattern_line(text: &mut String, what: &str, values: &[u32]) {
    match apparent_pattern(values) {
        Some(p) if p.saltus == 0 => {
            let _ = writeln!(
                text,
                "apparent, checked to N = {}: {what} periodic, period {}, preperiod {}",
                values.len(),
                p.period,
                p.preperiod
            );
        }
        Some(p) => {
            let _ = writeln!(
                text,
                "apparent, checked to N = {}: {what} arithmetic-periodic, period {}, saltus {}, preperiod {}",
                values.len(),
                p.period,
                p.saltus,
                p.preperiod
            );
        }
        None => {
            let _ = writeln!(
                text,
                "no period found in {what} (checked to N = {})",
                values.len()
            );
        }
    }
}

fn pair_report(text: &mut String, t: &Table, rows: usize, cols: usize, show: usize, starts: bool) {
    let (r, c) = (rows.min(show), cols.min(show));
    let cell = |i: usize| -> String {
        match &t.grundy {
            Some(_) if !t.won[i] => "P".to_string(),
            Some(g) => g[i].to_string(),
            None => letter(t.won[i]).to_string(),
        }
    };
    let w = (0..r)
        .flat_map(|a| (0..c).map(move |b| a * cols + b))
        .map(|i| cell(i).len())
        .max()
        .unwrap_or(1)
        .max((c.max(1) - 1).to_string().len());
    let _ = writeln!(
        text,
        "{}, row a, column b{}:",
        if t.grundy.is_some() && starts {
            "misère Grundy values G⁻(start(a, b)) (P where G⁻ = 0, a P-position)"
        } else if t.grundy.is_some() {
            "misère Grundy values G⁻(a, b) (P where G⁻ = 0, a P-position)"
        } else {
            "outcomes (P: lost for the player to move, N: won; some option splits, so no misère Grundy values)"
        },
        if r < rows || c < cols {
            format!(" (the first {r} rows and {c} columns; --show K for more)")
        } else {
            String::new()
        }
    );
    let aw = (r.max(1) - 1).to_string().len();
    let _ = write!(text, "  {:>aw$}  b:", "a");
    for b in 0..c {
        let _ = write!(text, " {b:>w$}");
    }
    let _ = writeln!(text);
    for a in 0..r {
        let _ = write!(text, "  {a:>aw$}    ");
        for b in 0..c {
            let _ = write!(text, " {:>w$}", cell(a * cols + b));
        }
        let _ = writeln!(text);
    }
    let p: Vec<String> = (0..t.won.len())
        .filter(|&i| !t.won[i])
        .map(|i| format!("({},{})", i / cols, i % cols))
        .collect();
    let _ = writeln!(
        text,
        "P-positions in the box: {}{}{}",
        p.len(),
        if p.is_empty() { "" } else { ":" },
        p.iter()
            .take(16)
            .map(|s| format!(" {s}"))
            .collect::<String>()
            + if p.len() > 16 { " …" } else { "" }
    );
}
