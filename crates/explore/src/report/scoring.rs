//! A scoring rule's reports: the table of the starts' values (the mover's
//! final advantage under optimal play) with the pattern finder's claims and
//! the guess, `--json` (`"kind": "scoring"`), `--plot`; `--moves N` (every
//! option of start(N) with its points and the advantage through it); and
//! `--play N`, a game against the explorer, which plays optimally.

use std::fmt::Write as _;
use std::hash::Hash;
use std::io;

use super::text::{clip, write_err};
use crate::analyse::guess::Checked;
use crate::analyse::scores::{ScorePattern, apparent, pattern_line};
use crate::cli::flags::Options;
use crate::engines::scoring::{Halt, Values};
use crate::source::position::Position;
use crate::source::scoring::Scored;

/// The sentence a report gives when asked about sums.
pub const NO_SUMS: &str = "sums are not claimed: the scores of a sum of games do not add the way Grundy values do (a player may answer in another component, and who moves last matters), so each start is valued alone";

/// What the report says of a table: how it was computed.
pub struct Table<'a> {
    /// `one heap`, `a pair`, `a family of starts`, `a two-parameter family`.
    pub what: &'a str,
    /// How an entry is written: `V(n)`, `V(start(n))`, `V(a, b)`.
    pub entry: &'a str,
    /// The table's range: `V(0) … V(40)`, `V(start(n)) for n = 0 … 20`.
    pub range: String,
    pub values: &'a [i64],
    /// Rows and columns of a two-parameter table (`None`: one parameter).
    pub grid: Option<(usize, usize)>,
    pub positions: usize,
    pub seconds: f64,
    /// The first starts, written out (a family), or nothing.
    pub examples: Vec<String>,
}

/// The table's report: text or one JSON object, the guess's line or key,
/// the plot.
pub fn table<K: Position>(
    t: &Table<'_>,
    guess: Option<&Checked<K>>,
    guess_what: &str,
    guess_entry: &str,
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let len = t.values.len();
    let pattern: Option<ScorePattern> = match t.grid {
        None => apparent(t.values),
        Some(_) => None,
    };
    let pattern = pattern.as_ref();
    let mut lines = Vec::new();
    if t.grid.is_none() {
        lines.push(pattern_line(pattern, len));
    } else {
        lines.push("no pattern is looked for in a two-parameter table of scores (only one-parameter tables are read)".to_string());
    }
    lines.push(NO_SUMS.to_string());
    let guess_line = guess.map(|g| g.line_for(guess_what, guess_entry, false));
    if o.json {
        let mut json = serde_json::json!({
            "kind": "scoring",
            "game": o.name,
            "dims": if t.grid.is_some() { 2 } else { 1 },
            "period": pattern.map(|p| p.period),
            "saltus": pattern.and_then(ScorePattern::uniform),
            "saltus_by_residue": pattern.filter(|p| p.uniform().is_none()).map(|p| &p.saltus),
            "preperiod": pattern.map(|p| p.preperiod),
            "proved": false,
            "lines": lines,
            "positions": t.positions,
            "seconds": t.seconds,
        });
        let object = json.as_object_mut().expect("an object");
        match t.grid {
            None => {
                let shown = o.show.min(len);
                object.insert("upto".into(), (len - 1).into());
                object.insert("values".into(), len.into());
                object.insert("head".into(), t.values[..shown].into());
            }
            Some((rows, cols)) => {
                object.insert("box".into(), serde_json::json!([rows, cols]));
                let rows_of: Vec<Vec<i64>> = t.values.chunks(cols).map(<[i64]>::to_vec).collect();
                object.insert("rows".into(), rows_of.into());
            }
        }
        if let Some(g) = guess {
            object.insert("guess".into(), g.json());
        }
        writeln!(out, "{json}").map_err(write_err)?;
    } else {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "{}: a scoring game, {}, {} from the rule ({len} values, {} positions valued in {:.3} s)",
            o.name, t.what, t.range, t.positions, t.seconds
        );
        if !t.examples.is_empty() {
            let _ = writeln!(text, "{}", t.examples.join(", "));
        }
        let _ = writeln!(
            text,
            "V = the mover's final advantage under optimal play (negamax: the best of points − V(left), or + V(left) when the mover moves again); V > 0 the mover ends ahead, V < 0 behind, 0 level"
        );
        match t.grid {
            None => rows_of_20(&mut text, t.entry, t.values, o.show),
            Some((rows, cols)) => grid(&mut text, t.values, rows, cols, o.show),
        }
        for line in &lines {
            let _ = writeln!(text, "{line}");
        }
        if let (Some((imax, max)), Some((imin, min))) = (
            extreme(t.values, |a, b| a > b),
            extreme(t.values, |a, b| a < b),
        ) {
            let at = |i: usize| match t.grid {
                None => format!("n = {i}"),
                Some((_, cols)) => format!("({},{})", i / cols, i % cols),
            };
            let _ = writeln!(
                text,
                "largest value {max} (first at {}), smallest {min} (first at {}), in table order",
                at(imax),
                at(imin)
            );
        }
        if let Some(line) = &guess_line {
            let _ = writeln!(text, "{line}");
        }
        out.write_all(text.as_bytes()).map_err(write_err)?;
    }
    if let Some(path) = &o.plot {
        match t.grid {
            None => {
                let marked = pattern.map(super::plot::Marked::of_scores);
                let what = format!("{} of {}", t.entry, o.name);
                super::plot::write(
                    path,
                    &super::plot::sequence(&what, t.entry, t.values, marked.as_ref())?,
                )?;
            }
            Some((rows, cols)) => super::plot::score_grid(&o.name, t.values, rows, cols, path)?,
        }
        if !o.json {
            writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
        }
    }
    Ok(())
}

