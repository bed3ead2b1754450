//! Two decks, either end of either (HDU 4597 *Play Game*): two rows of
//! cards; in turn each player takes the top or the bottom card of either
//! deck and scores it, until both are empty.
//!
//! **The DP.** A position is what is left of each deck, an interval of
//! each: four indices. Let `best(p)` be what the player to move totals from
//! `p`; she takes a card and the opponent then totals `best` of the rest,
//! so `best(p) = sum(p) − min` over the (at most four) positions one card
//! smaller. Maximising one's own total is maximising the margin, since the
//! two totals add up to the cards' sum. The positions are taken in order of
//! the first deck's length `la`, and within it of the second's `lb`; a
//! position needs the layer `la − 1` and the lengths `lb − 1` of its own
//! layer, so two layers are kept: `O(na² · nb²)` time, `O(na · nb²)` memory.

/// What the first player totals when both play optimally, taking in turn
/// the top or the bottom card of either deck `a` or `b` (the decks may have
/// different lengths; each is listed from top to bottom).
///
/// # Constraints
/// The absolute values of both decks sum to at most `i64::MAX`.
///
/// # Panics
/// If the absolute values of both decks sum to more than `i64::MAX`.
///
/// # Complexity
/// `O(na² · nb²)` time and `O(na · nb²)` memory for `na = a.len()`,
/// `nb = b.len()`.
///
/// # Example
/// ```
/// use gamecore::scoring::two_decks::first_player_total;
/// // HDU 4597's samples.
/// assert_eq!(first_player_total(&[23], &[53]), 53);
/// assert_eq!(first_player_total(&[10, 100, 20], &[2, 4, 3]), 105);
/// ```
pub fn first_player_total(a: &[i64], b: &[i64]) -> i64 {
    let magnitude: u128 = a
        .iter()
        .chain(b)
        .map(|&v| u128::from(v.unsigned_abs()))
        .sum();
    assert!(
        magnitude <= i64::MAX as u128,
        "two_decks: the absolute values sum to {}, past i64::MAX",
        magnitude
    );
    let (na, nb) = (a.len(), b.len());
    let prefix = |deck: &[i64]| -> Vec<i64> {
        let mut sums = vec![0i64; deck.len() + 1];
        for (i, &card) in deck.iter().enumerate() {
            sums[i + 1] = sums[i] + card;
        }
        sums
    };
    let (sum_a, sum_b) = (prefix(a), prefix(b));
    // A layer holds, for one length la of deck a, best at index
    // (al · (nb + 1) + lb) · (nb + 1) + bl: deck a's cards al … al + la − 1
    // and deck b's bl … bl + lb − 1 left.
    let stride = nb + 1;
    let layer_len = (na + 1) * stride * stride;
    let at = |al: usize, lb: usize, bl: usize| (al * stride + lb) * stride + bl;
    let mut shorter = vec![0i64; layer_len];
    let mut current = vec![0i64; layer_len];
    for la in 0..=na {
        for al in 0..=na - la {
            let cards_a = sum_a[al + la] - sum_a[al];
            for lb in 0..=nb {
                for bl in 0..=nb - lb {
                    if la == 0 && lb == 0 {
                        current[at(al, 0, bl)] = 0;
                        continue;
                    }
                    // The opponent's best total after each possible take.
                    let mut least = i64::MAX;
                    if la > 0 {
                        least = least.min(shorter[at(al + 1, lb, bl)]);
                        least = least.min(shorter[at(al, lb, bl)]);
                    }
                    if lb > 0 {
                        least = least.min(current[at(al, lb - 1, bl + 1)]);
                        least = least.min(current[at(al, lb - 1, bl)]);
                    }
                    // Partial sums and totals stay within the sum of
                    // absolute values: no overflow.
                    let cards = cards_a + (sum_b[bl + lb] - sum_b[bl]);
                    current[at(al, lb, bl)] = cards - least;
                }
            }
        }
        std::mem::swap(&mut shorter, &mut current);
    }
    shorter[at(0, nb, 0)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The first player's total by the literal rules: the mover tries each
    /// end of each deck and keeps the largest own total, memoised on the
    /// decks left.
    fn literal(a: &[i64], b: &[i64], memo: &mut HashMap<(Vec<i64>, Vec<i64>), i64>) -> i64 {
        if a.is_empty() && b.is_empty() {
            return 0;
        }
        let key = (a.to_vec(), b.to_vec());
        if let Some(&value) = memo.get(&key) {
            return value;
        }
        let left: i64 = a.iter().chain(b).sum();
        let mut best = i64::MIN;
        let mut try_take = |card: i64, a_rest: &[i64], b_rest: &[i64]| {
            best = best.max(card + (left - card) - literal(a_rest, b_rest, memo));
        };
        if let (Some(&top), Some(&bottom)) = (a.first(), a.last()) {
            try_take(top, &a[1..], b);
            try_take(bottom, &a[..a.len() - 1], b);
        }
        if let (Some(&top), Some(&bottom)) = (b.first(), b.last()) {
            try_take(top, a, &b[1..]);
            try_take(bottom, a, &b[..b.len() - 1]);
        }
        memo.insert(key, best);
        best
    }

    #[test]
    fn every_small_pair_of_decks_matches_literal_play() {
        let mut memo = HashMap::new();
        // Every pair of decks of lengths ≤ 3 over −1 … 2, lengths unequal too.
        let decks: Vec<Vec<i64>> = (0..=3u32)
            .flat_map(|len| {
                (0..4u32.pow(len)).map(move |code| {
                    (0..len)
                        .map(|i| i64::from((code / 4u32.pow(i)) % 4) - 1)
                        .collect()
                })
            })
            .collect();
        for a in &decks {
            for b in &decks {
                assert_eq!(
                    first_player_total(a, b),
                    literal(a, b, &mut memo),
                    "{a:?} {b:?}"
                );
            }
        }
    }

    #[test]
    fn longer_random_decks_match_literal_play() {
        let mut state = 0x51_7cc1_b727_220au64;
        let mut memo = HashMap::new();
        for _ in 0..60 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let (la, lb) = ((state % 7) as usize, ((state >> 4) % 7) as usize);
            let card = |i: usize| ((state >> (i % 40 + 8)) % 30) as i64 + 1;
            let a: Vec<i64> = (0..la).map(card).collect();
            let b: Vec<i64> = (0..lb).map(|i| card(i + 11)).collect();
            assert_eq!(
                first_player_total(&a, &b),
                literal(&a, &b, &mut memo),
                "{a:?} {b:?}"
            );
        }
    }

    #[test]
    fn extreme_values_stay_exact() {
        // Two decks of 20 cards of 2^31 − 1: the players alternate, 20 each.
        let max = i64::from(i32::MAX);
        assert_eq!(first_player_total(&[max; 20], &[max; 20]), 20 * max);
        assert_eq!(first_player_total(&[i64::MAX], &[]), i64::MAX);
        assert_eq!(first_player_total(&[], &[]), 0);
    }

    #[test]
    #[should_panic(expected = "past i64::MAX")]
    fn a_sum_past_i64_is_refused() {
        first_player_total(&[i64::MAX], &[1]);
    }
}
