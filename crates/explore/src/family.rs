//! A family of starts on any position type: a rule file with
//! `pub fn start(n: u64) -> P` (or `start((a, b): (u64, u64)) -> P`) and
//! `pub fn moves(p: &P) -> Vec<Vec<P>>` (or the allocation-free
//! `moves(p: &P, out: &mut Out<P>)`), for any
//! `P: Clone + Eq + Hash + Debug` — a `Vec<u8>` row, a tuple, a grid, a
//! struct. The table is G(start(n)) for n = 0 ..= `--upto` (default
//! [`DEFAULT_UPTO`]) or G(start(a, b)) on the `--box` (default
//! [`DEFAULT_BOX`]).
//!
//! Every position met is stored once, in one hash map (after `canon`, the
//! user's symmetry reduction, when the file has one); values are computed
//! by [`crate::solve`]'s explicit stack, never the call stack; a cycle is
//! named as the table engine names it. A run stops with an error naming the
//! count before it passes its budget (`--max-positions N`, default
//! [`default_max_positions`], and a resident size of [`MAX_RESIDENT`]),
//! never by the kernel's OOM killer. The pattern finder reads the family's
//! sequence or grid; a family is not a code, so every claim is *apparent*.
//!
//! ```
//! use explore::family::{Moves, Values};
//! // Three-heap Nim as a tuple: G(a, b, c) = a ⊕ b ⊕ c (Bouton).
//! fn moves(&(a, b, c): &(u64, u64, u64)) -> Vec<Vec<(u64, u64, u64)>> {
//!     let mut v: Vec<Vec<_>> = (0..a).map(|x| vec![(x, b, c)]).collect();
//!     v.extend((0..b).map(|y| vec![(a, y, c)]));
//!     v.extend((0..c).map(|z| vec![(a, b, z)]));
//!     v
//! }
//! let mut values = Values::new(Moves::Vecs(moves), None, 1 << 20);
//! assert_eq!(values.value(&(3, 5, 6)), Ok(3 ^ 5 ^ 6));
//! assert_eq!(values.value(&(1, 2, 3)), Ok(0));
//! ```
//!
//! # Complexity
//! One call of `moves` per position met, one hash lookup per part of each
//! option; memory: the positions met, once each.

use std::collections::HashMap;
use std::fmt::{self, Write as _};
use std::hash::Hash;
use std::io::{self, IsTerminal as _, Write as _};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::analyse::{CodeMatch, analyse_heap, analyse_pair};
use crate::cli::{self, Extra};
use crate::engine::{Position, cycle_message};
use crate::flags::Options;
use crate::guess::{Guess, table_name, write_with_guess};
use crate::run::grid;
use crate::solve::{Halt, ON_PATH, Search, Store, UNKNOWN};
use crate::start::Rule;
pub use crate::start::{DEFAULT_BOX, DEFAULT_UPTO, Family, Key, Moves};
use crate::{plot, solve};

/// The resident size (bytes) past which a run stops, whatever the count.
pub const MAX_RESIDENT: u64 = 16 << 30;

/// The positions a run may store by default: what fits in about 12 GiB
/// at this type's size (a hash map's slot, its growth, and a guess of 64
/// bytes that the position owns), at most 2^28.
pub fn default_max_positions<P>() -> usize {
    let per = 2 * (std::mem::size_of::<(P, u32)>() + 8) + 64;
    ((12usize << 30) / per).min(1 << 28)
}

/// The progress line: on a terminal, once a run has taken a second.
struct Ticker {
    on: bool,
    start: Instant,
    next: Instant,
    shown: bool,
}

/// Every position met, once, with its value (or [`ON_PATH`]).
struct Hashed<P> {
    map: HashMap<P, u32>,
    max: usize,
    valued: usize,
    ticker: Ticker,
}

/// This process's resident size in bytes (Linux), if it can be read.
fn resident() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

impl<P: Clone + Eq + Hash> Store<P> for Hashed<P> {
    #[inline]
    fn state(&self, p: &P) -> u32 {
        self.map.get(p).copied().unwrap_or(UNKNOWN)
    }
    #[inline]
    fn set(&mut self, p: &P, v: u32) {
        match self.map.get_mut(p) {
            Some(slot) => *slot = v,
            None => {
                self.map.insert(p.clone(), v);
            }
        }
        if v < ON_PATH {
            self.valued += 1;
            if self.valued & 0x3ff == 0 && self.ticker.on {
                let now = Instant::now();
                if now >= self.ticker.next {
                    self.ticker.next = now + Duration::from_millis(250);
                    self.ticker.shown = true;
                    eprint!(
                        "\r{} positions valued, {} stored, {:.0} s",
                        self.valued,
                        self.map.len(),
                        (now - self.ticker.start).as_secs_f64()
                    );
                }
            }
        }
    }
    fn forget(&mut self, p: &P) {
        self.map.remove(p);
    }
    #[inline]
    fn admit(&mut self, _: &P) -> Result<(), String> {
        let n = self.map.len();
        if n >= self.max {
            return Err(format!(
                "more than {n} positions (the budget, --max-positions {n})"
            ));
        }
        if n & 0xffff == 0xffff && resident().is_some_and(|r| r > MAX_RESIDENT) {
            return Err(format!(
                "{n} positions, {} GiB resident (the limit, {} GiB)",
                resident().unwrap_or(0) >> 30,
                MAX_RESIDENT >> 30
            ));
        }
        Ok(())
    }
    #[inline]
    fn observed(&self, _: &P) -> bool {
        false
    }
}

