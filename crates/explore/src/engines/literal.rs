//! Literal search of sums: a sum's real positions (multisets of components)
//! searched move by move, where Sprague–Grundy values do not answer —
//! misère play (`--misere`: who cannot move wins) and remoteness (how long
//! the game lasts with best play) under either convention.
//!
//! A position of the sum is the multiset of its components that still have a
//! move (a component without one is no part of the game: it is dropped), so
//! the empty multiset is the one position without a move. A move replaces one
//! component by the parts one of its options leaves. Components are interned
//! (a number each) and their options cached once as numbers, so a position is
//! a sorted list of numbers; positions are stored once each in a hash map and
//! searched with an explicit stack (no recursion, however long the game).
//!
//! Outcome and remoteness (Steinhaus's, as Smith uses it for sums): a
//! position without a move has remoteness 0 and is lost for the player to
//! move under normal play, won under misère play. Otherwise it is won when
//! some option is lost for the opponent, with remoteness 1 + the least
//! remoteness of such an option (the winner wins as fast as it can), and
//! lost when every option is won for the opponent, with remoteness 1 + the
//! largest remoteness of an option (the loser holds out as long as it can).
//!
//! Generic over any position type `P: Clone + Eq + Hash + Debug` and a rule
//! `moves(&P) -> Vec<Vec<P>>` (each option the list of parts it leaves), so
//! it serves heaps, pairs, and any start-family position alike.

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// Sum positions the search may hold before it refuses (`--max-sums N`
/// changes it): the explorer's README measures 6.5 s of CPU and 145 MB for
/// the misère table of Dawson's Kayles at this bound (heaps 0..=78).
pub const MAX_SUMS: usize = 1 << 20;

/// Option parts the search may cache (numbers of 4 bytes, plus one per
/// option), before it refuses.
pub const MAX_CACHED: usize = 1 << 27;

/// Normal play (who cannot move loses) or misère play (who cannot move wins).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Convention {
    Normal,
    Misere,
}

/// A position's outcome: whether the player to move wins, and in how many
/// moves the game ends with best play (see the module's definition).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub won: bool,
    pub remoteness: u32,
}

/// Why the search stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// More than [`Search::max_sums`] sum positions, or [`MAX_CACHED`]
    /// option parts, would be needed.
    TooLarge {
        sums: usize,
        cached: usize,
        max_sums: usize,
    },
    /// An option leads back to a position still being searched: the sums
    /// on the cycle, each written by the caller's `show` (`Debug` here).
    Cycle(Vec<String>),
}

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stop::TooLarge {
                sums,
                cached,
                max_sums,
            } => write!(
                f,
                "the literal search of the sum's positions passed its bound ({sums} sum positions, {cached} cached option parts; at most {max_sums} and {MAX_CACHED}): misère values and remoteness do not add over a sum, so every position of the sum is searched; try a smaller position or --upto (or raise --max-sums N: about 150 MB per 2^20 positions)"
            ),
            Stop::Cycle(path) => write!(
                f,
                "the rule has a cycle: {} (a literal search needs a finite game; --loopy handles cycles under normal play)",
                path.join(" → ")
            ),
        }
    }
}

/// FxHash (rustc's): the keys are short lists of small numbers the search
/// made itself, so no defence against chosen collisions is needed.
#[derive(Default, Clone, Copy)]
pub struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.add(u64::from(b));
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}

