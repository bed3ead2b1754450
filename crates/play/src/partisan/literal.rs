//! Literal play: [`Play`] tries every move of a sum of a rule's positions;
//! [`is_zero_by_play`] plays a sum against a game of the arena.

use std::collections::HashMap;
use std::hash::Hash;

use super::{GameId, Games, Outcome, Side};

/// Literal play of sums of positions of one rule: `left(p)` and `right(p)`
/// list the options of Left and of Right from `p`, each option a list of
/// components (empty when the move leaves nothing).
///
/// The game must end: no position may reach itself.
///
/// # Complexity
/// Each (sum, side to move) reached is expanded once, memoised.
///
/// # Example
/// ```
/// use play::partisan::{Outcome, Play};
/// // Blue-Red Hackenbush stalks as strings of colours from the ground up
/// // (true = blue): Left cuts a blue edge and everything above it.
/// let cut = |colour: bool| {
///     move |stalk: &Vec<bool>| {
///         (0..stalk.len())
///             .filter(|&i| stalk[i] == colour)
///             .map(|i| vec![stalk[..i].to_vec()])
///             .collect::<Vec<_>>()
///     }
/// };
/// let mut play = Play::new(cut(true), cut(false));
/// // Blue-red is 1/2; two of them and one red edge: a second-player win.
/// let half = vec![true, false];
/// assert_eq!(play.outcome(&[half.clone(), half, vec![false]]), Outcome::Previous);
/// ```
pub struct Play<P, FL, FR> {
    left: FL,
    right: FR,
    memo: HashMap<(Vec<P>, Side), bool>,
}

impl<P, FL, FR> Play<P, FL, FR>
where
    P: Clone + Ord + Hash,
    FL: FnMut(&P) -> Vec<Vec<P>>,
    FR: FnMut(&P) -> Vec<Vec<P>>,
{
    /// The rule whose options are `left(p)` and `right(p)`.
    pub fn new(left: FL, right: FR) -> Self {
        Play {
            left,
            right,
            memo: HashMap::new(),
        }
    }

    /// Does `mover`, moving first in the sum of `components`, win?
    pub fn wins_moving_first(&mut self, components: &[P], mover: Side) -> bool {
        let mut sum = components.to_vec();
        sum.sort();
        self.wins(sum, mover)
    }

    /// The outcome class of the sum of `components`.
    pub fn outcome(&mut self, components: &[P]) -> Outcome {
        Outcome::from_wins(
            self.wins_moving_first(components, Side::Left),
            self.wins_moving_first(components, Side::Right),
        )
    }

    fn wins(&mut self, sum: Vec<P>, mover: Side) -> bool {
        let key = (sum, mover);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let (sum, mover) = key;
        let mut wins = false;
        'search: for (i, component) in sum.iter().enumerate() {
            let options = match mover {
                Side::Left => (self.left)(component),
                Side::Right => (self.right)(component),
            };
            for parts in options {
                let mut next: Vec<P> = sum[..i].iter().chain(&sum[i + 1..]).cloned().collect();
                next.extend(parts);
                next.sort();
                if !self.wins(next, mover.other()) {
                    wins = true;
                    break 'search;
                }
            }
        }
        self.memo.insert((sum, mover), wins);
        wins
    }
}

/// A component of a sum played by [`is_zero_by_play`]: a position of the
/// rule, or a game of the arena (played by its options).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Part<P> {
    Rule(P),
    Form(GameId),
}

/// Is `positions − v` a second-player win when played out: the positions by
/// the rule's moves, `−v` as the game tree it is in `games`? Then `v` is the
/// value of the sum of `positions`.
///
/// # Example
/// ```
/// use play::partisan::{is_zero_by_play, Games, Number};
/// let cut = |colour: bool| {
///     move |stalk: &Vec<bool>| {
///         (0..stalk.len())
///             .filter(|&i| stalk[i] == colour)
///             .map(|i| vec![stalk[..i].to_vec()])
///             .collect::<Vec<_>>()
///     }
/// };
/// let mut games = Games::new();
/// let three_quarters = games.number_game(Number::new(3, 2));
/// // Blue, red, blue from the ground: 1 − 1/2 + 1/4.
/// let stalk = vec![true, false, true];
/// assert!(is_zero_by_play(&mut games, cut(true), cut(false), &[stalk.clone()], three_quarters));
/// let half = games.number_game(Number::new(1, 1));
/// assert!(!is_zero_by_play(&mut games, cut(true), cut(false), &[stalk], half));
/// ```
pub fn is_zero_by_play<P, FL, FR>(
    games: &mut Games,
    mut left: FL,
    mut right: FR,
    positions: &[P],
    v: GameId,
) -> bool
where
    P: Clone + Ord + Hash,
    FL: FnMut(&P) -> Vec<Vec<P>>,
    FR: FnMut(&P) -> Vec<Vec<P>>,
{
    let minus_v = games.neg(v);
    let games: &Games = games;
    let options = |part: &Part<P>, side: Side, rule: &mut dyn FnMut(&P) -> Vec<Vec<P>>| match part {
        Part::Rule(p) => rule(p)
            .into_iter()
            .map(|parts| parts.into_iter().map(Part::Rule).collect())
            .collect(),
        Part::Form(g) => {
            let options = match side {
                Side::Left => games.left(*g),
                Side::Right => games.right(*g),
            };
            options.iter().map(|&x| vec![Part::Form(x)]).collect()
        }
    };
    let mut play = Play::new(
        |part: &Part<P>| options(part, Side::Left, &mut left),
        |part: &Part<P>| options(part, Side::Right, &mut right),
    );
    let mut sum: Vec<Part<P>> = positions.iter().cloned().map(Part::Rule).collect();
    sum.push(Part::Form(minus_v));
    play.outcome(&sum) == Outcome::Previous
}
