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

pub mod dag;
pub mod graph_kayles;
pub mod hackenbush;
pub mod matching;
pub mod stone_walk;
