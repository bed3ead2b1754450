//! The entry points: [`solve`] and [`solve_with`] compute a game's values
//! until the periodicity theorem proves a pattern or the limit is reached.

use std::time::Instant;

use super::Solution;
use super::step::run;
use crate::Game;

/// Computes `game`'s values up to `upto` (at least 1 value), stopping as
/// soon as the periodicity theorem proves a pattern.
///
/// # Example
/// ```
/// let dawson = "0.07".parse().unwrap();
/// let s = takebreak::solve(&dawson, 1 << 20);
/// let p = s.pattern.unwrap();
/// assert_eq!((p.period, p.preperiod, p.saltus), (34, 53, 0));
/// assert!(s.proof.is_some());
/// assert_eq!(s.values.len(), 175); // 2·53 + 2·34 + 2 − 1
/// ```
pub fn solve(game: &Game, upto: usize) -> Solution {
    solve_with(game, upto, 1, &mut |_| ())
}

/// [`solve`], computing at least `at_least` values (at most `upto`) even
/// when a proof needs fewer, and calling `progress` with the number of values
/// done every [`PROGRESS_EVERY`] values (for a progress line).
///
/// # Example
/// ```
/// let game = "S{1,3,4}".parse().unwrap();
/// let s = takebreak::solve_with(&game, 1 << 20, 24, &mut |done| eprintln!("{done} values"));
/// assert!(s.proof.is_some());
/// assert_eq!(s.values.len(), 24); // the proof alone needs 13
/// ```
pub fn solve_with(
    game: &Game,
    upto: usize,
    at_least: usize,
    progress: &mut dyn FnMut(usize),
) -> Solution {
    let start = Instant::now();
    let upto = upto.max(1);
    let at_least = at_least.clamp(1, upto);
    let mut solution = match run::<u16>(game, upto, at_least, progress) {
        Some(s) => s,
        None => run::<u32>(game, upto, at_least, progress).expect("u32 values do not overflow"),
    };
    solution.seconds = start.elapsed().as_secs_f64();
    solution
}
