//! Scoring games: two players alternate (or move again), every move scores
//! points for its mover, and the answer is a total, a margin, or who ends
//! ahead under optimal play — negamax on the mover's advantage, over an
//! interval, a suffix, a board or a staircase.
//!
//! Each module says which problems use it; each closed form or DP is tested
//! against literal play (`play::scoring`, minimax over the real positions).
//!
//! - [`end_runs`]: take a run of one or more numbers from either end of a
//!   row, the margin in `O(n²)` by running minima and `O(n)` memory —
//!   uva-10891.
//! - [`greedy_ends`]: take an end of a row against a greedy opponent (the
//!   larger end, the left on a tie), the optimal player's margin in `O(n²)`
//!   and `O(n)` memory — spoj-twends.
//! - [`two_decks`]: take the top or the bottom card of either of two decks,
//!   a four-index interval DP kept one layer at a time — hdu-4597.

pub mod end_runs;
pub mod greedy_ends;
pub mod two_decks;
