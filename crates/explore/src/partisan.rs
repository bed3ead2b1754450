//! Partisan rules: a game written as two Rust functions, `left` and `right`
//! (Left's and Right's options, each the list of parts the move leaves, as
//! for `moves`), explored by canonical forms (`play::partisan`'s arena):
//! each position's canonical form in CGSuite's notation (`1/2`, `*`, `{1|0}`,
//! `↑`), its outcome class (`L`, `R`, `N`, `P`), whether every value is a
//! number, and `--moves POS --side left|right`: the good moves of a sum.
//!
//! ```
//! // Cutcake: Left splits the width, Right the height.
//! fn left((w, h): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
//!     (1..w).map(|i| vec![(i, h), (w - i, h)]).collect()
//! }
//! fn right((w, h): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
//!     (1..h).map(|j| vec![(w, j), (w, h - j)]).collect()
//! }
//! let mut values = explore::partisan::Values::new(left, right);
//! let v = values.value((4, 1)).unwrap();
//! assert_eq!(values.display(v), "3");
//! ```
//!
//! The rule's positions are walked with an explicit stack (never the call
//! stack), and a cycle is an error naming its positions, as in the impartial
//! engine. The arena's own comparisons and sums recurse, as deep as the
//! games' birthdays: a position's game tree is bounded by [`MAX_HEIGHT`]
//! (checked, an error past it), and the work runs on a thread with a stack
//! large enough for that bound.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{self, Write as _};
use std::process::ExitCode;
use std::time::Instant;

use play::partisan::{GameId, Games, Outcome};

use crate::engine::{Cycle, Position, Rule, show};
use crate::flags::{DEFAULT_BOX, Options};
use crate::sums;

/// The heaps a one-heap partisan rule is tabled to when `--upto` is not given
/// (canonical forms are costly: sums of games are games, not numbers).
pub const DEFAULT_UPTO: u64 = 30;

/// The largest game-tree height (the longest play, counting both players'
/// moves and a sum's parts one after another) a position may have: the
/// arena's comparisons recurse that deep.
pub const MAX_HEIGHT: u64 = 2_000;

/// The stack of the thread that runs the arena (its recursion is bounded by
/// [`MAX_HEIGHT`]; the memory is reserved, not touched, until used).
const STACK: usize = 1 << 30;

/// Why a position could not be valued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error<P> {
    Cycle(Cycle<P>),
    TooHigh { position: P },
}

impl<P: Position> std::fmt::Display for Error<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Cycle(cycle) => cycle.fmt(f),
            Error::TooHigh { position } => write!(
                f,
                "position {}: its game tree is more than {MAX_HEIGHT} moves high, past the canonical-form explorer's bound",
                show(*position)
            ),
        }
    }
}

enum State {
    OnPath,
    Done { value: GameId, height: u64 },
}

struct Frame<P> {
    pos: P,
    /// Left's options, then Right's; `split` of them are Left's.
    options: Vec<Vec<P>>,
    split: usize,
    /// The first option (and part) not yet known.
    option: usize,
    part: usize,
}

/// Canonical values of a partisan rule's positions, computed on demand (an
/// explicit stack over the rule's positions) into a [`Games`] arena.
pub struct Values<P, L, R> {
    left: L,
    right: R,
    /// The arena: every value is one of its canonical games.
    pub games: Games,
    states: HashMap<P, State>,
}

impl<P: Position, L: FnMut(P) -> Vec<Vec<P>>, R: FnMut(P) -> Vec<Vec<P>>> Values<P, L, R> {
    pub fn new(left: L, right: R) -> Self {
        Values {
            left,
            right,
            games: Games::new(),
            states: HashMap::new(),
        }
    }

    /// Left's options of `p` (`left`) or Right's, as the rule gives them.
    pub fn options(&mut self, p: P, left: bool) -> Vec<Vec<P>> {
        if left {
            (self.left)(p)
        } else {
            (self.right)(p)
        }
    }

    /// CGSuite's notation for a value.
    pub fn display(&mut self, g: GameId) -> String {
        self.games.display(g)
    }

    fn known(&self, p: P) -> Option<(GameId, u64)> {
        match self.states.get(&p) {
            Some(&State::Done { value, height }) => Some((value, height)),
            _ => None,
        }
    }

    /// The canonical value of a sum of positions.
    pub fn sum(&mut self, parts: &[P]) -> Result<GameId, Error<P>> {
        let mut total = self.games.zero();
        for &p in parts {
            let v = self.value(p)?;
            total = self.games.add(total, v);
        }
        Ok(total)
    }

