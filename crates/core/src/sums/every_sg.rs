//! Every-SG: several games played at once, where on each turn the player to
//! move must make a move in EVERY game that is not yet finished; when all are
//! finished, the player to move loses. This is the *continued conjunctive
//! compound* of C. A. B. Smith (1966), analysed in *Winning Ways* (ch. 9) with
//! *suspense numbers*; Chinese contest write-ups call it every-SG and the
//! numbers *steps*.
//!
//! Grundy values say nothing here. What matters is how long each game lasts:
//! the player who wins a component wants it to last (so that it ends last),
//! the loser wants it over quickly. A position's step count is
//!
//! - 0 if it is finished (no move);
//! - if some move leads to a position with an even step count (a position
//!   lost for the player to move): 1 + the largest such even count — the
//!   position is won, and its step count is odd;
//! - otherwise: 1 + the smallest step count among its moves — the position is
//!   lost (every move leads to an odd count), and its step count is even.
//!
//! **Theorem** (Smith): the player to move wins the every-SG game exactly when
//! the largest step count among its components is odd.
//!
//! *Proof.* Let `M` be the largest count. If `M` is odd, move every component
//! of odd count `s` to a successor of count `s − 1` (one exists by the
//! definition) and every component of even count `s ≤ M − 1` to a successor of
//! count `s − 1` (the smallest, by the definition). Afterwards every count is
//! at most `M − 1`, and the largest, `M − 1`, is even (and if `M = 1`, all
//! games are finished: the opponent cannot move). If `M` is even and some game
//! is unfinished, every component of count `M` is lost for the player to move,
//! so its every successor has an odd count `≥ M − 1`; a component of odd
//! count `s` can reach even counts only up to `s − 1 ≤ M − 2`, and a component
//! of even count reaches only odd ones. So after any move the largest count is
//! odd. Play is finite, so the player facing odd counts makes the last move.
//! ∎
//!
//! [`step`] applies the definition to the step counts of one position's
//! successors; [`first_player_wins`] applies the theorem to the components'
//! counts. A game with a known structure folds its counts up in closed form,
//! e.g. [`crate::closed::euclid::analyse`] for Euclid's game.
//!
//! # Example
//! ```
//! use gamecore::sums::every_sg;
//! // A pile of n from which 1 or 2 may be taken: n ≡ 0 (mod 3) is lost.
//! let mut steps = vec![0u64; 10];
//! for n in 1..10 {
//!     let moves = [1, 2].iter().filter(|&&take| take <= n).map(|&take| steps[n - take]);
//!     steps[n] = every_sg::step(moves);
//! }
//! assert_eq!(steps, [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]);
//! // Piles 4 and 2 together: counts 3 and 1, the largest odd.
//! assert!(every_sg::first_player_wins([steps[4], steps[2]]));
//! assert!(!every_sg::first_player_wins([steps[6], steps[1]]));
//! ```

/// The step count of a position whose moves lead to positions with step
/// counts `successor_steps` (0 for a finished position: no moves).
///
/// # Constraints
/// The counts are themselves step counts, so even means lost for the player
/// to move there. A count below `u64::MAX` (any real game's is far below).
///
/// # Complexity
/// `O(n_successors)`.
///
/// # Example
/// ```
/// use gamecore::sums::every_sg::step;
/// assert_eq!(step([]), 0); // finished
/// assert_eq!(step([1, 3]), 2); // lost: end it as fast as possible
/// assert_eq!(step([0, 2, 5, 4]), 5); // won: prolong it, 1 + 4
/// ```
pub fn step<I: IntoIterator<Item = u64>>(successor_steps: I) -> u64 {
    let mut longest_even: Option<u64> = None;
    let mut shortest: Option<u64> = None;
    for count in successor_steps {
        if count % 2 == 0 {
            longest_even = Some(longest_even.map_or(count, |best| best.max(count)));
        }
        shortest = Some(shortest.map_or(count, |best| best.min(count)));
    }
    match (longest_even, shortest) {
        (Some(count), _) => count + 1,
        (None, Some(count)) => count + 1,
        (None, None) => 0,
    }
}

