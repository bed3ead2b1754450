//! The generated binary's `main` for a scoring rule file (`moves` whose
//! options carry points): the table of the starts' values by the scoring
//! engine, `--moves N`, `--play N`. Sums, `--loopy` and `--misere` are
//! refused with the reason.

use std::fmt;
use std::hash::Hash;
use std::io;
use std::process::ExitCode;
use std::time::Instant;

use crate::analyse::guess::check_scores;
use crate::cli::{self, Extra, flags::Options};
use crate::engines::family::default_max_positions;
use crate::engines::scoring::Values;
use crate::report::guess::table_name;
use crate::report::positions;
use crate::report::scoring::{self, NO_SUMS, Table, halt_message};
use crate::report::text::{clip, write_err};
use crate::source::family::Key;
use crate::source::position::show as show_key;
use crate::source::scoring::ScoringGame;

/// The generated binary's `main` for a scoring rule file.
pub fn main<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    game: ScoringGame<K, P>,
) -> ExitCode {
    cli::main_with(|o, extra, input, out| run(&game, o, extra, input, out))
}

/// The report on a scoring rule, or `--moves`, or `--play`.
pub fn run<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    game: &ScoringGame<K, P>,
    o: &Options,
    extra: Extra,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    if o.loopy {
        return Err("--loopy is for impartial rules whose moves cycle; a scoring rule's play must end (a cycle is reported with its positions)".to_string());
    }
    if o.misere {
        return Err("--misere is for impartial rules: a scoring rule's end is its `end` payoff (write `pub fn end(p) -> i64` for what the player left without a move scores)".to_string());
    }
    let show = |p: &P| match game.show {
        Some(f) => f(p),
        None => format!("{p:?}"),
    };
    let max = extra
        .max_positions
        .unwrap_or_else(default_max_positions::<P>);
    let mut values = Values::new(game.moves, game.end, game.canon, max);
    if o.positions {
        values = values.recording();
    }
    let named = |k: K| {
        if game.family {
            format!("start({})", show_key(k))
        } else if K::DIMS == 1 {
            format!("heap {}", show_key(k))
        } else {
            format!("the pair {}", show_key(k))
        }
    };
    if let Some(text) = o.moves.as_deref().or(o.play.as_deref()) {
        let k = one_key::<K>(text)?;
        let root = (game.start)(k);
        if o.moves.is_some() {
            return scoring::moves(&mut values, &root, &named(k), &show, o.json, out);
        }
        let end = |p: &P| game.end.map_or(0, |f| f(p));
        return scoring::play(&mut values, root, &end, &show, input, out);
    }
    let extent = game.extent(o)?;
    if let Ok(what) = std::env::var(super::table::BENCH) {
        return bench(game, extent, max, &what, out);
    }
    if let Some(path) = &o.html {
        let target = crate::report::page::Target::open(path, o.force)?;
        return page_of(game, &mut values, extent, &named, &show, o, target, out);
    }
    let plot = o
        .plot
        .as_deref()
        .map(crate::report::plot::Target::open)
        .transpose()?;
    let mut report = Vec::new();
    let result = table(game, &mut values, extent, &named, &show, o, &mut report);
    if let Some(target) = plot {
        target.finish(result.is_ok());
    }
    result?;
    if o.positions {
        let list: Vec<(String, i64)> = values
            .valued()
            .into_iter()
            .map(|(p, v)| (show(p), v))
            .collect();
        positions::append(&mut report, o.json, "V", &list)?;
    }
    out.write_all(&report).map_err(write_err)
}

/// `EXPLORE_BENCH=engine`: the table's values by a fresh engine, timed as
/// the impartial rules' are (the bench times a C++ or Python rule's own
/// binary by it).
fn bench<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    game: &ScoringGame<K, P>,
    extent: K::Extent,
    max: usize,
    what: &str,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    if what != "engine" {
        return Err(format!(
            "{}={what:?}: a scoring rule is timed as engine",
            super::table::BENCH
        ));
    }
    let once = || {
        let mut values = Values::new(game.moves, game.end, game.canon, max);
        for i in 0..K::table_len(extent) {
            values
                .value(&(game.start)(K::at(i, extent)))
                .map_err(|_| "the engine stopped".to_string())?;
        }
        Ok(())
    };
    super::table::timed(once, out)
}

/// The one start `--moves` or `--play` names: a sum of several is refused.
fn one_key<K: Key>(text: &str) -> Result<K, String> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    match parts[..] {
        [one] => K::parse(one),
        [] => Err(format!("expected a start's parameter, found {text:?}")),
        _ => Err(format!("{text:?} names {} starts: {NO_SUMS}", parts.len())),
    }
}

