//! A family of starts on any position type: a rule file with
//! `pub fn start(n: u64) -> P` (or `start((a, b): (u64, u64)) -> P`) and
//! `pub fn moves(p: &P) -> Vec<Vec<P>>` (or the allocation-free
//! `moves(p: &P, out: &mut Out<P>)`), for any
//! `P: Clone + Eq + Hash + Debug` — a `Vec<u8>` row, a tuple, a grid, a
//! struct. The table is G(start(n)) for n = 0 ..= `--upto` (default
//! [`crate::source::family::DEFAULT_UPTO`]) or G(start(a, b)) on the `--box` (default
//! [`crate::source::family::DEFAULT_BOX`]).
//!
//! Every position met is stored once, in one hash map (after `canon`, the
//! user's symmetry reduction, when the file has one); values are computed
//! by [`super::search`]'s explicit stack, never the call stack; a cycle is
//! named as the table engine names it. A run stops with an error naming the
//! count before it passes its budget (`--max-positions N`, default
//! [`default_max_positions`], and a resident size of [`MAX_RESIDENT`]),
//! never by the kernel's OOM killer. The pattern finder reads the family's
//! sequence or grid; a family is not a code, so every claim is *apparent*.
//!
//! ```
//! use explore::engines::family::Values;
//! use explore::source::family::Moves;
//! // Three-heap Nim as a tuple: G(a, b, c) = a ⊕ b ⊕ c (Bouton).
//! fn moves(&(a, b, c): &(u64, u64, u64)) -> Vec<Vec<(u64, u64, u64)>> {
//!     let mut v: Vec<Vec<_>> = (0..a).map(|x| vec![(x, b, c)]).collect();
//!     v.extend((0..b).map(|y| vec![(a, y, c)]));
//!     v.extend((0..c).map(|z| vec![(a, b, z)]));
//!     v
//! }
//! let mut values = Values::new(Moves::Vecs(moves), None, 1 << 20);
//! assert_eq!(values.value(&(3, 5, 6)), Ok(3 ^ 5 ^ 6));
//! assert_eq!(values.value(&(1, 2, 3)), Ok(0));
//! ```
//!
//! # Complexity
//! One call of `moves` per position met (two for the few whose options
//! outgrow the buffer, see [`crate::Out`]), one hash lookup per part of each
//! option; memory: the positions met, once each.

use std::collections::HashMap;
use std::hash::Hash;
use std::io::{self, IsTerminal as _};
use std::time::{Duration, Instant};

use super::search::{Halt, ON_PATH, Search, Store, UNKNOWN};
use crate::source::family::{Moves, WithCanon};

/// The resident size (bytes) past which a run stops, whatever the count.
pub const MAX_RESIDENT: u64 = 16 << 30;

/// The positions a run may store by default: what fits in about 12 GiB
/// at this type's size (a hash map's slot, its growth, and a guess of 64
/// bytes that the position owns), at most 2^28.
pub fn default_max_positions<P>() -> usize {
    let per = 2 * (std::mem::size_of::<(P, u32)>() + 8) + 64;
    ((12usize << 30) / per).min(1 << 28)
}

/// The progress line: on a terminal, once a run has taken a second.
struct Ticker {
    on: bool,
    start: Instant,
    next: Instant,
    shown: bool,
}

/// Every position met, once, with its value (or [`ON_PATH`]).
struct Hashed<P> {
    map: HashMap<P, u32>,
    max: usize,
    valued: usize,
    ticker: Ticker,
    /// Every position in the order it was valued, when asked for
    /// ([`Values::recording`]).
    order: Option<Vec<P>>,
}

/// This process's resident size in bytes (Linux), if it can be read.
fn resident() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

