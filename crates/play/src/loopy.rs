//! Literal play of games that may never end (loopy games), for the brute
//! forces of win/lose/draw problems.
//!
//! Every position reachable from the roots is listed, and the game is
//! played **truncated**: after `k` moves an unfinished game is stopped with
//! the result "endless". A truncated game is finite, so backward induction
//! over the move count decides it exactly; its value at `k + 1` moves is
//! one step of the rules applied to its value at `k` (the naive fixed-point
//! iteration, `O(rounds · n_moves)`). The values stop changing after at most
//! about as many rounds as there are positions, and once two rounds agree
//! they agree for ever: the fixed point is the loopy game's value. No
//! queue, counter or attractor is used, so this checks
//! `gamecore::cyclic::retrograde`, which uses all three.
//!
//! The three rules, as stated by the problems:
//! - [`outcomes`]: win, lose or draw for the player to move, with the
//!   remoteness (the first round at which the result is decided);
//! - [`ranked_outcomes`]: positions belong to two players, with the first
//!   player's ranking of an endless game (above a win, between, below a
//!   loss) and the second's the reverse;
//! - [`min_max_values`]: weighted moves, Min wants an end and then a small
//!   total, Max an endless game and then a large total.
//!
//! # Example
//! ```
//! use play::loopy::{outcomes, Outcome};
//! // Subtract 1 or 2 on a circle of 5 (from 0 to 4 or 3), ending at 0 only
//! // once you land there from 1 or 2: a token on a cycle, so draws.
//! let result = outcomes([3u8], |&v: &u8| if v == 0 { vec![] } else { vec![(v + 4) % 5, (v + 3) % 5] }, false);
//! assert_eq!(result[&1], Outcome::Win(1));
//! assert_eq!(result[&2], Outcome::Win(1));
//! assert_eq!(result[&3], Outcome::Lose(2));
//! ```

use std::collections::HashMap;
use std::hash::Hash;

/// The outcome for the player to move: win in `r` moves, lose after `r`
/// moves, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move forces a win within this many moves, not fewer.
    Win(u32),
    /// The opponent forces a win within this many moves, not fewer.
    Lose(u32),
    /// Neither player forces a win.
    Draw,
}

/// The two players of [`ranked_outcomes`] and [`min_max_values`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player whose ranking of an endless game is given (who wants an
    /// endless game and then a large total in [`min_max_values`]).
    Max,
    /// The other player.
    Min,
}

/// Where [`Side::Max`] ranks an endless game; Min's ranking is the reverse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndlessRank {
    /// Endless, then a win, then a loss.
    AboveWin,
    /// A win, then endless, then a loss.
    BetweenWinAndLoss,
    /// A win, then a loss, then endless.
    BelowLoss,
}

/// The result of a game of [`ranked_outcomes`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The game ends and Max wins.
    MaxWins,
    /// The game ends and Min wins.
    MinWins,
    /// The game never ends.
    Endless,
}

/// Every position reachable from `roots`, numbered, with its options'
/// numbers (and whatever each move carries).
struct Explored<P, T> {
    positions: Vec<P>,
    options: Vec<Vec<(usize, T)>>,
}

fn explore<P, T, R, F, I>(roots: R, mut moves: F) -> Explored<P, T>
where
    P: Clone + Eq + Hash,
    R: IntoIterator<Item = P>,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = (P, T)>,
{
    let mut index: HashMap<P, usize> = HashMap::new();
    let mut positions: Vec<P> = Vec::new();
    for root in roots {
        if !index.contains_key(&root) {
            index.insert(root.clone(), positions.len());
            positions.push(root);
        }
    }
    let mut options = Vec::new();
    let mut at = 0;
    while at < positions.len() {
        let mut list = Vec::new();
        for (next, carried) in moves(&positions[at]) {
            let id = match index.get(&next) {
                Some(&id) => id,
                None => {
                    index.insert(next.clone(), positions.len());
                    positions.push(next);
                    positions.len() - 1
                }
            };
            list.push((id, carried));
        }
        options.push(list);
        at += 1;
    }
    Explored { positions, options }
}

