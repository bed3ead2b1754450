//! Wythoff's game: two piles; a move takes any positive number of stones from
//! one pile, or the same positive number from both; taking the last stone
//! wins.
//!
//! The losing positions (for the player to move) are the pairs
//! `(a_k, b_k)`, `k = 0, 1, 2, …`: `(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …`,
//! where `a_k` is the smallest natural number not in an earlier pair and
//! `b_k = a_k + k`; in closed form `a_k = ⌊k·φ⌋` and `b_k = ⌊k·φ²⌋` with
//! `φ = (1 + √5)/2` (Wythoff, 1907). Every natural number is in exactly one
//! pair, so a position `(a, b)` with `a ≤ b` is lost exactly when
//! `a = a_{b − a}`.
//!
//! Everything here is integer arithmetic. The popular `k * (1 + sqrt(5)) / 2`
//! in `f64` is already wrong at `k = 102334155` (the losing pair is
//! `(165580140, 267914295)`): when `k` is a Fibonacci number, `k·φ` lies
//! within `1/(√5·k)` of an integer (about `4·10^-9` here), closer than `f64`
//! resolves at that magnitude. Instead `a_k` comes from an exact integer square root of `5k²` in
//! `u128` ([`crate::base::isqrt`]), and the partner of a single pile from its
//! Zeckendorf representation ([`crate::closed::fibonacci`]).
//!
//! Positions are `(u64, u64)` and every function is exact on the whole `u64`
//! range; [`losing_pair`] panics (documented) only for indices whose pair
//! does not fit `u64`.

use crate::base::isqrt::isqrt_u128;
use crate::closed::fibonacci;

/// The largest `k` whose losing pair `(a_k, b_k)` fits `u64`. Its pair is
/// `(11400714819323198485, 18446744073709551615)`: `b_k` is exactly
/// `u64::MAX`, and `b_{k+1} = 2^64 + 2`.
///
/// # Example
/// ```
/// use gamecore::closed::wythoff::{losing_pair, MAX_PAIR_INDEX};
/// assert_eq!(losing_pair(MAX_PAIR_INDEX).1, u64::MAX);
/// ```
pub const MAX_PAIR_INDEX: u64 = 7_046_029_254_386_353_130;

/// `⌊k·φ⌋` for `k ≤ MAX_PAIR_INDEX`, exactly.
fn floor_k_phi(k: u64) -> u64 {
    // Claim: ⌊k·φ⌋ = ⌊(k + r)/2⌋ with r = isqrt(5k²).
    //
    // For k = 0 both sides are 0. For k ≥ 1, s = √(5k²) = k√5 is irrational,
    // so r = ⌊s⌋ < s < r + 1, and k·φ = (k + s)/2 lies strictly between
    // (k + r)/2 and (k + r + 1)/2. If k + r = 2m is even, that interval is
    // (m, m + ½) and the floor is m. If k + r = 2m + 1 is odd, it is
    // (m + ½, m + 1), whose right end is an integer the open interval
    // excludes, so the floor is again m. In both cases m = ⌊(k + r)/2⌋.
    //
    // Range: k ≤ MAX_PAIR_INDEX < 7.05·10^18 gives 5k² < 2.49·10^38 < 2^128
    // (≈ 3.40·10^38), and k + r < k + 3k < 2^127.
    let k = u128::from(k);
    let r = u128::from(isqrt_u128(5 * k * k));
    ((k + r) / 2) as u64
}

/// The `k`-th losing position `(a_k, b_k)` of Wythoff's game, `a_k < b_k`
/// for `k ≥ 1`: `a_k = ⌊k·φ⌋`, `b_k = a_k + k`.
///
/// # Constraints
/// `k ≤ MAX_PAIR_INDEX` (about `7.05·10^18`), so that `b_k` fits `u64`.
///
/// # Panics
/// If `k > MAX_PAIR_INDEX`: the pair does not fit `u64`, and a wrong or
/// wrapped answer is never returned.
///
/// # Complexity
/// `O(1)`: one `u128` integer square root (a few divisions).
///
/// # Example
/// ```
/// use gamecore::closed::wythoff::losing_pair;
/// assert_eq!(losing_pair(0), (0, 0));
/// assert_eq!(losing_pair(3), (4, 7));
/// // Where `f64` arithmetic gets it wrong:
/// assert_eq!(losing_pair(102_334_155), (165_580_140, 267_914_295));
/// ```
pub fn losing_pair(k: u64) -> (u64, u64) {
    assert!(
        k <= MAX_PAIR_INDEX,
        "losing pair index {} exceeds MAX_PAIR_INDEX = {}: b_k does not fit u64",
        k,
        MAX_PAIR_INDEX
    );
    let a = floor_k_phi(k);
    (a, a + k)
}