impl Fx {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

/// A component: its position, whether it has a move (known after one call
/// of the rule), and its options once cached (a range of `arena`).
struct Component<P> {
    pos: P,
    has_moves: Option<bool>,
    options: Option<(usize, usize)>,
}

/// A searched sum position: its outcome, its misère Grundy value when it is
/// one component (or none) of a rule whose options there do not split, and
/// whether it is still being searched.
#[derive(Clone, Copy)]
struct Entry {
    outcome: Outcome,
    /// [`NONE`] when not a single component, or an option splits.
    mex: u32,
    open: bool,
}

const NONE: u32 = u32::MAX;

/// A sum position being searched: where its walk over the options stands,
/// and what the options searched so far gave.
struct Frame {
    key: Box<[u32]>,
    /// The component (index into `key`) whose options are being walked, and
    /// the next option's place in the arena (`None`: not started).
    at: usize,
    cursor: Option<(usize, usize)>,
    fastest_win: Option<u32>,
    longest: u32,
    /// Where this frame's options' misère Grundy values start in `mexes`,
    /// or `None` once one is unknown (a split, or not a single component).
    mexes: Option<usize>,
    /// Decided before its last option (outcomes only: a lost option found).
    done: bool,
}

/// The literal search, with everything it has searched kept for the next
/// question (a table's positions share their sub-sums).
pub struct Search<P> {
    convention: Convention,
    ids: FxMap<P, u32>,
    components: Vec<Component<P>>,
    /// Each cached option: its number of parts, then the parts, sorted.
    arena: Vec<u32>,
    memo: FxMap<Box<[u32]>, Entry>,
    /// An option leaving two or more components (after dropping those
    /// without a move) was seen.
    splits: bool,
    max_sums: usize,
    /// Outcomes only: a sum of two or more components is decided at its
    /// first option lost for the opponent (remoteness is then not kept).
    outcomes_only: bool,
}

impl<P: Clone + Eq + Hash + Debug> Search<P> {
    /// An empty search under `convention`, bounded by [`MAX_SUMS`].
    pub fn new(convention: Convention) -> Self {
        Search {
            convention,
            ids: FxMap::default(),
            components: Vec::new(),
            arena: Vec::new(),
            memo: FxMap::default(),
            splits: false,
            max_sums: MAX_SUMS,
            outcomes_only: false,
        }
    }

    /// A search that decides outcomes only (and misère Grundy values, for
    /// which single components are still searched in full): a sum of two
    /// or more components stops at its first option lost for the opponent,
    /// so [`Outcome::remoteness`] means nothing from it. Many times faster
    /// on splitting rules' tables.
    pub fn outcomes_only(convention: Convention, max_sums: usize) -> Self {
        Search {
            outcomes_only: true,
            ..Search::with_max_sums(convention, max_sums)
        }
    }

    /// The same with another bound on the sum positions held.
    pub fn with_max_sums(convention: Convention, max_sums: usize) -> Self {
        Search {
            max_sums,
            ..Search::new(convention)
        }
    }

    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The bound on the sum positions held.
    pub fn max_sums(&self) -> usize {
        self.max_sums
    }

    /// How many sum positions have been searched.
    pub fn sums(&self) -> usize {
        self.memo.len()
    }

    /// Whether some option searched so far leaves two or more components
    /// that have a move (then misère Grundy values are not reported).
    pub fn splits(&self) -> bool {
        self.splits
    }

    fn intern(&mut self, p: &P) -> u32 {
        if let Some(&id) = self.ids.get(p) {
            return id;
        }
        let id = self.components.len() as u32;
        self.components.push(Component {
            pos: p.clone(),
            has_moves: None,
            options: None,
        });
        self.ids.insert(p.clone(), id);
        id
    }

    fn has_moves(&mut self, id: u32, moves: &mut impl FnMut(&P) -> Vec<Vec<P>>) -> bool {
        let c = &self.components[id as usize];
        if let Some(known) = c.has_moves {
            return known;
        }
        let known = !moves(&c.pos).is_empty();
        self.components[id as usize].has_moves = Some(known);
        known
    }

    /// Caches `id`'s options (parts without a move dropped, sorted).
    fn expand(
        &mut self,
        id: u32,
        moves: &mut impl FnMut(&P) -> Vec<Vec<P>>,
    ) -> Result<(usize, usize), Stop> {
        if let Some(range) = self.components[id as usize].options {
            return Ok(range);
        }
        let options = moves(&self.components[id as usize].pos.clone());
        self.components[id as usize].has_moves = Some(!options.is_empty());
        let start = self.arena.len();
        let mut parts: Vec<u32> = Vec::new();
        for option in &options {
            parts.clear();
            for q in option {
                let q = self.intern(q);
                if self.has_moves(q, moves) {
                    parts.push(q);
                }
            }
            parts.sort_unstable();
            self.splits |= parts.len() >= 2;
            self.arena.push(parts.len() as u32);
            self.arena.extend_from_slice(&parts);
        }
        if self.arena.len() > MAX_CACHED {
            self.arena.truncate(start);
            return Err(self.too_large());
        }
        let range = (start, self.arena.len());
        self.components[id as usize].options = Some(range);
        Ok(range)
    }

    fn too_large(&self) -> Stop {
        Stop::TooLarge {
            sums: self.memo.len(),
            cached: self.arena.len(),
            max_sums: self.max_sums,
        }
    }

