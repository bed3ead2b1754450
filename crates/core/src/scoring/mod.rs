//! Scoring games: two players alternate (or move again), every move scores
//! points for its mover, and the answer is a total, a margin, or who ends
//! ahead under optimal play — negamax on the mover's advantage, over an
//! interval, a suffix, a board or a staircase.
//!
//! Each module says which problems use it; each closed form or DP is tested
//! against literal play (`play::scoring`, minimax over the real positions).
//!
//! - [`take_limited`]: take-limited games in bounded memory — up to twice
//!   the opponent's last take from one end (luogu-p2964), k or k + 1 from
//!   opposite ends (cf-729f).

pub mod take_limited;