/// Is `(a, b)` a losing position for the player to move? The piles may be
/// given in either order.
///
/// # Constraints
/// None: exact for every pair of `u64`.
///
/// # Complexity
/// `O(1)`: at most one [`losing_pair`].
///
/// # Example
/// ```
/// use gamecore::closed::wythoff::is_losing;
/// assert!(is_losing(0, 0) && is_losing(2, 1) && is_losing(4, 7));
/// assert!(!is_losing(8, 4));
/// assert!(is_losing(165_580_140, 267_914_295));
/// assert!(is_losing(11_400_714_819_323_198_485, u64::MAX));
/// ```
pub fn is_losing(a: u64, b: u64) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    let k = large - small;
    // Beyond MAX_PAIR_INDEX the only losing pair with difference k has
    // b_k > u64::MAX ≥ large, so (small, large) is not it.
    k <= MAX_PAIR_INDEX && floor_k_phi(k) == small
}

/// Does the player to move win from `(a, b)`? The negation of [`is_losing`].
///
/// # Constraints
/// None: exact for every pair of `u64`.
///
/// # Complexity
/// `O(1)`.
///
/// # Example
/// ```
/// use gamecore::closed::wythoff::first_player_wins;
/// assert!(!first_player_wins(2, 1));
/// assert!(first_player_wins(8, 4));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    !is_losing(a, b)
}

/// The other pile of the losing position that contains a pile of `n`: every
/// natural number lies in exactly one losing pair (`0` in `(0, 0)`), so this
/// is `b_k` when `n = a_k` and `a_k` when `n = b_k`. `None` when that other
/// pile exceeds `u64::MAX` (`n = a_k` with `k > MAX_PAIR_INDEX`).
///
/// It uses the Zeckendorf representation of `n` (1, 2, 3, 5, … as digits):
/// the `a_k` are exactly the numbers whose lowest term is an even position of
/// [`fibonacci::NUMBERS`] (1, 3, 8, 21, …), and `b_k` is `a_k` with every term
/// moved one Fibonacci number up (Silber, 1976). The tests check this against
/// literal play and against [`losing_pair`] up to the top of `u64`.
///
/// # Constraints
/// None: every `u64` is accepted.
///
/// # Complexity
/// `O(fibonacci::COUNT)` = `O(92)`: one Zeckendorf representation.
///
/// # Example
/// ```
/// use gamecore::closed::wythoff::partner;
/// assert_eq!(partner(0), Some(0));
/// assert_eq!(partner(4), Some(7));
/// assert_eq!(partner(7), Some(4));
/// assert_eq!(partner(u64::MAX), Some(11_400_714_819_323_198_485));
/// assert_eq!(partner(u64::MAX - 1), None); // a_k with b_k > u64::MAX
/// ```
pub fn partner(n: u64) -> Option<u64> {
    if n == 0 {
        return Some(0);
    }
    let mask = fibonacci::zeckendorf(n);
    if mask.trailing_zeros() % 2 == 0 {
        fibonacci::value_of_mask(mask << 1)
    } else {
        fibonacci::value_of_mask(mask >> 1)
    }
}

/// The winning first moves of a Wythoff position, by kind, each given as the
/// losing position `(x, y)`, `x ≤ y`, that it leaves. Every field is `None`
/// for a losing position.
///
/// Each kind has at most one winning move: a move keeps the difference of
/// the piles (both), or keeps one pile and the losing pair with that pile is
/// unique. When the two piles are equal, taking from either leaves the same
/// position; that move is reported once, as `take_from_larger`.
///
/// # Example
/// ```
/// use gamecore::closed::wythoff::winning_moves;
/// // From (7, 10): 3 from both or 6 from the larger pile leave (4, 7);
/// // 1 from the smaller pile leaves (6, 10).
/// let moves = winning_moves(7, 10);
/// assert_eq!(moves.take_from_both, Some((4, 7)));
/// assert_eq!(moves.take_from_larger, Some((4, 7)));
/// assert_eq!(moves.take_from_smaller, Some((6, 10)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WinningMoves {
    /// Take the same number from both piles.
    pub take_from_both: Option<(u64, u64)>,
    /// Take from the larger pile (either one, if they are equal).
    pub take_from_larger: Option<(u64, u64)>,
    /// Take from the smaller pile (`None` if the piles are equal).
    pub take_from_smaller: Option<(u64, u64)>,
}