    /// The sum's position: its components with a move, as sorted numbers.
    fn key(&mut self, sum: &[P], moves: &mut impl FnMut(&P) -> Vec<Vec<P>>) -> Box<[u32]> {
        let mut key: Vec<u32> = Vec::with_capacity(sum.len());
        for p in sum {
            let id = self.intern(p);
            if self.has_moves(id, moves) {
                key.push(id);
            }
        }
        key.sort_unstable();
        key.into_boxed_slice()
    }

    /// The outcome of the sum of `sum`'s components.
    pub fn outcome(
        &mut self,
        sum: &[P],
        moves: &mut impl FnMut(&P) -> Vec<Vec<P>>,
    ) -> Result<Outcome, Stop> {
        let key = self.key(sum, moves);
        self.solve(key, moves).map(|e| e.outcome)
    }

    /// The misère Grundy value of `p` alone (1 for a position without a
    /// move, else the mex of its options' values), when none of the options
    /// it reaches splits; `None` otherwise. Searched like [`Search::outcome`].
    pub fn misere_grundy(
        &mut self,
        p: &P,
        moves: &mut impl FnMut(&P) -> Vec<Vec<P>>,
    ) -> Result<Option<u32>, Stop> {
        let key = self.key(std::slice::from_ref(p), moves);
        let entry = self.solve(key, moves)?;
        Ok((entry.mex != NONE).then_some(entry.mex))
    }

    fn terminal(&self) -> Entry {
        Entry {
            outcome: Outcome {
                won: self.convention == Convention::Misere,
                remoteness: 0,
            },
            mex: 1,
            open: false,
        }
    }

    fn solve(
        &mut self,
        root: Box<[u32]>,
        moves: &mut impl FnMut(&P) -> Vec<Vec<P>>,
    ) -> Result<Entry, Stop> {
        if let Some(e) = self.memo.get(&root) {
            return Ok(*e);
        }
        if root.is_empty() {
            let entry = self.terminal();
            self.memo.insert(root, entry);
            return Ok(entry);
        }
        let mut frames: Vec<Frame> = Vec::new();
        let mut mexes: Vec<u32> = Vec::new();
        let mut child: Vec<u32> = Vec::new();
        self.push(root, &mut frames, &mut mexes)?;
        loop {
            let top = frames.last_mut().expect("a frame is on the stack");
            let at = match self.next_option(top, moves) {
                Ok(Some(at)) => at,
                Ok(None) => {
                    // Every option searched: the frame is done.
                    let frame = frames.pop().expect("a frame is on the stack");
                    let entry = finish(&frame, &mut mexes);
                    let len = frame.key.len();
                    self.memo.insert(frame.key, entry);
                    match frames.last_mut() {
                        None => return Ok(entry),
                        Some(parent) => {
                            fold(parent, entry, len, &mut mexes);
                            parent.done |= self.outcomes_only
                                && parent.key.len() >= 2
                                && parent.fastest_win.is_some();
                        }
                    }
                    continue;
                }
                Err(e) => return Err(self.abandon(frames, e)),
            };
            // The sum the option leaves: the component replaced by the parts.
            let len = self.arena[at] as usize;
            let parts = &self.arena[at + 1..at + 1 + len];
            child.clear();
            merge(&top.key, top.at, parts, &mut child);
            match self.memo.get(child.as_slice()) {
                Some(e) if e.open => {
                    let start = frames.iter().position(|f| *f.key == *child).unwrap_or(0);
                    let mut path: Vec<String> =
                        frames[start..].iter().map(|f| self.show(&f.key)).collect();
                    path.push(self.show(&child));
                    return Err(self.abandon(frames, Stop::Cycle(path)));
                }
                Some(&e) => {
                    fold(top, e, child.len(), &mut mexes);
                    top.done |=
                        self.outcomes_only && top.key.len() >= 2 && top.fastest_win.is_some();
                }
                None => {
                    let key: Box<[u32]> = child.as_slice().into();
                    if let Err(e) = self.push(key, &mut frames, &mut mexes) {
                        return Err(self.abandon(frames, e));
                    }
                }
            }
        }
    }

