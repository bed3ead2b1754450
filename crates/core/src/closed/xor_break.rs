//! XOR Break (Codeforces 1934 D2 "XOR Break — Game Version"): the player
//! holding `p` breaks it into `p1 ⊕ p2 = p` with `0 < p1, p2 < p`; the
//! opponent keeps one of the two and must break it; who cannot break loses.
//!
//! `p` can be broken exactly when it has two set bits or more (a power of two
//! cannot: the part holding its bit would be at least `p`). Since
//! `popcount(p1) + popcount(p2) ≡ popcount(p1 ⊕ p2) (mod 2)`, a break of a
//! number with an odd popcount leaves one part of each parity, and a number
//! with an even popcount can be broken into two odd parts (its highest bit,
//! and the rest). By induction on `p`, the holder wins exactly when
//! `popcount(p)` is even (the parity rule of the editorial of Codeforces
//! Round 931): from an odd popcount, the opponent keeps the even part; from
//! an even one, both parts handed over are odd ([`holder_wins`]).
//!
//! Breaking off the highest bit also keeps the game short: the number handed
//! over has a lower highest bit than the one broken, and the opponent's parts
//! are smaller still, so the winner breaks at most once per bit position —
//! at most 63 breaks for any 64-bit number ([`winning_break`]).

/// Whether `p` can be broken: at least two set bits.
///
/// # Example
/// ```
/// use gamecore::closed::xor_break::can_break;
/// assert!(can_break(3) && !can_break(8) && !can_break(1));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn can_break(p: u64) -> bool {
    p.count_ones() >= 2
}

/// Whether the player who must break `p` wins: `popcount(p)` even (and so at
/// least 2).
///
/// # Example
/// ```
/// use gamecore::closed::xor_break::holder_wins;
/// assert!(holder_wins(3) && holder_wins(13 ^ 1));
/// assert!(!holder_wins(13) && !holder_wins(1) && !holder_wins(0b111));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn holder_wins(p: u64) -> bool {
    p != 0 && p.count_ones() % 2 == 0
}

/// The break that wins from `p` when [`holder_wins`]: its highest bit and
/// the rest, both of odd popcount; `None` if `p` is lost for its holder.
///
/// # Example
/// ```
/// use gamecore::closed::xor_break::winning_break;
/// assert_eq!(winning_break(3), Some((2, 1)));
/// assert_eq!(winning_break(0b1010_0110), Some((0b1000_0000, 0b10_0110)));
/// assert_eq!(winning_break(13), None);
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn winning_break(p: u64) -> Option<(u64, u64)> {
    if !holder_wins(p) {
        return None;
    }
    let high = 1u64 << (63 - p.leading_zeros());
    Some((high, p ^ high))
}

/// Whether `(p1, p2)` is a legal break of `p`.
///
/// # Example
/// ```
/// use gamecore::closed::xor_break::is_break_of;
/// assert!(is_break_of(13, 10, 7) && !is_break_of(13, 13, 0) && !is_break_of(8, 12, 4));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn is_break_of(p: u64, p1: u64, p2: u64) -> bool {
    p1 > 0 && p2 > 0 && p1 < p && p2 < p && p1 ^ p2 == p
}

/// Of the two parts the opponent handed over, the one to keep: one whose
/// holder wins if there is one (the first such), else the first breakable
/// one, else `None` (the game is lost).
///
/// # Example
/// ```
/// use gamecore::closed::xor_break::keep;
/// assert_eq!(keep(3, 4), Some(3)); // 13's break 3 4 of 7: keep 3
/// assert_eq!(keep(1, 2), None);
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn keep(p1: u64, p2: u64) -> Option<u64> {
    [p1, p2]
        .iter()
        .copied()
        .find(|&p| holder_wins(p))
        .or_else(|| [p1, p2].iter().copied().find(|&p| can_break(p)))
}
