//! Games played on a graph: pieces sliding on a DAG, Green Hackenbush,
//! geography by matchings, stones walked on, Kayles on a graph. Every search
//! here is iterative: no recursion on deep trees or long paths.
//!
//! - [`dag`]: Grundy values of every vertex of a DAG — hdu-1524.
//! - [`hackenbush`]: Green Hackenbush, colon and fusion principles, tree and
//!   graph readers — hdu-3094, agc-017d, hdu-3590, poj-3710 (and
//!   [`crate::partisan::blue_red`]).
//! - [`matching`]: Hopcroft–Karp, Edmonds' blossom, the vertices every maximum
//!   matching covers (undirected vertex geography) — hdu-1564, agc-014d,
//!   tioj-1644.
//! - [`stone_walk`]: a piece walking on stones — agc-010f.
//! - [`graph_kayles`]: Kayles on a small graph, normal or misère, by backward
//!   induction — zerojudge-a365.
//! - [`removing_coins`]: removing coins on a tree, the diameter mod 3 — agc-033c.
//! - [`bipartite_fill`]: adding edges that keep a tree bipartite, the game's fixed length — abc-398e.
//! - [`coloring_game`]: colouring a graph from offered pairs: Alice on an odd cycle, Bob's plan on a bipartite graph — cf-1991e, cf-1503b.

pub mod bipartite_fill;
pub mod coloring_game;
pub mod dag;
pub mod graph_kayles;
pub mod hackenbush;
pub mod matching;
pub mod removing_coins;
pub mod stone_walk;
