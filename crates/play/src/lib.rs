//! Rule-level game search for the brute forces: give it a game's moves, and it
//! plays every line to the end.
//!
//! A brute force states only what a move is; [`Game`] does the rest:
//!
//! - [`Game::wins`]: normal play, the player who cannot move loses;
//! - [`Game::wins_misere`]: misère play, the player who cannot move **wins**;
//! - [`Game::grundy`]: the Grundy value, the mex of the options' values;
//! - [`sum_moves`]: the moves of a sum of games (a move is made in exactly
//!   one component, and may split it into several), as multisets, so that
//!   literal play of many piles or many trees is one more closure;
//! - [`ComponentGame::grundy`]: the Grundy value of one component whose
//!   options are multisets of components, by the mex of the XOR of the
//!   parts' values (the Sprague–Grundy sum theorem), when whole positions
//!   are too many to search;
//! - [`partisan`]: partisan games, where Left and Right move differently:
//!   outcome classes of sums by literal play, and canonical forms (numbers,
//!   nimbers, ups, switches) in CGSuite's notation;
//! - [`rules`]: the literal moves of the games that recur across problems
//!   (Nim, Wythoff's game, Treblecross, take-and-split heaps, Green and
//!   Blue-Red Hackenbush, Cutcake), each checked
//!   here against an obvious definition.
//!
//! Search is memoised (each position is expanded once per evaluation kind)
//! and iterative (an explicit stack, so a game lasting millions of moves does
//! not overflow the thread's stack), and a position that can reach itself is
//! reported, since such a game has no value.
//!
//! This crate is used only by tests and tools, never by a solution, so it may
//! use `std`'s hash maps and the `itertools` crate freely.
//!
//! # Example
//! ```
//! use play::Game;
//! // Subtract a square: from n, move to n - k² for k ≥ 1.
//! let mut game = Game::new(|&n: &u64| {
//!     (1..).map(|k| k * k).take_while(|&sq| sq <= n).map(|sq| n - sq).collect::<Vec<_>>()
//! });
//! let lost: Vec<u64> = (0..30).filter(|&n| !game.wins(&n)).collect();
//! assert_eq!(lost, [0, 2, 5, 7, 10, 12, 15, 17, 20, 22]);
//! ```

use std::collections::HashMap;
use std::hash::Hash;

use itertools::Itertools;

pub mod loopy;
pub mod partisan;
pub mod rules;

/// A game given by its move rule, with memoised outcomes and values.
///
/// `moves(position)` lists the positions one move can reach; it must always
/// give the same options for the same position, and from every position asked
/// about only finitely many positions may be reachable, none of them able to
/// reach itself (the game always ends).
///
/// # Panics
/// Every evaluation panics with "a position can reach itself" if it finds a
/// cycle.
///
/// # Complexity
/// Over the game's life, per evaluation kind: each reachable position is
/// expanded once (one call to `moves`) and each move looked up once:
/// `O(n_positions + n_moves)` hash operations; memory `O(n_positions)`, plus
/// `O(depth)` heap for the explicit stack.
pub struct Game<P, F> {
    moves: F,
    normal: HashMap<P, Slot<bool>>,
    misere: HashMap<P, Slot<bool>>,
    grundy: HashMap<P, Slot<u64>>,
}

/// A memo entry: done, or on the search stack right now.
#[derive(Clone, Copy)]
enum Slot<V> {
    InProgress,
    Done(V),
}

/// One position on the explicit search stack.
struct Frame<P> {
    position: P,
    options: std::vec::IntoIter<P>,
    /// Where this position's options' values start in the shared value stack.
    values_start: usize,
}

const CYCLE: &str = "play::Game: a position can reach itself, so the game has no outcome";