    /// The canonical value of `root`, computing what it needs.
    pub fn value(&mut self, root: P) -> Result<GameId, Error<P>> {
        if let Some((v, _)) = self.known(root) {
            return Ok(v);
        }
        let mut frames = vec![self.enter(root)];
        loop {
            let top = frames.last_mut().expect("a frame is on the stack");
            let mut next = None;
            while let Some(parts) = top.options.get(top.option) {
                if let Some(&q) = parts.get(top.part) {
                    match self.states.get(&q) {
                        Some(State::Done { .. }) => top.part += 1,
                        Some(State::OnPath) => {
                            let start = frames.iter().position(|f| f.pos == q).unwrap_or(0);
                            let mut path: Vec<P> = frames[start..].iter().map(|f| f.pos).collect();
                            path.push(q);
                            for f in &frames {
                                self.states.remove(&f.pos);
                            }
                            return Err(Error::Cycle(Cycle { path }));
                        }
                        None => {
                            next = Some(q);
                            break;
                        }
                    }
                } else {
                    top.option += 1;
                    top.part = 0;
                }
            }
            if let Some(q) = next {
                let frame = self.enter(q);
                frames.push(frame);
                continue;
            }
            let frame = frames.pop().expect("a frame is on the stack");
            let mut sides = [Vec::new(), Vec::new()];
            let mut height = 0;
            for (i, parts) in frame.options.iter().enumerate() {
                let mut total = self.games.zero();
                let mut h = 1;
                for &q in parts {
                    let (v, hq) = self.known(q).expect("every part is known");
                    h += hq;
                    if h > MAX_HEIGHT {
                        break;
                    }
                    total = self.games.add(total, v);
                }
                if h > MAX_HEIGHT {
                    for f in frames.iter().chain([&frame]) {
                        self.states.remove(&f.pos);
                    }
                    return Err(Error::TooHigh {
                        position: frame.pos,
                    });
                }
                height = height.max(h);
                sides[usize::from(i >= frame.split)].push(total);
            }
            let value = self.games.make(&sides[0], &sides[1]);
            self.states.insert(frame.pos, State::Done { value, height });
            if frames.is_empty() {
                return Ok(value);
            }
        }
    }

    fn enter(&mut self, p: P) -> Frame<P> {
        self.states.insert(p, State::OnPath);
        let mut options = (self.left)(p);
        let split = options.len();
        options.extend((self.right)(p));
        Frame {
            pos: p,
            options,
            split,
            option: 0,
            part: 0,
        }
    }
}

/// The two kinds of position a partisan rule is tabled over.
pub trait Table: Position + Send {
    /// The positions the flags ask for (heaps 0..=upto, or the box row by row).
    fn positions(o: &Options) -> Result<Vec<Self>, String>;
    /// `"upto": N` or `"box": [A, B]`, and the header line's extent.
    fn extent_json(o: &Options) -> (&'static str, serde_json::Value, String);
    /// Rows of the table (one row for a heap).
    fn rows(o: &Options) -> (usize, usize);
    /// [`run`] on the rules behind pointers: implemented for `u64` and
    /// `(u64, u64)` here, so that a rule file compiles only its rules.
    #[doc(hidden)]
    fn run_erased(
        left: Side<'_, Self>,
        right: Side<'_, Self>,
        o: &Options,
        side_left: bool,
        out: &mut dyn io::Write,
    ) -> Result<(), String>;
}

impl Table for u64 {
    fn run_erased(
        left: Side<'_, Self>,
        right: Side<'_, Self>,
        o: &Options,
        side_left: bool,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        run_with(left, right, o, side_left, out)
    }
    fn positions(o: &Options) -> Result<Vec<u64>, String> {
        if o.r#box.is_some() {
            return Err(
                "--box is for pair rules; this rule takes one heap (use --upto N)".to_string(),
            );
        }
        let upto = o.upto.unwrap_or(DEFAULT_UPTO);
        if upto > 1 << 20 {
            return Err(format!(
                "--upto {upto}: at most 2^20 heaps for a partisan rule"
            ));
        }
        Ok((0..=upto).collect())
    }
    fn extent_json(o: &Options) -> (&'static str, serde_json::Value, String) {
        let upto = o.upto.unwrap_or(DEFAULT_UPTO);
        ("upto", upto.into(), format!("one heap, 0 … {upto}"))
    }
    fn rows(o: &Options) -> (usize, usize) {
        (1, o.upto.unwrap_or(DEFAULT_UPTO) as usize + 1)
    }
}

