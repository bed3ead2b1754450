//! The pages of impartial games under normal play: a heap or pair rule (the
//! table engine), a family of starts (the family engine), a take-and-break
//! code (`takebreak`'s values, the code's moves) — each with the claims the
//! text report makes, worded as it words them.

use std::fmt;
use std::hash::Hash;
use std::io;

use super::graph::{self, MAX_PARTS, Opts, Valued};
use super::html::drawn;
use super::{Kind, Page, Period, Target};
use crate::analyse::{CodeMatch, CodeMatcher, analyse_heap, analyse_pair};
use crate::cli::flags::Options;
use crate::engines::family::Values;
use crate::engines::search::Halt;
use crate::engines::table::Engine;
use crate::source::form::Source;
use crate::source::position::{Position, show};

/// A Grundy value as the report prints it: `P` where it is 0.
pub fn nimber(v: u32) -> Valued {
    Valued {
        text: v.to_string(),
        num: Some(i64::from(v)),
        class: if v == 0 { 'P' } else { 'N' },
    }
}

fn period_of(period: Option<u64>, preperiod: Option<u64>, saltus: Option<i64>) -> Option<Period> {
    Some(Period {
        period: usize::try_from(period?).ok()?,
        preperiod: usize::try_from(preperiod?).ok()?,
        saltus: saltus.unwrap_or(0),
    })
}

/// The table engine's positions as a page's source.
struct Tabled<'a, P: Position, F>(&'a mut Engine<P, F>);

impl<P: Position, F: Source<P>> graph::Source<P> for Tabled<'_, P, F> {
    fn options(&mut self, p: &P) -> Result<Opts<P>, String> {
        Ok(Opts::Parts(self.0.options(*p)))
    }
    fn value(&mut self, p: &P) -> Result<Valued, String> {
        self.0.value(*p).map(nimber).map_err(|e| e.to_string())
    }
    fn show(&mut self, p: &P) -> String {
        show(*p)
    }
}

/// A heap rule's page: G(0) … G(upto), the code matcher's and the pattern
/// finder's claims.
pub fn heap<F: Source<u64>>(
    engine: &mut Engine<u64, F>,
    o: &Options,
    target: Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let upto = engine.extent();
    let mut matcher = CodeMatcher::new();
    let values = engine
        .fill(&mut |n, options| matcher.observe(n, options))
        .map_err(|e| e.to_string())?
        .to_vec();
    let analysis = analyse_heap(&values, &matcher.finish(upto));
    let cells: Vec<Valued> = values.iter().map(|&v| nimber(v)).collect();
    let positions: Vec<u64> = drawn(None, cells.len())
        .into_iter()
        .map(|i| i as u64)
        .collect();
    let graph = graph::build(&positions, &mut Tabled(engine), MAX_PARTS)?;
    let page = Page {
        name: o.name.clone(),
        kind: Kind::Impartial,
        what: format!("one heap, G(0) … G({upto}) from the rule"),
        entry: "G(n)".to_string(),
        grid: None,
        cells,
        graph,
        claims: analysis.lines,
        period: period_of(analysis.period, analysis.preperiod, analysis.saltus),
        play_note: None,
        family: false,
    };
    super::write(&page, target, out)
}

/// A pair rule's page: the heat map of G(a, b) on the box and its claims.
pub fn pair<F: Source<(u64, u64)>>(
    engine: &mut Engine<(u64, u64), F>,
    o: &Options,
    target: Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let (rows, cols) = engine.extent();
    let values = engine.fill_values().map_err(|e| e.to_string())?.to_vec();
    let analysis = analyse_pair(&values, rows as usize, cols as usize);
    let grid = Some((rows as usize, cols as usize));
    let cells: Vec<Valued> = values.iter().map(|&v| nimber(v)).collect();
    let positions: Vec<(u64, u64)> = drawn(grid, cells.len())
        .into_iter()
        .map(|i| <(u64, u64)>::at(i, (rows, cols)))
        .collect();
    let graph = graph::build(&positions, &mut Tabled(engine), MAX_PARTS)?;
    let page = Page {
        name: o.name.clone(),
        kind: Kind::Impartial,
        what: format!("a pair, G(a, b) on the box 0 ≤ a < {rows}, 0 ≤ b < {cols} from the rule"),
        entry: "G(a, b)".to_string(),
        grid,
        cells,
        graph,
        claims: analysis.lines,
        period: None,
        play_note: None,
        family: false,
    };
    super::write(&page, target, out)
}

/// The family engine's positions as a page's source, written by `show`.
struct Family<'a, P, S> {
    values: &'a mut Values<P>,
    show: S,
}

