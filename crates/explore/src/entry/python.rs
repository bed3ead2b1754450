//! The `main` of the one binary that runs every Python rule file
//! (`cargo xtask grundy FILE.py` builds it once and runs it with `--rule
//! FILE` and the flags): starts the driver on the file
//! ([`crate::source::python`]), reads the flags the rule's form takes, asks
//! the driver for the positions those flags need, and hands the graph it
//! streams to the same entry points a Rust rule file's `main` calls — so the
//! report, `--json`, `--moves`, `--play`, `--loopy`, `--misere`, the
//! partisan and the scoring forms are a Rust rule's. The `--param`s go to
//! the driver, which gives the file `param(NAME, default)`; after the run it
//! says which the rule read, for the warning about one it never read.

use std::collections::HashMap;
use std::io::{self, Write as _};
use std::process::ExitCode;

use super::table::{Explore, run as run_table, run_guessed};
use crate::cli::flags::Options;
use crate::cli::{Extra, params};
use crate::report::partisan::Table;
use crate::source::family::{Family, Key as FamilyKey, Moves};
use crate::source::guess::Guess;
use crate::source::out::Out;
use crate::source::partisan::PartisanFamily;
use crate::source::position::parse_sum;
use crate::source::python::graph::{Graph, Id, Part};
use crate::source::python::session::{self, AsKey};
use crate::source::python::{Driver, Form, Guessed, Key, Request, Stream};
use crate::source::scoring::{ScoreMoves, ScoringGame};

/// The stack of the thread that runs the explorer (the partisan arena
/// recurses as deep as a game's birthday, as for a Rust rule).
const STACK: usize = 1 << 30;

/// The Python driver's budget of positions when `--max-positions` is not
/// given (a Python object costs about 100–200 bytes a position).
pub const DEFAULT_MAX_POSITIONS: usize = 1 << 23;

/// The runner's `main`: `--rule FILE` and the explorer's flags.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let work = move || {
        let stdin = io::stdin();
        let stdout = io::stdout();
        let mut out = io::BufWriter::new(stdout.lock());
        let result = run(&args, &mut stdin.lock(), &mut out);
        let flushed = out.flush().map_err(|e| format!("writing the report: {e}"));
        let read = session::params_read();
        session::uninstall();
        // The parameters the rule read, marked read for the warning; when
        // the driver stopped, it cannot say, and nothing is warned about.
        if let Some(read) = read {
            for name in read {
                params::param_i64(&name, 0);
            }
            if let Some(warning) = params::unread_warning() {
                let _ = io::stdout().flush();
                eprintln!("{warning}");
            }
        }
        result.and(flushed)
    };
    let result = std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(work)
        .map_err(|e| format!("starting the explorer's thread: {e}"))
        .and_then(|h| {
            h.join()
                .unwrap_or_else(|_| Err("the explorer panicked".to_string()))
        });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = io::stdout().flush();
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// What the runner takes out of its arguments: `--rule FILE`,
/// `--max-positions N`, and the `--param`s (which stay among the rest too).
struct Split {
    file: String,
    rest: Vec<String>,
    max: Option<usize>,
    params: Vec<(String, i64)>,
}

/// `--rule FILE` and `--max-positions N` taken out of `args`, the
/// `--param`s read.
fn split(args: &[String]) -> Result<Split, String> {
    let (mut file, mut rest, mut max, mut given) = (None, Vec::new(), None, Vec::new());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--rule" => file = it.next().cloned(),
            "--param" => {
                let v = it
                    .next()
                    .ok_or_else(|| "--param needs a value".to_string())?;
                given.push(params::parse(v)?);
                rest.extend([a.clone(), v.clone()]);
            }
            "--max-positions" => {
                let v = it
                    .next()
                    .ok_or_else(|| "--max-positions needs a value".to_string())?;
                max = Some(v.parse().ok().filter(|&n: &usize| n > 0).ok_or_else(|| {
                    format!("--max-positions: expected a number ≥ 1, found {v:?}")
                })?);
            }
            _ => rest.push(a.clone()),
        }
    }
    let file = file.ok_or_else(|| "--rule FILE.py: the Python rule to run".to_string())?;
    Ok(Split {
        file,
        rest,
        max,
        params: given,
    })
}

