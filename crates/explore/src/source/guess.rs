//! A rule file's `guess`: the user's formula for the table, compared with
//! every entry by [`crate::analyse::guess`].
//!
//! `pub fn guess(n: u64) -> u64` (a heap or a one-parameter family) or
//! `pub fn guess((a, b): (u64, u64)) -> u64` (a pair or a two-parameter
//! family) is compared with the value; a `guess` returning `bool` with "is a
//! P-position" (value 0).

/// A rule file's `guess`.
#[derive(Clone, Copy)]
pub enum Guess<K> {
    /// The guessed value.
    Value(fn(K) -> u64),
    /// Whether the position is a P-position (the player to move loses).
    Loses(fn(K) -> bool),
}
