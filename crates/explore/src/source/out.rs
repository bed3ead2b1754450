//! [`Out`], the buffer a rule writes its options into (the allocation-free
//! form pushes into it; the `Vec` forms are copied in), and [`View`], one
//! position's options read back.
//!
//! The buffer also carries the table engine's fast path ([`Eager`]): while
//! the rule runs the table is lent to it, and an option whose parts are all
//! valued is marked at once instead of stored. It lives here, with the push,
//! because the push is inlined into the rule's own code: a mark there costs
//! a few instructions, a call into the engine per option would cost more
//! than the rule.

use std::any::Any;

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
///
/// A push writes into slots the buffer already holds and never grows a
/// vector. When a position's options do not fit, the buffer only counts
/// them; the engine grows it and calls the rule again for that position (a
/// handful of positions in a table: those whose options outnumber all
/// before them), so a rule must give the same options each time it is
/// called, as any rule of a game does.
//
// Why: the rule's code, the pushes inlined into it, then never calls the
// allocator, and the compiler may keep the fast path's table, marks and
// stamp in registers across the rule's loop. A call that may grow a vector
// of the `Out` might, for all the compiler knows, also write the rest of
// it, and after it every push read those five words again: 6.5 loads an
// option for Lasker's Nim under cachegrind, against 2 for the hand-written
// loop, and 1.2× the loop's time on one host, 2–2.8× on another.
#[derive(Debug, Clone)]
pub struct Out<P> {
    pub(crate) eager: Eager,
    /// Behind a pointer, so that the compiler keeps none of it in registers
    /// across the rule's loop (the marks' stores might write it, so it is
    /// read afresh where an option is stored): the registers go to the
    /// marks' loop, whose table, marks and stamp then stay in them.
    pub(crate) stored: Box<Stored<P>>,
}

/// The options stored.
#[derive(Debug, Clone)]
pub(crate) struct Stored<P> {
    /// The parts of every option in `parts[..filled]`; the slots past it
    /// hold parts read already (or copies of a position), overwritten in
    /// place.
    pub(crate) parts: Vec<P>,
    pub(crate) filled: usize,
    /// `ends[i]`: where option `i`'s parts end in `parts`, for `i < count`.
    pub(crate) ends: Vec<u32>,
    pub(crate) count: usize,
}

