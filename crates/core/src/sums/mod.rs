//! Other ways to play a sum: misère play (who moves last loses), multi-SG
//! (a move may split a heap into several) and every-SG (a move in every
//! component at once).
//!
//! - [`misere`]: misère Nim and anti-SG sums (the SJ theorem) —
//!   hdu-1907, hdu-2509, hdu-3590.
//! - [`multi_sg`]: games whose moves split a heap, values by mex over XORs —
//!   hdu-5795, cf-603c.
//! - [`every_sg`]: the continued conjunctive compound, step counts (Smith) —
//!   hdu-3595.

pub mod every_sg;
pub mod misere;
pub mod multi_sg;