    /// The arena place of `top`'s next option (caching the next distinct
    /// component's options when one is done), or `None` when all are done.
    fn next_option(
        &mut self,
        top: &mut Frame,
        moves: &mut impl FnMut(&P) -> Vec<Vec<P>>,
    ) -> Result<Option<usize>, Stop> {
        if top.done {
            return Ok(None);
        }
        loop {
            if let Some((at, end)) = top.cursor {
                if at < end {
                    let len = self.arena[at] as usize;
                    top.cursor = Some((at + 1 + len, end));
                    return Ok(Some(at));
                }
                // Past equal components: they have the same options.
                let id = top.key[top.at];
                while top.at < top.key.len() && top.key[top.at] == id {
                    top.at += 1;
                }
            }
            if top.at >= top.key.len() {
                return Ok(None);
            }
            top.cursor = Some(self.expand(top.key[top.at], moves)?);
        }
    }

    /// Opens a frame for `key`, or (the empty sum) records it and folds it
    /// into the frame below.
    fn push(
        &mut self,
        key: Box<[u32]>,
        frames: &mut Vec<Frame>,
        mexes: &mut Vec<u32>,
    ) -> Result<(), Stop> {
        if self.memo.len() >= self.max_sums {
            return Err(self.too_large());
        }
        if key.is_empty() {
            let entry = self.terminal();
            self.memo.insert(key, entry);
            let parent = frames
                .last_mut()
                .expect("the empty sum is never the root here");
            fold(parent, entry, 0, mexes);
            return Ok(());
        }
        let single = key.len() == 1;
        self.memo.insert(
            key.clone(),
            Entry {
                outcome: Outcome {
                    won: false,
                    remoteness: 0,
                },
                mex: NONE,
                open: true,
            },
        );
        frames.push(Frame {
            key,
            at: 0,
            cursor: None,
            fastest_win: None,
            longest: 0,
            mexes: single.then_some(mexes.len()),
            done: false,
        });
        Ok(())
    }

    /// Forgets the positions still open (so the search can be asked again)
    /// and returns `stop`.
    fn abandon(&mut self, frames: Vec<Frame>, stop: Stop) -> Stop {
        for f in frames {
            if self.memo.get(&f.key).is_some_and(|e| e.open) {
                self.memo.remove(&f.key);
            }
        }
        stop
    }

    fn show(&self, key: &[u32]) -> String {
        if key.is_empty() {
            return "(nothing)".to_string();
        }
        key.iter()
            .map(|&id| format!("{:?}", self.components[id as usize].pos))
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// A frame's entry once every option has been searched (a frame always
/// has an option: its components all have a move).
fn finish(frame: &Frame, mexes: &mut Vec<u32>) -> Entry {
    let outcome = match frame.fastest_win {
        Some(r) => Outcome {
            won: true,
            remoteness: r + 1,
        },
        None => Outcome {
            won: false,
            remoteness: frame.longest + 1,
        },
    };
    let mex = match frame.mexes {
        Some(base) => {
            let m = mex(&mut mexes[base..]);
            mexes.truncate(base);
            m
        }
        None => NONE,
    };
    Entry {
        outcome,
        mex,
        open: false,
    }
}

/// Adds a searched option's entry to its parent frame: `len` is the number
/// of components the option leaves.
fn fold(parent: &mut Frame, e: Entry, len: usize, mexes: &mut Vec<u32>) {
    if !e.outcome.won {
        let r = e.outcome.remoteness;
        parent.fastest_win = Some(parent.fastest_win.map_or(r, |f| f.min(r)));
    }
    parent.longest = parent.longest.max(e.outcome.remoteness);
    if parent.mexes.is_some() {
        if len <= 1 && e.mex != NONE {
            mexes.push(e.mex);
        } else {
            // A split (or an option without a value): no misère Grundy
            // value here.
            let base = parent.mexes.take().expect("checked");
            mexes.truncate(base);
        }
    }
}

/// `key` without `key[at]`, with `parts` (sorted) merged in, sorted, into
/// `out`.
fn merge(key: &[u32], at: usize, parts: &[u32], out: &mut Vec<u32>) {
    let (mut i, mut j) = (0, 0);
    while i < key.len() || j < parts.len() {
        if i == at {
            i += 1;
            continue;
        }
        if j >= parts.len() || (i < key.len() && key[i] <= parts[j]) {
            out.push(key[i]);
            i += 1;
        } else {
            out.push(parts[j]);
            j += 1;
        }
    }
}

/// The least value not in `values` (reordered).
fn mex(values: &mut [u32]) -> u32 {
    values.sort_unstable();
    let mut next = 0;
    for &v in values.iter() {
        if v == next {
            next += 1;
        } else if v > next {
            break;
        }
    }
    next
}