/// The first entry better than every other by `better`.
fn extreme(values: &[i64], better: impl Fn(i64, i64) -> bool) -> Option<(usize, i64)> {
    let mut best: Option<(usize, i64)> = None;
    for (i, &v) in values.iter().enumerate() {
        if best.is_none_or(|(_, b)| better(v, b)) {
            best = Some((i, v));
        }
    }
    best
}

fn rows_of_20(text: &mut String, entry: &str, values: &[i64], show: usize) {
    let shown = show.min(values.len());
    if shown == 0 {
        return;
    }
    let w = values[..shown]
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    let _ = write!(text, "{entry}, n = 0..{shown}:");
    for (i, v) in values[..shown].iter().enumerate() {
        if i % 20 == 0 {
            let _ = write!(text, "\n  {i:>5}:");
        }
        let _ = write!(text, " {v:>w$}");
    }
    let _ = writeln!(text);
}

fn grid(text: &mut String, values: &[i64], rows: usize, cols: usize, show: usize) {
    let (r, c) = (rows.min(show), cols.min(show));
    let w = (0..r)
        .flat_map(|a| values[a * cols..a * cols + c].iter())
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1)
        .max((c.max(1) - 1).to_string().len());
    let clipped = if r < rows || c < cols {
        format!(" (the first {r} rows and {c} columns; --show K for more)")
    } else {
        String::new()
    };
    let _ = writeln!(text, "V(a, b), row a, column b{clipped}:");
    let aw = (r.max(1) - 1).to_string().len().max(1);
    let _ = write!(text, "  {:>aw$}  b:", "a");
    for b in 0..c {
        let _ = write!(text, " {b:>w$}");
    }
    let _ = writeln!(text);
    for a in 0..r {
        let _ = write!(text, "  {a:>aw$}    ");
        for v in &values[a * cols..a * cols + c] {
            let _ = write!(text, " {v:>w$}");
        }
        let _ = writeln!(text);
    }
}

/// The sentence of a search that stopped.
pub fn halt_message<P>(halt: Halt<P>, show: &impl Fn(&P) -> String, what: &str) -> String {
    match halt {
        Halt::Cycle(path) => {
            let path: Vec<String> = path.iter().map(show).collect();
            format!(
                "{what}: the rule has a cycle: {} (an option leads back to a position still being valued, so play need not end and the game has no value here)",
                path.join(" → ")
            )
        }
        Halt::Full(last, max) => format!(
            "{what}: the rule reached more than {max} positions (the last: {}), so the run stopped before running out of memory; use a smaller --upto or --box (or --max-positions N for another budget)",
            show(&last)
        ),
        Halt::Overflow(at) => format!("{what}: a total left the 64-bit integers at {}", show(&at)),
    }
}

/// Every option of `root` with the advantage through it.
fn judged<P: Clone + Eq + Hash>(
    values: &mut Values<P>,
    root: &P,
) -> Result<Vec<(Scored<P>, i64)>, Halt<P>> {
    let mut judged = Vec::new();
    for option in values.options(root) {
        let through = values.through(&option)?;
        judged.push((option, through));
    }
    Ok(judged)
}