impl<P> Default for Out<P> {
    fn default() -> Self {
        Out {
            eager: Eager::default(),
            stored: Box::new(Stored {
                parts: Vec::new(),
                filled: 0,
                ends: Vec::new(),
                count: 0,
            }),
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
    /// so nothing is cleared between positions, only once every 255
    /// positions when the stamp wraps). One byte a value, so that the marks
    /// of a table of 10^4 heaps (values to 2^14) take 16 KiB of the core's
    /// first-level cache, not 64 as with four-byte stamps. One comparison
    /// of the parts' OR with its length checks that every part is valued
    /// ([`ON_PATH`] and [`UNKNOWN`] are far above it) and that the mark
    /// fits (the XOR's bits are among the OR's). Its length is kept a power
    /// of two above every value given (up to [`EAGER_VALUES`]), so that the
    /// XOR of valued parts always fits.
    seen: Vec<u8>,
    /// The marks while nothing is lent.
    parked: Vec<u8>,
    stamp: u8,
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
        // and their XOR is below it too (for one part, XOR and OR are the
        // same and the compiler checks no index).
        if (or as usize) < self.seen.len() {
            self.seen[xor as usize] = self.stamp;
            return true;
        }
        false
    }

    /// The marks taken out for a position's rule (the table is lent).
    pub(crate) fn open(&mut self) {
        if self.parked.is_empty() {
            self.parked = vec![0; 1 << 10];
            self.stamp = 1;
        }
        std::mem::swap(&mut self.seen, &mut self.parked);
    }

    /// The marks put back.
    pub(crate) fn close(&mut self) {
        std::mem::swap(&mut self.seen, &mut self.parked);
    }

    /// The mex of the marks of the position just run (when every option was
    /// marked at once), and a fresh stamp for the next.
    pub(crate) fn mex(&mut self) -> u32 {
        let stamp = self.stamp;
        // Whole blocks of marks first (compared without a branch per mark).
        let full = self
            .parked
            .chunks_exact(32)
            .take_while(|block| block.iter().fold(true, |all, &s| all & (s == stamp)))
            .count();
        let mex = self.parked[32 * full..]
            .iter()
            .position(|&s| s != stamp)
            .map_or(self.parked.len(), |k| 32 * full + k);
        self.next();
        mex as u32
    }

    /// Copies the marks of the position just run into `own` (one byte per
    /// value), as many as its mex can see with `stored` more options to
    /// come: it is below the `stored + 1`-th value not marked here.
    pub(crate) fn copy_into(&mut self, own: &mut Vec<u8>, stored: usize) {
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

    /// A fresh stamp: the marks made so far no longer count (the next
    /// position's, or the same position's when its rule runs again).
    pub(crate) fn next(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.parked.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
    }

    /// Keeps the marks above every value: `v` was just given a position.
    #[inline]
    pub(crate) fn cover(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.parked.len() && !self.parked.is_empty() && v < EAGER_VALUES {
            self.parked.resize((v + 1).next_power_of_two(), 0);
        }
    }
}

/// The fast path as a rule written in another language takes it, for the
/// time of one call ([`Out::lent`]): the table's values (heaps `0..len`, or
/// the box `rows × cols` row by row; a position not valued yet holds a
/// number at least `seen.len()`), and the marks. An option whose parts are
/// all in the table with the OR of their values below `seen.len()` is
/// marked, `seen[XOR] = stamp`, instead of pushed — exactly what
/// [`Out::push`] does (the C++ rules' header, `crates/explore/cpp/explore.hpp`,
/// does it so, and the three-language tests compare the values). Off
/// (nothing lent), both slices are empty and every option is pushed.
#[doc(hidden)]
pub struct Lent<'a> {
    pub table: &'a [u32],
    pub rows: u64,
    pub cols: u64,
    pub seen: &'a mut [u8],
    pub stamp: u8,
}

impl<P> Out<P> {
    /// The fast path, lent to a rule in another language for one call.
    #[doc(hidden)]
    pub fn lent(&mut self) -> Lent<'_> {
        let e = &mut self.eager;
        Lent {
            table: &e.table,
            rows: e.rows,
            cols: e.cols,
            seen: &mut e.seen,
            stamp: e.stamp,
        }
    }

    /// An option leaving these parts (`&[]`: nothing, `&[a, b]`: two).
    #[inline(always)]
    pub fn push(&mut self, parts: &[P])
    where
        P: Clone + 'static,
    {
        if self.eager.mark(parts) {
            return;
        }
        // Rare where it matters: the registers go to the marks' loop.
        std::hint::cold_path();
        let s = &mut *self.stored;
        let (from, to) = (s.filled, s.filled + parts.len());
        if let (Some(slots), Some(end)) = (s.parts.get_mut(from..to), s.ends.get_mut(s.count)) {
            slots.clone_from_slice(parts);
            *end = to as u32;
        }
        (s.filled, s.count) = (to, s.count + 1);
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
        std::hint::cold_path();
        let s = &mut *self.stored;
        let to = s.filled + 1;
        if let (Some(slot), Some(end)) = (s.parts.get_mut(s.filled), s.ends.get_mut(s.count)) {
            *slot = part;
            *end = to as u32;
        }
        (s.filled, s.count) = (to, s.count + 1);
    }

    /// An option leaving these parts, moved in.
    #[inline]
    pub fn push_parts(&mut self, parts: impl IntoIterator<Item = P>)
    where
        P: 'static,
    {
        let s = &mut *self.stored;
        let from = s.filled;
        let mut to = from;
        for q in parts {
            if let Some(slot) = s.parts.get_mut(to) {
                *slot = q;
            }
            to += 1;
        }
        if let Some(written) = s.parts.get(from..to)
            && self.eager.mark(written)
        {
            return;
        }
        if let Some(end) = s.ends.get_mut(s.count) {
            *end = to as u32;
        }
        (s.filled, s.count) = (to, s.count + 1);
    }

    /// Whether every option pushed since the buffer last grew was written
    /// (if not, it grows and the rule runs again).
    pub(crate) fn fits(&self) -> bool {
        let s = &self.stored;
        s.filled <= s.parts.len() && s.count <= s.ends.len()
    }

