//! Cutcake (Winning Ways, ch. 2): a move cuts one rectangle of squares into
//! two along a grid line; Left may cut only along one direction (splitting
//! the width `x` into `a + b`), Right only along the other (splitting the
//! height `y`). A sum of rectangles is a partisan game whose every value is
//! an integer, so the sign of the total decides the winner.
//!
//! **Value** (Winning Ways, ch. 2, the Cutcake table): with `2^k ≤ y <
//! 2^(k+1)`, a rectangle of width `x ≥ y` is worth `⌊x / 2^k⌋ − 1` free moves
//! to Left, and symmetrically a rectangle with `y ≥ x` is worth
//! `−(⌊y / 2^j⌋ − 1)` for `2^j ≤ x < 2^(j+1)`. (Cutting a wide strip in the
//! middle keeps the most moves; Right's cuts halve Left's strips.) Checked
//! against the canonical values found by literal play in
//! `play::partisan`'s tests.

/// The value of an `x × y` rectangle: Left's cuts split `x`, Right's split
/// `y`.
///
/// # Panics
/// If `x` or `y` is 0 or at least `2^63`.
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::partisan::cutcake::value;
/// assert_eq!(value(1, 1), 0);
/// assert_eq!(value(2, 1), 1); // one cut for Left, none for Right
/// assert_eq!(value(3, 2), 0); // HDU 3544's fourth sample: Bob wins
/// assert_eq!(value(8, 2), 3);
/// assert_eq!(value(2, 9), -3);
/// ```
pub fn value(x: u64, y: u64) -> i64 {
    assert!(
        (1..1 << 63).contains(&x) && (1..1 << 63).contains(&y),
        "cutcake::value: sides must be in 1..2^63, found {}×{}",
        x,
        y
    );
    // ⌊x / 2^k⌋ for the largest 2^k ≤ y is x shifted by y's top bit index.
    let top_bit = |n: u64| 63 - n.leading_zeros();
    if x >= y {
        (x >> top_bit(y)) as i64 - 1
    } else {
        -((y >> top_bit(x)) as i64 - 1)
    }
}
