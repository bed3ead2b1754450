//! `--moves POS`'s report: a sum's value and every winning move (normal
//! play, by the values of [`crate::engines::sums`]), or by the literal
//! search alone (`--misere`), with the remoteness; the text or one JSON
//! object. And how positions, parts and sums are written ([`Shows`]).

use std::fmt::{Debug, Write as _};
use std::hash::Hash;
use std::io;

use crate::cli::flags::Options;
use crate::engines::literal::{Convention, MAX_SUMS, Search, Stop};
use crate::engines::sums::{
    Move, Rules, Same, Valued, longest_hold_out, values_of, winning_moves_of,
};
use crate::engines::table::Engine;
use crate::source::position::{Position, show};

pub(crate) fn write_sum<P: Position>(sum: &[P]) -> String {
    Typed.sum(sum)
}

pub(crate) fn write_parts<P: Position>(parts: &[P]) -> String {
    Typed.parts(parts)
}

/// How a report writes positions: heaps and pairs as the command line
/// writes them ([`Typed`]), a family's by its `show`.
pub(crate) trait Shows<P> {
    fn text(&self, p: &P) -> String;
    fn json(&self, p: &P) -> serde_json::Value;
    /// Between the components of a sum: a space for heaps and pairs
    /// (`6 6 9 3`), ` + ` for positions whose text has spaces.
    fn separator(&self) -> &'static str;

    /// A sum: `6 6 9 3`, or `(nothing)`.
    fn sum(&self, sum: &[P]) -> String {
        if sum.is_empty() {
            return "(nothing)".to_string();
        }
        let texts: Vec<String> = sum.iter().map(|p| self.text(p)).collect();
        texts.join(self.separator())
    }

    /// An option's parts: `3 + 4`, or `nothing`.
    fn parts(&self, parts: &[P]) -> String {
        if parts.is_empty() {
            return "nothing".to_string();
        }
        let texts: Vec<String> = parts.iter().map(|p| self.text(p)).collect();
        texts.join(" + ")
    }
}

/// Heaps and pairs, written as typed.
pub(crate) struct Typed;

impl<P: Position> Shows<P> for Typed {
    fn text(&self, p: &P) -> String {
        show(*p)
    }
    fn json(&self, p: &P) -> serde_json::Value {
        json_pos(*p)
    }
    fn separator(&self) -> &'static str {
        " "
    }
}

/// `component 1: 7 → 6 (leaves 6 6 9 3)`, the positions written by `w`.
pub(crate) fn describe_with<P: Clone>(m: &Move<P>, sum: &[P], w: &dyn Shows<P>) -> String {
    format!(
        "component {}: {} → {} (leaves {})",
        m.component + 1,
        w.text(&sum[m.component]),
        w.parts(&m.parts),
        w.sum(&m.apply(sum))
    )
}

/// `component 1: 7 → 6 (leaves 6 6 9 3)`.
pub fn describe<P: Position>(m: &Move<P>, sum: &[P]) -> String {
    describe_with(m, sum, &Typed)
}

/// `--moves`: the sum's value and its winning moves, or that it is lost,
/// with the remoteness (text).
pub fn moves<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: &[P],
    out: &mut dyn io::Write,
) -> Result<(), String> {
    report(engine, sum, &Options::default(), out)
}

/// `--moves` (`--json`: one object, see [`write_report`]): the value by
/// Sprague–Grundy, the winning moves by the values, and the remoteness of
/// the sum and of each winning move's sum by the literal search (when the
/// sum is within its bound; otherwise `null`, and the reason).
pub fn report<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: &[P],
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    report_with(engine, sum, o, &Typed, out)
}

/// [`report`] for any position type, written by `w`.
pub(crate) fn report_with<P: Clone + Eq + Hash + Debug>(
    v: &mut impl Valued<P>,
    sum: &[P],
    o: &Options,
    w: &dyn Shows<P>,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let json = o.json;
    let (values, total) = values_of(v, sum)?;
    let winning = winning_moves_of(v, sum)?;
    let mut search = Search::with_max_sums(Convention::Normal, o.max_sums.unwrap_or(MAX_SUMS));
    let mut judged: Vec<(Move<P>, Option<u32>)> = Vec::new();
    let remoteness = match search.outcome(sum, &mut |p: &P| v.search_options(p)) {
        Ok(o) => {
            debug_assert_eq!(
                o.won,
                total != 0,
                "the literal search agrees with the values"
            );
            for m in winning {
                let after = search
                    .outcome(&m.apply(sum), &mut |p: &P| v.search_options(p))
                    .ok();
                judged.push((m, after.map(|a| a.remoteness)));
            }
            Ok(o.remoteness)
        }
        Err(stop) => {
            judged.extend(winning.into_iter().map(|m| (m, None)));
            Err(stop)
        }
    };
    let hold_out = if total == 0 && remoteness.is_ok() {
        longest_hold_out(&mut search, v, sum)
    } else {
        None
    };
    let r = Report {
        sum,
        value: Some((values, total)),
        won: total != 0,
        remoteness,
        moves: judged,
        hold_out,
    };
    write_report(&r, json, w, out)
}

/// `--moves` by the literal search alone (`--misere`): whether the player
/// to move wins, the winning moves, the remoteness. Refused (an error) when
/// the sum is past the search's bound.
pub fn literal_moves<P: Position>(
    search: &mut Search<P>,
    rule: &mut impl FnMut(&P) -> Vec<Vec<P>>,
    sum: &[P],
    json: bool,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    literal_moves_with(search, &mut Same(rule), sum, json, &Typed, out)
}

