//! Triangle War (POJ 1085, UVa 751): ten dots in a triangle joined by 18
//! edges that bound 9 small triangles; the players in turn draw an edge,
//! and a player who completes one or two triangles scores them and moves
//! again. A scoring game in the move-again form (`Vec<(i64, P, bool)>`):
//! the position is the set of edges drawn (a bit mask), the value the
//! mover's final advantage in triangles.
//!
//! A family of starts: `start(n)` is the board with the first n edges of a
//! fixed opening drawn. The explorer's bench (`benches/bench.rs`) values
//! the empty board (every one of the 2^18 masks it reaches) beside a
//! hand-written memoised negamax.
//!
//! `cargo xtask grundy crates/explore/games/triangle-war.rs --upto 18`
//! finds V(start(0)) = −3: on the empty board the second player wins by 3
//! triangles (6 to 3) — the first player loses POJ 1085's empty game.

/// The dots 1 … 10, row by row: 1 / 2 3 / 4 5 6 / 7 8 9 10.
const EDGES: [(u8, u8); 18] = [
    (1, 2),
    (1, 3),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 5),
    (3, 6),
    (4, 5),
    (5, 6),
    (4, 7),
    (4, 8),
    (5, 8),
    (5, 9),
    (6, 9),
    (6, 10),
    (7, 8),
    (8, 9),
    (9, 10),
];

/// The nine small triangles, as their dots.
const TRIANGLES: [(u8, u8, u8); 9] = [
    (1, 2, 3),
    (2, 4, 5),
    (2, 3, 5),
    (3, 5, 6),
    (4, 7, 8),
    (4, 5, 8),
    (5, 8, 9),
    (5, 6, 9),
    (6, 9, 10),
];

fn edge(a: u8, b: u8) -> u32 {
    let i = EDGES
        .iter()
        .position(|&e| e == (a.min(b), a.max(b)))
        .expect("an edge");
    1 << i
}

/// Each triangle's three edges, as a mask.
fn triangles() -> [u32; 9] {
    TRIANGLES.map(|(a, b, c)| edge(a, b) | edge(a, c) | edge(b, c))
}

/// The opening of `start`: an order in which to draw the edges.
const OPENING: [usize; 18] = [0, 9, 17, 4, 12, 2, 15, 6, 10, 13, 1, 7, 16, 3, 11, 5, 14, 8];

pub fn start(n: u64) -> u32 {
    OPENING[..(n as usize).min(18)]
        .iter()
        .fold(0, |m, &e| m | (1 << e))
}

pub fn moves(&drawn: &u32) -> Vec<(i64, u32, bool)> {
    let all = triangles();
    (0..18)
        .filter(|e| drawn & (1 << e) == 0)
        .map(|e| {
            let next = drawn | (1 << e);
            let closed = all
                .iter()
                .filter(|&&t| t & (1 << e) != 0 && next & t == t)
                .count() as i64;
            (closed, next, closed > 0)
        })
        .collect()
}

pub fn show(&drawn: &u32) -> String {
    format!("{} edges drawn ({drawn:018b})", drawn.count_ones())
}
