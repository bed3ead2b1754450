//! The search both Grundy engines share: values by an explicit stack of
//! frames (never the call stack), the rule's options written into one
//! reused buffer ([`Out`]) instead of a fresh `Vec` per option.
//!
//! A position's value is the mex, over its options, of the XOR of the values
//! of the parts each option leaves. Where values live is a [`Store`]'s
//! business: the table engine ([`crate::engines::table`]) keeps a flat `u32`
//! table over heaps or a box (a hash map outside it), the family engine
//! ([`crate::engines::family`]) one hash map of every position it meets.

use std::fmt;

use crate::source::form::Source;
use crate::source::out::{Eager, Out, View};

/// A value not yet computed.
pub const UNKNOWN: u32 = u32::MAX;
/// A position on the path being computed.
pub const ON_PATH: u32 = u32::MAX - 1;

/// Where values live.
pub trait Store<P> {
    /// The value of `p`, [`UNKNOWN`] or [`ON_PATH`].
    fn state(&self, p: &P) -> u32;
    /// Records `p`'s value (or [`ON_PATH`]).
    fn set(&mut self, p: &P, v: u32);
    /// Forgets `p` (after an error, for the positions on the path).
    fn forget(&mut self, p: &P);
    /// Whether `p` may be entered; an error (one sentence) when the store
    /// is full.
    fn admit(&mut self, p: &P) -> Result<(), String>;
    /// Whether an observer sees `p`'s options (the table engine: a table
    /// position).
    fn observed(&self, p: &P) -> bool;
    /// Lends the table to the buffer's fast path while the rule runs (the
    /// table engine, when no observer needs every option); whether it did.
    fn lend(&mut self, _eager: &mut Eager) -> bool {
        false
    }
    /// Takes it back.
    fn reclaim(&mut self, _eager: &mut Eager) {}
}

/// Why a search stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Halt<P> {
    /// The positions on the cycle, from the first back to itself.
    Cycle(Vec<P>),
    /// The store refused `p` (the sentence says why).
    Full(P, String),
}

/// A position being computed: where its options start in the shared
/// [`Out`], how many it has, where the walk over their parts stopped, the
/// XOR of that option's parts so far, and where its marks of option values
/// start in `seen` (one byte per value its mex can see — 0 ..= its number of
/// options, those marked at once included: a plain store per option, where
/// a bitset's read-modify-write would chain consecutive options through
/// memory). A position whose options were all marked at once gets no frame:
/// it is valued as soon as its rule returns.
struct Frame<P> {
    pos: P,
    mark: (usize, usize),
    count: usize,
    option: usize,
    part: usize,
    acc: u32,
    start: usize,
    bits: usize,
}

/// The search's reusable stacks.
pub struct Search<P> {
    frames: Vec<Frame<P>>,
    out: Out<P>,
    seen: Vec<u8>,
}

impl<P> Default for Search<P> {
    fn default() -> Self {
        Search {
            frames: Vec::new(),
            out: Out::default(),
            seen: Vec::new(),
        }
    }
}

impl<P: fmt::Debug> fmt::Debug for Search<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Search({} frames)", self.frames.len())
    }
}

/// Where [`scan`] stopped.
enum Scan {
    Done,
    /// Option `.0`, part `.1` must be computed first.
    Unknown(usize),
    /// This part is on the path.
    OnPath(usize),
}

/// Walks `top`'s options from where it stopped, marking each option's XOR
/// in `seen` as soon as it is complete.
#[inline]
fn scan<P, S: Store<P>>(top: &mut Frame<P>, out: &Out<P>, store: &S, seen: &mut [u8]) -> Scan {
    let first = top.mark.0;
    let ends = &out.stored.ends[first + top.option..first + top.count];
    let parts = &out.stored.parts[..];
    let mut acc = top.acc;
    let mut start = top.start;
    let mut at = start + top.part;
    for (k, &end) in ends.iter().enumerate() {
        let end = end as usize;
        while at < end {
            let v = store.state(&parts[at]);
            if v >= ON_PATH {
                if v == ON_PATH {
                    return Scan::OnPath(at);
                }
                (top.option, top.part, top.acc, top.start) =
                    (top.option + k, at - start, acc, start);
                return Scan::Unknown(at);
            }
            acc ^= v;
            at += 1;
        }
        if let Some(mark) = seen.get_mut(acc as usize) {
            *mark = 1;
        }
        acc = 0;
        start = end;
    }
    Scan::Done
}

