//! `--misere` and `--moves` on a family of starts: the machinery of heaps and
//! pairs ([`crate::report::misere`], [`crate::report::moves`]) on the family's own positions.
//!
//! - `--misere`: each start's outcome under misère play (the player who
//!   cannot move wins) by the literal search of the sums its options leave
//!   ([`crate::engines::literal`], generic over the position type), the misère
//!   Grundy values when no option met splits, the same bound on the sum
//!   positions (`--max-sums N`) as for heaps.
//! - `--moves N` (a one-parameter family) or `--moves A,B` (two): the
//!   position start(N) (several, separated by spaces, make a sum of starts),
//!   its value and every winning move under normal play — values by the
//!   family engine, remoteness by the literal search — or under `--misere`
//!   the literal search alone; positions written by the file's `show`.
//!
//! `canon` is applied to every part the rule leaves, as in the family
//! engine, so under `--misere` it must be a symmetry of the game (it maps a
//! position to one with the same game tree, as a mirror does), not merely
//! one with the same Grundy value. The moves listed are the rule's own
//! options of the position given, before `canon`.

use std::fmt::{self, Write as _};
use std::hash::Hash;
use std::io;

use crate::cli::flags::Options;
use crate::engines::family::Values;
use crate::engines::literal::{Convention, MAX_SUMS, Search};
use crate::engines::search::Halt;
use crate::engines::sums::{Rules, Valued};
use crate::engines::table::cycle_message;
use crate::report::misere::Names;
use crate::report::moves::{self, Shows};
use crate::report::text::clip;
use crate::source::family::{Family, Key, WithCanon};
use crate::source::form::Source;
use crate::source::out::Out;
use crate::source::position::{parse_sum, show as show_key};

/// The family's rule: its options as the rule gives them (`raw`, listed)
/// and after `canon` (`canon`, searched), and under normal play the values.
struct Ruled<P> {
    raw: WithCanon<P>,
    canon: WithCanon<P>,
    values: Option<Values<P>>,
    show: Shown<P>,
}

fn vecs<P: Clone + 'static>(rule: &mut WithCanon<P>, p: &P) -> Vec<Vec<P>> {
    let mut out = Out::default();
    let mark = out.run(p, |out| rule.push_options(p, out));
    out.since(mark).to_vecs()
}

impl<P: Clone + Eq + Hash + fmt::Debug + 'static> Rules<P> for Ruled<P> {
    fn options(&mut self, p: &P) -> Vec<Vec<P>> {
        vecs(&mut self.raw, p)
    }
    fn search_options(&mut self, p: &P) -> Vec<Vec<P>> {
        vecs(&mut self.canon, p)
    }
}

impl<P: Clone + Eq + Hash + fmt::Debug + 'static> Valued<P> for Ruled<P> {
    fn value(&mut self, p: &P) -> Result<u32, String> {
        let values = self.values.as_mut().expect("normal play has values");
        values.value(p).map_err(|halt| match halt {
            Halt::Cycle(path) => {
                let path: Vec<String> = path.iter().map(|q| self.show.text(q)).collect();
                cycle_message(&path)
            }
            Halt::Full(last, why) => format!(
                "valuing {}: the rule reached {why} (the last: {}), so the run stopped before running out of memory (--max-positions N for another budget)",
                self.show.text(p),
                self.show.text(&last)
            ),
        })
    }
}

/// A family's positions written by its `show` (`Debug` without one), in
/// JSON as strings; the components of a sum joined by ` + `.
struct Shown<P> {
    show: Option<fn(&P) -> String>,
}

impl<P: fmt::Debug> Shows<P> for Shown<P> {
    fn text(&self, p: &P) -> String {
        match self.show {
            Some(f) => f(p),
            None => format!("{p:?}"),
        }
    }
    fn json(&self, p: &P) -> serde_json::Value {
        serde_json::json!(self.text(p))
    }
    fn separator(&self) -> &'static str {
        " + "
    }
}

fn ruled<K, P: Clone>(family: &Family<K, P>, values: Option<Values<P>>) -> Ruled<P> {
    Ruled {
        raw: WithCanon {
            moves: family.moves,
            canon: None,
        },
        canon: WithCanon {
            moves: family.moves,
            canon: family.canon,
        },
        values,
        show: Shown { show: family.show },
    }
}

/// The starts `--moves` names: `7`, `3,5`, or a sum `7 4`.
fn starts<K: Key, P>(family: &Family<K, P>, text: &str) -> Result<Vec<P>, String> {
    let keys = parse_sum::<K>(text).map_err(|e| {
        format!(
            "--moves on a family of starts takes start parameters ({}, several for a sum of starts): {e}",
            if K::DIMS == 1 { "n" } else { "a,b" }
        )
    })?;
    Ok(keys.into_iter().map(family.start).collect())
}

/// `--moves` under normal play: start(N)'s value and winning moves.
pub(crate) fn moves<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    family: &Family<K, P>,
    text: &str,
    max_positions: usize,
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let sum = starts(family, text)?;
    let values = Values::new(family.moves, family.canon, max_positions).with_progress();
    let mut rules = ruled(family, Some(values));
    let show = Shown { show: family.show };
    moves::report_with(&mut rules, &sum, o, &show, out)
}

/// `--misere` on a family: the table of its starts, or `--moves`.
pub(crate) fn misere<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    family: &Family<K, P>,
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    if o.plot.is_some() {
        return Err("--plot is not for --misere (the table is printed)".to_string());
    }
    let max_sums = o.max_sums.unwrap_or(MAX_SUMS);
    let mut rules = ruled(family, None);
    let show = Shown { show: family.show };
    if let Some(text) = &o.moves {
        let sum = starts(family, text)?;
        let mut search = Search::with_max_sums(Convention::Misere, max_sums);
        return moves::literal_moves_with(&mut search, &mut rules, &sum, o.json, &show, out);
    }
    let extent = K::family_extent(o)?;
    let canon = |p: P| match family.canon {
        Some(c) => c(p),
        None => p,
    };
    let positions = (0..K::table_len(extent)).map(|i| canon((family.start)(K::at(i, extent))));
    let examples = (K::DIMS == 1).then(|| {
        let mut line = String::new();
        for i in 0..K::table_len(extent).min(3) {
            let k = K::at(i, extent);
            let text = show.text(&(family.start)(k));
            let _ = write!(
                line,
                "{}start({}) = {}",
                if i > 0 { ", " } else { "" },
                show_key(k),
                clip(&text)
            );
        }
        line
    });
    let names = Names {
        starts: true,
        examples,
    };
    let mut search = Search::outcomes_only(Convention::Misere, max_sums);
    crate::report::misere::report::<K, P>(
        positions,
        &mut |p: &P| rules.search_options(p),
        &mut search,
        extent,
        o,
        &names,
        out,
    )
}