impl Table for (u64, u64) {
    fn run_erased(
        left: Side<'_, Self>,
        right: Side<'_, Self>,
        o: &Options,
        side_left: bool,
        out: &mut dyn io::Write,
    ) -> Result<(), String> {
        run_with(left, right, o, side_left, out)
    }
    fn positions(o: &Options) -> Result<Vec<(u64, u64)>, String> {
        if o.upto.is_some() {
            return Err(
                "--upto is for one-heap rules; this rule takes a pair (use --box A,B)".to_string(),
            );
        }
        let (rows, cols) = o.r#box.unwrap_or(DEFAULT_BOX);
        Ok((0..rows)
            .flat_map(|a| (0..cols).map(move |b| (a, b)))
            .collect())
    }
    fn extent_json(o: &Options) -> (&'static str, serde_json::Value, String) {
        let (a, b) = o.r#box.unwrap_or(DEFAULT_BOX);
        (
            "box",
            serde_json::json!([a, b]),
            format!("a pair, the box 0 ≤ a < {a}, 0 ≤ b < {b}"),
        )
    }
    fn rows(o: &Options) -> (usize, usize) {
        let (a, b) = o.r#box.unwrap_or(DEFAULT_BOX);
        (a as usize, b as usize)
    }
}

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
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn write_err(e: io::Error) -> String {
    format!("writing the report: {e}")
}

fn class(o: Outcome) -> String {
    o.to_string()
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
    <L::Pos as Table>::run_erased(
        &|p| left.options(p),
        &|p| right.options(p),
        o,
        side_left,
        out,
    )
}

/// A side's rule behind a pointer: what [`run`] hands to
/// [`Table::run_erased`], so that the explorer is compiled once per position
/// type, in this crate, and a rule file compiles only its rules.
pub type Side<'a, P> = &'a dyn Fn(P) -> Vec<Vec<P>>;

