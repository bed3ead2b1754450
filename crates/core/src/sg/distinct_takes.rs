//! Piles from which the same number of stones may never be taken twice
//! (Codeforces 768E "Game of Stones"): a move takes `x ≥ 1` stones from one
//! pile, provided `x` stones were never taken from that pile before.
//!
//! A pile's position is its size and the set of amounts already taken from
//! it, so a fresh pile of `n` has a Grundy value of its own, and by the
//! Sprague–Grundy theorem piles combine by XOR.
//!
//! **The triangular rule.** The value of a fresh pile of `n` is the largest
//! `k` with `1 + 2 + … + k = k(k + 1)/2 ≤ n` — the most moves the pile can
//! ever take. (Not a general law of the game: a pile part-way through play is
//! often worth less than its remaining move count; `(3, {3 taken})` is worth
//! 0 with two moves left.) The rule comes from the mex table and is proved
//! here only by exhaustion: the positions reachable from piles up to
//! [`MAX_PILE`] are finitely many (about 1.1·10^5, the taken amounts above the
//! pile's size being irrelevant), and the test
//! `the_triangular_rule_is_the_literal_value_of_every_pile_up_to_max_pile`
//! computes every one of their values by the mex definition and compares.
//!
//! # Example
//! ```
//! use gamecore::sg::distinct_takes::grundy;
//! // Two piles of 1 and 2: both worth 1, so the second player wins.
//! assert_eq!(grundy(1) ^ grundy(2), 0);
//! assert_eq!(grundy(5), 2); // 1 + 2 ≤ 5 < 1 + 2 + 3
//! ```

/// The largest pile [`grundy`] answers for: the judge's limit, up to which
/// the tests prove the triangular rule by exhaustive search.
pub const MAX_PILE: u64 = 60;

/// `VALUES[n]` is the largest `k` with `k(k + 1)/2 ≤ n`.
const VALUES: [u8; MAX_PILE as usize + 1] = triangular_roots();

const fn triangular_roots() -> [u8; MAX_PILE as usize + 1] {
    let mut values = [0u8; MAX_PILE as usize + 1];
    let mut n = 0;
    while n < values.len() {
        let mut k = 0;
        while (k + 1) * (k + 2) / 2 <= n {
            k += 1;
        }
        values[n] = k as u8;
        n += 1;
    }
    values
}

/// The Grundy value of a fresh pile of `n` stones: the largest `k` with
/// `k(k + 1)/2 ≤ n` (see the module documentation for why).
///
/// # Constraints
/// `n ≤ MAX_PILE`: the rule is proved only that far.
///
/// # Panics
/// If `n > MAX_PILE`.
///
/// # Complexity
/// `O(1)` (a table lookup).
///
/// # Example
/// ```
/// use gamecore::sg::distinct_takes::grundy;
/// let values: Vec<u64> = (0..=10).map(grundy).collect();
/// assert_eq!(values, [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
/// assert_eq!(grundy(60), 10); // 55 ≤ 60 < 66
/// ```
#[inline]
pub fn grundy(n: u64) -> u64 {
    assert!(
        n <= MAX_PILE,
        "distinct_takes::grundy: a pile above {} stones",
        MAX_PILE
    );
    u64::from(VALUES[n as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::Mex;
    use std::collections::HashMap;

    /// The literal game on one pile: a position is `(left, taken)`, and a
    /// move takes any `x ≤ left` not in `taken` (bit `x`). Amounts above what
    /// is left can never be taken again, so they are dropped from the key.
    fn literal_options((left, taken): &(u64, u64)) -> Vec<(u64, u64)> {
        (1..=*left)
            .filter(|x| taken >> x & 1 == 0)
            .map(|x| {
                let rest = left - x;
                (rest, (taken | 1 << x) & ((2u64 << rest) - 1))
            })
            .collect()
    }

    /// The Grundy value of a pile position by the mex over its literal
    /// options, memoised. Recursive, but every move lowers `left`, so the
    /// depth is at most the pile's size (≤ 61 frames here).
    fn literal_value(
        position: (u64, u64),
        memo: &mut HashMap<(u64, u64), usize>,
        mex: &mut Mex,
    ) -> usize {
        if let Some(&value) = memo.get(&position) {
            return value;
        }
        let option_values: Vec<usize> = literal_options(&position)
            .into_iter()
            .map(|next| literal_value(next, memo, mex))
            .collect();
        let value = mex.of(option_values);
        memo.insert(position, value);
        value
    }

    #[test]
    fn the_triangular_rule_is_the_literal_value_of_every_pile_up_to_max_pile() {
        let (mut memo, mut mex) = (HashMap::new(), Mex::new());
        for n in 0..=MAX_PILE {
            let literal = literal_value((n, 0), &mut memo, &mut mex);
            assert_eq!(grundy(n), literal as u64, "pile {n}");
            // The rule itself: the most moves a fresh pile can take.
            let k = grundy(n);
            assert!(
                k * (k + 1) / 2 <= n && n < (k + 1) * (k + 2) / 2,
                "pile {n}"
            );
        }
        assert!(memo.len() > 100_000, "{} positions", memo.len());
    }

    #[test]
    fn part_way_positions_do_not_follow_the_rule() {
        // Three left with 3 already taken: the only moves leave (2, {1}) and
        // (1, {}), both worth 1, so it is worth 0 though two moves remain.
        let (mut memo, mut mex) = (HashMap::new(), Mex::new());
        assert_eq!(literal_value((3, 1 << 3), &mut memo, &mut mex), 0);
    }

    #[test]
    #[should_panic(expected = "above 60")]
    fn piles_beyond_the_proof_are_refused() {
        grundy(61);
    }
}