/// Runs `step` (new values from old) until two rounds agree.
fn fixed_point<V: Clone + PartialEq>(
    mut values: Vec<V>,
    mut step: impl FnMut(&[V]) -> Vec<V>,
) -> Vec<V> {
    loop {
        let next = step(&values);
        if next == values {
            return values;
        }
        values = next;
    }
}

/// Win, lose or draw with remoteness for the player to move, at every
/// position reachable from `roots`, by truncated play: after `k` moves
/// (counting both players'), has the player to move already won, already
/// lost, or neither? A position without moves is lost at 0 moves, or won if
/// `mover_wins_at_end`; a position is won within `k + 1` moves when some
/// option is lost within `k`, and lost within `k + 1` when every option is
/// won within `k`. The first such `k` is the remoteness; a position never
/// decided is a draw.
///
/// # Complexity
/// `O(rounds · n_moves)` with `rounds ≤ n_positions + 1`: small games only.
///
/// # Example
/// ```
/// use play::loopy::{outcomes, Outcome};
/// // A self-loop: nobody is ever forced to stop.
/// let result = outcomes([0u8], |&v: &u8| if v == 0 { vec![0, 1] } else { vec![] }, false);
/// assert_eq!((result[&0], result[&1]), (Outcome::Win(1), Outcome::Lose(0)));
/// let result = outcomes([0u8], |&v: &u8| if v == 0 { vec![0, 1] } else { vec![] }, true);
/// assert_eq!((result[&0], result[&1]), (Outcome::Draw, Outcome::Win(0)));
/// ```
pub fn outcomes<P, R, F, I>(roots: R, mut moves: F, mover_wins_at_end: bool) -> HashMap<P, Outcome>
where
    P: Clone + Eq + Hash,
    R: IntoIterator<Item = P>,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    let game = explore(roots, |p: &P| {
        moves(p).into_iter().map(|q| (q, ())).collect::<Vec<_>>()
    });
    let mut round = 0u32;
    let values = fixed_point(vec![Outcome::Draw; game.positions.len()], |old| {
        let new = (0..old.len())
            .map(|p| {
                if old[p] != Outcome::Draw {
                    return old[p];
                }
                let options = &game.options[p];
                if options.is_empty() {
                    return if mover_wins_at_end {
                        Outcome::Win(0)
                    } else {
                        Outcome::Lose(0)
                    };
                }
                let lost = |&(q, ()): &(usize, ())| matches!(old[q], Outcome::Lose(_));
                let won = |&(q, ()): &(usize, ())| matches!(old[q], Outcome::Win(_));
                if options.iter().any(lost) {
                    Outcome::Win(round)
                } else if options.iter().all(won) {
                    Outcome::Lose(round)
                } else {
                    Outcome::Draw
                }
            })
            .collect();
        round += 1;
        new
    });
    game.positions.into_iter().zip(values).collect()
}

/// Max's rank of a result (higher is better for Max).
fn rank(ending: Ending, endless: EndlessRank) -> u8 {
    let order = match endless {
        EndlessRank::AboveWin => [Ending::MinWins, Ending::MaxWins, Ending::Endless],
        EndlessRank::BetweenWinAndLoss => [Ending::MinWins, Ending::Endless, Ending::MaxWins],
        EndlessRank::BelowLoss => [Ending::Endless, Ending::MinWins, Ending::MaxWins],
    };
    order.iter().position(|&e| e == ending).unwrap() as u8
}

