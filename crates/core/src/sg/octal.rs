//! Octal games: the take-and-break games of *Winning Ways*, where a move takes
//! tokens from one heap and may leave the rest as zero, one or two heaps.
//!
//! A game is named by an octal code `d0.d1d2d3…`. Digit `d_k` says what may be
//! left after taking `k` tokens from one heap: bit 1 — nothing (the whole heap
//! was `k`), bit 2 — one non-empty heap, bit 4 — two non-empty heaps (the
//! remaining tokens split anywhere). `d0` is 0, or 4 to allow splitting a heap
//! in two without taking anything. Examples: Kayles is `0.77`, Dawson's Kayles
//! `0.07`, Dawson's chess `0.137`, and Treblecross on an empty strip is
//! `0.007` (see `crate::sg::treblecross`).
//!
//! A heap's Grundy value is the mex over its moves of the nim-sum of what is
//! left, so a table is filled upwards from the empty heap. Many octal games are
//! eventually periodic, but not all are known to be (Treblecross's `0.007`
//! among them), so this module only ever computes tables, never guesses a
//! period.

use crate::sg::mex::Mex;

/// An octal game, given by its code: `digits[k]` allows the moves that take `k`
/// tokens from one heap.
///
/// # Example
/// ```
/// use gamecore::sg::octal::OctalGame;
/// // Dawson's chess: take 1 token (a lone heap of 1, or from a heap's end) or
/// // 2 tokens (from an end, or from inside, splitting the rest in two).
/// let dawson_chess = OctalGame::parse("0.137").unwrap();
/// let table = dawson_chess.grundy_table(8);
/// assert_eq!(table, [0, 1, 1, 2, 0, 3, 1, 1]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalGame {
    digits: Vec<u8>,
}

impl OctalGame {
    /// The game with code `code`, written `d0.d1d2…` with octal digits, where
    /// `d0` is `0` or `4` (also accepted: `.d1d2…`, meaning `d0 = 0`).
    /// `None` if `code` is not of that form.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::octal::OctalGame;
    /// assert!(OctalGame::parse("0.137").is_some());
    /// assert!(OctalGame::parse("4.07").is_some());
    /// assert_eq!(OctalGame::parse(".07"), OctalGame::parse("0.07"));
    /// assert!(OctalGame::parse("0.18").is_none()); // 8 is not an octal digit
    /// assert!(OctalGame::parse("1.07").is_none()); // d0 may only be 0 or 4
    /// assert!(OctalGame::parse("007").is_none()); // no point
    /// ```
    ///
    /// # Complexity
    /// `O(code length)`.
    pub fn parse(code: &str) -> Option<Self> {
        let (whole, fraction) = code.split_once('.')?;
        let d0 = match whole {
            "" | "0" => 0,
            "4" => 4,
            _ => return None,
        };
        let mut digits = vec![d0];
        for byte in fraction.bytes() {
            match byte {
                b'0'..=b'7' => digits.push(byte - b'0'),
                _ => return None,
            }
        }
        Some(OctalGame { digits })
    }

    /// The Grundy values of heaps of `0..len` tokens.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::octal::OctalGame;
    /// // Kayles: knock down one pin or two adjacent pins from a row.
    /// let kayles = OctalGame::parse("0.77").unwrap();
    /// assert_eq!(kayles.grundy_table(12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    /// // Dawson's Kayles: always knock down two adjacent pins.
    /// let dawson = OctalGame::parse("0.07").unwrap();
    /// assert_eq!(dawson.grundy_table(10), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    /// ```
    ///
    /// # Complexity
    /// `O(len² · n_digits)` time (each heap tries every split of what is left),
    /// `O(len)` memory.
    pub fn grundy_table(&self, len: usize) -> Vec<usize> {
        let mut table = Vec::with_capacity(len);
        self.extend_grundy_table(&mut table, len);
        table
    }

