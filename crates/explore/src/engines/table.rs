//! The engine: Grundy values of a user's `moves` rule, iteratively (an
//! explicit stack, never the call stack), into a flat table.
//!
//! A position's value is the mex, over its options, of the XOR of the values
//! of the parts each option leaves. Positions inside the table's extent (heaps
//! `0..=upto`, or the box of pairs) live in a flat `Vec<u32>`; positions the
//! rule reaches outside it, in a `HashMap`. `moves` is called once per
//! position (twice for the few whose options outgrow the buffer, see
//! [`crate::Out`]); each option's XOR is computed once, in one pass over its
//! parts, and marked (a byte per value). The search itself is
//! [`super::search`]'s: the rule's options are written into one reused
//! buffer, so with the allocation-free form
//! (`moves(n: u64, out: &mut Out<u64>)`) nothing is allocated per position.

use std::collections::HashMap;
use std::fmt;

use super::search::{Halt, ON_PATH, Search, Store, UNKNOWN};
use crate::source::form::{Rule, Ruled, Source};
use crate::source::out::{Eager, View};
use crate::source::position::{Position, show};

/// An option that leads back to a position on the path being computed: the
/// game is not finite (loopy), and Grundy values as a mex do not apply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cycle<P> {
    /// The positions on the cycle, from the first back to itself
    /// (`[3, 5, 3]`: 3 has an option with part 5, 5 one with part 3).
    pub path: Vec<P>,
}

impl<P: Position> fmt::Display for Cycle<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path: Vec<String> = self.path.iter().map(|&p| show(p)).collect();
        write!(f, "{}", cycle_message(&path))
    }
}

/// The sentence naming a cycle, its positions already written.
pub fn cycle_message(path: &[String]) -> String {
    format!(
        "the rule has a cycle: {} (an option leads back to a position still being computed, so the game is not finite; --loopy computes its generalised Sprague–Grundy values, draws included)",
        path.join(" → ")
    )
}

/// Why a value could not be computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error<P> {
    Cycle(Cycle<P>),
    /// More than [`MAX_OUTSIDE`] positions outside the table were
    /// reached (`example` is the last): the game is probably not finite.
    TooManyOutside {
        example: P,
    },
}

impl<P: Position> fmt::Display for Error<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Cycle(cycle) => cycle.fmt(f),
            Error::TooManyOutside { example } => write!(
                f,
                "the rule reached more than {} positions outside the table (the last: {}); a game must be finite",
                MAX_OUTSIDE,
                show(*example)
            ),
        }
    }
}

impl<P: Position> std::error::Error for Error<P> {}

/// Positions the rule may reach outside the table before the engine gives up
/// (a game that runs away from the table is probably infinite).
pub const MAX_OUTSIDE: usize = 1 << 22;

/// The table engine's values: a flat table over the extent, a hash map
/// outside it.
struct Table<P: Position> {
    extent: P::Extent,
    table: Vec<u32>,
    outside: HashMap<P, u32>,
    /// Whether the table is lent to the rule's buffer (no observer needs
    /// every option).
    fast: bool,
}

impl<P: Position> Store<P> for Table<P> {
    #[inline]
    fn state(&self, p: &P) -> u32 {
        match p.slot(self.extent) {
            Some(i) => self.table[i],
            None => self.outside.get(p).copied().unwrap_or(UNKNOWN),
        }
    }
    #[inline]
    fn set(&mut self, p: &P, v: u32) {
        match p.slot(self.extent) {
            Some(i) => self.table[i] = v,
            None => {
                self.outside.insert(*p, v);
            }
        }
    }
    fn forget(&mut self, p: &P) {
        match p.slot(self.extent) {
            Some(i) => self.table[i] = UNKNOWN,
            None => {
                self.outside.remove(p);
            }
        }
    }
    #[inline]
    fn admit(&mut self, p: &P) -> Result<(), String> {
        if p.slot(self.extent).is_none() && self.outside.len() >= MAX_OUTSIDE {
            return Err(String::new());
        }
        Ok(())
    }
    #[inline]
    fn observed(&self, p: &P) -> bool {
        p.slot(self.extent).is_some()
    }
    #[inline]
    fn lend(&mut self, eager: &mut Eager) -> bool {
        if self.fast {
            std::mem::swap(&mut self.table, &mut eager.table);
            (eager.rows, eager.cols) = P::shape(self.extent);
        }
        self.fast
    }
    #[inline]
    fn reclaim(&mut self, eager: &mut Eager) {
        if self.fast {
            std::mem::swap(&mut self.table, &mut eager.table);
            (eager.rows, eager.cols) = (0, 0);
        }
    }
}

