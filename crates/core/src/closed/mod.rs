//! Nim-type games with a closed form: each position's value or outcome by a
//! named theorem, in constant or logarithmic time, exact to the end of `u64`.
//!
//! - [`nim`]: plain Nim, the nim-sum (Bouton) — nod51-1069, nyoj-585, hdu-1850.
//! - [`bash`]: Bash's game, take 1 to `k` — nod51-1066, nyoj-23, nyoj-135.
//! - [`wythoff`]: Wythoff's game, Beatty pairs exact to 2^64 — nyoj-161,
//!   hdu-2177, nyoj-837.
//! - [`fibonacci`]: Fibonacci numbers, Zeckendorf, Fibonacci nim — nyoj-358,
//!   hdu-1848 (with [`dynamic_subtraction`] and [`wythoff`]).
//! - [`dynamic_subtraction`]: k-multiple dynamic subtraction — hdu-2486.
//! - [`staircase`]: staircase Nim and pieces sliding left — poj-1704.
//! - [`moore`]: Moore's Nim_k — bzoj-2281.
//! - [`euclid`]: Euclid's game, and its every-SG step counts — hdu-1525,
//!   hdu-3595.
//! - [`circle`]: stones in a circle, take one or two adjacent — nyoj-833,
//!   poj-2484.
//! - [`redistribute`]: take, then redistribute (pairing argument) — nyoj-137.
//! - [`boxes`]: boxes filled by up to `c²` stones, by reduction — hdu-1729.
//! - [`flipping`]: flipping to the corner, the one-cell invariant — hdu-4642.
//! - [`chomp`]: Chomp, strategy stealing for the full bar and a table for
//!   partly eaten bars — mcpt-lcc19c1s3.
//! - [`lower_the_max`]: distinct numbers, lower the largest: strategy stealing and parity — arc-137c.
//! - [`arbitrary_nim`]: the largest cap of bounded Nim that wins — arc-168b.
//! - [`xor_break`]: breaking p into p1 xor p2, won by the popcount's parity — cf-1934d2.
//! - [`integer_game`]: three piles, name y, the other adds it: the
//!   arithmetic-progression trap wins in three turns — cf-1375f.

pub mod arbitrary_nim;
pub mod bash;
pub mod boxes;
pub mod chomp;
pub mod circle;
pub mod dynamic_subtraction;
pub mod euclid;
pub mod fibonacci;
pub mod flipping;
pub mod integer_game;
pub mod lower_the_max;
pub mod moore;
pub mod nim;
pub mod redistribute;
pub mod staircase;
pub mod wythoff;
pub mod xor_break;
