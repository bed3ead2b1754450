//! The generated binary's `main` for a rule file with `start` (a family of
//! starts): the table of the starts' values by the family engine, or
//! `--loopy`, `--misere` and `--moves` on the family's own positions.

use std::fmt;
use std::hash::Hash;
use std::io;
use std::process::ExitCode;
use std::time::Instant;

use crate::cli::{self, Extra, flags::Options};
use crate::engines::family::{Values, default_max_positions};
use crate::report::family::{Labels, NOT_A_CODE, halt_message, one, shower, two};
use crate::report::guess::{table_name, write_with_guess};
use crate::report::text::{clip, write_err};
use crate::report::{page, plot, positions};
use crate::source::family::{Family, Key};
use crate::source::guess::Guess;
use crate::source::position::show as show_key;

/// The generated binary's `main` for a rule file with `start`.
pub fn main<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(family: Family<K, P>) -> ExitCode {
    cli::main_with(|o, extra, _, out| run(&family, o, extra, out))
}

/// The report on a family: its table, the patterns in it and the guess.
pub fn run<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    family: &Family<K, P>,
    o: &Options,
    extra: Extra,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    if o.play.is_some() {
        return Err("--play takes heaps or pairs typed on the command line (a move is typed as the parts it leaves, and a family's positions are not typed), so it takes a `moves(n: u64)` or `moves((a, b): (u64, u64))` rule; --moves N lists the winning moves of start(N)".to_string());
    }
    if o.html.is_some() && o.misere {
        return Err("--html with --misere is not written: the page shows normal play (drop --misere), and --misere prints its table of outcomes".to_string());
    }
    if o.loopy {
        if o.moves.is_some() {
            return Err("--moves with --loopy takes heaps or pairs (a `moves(n: u64)` or `moves((a, b): (u64, u64))` rule); on a family of starts, --loopy tables the starts only".to_string());
        }
        return super::loopy::loopy(family, o, out);
    }
    if o.misere {
        return super::family_sums::misere(family, o, out);
    }
    if let Some(text) = &o.moves {
        let max = extra
            .max_positions
            .unwrap_or_else(default_max_positions::<P>);
        return super::family_sums::moves(family, text, max, o, out);
    }
    let extent = K::family_extent(o)?;
    if let Some(path) = &o.html {
        let target = page::Target::open(path, o.force)?;
        return page_of(family, extent, o, extra, target, out);
    }
    let plot = o.plot.as_deref().map(plot::Target::open).transpose()?;
    let result = table(family, extent, o, extra, out);
    if let Some(target) = plot {
        target.finish(result.is_ok());
    }
    result
}

fn table<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    family: &Family<K, P>,
    extent: K::Extent,
    o: &Options,
    extra: Extra,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let show = shower(family.show);
    let max = extra
        .max_positions
        .unwrap_or_else(default_max_positions::<P>);
    let mut values = Values::new(family.moves, family.canon, max).with_progress();
    if o.positions {
        values = values.recording();
    }
    let len = K::table_len(extent);
    let start = Instant::now();
    let mut table: Vec<u32> = Vec::with_capacity(len);
    for i in 0..len {
        let k = K::at(i, extent);
        let p = (family.start)(k);
        match values.value(&p) {
            Ok(v) => table.push(v),
            Err(halt) => {
                values.clear_progress();
                return Err(halt_message(halt, k, &p, &show, K::DIMS));
            }
        }
    }
    values.clear_progress();
    let seconds = start.elapsed().as_secs_f64();
    let positions = values.positions();
    let checked = family.guess.map(|g| {
        let checked = g.check(&table, extent);
        (
            checked.json(),
            checked.line(&table_name::<K>(extent), true, matches!(g, Guess::Loses(_))),
        )
    });
    let mut report = Vec::new();
    if K::DIMS == 1 {
        let examples: Vec<String> = (0..len.min(3))
            .map(|i| {
                let k = K::at(i, extent);
                format!(
                    "start({}) = {}",
                    show_key(k),
                    clip(&show(&(family.start)(k)))
                )
            })
            .collect();
        let labels = Labels::family(&o.name, len, positions, seconds, &examples);
        one(&table, &labels, seconds, o, &mut report)?;
    } else {
        let last = show_key(K::at(len - 1, extent));
        let (a, b) = last.split_once(',').expect("a pair");
        let rows: usize = a.parse::<usize>().expect("a number") + 1;
        let cols: usize = b.parse::<usize>().expect("a number") + 1;
        let labels = Labels::family_box(&o.name, (rows, cols), positions, seconds);
        two(&table, (rows, cols), &labels, seconds, o, &mut report)?;
    }
    if let Some((json, line)) = checked {
        let mut with_guess = Vec::new();
        write_with_guess(&report, o.json, &json, &line, &mut with_guess)?;
        report = with_guess;
    }
    if o.positions {
        let list: Vec<(String, u32)> = values
            .valued()
            .into_iter()
            .map(|(p, v)| (show(p), v))
            .collect();
        positions::append(&mut report, o.json, "G", &list)?;
    }
    out.write_all(&report).map_err(write_err)
}

/// `--html`: the family's page, its starts valued by the family engine and
/// its positions written by `show`.
fn page_of<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    family: &Family<K, P>,
    extent: K::Extent,
    o: &Options,
    extra: Extra,
    target: page::Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let show = shower(family.show);
    let max = extra
        .max_positions
        .unwrap_or_else(default_max_positions::<P>);
    let mut values = Values::new(family.moves, family.canon, max).with_progress();
    let len = K::table_len(extent);
    let mut starts = Vec::with_capacity(len);
    let mut table = Vec::with_capacity(len);
    for i in 0..len {
        let k = K::at(i, extent);
        let p = (family.start)(k);
        match values.value(&p) {
            Ok(v) => table.push(v),
            Err(halt) => {
                values.clear_progress();
                target.abandon();
                return Err(halt_message(halt, k, &p, &show, K::DIMS));
            }
        }
        starts.push(p);
    }
    values.clear_progress();
    // The box's shape as the text report reads it: from its last key.
    let grid = (K::DIMS == 2).then(|| {
        let last = show_key(K::at(len - 1, extent));
        let (a, b) = last.split_once(',').expect("a pair");
        let number = |t: &str| t.parse::<usize>().expect("a number") + 1;
        (number(a), number(b))
    });
    let t = page::impartial::FamilyTable {
        starts,
        values: &table,
        grid,
        not_a_code: NOT_A_CODE,
    };
    page::impartial::family(t, &mut values, &show, o, target, out)
}
