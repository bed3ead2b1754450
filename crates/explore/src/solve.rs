//! The search both engines share: Grundy values by an explicit stack of
//! frames (never the call stack), the rule's options written into one reused
//! buffer ([`Out`]) instead of a fresh `Vec` per option.
//!
//! A position's value is the mex, over its options, of the XOR of the values
//! of the parts each option leaves. Where values live is a [`Store`]'s
//! business: the table engine ([`crate::Engine`]) keeps a flat `u32` table
//! over heaps or a box (a hash map outside it), the family engine
//! ([`crate::family`]) one hash map of every position it meets.

use std::any::Any;
use std::fmt;

/// The options a rule writes, each the list of parts the move leaves: the
/// allocation-free form of a rule pushes them here instead of returning
/// `Vec<Vec<_>>`.
///
/// ```
/// use explore::Out;
/// // Lasker's Nim: take any number, or split into two non-empty heaps.
/// pub fn moves(n: u64, out: &mut Out<u64>) {
///     if n > 0 {
///         out.push(&[]); // take them all: nothing left
///     }
///     for left in 1..n {
///         out.push(&[left]);
///     }
///     for a in 1..=n / 2 {
///         out.push(&[a, n - a]);
///     }
/// }
/// let mut engine = explore::fast_engine(moves, 12);
/// assert_eq!(engine.fill(&mut |_, _| {}).unwrap()[..9], [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
///
/// The engine stacks every frame's options in one `Out`, so after the first
/// positions a push allocates nothing (the parts are copied, or cloned for
/// a position that owns memory such as a `Vec<u8>`).
#[derive(Debug, Clone)]
pub struct Out<P> {
    parts: Vec<P>,
    /// `ends[i]`: where option `i`'s parts end in `parts`.
    ends: Vec<u32>,
    eager: Eager,
}

impl<P> Default for Out<P> {
    fn default() -> Self {
        Out {
            parts: Vec::new(),
            ends: Vec::new(),
            eager: Eager::default(),
        }
    }
}

/// The table engine's fast path: while the rule runs, the table is lent to
/// the buffer, and an option whose parts are all valued heaps or pairs of
/// the table is marked at once (its XOR's stamp written) instead of stored.
///
/// Off (nothing lent), `table` and `seen` are empty and `rows`, `cols` zero,
/// so every push falls through to the stored path without a flag to test.
#[derive(Debug, Clone, Default)]
pub struct Eager {
    pub(crate) table: Vec<u32>,
    /// Heaps `0..rows`, or the box `rows × cols`.
    pub(crate) rows: u64,
    pub(crate) cols: u64,
    /// The marks of the position whose rule is running, by XOR: `seen[x] ==
    /// stamp` where an option of XOR `x` was marked (a stamp per position,
    /// so nothing is cleared between positions). One comparison of the
    /// parts' OR with its length checks that every part is valued
    /// ([`ON_PATH`] and [`UNKNOWN`] are far above it) and that the mark
    /// fits (the XOR's bits are among the OR's). Its length is kept a power
    /// of two above every value given (up to [`EAGER_VALUES`]), so that the
    /// XOR of valued parts always fits.
    seen: Vec<u32>,
    /// The marks while nothing is lent.
    parked: Vec<u32>,
    stamp: u32,
}

/// A part's value in the lent table (or [`ON_PATH`], [`UNKNOWN`]), `None`
/// outside it.
#[inline(always)]
fn lookup<P: 'static>(q: &P, e: &Eager) -> Option<u32> {
    let any: &dyn Any = q;
    if let Some(&n) = any.downcast_ref::<u64>() {
        return e.table.get(usize::try_from(n).ok()?).copied();
    }
    if let Some(&(a, b)) = any.downcast_ref::<(u64, u64)>()
        && (a < e.rows) & (b < e.cols)
    {
        return e.table.get((a * e.cols + b) as usize).copied();
    }
    None
}

/// Values at or above this are never marked at once (a position with more
/// options is rare; its large XORs are stored and scanned).
const EAGER_VALUES: usize = 1 << 24;

