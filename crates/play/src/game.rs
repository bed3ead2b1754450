//! [`Game`]: a game given by its move rule, with memoised normal and misère
//! outcomes and Grundy values, searched iteratively; and [`mex`].

use std::collections::HashMap;
use std::hash::Hash;

use itertools::Itertools;

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
pub(crate) enum Slot<V> {
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

pub(crate) const CYCLE: &str =
    "play::Game: a position can reach itself, so the game has no outcome";

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