    /// Extends `table`, the Grundy values of heaps `0..table.len()` of this game
    /// (as [`grundy_table`](Self::grundy_table) made it), to heaps `0..len`.
    /// Does nothing if it is already that long.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::octal::OctalGame;
    /// let dawson = OctalGame::parse("0.07").unwrap();
    /// let mut table = dawson.grundy_table(4);
    /// dawson.extend_grundy_table(&mut table, 10);
    /// assert_eq!(table, dawson.grundy_table(10));
    /// ```
    ///
    /// # Complexity
    /// `O((len² − table.len()²) · n_digits)`.
    pub fn extend_grundy_table(&self, table: &mut Vec<usize>, len: usize) {
        let mut mex = Mex::new();
        let mut options = Vec::new();
        for heap in table.len()..len {
            options.clear();
            for (take, &digit) in self.digits.iter().enumerate().take(heap + 1) {
                let rest = heap - take;
                if digit & 1 != 0 && rest == 0 {
                    options.push(0);
                }
                if digit & 2 != 0 && rest > 0 && take > 0 {
                    options.push(table[rest]);
                }
                if digit & 4 != 0 {
                    // Splits (a, rest − a) and (rest − a, a) are the same position.
                    options.extend((1..=rest / 2).map(|a| table[a] ^ table[rest - a]));
                }
            }
            table.push(mex.of(options.iter().copied()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every position reached by one move of `game` from the sum of `heaps`,
    /// by the definition of the code: take `k` tokens from one heap, leave the
    /// rest as zero, one or two non-empty heaps as digit `k` allows.
    fn literal_moves(digits: &[u8], heaps: &[usize]) -> Vec<Vec<usize>> {
        let mut moves = Vec::new();
        for (heap_idx, &heap) in heaps.iter().enumerate() {
            let others: Vec<usize> = heaps
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != heap_idx)
                .map(|(_, &h)| h)
                .collect();
            for (take, &digit) in digits.iter().enumerate() {
                if take > heap {
                    break;
                }
                let rest = heap - take;
                if digit & 1 != 0 && rest == 0 {
                    moves.push(others.clone());
                }
                if digit & 2 != 0 && rest > 0 && take > 0 {
                    let mut next = others.clone();
                    next.push(rest);
                    moves.push(next);
                }
                if digit & 4 != 0 {
                    for left in 1..rest {
                        let mut next = others.clone();
                        next.push(left);
                        next.push(rest - left);
                        moves.push(next);
                    }
                }
            }
        }
        moves
    }

    /// Does the player to move win the sum of `heaps` (normal play)?
    fn literal_wins(digits: &[u8], heaps: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        let mut key: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let wins = literal_moves(digits, &key)
            .iter()
            .any(|next| !literal_wins(digits, next, memo));
        memo.insert(key, wins);
        wins
    }

    /// The Sprague–Grundy claim the table stands for: a sum of heaps is lost
    /// for the player to move exactly when the table values nim-sum to 0.
    #[test]
    fn tables_predict_literal_play_on_sums_of_up_to_three_heaps() {
        for code in [
            "0.77", "0.07", "0.137", "0.007", "4.07", "0.6", "0.51", "0.11337",
        ] {
            let game = OctalGame::parse(code).unwrap();
            let max_heap = 9;
            let table = game.grundy_table(max_heap + 1);
            let mut memo = HashMap::new();
            for a in 0..=max_heap {
                for b in 0..=a {
                    for c in 0..=b.min(6) {
                        let predicted = table[a] ^ table[b] ^ table[c] != 0;
                        let played = literal_wins(&game.digits, &[a, b, c], &mut memo);
                        assert_eq!(predicted, played, "{code}: heaps {a} {b} {c}");
                    }
                }
            }
        }
    }

    #[test]
    fn extending_matches_computing_at_once() {
        let game = OctalGame::parse("0.137").unwrap();
        let whole = game.grundy_table(60);
        let mut table = Vec::new();
        for len in [0, 1, 7, 7, 30, 60, 20] {
            game.extend_grundy_table(&mut table, len);
            assert_eq!(table[..], whole[..table.len()]);
        }
        assert_eq!(table.len(), 60);
    }
}