impl<P, F, I> Game<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    /// The game whose moves from `position` are `moves(position)`.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// // One pile, take 1 to 3: lost exactly at multiples of 4.
    /// let mut game = play::Game::new(|&n: &u32| (1..=3.min(n)).map(move |take| n - take));
    /// assert!(!game.wins(&8) && game.wins(&9));
    /// ```
    pub fn new(moves: F) -> Self {
        Game {
            moves,
            normal: HashMap::new(),
            misere: HashMap::new(),
            grundy: HashMap::new(),
        }
    }

    /// Does the player to move win under normal play (who cannot move loses)?
    ///
    /// # Complexity
    /// As for [`Game`]; `O(1)` for a position already decided.
    ///
    /// # Example
    /// ```
    /// // Take one or two adjacent stones from a row (Kayles, 0.77).
    /// let mut kayles = play::Game::new(|row: &Vec<u8>| {
    ///     let mut options = Vec::new();
    ///     for i in 0..row.len() {
    ///         for len in 1..=2 {
    ///             if i + len <= row.len() && row[i..i + len].iter().all(|&c| c == 1) {
    ///                 let mut next = row.clone();
    ///                 next[i..i + len].iter_mut().for_each(|c| *c = 0);
    ///                 options.push(next);
    ///             }
    ///         }
    ///     }
    ///     options
    /// });
    /// assert!(kayles.wins(&vec![1; 4]));
    /// assert!(!kayles.wins(&vec![1, 0, 1]));
    /// ```
    pub fn wins(&mut self, position: &P) -> bool {
        // One option lost for the opponent settles it: the rest are not searched.
        let settles = |option_wins: bool| !option_wins;
        evaluate(
            &mut self.normal,
            &mut self.moves,
            position,
            settles,
            |options| options.iter().any(|&option_wins| !option_wins),
        )
    }

    /// Does the player to move win under misère play, where the player who
    /// cannot move **wins** (the one who makes the last move loses)?
    ///
    /// # Complexity
    /// As for [`Game`].
    ///
    /// # Example
    /// ```
    /// // Misère Nim on one pile: lost only at a single stone.
    /// let mut game = play::Game::new(|&n: &u32| (0..n).collect::<Vec<_>>());
    /// assert!(game.wins_misere(&0)); // no move: the player to move wins
    /// assert!(!game.wins_misere(&1));
    /// assert!(game.wins_misere(&2));
    /// ```
    pub fn wins_misere(&mut self, position: &P) -> bool {
        let settles = |option_wins: bool| !option_wins;
        evaluate(
            &mut self.misere,
            &mut self.moves,
            position,
            settles,
            |options| options.is_empty() || options.iter().any(|&option_wins| !option_wins),
        )
    }

    /// The Grundy value of `position`: the mex (least value not among them)
    /// of its options' values.
    ///
    /// # Complexity
    /// As for [`Game`], plus `O(n_options)` per position for the mex.
    ///
    /// # Example
    /// ```
    /// // Nim: a pile's value is its size.
    /// let mut nim = play::Game::new(|&n: &u64| (0..n).collect::<Vec<_>>());
    /// assert_eq!(nim.grundy(&5), 5);
    /// ```
    pub fn grundy(&mut self, position: &P) -> u64 {
        // Every option's value counts for the mex.
        let settles = |_: u64| false;
        evaluate(
            &mut self.grundy,
            &mut self.moves,
            position,
            settles,
            |options| mex(options.iter().copied()),
        )
    }

    /// The options of `position` that leave the opponent lost under normal
    /// play: the winning moves, in the order `moves` lists them.
    ///
    /// # Complexity
    /// One call to `moves` and one [`Game::wins`] per option.
    ///
    /// # Example
    /// ```
    /// let mut game = play::Game::new(|&n: &u32| (1..=3.min(n)).map(move |take| n - take));
    /// assert_eq!(game.winning_moves(&6), [4]);
    /// assert!(game.winning_moves(&8).is_empty());
    /// ```
    pub fn winning_moves(&mut self, position: &P) -> Vec<P> {
        let options: Vec<P> = (self.moves)(position).into_iter().collect();
        options
            .into_iter()
            .filter(|option| !self.wins(option))
            .collect()
    }
}