/// The explorer on the Python rule `--rule FILE`, with the other flags.
/// Run it on a thread with a large stack (as [`main`] does).
pub fn run(
    args: &[String],
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let Split {
        file,
        rest,
        max: given,
        params: param_list,
    } = split(args)?;
    params::install(&param_list);
    let (driver, form) = Driver::start(&file, &param_list)?;
    let max = given.unwrap_or(DEFAULT_MAX_POSITIONS);
    if form.scoring {
        let budget = (max, given);
        return match (form.key, form.dims) {
            (Key::Heap, _) => scoring::<u64>(driver, &form, &rest, budget, input, out),
            (Key::Pair, _) => scoring::<(u64, u64)>(driver, &form, &rest, budget, input, out),
            (Key::Family, 1) => scoring::<u64>(driver, &form, &rest, budget, input, out),
            (Key::Family, _) => scoring::<(u64, u64)>(driver, &form, &rest, budget, input, out),
        };
    }
    match (form.key, form.dims) {
        (Key::Heap, _) => numbers::<u64>(driver, &form, &rest, max, input, out),
        (Key::Pair, _) => numbers::<(u64, u64)>(driver, &form, &rest, max, input, out),
        (Key::Family, 1) => family::<u64>(driver, &form, &rest, (max, given), out),
        (Key::Family, _) => family::<(u64, u64)>(driver, &form, &rest, (max, given), out),
    }
}

/// A position or start parameter as the request writes it.
fn requested<K: AsKey>(k: K, dims: usize) -> (u64, Option<u64>) {
    let (a, b) = k.key();
    (a, (dims == 2).then_some(b))
}

/// The table's extent as the request writes it: heaps 0..=N, or the box.
fn table_of<K: crate::source::position::Position>(extent: K::Extent) -> (u64, Option<u64>) {
    let (a, b) = K::shape(extent);
    if K::DIMS == 1 {
        (a - 1, None)
    } else {
        (a, Some(b))
    }
}

/// The guess's kind: a `bool` when every value is one.
fn guess_of<K: AsKey>(guesses: &HashMap<(u64, u64), Guessed>) -> Guess<K> {
    if guesses.values().all(|g| matches!(g, Guessed::Loses(_))) {
        Guess::Loses(session::guess_loses::<K>)
    } else {
        Guess::Value(session::guess_value::<K>)
    }
}

fn missing<P: std::fmt::Debug>(p: P) -> ! {
    eprintln!("error: the Python driver sent no options for {p:?} (a bug of the explorer's)");
    std::process::exit(2)
}

/// A heap or pair rule: its options read from the graph, keyed by the
/// positions themselves.
fn numbers<P: Explore + Table + Part + AsKey>(
    mut driver: Driver,
    form: &Form,
    args: &[String],
    max: usize,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let dims = P::DIMS;
    if form.partisan {
        let (o, side_left) = super::partisan::parse(args)?;
        let positions: Vec<P> = match &o.moves {
            Some(text) => parse_sum(text)?,
            None => <P as Table>::positions(&o)?,
        };
        let request = Request {
            roots: positions.iter().map(|&p| requested(p, dims)).collect(),
            max_positions: Some(max),
            ..Request::default()
        };
        let stream: Stream<P> = driver.enumerate(&request)?;
        session::install(Stream::default(), HashMap::new(), driver);
        let Stream { left, right, .. } = stream;
        let side = |graph: Graph<P>| move |p: P| graph.vecs(&p).unwrap_or_else(|| missing(p));
        return super::partisan::run(side(left), side(right), &o, side_left, out);
    }
    let o = Options::parse(args)?;
    let extent = <P as Explore>::extent(&o)?;
    let named = o.moves.as_ref().or(o.play.as_ref());
    let table = named.is_none();
    let guess = form.guess && table && !o.loopy && !o.misere;
    let request = Request {
        table: table.then(|| table_of::<P>(extent)),
        roots: match named {
            Some(text) => parse_sum::<P>(text)?
                .into_iter()
                .map(|p| requested(p, dims))
                .collect(),
            None => Vec::new(),
        },
        guess,
        max_positions: Some(max),
        ..Request::default()
    };
    let mut stream: Stream<P> = driver.enumerate(&request)?;
    let guesses = std::mem::take(&mut stream.guesses);
    let graph = stream.moves;
    let rule = move |p: P, out: &mut Out<P>| {
        if !graph.push(&p, out) {
            missing(p)
        }
    };
    let kind = guess_of::<P>(&guesses);
    session::install(Stream::default(), guesses, driver);
    if guess {
        run_guessed(rule, kind, &o, input, out)
    } else {
        run_table(rule, &o, input, out)
    }
}