/// The body of [`Table::run_erased`], for either position type.
fn run_with<P: Table>(
    left: Side<'_, P>,
    right: Side<'_, P>,
    o: &Options,
    side_left: bool,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let mut values = Values::new(left, right);
    if let Some(pos) = &o.moves {
        let sum = sums::parse::<P>(pos)?;
        return moves(&mut values, &sum, side_left, out);
    }
    let positions = <P as Table>::positions(o)?;
    let start = Instant::now();
    let mut forms = Vec::with_capacity(positions.len());
    let mut outcomes = Vec::with_capacity(positions.len());
    let mut first_non_number = None;
    for &p in &positions {
        let v = values.value(p).map_err(|e| e.to_string())?;
        let form = values.display(v);
        if first_non_number.is_none() && values.games.number(v).is_none() {
            first_non_number = Some((p, form.clone()));
        }
        forms.push(form);
        outcomes.push(class(values.games.outcome(v)));
    }
    let seconds = start.elapsed().as_secs_f64();
    let (rows, cols) = <P as Table>::rows(o);
    let (key, extent, header) = <P as Table>::extent_json(o);
    let all_numbers = first_non_number.is_none();
    if o.json {
        let (forms_json, outcomes_json) = if P::DIMS == 1 {
            (serde_json::json!(forms), serde_json::json!(outcomes))
        } else {
            (
                serde_json::json!(forms.chunks(cols.max(1)).collect::<Vec<_>>()),
                serde_json::json!(outcomes.chunks(cols.max(1)).collect::<Vec<_>>()),
            )
        };
        let mut json = serde_json::json!({
            "game": o.name,
            "dims": P::DIMS,
            "partisan": true,
            "forms": forms_json,
            "outcomes": outcomes_json,
            "all_numbers": all_numbers,
            "seconds": seconds,
        });
        json[key] = extent;
        writeln!(out, "{json}").map_err(write_err)?;
        return Ok(());
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "{}: a partisan rule, {header}: canonical forms by the rule ({} positions in {seconds:.3} s)",
        o.name,
        positions.len()
    );
    let cell = |i: usize| format!("{} {}", forms[i], outcomes[i]);
    if P::DIMS == 1 {
        let _ = writeln!(
            text,
            "n: canonical form (CGSuite's notation) and outcome class"
        );
        for (i, p) in positions.iter().enumerate().take(o.show) {
            let _ = writeln!(text, "  {:>5}: {}", show(*p), cell(i));
        }
    } else {
        let (r, c) = (rows.min(o.show), cols.min(o.show));
        let w = (0..r)
            .flat_map(|a| (0..c).map(move |b| a * cols + b))
            .map(|i| cell(i).chars().count())
            .max()
            .unwrap_or(1)
            .max((c.max(1) - 1).to_string().len());
        let _ = writeln!(
            text,
            "row a, column b: canonical form and outcome class{}",
            if r < rows || c < cols {
                format!(" (the first {r} rows and {c} columns; --show K for more)")
            } else {
                String::new()
            }
        );
        let _ = write!(text, "  {:>4} b:", "a");
        for b in 0..c {
            let _ = write!(text, " {b:>w$}");
        }
        let _ = writeln!(text);
        for a in 0..r {
            let _ = write!(text, "  {a:>4}   ");
            for b in 0..c {
                let s = cell(a * cols + b);
                let pad = w - s.chars().count();
                let _ = write!(text, " {}{s}", " ".repeat(pad));
            }
            let _ = writeln!(text);
        }
    }
    let count = |c: &str| outcomes.iter().filter(|x| *x == c).count();
    let _ = writeln!(
        text,
        "outcome classes: L {}, R {}, N {}, P {} (L: Left wins, R: Right wins, N: the first player, P: the second)",
        count("L"),
        count("R"),
        count("N"),
        count("P")
    );
    match &first_non_number {
        None => {
            let _ = writeln!(
                text,
                "every value is a number (checked on these {} positions, not beyond)",
                positions.len()
            );
        }
        Some((p, form)) => {
            let _ = writeln!(
                text,
                "not all numbers: the first that is not is {} = {form}",
                show(*p)
            );
        }
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}

/// `--moves`: the sum's value and outcome class, and every good move of the
/// side to move — one leaving a sum that side wins moving second, that is a
/// value `≥ 0` for Left or `≤ 0` for Right (by canonical arithmetic).
pub fn moves<P: Position, L: FnMut(P) -> Vec<Vec<P>>, R: FnMut(P) -> Vec<Vec<P>>>(
    values: &mut Values<P, L, R>,
    sum: &[P],
    side_left: bool,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let good = good_moves(values, sum, side_left).map_err(|e| e.to_string())?;
    let total = values.sum(sum).map_err(|e| e.to_string())?;
    let name = if side_left { "Left" } else { "Right" };
    let mut text = String::new();
    let _ = writeln!(
        text,
        "position {}: value {} (outcome class {}); {name} to move",
        sum.iter().map(|&p| show(p)).collect::<Vec<_>>().join(" "),
        values.display(total),
        values.games.outcome(total)
    );
    let target = if side_left { "≥ 0" } else { "≤ 0" };
    if good.is_empty() {
        let _ = writeln!(
            text,
            "lost for {name} moving first: no move leaves a value {target}"
        );
    } else {
        let _ = writeln!(
            text,
            "won for {name} moving first: {} good move(s) (each leaves a value {target}, a sum {name} wins moving second)",
            good.len()
        );
        for (m, v) in &good {
            let parts = if m.parts.is_empty() {
                "nothing".to_string()
            } else {
                m.parts
                    .iter()
                    .map(|&p| show(p))
                    .collect::<Vec<_>>()
                    .join(" + ")
            };
            let _ = writeln!(
                text,
                "  component {}: {} → {parts} (leaves value {})",
                m.component + 1,
                show(sum[m.component]),
                values.display(*v)
            );
        }
    }
    out.write_all(text.as_bytes()).map_err(write_err)
}

/// Every move of the side to move in `sum` (components in order, each one's
/// options in the rule's order) that leaves a sum the mover wins moving
/// second, with the value it leaves.
pub fn good_moves<P: Position, L: FnMut(P) -> Vec<Vec<P>>, R: FnMut(P) -> Vec<Vec<P>>>(
    values: &mut Values<P, L, R>,
    sum: &[P],
    side_left: bool,
) -> Result<Vec<(sums::Move<P>, GameId)>, Error<P>> {
    let mut good = Vec::new();
    for (component, &p) in sum.iter().enumerate() {
        let mut rest = sum.to_vec();
        rest.remove(component);
        let others = values.sum(&rest)?;
        for parts in values.options(p, side_left) {
            let option = values.sum(&parts)?;
            let after = values.games.add(others, option);
            let zero = values.games.zero();
            let wins = if side_left {
                values.games.le(zero, after)
            } else {
                values.games.le(after, zero)
            };
            if wins {
                good.push((sums::Move { component, parts }, after));
            }
        }
    }
    Ok(good)
}
