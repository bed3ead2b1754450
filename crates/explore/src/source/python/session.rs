//! A Python family's rule as the explorer's [`Family`] takes it: functions
//! (`fn` pointers, as a Rust rule file's are) over the positions' numbers,
//! reading the graph the driver streamed from this thread's session. The
//! session also holds the driver, which writes a position's text when a
//! report asks for it, and the guess (for heaps and pairs too).
//!
//! [`Family`]: crate::source::family::Family

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use super::graph::{Graph, Id};
use super::{Driver, Guessed, Stream};
use crate::source::out::Out;
use crate::source::scoring::ScoreOut;

/// What the functions below read: set by [`install`] on the thread that
/// runs the explorer.
pub struct Session {
    pub stream: Stream<Id>,
    pub guesses: HashMap<(u64, u64), Guessed>,
    driver: RefCell<Driver>,
    shows: RefCell<HashMap<Id, String>>,
}

thread_local! {
    static SESSION: RefCell<Option<Rc<Session>>> = const { RefCell::new(None) };
}

/// Makes `stream` (a family's graph, or an empty one for heaps and pairs),
/// `guesses` and `driver` what this thread's functions read.
pub fn install(stream: Stream<Id>, guesses: HashMap<(u64, u64), Guessed>, driver: Driver) {
    let session = Session {
        stream,
        guesses,
        driver: RefCell::new(driver),
        shows: RefCell::new(HashMap::new()),
    };
    SESSION.with(|s| *s.borrow_mut() = Some(Rc::new(session)));
}

/// Ends this thread's session (the driver exits).
pub fn uninstall() {
    SESSION.with(|s| s.borrow_mut().take());
}

/// The end of a run that asked for what the driver did not send: a bug of
/// the explorer's (the driver enumerates every position a run can reach).
fn missing(what: &str) -> ! {
    eprintln!("error: the Python driver sent no {what} (a bug of the explorer's)");
    std::process::exit(2)
}

fn with<T>(f: impl FnOnce(&Session) -> T) -> T {
    let session = SESSION.with(|s| s.borrow().clone());
    match session {
        Some(session) => f(&session),
        None => missing("session"),
    }
}

/// A family's start parameter, or a heap's or a pair's guess key.
pub trait AsKey: Copy {
    fn key(self) -> (u64, u64);
}

impl AsKey for u64 {
    fn key(self) -> (u64, u64) {
        (self, 0)
    }
}

impl AsKey for (u64, u64) {
    fn key(self) -> (u64, u64) {
        self
    }
}

/// `start(k)`: the number of the position the file's `start` returned.
pub fn start<K: AsKey>(k: K) -> Id {
    with(|s| s.stream.starts.get(&k.key()).copied())
        .unwrap_or_else(|| missing("start for this parameter"))
}

fn push(graph: impl Fn(&Session) -> &Graph<Id>, p: &Id, out: &mut Out<Id>) {
    if !with(|s| graph(s).push(p, out)) {
        missing("options for this position")
    }
}

/// `moves(p)`: its options as the file's `moves` gave them.
pub fn moves(p: &Id, out: &mut Out<Id>) {
    push(|s| &s.stream.moves, p, out)
}

fn vecs(graph: impl Fn(&Session) -> &Graph<Id>, p: &Id) -> Vec<Vec<Id>> {
    with(|s| graph(s).vecs(p)).unwrap_or_else(|| missing("options for this position"))
}

/// A scoring rule's `moves(p)`: its options as the file's `moves` gave them.
pub fn scored(p: &Id, out: &mut ScoreOut<Id>) {
    if !with(|s| s.stream.scored.push(p, out)) {
        missing("options for this position")
    }
}

/// A scoring rule's `end(p)`.
pub fn end(p: &Id) -> i64 {
    with(|s| s.stream.scored.payoff(p)).unwrap_or_else(|| missing("end for this position"))
}

/// A partisan family's `left(p)`.
pub fn left(p: &Id) -> Vec<Vec<Id>> {
    vecs(|s| &s.stream.left, p)
}

/// A partisan family's `right(p)`.
pub fn right(p: &Id) -> Vec<Vec<Id>> {
    vecs(|s| &s.stream.right, p)
}

/// `canon(p)`.
pub fn canon(p: Id) -> Id {
    with(|s| s.stream.canon.get(&p).copied().unwrap_or(p))
}

/// `show(p)` (or the value as Rust's `{:?}` prints it), asked of the
/// driver once per position.
pub fn show(p: &Id) -> String {
    with(|s| {
        if let Some(text) = s.shows.borrow().get(p) {
            return text.clone();
        }
        let text = s.driver.borrow_mut().show(*p).unwrap_or_else(|e| {
            eprintln!("error: {e}");
            std::process::exit(2)
        });
        s.shows.borrow_mut().insert(*p, text.clone());
        text
    })
}

fn guessed<K: AsKey>(k: K) -> Guessed {
    with(|s| s.guesses.get(&k.key()).copied()).unwrap_or_else(|| missing("guess for this key"))
}

/// `guess(k)`, a value.
pub fn guess_value<K: AsKey>(k: K) -> u64 {
    match guessed(k) {
        Guessed::Value(v) => v,
        Guessed::Loses(b) => u64::from(b),
        Guessed::Signed(v) => v as u64,
    }
}

/// `guess(k)`, a bool: whether `k` is a P-position.
pub fn guess_loses<K: AsKey>(k: K) -> bool {
    match guessed(k) {
        Guessed::Loses(b) => b,
        Guessed::Value(v) => v != 0,
        Guessed::Signed(v) => v != 0,
    }
}

/// `guess(k)`, a scoring rule's value (the driver checked it fits).
pub fn guess_score<K: AsKey>(k: K) -> i64 {
    match guessed(k) {
        Guessed::Value(v) => v as i64,
        Guessed::Signed(v) => v,
        Guessed::Loses(b) => i64::from(b),
    }
}

/// The names of the `--param`s the rule read, asked of the driver once the
/// run is over; `None` without a session or a driver to answer (it
/// stopped with an error).
pub fn params_read() -> Option<Vec<String>> {
    let session = SESSION.with(|s| s.borrow().clone())?;
    session.driver.borrow_mut().params_read().ok()
}

impl fmt::Debug for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&show(self))
    }
}
