//! Cutcake's literal moves (Winning Ways, ch. 2): a rectangle `(x, y)` of
//! unit squares; Left cuts it along a line that splits the width `x` into
//! `a + b`, Right along one that splits the height `y`. A move leaves the two
//! pieces as two components of the sum.

/// Left's options from `(x, y)`: `(a, y)` and `(x − a, y)` for `1 ≤ a ≤ x/2`
/// (the cut at `x − a` leaves the same pieces).
///
/// # Example
/// ```
/// use play::rules::cutcake::left;
/// assert_eq!(left(&(3, 2)), vec![vec![(1, 2), (2, 2)]]);
/// assert!(left(&(1, 5)).is_empty());
/// ```
pub fn left(&(x, y): &(u32, u32)) -> Vec<Vec<(u32, u32)>> {
    (1..=x / 2).map(|a| vec![(a, y), (x - a, y)]).collect()
}

/// Right's options from `(x, y)`: `(x, a)` and `(x, y − a)`.
///
/// # Example
/// ```
/// use play::rules::cutcake::right;
/// assert_eq!(right(&(1, 4)), vec![vec![(1, 1), (1, 3)], vec![(1, 2), (1, 2)]]);
/// ```
pub fn right(&(x, y): &(u32, u32)) -> Vec<Vec<(u32, u32)>> {
    (1..=y / 2).map(|a| vec![(x, a), (x, y - a)]).collect()
}
