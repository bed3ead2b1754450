//! Blue-Red Hackenbush on forests: every edge is blue (only Left may cut it)
//! or red (only Right); cutting an edge drops everything no longer connected
//! to the ground; who cannot move loses. Every position is a number
//! ([`Dyadic`]), and the sign of the total value names the winner: `> 0`
//! Left, `< 0` Right, `0` the second player.
//!
//! - **Stalks** (Berlekamp's sign-expansion rule, Winning Ways ch. 2): read
//!   from the ground up, the edges up to the first change of colour are worth
//!   `+1` (blue) or `−1` (red) each; from the first edge of the other colour
//!   on, the edges are worth `±1/2, ±1/4, …` in turn.
//! - **Trees**: a vertex's subtrees add, and an edge of colour blue under a
//!   subtree of value `x` is worth `x + 1` if `x ≥ 0`, otherwise
//!   `(x + n + 1) / 2^n` for `n = ⌈−x⌉` (red: the mirror image, `−B(−x)`).
//!   This is the stalk rule applied to the sign expansion of `x` (Winning
//!   Ways, ch. 2, "Hackenbush trees"; Conway, ONAG ch. 7's `G : H`): putting
//!   a blue edge under `x` prefixes a blue edge to `x`'s sign expansion.
//!   Both rules are checked against values found by literal play in
//!   `play::partisan`'s tests.

use crate::dyadic::Dyadic;

/// The value of a stalk, its colours from the ground up (`true` = blue).
///
/// # Complexity
/// `O(n + n²/64)` for `n` edges (one add of an `n`-bit number per edge past
/// the first change of colour).
///
/// # Example
/// ```
/// use gamecore::blue_red::stalk_value;
/// use gamecore::dyadic::Dyadic;
/// // Blue, red, blue: 1 − 1/2 + 1/4.
/// assert_eq!(stalk_value([true, false, true]), Dyadic::new(3, 2));
/// assert_eq!(stalk_value([false, false, true]), Dyadic::new(-3, 1));
/// assert_eq!(stalk_value([]), Dyadic::zero());
/// ```
pub fn stalk_value(colours: impl IntoIterator<Item = bool>) -> Dyadic {
    let mut colours = colours.into_iter().peekable();
    let first = match colours.peek() {
        Some(&first) => first,
        None => return Dyadic::zero(),
    };
    let mut integer = 0i64;
    while colours.peek() == Some(&first) {
        colours.next();
        integer += if first { 1 } else { -1 };
    }
    // The rest are worth ±1/2, ±1/4, …: as a numerator over 2^k, one bit
    // each, so the sum is built exactly as (numerator, k) in a Dyadic.
    let mut total = Dyadic::integer(integer);
    for (i, blue) in colours.enumerate() {
        let term = Dyadic::integer(if blue { 1 } else { -1 }).div_pow2(i as u64 + 1);
        total += &term;
    }
    total
}

/// The value of an edge of colour `blue` with a position of value `x`
/// standing on its top end.
///
/// # Complexity
/// `O(L)`, the size of `x`.
///
/// # Example
/// ```
/// use gamecore::blue_red::on_edge;
/// use gamecore::dyadic::Dyadic;
/// assert_eq!(on_edge(true, &Dyadic::integer(2)), Dyadic::integer(3));
/// assert_eq!(on_edge(true, &Dyadic::integer(-1)), Dyadic::new(1, 1));
/// assert_eq!(on_edge(false, &Dyadic::new(1, 1)), Dyadic::new(-1, 2) + Dyadic::integer(-1) + Dyadic::new(1, 1));
/// ```
pub fn on_edge(blue: bool, x: &Dyadic) -> Dyadic {
    if !blue {
        return -on_edge(true, &-x);
    }
    if x.signum() >= 0 {
        return x + &Dyadic::integer(1);
    }
    let n = -&x.floor();
    let (n_small, _) = n.to_parts().expect("⌈−x⌉ fits in an i128");
    let n_small =
        <u64 as std::convert::TryFrom<i128>>::try_from(n_small).expect("a positive integer");
    (&(x + &n) + &Dyadic::integer(1)).div_pow2(n_small)
}

/// The value of a forest given edge by edge: `parents[i]` is the edge
/// directly below edge `i` (`None`: it stands on the ground), always an
/// earlier edge; `blue[i]` its colour.
///
/// # Panics
/// If the lengths differ or a parent is not an earlier edge.
///
/// # Complexity
/// `O(n)` additions and edge rules, each `O(L)` in the size of the values
/// involved: `O(n²/64)` word operations at worst (a long stalk alternating
/// in colour), memory `O(n)` values.
///
/// # Example
/// ```
/// use gamecore::blue_red::forest_value;
/// use gamecore::dyadic::Dyadic;
/// // Kattis "Hackenbush Purplehearts", sample 1.
/// let parents = [None, Some(0), Some(1), Some(2), Some(2), Some(4), Some(4), Some(6), None, None, Some(9), Some(9)];
/// let blue: Vec<bool> = "BRBBRBBRRBRR".bytes().map(|c| c == b'B').collect();
/// assert_eq!(forest_value(&parents, &blue), Dyadic::new(5, 6));
/// ```
pub fn forest_value(parents: &[Option<usize>], blue: &[bool]) -> Dyadic {
    assert_eq!(
        parents.len(),
        blue.len(),
        "blue_red::forest_value: one colour per edge"
    );
    for (i, parent) in parents.iter().enumerate() {
        if let Some(parent) = *parent {
            assert!(
                parent < i,
                "blue_red::forest_value: edge {} stands on a later edge {}",
                i,
                parent
            );
        }
    }
    // above[i]: the sum of the subtrees standing on edge i's top end. Parents
    // come first, so children are finished before their parent when the
    // edges are taken from the last to the first.
    let mut above = vec![Dyadic::zero(); parents.len()];
    let mut total = Dyadic::zero();
    for i in (0..parents.len()).rev() {
        let on_top = std::mem::take(&mut above[i]);
        let value = on_edge(blue[i], &on_top);
        match parents[i] {
            Some(parent) => above[parent] += &value,
            None => total += &value,
        }
    }
    total
}