/// Does the player to move win the every-SG game whose components have the
/// step counts `steps`? Exactly when the largest count is odd (finished
/// components count 0; with none left, the player to move loses).
///
/// # Constraints
/// Each count comes from [`step`] (or an equivalent closed form).
///
/// # Complexity
/// `O(n_components)`.
///
/// # Example
/// ```
/// use gamecore::sums::every_sg::first_player_wins;
/// assert!(first_player_wins([1, 1, 1]));
/// assert!(!first_player_wins([2]));
/// assert!(first_player_wins([2, 0, 7, 4]));
/// assert!(!first_player_wins([]));
/// ```
pub fn first_player_wins<I: IntoIterator<Item = u64>>(steps: I) -> bool {
    matches!(steps.into_iter().max(), Some(longest) if longest % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A small deterministic generator (SplitMix64) for the random games.
    struct SplitMix(u64);

    impl SplitMix {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % n as u64) as usize
        }
    }

    /// A random acyclic game on `n_states` states: state `i` moves only to
    /// states below `i`, each with probability 1/3.
    fn random_game(rng: &mut SplitMix, n_states: usize) -> Vec<Vec<usize>> {
        (0..n_states)
            .map(|state| (0..state).filter(|_| rng.below(3) == 0).collect())
            .collect()
    }

    /// Literal every-SG play on a tuple of component states: the player to
    /// move chooses one move in every unfinished component (all combinations);
    /// with every component finished the player to move loses.
    fn literal_wins(
        game: &[Vec<usize>],
        position: &[usize],
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        if let Some(&known) = memo.get(position) {
            return known;
        }
        let mut choices: Vec<Vec<usize>> = vec![Vec::new()];
        for &state in position {
            let options: Vec<usize> = if game[state].is_empty() {
                vec![state] // finished: stays as it is
            } else {
                game[state].clone()
            };
            choices = choices
                .into_iter()
                .flat_map(|prefix| {
                    options.iter().map(move |&next| {
                        let mut longer = prefix.clone();
                        longer.push(next);
                        longer
                    })
                })
                .collect();
        }
        let all_finished = position.iter().all(|&state| game[state].is_empty());
        let wins = !all_finished && choices.iter().any(|next| !literal_wins(game, next, memo));
        memo.insert(position.to_vec(), wins);
        wins
    }

    #[test]
    fn the_theorem_matches_literal_play_on_random_games() {
        let mut rng = SplitMix(3595);
        for _ in 0..300 {
            let n_states = 1 + rng.below(9);
            let game = random_game(&mut rng, n_states);
            let mut steps = vec![0u64; n_states];
            for state in 0..n_states {
                steps[state] = step(game[state].iter().map(|&next| steps[next]));
            }
            let mut memo = HashMap::new();
            for n_components in 1..=3 {
                for code in 0..n_states.pow(n_components) {
                    let position: Vec<usize> = (0..n_components)
                        .map(|i| code / n_states.pow(i) % n_states)
                        .collect();
                    assert_eq!(
                        first_player_wins(position.iter().map(|&state| steps[state])),
                        literal_wins(&game, &position, &mut memo),
                        "{game:?} at {position:?}"
                    );
                }
            }
            // Alone, a component's count is odd exactly when it is won.
            for (state, &count) in steps.iter().enumerate() {
                let alone = literal_wins(&game, &[state], &mut memo);
                assert_eq!(count % 2 == 1, alone, "{game:?} at {state}");
            }
        }
    }

    #[test]
    fn step_follows_the_definition() {
        assert_eq!(step([]), 0);
        assert_eq!(step([0]), 1);
        assert_eq!(step([1]), 2);
        assert_eq!(step([7, 3, 5]), 4);
        assert_eq!(step([7, 2, 6, 0]), 7);
        assert!(!first_player_wins([0, 0]));
    }
}