impl WinningMoves {
    /// Is there no winning move, i.e. is the position lost?
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::closed::wythoff::winning_moves;
    /// assert!(winning_moves(3, 5).is_empty());
    /// assert!(!winning_moves(3, 4).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.positions().next().is_none()
    }

    /// The positions left by the winning moves, in the order both, larger
    /// pile, smaller pile. The same position may appear twice (once per kind).
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::closed::wythoff::winning_moves;
    /// let left: Vec<_> = winning_moves(5, 7).positions().collect();
    /// assert_eq!(left, [(3, 5), (3, 5), (4, 7)]);
    /// ```
    pub fn positions(&self) -> impl Iterator<Item = (u64, u64)> {
        // Not `[…].into_iter()`: under edition 2018 that iterates by reference.
        IntoIterator::into_iter([
            self.take_from_both,
            self.take_from_larger,
            self.take_from_smaller,
        ])
        .flatten()
    }
}

/// Every winning first move from `(a, b)` (piles in either order), by kind.
///
/// # Constraints
/// None: exact for every pair of `u64`.
///
/// # Complexity
/// `O(fibonacci::COUNT)`: one [`losing_pair`] and two [`partner`] calls.
/// The position is lost exactly when the result [`is_empty`](WinningMoves::is_empty).
///
/// # Example
/// ```
/// use gamecore::closed::wythoff::{winning_moves, WinningMoves};
/// let moves = winning_moves(5, 8);
/// assert_eq!(moves.take_from_both, Some((4, 7)));
/// assert_eq!(moves.take_from_larger, Some((3, 5)));
/// assert_eq!(moves.take_from_smaller, None);
/// assert_eq!(winning_moves(4, 7), WinningMoves::default());
/// assert_eq!(winning_moves(2, 2).positions().collect::<Vec<_>>(), [(0, 0), (1, 2)]);
/// ```
pub fn winning_moves(a: u64, b: u64) -> WinningMoves {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    let k = large - small;
    // Taking t from both keeps the difference k, so it can only reach
    // (a_k, b_k), and only when a_k < small (then b_k < large fits).
    let take_from_both = if k <= MAX_PAIR_INDEX {
        let (x, y) = losing_pair(k);
        (x < small).then_some((x, y))
    } else {
        None
    };
    // Keeping `small`, the larger pile must drop to small's partner.
    let take_from_larger = partner(small)
        .filter(|&other| other < large)
        .map(|other| (other.min(small), other.max(small)));
    // Keeping `large`, the smaller pile must drop to large's partner.
    let take_from_smaller = if small == large {
        None
    } else {
        partner(large)
            .filter(|&other| other < small)
            .map(|other| (other, large))
    };
    WinningMoves {
        take_from_both,
        take_from_larger,
        take_from_smaller,
    }
}

/// The losing pairs `(a_k, b_k)` in increasing `k`, produced incrementally:
/// no square root per pair, one `u128` comparison per step.
///
/// The iterator ends after `k = MAX_PAIR_INDEX`, the last pair that fits
/// `u64`.
///
/// # Example
/// ```
/// use gamecore::closed::wythoff::LosingPairs;
/// let first: Vec<_> = LosingPairs::new().take(5).collect();
/// assert_eq!(first, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
/// let mut at = LosingPairs::from_index(102_334_155);
/// assert_eq!(at.next(), Some((165_580_140, 267_914_295)));
/// ```
#[derive(Debug, Clone)]
pub struct LosingPairs {
    /// The index `k` and `a_k` of the next pair, or `None` when done.
    next_pair: Option<(u64, u64)>,
}

impl LosingPairs {
    /// The pairs from `k = 0`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let mut pairs = gamecore::closed::wythoff::LosingPairs::new();
    /// assert_eq!(pairs.nth(5), Some((8, 13)));
    /// ```
    pub fn new() -> Self {
        LosingPairs {
            next_pair: Some((0, 0)),
        }
    }