/// [`literal_moves`] for any position type, written by `w`.
pub(crate) fn literal_moves_with<P: Clone + Eq + Hash + Debug>(
    search: &mut Search<P>,
    rules: &mut impl Rules<P>,
    sum: &[P],
    json: bool,
    w: &dyn Shows<P>,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let refuse = |e: Stop| format!("--moves {}: {e}", w.sum(sum));
    let o = search
        .outcome(sum, &mut |p: &P| rules.search_options(p))
        .map_err(refuse)?;
    let mut judged = Vec::new();
    for (component, p) in sum.iter().enumerate() {
        for parts in rules.options(p) {
            let m = Move { component, parts };
            let after = search
                .outcome(&m.apply(sum), &mut |p: &P| rules.search_options(p))
                .map_err(refuse)?;
            if !after.won {
                judged.push((m, Some(after.remoteness)));
            }
        }
    }
    let hold_out = if o.won {
        None
    } else {
        longest_hold_out(search, rules, sum)
    };
    let r = Report {
        sum,
        value: None,
        won: o.won,
        remoteness: Ok(o.remoteness),
        moves: judged,
        hold_out,
    };
    write_report(&r, json, w, out)
}

/// What `--moves` reports.
struct Report<'a, P> {
    sum: &'a [P],
    /// The components' values and the sum's (normal play only).
    value: Option<(Vec<u32>, u32)>,
    won: bool,
    remoteness: Result<u32, Stop>,
    /// The winning moves, each with the remoteness of the sum it leaves.
    moves: Vec<(Move<P>, Option<u32>)>,
    /// In a lost sum: the move that holds out longest.
    hold_out: Option<(Move<P>, u32)>,
}

/// A position in JSON: a heap as a number, a pair as `[a, b]`, anything
/// else as the command line writes it.
pub fn json_pos<P: Position>(p: P) -> serde_json::Value {
    let text = show(p);
    let numbers: Option<Vec<u64>> = text.split(',').map(|t| t.parse().ok()).collect();
    match numbers.as_deref() {
        Some([n]) => serde_json::json!(n),
        Some(ns) => serde_json::json!(ns),
        None => serde_json::json!(text),
    }
}

/// The text report, or with `json` one object: `position`, `value` and
/// `components` (normal play only), `won`, `remoteness` (a number, or `null`
/// with `stopped` saying why), `moves` (each winning move: `component` from
/// 1, `from`, `option` the parts it leaves there, `leaves` the whole sum
/// left, `remoteness` of that sum) and `misere` (under `--misere`).
fn write_report<P: Clone>(
    r: &Report<'_, P>,
    json: bool,
    w: &dyn Shows<P>,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let write_err = |e: io::Error| format!("writing the report: {e}");
    if json {
        let list = |ps: &[P]| ps.iter().map(|p| w.json(p)).collect::<Vec<_>>();
        let moves: Vec<serde_json::Value> = r
            .moves
            .iter()
            .map(|(m, after)| {
                serde_json::json!({
                    "component": m.component + 1,
                    "from": w.json(&r.sum[m.component]),
                    "option": list(&m.parts),
                    "leaves": list(&m.apply(r.sum)),
                    "remoteness": after,
                })
            })
            .collect();
        let mut o = serde_json::json!({
            "position": list(r.sum),
            "won": r.won,
            "moves": moves,
            "remoteness": r.remoteness.as_ref().ok(),
        });
        match &r.value {
            Some((values, total)) => {
                o["value"] = serde_json::json!(total);
                o["components"] = serde_json::json!(values);
            }
            None => o["misere"] = serde_json::json!(true),
        }
        if let Err(stop) = &r.remoteness {
            o["stopped"] = serde_json::json!(stop.to_string());
        }
        return writeln!(out, "{o}").map_err(write_err);
    }
    let mut text = String::new();
    match &r.value {
        Some((values, total)) => {
            let _ = writeln!(
                text,
                "position {}: value {total} (components {})",
                w.sum(r.sum),
                values
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
        None => {
            let _ = writeln!(
                text,
                "position {} under misère play (the player who cannot move wins): {} for the player to move",
                w.sum(r.sum),
                if r.won { "won" } else { "lost" }
            );
        }
    }
    if r.won {
        let _ = writeln!(text, "won: {} winning move(s)", r.moves.len());
        for (m, after) in &r.moves {
            let _ = writeln!(text, "  {}", describe_with(m, r.sum, w));
            if let Some(a) = after {
                let _ = writeln!(text, "    then {a} more move(s) with best play");
            }
        }
    } else if r.value.is_some() {
        let _ = writeln!(
            text,
            "lost for the player to move: every move leaves a sum of value ≠ 0"
        );
    } else {
        let _ = writeln!(
            text,
            "lost for the player to move: every move leaves a sum won for the opponent"
        );
    }
    match &r.remoteness {
        Ok(rem) => {
            let _ = writeln!(
                text,
                "remoteness {rem}: with best play the game lasts {rem} more move(s) (the winner wins as fast as it can, the loser holds out as long as it can; by literal search of the sum's {} positions)",
                if r.value.is_some() {
                    "normal-play"
                } else {
                    "misère"
                }
            );
        }
        Err(stop) => {
            let _ = writeln!(text, "remoteness not computed: {stop}");
        }
    }
    if let Some((m, after)) = &r.hold_out {
        let _ = writeln!(
            text,
            "the longest hold-out: {} (then {after} more move(s))",
            describe_with(m, r.sum, w)
        );
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}
