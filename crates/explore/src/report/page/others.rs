//! The pages of the other forms: a scoring game's (the scores under optimal
//! play, one start played at a time with the scores kept) and a partisan
//! game's (canonical forms and outcome classes, sums played by the literal
//! search of Left's and Right's moves), and a loopy rule's (generalised
//! values, one position played by retrograde analysis, draws kept).

use std::hash::Hash;
use std::io;

use play::partisan::Outcome;

use super::graph::{self, MAX_PARTS, Opts, Valued};
use super::html::drawn;
use super::{Kind, Page, Period, Target};
use crate::engines::partisan::Values as Forms;
use crate::engines::scoring::Values;
use crate::source::position::{Position, show};

/// A score as the report prints it, its sign the outcome.
pub fn score(v: i64) -> Valued {
    Valued {
        text: v.to_string(),
        num: Some(v),
        class: match v.signum() {
            1 => '+',
            -1 => '-',
            _ => '0',
        },
    }
}

struct Scored<'a, P, S> {
    values: &'a mut Values<P>,
    show: S,
}

impl<P: Clone + Eq + Hash, S: Fn(&P) -> String> graph::Source<P> for Scored<'_, P, S> {
    fn options(&mut self, p: &P) -> Result<Opts<P>, String> {
        Ok(Opts::Scored(self.values.options(p)))
    }
    fn value(&mut self, p: &P) -> Result<Valued, String> {
        self.values
            .value(p)
            .map(score)
            .map_err(|_| format!("valuing {}: the scoring engine stopped", (self.show)(p)))
    }
    fn show(&mut self, p: &P) -> String {
        (self.show)(p)
    }
}

/// What a scoring table is, as its text report says it.
pub struct ScoreTable<'a, P> {
    pub starts: Vec<P>,
    pub values: &'a [i64],
    pub grid: Option<(usize, usize)>,
    /// The header: `a scoring game, a family of starts, V(start(n)) for …`.
    pub what: String,
    /// How an entry is written: `V(n)`, `V(start(n))`.
    pub entry: &'a str,
    pub claims: Vec<String>,
    pub period: Option<Period>,
    pub family: bool,
}

/// A scoring game's page: the values, the claims, one start played.
pub fn scoring<P: Clone + Eq + Hash>(
    t: ScoreTable<'_, P>,
    values: &mut Values<P>,
    show: impl Fn(&P) -> String,
    name: &str,
    target: Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let cells: Vec<Valued> = t.values.iter().map(|&v| score(v)).collect();
    let positions: Vec<P> = drawn(t.grid, cells.len())
        .into_iter()
        .map(|i| t.starts[i].clone())
        .collect();
    let graph = graph::build(&positions, &mut Scored { values, show }, MAX_PARTS)?;
    let page = Page {
        name: name.to_string(),
        kind: Kind::Scoring,
        what: t.what,
        entry: t.entry.to_string(),
        grid: t.grid,
        cells,
        graph,
        claims: t.claims,
        period: t.period,
        play_note: Some("One start at a time: the explorer plays optimally (the first option that reaches the position's value, as --play does), and the scores are kept as the game goes; the end's payoff goes to the player left without a move.".to_string()),
        family: t.family,
    };
    super::write(&page, target, out)
}

fn letter(o: Outcome) -> char {
    o.to_string().chars().next().unwrap_or('?')
}

struct Partisan<'a, P: Position, L, R>(&'a mut Forms<P, L, R>);

impl<P: Position, L: FnMut(P) -> Vec<Vec<P>>, R: FnMut(P) -> Vec<Vec<P>>> graph::Source<P>
    for Partisan<'_, P, L, R>
{
    fn options(&mut self, p: &P) -> Result<Opts<P>, String> {
        Ok(Opts::Sides(
            self.0.options(*p, true),
            self.0.options(*p, false),
        ))
    }
    fn value(&mut self, p: &P) -> Result<Valued, String> {
        let v = self.0.value(*p).map_err(|e| e.to_string())?;
        Ok(Valued {
            text: self.0.display(v),
            num: None,
            class: letter(self.0.games.outcome(v)),
        })
    }
    fn show(&mut self, p: &P) -> String {
        show(*p)
    }
}

/// A partisan rule's page: each position's canonical form and outcome
/// class; sums played by the literal search (the side to move is part of
/// the position), which is sound for any partisan game under normal play.
#[allow(clippy::too_many_arguments)]
pub fn partisan<P: Position, L: FnMut(P) -> Vec<Vec<P>>, R: FnMut(P) -> Vec<Vec<P>>>(
    forms: &mut Forms<P, L, R>,
    positions: &[P],
    grid: Option<(usize, usize)>,
    what: String,
    claims: Vec<String>,
    name: &str,
    target: Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let mut source = Partisan(forms);
    let mut cells = Vec::with_capacity(positions.len());
    for p in positions {
        cells.push(graph::Source::value(&mut source, p)?);
    }
    let drawn: Vec<P> = drawn(grid, cells.len())
        .into_iter()
        .map(|i| positions[i])
        .collect();
    let graph = graph::build(&drawn, &mut source, MAX_PARTS)?;
    let page = Page {
        name: name.to_string(),
        kind: Kind::Partisan,
        what,
        entry: "the value".to_string(),
        grid,
        cells,
        graph,
        claims,
        period: None,
        play_note: Some("Choose your side, Left or Right, and who moves first. The explorer plays by a literal search of the sum's positions with the side to move (canonical forms are shown, but the page does not add them): it wins as fast as it can and holds out as long as it can; a sum past the search's bound is not played.".to_string()),
        family: false,
    };
    super::write(&page, target, out)
}

/// A loopy rule's page: the generalised values, the claims of `--loopy`,
/// one position played by retrograde analysis of the positions held.
#[allow(clippy::too_many_arguments)]
pub fn loopy<P: Position>(
    source: &mut impl graph::Source<P>,
    table: &[P],
    grid: Option<(usize, usize)>,
    what: String,
    claims: Vec<String>,
    period: Option<Period>,
    name: &str,
    target: Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let mut cells = Vec::with_capacity(table.len());
    for p in table {
        cells.push(source.value(p)?);
    }
    let drawn: Vec<P> = drawn(grid, cells.len())
        .into_iter()
        .map(|i| table[i])
        .collect();
    let graph = graph::build(&drawn, source, MAX_PARTS)?;
    let page = Page {
        name: name.to_string(),
        kind: Kind::Loopy,
        what,
        entry: "the value".to_string(),
        grid,
        cells,
        graph,
        claims,
        period,
        play_note: Some("One position at a time (a sum of loopy positions is not a position of the graph the values are defined on). The explorer plays by retrograde analysis of the positions the page holds: it wins as fast as it can, keeps a drawn position drawn, and holds out as long as it can.".to_string()),
        family: false,
    };
    super::write(&page, target, out)
}
