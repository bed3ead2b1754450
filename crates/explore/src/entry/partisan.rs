//! The generated binary's `main` for a partisan rule file (`left` and
//! `right`, on a heap, a pair or a family of starts): the flags (`--side`),
//! a thread with a stack large enough for the arena's recursion, the report
//! of [`crate::report::partisan`].

use std::hash::Hash;
use std::io::{self, Write as _};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use crate::cli::flags::Options;
use crate::engines::intern::Interner;
use crate::report::partisan::Table;
use crate::source::family::{Key, Moves, WithCanon};
use crate::source::form::Rule;
use crate::source::partisan::PartisanFamily;

/// The stack of the thread that runs the arena (its recursion is bounded by
/// [`MAX_HEIGHT`]; the memory is reserved, not touched, until used).
const STACK: usize = 1 << 30;

/// `--side left|right` taken out of the arguments (default Left); the rest
/// are the explorer's common flags.
pub fn parse(args: &[String]) -> Result<(Options, bool), String> {
    let mut rest = Vec::new();
    let mut left = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--side" {
            left = Some(match it.next().map(String::as_str) {
                Some("left" | "l" | "L") => true,
                Some("right" | "r" | "R") => false,
                other => return Err(format!("--side: expected left or right, found {other:?}")),
            });
        } else {
            rest.push(a.clone());
        }
    }
    let o = Options::parse(&rest)?;
    if o.play.is_some() || o.plot.is_some() {
        return Err("--play and --plot are for impartial (`moves`) rules; a partisan rule takes --upto, --box, --json, --show and --moves".to_string());
    }
    if left.is_some() && o.moves.is_none() {
        return Err("--side goes with --moves".to_string());
    }
    if o.misere {
        return Err("--misere is for impartial (`moves`) rules".to_string());
    }
    if o.positions {
        return Err("--positions is for a family of starts (`moves` and `start`) or a scoring rule; a partisan table lists its positions' forms already".to_string());
    }
    crate::cli::params::install(&o.params);
    Ok((o, left.unwrap_or(true)))
}

/// The generated binary's `main` for a rule file with `left` and `right`.
pub fn main<ML, MR, L, R>(left: L, right: R) -> ExitCode
where
    L: Rule<ML> + Send + 'static,
    R: Rule<MR, Pos = L::Pos> + Send + 'static,
    L::Pos: Table,
{
    let args: Vec<String> = std::env::args().skip(1).collect();
    let work = move || {
        let stdout = io::stdout();
        let mut out = io::BufWriter::new(stdout.lock());
        let result = parse(&args).and_then(|(o, side)| run(left, right, &o, side, &mut out));
        let _ = out.flush();
        result
    };
    let result = std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(work)
        .map_err(|e| format!("starting the explorer's thread: {e}"))
        .and_then(|h| {
            h.join()
                .unwrap_or_else(|_| Err("the explorer panicked".to_string()))
        });
    crate::cli::exit(result)
}

/// The report (or `--moves`) for a partisan rule. Call it on a thread with a
/// large stack for games of large birthday (as [`main`] does).
pub fn run<ML, MR, L, R>(
    left: L,
    right: R,
    o: &Options,
    side_left: bool,
    out: &mut dyn io::Write,
) -> Result<(), String>
where
    L: Rule<ML>,
    R: Rule<MR, Pos = L::Pos>,
    L::Pos: Table,
{
    <L::Pos as Table>::report_erased(
        &|p| left.options(p),
        &|p| right.options(p),
        o,
        side_left,
        out,
    )
}

/// [`main`] gives a heap's or a pair's.
pub fn partisan_main<K, P>(family: PartisanFamily<K, P>) -> ExitCode
where
    K: Key + Table + Send + 'static,
    K::Extent: Send,
    P: Clone + Eq + Hash + Send + 'static,
{
    let args: Vec<String> = std::env::args().skip(1).collect();
    let extent = match parse(&args).and_then(|(o, _)| family_extent::<K>(&o)) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let (left, right) = numbered_sides(family, extent);
    main(left, right)
}

/// The starts a partisan family is tabled on (`--moves` is refused: a
/// family's positions are not typed on the command line).
pub fn family_extent<K: Key>(o: &Options) -> Result<K::Extent, String> {
    if o.moves.is_some() {
        return Err("--moves takes heaps or pairs typed on the command line; a family's positions (`start`) are not".to_string());
    }
    K::partisan_extent(o)
}

/// One side's rule on a partisan family's positions numbered.
pub type NumberedSide<K> = Box<dyn Fn(K) -> Vec<Vec<K>> + Send>;

/// A partisan family's two rules on its positions numbered (the starts of
/// the table over `extent` keep their parameters as numbers), as the heap
/// and pair machinery takes them: what [`partisan_main`] runs, and the
/// Python rules' entry point too.
pub fn numbered_sides<K, P>(
    family: PartisanFamily<K, P>,
    extent: K::Extent,
) -> (NumberedSide<K>, NumberedSide<K>)
where
    K: Key + Send + 'static,
    K::Extent: Send,
    P: Clone + Eq + Hash + Send + 'static,
{
    let PartisanFamily {
        start,
        left,
        right,
        canon,
    } = family;
    // One numbering shared by the two rules (on the partisan explorer's
    // thread: a mutex only to be `Send`).
    let shared = Arc::new(Mutex::new(Interner::new(start, canon, extent)));
    let other = shared.clone();
    (
        Box::new(move |k: K| {
            let mut numbering = shared.lock().expect("one thread");
            numbering.options(
                k,
                &mut WithCanon {
                    moves: Moves::Vecs(left),
                    canon: None,
                },
            )
        }),
        Box::new(move |k: K| {
            let mut numbering = other.lock().expect("one thread");
            numbering.options(
                k,
                &mut WithCanon {
                    moves: Moves::Vecs(right),
                    canon: None,
                },
            )
        }),
    )
}