impl Eager {
    /// Marks the option at once if every part is valued; false if not.
    #[inline(always)]
    fn mark<P: 'static>(&mut self, parts: &[P]) -> bool {
        let (mut xor, mut or) = (0u32, 0u32);
        for q in parts {
            match lookup(q, self) {
                Some(v) => (xor, or) = (xor ^ v, or | v),
                None => return false,
            }
        }
        // `or` below the power of two `seen.len()`: every part is valued,
        // and their XOR is below it too.
        if (or as usize) < self.seen.len() {
            self.seen[xor as usize] = self.stamp;
            return true;
        }
        false
    }

    /// The marks taken out for a position's rule (the table is lent).
    fn open(&mut self) {
        if self.parked.is_empty() {
            self.parked = vec![0; 1 << 10];
            self.stamp = 1;
        }
        std::mem::swap(&mut self.seen, &mut self.parked);
    }

    /// The marks put back.
    fn close(&mut self) {
        std::mem::swap(&mut self.seen, &mut self.parked);
    }

    /// The mex of the marks of the position just run (when every option was
    /// marked at once), and a fresh stamp for the next.
    fn mex(&mut self) -> u32 {
        let stamp = self.stamp;
        // Whole blocks of marks first (compared without a branch per mark).
        let full = self
            .parked
            .chunks_exact(16)
            .take_while(|block| block.iter().fold(true, |all, &s| all & (s == stamp)))
            .count();
        let mex = self.parked[16 * full..]
            .iter()
            .position(|&s| s != stamp)
            .map_or(self.parked.len(), |k| 16 * full + k);
        self.next();
        mex as u32
    }

    /// Copies the marks of the position just run into `own` (one byte per
    /// value), as many as its mex can see with `stored` more options to
    /// come: it is below the `stored + 1`-th value not marked here.
    fn copy_into(&mut self, own: &mut Vec<u8>, stored: usize) {
        let stamp = self.stamp;
        let mut missing = 0;
        let mut end = self.parked.len();
        for (x, &s) in self.parked.iter().enumerate() {
            if s != stamp {
                missing += 1;
                if missing > stored {
                    end = x;
                    break;
                }
            }
        }
        // Past the marks, every value is missing.
        let size = if end < self.parked.len() {
            end + 1
        } else {
            end + (stored + 1 - missing)
        };
        let from = own.len();
        own.resize(from + size, 0);
        for (mine, &s) in own[from..].iter_mut().zip(&self.parked) {
            *mine = u8::from(s == stamp);
        }
        self.next();
    }

    fn next(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.parked.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
    }

    /// Keeps the marks above every value: `v` was just given a position.
    #[inline]
    fn cover(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.parked.len() && !self.parked.is_empty() && v < EAGER_VALUES {
            self.parked.resize((v + 1).next_power_of_two(), 0);
        }
    }
}

impl<P> Out<P> {
    /// An option leaving these parts (`&[]`: nothing, `&[a, b]`: two).
    #[inline(always)]
    pub fn push(&mut self, parts: &[P])
    where
        P: Clone + 'static,
    {
        if self.eager.mark(parts) {
            return;
        }
        self.parts.extend_from_slice(parts);
        self.ends.push(self.parts.len() as u32);
    }

    /// An option leaving one part, moved in (no clone).
    #[inline(always)]
    pub fn push_one(&mut self, part: P)
    where
        P: 'static,
    {
        if self.eager.mark(std::slice::from_ref(&part)) {
            return;
        }
        self.parts.push(part);
        self.ends.push(self.parts.len() as u32);
    }

    /// An option leaving these parts, moved in.
    #[inline]
    pub fn push_parts(&mut self, parts: impl IntoIterator<Item = P>)
    where
        P: 'static,
    {
        let from = self.parts.len();
        self.parts.extend(parts);
        if self.eager.mark(&self.parts[from..]) {
            self.parts.truncate(from);
            return;
        }
        self.ends.push(self.parts.len() as u32);
    }

    /// How many options are in the buffer (every frame's, stacked).
    pub(crate) fn options(&self) -> usize {
        self.ends.len()
    }

    fn mark(&self) -> (usize, usize) {
        (self.ends.len(), self.parts.len())
    }

    fn truncate(&mut self, (ends, parts): (usize, usize)) {
        self.ends.truncate(ends);
        self.parts.truncate(parts);
    }