impl<P: Clone + Eq> Search<P> {
    /// The value of `root`, computing what it needs; `observe` sees the
    /// options of every position the store says is observed.
    pub fn value<S: Store<P>, R: Source<P>>(
        &mut self,
        root: &P,
        store: &mut S,
        rule: &mut R,
        observe: &mut impl FnMut(&P, View<'_, P>),
    ) -> Result<u32, Halt<P>> {
        let s = store.state(root);
        if s < ON_PATH {
            return Ok(s);
        }
        if let Some(v) = self.enter(root.clone(), store, rule, observe)? {
            return Ok(v);
        }
        loop {
            let top = self.frames.last_mut().expect("a frame is on the stack");
            let base = top.bits;
            match scan(top, &self.out, store, &mut self.seen[base..]) {
                Scan::Done => {}
                Scan::Unknown(at) => {
                    let q = self.out.stored.parts[at].clone();
                    self.enter(q, store, rule, observe)?;
                    continue;
                }
                Scan::OnPath(at) => {
                    let q = self.out.stored.parts[at].clone();
                    return Err(Halt::Cycle(self.abandon(store, &q)));
                }
            }
            let mex = self.seen[base..]
                .iter()
                .position(|&s| s == 0)
                .expect("a frame's marks have a value it does not hold")
                as u32;
            self.seen.truncate(base);
            let frame = self.frames.pop().expect("a frame is on the stack");
            self.out.truncate(frame.mark);
            store.set(&frame.pos, mex);
            self.out.eager.cover(mex);
            if self.frames.is_empty() {
                return Ok(mex);
            }
        }
    }

    /// Marks `p` as on the path, asks the rule for its options and pushes
    /// it; or, when every option was marked at once (all valued table
    /// positions), values it there and returns the value.
    fn enter<S: Store<P>, R: Source<P>>(
        &mut self,
        p: P,
        store: &mut S,
        rule: &mut R,
        observe: &mut impl FnMut(&P, View<'_, P>),
    ) -> Result<Option<u32>, Halt<P>> {
        if let Err(why) = store.admit(&p) {
            self.abandon(store, &p);
            return Err(Halt::Full(p, why));
        }
        store.set(&p, ON_PATH);
        let mark = self.out.mark();
        let lent = loop {
            let lent = store.lend(&mut self.out.eager);
            if lent {
                self.out.eager.open();
            }
            rule.push_options(&p, &mut self.out);
            if lent {
                self.out.eager.close();
            }
            store.reclaim(&mut self.out.eager);
            if self.out.fits() {
                break lent;
            }
            // The options outgrew the buffer: it grows, and the rule runs
            // again, its marks so far discarded.
            self.out.grow(&p);
            self.out.truncate(mark);
            if lent {
                self.out.eager.next();
            }
        };
        if store.observed(&p) {
            observe(&p, self.out.since(mark));
        }
        let count = self.out.options() - mark.0;
        let bits = self.seen.len();
        if lent {
            if count == 0 {
                let mex = self.out.eager.mex();
                self.out.truncate(mark);
                store.set(&p, mex);
                self.out.eager.cover(mex);
                return Ok(Some(mex));
            }
            self.out.eager.copy_into(&mut self.seen, count);
        } else {
            self.seen.resize(bits + count + 1, 0);
        }
        self.frames.push(Frame {
            pos: p,
            mark,
            count,
            option: 0,
            part: 0,
            acc: 0,
            start: mark.1,
            bits,
        });
        Ok(None)
    }

    /// Unwinds the stack after an error (its positions are unknown again)
    /// and returns the cycle that closes at `q`, if `q` is on it.
    fn abandon<S: Store<P>>(&mut self, store: &mut S, q: &P) -> Vec<P> {
        let start = self.frames.iter().position(|f| f.pos == *q);
        let mut path: Vec<P> = match start {
            Some(k) => self.frames[k..].iter().map(|f| f.pos.clone()).collect(),
            None => Vec::new(),
        };
        if start.is_some() {
            path.push(q.clone());
        }
        self.seen.clear();
        self.out.truncate((0, 0));
        for frame in std::mem::take(&mut self.frames) {
            store.forget(&frame.pos);
        }
        path
    }

    /// How many positions are being computed (the depth of the stack).
    pub fn depth(&self) -> usize {
        self.frames.len()
    }

    /// The options of `p` as `rule` gives them (a fresh call).
    pub fn options<R: Source<P>>(&mut self, p: &P, rule: &mut R) -> Vec<Vec<P>> {
        let mark = self.out.run(p, |out| rule.push_options(p, out));
        let vecs = self.out.since(mark).to_vecs();
        self.out.truncate(mark);
        vecs
    }
}