    /// The pairs from index `k` on.
    ///
    /// # Constraints
    /// `k ≤ MAX_PAIR_INDEX`.
    ///
    /// # Panics
    /// If `k > MAX_PAIR_INDEX`.
    ///
    /// # Complexity
    /// `O(1)`: one [`losing_pair`].
    ///
    /// # Example
    /// ```
    /// use gamecore::closed::wythoff::{LosingPairs, MAX_PAIR_INDEX};
    /// let mut last = LosingPairs::from_index(MAX_PAIR_INDEX);
    /// assert_eq!(last.next(), Some((11_400_714_819_323_198_485, u64::MAX)));
    /// assert_eq!(last.next(), None);
    /// ```
    pub fn from_index(k: u64) -> Self {
        let (a, _) = losing_pair(k);
        LosingPairs {
            next_pair: Some((k, a)),
        }
    }
}

impl Default for LosingPairs {
    fn default() -> Self {
        Self::new()
    }
}

impl Iterator for LosingPairs {
    type Item = (u64, u64);

    /// # Complexity
    /// `O(1)`: a few `u128` multiplications.
    fn next(&mut self) -> Option<(u64, u64)> {
        let (k, a) = self.next_pair?;
        self.next_pair = if k == MAX_PAIR_INDEX {
            None
        } else {
            // a_{k+1} − a_k is 1 or 2 (φ lies between 1 and 2), and it is 2
            // exactly when (k + 1)·φ ≥ a_k + 2, i.e. (k + 1)·√5 ≥ t with
            // t = 2·a_k + 3 − k. Here t ≥ k + 3 > 0 (as a_k ≥ k), so this is
            // 5·(k + 1)² ≥ t², and equality is impossible (√5 is irrational).
            // Range: a_k < k·φ gives t < k·√5 + 3, so t² and 5·(k + 1)² stay
            // below 5·(k + 2)² < 2^128 for k < MAX_PAIR_INDEX.
            let next_k = u128::from(k) + 1;
            let t = 2 * u128::from(a) + 3 - u128::from(k);
            let step = if 5 * next_k * next_k > t * t { 2 } else { 1 };
            Some((k + 1, a + step))
        };
        Some((a, a + k))
    }
}

impl std::iter::FusedIterator for LosingPairs {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wythoff's game by its literal rules on all positions with piles below
    /// `n`: `lost[a][b]` when no move (shrink one pile, or both by the same
    /// amount) reaches a lost position. Every move lowers `a` or `b` and
    /// raises neither, so increasing (a, b) order sees successors first.
    fn brute_lost_table(n: usize) -> Vec<Vec<bool>> {
        let mut lost = vec![vec![false; n]; n];
        for a in 0..n {
            for b in 0..n {
                let from_first = (1..=a).any(|t| lost[a - t][b]);
                let from_second = (1..=b).any(|t| lost[a][b - t]);
                let from_both = (1..=a.min(b)).any(|t| lost[a - t][b - t]);
                lost[a][b] = !(from_first || from_second || from_both);
            }
        }
        lost
    }

    /// The losing pairs for k < count by the mex construction of the
    /// definition: a_k is the smallest natural number not used yet,
    /// b_k = a_k + k.
    fn mex_pairs(count: usize) -> Vec<(u64, u64)> {
        let mut used = vec![false; 3 * count + 3];
        let mut pairs = Vec::with_capacity(count);
        let mut a = 0;
        for k in 0..count {
            while used[a] {
                a += 1;
            }
            used[a] = true;
            used[a + k] = true;
            pairs.push((a as u64, (a + k) as u64));
        }
        pairs
    }

    /// Is `a = ⌊k·φ⌋`? Decided from the inequalities a < k·φ < a + 1, i.e.
    /// 2a − k < k·√5 < 2a + 2 − k, squared in `u128` (strict, since k·√5 is
    /// irrational for k ≥ 1): an exact check that never takes a square root.
    fn is_floor_of_k_phi(k: u64, a: u64) -> bool {
        if k == 0 {
            return a == 0;
        }
        let (k, a) = (u128::from(k), u128::from(a));
        let five_k_squared = 5 * k * k;
        let below = 2 * a <= k || (2 * a - k) * (2 * a - k) < five_k_squared;
        let above = 2 * a + 2 > k && (2 * a + 2 - k) * (2 * a + 2 - k) > five_k_squared;
        below && above
    }