impl<P: Clone + Eq + Hash + 'static, S: Fn(&P) -> String> graph::Source<P> for Family<'_, P, S> {
    fn options(&mut self, p: &P) -> Result<Opts<P>, String> {
        Ok(Opts::Parts(self.values.options(p)))
    }
    fn value(&mut self, p: &P) -> Result<Valued, String> {
        match self.values.value(p) {
            Ok(v) => Ok(nimber(v)),
            Err(Halt::Cycle(_)) => Err(format!("valuing {}: the rule has a cycle", (self.show)(p))),
            Err(Halt::Full(_, why)) => Err(format!(
                "valuing {}: the rule reached {why}",
                (self.show)(p)
            )),
        }
    }
    fn show(&mut self, p: &P) -> String {
        (self.show)(p)
    }
}

/// What a family's table is: its starts, its values, its shape.
pub struct FamilyTable<'a, P> {
    pub starts: Vec<P>,
    pub values: &'a [u32],
    /// `None`: one parameter; `Some((rows, cols))`: two.
    pub grid: Option<(usize, usize)>,
    /// The claims' first line: why no code and no theorem.
    pub not_a_code: &'a str,
}

/// A family's page: G(start(n)) (or G(start(a, b))), the claims (every one
/// apparent), and the family's own positions written by `show`.
pub fn family<P: Clone + Eq + Hash + fmt::Debug + 'static>(
    t: FamilyTable<'_, P>,
    values: &mut Values<P>,
    show: impl Fn(&P) -> String,
    o: &Options,
    target: Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let (claims, period, what, entry) = match t.grid {
        None => {
            let a = analyse_heap(
                t.values,
                &CodeMatch::NoCode {
                    reason: t.not_a_code.to_string(),
                },
            );
            (
                a.lines,
                period_of(a.period, a.preperiod, a.saltus),
                format!(
                    "a family of starts, G(start(n)) for n = 0 … {} from the rule",
                    t.values.len() - 1
                ),
                "G(start(n))",
            )
        }
        Some((rows, cols)) => {
            let a = analyse_pair(t.values, rows, cols);
            let mut lines = vec![format!(
                "{}: each claim is about the box only",
                t.not_a_code
            )];
            lines.extend(a.lines);
            (
                lines,
                None,
                format!(
                    "a two-parameter family of starts, G(start(a, b)) on the box 0 ≤ a < {rows}, 0 ≤ b < {cols} from the rule"
                ),
                "G(start(a, b))",
            )
        }
    };
    let cells: Vec<Valued> = t.values.iter().map(|&v| nimber(v)).collect();
    let positions: Vec<P> = drawn(t.grid, cells.len())
        .into_iter()
        .map(|i| t.starts[i].clone())
        .collect();
    let graph = graph::build(&positions, &mut Family { values, show }, MAX_PARTS)?;
    let page = Page {
        name: o.name.clone(),
        kind: Kind::Impartial,
        what,
        entry: entry.to_string(),
        grid: t.grid,
        cells,
        graph,
        claims,
        period,
        play_note: None,
        family: true,
    };
    super::write(&page, target, out)
}

/// A code's heaps: values from `takebreak`, options by the code's digits.
struct Code<'a> {
    game: &'a takebreak::Game,
    values: &'a [u32],
}

impl graph::Source<u64> for Code<'_> {
    fn options(&mut self, &n: &u64) -> Result<Opts<u64>, String> {
        Ok(Opts::Parts(crate::source::code::moves(self.game, n)))
    }
    fn value(&mut self, &n: &u64) -> Result<Valued, String> {
        let v = usize::try_from(n).ok().and_then(|i| self.values.get(i));
        v.map(|&v| nimber(v))
            .ok_or_else(|| format!("heap {n} is past the values computed"))
    }
    fn show(&mut self, n: &u64) -> String {
        n.to_string()
    }
}

/// A code's page: its values as `takebreak` computed them, the claims of
/// `cargo xtask grundy CODE` (given by the caller, worded as it prints
/// them), the period found.
pub fn code(
    game: &takebreak::Game,
    values: &[u32],
    claims: Vec<String>,
    period: Option<Period>,
    target: Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let cells: Vec<Valued> = values.iter().map(|&v| nimber(v)).collect();
    let positions: Vec<u64> = drawn(None, cells.len())
        .into_iter()
        .map(|i| i as u64)
        .collect();
    let graph = graph::build(&positions, &mut Code { game, values }, MAX_PARTS)?;
    let page = Page {
        name: game.to_string(),
        kind: Kind::Impartial,
        what: format!(
            "the take-and-break code {game}, G(0) … G({}) by takebreak",
            values.len().saturating_sub(1)
        ),
        entry: "G(n)".to_string(),
        grid: None,
        cells,
        graph,
        claims,
        period,
        play_note: None,
        family: false,
    };
    super::write(&page, target, out)
}