/// A family of starts: positions numbered by the driver.
fn family<K: FamilyKey + Table + AsKey + Send + 'static>(
    mut driver: Driver,
    form: &Form,
    args: &[String],
    (max, given): (usize, Option<usize>),
    out: &mut dyn io::Write,
) -> Result<(), String>
where
    K::Extent: Send,
{
    let dims = K::DIMS;
    let canon = form.canon.then_some(session::canon as fn(_) -> _);
    if form.partisan {
        let (o, side_left) = super::partisan::parse(args)?;
        let extent = super::partisan::family_extent::<K>(&o)?;
        let request = Request {
            table: Some(table_of::<K>(extent)),
            max_positions: Some(max),
            ..Request::default()
        };
        let stream = driver.enumerate(&request)?;
        session::install(stream, HashMap::new(), driver);
        let family = PartisanFamily {
            start: session::start::<K>,
            left: session::left,
            right: session::right,
            canon,
        };
        let (left, right) = super::partisan::numbered_sides(family, extent);
        return super::partisan::run(left, right, &o, side_left, out);
    }
    let o = Options::parse(args)?;
    // What the family's own entry refuses before it runs the rule, it
    // refuses here too, before anything is enumerated.
    let refused = o.play.is_some() || (o.loopy && o.moves.is_some());
    let mut request = Request {
        max_positions: Some(max),
        ..Request::default()
    };
    if let (Some(text), false) = (&o.moves, refused) {
        request.roots = parse_sum::<K>(text)
            .map_err(|e| {
                format!(
                    "--moves on a family of starts takes start parameters ({}, several for a sum of starts): {e}",
                    if dims == 1 { "n" } else { "a,b" }
                )
            })?
            .into_iter()
            .map(|k| requested(k, dims))
            .collect();
        request.raw_starts = true;
    } else if !refused {
        request.table = Some(table_of::<K>(K::family_extent(&o)?));
        request.guess = form.guess && !o.loopy && !o.misere;
    }
    let mut stream = driver.enumerate(&request)?;
    let guesses = std::mem::take(&mut stream.guesses);
    let guess = (form.guess && request.guess).then(|| guess_of::<K>(&guesses));
    session::install(stream, guesses, driver);
    let family = Family {
        start: session::start::<K>,
        moves: Moves::Push(session::moves),
        show: Some(session::show),
        canon,
        guess,
    };
    super::family::run(
        &family,
        &o,
        Extra {
            max_positions: given,
        },
        out,
    )
}

/// A scoring rule (`moves` whose options carry points): every position
/// numbered by the driver, the starts being the heaps or pairs themselves
/// when the file has no `start`.
fn scoring<K: FamilyKey + AsKey>(
    mut driver: Driver,
    form: &Form,
    args: &[String],
    (max, given): (usize, Option<usize>),
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let o = Options::parse(args)?;
    let family = form.key == Key::Family;
    let mut request = Request {
        max_positions: Some(max),
        ..Request::default()
    };
    // What the scoring entry refuses (--loopy, --misere, a sum) it refuses
    // before anything is enumerated.
    let named = o.moves.as_ref().or(o.play.as_ref());
    if o.loopy || o.misere {
    } else if let Some(text) = named {
        if let Ok(keys) = parse_sum::<K>(text) {
            request.roots = keys.into_iter().map(|k| requested(k, K::DIMS)).collect();
        }
        request.raw_starts = true;
        // `--play` walks the rule's own options, not their `canon`.
        request.raw_all = o.play.is_some();
    } else {
        let extent = if family {
            K::family_extent(&o)?
        } else {
            K::rule_extent(&o)?
        };
        request.table = Some(table_of::<K>(extent));
        request.guess = form.guess;
        // So does the page.
        request.raw_all = o.html.is_some();
    }
    let mut stream = driver.enumerate(&request)?;
    let guesses = std::mem::take(&mut stream.guesses);
    session::install(stream, guesses, driver);
    let game = ScoringGame {
        start: session::start::<K>,
        moves: ScoreMoves::Push(session::scored),
        end: form.end.then_some(session::end as fn(&Id) -> i64),
        show: Some(session::show),
        canon: (family && form.canon).then_some(session::canon as fn(Id) -> Id),
        guess: (form.guess && request.guess).then_some(session::guess_score::<K> as fn(K) -> i64),
        family,
    };
    super::scoring::run(
        &game,
        &o,
        Extra {
            max_positions: given,
        },
        input,
        out,
    )
}
