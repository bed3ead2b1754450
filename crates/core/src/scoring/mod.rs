//! Scoring games: two players alternate (or move again), every move scores
//! points for its mover, and the answer is a total, a margin, or who ends
//! ahead under optimal play — negamax on the mover's advantage, over an
//! interval, a suffix, a board or a staircase.
//!
//! Each module says which problems use it; each closed form or DP is tested
//! against literal play (`play::scoring`, minimax over the real positions).
//!
//! - [`board`]: small boards by negamax over every position — bit masks with
//!   moves again ([`board::MaskNegamax`]; Triangle War's 18 lines,
//!   [`board::triangle_war`] — poj-1085) and tic-tac-toe's base-3 codes with a
//!   line that wins outright ([`board::tic_tac_toe`] — abc-349e).
//! - [`grid_walk`]: a piece moved right or down, the mover scoring the cell
//!   it enters, by one row buffer in `O(height · width)` — abc-201d.
//! - [`staircase`]: stones placed only below and right of filled cells
//!   (staircase profiles as bit strings, ranked), negamax over the profiles —
//!   luogu-p4363.

pub mod board;
pub mod grid_walk;
pub mod staircase;