/// Values of a rule's positions, computed on demand and kept.
pub struct Engine<P: Position, F> {
    rule: F,
    store: Table<P>,
    search: Search<P>,
    /// The options of the position observed last, as `Vec`s (for
    /// [`Engine::fill`]'s observer; their allocations reused).
    scratch: Vec<Vec<P>>,
}

fn error<P>(halt: Halt<P>) -> Error<P> {
    match halt {
        Halt::Cycle(path) => Error::Cycle(Cycle { path }),
        Halt::Full(example, _) => Error::TooManyOutside { example },
    }
}

impl<P: Position, F: Source<P>> Engine<P, F> {
    /// An engine with a table over `extent`, nothing computed yet.
    pub fn new(rule: F, extent: P::Extent) -> Self {
        Engine {
            rule,
            store: Table {
                extent,
                table: vec![UNKNOWN; P::table_len(extent)],
                outside: HashMap::new(),
                fast: false,
            },
            search: Search::default(),
            scratch: Vec::new(),
        }
    }

    pub fn extent(&self) -> P::Extent {
        self.store.extent
    }

    /// The value of `p` if already computed.
    pub fn known(&self, p: P) -> Option<u32> {
        let s = self.store.state(&p);
        (s < ON_PATH).then_some(s)
    }

    /// The value of `p`, computing what it needs.
    pub fn value(&mut self, p: P) -> Result<u32, Error<P>> {
        let fast = std::mem::replace(&mut self.store.fast, true);
        let result = self.value_viewed(p, &mut |_, _| {});
        self.store.fast = fast;
        result
    }

    /// The fast path on or off: an option of the allocation-free form whose
    /// parts are all valued table positions is marked at once, never
    /// stored, so an observer ([`Engine::fill_viewed`]) no longer sees every
    /// option (only the others). Off by default; [`Engine::value`] and
    /// [`Engine::fill_values`] use it.
    pub fn set_fast(&mut self, on: bool) {
        self.store.fast = on;
    }

    /// Every position of the table, with the fast path: the table.
    pub fn fill_values(&mut self) -> Result<&[u32], Error<P>> {
        let fast = std::mem::replace(&mut self.store.fast, true);
        let result = self.fill_viewed(&mut |_, _| {}).map(|_| ());
        self.store.fast = fast;
        result.map(|()| &self.store.table[..])
    }

    /// The options of `p` as the rule gives them (a fresh call of the rule).
    pub fn options(&mut self, p: P) -> Vec<Vec<P>> {
        self.search.options(&p, &mut self.rule)
    }

    /// Every position of the table, in table order (heaps upwards, pairs row
    /// by row); `observe` sees each table position's options once, as the
    /// rule returned them. Returns the table.
    pub fn fill(&mut self, observe: &mut impl FnMut(P, &[Vec<P>])) -> Result<&[u32], Error<P>> {
        let mut scratch = std::mem::take(&mut self.scratch);
        let result = self
            .fill_viewed(&mut |p, view| {
                view.copy_into(&mut scratch);
                observe(p, &scratch);
            })
            .map(|_| ());
        self.scratch = scratch;
        result.map(|()| &self.store.table[..])
    }