fn table<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    game: &ScoringGame<K, P>,
    values: &mut Values<P>,
    extent: K::Extent,
    named: &impl Fn(K) -> String,
    show: &impl Fn(&P) -> String,
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let len = K::table_len(extent);
    let start = Instant::now();
    let mut table = Vec::with_capacity(len);
    for i in 0..len {
        let k = K::at(i, extent);
        let p = (game.start)(k);
        let what = if game.family {
            format!("computing {} = {}", named(k), clip(&show(&p)))
        } else {
            format!("computing {}", named(k))
        };
        table.push(values.value(&p).map_err(|h| halt_message(h, show, &what))?);
    }
    let seconds = start.elapsed().as_secs_f64();
    let examples = if game.family && K::DIMS == 1 {
        (0..len.min(3))
            .map(|i| {
                let k = K::at(i, extent);
                format!("{} = {}", named(k), clip(&show(&(game.start)(k))))
            })
            .collect()
    } else {
        Vec::new()
    };
    let grid = (K::DIMS == 2).then(|| {
        let (rows, cols) = K::shape(extent);
        (rows as usize, cols as usize)
    });
    let (what, entry) = match (game.family, K::DIMS) {
        (true, 1) => ("a family of starts", "V(start(n))"),
        (true, _) => ("a two-parameter family of starts", "V(start(a, b))"),
        (false, 1) => ("one heap", "V(n)"),
        (false, _) => ("a pair", "V(a, b)"),
    };
    let last = K::at(len - 1, extent);
    let range = match (game.family, grid) {
        (true, None) => format!("V(start(n)) for n = 0 … {}", show_key(last)),
        (false, None) => format!("V(0) … V({})", show_key(last)),
        (true, Some((rows, cols))) => {
            format!("V(start(a, b)) on the box 0 ≤ a < {rows}, 0 ≤ b < {cols}")
        }
        (false, Some((rows, cols))) => format!("V(a, b) on the box 0 ≤ a < {rows}, 0 ≤ b < {cols}"),
    };
    let checked = game.guess.map(|g| check_scores(g, &table, extent));
    let guess_what = table_name::<K>(extent);
    // The guess's line writes the key for `k`.
    let entry_k = if game.family { "V(start(k))" } else { "V(k)" };
    scoring::table(
        &Table {
            what,
            entry,
            range,
            values: &table,
            grid,
            positions: values.positions(),
            seconds,
            examples,
        },
        checked.as_ref(),
        &guess_what,
        entry_k,
        o,
        out,
    )
}

/// `--html`: the scoring game's page, with the claims of its text report.
#[allow(clippy::too_many_arguments)]
fn page_of<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    game: &ScoringGame<K, P>,
    values: &mut Values<P>,
    extent: K::Extent,
    named: &impl Fn(K) -> String,
    show: &impl Fn(&P) -> String,
    o: &Options,
    target: crate::report::page::Target,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    use crate::analyse::scores::{apparent, pattern_line};
    use crate::report::page::{Period, others};
    let len = K::table_len(extent);
    let mut starts = Vec::with_capacity(len);
    let mut table = Vec::with_capacity(len);
    for i in 0..len {
        let k = K::at(i, extent);
        let p = (game.start)(k);
        let what = format!("computing {}", named(k));
        match values.value(&p) {
            Ok(v) => table.push(v),
            Err(h) => {
                target.abandon();
                return Err(halt_message(h, show, &what));
            }
        }
        starts.push(p);
    }
    let grid = (K::DIMS == 2).then(|| {
        let (rows, cols) = K::shape(extent);
        (rows as usize, cols as usize)
    });
    let pattern = if grid.is_none() {
        apparent(&table)
    } else {
        None
    };
    let mut claims = vec![match grid {
        None => pattern_line(pattern.as_ref(), len),
        Some(_) => "no pattern is looked for in a two-parameter table of scores (only one-parameter tables are read)".to_string(),
    }];
    claims.push(NO_SUMS.to_string());
    if let Some(g) = game.guess {
        let entry_k = if game.family { "V(start(k))" } else { "V(k)" };
        claims.push(check_scores(g, &table, extent).line_for(
            &table_name::<K>(extent),
            entry_k,
            false,
        ));
    }
    let (kind, entry) = match (game.family, K::DIMS) {
        (true, 1) => ("a family of starts", "V(start(n))"),
        (true, _) => ("a two-parameter family of starts", "V(start(a, b))"),
        (false, 1) => ("one heap", "V(n)"),
        (false, _) => ("a pair", "V(a, b)"),
    };
    let range = match grid {
        None => format!("{entry} for n = 0 … {}", len - 1),
        Some((rows, cols)) => format!("{entry} on the box 0 ≤ a < {rows}, 0 ≤ b < {cols}"),
    };
    let t = others::ScoreTable {
        starts,
        values: &table,
        grid,
        what: format!(
            "a scoring game, {kind}, {range} from the rule (V: the mover's final advantage under optimal play)"
        ),
        entry,
        claims,
        period: pattern.as_ref().map(|p| Period {
            period: p.period,
            preperiod: p.preperiod,
            saltus: p.uniform().unwrap_or(0),
        }),
        family: game.family,
    };
    others::scoring(t, values, show, &o.name, target, out)
}
