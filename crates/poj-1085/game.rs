//! POJ 1085 Triangle War (= UVa 751) as a scoring rule with moves again:
//! ten dots in a triangle, four rows of 1, 2, 3, 4 dots; a move fills one
//! of the lines joining two neighbouring dots; a line that completes unit
//! triangles scores one point each for its mover, who moves again. The
//! game ends when every line is filled, and the player with more triangles
//! wins (nine triangles: no tie).
//!
//! Here the board is built from coordinates: dot d sits at (row, place),
//! counted from the top; two dots are neighbours when they are next to each
//! other in a row or one is just below-left or below-right of the other.
//! Three dots that are pairwise neighbours are a unit triangle, so a new
//! line a–b completes one triangle for each dot c neighbouring both a and
//! b whose lines a–c and b–c are filled. A position is the mask of the
//! filled lines, numbered as `LINES` lists them (its own order, not the
//! solution's).
//!
//! A family of starts: `start(n)` is the board after the first n lines of a
//! fixed order are filled — the fourth sample's ten moves (1–2, 2–5, 3–6,
//! 5–8, 4–7, 6–10, 2–4, 4–5, 4–8, 7–8), then the remaining lines from the
//! top — so `start(0)` is the empty board (2^18 positions below it) and
//! `start(10)` the sample's. The value is the mover's final advantage in
//! triangles from there; who wins adds the triangles owned so far, which
//! the position leaves out. `cargo xtask grundy crates/poj-1085/game.rs
//! --upto 18` values the empty board at −3 (B wins) and the sample's at 4
//! for B, who moves again there (quoted in the crate's README).

/// The dots as (row, place in the row), dot 1 at the top.
pub const DOTS: [(u8, u8); 10] = [
    (0, 0),
    (1, 0),
    (1, 1),
    (2, 0),
    (2, 1),
    (2, 2),
    (3, 0),
    (3, 1),
    (3, 2),
    (3, 3),
];

/// Whether dots `a` and `b` (numbered from 1) are neighbours.
pub const fn neighbours(a: u8, b: u8) -> bool {
    let ((ra, pa), (rb, pb)) = (DOTS[a as usize - 1], DOTS[b as usize - 1]);
    let side_by_side = ra == rb && (pa + 1 == pb || pb + 1 == pa);
    let b_below_a = rb == ra + 1 && (pb == pa || pb == pa + 1);
    let a_below_b = ra == rb + 1 && (pa == pb || pa == pb + 1);
    side_by_side || b_below_a || a_below_b
}

/// Every line, as its two dots (smaller first), in order of the pairs.
pub const LINES: [(u8, u8); 18] = lines();

const fn lines() -> [(u8, u8); 18] {
    let mut found = [(0, 0); 18];
    let mut count = 0;
    let mut a = 1;
    while a <= 10 {
        let mut b = a + 1;
        while b <= 10 {
            if neighbours(a, b) {
                found[count] = (a, b);
                count += 1;
            }
            b += 1;
        }
        a += 1;
    }
    assert!(count == 18, "the triangle of ten dots has 18 lines");
    found
}

/// `INDEX[a][b]`: the index of line a–b in `LINES`, or `NO_LINE`.
const INDEX: [[u8; 11]; 11] = index();
const NO_LINE: u8 = u8::MAX;

const fn index() -> [[u8; 11]; 11] {
    let mut table = [[NO_LINE; 11]; 11];
    let mut i = 0;
    while i < LINES.len() {
        let (a, b) = LINES[i];
        table[a as usize][b as usize] = i as u8;
        table[b as usize][a as usize] = i as u8;
        i += 1;
    }
    table
}

/// The index of line `a`–`b` in `LINES`, if they are neighbouring dots.
pub fn line_index(a: u8, b: u8) -> Option<usize> {
    match INDEX.get(a as usize).and_then(|row| row.get(b as usize)) {
        Some(&i) if i != NO_LINE => Some(i as usize),
        _ => None,
    }
}

/// The triangles filling line `index` completes on the board `filled`:
/// one for each dot c neighbouring both ends whose two lines are filled.
pub fn completed(filled: u32, index: usize) -> i64 {
    let (a, b) = LINES[index];
    let is_filled = |x: u8, y: u8| filled & 1 << INDEX[x as usize][y as usize] != 0;
    (1..=10u8)
        .filter(|&c| c != a && c != b && neighbours(a, c) && neighbours(b, c))
        .filter(|&c| is_filled(a, c) && is_filled(b, c))
        .count() as i64
}

pub fn moves(filled: &u32) -> Vec<(i64, u32, bool)> {
    (0..LINES.len())
        .filter(|&i| filled & 1 << i == 0)
        .map(|i| {
            let points = completed(*filled, i);
            (points, filled | 1 << i, points > 0)
        })
        .collect()
}

/// The order of `start`: the fourth sample's moves, then the rest.
const ORDER: [(u8, u8); 18] = [
    (1, 2),
    (2, 5),
    (3, 6),
    (5, 8),
    (4, 7),
    (6, 10),
    (2, 4),
    (4, 5),
    (4, 8),
    (7, 8),
    (1, 3),
    (2, 3),
    (3, 5),
    (5, 6),
    (5, 9),
    (6, 9),
    (8, 9),
    (9, 10),
];

pub fn start(n: u64) -> u32 {
    ORDER
        .iter()
        .take(n.min(18) as usize)
        .map(|&(a, b)| 1 << line_index(a, b).expect("a line"))
        .sum()
}

/// The filled lines as dot pairs, `1-2 2-5 …`.
pub fn show(filled: &u32) -> String {
    let shown: Vec<String> = LINES
        .iter()
        .enumerate()
        .filter(|&(i, _)| filled & 1 << i != 0)
        .map(|(_, (a, b))| format!("{a}-{b}"))
        .collect();
    if shown.is_empty() {
        "empty".to_string()
    } else {
        shown.join(" ")
    }
}