/// The value of `start` under a rule that folds the options' values into the
/// position's (`fold(&[])` is a terminal position's value), memoised in
/// `memo` and computed with an explicit stack. An option whose value
/// `settles` the position (a lost option makes a win) ends its search: the
/// remaining options are neither expanded nor looked up, and `fold` gets the
/// values found so far.
fn evaluate<P, F, I, V>(
    memo: &mut HashMap<P, Slot<V>>,
    moves: &mut F,
    start: &P,
    settles: impl Fn(V) -> bool,
    fold: impl Fn(&[V]) -> V,
) -> V
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
    V: Copy,
{
    if let Some(&Slot::Done(value)) = memo.get(start) {
        return value;
    }
    let mut open = |memo: &mut HashMap<P, Slot<V>>, position: P, values_start: usize| {
        memo.insert(position.clone(), Slot::InProgress);
        let options: Vec<P> = moves(&position).into_iter().collect();
        Frame {
            position,
            options: options.into_iter(),
            values_start,
        }
    };
    // The finished options' values of every frame on the stack, frame after frame.
    let mut values: Vec<V> = Vec::new();
    let mut stack = vec![open(memo, start.clone(), 0)];
    loop {
        let top = stack
            .last_mut()
            .expect("the loop returns when the stack empties");
        let settled = values.len() > top.values_start && settles(values[values.len() - 1]);
        let next = if settled { None } else { top.options.next() };
        match next {
            Some(option) => match memo.get(&option) {
                Some(Slot::Done(value)) => values.push(*value),
                Some(Slot::InProgress) => {
                    // Forget the half-finished positions (exactly those on the
                    // stack), so that a caller who catches the panic can go on.
                    for frame in &stack {
                        memo.remove(&frame.position);
                    }
                    panic!("{CYCLE}");
                }
                None => {
                    let frame = open(memo, option, values.len());
                    stack.push(frame);
                }
            },
            None => {
                let frame = stack.pop().expect("the stack is not empty here");
                let value = fold(&values[frame.values_start..]);
                values.truncate(frame.values_start);
                memo.insert(frame.position, Slot::Done(value));
                if stack.is_empty() {
                    return value;
                }
                values.push(value);
            }
        }
    }
}

/// The least natural number not among `values`.
///
/// # Complexity
/// `O(n log n)` for `n` values.
///
/// # Example
/// ```
/// assert_eq!(play::mex([0, 1, 3, 1]), 2);
/// assert_eq!(play::mex([]), 0);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut next = 0;
    for value in values.into_iter().sorted_unstable().dedup() {
        if value != next {
            break;
        }
        next += 1;
    }
    next
}

/// The moves of a sum of games: `parts` is a position of the sum (its
/// components, as a sorted multiset), and `part_moves(part)` lists the options
/// of one component, each as the components that replace it (none when the
/// component is used up, two or more when a move splits it). A move of the sum
/// replaces exactly one component by one of its options; the results are
/// sorted multisets without repeats, so equal sums are one position.
///
/// # Complexity
/// `O(n_options · |parts| log |parts|)`.
///
/// # Example
/// ```
/// // Lasker's Nim: take from a heap, or split it into two non-empty heaps.
/// let lasker = |&heap: &u32| {
///     let mut options: Vec<Vec<u32>> = (0..heap).map(|left| vec![left]).collect();
///     options.extend((1..=heap / 2).map(|a| vec![a, heap - a]));
///     options
/// };
/// let mut game = play::Game::new(|heaps: &Vec<u32>| play::sum_moves(heaps, lasker));
/// assert!(!game.wins(&vec![3, 3]));
/// assert!(game.wins(&vec![2, 2, 3]));
/// ```
pub fn sum_moves<P: Ord + Clone>(
    parts: &[P],
    mut part_moves: impl FnMut(&P) -> Vec<Vec<P>>,
) -> Vec<Vec<P>> {
    let mut sums = Vec::new();
    for (part_idx, part) in parts.iter().enumerate() {
        // Equal components have the same options: expand each value once.
        if part_idx > 0 && parts[part_idx - 1] == *part {
            continue;
        }
        for replacement in part_moves(part) {
            let rest = parts[..part_idx].iter().chain(&parts[part_idx + 1..]);
            sums.push(rest.chain(&replacement).cloned().sorted().collect());
        }
    }
    sums.into_iter().sorted().dedup().collect()
}