    /// Room for as many options and parts as were pushed (at least twice
    /// what it had), new slots holding copies of `filler`.
    pub(crate) fn grow(&mut self, filler: &P)
    where
        P: Clone,
    {
        let s = &mut *self.stored;
        let parts = s.filled.max(2 * s.parts.len()).max(64);
        s.parts.resize(parts, filler.clone());
        let ends = s.count.max(2 * s.ends.len()).max(64);
        s.ends.resize(ends, 0);
    }

    /// Runs `rule` on the buffer (after what it holds), again after growing
    /// it while its options do not fit (`filler`: any position, for the new
    /// slots); returns where its options start (for [`Out::since`]).
    pub(crate) fn run(&mut self, filler: &P, mut rule: impl FnMut(&mut Self)) -> (usize, usize)
    where
        P: Clone,
    {
        let mark = self.mark();
        loop {
            rule(self);
            if self.fits() {
                return mark;
            }
            self.grow(filler);
            self.truncate(mark);
        }
    }

    /// The options `rule` pushes into a fresh buffer, as lists (`filler`: any
    /// position, for the slots the buffer grows).
    pub fn collect(filler: &P, rule: impl FnMut(&mut Self)) -> Vec<Vec<P>>
    where
        P: Clone,
    {
        let mut out = Out::default();
        let mark = out.run(filler, rule);
        out.since(mark).to_vecs()
    }

    /// How many options are in the buffer (every frame's, stacked).
    pub(crate) fn options(&self) -> usize {
        self.stored.count
    }

    pub(crate) fn mark(&self) -> (usize, usize) {
        (self.stored.count, self.stored.filled)
    }

    /// Forgets the options from `mark` on (their slots are reused).
    pub(crate) fn truncate(&mut self, (count, filled): (usize, usize)) {
        (self.stored.count, self.stored.filled) = (count, filled);
    }

    /// The options pushed since `mark`.
    pub(crate) fn since(&self, (ends, parts): (usize, usize)) -> View<'_, P> {
        View {
            out: self,
            first: ends,
            base: parts,
        }
    }

    /// Rewrites every part written since `start` by `map` (a rule's
    /// adapter: `canon`); those that did not fit are rewritten when the
    /// rule runs again.
    pub(crate) fn map_parts(&mut self, start: usize, mut map: impl FnMut(P) -> P)
    where
        P: Clone,
    {
        let s = &mut *self.stored;
        let end = s.filled.min(s.parts.len());
        let start = start.min(end);
        // A part is moved into `map`, a spare value left in its slot while
        // it runs: the last slot's, when it is past the parts written.
        // (A clone of each part instead would cost an allocation and a
        // copy for a position that owns memory.)
        let Some(mut spare) = (s.parts.len() > end).then(|| s.parts.pop()).flatten() else {
            for q in &mut s.parts[start..end] {
                *q = map(q.clone());
            }
            return;
        };
        for q in &mut s.parts[start..end] {
            let part = std::mem::replace(q, spare);
            spare = std::mem::replace(q, map(part));
        }
        s.parts.push(spare);
    }

    pub(crate) fn parts_len(&self) -> usize {
        self.stored.filled
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
        self.out.stored.count - self.first
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Option `i`'s parts.
    pub fn get(&self, i: usize) -> &'a [P] {
        let start = if i == 0 {
            self.base
        } else {
            self.out.stored.ends[self.first + i - 1] as usize
        };
        &self.out.stored.parts[start..self.out.stored.ends[self.first + i] as usize]
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The options of `rule` as lists, with every part mapped after it.
    fn mapped(rule: impl Fn(&mut Out<Vec<u8>>)) -> Vec<Vec<Vec<u8>>> {
        let mut out = Out::default();
        let mark = out.run(&vec![9], |out| {
            let from = out.parts_len();
            rule(out);
            out.map_parts(from, |mut q| {
                q.reverse();
                q
            });
        });
        out.since(mark).to_vecs()
    }

    #[test]
    fn parts_are_mapped_in_place_whether_or_not_a_slot_is_spare() {
        // 3 parts leave spare slots past them; 64 (the first growth) fill
        // every slot, so each part is cloned into the map instead.
        for n in [3u8, 64] {
            let rule = |out: &mut Out<Vec<u8>>| {
                for k in 0..n {
                    out.push(&[vec![k, k + 1]]);
                }
            };
            let want: Vec<Vec<Vec<u8>>> = (0..n).map(|k| vec![vec![k + 1, k]]).collect();
            assert_eq!(mapped(rule), want, "{n} parts");
        }
    }
}
