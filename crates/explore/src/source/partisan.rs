//! A partisan rule: Left's and Right's options as two functions, `left` and
//! `right`, on a heap, a pair, or a family of starts ([`PartisanFamily`]).

/// The heaps a one-heap partisan rule is tabled to when `--upto` is not given
/// (canonical forms are costly: sums of games are games, not numbers).
pub const DEFAULT_UPTO: u64 = 30;

/// What a partisan rule file with `start` defines.
pub struct PartisanFamily<K, P> {
    pub start: fn(K) -> P,
    pub left: fn(&P) -> Vec<Vec<P>>,
    pub right: fn(&P) -> Vec<Vec<P>>,
    pub canon: Option<fn(P) -> P>,
}