    /// The options pushed since `mark`.
    pub(crate) fn since(&self, (ends, parts): (usize, usize)) -> View<'_, P> {
        View {
            out: self,
            first: ends,
            base: parts,
        }
    }

    /// The parts, for a rule's adapter that rewrites them (`canon`).
    pub(crate) fn parts_from(&mut self, start: usize) -> &mut [P] {
        &mut self.parts[start..]
    }

    pub(crate) fn parts_len(&self) -> usize {
        self.parts.len()
    }
}

/// One position's options in an [`Out`], as the rule wrote them.
pub struct View<'a, P> {
    out: &'a Out<P>,
    first: usize,
    base: usize,
}

impl<P> Clone for View<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for View<'_, P> {}

impl<'a, P> View<'a, P> {
    /// How many options.
    pub fn len(&self) -> usize {
        self.out.ends.len() - self.first
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Option `i`'s parts.
    pub fn get(&self, i: usize) -> &'a [P] {
        let start = if i == 0 {
            self.base
        } else {
            self.out.ends[self.first + i - 1] as usize
        };
        &self.out.parts[start..self.out.ends[self.first + i] as usize]
    }

    /// Every option's parts, in the rule's order.
    pub fn iter(&self) -> impl Iterator<Item = &'a [P]> + 'a {
        let view = *self;
        (0..self.len()).map(move |i| view.get(i))
    }

    /// The options as `Vec<Vec<P>>`.
    pub fn to_vecs(&self) -> Vec<Vec<P>>
    where
        P: Clone,
    {
        self.iter().map(<[P]>::to_vec).collect()
    }

    /// The options into `into`, reusing its vectors (no allocation once
    /// they are large enough).
    pub fn copy_into(&self, into: &mut Vec<Vec<P>>)
    where
        P: Clone,
    {
        let n = self.len();
        if into.len() > n {
            into.truncate(n);
        }
        while into.len() < n {
            into.push(Vec::new());
        }
        for (dst, src) in into.iter_mut().zip(self.iter()) {
            dst.clear();
            dst.extend_from_slice(src);
        }
    }
}

/// A rule as the search calls it: the options of `p`, pushed into `out`.
/// Every `FnMut(P) -> Vec<Vec<P>>` is one (its options copied in); the
/// allocation-free form is [`Pushing`].
pub trait Source<P> {
    fn push_options(&mut self, p: &P, out: &mut Out<P>);
}

impl<P: Clone + 'static, F: FnMut(P) -> Vec<Vec<P>>> Source<P> for F {
    #[inline]
    fn push_options(&mut self, p: &P, out: &mut Out<P>) {
        for parts in self(p.clone()) {
            out.push_parts(parts);
        }
    }
}

/// An allocation-free rule, `FnMut(&P, &mut Out<P>)`, as a [`Source`].
pub struct Pushing<G>(pub G);

impl<P, G: FnMut(&P, &mut Out<P>)> Source<P> for Pushing<G> {
    #[inline]
    fn push_options(&mut self, p: &P, out: &mut Out<P>) {
        (self.0)(p, out)
    }
}

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
    let ends = &out.ends[first + top.option..first + top.count];
    let parts = &out.parts[..];
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
                    let q = self.out.parts[at].clone();
                    self.enter(q, store, rule, observe)?;
                    continue;
                }
                Scan::OnPath(at) => {
                    let q = self.out.parts[at].clone();
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
        let lent = store.lend(&mut self.out.eager);
        if lent {
            self.out.eager.open();
        }
        rule.push_options(&p, &mut self.out);
        if lent {
            self.out.eager.close();
        }
        store.reclaim(&mut self.out.eager);
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
        let mark = self.out.mark();
        rule.push_options(p, &mut self.out);
        let vecs = self.out.since(mark).to_vecs();
        self.out.truncate(mark);
        vecs
    }
}

/// Helpers for a [`Source`] that rewrites every part after the rule (a
/// symmetry reduction, `canon`).
pub struct Mapped<R, C> {
    pub rule: R,
    pub map: C,
}

impl<P: Clone + 'static, R: Source<P>, C: FnMut(P) -> P> Source<P> for Mapped<R, C> {
    fn push_options(&mut self, p: &P, out: &mut Out<P>) {
        let from = out.parts_len();
        self.rule.push_options(p, out);
        for q in out.parts_from(from) {
            *q = (self.map)(q.clone());
        }
    }
}
