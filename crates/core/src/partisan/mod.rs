//! Partisan games, where Left and Right have different moves: exact number
//! values by the simplest-number rule, and outcome rules for maker–maker play.
//!
//! - [`dyadic`]: exact dyadic rationals `a / 2^k`, the simplest number between
//!   two values — abc-229h, kattis-hackenbushpurplehearts, codechef-gerald08,
//!   spoj-al-16-08.
//! - [`blue_red`]: Blue-Red Hackenbush on forests and stalks —
//!   kattis-hackenbushpurplehearts, codechef-gerald08, spoj-al-16-08.
//! - [`cutcake`]: Cutcake's integer values — hdu-3544.
//! - [`advance_eat`]: "advance or eat" columns, each a dyadic number —
//!   abc-229h.
//! - [`tree_tac_toe`]: tic-tac-toe on a tree, White or Draw — cf-1110g.

pub mod advance_eat;
pub mod blue_red;
pub mod cutcake;
pub mod dyadic;
pub mod tree_tac_toe;
