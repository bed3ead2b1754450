//! Scoring games: two players alternate (or move again), every move scores
//! points for its mover, and the answer is a total, a margin, or who ends
//! ahead under optimal play — negamax on the mover's advantage, over an
//! interval, a suffix, a board or a staircase.
//!
//! Each module says which problems use it; each closed form or DP is tested
//! against literal play (`play::scoring`, minimax over the real positions).
//!
//! - [`interval`]: take the first or the last number of a row — the mover's
//!   advantage in `O(n²)` time and `O(n)` memory, both totals, a table of
//!   best moves, and the parity strategy that never loses an even row —
//!   atcoder-dp-l, luogu-p2734, ioi1996-game.

pub mod interval;
