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
#[derive(Debug, Clone)]
pub struct Out<P> {
    pub(crate) parts: Vec<P>,
    /// `ends[i]`: where option `i`'s parts end in `parts`.
    pub(crate) ends: Vec<u32>,
    pub(crate) eager: Eager,
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

    fn next(&mut self) {
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
    pub seen: &'a mut [u32],
    pub stamp: u32,
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

    pub(crate) fn mark(&self) -> (usize, usize) {
        (self.ends.len(), self.parts.len())
    }

    pub(crate) fn truncate(&mut self, (ends, parts): (usize, usize)) {
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
