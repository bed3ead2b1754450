//! Sprague–Grundy values by table and by code: the mex, subtraction and
//! take-and-break games, and the games whose value table is small enough to
//! compute or to embed.
//!
//! - [`mex`]: the minimum excludant, reusable — every table here.
//! - [`grundy`]: Grundy values by the definition, subtraction tables —
//!   bzoj-1874, hdu-1536, hdu-1848 (and the `takebreak` engine's tests).
//! - [`octal`]: octal (take-and-break) games by their code — lightoj-1229,
//!   uva-10561, poj-3537 (and `takebreak`'s tests).
//! - [`treblecross`]: Treblecross, octal game 0.007, and its winning moves —
//!   lightoj-1229, uva-10561, poj-3537.
//! - [`lasker`]: Lasker's Nim, take or split — hdu-3032, acdream-1112.
//! - [`cutting`]: the cutting game on grid paper — poj-2311.
//! - [`coins`]: coin-turning games (Mock Turtles, odious numbers) — hdu-3537.
//! - [`nimber`]: nim multiplication, 2-D coin turning (Tartan theorem) —
//!   hdu-3404.
//! - [`distinct_takes`]: never the same take twice from a pile — cf-768e.
//! - [`beans`]: beans that split forward into bottles — bzoj-1188.
//! - [`leapfrog`]: pieces jumping right, a table over row masks — hdu-5724.
//! - [`subsets`]: bit-subset splits, values by popcount — nod51-1714.
//! - [`card_row`]: removing L..R consecutive cards: symmetry, or the runs'
//!   values — abc-278g.
//! - [`period`]: the period of a table computed at run time from a window of rows — cf-1312f.
//! - [`castle_attacks`]: attacks on castles with a rest rule, periodic rows — cf-1312f.
//! - [`octal_period`]: an octal game's period proved at run time by the periodicity theorem — cf-1704f.
//! - [`colouring`]: the colouring game reduced to Dawson's Kayles on alternating runs — cf-1704f.
//! - [`split_pairs`]: E&D pairs, the value a bit position — luogu-p2148.
//! - [`prime_takes`]: prime takes leaving a prime, values 1/2/3 — ttpc2019-d.
//! - [`interval_choice`]: picking disjoint intervals, an interval DP — abc-206f.
//! - [`one_two_k`]: S{1, 2, k}, period 3 or k + 1 — cf-1194d.
//! - [`alternating_row`]: writing 0/1 with no equal neighbours, free runs by boundary type — arc-151c.
//! - [`bit_game`]: take d with x \& d = d: values by the bits of (x, a), counted by set bits, a knapsack over XOR by Walsh–Hadamard — cf-2027e1, cf-2027e2.
//! - [`exponent_sets`]: a prime's exponent mask valued by mex, memoised without recursion — cf-850c.
//! - [`square_turning`]: two-dimensional turning of squares, a closed form by the subtractive Euclidean algorithm — cf-1906g.

pub mod alternating_row;
pub mod beans;
pub mod bit_game;
pub mod card_row;
pub mod castle_attacks;
pub mod coins;
pub mod colouring;
pub mod cutting;
pub mod distinct_takes;
pub mod exponent_sets;
pub mod grundy;
pub mod interval_choice;
pub mod lasker;
pub mod leapfrog;
pub mod mex;
pub mod nimber;
pub mod octal;
pub mod octal_period;
pub mod one_two_k;
pub mod period;
pub mod prime_takes;
pub mod split_pairs;
pub mod square_turning;
pub mod subsets;
pub mod treblecross;