impl<P: Clone + Eq + Hash> Store<P> for Hashed<P> {
    #[inline]
    fn state(&self, p: &P) -> u32 {
        self.map.get(p).copied().unwrap_or(UNKNOWN)
    }
    #[inline]
    fn set(&mut self, p: &P, v: u32) {
        match self.map.get_mut(p) {
            Some(slot) => *slot = v,
            None => {
                self.map.insert(p.clone(), v);
            }
        }
        if v < ON_PATH {
            if let Some(order) = &mut self.order {
                order.push(p.clone());
            }
            self.valued += 1;
            if self.valued & 0x3ff == 0 && self.ticker.on {
                let now = Instant::now();
                if now >= self.ticker.next {
                    self.ticker.next = now + Duration::from_millis(250);
                    self.ticker.shown = true;
                    eprint!(
                        "\r{} positions valued, {} stored, {:.0} s",
                        self.valued,
                        self.map.len(),
                        (now - self.ticker.start).as_secs_f64()
                    );
                }
            }
        }
    }
    fn forget(&mut self, p: &P) {
        self.map.remove(p);
    }
    #[inline]
    fn admit(&mut self, _: &P) -> Result<(), String> {
        let n = self.map.len();
        if n >= self.max {
            return Err(format!(
                "more than {n} positions (the budget, --max-positions {n})"
            ));
        }
        if n & 0xffff == 0xffff && resident().is_some_and(|r| r > MAX_RESIDENT) {
            return Err(format!(
                "{n} positions, {} GiB resident (the limit, {} GiB)",
                resident().unwrap_or(0) >> 30,
                MAX_RESIDENT >> 30
            ));
        }
        Ok(())
    }
    #[inline]
    fn observed(&self, _: &P) -> bool {
        false
    }
}

/// The values of a rule's positions, each stored once.
pub struct Values<P> {
    store: Hashed<P>,
    search: Search<P>,
    rule: WithCanon<P>,
}

impl<P: Clone + Eq + Hash + 'static> Values<P> {
    /// Nothing computed yet; at most `max_positions` positions stored.
    pub fn new(moves: Moves<P>, canon: Option<fn(P) -> P>, max_positions: usize) -> Self {
        Values {
            store: Hashed {
                map: HashMap::new(),
                max: max_positions,
                valued: 0,
                ticker: Ticker {
                    on: false,
                    start: Instant::now(),
                    next: Instant::now(),
                    shown: false,
                },
                order: None,
            },
            search: Search::default(),
            rule: WithCanon { moves, canon },
        }
    }

    /// The progress line on stderr (on a terminal, after a second).
    pub fn with_progress(mut self) -> Self {
        let now = Instant::now();
        self.store.ticker = Ticker {
            on: io::stderr().is_terminal(),
            start: now,
            next: now + Duration::from_secs(1),
            shown: false,
        };
        self
    }

    /// The value of `p` (after `canon`), computing what it needs.
    pub fn value(&mut self, p: &P) -> Result<u32, Halt<P>> {
        let root = match self.rule.canon {
            Some(canon) => canon(p.clone()),
            None => p.clone(),
        };
        self.search
            .value(&root, &mut self.store, &mut self.rule, &mut |_, _| {})
    }

    /// Keeps the order in which positions are valued, for [`Values::valued`]
    /// (a clone of each position more).
    pub fn recording(mut self) -> Self {
        self.store.order = Some(Vec::new());
        self
    }

    /// Every position valued (after `canon`) with its value, in the order
    /// they were valued — each after the positions its options leave —
    /// when the engine was [`Values::recording`]; else none.
    pub fn valued(&self) -> Vec<(&P, u32)> {
        let order = self.store.order.as_deref().unwrap_or_default();
        order
            .iter()
            .filter_map(|p| {
                let v = *self.store.map.get(p)?;
                (v < ON_PATH).then_some((p, v))
            })
            .collect()
    }

    /// How many positions are stored (valued, or on the path of an error).
    pub fn positions(&self) -> usize {
        self.store.map.len()
    }

    /// The options of `p` as the rule gives them (after `canon`).
    pub fn options(&mut self, p: &P) -> Vec<Vec<P>> {
        self.search.options(p, &mut self.rule)
    }

    /// Clears the progress line, if one was shown.
    pub fn clear_progress(&self) {
        if self.store.ticker.shown {
            eprint!("\r\x1b[K");
        }
    }
}

// The search's pieces a test or a bench may want beside the family's.
pub use super::search::Halt as Stop;