    #[test]
    fn everything_matches_literal_play_on_120_by_120() {
        const N: usize = 120;
        let lost = brute_lost_table(N);
        for a in 0..N {
            for b in 0..N {
                let (a64, b64) = (a as u64, b as u64);
                assert_eq!(is_losing(a64, b64), lost[a][b], "({a}, {b})");
                assert_eq!(winning_moves(a64, b64).is_empty(), lost[a][b], "({a}, {b})");
                assert_eq!(first_player_wins(a64, b64), !lost[a][b], "({a}, {b})");
                let partners: Vec<usize> = (0..N).filter(|&c| lost[a][c]).collect();
                if let [other] = partners[..] {
                    assert_eq!(partner(a64), Some(other as u64), "partner of {a}");
                }
                assert_eq!(
                    winning_moves(a64, b64),
                    brute_winning_moves(&lost, a, b),
                    "({a}, {b})"
                );
            }
        }
        // Every n has exactly one partner; for n < N/3 it is inside the table.
        for (n, row) in lost.iter().enumerate().take(N / 3) {
            assert_eq!(row.iter().filter(|&&l| l).count(), 1, "n={n}");
        }
    }

    /// Winning moves by literal move generation, sorted into the three kinds.
    fn brute_winning_moves(lost: &[Vec<bool>], a: usize, b: usize) -> WinningMoves {
        let (small, large) = (a.min(b), a.max(b));
        let leaves = |x: usize, y: usize| (x.min(y) as u64, x.max(y) as u64);
        let only = |found: Vec<(u64, u64)>| {
            assert!(
                found.len() <= 1,
                "two winning moves of one kind from ({a}, {b})"
            );
            found.first().copied()
        };
        let both = (1..=small)
            .filter(|&t| lost[small - t][large - t])
            .map(|t| leaves(small - t, large - t))
            .collect();
        let larger = (1..=large)
            .filter(|&t| lost[small][large - t])
            .map(|t| leaves(small, large - t))
            .collect();
        let smaller = (1..=small)
            .filter(|&t| lost[small - t][large])
            .map(|t| leaves(small - t, large))
            .collect();
        let take_from_larger = only(larger);
        let take_from_smaller = only(smaller);
        if small == large {
            // The two piles are the same pile up to symmetry.
            assert_eq!(take_from_larger, take_from_smaller);
        }
        WinningMoves {
            take_from_both: only(both),
            take_from_larger,
            take_from_smaller: if small == large {
                None
            } else {
                take_from_smaller
            },
        }
    }

    #[test]
    fn pairs_match_the_mex_construction_for_the_first_million() {
        let pairs = mex_pairs(1_000_000);
        for (k, &(a, b)) in pairs.iter().enumerate() {
            assert_eq!(losing_pair(k as u64), (a, b), "k={k}");
            assert!(is_losing(a, b) && is_losing(b, a));
        }
        for &(a, b) in &pairs[..200_000] {
            assert_eq!((partner(a), partner(b)), (Some(b), Some(a)), "({a}, {b})");
        }
        assert!(LosingPairs::new()
            .take(pairs.len())
            .eq(pairs.iter().copied()));
        let (a, b) = pairs[999_999];
        assert!(!is_losing(a + 1, b) && !is_losing(a, b + 1) && !is_losing(a + 1, b + 1));
    }

    #[test]
    fn exact_at_every_fibonacci_index() {
        // Binet: F(n+1) − φ·F(n) = ψ^n with ψ = (1 − √5)/2 = −1/φ, so
        // ⌊F(n)·φ⌋ = F(n+1) − 1 for even n (0 < ψ^n < 1) and F(n+1) for odd
        // n. These k are where k·φ comes closest to an integer, hence where
        // floating point fails first (k = F(40) = 102334155).
        let mut fib: Vec<u128> = vec![0, 1];
        while fib.len() < 95 {
            let next = fib[fib.len() - 1] + fib[fib.len() - 2];
            fib.push(next);
        }
        let mut n_checked = 0;
        for n in 2..fib.len() - 2 {
            let k = fib[n];
            let correction = if n % 2 == 0 { 1 } else { 0 };
            let (a, b) = (fib[n + 1] - correction, fib[n + 2] - correction);
            if b > u128::from(u64::MAX) {
                assert!(k > u128::from(MAX_PAIR_INDEX), "n={n}");
                continue;
            }
            let (k, a, b) = (k as u64, a as u64, b as u64);
            assert_eq!(losing_pair(k), (a, b), "k = F({n}) = {k}");
            assert!(is_floor_of_k_phi(k, a));
            assert!(is_losing(a, b) && !is_losing(a + 1, b) && !is_losing(a - 1, b));
            assert_eq!((partner(a), partner(b)), (Some(b), Some(a)));
            assert_eq!(LosingPairs::from_index(k).next(), Some((a, b)));
            assert_eq!(winning_moves(a + 1, b + 1).take_from_both, Some((a, b)));
            n_checked += 1;
        }
        assert_eq!(n_checked, 90); // F(2) = 1 up to F(91)
        assert_eq!(losing_pair(102_334_155), (165_580_140, 267_914_295));
    }