    /// [`Engine::fill`], each table position's options seen in place (no
    /// copy: the fastest way to watch).
    pub fn fill_viewed(
        &mut self,
        observe: &mut impl FnMut(P, View<'_, P>),
    ) -> Result<&[u32], Error<P>> {
        for i in 0..self.store.table.len() {
            if self.store.table[i] == UNKNOWN {
                self.value_viewed(P::at(i, self.store.extent), observe)?;
            }
        }
        Ok(&self.store.table)
    }

    /// The table as computed so far (`u32::MAX` where not computed).
    pub fn table(&self) -> &[u32] {
        &self.store.table
    }

    /// The value of `p`; `observe` sees the options of every table position
    /// whose options the rule is asked for.
    pub fn value_with(
        &mut self,
        root: P,
        observe: &mut impl FnMut(P, &[Vec<P>]),
    ) -> Result<u32, Error<P>> {
        let mut scratch = std::mem::take(&mut self.scratch);
        let result = self.value_viewed(root, &mut |p, view| {
            view.copy_into(&mut scratch);
            observe(p, &scratch);
        });
        self.scratch = scratch;
        result
    }

    /// [`Engine::value_with`], the options seen in place.
    pub fn value_viewed(
        &mut self,
        root: P,
        observe: &mut impl FnMut(P, View<'_, P>),
    ) -> Result<u32, Error<P>> {
        self.search
            .value(&root, &mut self.store, &mut self.rule, &mut |&p, view| {
                observe(p, view)
            })
            .map_err(error)
    }
}

/// An engine for a [`Rule`]: the rule as a closure returning its options
/// as `Vec`s (what [`crate::report::moves`] takes).
// The closure's type cannot be named, so the return type cannot be shorter.
#[allow(clippy::type_complexity)]
pub fn engine<M, R: Rule<M>>(
    rule: R,
    extent: <R::Pos as Position>::Extent,
) -> Engine<R::Pos, impl FnMut(R::Pos) -> Vec<Vec<R::Pos>>> {
    Engine::new(move |p| rule.options(p), extent)
}

/// An engine for a [`Rule`] that calls [`Rule::push`]: the
/// allocation-free form writes its options in place, nothing allocated per
/// position (the report's engine).
pub fn fast_engine<M, R: Rule<M>>(
    rule: R,
    extent: <R::Pos as Position>::Extent,
) -> Engine<R::Pos, Ruled<R, M>> {
    Engine::new(Ruled::new(rule), extent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subtraction_game_by_hand() {
        let rule = |n: u64| -> Vec<Vec<u64>> {
            [1, 3, 4]
                .iter()
                .filter(|&&k| k <= n)
                .map(|&k| vec![n - k])
                .collect()
        };
        let mut e = engine(rule, 20);
        let table = e.fill(&mut |_, _| {}).unwrap().to_vec();
        assert_eq!(table[..9], [0, 1, 0, 1, 2, 3, 2, 0, 1]);
    }

    #[test]
    fn iterators_are_rules_too() {
        // S{1,2} written with iterators instead of vectors: n mod 3.
        let rule = |n: u64| (1..=n.min(2)).map(move |k| std::iter::once(n - k));
        let mut e = engine(rule, 30);
        let table = e.fill(&mut |_, _| {}).unwrap();
        assert!(table.iter().enumerate().all(|(n, &v)| v == (n % 3) as u32));
    }

    #[test]
    fn cycles_are_named() {
        // 0 → 1 → 2 → 0 through heaps outside a table of one heap.
        let rule = |n: u64| vec![vec![(n + 1) % 3]];
        let mut e = engine(rule, 0);
        let err = e.value(0).unwrap_err();
        assert_eq!(
            err,
            Error::Cycle(Cycle {
                path: vec![0, 1, 2, 0]
            })
        );
        assert!(err.to_string().contains("0 → 1 → 2 → 0"), "{err}");
        // The engine is usable again: the same cycle, found again.
        assert!(matches!(e.value(1), Err(Error::Cycle(_))));
        // A self-loop is a cycle of one position.
        let mut e = engine(|n: u64| vec![vec![n]], 5);
        assert_eq!(e.value(4), Err(Error::Cycle(Cycle { path: vec![4, 4] })));
    }

    #[test]
    fn parts_xor_and_pairs() {
        // Two-heap Nim as a pair: G(a, b) = a ^ b.
        let rule = |(a, b): (u64, u64)| {
            let mut v: Vec<Vec<(u64, u64)>> = (0..a).map(|x| vec![(x, b)]).collect();
            v.extend((0..b).map(|y| vec![(a, y)]));
            v
        };
        let mut e = engine(rule, (9, 7));
        let table = e.fill(&mut |_, _| {}).unwrap().to_vec();
        for a in 0..9 {
            for b in 0..7 {
                assert_eq!(table[(a * 7 + b) as usize], (a ^ b) as u32);
            }
        }
        // Outside the box too.
        assert_eq!(e.value((20, 3)), Ok(23));
    }
}
