//! `--loopy` on a family of starts: its positions numbered
//! ([`crate::engines::intern`]) and valued as a heap's or a pair's.

use std::fmt;
use std::hash::Hash;
use std::io;

use crate::cli::flags::Options;
use crate::engines::intern::Interner;
use crate::source::family::{Family, Key, WithCanon};

/// `--loopy` on a family: the generalised values of its starts.
pub fn loopy<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    family: &Family<K, P>,
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let extent = K::family_extent(o)?;
    let mut interner = Interner::new(family.start, family.canon, extent);
    let mut rule = WithCanon {
        moves: family.moves,
        canon: None,
    };
    if !o.json {
        writeln!(
            out,
            "a family of starts: {} below is start({}); the other positions met are numbered past the table",
            if K::DIMS == 1 { "heap n" } else { "the pair a,b" },
            if K::DIMS == 1 { "n" } else { "a, b" },
        )
        .map_err(|e| format!("writing the report: {e}"))?;
    }
    crate::report::loopy::run(move |k: K| interner.options(k, &mut rule), extent, o, out)
}
