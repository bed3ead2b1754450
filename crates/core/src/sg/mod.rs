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

pub mod beans;
pub mod card_row;
pub mod coins;
pub mod cutting;
pub mod distinct_takes;
pub mod grundy;
pub mod lasker;
pub mod leapfrog;
pub mod mex;
pub mod nimber;
pub mod octal;
pub mod subsets;
pub mod treblecross;
