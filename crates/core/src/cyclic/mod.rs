//! Games whose moves may cycle (loopy games): a draw is a third outcome,
//! found by retrograde analysis from the positions where play ends.
//!
//! - [`retrograde`]: win/lose/draw with remoteness, ranked endless games,
//!   weighted min/max values, attractors — cf-786a, abc-209e, abc-261h,
//!   luogu-p6970 (and the explorer's `--loopy`, `play`'s tests).
//! - [`loopy`]: the generalised Sprague–Grundy function and Smith's sum rule —
//!   the explorer's `--loopy` (and `play`'s tests).

pub mod loopy;
pub mod retrograde;