/// The result of optimal play at every position reachable from `roots`,
/// where `owner(p)` moves at `p`, the player to move at a position without
/// moves loses (or wins, if `mover_wins_at_end`), Max ranks an endless game
/// as `endless` says and Min the other way round: by truncated play, where a
/// game stopped after `k` moves counts as endless, and each player picks the
/// option whose truncated result he likes best.
///
/// # Complexity
/// `O(rounds · n_moves)`, `rounds ≤ n_positions + 1`.
///
/// # Example
/// ```
/// use play::loopy::{ranked_outcomes, Ending, EndlessRank, Side};
/// // Max at 0 may end the game at 1 (a win: Min cannot move) or loop via 2.
/// let moves = |&v: &u8| match v { 0 => vec![1, 2], 2 => vec![0], _ => vec![] };
/// let owner = |&v: &u8| if v == 0 { Side::Max } else { Side::Min };
/// assert_eq!(ranked_outcomes([0], moves, owner, false, EndlessRank::AboveWin)[&0], Ending::Endless);
/// assert_eq!(ranked_outcomes([0], moves, owner, false, EndlessRank::BelowLoss)[&0], Ending::MaxWins);
/// ```
pub fn ranked_outcomes<P, R, F, I, O>(
    roots: R,
    mut moves: F,
    owner: O,
    mover_wins_at_end: bool,
    endless: EndlessRank,
) -> HashMap<P, Ending>
where
    P: Clone + Eq + Hash,
    R: IntoIterator<Item = P>,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
    O: Fn(&P) -> Side,
{
    let game = explore(roots, |p: &P| {
        moves(p).into_iter().map(|q| (q, ())).collect::<Vec<_>>()
    });
    let sides: Vec<Side> = game.positions.iter().map(&owner).collect();
    let values = fixed_point(vec![Ending::Endless; game.positions.len()], |old| {
        (0..old.len())
            .map(|p| {
                let options = &game.options[p];
                if options.is_empty() {
                    let mover_is_max = sides[p] == Side::Max;
                    return if mover_is_max == mover_wins_at_end {
                        Ending::MaxWins
                    } else {
                        Ending::MinWins
                    };
                }
                let ranks = options
                    .iter()
                    .map(|&(q, ())| (rank(old[q], endless), old[q]));
                match sides[p] {
                    Side::Max => ranks.max_by_key(|&(r, _)| r).unwrap().1,
                    Side::Min => ranks.min_by_key(|&(r, _)| r).unwrap().1,
                }
            })
            .collect()
    });
    game.positions.into_iter().zip(values).collect()
}

/// The total weight of optimal play at every position reachable from
/// `roots` (`None`: endless), where `moves(p)` lists `(option, weight)`,
/// `owner(p)` moves at `p`, a position without moves ends the game, Min
/// first wants an end and then the least total, Max first an endless game
/// and then the greatest total: by truncated play, where a game stopped
/// after `k` moves counts as endless.
///
/// # Complexity
/// `O(rounds · n_moves)`, `rounds ≤ n_positions + 1` (non-negative weights).
///
/// # Example
/// ```
/// use play::loopy::{min_max_values, Side};
/// // Min at 0: end at once via 1 for 5, or go to 2, where Max can only go back for 1.
/// let moves = |&v: &u8| match v { 0 => vec![(1, 5), (2, 0)], 2 => vec![(0, 1)], _ => vec![] };
/// let owner = |&v: &u8| if v == 0 { Side::Min } else { Side::Max };
/// let values = min_max_values([0], moves, owner);
/// assert_eq!((values[&0], values[&2]), (Some(5), Some(6)));
/// ```
pub fn min_max_values<P, R, F, I, O>(roots: R, moves: F, owner: O) -> HashMap<P, Option<u64>>
where
    P: Clone + Eq + Hash,
    R: IntoIterator<Item = P>,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = (P, u64)>,
    O: Fn(&P) -> Side,
{
    let game = explore(roots, moves);
    let sides: Vec<Side> = game.positions.iter().map(&owner).collect();
    let values = fixed_point(vec![None; game.positions.len()], |old| {
        (0..old.len())
            .map(|p| {
                let options = &game.options[p];
                if options.is_empty() {
                    return Some(0);
                }
                // `None` (endless) is the largest value: Max's favourite, Min's last choice.
                let through = options.iter().map(|&(q, w)| old[q].map(|v| v + w));
                let key = |value: &Option<u64>| value.map_or((1, 0), |v| (0, v));
                match sides[p] {
                    Side::Max => through.max_by_key(key).unwrap(),
                    Side::Min => through.min_by_key(key).unwrap(),
                }
            })
            .collect()
    });
    game.positions.into_iter().zip(values).collect()
}