/// A game played on components, valued one component at a time: a move
/// replaces one component by a multiset of components (none when the
/// component is used up, two or more when the move splits it), and a sum's
/// value is the XOR of its components' values (the Sprague–Grundy sum
/// theorem), so a component's Grundy value is the mex, over its options, of
/// the XOR of the values of the parts the option leaves.
///
/// `moves(component)` lists the options as [`sum_moves`]'s `part_moves`
/// does; the same conditions as for [`Game`] hold (same options every time,
/// finitely many components reachable, none able to reach itself).
///
/// Use it where the whole positions of [`Game`] over [`sum_moves`] are too
/// many to search; a problem's tests then check it against such a search on
/// small positions.
///
/// # Panics
/// [`ComponentGame::grundy`] panics with "a position can reach itself" if
/// it finds a cycle.
///
/// # Complexity
/// Each reachable component is expanded once (one call to `moves`) and each
/// part of each option looked up twice: `O(n_components + n_parts)` hash
/// operations over the game's life; memory `O(n_components)`, plus the
/// options of the components on the explicit stack.
pub struct ComponentGame<P, F> {
    moves: F,
    values: HashMap<P, Slot<u64>>,
}

/// One component on [`ComponentGame`]'s explicit stack, with the part of its
/// options to look at next.
struct PartsFrame<P> {
    component: P,
    options: Vec<Vec<P>>,
    option_idx: usize,
    part_idx: usize,
}

