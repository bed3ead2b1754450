//! Scoring games: two players alternate (or move again), every move scores
//! points for its mover, and the answer is a total, a margin, or who ends
//! ahead under optimal play — negamax on the mover's advantage, over an
//! interval, a suffix, a board or a staircase.
//!
//! Each module says which problems use it; each closed form or DP is tested
//! against literal play (`play::scoring`, minimax over the real positions).
//!
//! - [`board`]: small boards by negamax over every position, bit masks with
//!   moves again ([`board::MaskNegamax`], Triangle War's 18 lines in
//!   [`board::triangle_war`]) and tic-tac-toe's base-3 codes with a line that
//!   wins outright ([`board::tic_tac_toe`]) — poj-1085, abc-349e.
//! - [`decider`]: the decider token (the holder gives the next slice to one
//!   player and the token to the other), both totals by a suffix DP in
//!   `O(n)` — cf-859c.
//! - [`end_runs`]: take a run of one or more numbers from either end of a
//!   row, the margin in `O(n²)` by running minima and `O(n)` memory —
//!   uva-10891.
//! - [`greedy_ends`]: take an end of a row against a greedy opponent (the
//!   larger end, the left on a tie), the optimal player's margin in `O(n²)`
//!   and `O(n)` memory — spoj-twends.
//! - [`grid_walk`]: a piece moved right or down, the mover scoring the cell
//!   it enters, by one row buffer in `O(height · width)` — abc-201d.
//! - [`interval`]: take the first or the last number of a row, the mover's
//!   advantage in `O(n²)` time and `O(n)` memory, both totals, a table of
//!   best moves, and the parity strategy that never loses an even row —
//!   atcoder-dp-l, luogu-p2734, ioi1996-game.
//! - [`real_choice`]: a player who names a real number, the value game over
//!   exact dyadic rationals reduced mod a prime: the `O(n·m)` table and its
//!   closed form (a binomial sum of min(m, n − m) terms, with its proof) —
//!   cf-1628d1 (the table), cf-1628d2 (the closed form).
//! - [`staircase_profiles`]: stones placed only below and right of filled
//!   cells, negamax over the staircase profiles as bit strings, ranked —
//!   luogu-p4363.
//! - [`take_limited`]: take-limited games in bounded memory (up to twice the
//!   opponent's last take from one end; k or k + 1 from opposite ends) —
//!   luogu-p2964, cf-729f.
//! - [`two_decks`]: take the top or the bottom card of either of two decks,
//!   a four-index interval DP kept one layer at a time — hdu-4597.

pub mod board;
pub mod decider;
pub mod end_runs;
pub mod greedy_ends;
pub mod grid_walk;
pub mod interval;
pub mod real_choice;
pub mod staircase_profiles;
pub mod take_limited;
pub mod two_decks;