/// `--moves`: the value of `root` and each of its options.
pub fn moves<P: Clone + Eq + Hash>(
    values: &mut Values<P>,
    root: &P,
    name: &str,
    show: &impl Fn(&P) -> String,
    json: bool,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let stop = |h| halt_message(h, show, name);
    let value = values.value(root).map_err(stop)?;
    let options = judged(values, root).map_err(stop)?;
    let best: Vec<usize> = (0..options.len())
        .filter(|&i| options[i].1 == value)
        .collect();
    if json {
        let list: Vec<serde_json::Value> = options
            .iter()
            .map(|(o, through)| {
                serde_json::json!({
                    "points": o.points,
                    "again": o.again,
                    "leaves": show(&o.next),
                    "value": through,
                })
            })
            .collect();
        let json = serde_json::json!({
            "kind": "scoring",
            "position": show(root),
            "value": value,
            "moves": list,
            "best": best,
        });
        return writeln!(out, "{json}").map_err(write_err);
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "position {name} = {}: value {value} ({})",
        clip(&show(root)),
        standing(value, "the mover")
    );
    if options.is_empty() {
        let _ = writeln!(text, "no move left: the mover scores {value} at the end");
    } else {
        let _ = writeln!(
            text,
            "{} option(s), * the best (the mover's final advantage through each: its points, then − the value left, or + it when the mover moves again):",
            options.len()
        );
        for (i, (o, through)) in options.iter().enumerate() {
            let _ = writeln!(
                text,
                "  {} {}: {:+} → {} ({}): {through}",
                if best.contains(&i) { "*" } else { " " },
                i + 1,
                o.points,
                clip(&show(&o.next)),
                if o.again {
                    "the mover moves again"
                } else {
                    "the other moves next"
                },
            );
        }
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}

/// `the mover ends ahead by 3`, `you end behind by 2`, `I end level`.
fn standing(value: i64, who: &str) -> String {
    let verb = if who == "the mover" { "ends" } else { "end" };
    match value {
        0 => format!("{who} {verb} level"),
        v if v > 0 => format!("{who} {verb} ahead by {v}"),
        v => format!("{who} {verb} behind by {}", v.unsigned_abs()),
    }
}

/// `--play`: the person moves first from `root`; the explorer answers with
/// the first best option in the rule's order; the scores are kept as the
/// game goes, and the end's payoff goes to the player left without a move.
pub fn play<P: Clone + Eq + Hash>(
    values: &mut Values<P>,
    root: P,
    end: &impl Fn(&P) -> i64,
    show: &impl Fn(&P) -> String,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let io_err = |e: io::Error| format!("the terminal: {e}");
    let stop = |h| halt_message(h, show, "--play");
    writeln!(
        out,
        "You move first. A move: the option's number (from 1); ? lists the options, q quits."
    )
    .map_err(io_err)?;
    let (mut position, mut person) = (root, true);
    // Points so far: [the person's, the explorer's].
    let mut scores = [0i64, 0];
    loop {
        let value = values.value(&position).map_err(stop)?;
        let mover = if person { "you" } else { "I" };
        writeln!(
            out,
            "position {}: scores you {}, me {}; {} to move, value {value} ({})",
            clip(&show(&position)),
            scores[0],
            scores[1],
            if person { "you" } else { "me" },
            standing(value, mover)
        )
        .map_err(io_err)?;
        let options = judged(values, &position).map_err(stop)?;
        if options.is_empty() {
            let payoff = end(&position);
            scores[usize::from(!person)] += payoff;
            let (mine, yours) = (scores[1], scores[0]);
            let verdict = match yours.cmp(&mine) {
                std::cmp::Ordering::Greater => format!("you win by {}", yours - mine),
                std::cmp::Ordering::Less => format!("I win by {}", mine - yours),
                std::cmp::Ordering::Equal => "a draw".to_string(),
            };
            writeln!(
                out,
                "No move left for {}{}: final scores you {yours}, me {mine}: {verdict}.",
                if person { "you" } else { "me" },
                if payoff != 0 {
                    format!(
                        " (the end pays {payoff} to {})",
                        if person { "you" } else { "me" }
                    )
                } else {
                    String::new()
                }
            )
            .map_err(io_err)?;
            return Ok(());
        }
        let chosen = if person {
            match read_option(&options, show, input, out)? {
                Some(i) => i,
                None => return Ok(()),
            }
        } else {
            let i = options
                .iter()
                .position(|(_, through)| *through == value)
                .expect("an option reaches the value");
            let (o, through) = &options[i];
            writeln!(
                out,
                "I move: option {}: {:+} → {} (my final advantage through it: {through})",
                i + 1,
                o.points,
                clip(&show(&o.next))
            )
            .map_err(io_err)?;
            i
        };
        let (o, _) = options.into_iter().nth(chosen).expect("a chosen option");
        scores[usize::from(!person)] += o.points;
        position = o.next;
        if !o.again {
            person = !person;
        }
    }
}

/// The person's choice, 0-based; `None` on end of input or `q`.
fn read_option<P>(
    options: &[(Scored<P>, i64)],
    show: &impl Fn(&P) -> String,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<Option<usize>, String> {
    let io_err = |e: io::Error| format!("the terminal: {e}");
    let list = || -> String {
        options
            .iter()
            .enumerate()
            .map(|(i, (o, _))| format!("{}: {:+} → {}", i + 1, o.points, clip(&show(&o.next))))
            .collect::<Vec<_>>()
            .join(" | ")
    };
    loop {
        write!(out, "your move> ").map_err(io_err)?;
        out.flush().map_err(io_err)?;
        let mut line = String::new();
        if input.read_line(&mut line).map_err(io_err)? == 0 {
            writeln!(out, "\n(end of input)").map_err(io_err)?;
            return Ok(None);
        }
        let line = line.trim();
        match line {
            "" => continue,
            "q" => return Ok(None),
            "?" => writeln!(out, "options: {}", list()).map_err(io_err)?,
            _ => match line.parse::<usize>() {
                Ok(k) if (1..=options.len()).contains(&k) => return Ok(Some(k - 1)),
                _ => writeln!(
                    out,
                    "{line:?} is not an option's number (1 to {}); options: {}",
                    options.len(),
                    list()
                )
                .map_err(io_err)?,
            },
        }
    }
}
