//! Misère play of a table's positions (the player who cannot move wins), by
//! the literal search of the sums' real positions ([`super::literal`]):
//! each position's outcome and, for a rule whose moves never split, its
//! misère Grundy value G⁻ (1 for a position without a move, else the mex of
//! its options' values; P exactly where G⁻ = 0).

use std::hash::Hash;

use super::literal::{Search, Stop};

/// A table under misère play: each position's outcome, and
/// the misère Grundy values when the rule never split on the positions
/// searched.
#[derive(Debug, Clone, Default)]
pub struct Table {
    /// True where the player to move wins (N), for the positions decided.
    pub won: Vec<bool>,
    /// G⁻ of each position decided, or `None` if some option split.
    pub grundy: Option<Vec<u32>>,
    /// Why the table stopped before its last position, if it did.
    pub stop: Option<Stop>,
}

/// Values `positions` in order under misère play, each alone, until the
/// search's bound stops it (then `stop` says why, and the positions decided
/// come before). Generic over any position type: a start family's table is
/// `table((0..=upto).map(start), …)`.
pub fn table<P: Clone + Eq + Hash + std::fmt::Debug>(
    positions: impl IntoIterator<Item = P>,
    moves: &mut impl FnMut(&P) -> Vec<Vec<P>>,
    search: &mut Search<P>,
) -> Table {
    let mut t = Table::default();
    let mut grundy = Vec::new();
    for p in positions {
        let outcome = match search.outcome(std::slice::from_ref(&p), moves) {
            Ok(o) => o,
            Err(e) => {
                t.stop = Some(e);
                break;
            }
        };
        t.won.push(outcome.won);
        if let Ok(Some(g)) = search.misere_grundy(&p, moves) {
            grundy.push(g);
        }
    }
    if !search.splits() && grundy.len() == t.won.len() {
        t.grundy = Some(grundy);
    }
    t
}
