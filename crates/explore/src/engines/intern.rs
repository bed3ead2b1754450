//! A family's positions numbered, so that the explorer's machinery for heaps
//! and pairs — `--loopy` ([`crate::report::loopy`]) and partisan rules
//! ([`crate::engines::partisan`]) — runs on any position type: the table's starts
//! keep their own numbers (start(n) is heap n, start(a, b) the pair
//! (a, b)), every other position met gets the next number outside the table
//! (heaps above `--upto`, pairs below the box's last row).

use std::collections::HashMap;
use std::hash::Hash;

use crate::source::family::Key;
use crate::source::form::Source;
use crate::source::out::Out;

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
        let mark = out.run(&p, |out| rule.push_options(&p, out));
        let vecs = out.since(mark).to_vecs();
        vecs.into_iter()
            .map(|parts| parts.into_iter().map(|q| self.id(q)).collect())
            .collect()
    }
}
