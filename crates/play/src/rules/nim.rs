//! Nim: piles of stones; a move takes any positive number of stones from one
//! pile; whoever cannot move loses (normal play).
//!
//! Used by hdu-1850 and nyoj-585; Bouton's misère rule by hdu-1907 and
//! hdu-2509 as the independent reference of their largest cases.

use std::cell::RefCell;

use crate::Game;

/// Nim's moves from `piles` (sorted): one pile down to any smaller size,
/// each result sorted. Equal piles give the same positions, so each size is
/// moved once.
///
/// # Complexity
/// `O(Σ piles · |piles| log |piles|)`.
///
/// # Example
/// ```
/// assert_eq!(play::rules::nim::moves(&[1, 1, 2]), [vec![0, 1, 2], vec![0, 1, 1], vec![1, 1, 1]]);
/// ```
pub fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (pile_idx, &size) in piles.iter().enumerate() {
        if pile_idx > 0 && piles[pile_idx - 1] == size {
            continue;
        }
        for smaller in 0..size {
            let mut next = piles.to_vec();
            next[pile_idx] = smaller;
            next.sort_unstable();
            options.push(next);
        }
    }
    options
}

type Moves = fn(&Vec<u64>) -> Vec<Vec<u64>>;

thread_local! {
    /// Nim over whole positions, with the positions already decided shared by
    /// every call on this thread (every input of a test run).
    static NIM: RefCell<Game<Vec<u64>, Moves>> = RefCell::new(Game::new(|piles| moves(piles)));
}

/// Does the player to move win Nim on `piles` (in any order), by literal
/// play of [`moves`]?
///
/// # Complexity
/// As for [`Game::wins`] over the positions below `piles`: only for small
/// piles.
///
/// # Example
/// ```
/// assert!(!play::rules::nim::wins(&[3, 1, 2]));
/// assert!(play::rules::nim::wins(&[3, 1, 1]));
/// ```
pub fn wins(piles: &[u64]) -> bool {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    NIM.with(|nim| nim.borrow_mut().wins(&sorted))
}

/// Does the player to move win misère Nim (who takes the last stone loses)
/// on `piles`? Bouton's rule, written without `gamecore`: with only piles of
/// 0 and 1 the player to move wins when the number of 1-piles is even;
/// otherwise when the nim-sum is not 0. An independent reference for inputs
/// too large for literal play; checked against literal misère play here.
///
/// # Complexity
/// `O(|piles|)`.
///
/// # Example
/// ```
/// use play::rules::nim::wins_misere_by_bouton;
/// assert!(!wins_misere_by_bouton(&[1]) && wins_misere_by_bouton(&[1, 1]));
/// assert!(wins_misere_by_bouton(&[2]) && !wins_misere_by_bouton(&[2, 2]));
/// ```
pub fn wins_misere_by_bouton(piles: &[u64]) -> bool {
    if piles.iter().all(|&p| p <= 1) {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    } else {
        piles.iter().fold(0, |acc, p| acc ^ p) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use itertools::Itertools;

    #[test]
    fn moves_take_from_exactly_one_pile() {
        // Every option differs from the position in one pile, made smaller,
        // and every such position (as a sorted multiset) is listed once.
        let piles = [0, 2, 2, 3];
        let mut expected: Vec<Vec<u64>> = Vec::new();
        for i in 0..piles.len() {
            for smaller in 0..piles[i] {
                let mut next = piles.to_vec();
                next[i] = smaller;
                expected.push(next.into_iter().sorted().collect());
            }
        }
        let expected: Vec<Vec<u64>> = expected.into_iter().sorted().dedup().collect();
        assert_eq!(
            moves(&piles).into_iter().sorted().collect::<Vec<_>>(),
            expected
        );
        assert!(moves(&[0, 0]).is_empty());
    }

    #[test]
    fn literal_play_follows_bouton() {
        for piles in (0..3).map(|_| 0u64..6).multi_cartesian_product() {
            let xor = piles.iter().fold(0, |acc, &p| acc ^ p);
            assert_eq!(wins(&piles), xor != 0, "{piles:?}");
        }
    }
}
