//! 对拍 for a pattern: a rule file's `guess` compared with the computed
//! table, every entry of it (the report's line and JSON are
//! [`crate::report::guess`]'s).

use crate::source::guess::Guess;
use crate::source::position::Position;

/// What comparing a guess with the table found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked<K> {
    /// The number of table entries compared.
    pub compared: usize,
    /// The first entry (table order) where the guess and the value differ,
    /// with the guess (`want`) and the value (`got`): numbers, or for a
    /// `bool` guess whether the position is a P-position.
    pub counterexample: Option<(K, serde_json::Value, serde_json::Value)>,
}

impl<K: Position> Guess<K> {
    /// Compares the guess with `values`, the table over `extent` in table
    /// order.
    pub fn check(&self, values: &[u32], extent: K::Extent) -> Checked<K> {
        let counterexample = values.iter().enumerate().find_map(|(i, &v)| {
            let k = K::at(i, extent);
            match *self {
                Guess::Value(g) => {
                    let want = g(k);
                    (want != u64::from(v)).then(|| (k, want.into(), v.into()))
                }
                Guess::Loses(g) => {
                    let want = g(k);
                    (want != (v == 0)).then(|| (k, want.into(), (v == 0).into()))
                }
            }
        });
        Checked {
            compared: values.len(),
            counterexample,
        }
    }
}

/// A scoring rule's `guess` compared with its values (`values`, the table
/// over `extent` in table order): the first key where they differ.
pub fn check_scores<K: Position>(
    guess: fn(K) -> i64,
    values: &[i64],
    extent: K::Extent,
) -> Checked<K> {
    let counterexample = values.iter().enumerate().find_map(|(i, &v)| {
        let k = K::at(i, extent);
        let want = guess(k);
        (want != v).then(|| (k, want.into(), v.into()))
    });
    Checked {
        compared: values.len(),
        counterexample,
    }
}