impl<P, F> ComponentGame<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> Vec<Vec<P>>,
{
    /// The game whose moves from `component` are `moves(component)`.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new(moves: F) -> Self {
        ComponentGame {
            moves,
            values: HashMap::new(),
        }
    }

    /// The Grundy value of `component`: the mex, over its options, of the
    /// XOR of the values of each option's parts.
    ///
    /// # Complexity
    /// As for [`ComponentGame`]; `O(1)` for a component already valued.
    ///
    /// # Example
    /// ```
    /// // Lasker's Nim: take from a heap, or split it into two non-empty heaps.
    /// let mut lasker = play::ComponentGame::new(|&heap: &u32| {
    ///     let mut options: Vec<Vec<u32>> = (1..heap).map(|left| vec![left]).collect();
    ///     options.push(vec![]);
    ///     options.extend((1..=heap / 2).map(|a| vec![a, heap - a]));
    ///     options
    /// });
    /// let values: Vec<u64> = (1..=8).map(|heap| lasker.grundy(&heap)).collect();
    /// assert_eq!(values, [1, 2, 4, 3, 5, 6, 8, 7]);
    /// ```
    pub fn grundy(&mut self, component: &P) -> u64 {
        if let Some(&Slot::Done(value)) = self.values.get(component) {
            return value;
        }
        let mut stack = vec![self.open(component.clone())];
        loop {
            let top = stack
                .last_mut()
                .expect("the loop returns when the stack empties");
            // The next part of the top's options whose value is unknown.
            let mut unvalued = None;
            while let Some(option) = top.options.get(top.option_idx) {
                let Some(part) = option.get(top.part_idx) else {
                    top.option_idx += 1;
                    top.part_idx = 0;
                    continue;
                };
                match self.values.get(part) {
                    Some(Slot::Done(_)) => top.part_idx += 1,
                    Some(Slot::InProgress) => {
                        // Forget the half-valued components (exactly those
                        // on the stack), so that a caller who catches the
                        // panic can go on.
                        for frame in &stack {
                            self.values.remove(&frame.component);
                        }
                        panic!("{CYCLE}");
                    }
                    None => {
                        unvalued = Some(part.clone());
                        break;
                    }
                }
            }
            if let Some(part) = unvalued {
                let frame = self.open(part);
                stack.push(frame);
                continue;
            }
            let frame = stack.pop().expect("the stack is not empty here");
            let values = &self.values;
            let value_of = |part: &P| match values.get(part) {
                Some(&Slot::Done(value)) => value,
                _ => unreachable!("every part of a finished frame is valued"),
            };
            let value = mex(frame
                .options
                .iter()
                .map(|option| option.iter().fold(0, |acc, part| acc ^ value_of(part))));
            self.values.insert(frame.component, Slot::Done(value));
            if stack.is_empty() {
                return value;
            }
        }
    }

    /// The Grundy value of a sum of components: the XOR of their values.
    ///
    /// # Complexity
    /// One [`ComponentGame::grundy`] per component.
    ///
    /// # Example
    /// ```
    /// // Nim: a heap's value is its size, so 1 + 2 + 3 is worth 0.
    /// let mut nim = play::ComponentGame::new(|&heap: &u64| {
    ///     (0..heap).map(|left| if left == 0 { vec![] } else { vec![left] }).collect()
    /// });
    /// assert_eq!(nim.grundy_of_sum(&[1, 2, 3]), 0);
    /// assert_eq!(nim.grundy_of_sum(&[1, 2, 4]), 7);
    /// ```
    pub fn grundy_of_sum(&mut self, components: &[P]) -> u64 {
        components
            .iter()
            .fold(0, |acc, component| acc ^ self.grundy(component))
    }

    /// Marks `component` as being valued and lists its options.
    fn open(&mut self, component: P) -> PartsFrame<P> {
        self.values.insert(component.clone(), Slot::InProgress);
        let options = (self.moves)(&component);
        PartsFrame {
            component,
            options,
            option_idx: 0,
            part_idx: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// The Grundy value by its definition, recursively, with a set for the mex.
    fn naive_grundy(state: usize, edges: &[Vec<usize>]) -> u64 {
        let reachable: HashSet<u64> = edges[state]
            .iter()
            .map(|&next| naive_grundy(next, edges))
            .collect();
        (0..).find(|value| !reachable.contains(value)).unwrap()
    }

    /// A random DAG on `n` states: edges only go from higher to lower numbers.
    fn random_dag(seed: &mut u64, n: usize) -> Vec<Vec<usize>> {
        let mut next = || {
            *seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (*seed >> 33) as usize
        };
        (0..n)
            .map(|state| (0..state).filter(|_| next() % 3 == 0).collect())
            .collect()
    }

    #[test]
    fn grundy_and_outcomes_match_the_definitions_on_random_dags() {
        let mut seed = 1874;
        for _ in 0..300 {
            let n = 1 + random_dag(&mut seed, 1)[0].len() + (seed % 12) as usize;
            let edges = random_dag(&mut seed, n);
            let mut game = Game::new(|&state: &usize| edges[state].clone());
            for state in (0..n).rev() {
                let value = naive_grundy(state, &edges);
                assert_eq!(game.grundy(&state), value, "{edges:?}");
                assert_eq!(game.wins(&state), value != 0, "{edges:?}");
            }
        }
    }

    #[test]
    fn misere_terminal_positions_are_wins() {
        // A chain n → n − 1 → … → 0: under misère play the player facing 0
        // cannot move and wins, so the player facing 1 must move there and loses.
        let mut chain = Game::new(|&n: &u32| n.checked_sub(1));
        let wins: Vec<bool> = (0..6).map(|n| chain.wins_misere(&n)).collect();
        assert_eq!(wins, [true, false, true, false, true, false]);
        let normal: Vec<bool> = (0..6).map(|n| chain.wins(&n)).collect();
        assert_eq!(normal, [false, true, false, true, false, true]);
    }

    #[test]
    fn misere_nim_matches_bouton_with_the_all_ones_exception() {
        // Misère Nim (Bouton): with a pile of 2 or more the player to move
        // wins iff the nim-sum is non-zero; with all piles ≤ 1, iff the number
        // of 1-piles is even (`rules::nim::wins_misere_by_bouton`).
        let nim = |&pile: &u64| (0..pile).map(|left| vec![left]).collect::<Vec<_>>();
        let mut game = Game::new(|piles: &Vec<u64>| sum_moves(piles, nim));
        for piles in (0..3).map(|_| 0u64..5).multi_cartesian_product() {
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            let expected = crate::rules::nim::wins_misere_by_bouton(&piles);
            assert_eq!(game.wins_misere(&sorted), expected, "{piles:?}");
        }
    }

    #[test]
    fn sum_moves_treat_equal_parts_once_and_drop_used_up_parts() {
        let take_one = |&pile: &u8| vec![if pile > 1 { vec![pile - 1] } else { vec![] }];
        assert_eq!(sum_moves(&[1, 1, 2], take_one), [vec![1, 1, 1], vec![1, 2]]);
        let split = |&pile: &u8| vec![vec![pile / 2, pile - pile / 2]];
        assert_eq!(sum_moves(&[3], split), [vec![1, 2]]);
    }

    #[test]
    fn sums_have_the_xor_of_their_parts_values() {
        // Sprague–Grundy: a sum's value is the XOR of its components'.
        let take_1_or_2 = |&pile: &u8| {
            (1..=2.min(pile))
                .map(|take| {
                    if pile > take {
                        vec![pile - take]
                    } else {
                        vec![]
                    }
                })
                .collect::<Vec<_>>()
        };
        let mut sum = Game::new(|piles: &Vec<u8>| sum_moves(piles, take_1_or_2));
        for piles in (0..3).map(|_| 1u8..7).multi_cartesian_product() {
            let sorted: Vec<u8> = piles.iter().copied().sorted().collect();
            let xor = piles.iter().fold(0, |x, &p| x ^ u64::from(p % 3));
            assert_eq!(sum.grundy(&sorted), xor, "{piles:?}");
        }
    }

    #[test]
    fn each_position_is_expanded_once_per_evaluation() {
        let mut calls: HashMap<u32, usize> = HashMap::new();
        {
            let mut game = Game::new(|&n: &u32| {
                *calls.entry(n).or_default() += 1;
                (1..=3.min(n)).map(move |take| n - take)
            });
            for n in 0..50 {
                assert_eq!(game.wins(&n), n % 4 != 0);
            }
        }
        assert_eq!(calls.len(), 50);
        assert!(calls.values().all(|&n_calls| n_calls == 1), "{calls:?}");
    }

    #[test]
    fn a_win_is_settled_by_its_first_lost_option() {
        // From n > 0 the options are 0 (lost: no move) and n − 1. The first
        // settles every win, so n − 1 is never expanded.
        let mut expanded: Vec<u32> = Vec::new();
        let mut game = Game::new(|&n: &u32| {
            expanded.push(n);
            if n == 0 { vec![] } else { vec![0, n - 1] }
        });
        assert!(game.wins(&100));
        drop(game);
        assert_eq!(expanded, [100, 0]);
        // Grundy values need every option: 100 → {0, 99} → … expands all.
        let mut n_expanded = 0;
        let mut game = Game::new(|&n: &u32| {
            n_expanded += 1;
            if n == 0 { vec![] } else { vec![0, n - 1] }
        });
        assert_eq!(game.grundy(&100), 2);
        drop(game);
        assert_eq!(n_expanded, 101);
    }

    #[test]
    fn deep_games_need_no_deep_stack() {
        // A chain of 200 000 moves on a thread with a 64 KiB stack: a
        // recursive search would overflow it after a few hundred levels.
        let worker = std::thread::Builder::new()
            .stack_size(64 * 1024)
            .spawn(|| {
                let mut game = Game::new(|&n: &u32| {
                    [n.checked_sub(1), n.checked_sub(2)].into_iter().flatten()
                });
                (
                    game.grundy(&200_000),
                    game.grundy(&199_998),
                    game.wins_misere(&200_000),
                )
            })
            .unwrap();
        assert_eq!(worker.join().unwrap(), (2, 0, true));
    }

    /// 0 → 1 → 2 → 0 is a cycle; 5 → 4 → 3 hangs off nothing; 6 → 0 reaches it.
    fn cyclic(state: &u8) -> Vec<u8> {
        match *state {
            0 => vec![1],
            1 => vec![2],
            2 => vec![0, 3],
            5 => vec![4],
            4 => vec![3],
            6 => vec![3, 0],
            7 => vec![7],
            _ => vec![],
        }
    }

    #[test]
    #[should_panic(expected = "a position can reach itself")]
    fn a_cycle_is_reported() {
        Game::new(cyclic).grundy(&6);
    }

    #[test]
    #[should_panic(expected = "a position can reach itself")]
    fn a_self_loop_is_reported() {
        Game::new(cyclic).wins(&7);
    }

    #[test]
    fn a_game_survives_a_caught_cycle_panic() {
        let mut game = Game::new(cyclic);
        assert_eq!(game.grundy(&5), 0);
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game.grundy(&6)));
        assert!(caught.is_err());
        assert_eq!(game.grundy(&4), 1);
    }

    #[test]
    fn mex_is_the_least_missing_value() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([2, 0, 1, 1, 4]), 3);
    }
    /// Lasker's Nim as components: take any number from a heap, or split it
    /// into two non-empty heaps.
    fn lasker(&heap: &u8) -> Vec<Vec<u8>> {
        let mut options: Vec<Vec<u8>> = (1..heap).map(|left| vec![left]).collect();
        if heap > 0 {
            options.push(vec![]);
        }
        options.extend((1..=heap / 2).map(|a| vec![a, heap - a]));
        options
    }

    #[test]
    fn component_values_match_whole_position_search() {
        // The sum theorem checked, not assumed: whole positions searched by
        // `Game` over `sum_moves` have the XOR of the components' values.
        let mut whole = Game::new(|heaps: &Vec<u8>| sum_moves(heaps, lasker));
        let mut parts = ComponentGame::new(lasker);
        for heaps in (0..3).map(|_| 1u8..9).multi_cartesian_product() {
            let sorted: Vec<u8> = heaps.iter().copied().sorted().collect();
            assert_eq!(
                parts.grundy_of_sum(&heaps),
                whole.grundy(&sorted),
                "{heaps:?}"
            );
        }
        // Lasker's values: 4k+1, 4k+2 keep their size; 4k+3 and 4k+4 swap.
        let values: Vec<u64> = (1..=12).map(|heap| parts.grundy(&heap)).collect();
        assert_eq!(values, [1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]);
    }

    #[test]
    fn component_values_on_random_dags_match_the_definition() {
        // Options of state s: each a multiset of smaller states (maybe empty).
        let mut seed = 1112;
        for _ in 0..100 {
            let n = 1 + (random_dag(&mut seed, 2)[1].len() * 7) % 9 + (seed % 5) as usize;
            let edges = random_dag(&mut seed, n);
            let options: Vec<Vec<Vec<usize>>> = (0..n)
                .map(|state| {
                    (0..edges[state].len() + 1)
                        .map(|k| edges[state].iter().copied().take(k).collect())
                        .collect()
                })
                .collect();
            let mut naive = vec![0u64; n];
            for state in 0..n {
                let reached: HashSet<u64> = options[state]
                    .iter()
                    .map(|parts| parts.iter().fold(0, |acc, &p| acc ^ naive[p]))
                    .collect();
                naive[state] = (0..).find(|v| !reached.contains(v)).unwrap();
            }
            let mut game = ComponentGame::new(|&state: &usize| options[state].clone());
            for state in (0..n).rev() {
                assert_eq!(game.grundy(&state), naive[state], "{options:?}");
            }
        }
    }

    #[test]
    fn deep_components_need_no_deep_stack() {
        let worker = std::thread::Builder::new()
            .stack_size(64 * 1024)
            .spawn(|| {
                // n → n − 1 alone, or split into n − 1 and n − 2.
                let mut game = ComponentGame::new(|&n: &u32| match n {
                    0 => vec![],
                    1 => vec![vec![0]],
                    _ => vec![vec![n - 1], vec![n - 1, n - 2]],
                });
                game.grundy(&200_000)
            })
            .unwrap();
        // The same values by the definition, bottom up.
        let mut naive = vec![0u64, 1];
        for n in 2..=200_000usize {
            let options = [naive[n - 1], naive[n - 1] ^ naive[n - 2]];
            naive.push(mex(options));
        }
        assert_eq!(worker.join().unwrap(), naive[200_000]);
    }

    #[test]
    #[should_panic(expected = "a position can reach itself")]
    fn a_component_cycle_is_reported() {
        // 3 splits into 1 and 2; 2 splits into 3 and 0.
        let mut game = ComponentGame::new(|&n: &u8| match n {
            3 => vec![vec![1, 2]],
            2 => vec![vec![3, 0]],
            _ => vec![],
        });
        game.grundy(&3);
    }
}
