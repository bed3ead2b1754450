//! A family's positions numbered, so that the explorer's machinery for heaps
//! and pairs — `--loopy` ([`crate::loopy`]) and partisan rules
//! ([`crate::partisan`]) — runs on any position type: the table's starts
//! keep their own numbers (start(n) is heap n, start(a, b) the pair
//! (a, b)), every other position met gets the next number outside the table
//! (heaps above `--upto`, pairs below the box's last row).

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;
use std::io;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use crate::flags::Options;
use crate::solve::{Out, Source};
use crate::start::{Family, Key, Moves, Rule};

/// The numbering: the table's starts first, then each new position met.
pub struct Interner<K: Key, P> {
    extent: K::Extent,
    ids: HashMap<P, K>,
    positions: Vec<P>,
    canon: Option<fn(P) -> P>,
}

impl<K: Key, P: Clone + Eq + Hash + 'static> Interner<K, P> {
    /// The starts of the table over `extent` numbered as their parameters.
    pub fn new(start: fn(K) -> P, canon: Option<fn(P) -> P>, extent: K::Extent) -> Self {
        let mut me = Interner {
            extent,
            ids: HashMap::new(),
            positions: Vec::new(),
            canon,
        };
        for i in 0..K::table_len(extent) {
            let p = me.canon(start(K::at(i, extent)));
            me.ids.entry(p.clone()).or_insert_with(|| K::at(i, extent));
            me.positions.push(p);
        }
        me
    }

    fn canon(&self, p: P) -> P {
        match self.canon {
            Some(c) => c(p),
            None => p,
        }
    }

    /// The position numbered `k`.
    pub fn position(&self, k: K) -> &P {
        let i = match k.slot(self.extent) {
            Some(i) => i,
            None => K::outside_index(k, self.extent),
        };
        &self.positions[i]
    }

    /// The number of `p` (a new one if it is new).
    pub fn id(&mut self, p: P) -> K {
        let p = self.canon(p);
        if let Some(&k) = self.ids.get(&p) {
            return k;
        }
        let k = K::outside(self.positions.len(), self.extent);
        self.ids.insert(p.clone(), k);
        self.positions.push(p);
        k
    }

    /// The options of the position numbered `k`, numbered.
    pub fn options(&mut self, k: K, rule: &mut impl Source<P>) -> Vec<Vec<K>> {
        let p = self.position(k).clone();
        let mut out = Out::default();
        rule.push_options(&p, &mut out);
        let vecs = out.since((0, 0)).to_vecs();
        vecs.into_iter()
            .map(|parts| parts.into_iter().map(|q| self.id(q)).collect())
            .collect()
    }
}

/// `--loopy` on a family: the generalised values of its starts.
pub fn loopy<K: Key, P: Clone + Eq + Hash + fmt::Debug + 'static>(
    family: &Family<K, P>,
    o: &Options,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let extent = K::family_extent(o)?;
    let mut interner = Interner::new(family.start, family.canon, extent);
    let mut rule = Rule {
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
    crate::loopy::run(move |k: K| interner.options(k, &mut rule), extent, o, out)
}

/// What a partisan rule file with `start` defines.
pub struct PartisanFamily<K, P> {
    pub start: fn(K) -> P,
    pub left: fn(&P) -> Vec<Vec<P>>,
    pub right: fn(&P) -> Vec<Vec<P>>,
    pub canon: Option<fn(P) -> P>,
}

/// The generated binary's `main` for a partisan rule file with `start`
/// (`left(p: &P)`, `right(p: &P)`): the canonical forms of its starts, as
/// [`crate::partisan::main`] gives a heap's or a pair's.
pub fn partisan_main<K, P>(family: PartisanFamily<K, P>) -> ExitCode
where
    K: Key + crate::partisan::Table + Send + 'static,
    K::Extent: Send,
    P: Clone + Eq + Hash + Send + 'static,
{
    let args: Vec<String> = std::env::args().skip(1).collect();
    let extent = match crate::partisan::parse(&args).and_then(|(o, _)| {
        if o.moves.is_some() {
            return Err("--moves takes heaps or pairs typed on the command line; a family's positions (`start`) are not".to_string());
        }
        K::partisan_extent(&o)
    }) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let PartisanFamily {
        start,
        left,
        right,
        canon,
    } = family;
    // One numbering shared by the two rules (on the partisan explorer's
    // thread: a mutex only to be `Send`).
    let shared = Arc::new(Mutex::new(Interner::new(start, canon, extent)));
    let other = shared.clone();
    crate::partisan::main(
        move |k: K| {
            let mut numbering = shared.lock().expect("one thread");
            numbering.options(
                k,
                &mut Rule {
                    moves: Moves::Vecs(left),
                    canon: None,
                },
            )
        },
        move |k: K| {
            let mut numbering = other.lock().expect("one thread");
            numbering.options(
                k,
                &mut Rule {
                    moves: Moves::Vecs(right),
                    canon: None,
                },
            )
        },
    )
}
