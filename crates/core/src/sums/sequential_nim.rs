//! Nim boxes played in sequence (Codeforces 2032 F *Peanuts*): a row of
//! pockets is divided into boxes of consecutive pockets, and a move takes
//! any positive number of peanuts from one pocket of the leftmost non-empty
//! box. Who cannot move loses.
//!
//! **Who wins a division** (the editorial's argument, proved here). A box
//! whose pockets are all 1 is played out move by move, so it only passes
//! the turn on (once per pocket). In the first box with a pocket above 1
//! (a *non-trivial* Nim position), the player who starts it wins the whole
//! game if its XOR is not 0, and loses otherwise: in non-trivial Nim the
//! player who wins normal play also wins misère play (Bouton; misère Nim,
//! Winning Ways ch. 13), so the winner of this box chooses whether he or
//! his opponent moves first in the next box, and so controls every later
//! box the same way (a later trivial box just passes the turn, which he
//! foresees). With no non-trivial pocket at all, the n moves are forced.
//!
//! **Counting** (the editorial's sum). Let `l` be the number of leading 1s
//! and `P(r)` the XOR of the first `r` pockets. The first non-trivial box is
//! `[s, r]` with `s ≤ l + 1 ≤ r`; the `s − 1` ones before it make `s − 1`
//! forced moves however they are boxed (`2^(s−2)` ways, 1 if `s = 1`), so
//! Alice starts it exactly when `s − 1` is even, and its XOR is
//! `P(r) ⊕ ((s − 1) mod 2)`. Alice wins when `s − 1` is even and
//! `P(r) ≠ 0`, or `s − 1` is odd and `P(r) = 1`: for `P(r) = 1` every `s`
//! (`2^l` ways in all), for `P(r) > 1` the even `s − 1`, for `P(r) = 0`
//! none; the pockets after `r` are boxed freely (`2^(n−r−1)` ways, 1 if
//! `r = n`). With no non-trivial pocket Alice wins the `2^(n−1)` divisions
//! exactly when `n` is odd.
//!
//! # Example
//! ```
//! use gamecore::sums::sequential_nim::winning_divisions;
//! assert_eq!(winning_divisions(&[1, 2, 3, 1], 998_244_353), 4); // the second sample
//! assert_eq!(winning_divisions(&[1, 1, 1, 1, 1], 998_244_353), 16);
//! ```

/// The number of divisions of `pockets` into boxes of consecutive pockets
/// for which the first player (Alice) wins, modulo `modulus`.
///
/// # Panics
/// If a pocket is 0 (outside the game as stated: every pocket has a
/// peanut), or `modulus` is 0 or above 2^32.
///
/// # Complexity
/// `O(n)`; `O(1)` memory.
///
/// # Example
/// ```
/// use gamecore::sums::sequential_nim::winning_divisions;
/// // [1, 2, 3]: only ([1, 2], [3]) wins.
/// assert_eq!(winning_divisions(&[1, 2, 3], 998_244_353), 1);
/// assert_eq!(winning_divisions(&[1, 1], 998_244_353), 0);
/// ```
pub fn winning_divisions(pockets: &[u64], modulus: u64) -> u64 {
    assert!(
        modulus > 0 && modulus <= 1 << 32,
        "the modulus must be in 1..=2^32"
    );
    assert!(pockets.iter().all(|&a| a > 0), "every pocket has a peanut");
    let n = pockets.len();
    let mul = |a: u64, b: u64| a * b % modulus;
    let leading_ones = pockets.iter().take_while(|&&a| a == 1).count();
    if leading_ones == n {
        if n % 2 == 0 {
            return 0;
        }
        return (1..n).fold(1 % modulus, |acc, _| mul(acc, 2));
    }
    // Ways to box the ones before the first non-trivial box: all s (2^l),
    // or only those with s − 1 even (1 + Σ 2^(t−1) over even t in 2..=l).
    let mut all_starts = 1 % modulus;
    let mut even_starts = 1 % modulus;
    let mut power = 1 % modulus; // 2^(t−1) for t = 1, 2, …
    for t in 1..=leading_ones {
        all_starts = mul(all_starts, 2);
        if t % 2 == 0 {
            even_starts = (even_starts + power) % modulus;
        }
        power = mul(power, 2);
    }
    // Σ over r of ways(r) · 2^(max(0, n − r − 1)), from the right so that
    // the power of two grows as r falls.
    let mut xor = pockets.iter().fold(0, |acc, &a| acc ^ a);
    let mut suffix_ways = 1 % modulus;
    let mut answer = 0;
    for r in (leading_ones + 1..=n).rev() {
        let ways = match xor {
            0 => 0,
            1 => all_starts,
            _ => even_starts,
        };
        answer = (answer + mul(ways, suffix_ways)) % modulus;
        // Move to r − 1: drop pocket r from the XOR; the pockets after the
        // box, n − r + 1 of them, are boxed in 2^(n − r) ways.
        xor ^= pockets[r - 1];
        if r < n {
            suffix_ways = mul(suffix_ways, 2);
        }
    }
    answer
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Does the mover win the boxes (each a list of pockets), playing only
    /// in the leftmost non-empty box? Literal play, memoised.
    fn mover_wins(boxes: Vec<Vec<u64>>, memo: &mut HashMap<Vec<Vec<u64>>, bool>) -> bool {
        if let Some(&known) = memo.get(&boxes) {
            return known;
        }
        let mut wins = false;
        if let Some(first) = boxes.iter().position(|b| b.iter().any(|&a| a > 0)) {
            'search: for pocket in 0..boxes[first].len() {
                for take in 1..=boxes[first][pocket] {
                    let mut next = boxes.clone();
                    next[first][pocket] -= take;
                    if !mover_wins(next, memo) {
                        wins = true;
                        break 'search;
                    }
                }
            }
        }
        memo.insert(boxes, wins);
        wins
    }

    fn literal_count(pockets: &[u64], memo: &mut HashMap<Vec<Vec<u64>>, bool>) -> u64 {
        let n = pockets.len();
        let mut count = 0;
        for cuts in 0u32..1 << (n - 1) {
            let mut boxes = vec![vec![pockets[0]]];
            for (i, &a) in pockets.iter().enumerate().skip(1) {
                if cuts >> (i - 1) & 1 == 1 {
                    boxes.push(Vec::new());
                }
                boxes.last_mut().unwrap().push(a);
            }
            if mover_wins(boxes, memo) {
                count += 1;
            }
        }
        count
    }

    #[test]
    fn the_count_matches_literal_play() {
        let mut memo = HashMap::new();
        for n in 1..=5u32 {
            for code in 0..3u64.pow(n) {
                let pockets: Vec<u64> = (0..n).map(|i| code / 3u64.pow(i) % 3 + 1).collect();
                let literal = literal_count(&pockets, &mut memo);
                assert_eq!(winning_divisions(&pockets, 1 << 32), literal, "{pockets:?}");
                assert_eq!(winning_divisions(&pockets, 7), literal % 7, "{pockets:?}");
            }
        }
    }
}