/// The values of a rule's positions, each stored once.
pub struct Values<P> {
    store: Hashed<P>,
    search: Search<P>,
    rule: Rule<P>,
}

impl<P: Clone + Eq + Hash + 'static> Values<P> {
    /// Nothing computed yet; at most `max_positions` positions stored.
    pub fn new(moves: Moves<P>, canon: Option<fn(P) -> P>, max_positions: usize) -> Self {
        Values {
            store: Hashed {
                map: HashMap::new(),
                max: max_positions,
                valued: 0,
                ticker: Ticker {
                    on: false,
                    start: Instant::now(),
                    next: Instant::now(),
                    shown: false,
                },
            },
            search: Search::default(),
            rule: Rule { moves, canon },
        }
    }

    /// The progress line on stderr (on a terminal, after a second).
    pub fn with_progress(mut self) -> Self {
        let now = Instant::now();
        self.store.ticker = Ticker {
            on: io::stderr().is_terminal(),
            start: now,
            next: now + Duration::from_secs(1),
            shown: false,
        };
        self
    }

    /// The value of `p` (after `canon`), computing what it needs.
    pub fn value(&mut self, p: &P) -> Result<u32, Halt<P>> {
        let root = match self.rule.canon {
            Some(canon) => canon(p.clone()),
            None => p.clone(),
        };
        self.search
            .value(&root, &mut self.store, &mut self.rule, &mut |_, _| {})
    }

    /// How many positions are stored (valued, or on the path of an error).
    pub fn positions(&self) -> usize {
        self.store.map.len()
    }

    /// The options of `p` as the rule gives them (after `canon`).
    pub fn options(&mut self, p: &P) -> Vec<Vec<P>> {
        self.search.options(p, &mut self.rule)
    }

    fn clear_progress(&self) {
        if self.store.ticker.shown {
            eprint!("\r\x1b[K");
        }
    }
}

/// How the family writes a position.
fn shower<P: fmt::Debug>(show: Option<fn(&P) -> String>) -> impl Fn(&P) -> String {
    move |p| match show {
        Some(f) => f(p),
        None => format!("{p:?}"),
    }
}

/// The generated binary's `main` for a rule file with `start`.
pub fn main<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(family: Family<K, P>) -> ExitCode {
    cli::main_with(|o, extra, _, out| run(&family, o, extra, out))
}

fn write_err(e: io::Error) -> String {
    format!("writing the report: {e}")
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
    if o.loopy {
        if o.moves.is_some() {
            return Err("--moves with --loopy takes heaps or pairs (a `moves(n: u64)` or `moves((a, b): (u64, u64))` rule); on a family of starts, --loopy tables the starts only".to_string());
        }
        return crate::intern::loopy(family, o, out);
    }
    if o.misere {
        return crate::family_sums::misere(family, o, out);
    }
    if let Some(text) = &o.moves {
        let max = extra
            .max_positions
            .unwrap_or_else(default_max_positions::<P>);
        return crate::family_sums::moves(family, text, max, o, out);
    }
    let extent = K::family_extent(o)?;
    let plot = o.plot.as_deref().map(plot::Target::open).transpose()?;
    let result = report(family, extent, o, extra, out);
    if let Some(target) = plot {
        target.finish(result.is_ok());
    }
    result
}

fn report<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
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
                    crate::engine::show(k),
                    clip(&show(&(family.start)(k)))
                )
            })
            .collect();
        one(&table, positions, seconds, &examples, o, &mut report)?;
    } else {
        let last = crate::engine::show(K::at(len - 1, extent));
        let (a, b) = last.split_once(',').expect("a pair");
        let rows: usize = a.parse::<usize>().expect("a number") + 1;
        let cols: usize = b.parse::<usize>().expect("a number") + 1;
        two(&table, (rows, cols), positions, seconds, o, &mut report)?;
    }
    match checked {
        Some((json, line)) => write_with_guess(&report, o.json, &json, &line, out),
        None => out.write_all(&report).map_err(write_err),
    }
}

/// The error of a run stopped at `start(k) = p`.
fn halt_message<K: Position, P>(
    halt: Halt<P>,
    k: K,
    p: &P,
    show: &impl Fn(&P) -> String,
    dims: usize,
) -> String {
    let k = crate::engine::show(k);
    match halt {
        Halt::Cycle(path) => {
            let path: Vec<String> = path.iter().map(show).collect();
            format!(
                "computing start({k}) = {}: {}",
                show(p),
                cycle_message(&path)
            )
        }
        Halt::Full(last, why) => format!(
            "computing start({k}) = {}: the rule reached {why} (the last: {}), so the run stopped before running out of memory; use a smaller {} (or --max-positions N for another budget)",
            show(p),
            show(&last),
            if dims == 1 { "--upto" } else { "--box" }
        ),
    }
}

