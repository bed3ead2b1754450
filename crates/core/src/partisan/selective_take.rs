//! A partisan selective compound of subtraction piles (AtCoder ARC 143 C
//! *Piles of Pebbles*): on each turn the mover chooses one or more piles and
//! removes `x` stones from each (the first player) or `y` from each (the
//! second); a pile too small cannot be chosen, and who cannot move loses.
//!
//! **Theorem** (the editorial's case analysis; proved here). Let
//! `r_i = a_i mod (x + y)`. The first player wins exactly when some
//! `r_i ≥ x` and, if `x > y`, no `r_i` lies in `[y, x)`.
//!
//! 1. *Every `r_i < x`: the mover loses.* The other player answers each
//!    move on a set of piles by taking `y` from the same piles: a chosen
//!    pile had `a ≥ x`, so with `r < x` it had `a ≥ x + y`. Residues return
//!    to where they were, and the piles shrink until the mover is stuck.
//!    (The same holds with the roles and `x`, `y` exchanged.)
//! 2. *Some `r_i ≥ x`, `x ≤ y`: the first player wins* by taking `x` from
//!    every pile with `r_i ≥ x`: those residues become `r_i − x < y`, the
//!    others were `< x ≤ y`, so the second player faces case 1 with `y`.
//! 3. *Some `r_i ≥ x`, `x > y`, none in `[y, x)`*: the same move leaves every
//!    residue below `y`: the first player wins.
//! 4. *`x > y` and some `r_j` in `[y, x)`: the first player loses.* After
//!    the first move (on a set `S`) the second player takes `y` from every
//!    pile whose residue is now `≥ x` (possible: `a ≥ x > y`; each becomes
//!    `< x`); if there is none, he mirrors a pile of `S` whose residue was
//!    `< x` (it had `a ≥ x + y`), or, if `S` has none, takes `y` from pile
//!    `j` (`r_j − y < x`). Either way every residue is now `< x` with the
//!    first player to move: case 1.
//!
//! # Example
//! ```
//! use gamecore::partisan::selective_take::first_player_wins;
//! assert!(first_player_wins(1, 1, [3, 3])); // the first sample
//! assert!(!first_player_wins(1, 2, [3, 3])); // the second
//! ```

/// Does the first player (taking `x` from each chosen pile) win against the
/// second (taking `y`), with the first to move? Exact for any `u64`s.
///
/// # Panics
/// If `x` or `y` is 0 (a move that removes nothing never ends the game).
///
/// # Complexity
/// `O(n)`, no allocation.
///
/// # Example
/// ```
/// use gamecore::partisan::selective_take::first_player_wins;
/// // x > y with a residue in [y, x): 7 mod 8 = 7 ≥ 5 gives the first player
/// // a move, but 3 mod 8 = 3 in [3, 5) wins for the second.
/// assert!(first_player_wins(5, 3, [7]));
/// assert!(!first_player_wins(5, 3, [7, 3]));
/// ```
pub fn first_player_wins(x: u64, y: u64, piles: impl IntoIterator<Item = u64>) -> bool {
    assert!(x > 0 && y > 0, "x and y must be positive");
    let period = u128::from(x) + u128::from(y);
    let (x, y) = (u128::from(x), u128::from(y));
    let mut can_start = false;
    let mut blocked = false;
    for pile in piles {
        let residue = u128::from(pile) % period;
        can_start |= residue >= x;
        blocked |= y <= residue && residue < x;
    }
    can_start && !(x > y && blocked)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Literal play: piles (sorted) and whose turn; the mover wins?
    fn mover_wins(
        piles: Vec<u64>,
        first_to_move: bool,
        x: u64,
        y: u64,
        memo: &mut HashMap<(Vec<u64>, bool), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(piles.clone(), first_to_move)) {
            return known;
        }
        let take = if first_to_move { x } else { y };
        let n = piles.len();
        let mut wins = false;
        for subset in 1u32..1 << n {
            if (0..n).any(|i| subset >> i & 1 == 1 && piles[i] < take) {
                continue;
            }
            let mut next: Vec<u64> = (0..n)
                .map(|i| piles[i] - if subset >> i & 1 == 1 { take } else { 0 })
                .collect();
            next.sort_unstable();
            if !mover_wins(next, !first_to_move, x, y, memo) {
                wins = true;
                break;
            }
        }
        memo.insert((piles, first_to_move), wins);
        wins
    }

    #[test]
    fn the_rule_matches_literal_play() {
        for x in 1..=4 {
            for y in 1..=4 {
                let mut memo = HashMap::new();
                for a in 0..12u64 {
                    for b in a..12 {
                        for c in [0, 1, 5, 9] {
                            let mut piles = vec![a, b, c];
                            piles.sort_unstable();
                            let literal = mover_wins(piles.clone(), true, x, y, &mut memo);
                            assert_eq!(
                                first_player_wins(x, y, piles.clone()),
                                literal,
                                "{x} {y} {piles:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_widest_values_stay_exact() {
        let top = u64::MAX;
        // x + y overflows a u64: residues are the piles themselves.
        assert!(first_player_wins(top, top, [top]));
        assert!(!first_player_wins(top, top, [top - 1]));
        assert!(!first_player_wins(top, 1, [top, 1]));
        assert!(first_player_wins(top, 1, [top, 0]));
    }
}