    #[test]
    fn exact_near_10_pow_18_by_the_squared_inequalities() {
        // k near 10^18 / φ² (b_k near 10^18), near 10^18 itself, and at the
        // top; consecutive pairs also checked against the incremental
        // iterator, which decides each step by a different comparison.
        for start in [
            381_966_011_250_105_000,
            999_999_999_999_999_000,
            MAX_PAIR_INDEX - 2000,
        ] {
            let mut pairs = LosingPairs::from_index(start);
            for k in start..=start + 2000 {
                let (a, b) = losing_pair(k);
                assert!(is_floor_of_k_phi(k, a), "k={k} a={a}");
                assert_eq!(b, a + k);
                assert_eq!(pairs.next(), Some((a, b)), "k={k}");
                assert!(is_losing(a, b) && !is_losing(a, b - 1) && !is_losing(a + 1, b));
                assert_eq!((partner(a), partner(b)), (Some(b), Some(a)), "k={k}");
            }
        }
        // Positions with both piles near 10^18: exactly one partner each.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let n = 1_000_000_000_000_000_000 - state % 1_000_000_000;
            let other = partner(n).expect("partners below 10^18·φ fit");
            let (small, large) = (n.min(other), n.max(other));
            assert!(is_floor_of_k_phi(large - small, small), "n={n}");
            assert!(is_losing(n, other));
        }
    }

    #[test]
    fn the_top_of_u64() {
        // From exact big-integer arithmetic (Python `math.isqrt`), and checked
        // here by the squared inequalities.
        let (a, b) = (11_400_714_819_323_198_485, u64::MAX);
        assert_eq!(losing_pair(MAX_PAIR_INDEX), (a, b));
        assert!(is_floor_of_k_phi(MAX_PAIR_INDEX, a));
        // a_{k+1} is a + 1 or a + 2; either way b_{k+1} ≥ b + 2 > u64::MAX.
        assert!(!is_floor_of_k_phi(MAX_PAIR_INDEX + 1, a + 1));
        assert!(is_floor_of_k_phi(MAX_PAIR_INDEX + 1, a + 2));
        assert!(is_losing(a, b) && is_losing(b, a));
        assert!(!is_losing(b, b) && !is_losing(0, b) && !is_losing(a - 1, b));
        assert_eq!(partner(b), Some(a));
        assert_eq!(partner(a), Some(b));
        // a + 1 is some b_j; a + 2 = a_{k+1}, whose partner b_{k+1} = 2^64 + 2.
        assert!(partner(a + 1).map_or(false, |other| other < a));
        assert_eq!(partner(a + 2), None);
        assert!(!is_losing(a + 2, u64::MAX));
        let moves = winning_moves(u64::MAX, u64::MAX);
        assert_eq!(moves.take_from_both, Some((0, 0)));
        assert_eq!(moves.take_from_larger, Some((a, b)));
        assert_eq!(moves.take_from_smaller, None);
        let moves = winning_moves(0, u64::MAX);
        assert_eq!(moves.positions().collect::<Vec<_>>(), [(0, 0)]);
        let moves = winning_moves(u64::MAX, a + 2);
        assert_eq!(moves.take_from_smaller, Some((a, b)));
        assert_eq!(moves.take_from_larger, None);
        let mut last = LosingPairs::from_index(MAX_PAIR_INDEX - 1);
        assert_eq!(last.nth(1), Some((a, b)));
        assert_eq!(last.next(), None);
        assert_eq!(last.next(), None);
    }

    #[test]
    #[should_panic(expected = "exceeds MAX_PAIR_INDEX")]
    fn a_pair_beyond_u64_panics() {
        losing_pair(MAX_PAIR_INDEX + 1);
    }
}