/// Why a family gets no code and no theorem.
const NOT_A_CODE: &str = "a family of starts, not one heap, so no code is compared and no theorem applies: every pattern below is apparent";

fn one(
    table: &[u32],
    positions: usize,
    seconds: f64,
    examples: &[String],
    o: &Options,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let upto = table.len() as u64 - 1;
    let analysis = analyse_heap(
        table,
        &CodeMatch::NoCode {
            reason: NOT_A_CODE.to_string(),
        },
    );
    let shown = o.show.min(table.len());
    if o.json {
        let json = serde_json::json!({
            "game": o.name,
            "dims": 1,
            "upto": upto,
            "values": table.len(),
            "head": &table[..shown],
            "period": analysis.period,
            "preperiod": analysis.preperiod,
            "saltus": analysis.saltus,
            "proved": false,
            "code": null,
            "code_checked_to": null,
            "lines": analysis.lines,
            "seconds": seconds,
            "positions": positions,
        });
        writeln!(out, "{json}").map_err(write_err)?;
    } else {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "{}: a family of starts, G(start(n)) for n = 0 … {upto} from the rule ({} values, {positions} positions valued in {seconds:.3} s)",
            o.name,
            table.len()
        );
        let _ = writeln!(text, "{}", examples.join(", "));
        if shown > 0 {
            let _ = write!(text, "G(start(n)), n = 0..{shown}:");
            for (i, v) in table[..shown].iter().enumerate() {
                if i % 20 == 0 {
                    let _ = write!(text, "\n  {i:>5}:");
                }
                let _ = write!(text, " {v}");
            }
            let _ = writeln!(text);
        }
        for line in &analysis.lines {
            let _ = writeln!(text, "{line}");
        }
        let (at, max) = table
            .iter()
            .enumerate()
            .max_by_key(|&(i, v)| (v, std::cmp::Reverse(i)))
            .map_or((0, 0), |(i, &v)| (i, v));
        let _ = writeln!(text, "largest value {max} (first at n = {at})");
        out.extend_from_slice(text.as_bytes());
    }
    if let Some(path) = &o.plot {
        plot::heap(&o.name, table, path)?;
        if !o.json {
            writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
        }
    }
    Ok(())
}

/// A position's text, cut to 60 characters.
pub(crate) fn clip(text: &str) -> String {
    if text.chars().count() <= 60 {
        return text.to_string();
    }
    let cut: String = text.chars().take(57).collect();
    format!("{cut}…")
}

fn two(
    table: &[u32],
    (rows, cols): (usize, usize),
    positions: usize,
    seconds: f64,
    o: &Options,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let analysis = analyse_pair(table, rows, cols);
    let p_positions: Vec<(u64, u64)> = (0..table.len())
        .filter(|&i| table[i] == 0)
        .map(|i| ((i / cols) as u64, (i % cols) as u64))
        .collect();
    if o.json {
        let json = serde_json::json!({
            "game": o.name,
            "dims": 2,
            "box": [rows, cols],
            "p_positions": p_positions.iter().map(|&(a, b)| [a, b]).collect::<Vec<_>>(),
            "beatty": analysis.beatty.as_ref().map(|b| serde_json::json!({
                "alpha": b.alpha,
                "beta": b.beta,
                "alpha_text": b.alpha_text,
                "beta_text": b.beta_text,
            })),
            "sum": analysis.sum,
            "period": analysis.period,
            "preperiod": analysis.preperiod,
            "saltus": analysis.saltus,
            "proved": false,
            "code": null,
            "lines": analysis.lines,
            "seconds": seconds,
            "positions": positions,
        });
        writeln!(out, "{json}").map_err(write_err)?;
    } else {
        let mut text = String::new();
        let _ = writeln!(
            text,
            "{}: a two-parameter family of starts, G(start(a, b)) on the box 0 ≤ a < {rows}, 0 ≤ b < {cols} from the rule ({} values, {positions} positions valued in {seconds:.3} s)",
            o.name,
            table.len()
        );
        grid(&mut text, table, rows, cols, o.show);
        let _ = write!(text, "P-positions in the box: {}", p_positions.len());
        let listed = p_positions.len().min(16);
        if listed > 0 {
            let _ = write!(text, ":");
        }
        for &(a, b) in &p_positions[..listed] {
            let _ = write!(text, " ({a},{b})");
        }
        if listed < p_positions.len() {
            let _ = write!(text, " …");
        }
        let _ = writeln!(text);
        let _ = writeln!(text, "{NOT_A_CODE}: each claim is about the box only");
        for line in &analysis.lines {
            let _ = writeln!(text, "{line}");
        }
        out.extend_from_slice(text.as_bytes());
    }
    if let Some(path) = &o.plot {
        plot::pair(&o.name, table, rows, cols, &p_positions, path)?;
        if !o.json {
            writeln!(out, "plot: {}", path.display()).map_err(write_err)?;
        }
    }
    Ok(())
}

// The search's pieces a test or a bench may want beside the family's.
pub use solve::Halt as Stop;
