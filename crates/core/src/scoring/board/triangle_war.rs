//! Triangle War (POJ 1085 = UVa 751): dots and boxes on a triangle of ten
//! dots. Two players, A first, fill in one of the 18 lines joining
//! neighbouring dots a move; a line that completes one or more of the 9 unit
//! triangles gives them to its player, who moves again. The game ends when
//! every line is filled; who owns more triangles wins (9 is odd: no tie).
//!
//! ```text
//!           1
//!         2   3
//!       4   5   6
//!     7   8   9   10
//! ```
//!
//! The six upright triangles are {1,2,3}, {2,4,5}, {3,5,6}, {4,7,8},
//! {5,8,9}, {6,9,10}; the three upside-down ones {2,3,5}, {4,5,8}, {5,6,9}.
//!
//! A position is the mask of the filled lines ([`EDGES`] numbers them); the
//! triangles owned so far and whose turn it is do not change which line is
//! best, because the winner is decided by the sign of the final difference
//! and the mover's difference from here on (its [`MaskNegamax`] value) adds
//! to the difference so far. So one table of at most 2^18 values answers
//! every opening, and the winner of an [`Opening`] is the sign of
//! `own − other + value(lines)`, seen from its mover. Maximising the
//! difference and maximising the chance to win give the same sign: a player
//! who can win has a strategy whose every outcome is a positive difference,
//! and the other way round.

use super::MaskNegamax;

/// The number of lines.
///
/// # Example
/// ```
/// use gamecore::scoring::board::triangle_war::{EDGES, N_EDGES};
/// assert_eq!(EDGES.len(), N_EDGES as usize);
/// ```
pub const N_EDGES: u32 = 18;

/// The number of unit triangles.
///
/// # Example
/// ```
/// use gamecore::scoring::board::triangle_war::{N_TRIANGLES, TRIANGLES};
/// assert_eq!(TRIANGLES.len(), N_TRIANGLES as usize);
/// ```
pub const N_TRIANGLES: u32 = 9;

/// The lines, as the dots they join (smaller first); a line's index is its
/// bit in a mask.
///
/// # Example
/// ```
/// use gamecore::scoring::board::triangle_war::EDGES;
/// assert_eq!(EDGES[0], (1, 2));
/// assert!(EDGES.iter().all(|&(i, j)| 1 <= i && i < j && j <= 10));
/// ```
pub const EDGES: [(u8, u8); 18] = [
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

/// The unit triangles, as their three dots.
///
/// # Example
/// ```
/// use gamecore::scoring::board::triangle_war::{edge_index, TRIANGLES};
/// // Every side of every triangle is a line.
/// for [a, b, c] in TRIANGLES {
///     assert!(edge_index(a, b).is_some() && edge_index(b, c).is_some() && edge_index(a, c).is_some());
/// }
/// ```
pub const TRIANGLES: [[u8; 3]; 9] = [
    [1, 2, 3],
    [2, 4, 5],
    [3, 5, 6],
    [4, 7, 8],
    [5, 8, 9],
    [6, 9, 10],
    [2, 3, 5],
    [4, 5, 8],
    [5, 6, 9],
];

/// The index of the line between dots `i` and `j` (in either order), if
/// they are neighbours.
///
/// # Example
/// ```
/// use gamecore::scoring::board::triangle_war::edge_index;
/// assert_eq!(edge_index(1, 2), Some(0));
/// assert_eq!(edge_index(10, 9), Some(17));
/// assert_eq!(edge_index(1, 4), None);
/// ```
///
/// # Complexity
/// `O(N_EDGES)`.
pub const fn edge_index(i: u8, j: u8) -> Option<u32> {
    let mut e = 0;
    while e < EDGES.len() {
        let (a, b) = EDGES[e];
        if (a == i && b == j) || (a == j && b == i) {
            return Some(e as u32);
        }
        e += 1;
    }
    None
}

const fn edge_bit(i: u8, j: u8) -> u32 {
    match edge_index(i, j) {
        Some(e) => 1 << e,
        None => panic!("a triangle's side is not a line"),
    }
}

/// Each triangle as the mask of its three lines.
const TRIANGLE_MASKS: [u32; 9] = triangle_masks();

const fn triangle_masks() -> [u32; 9] {
    let mut masks = [0; 9];
    let mut t = 0;
    while t < TRIANGLES.len() {
        let dots = TRIANGLES[t];
        masks[t] =
            edge_bit(dots[0], dots[1]) | edge_bit(dots[0], dots[2]) | edge_bit(dots[1], dots[2]);
        t += 1;
    }
    masks
}

/// For each line, the masks of the (one or two) triangles it is a side of;
/// 0 pads a line with one.
const EDGE_TRIANGLES: [[u32; 2]; 18] = edge_triangles();

const fn edge_triangles() -> [[u32; 2]; 18] {
    let mut sides = [[0; 2]; 18];
    let mut t = 0;
    while t < TRIANGLE_MASKS.len() {
        let mut e = 0;
        while e < EDGES.len() {
            if TRIANGLE_MASKS[t] & 1 << e != 0 {
                let slot = if sides[e][0] == 0 { 0 } else { 1 };
                sides[e][slot] = TRIANGLE_MASKS[t];
            }
            e += 1;
        }
        t += 1;
    }
    sides
}

/// How many triangles filling line `edge` completes when the lines of
/// `filled` are filled already (0, 1 or 2).
///
/// # Panics
/// If `edge` is not below [`N_EDGES`].
///
/// # Example
/// ```
/// use gamecore::scoring::board::triangle_war::{completed, edge_index};
/// let line = |i, j| 1u32 << edge_index(i, j).unwrap();
/// // 2–5 closes {2,4,5} when 2–4 and 4–5 are filled.
/// assert_eq!(completed(line(2, 4) | line(4, 5), edge_index(2, 5).unwrap()), 1);
/// // 2–5 closes {2,4,5} and {2,3,5} together.
/// let both = line(2, 4) | line(4, 5) | line(2, 3) | line(3, 5);
/// assert_eq!(completed(both, edge_index(2, 5).unwrap()), 2);
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn completed(filled: u32, edge: u32) -> i32 {
    let after = filled | 1 << edge;
    EDGE_TRIANGLES[edge as usize]
        .iter()
        .filter(|&&triangle| triangle != 0 && after & triangle == triangle)
        .count() as i32
}

/// A move's points and whether its mover moves again: a completed triangle
/// is a point and another move.
fn scored(filled: u32, edge: u32) -> (i32, bool) {
    let points = completed(filled, edge);
    (points, points > 0)
}

/// How a move scores: its points and whether its mover moves again.
type Scoring = fn(u32, u32) -> (i32, bool);

/// Every position of Triangle War, valued as it is asked for: the mover's
/// final advantage in triangles from a mask of filled lines.
///
/// # Complexity
/// A [`MaskNegamax`] on 18 cells: each position reached is expanded once,
/// `O(2^18 · 18)` steps at most over all calls; 1 MiB of table.
///
/// # Example
/// ```
/// use gamecore::scoring::board::triangle_war::TriangleWar;
/// let mut war = TriangleWar::new();
/// assert!(war.advantage(0) < 0); // from the empty board the second player wins
/// ```
pub struct TriangleWar {
    search: MaskNegamax<Scoring>,
}

impl Default for TriangleWar {
    fn default() -> Self {
        TriangleWar::new()
    }
}

impl TriangleWar {
    /// The game with nothing valued yet.
    ///
    /// # Example
    /// ```
    /// let mut war = gamecore::scoring::board::triangle_war::TriangleWar::new();
    /// assert_eq!(war.advantage((1 << 18) - 1), 0); // every line filled
    /// ```
    ///
    /// # Complexity
    /// `O(2^18)` to allocate the table.
    pub fn new() -> Self {
        TriangleWar {
            search: MaskNegamax::new(N_EDGES, scored as Scoring),
        }
    }

    /// What the player to move will own from here on minus what the other
    /// will, with the lines of `filled` filled, both playing perfectly.
    ///
    /// # Panics
    /// If `filled` has a bit at or above [`N_EDGES`].
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::triangle_war::{edge_index, TriangleWar};
    /// let mut war = TriangleWar::new();
    /// // All lines but 9–10 filled: the mover closes {6,9,10}.
    /// let all_but_one = ((1 << 18) - 1) & !(1 << edge_index(9, 10).unwrap());
    /// assert_eq!(war.advantage(all_but_one), 1);
    /// ```
    ///
    /// # Complexity
    /// As for [`TriangleWar`].
    pub fn advantage(&mut self, filled: u32) -> i32 {
        self.search.value(filled)
    }
}

/// The moves of a game so far: the lines filled, the triangles each player
/// owns (A is player 0) and who moves next.
///
/// # Example
/// ```
/// use gamecore::scoring::board::triangle_war::{edge_index, Opening, TriangleWar};
/// let mut opening = Opening::new();
/// opening.fill(edge_index(1, 2).unwrap());
/// assert_eq!(opening.mover(), 1); // no triangle: B's turn
/// let _winner = opening.winner(&mut TriangleWar::new());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Opening {
    filled: u32,
    triangles: [i32; 2],
    mover: usize,
}

impl Opening {
    /// The empty board, A to move.
    ///
    /// # Example
    /// ```
    /// let opening = gamecore::scoring::board::triangle_war::Opening::new();
    /// assert_eq!((opening.filled(), opening.triangles(), opening.mover()), (0, [0, 0], 0));
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        Opening::default()
    }

    /// The mask of the lines filled so far.
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::triangle_war::Opening;
    /// let mut opening = Opening::new();
    /// opening.fill(3);
    /// assert_eq!(opening.filled(), 1 << 3);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn filled(&self) -> u32 {
        self.filled
    }

    /// The triangles A (index 0) and B (index 1) own.
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::triangle_war::{edge_index, Opening};
    /// let mut opening = Opening::new();
    /// for (i, j) in [(1, 2), (1, 3), (2, 3)] {
    ///     opening.fill(edge_index(i, j).unwrap());
    /// }
    /// assert_eq!(opening.triangles(), [1, 0]); // A, B, then A closes {1,2,3}
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn triangles(&self) -> [i32; 2] {
        self.triangles
    }

    /// Who moves next: 0 for A, 1 for B.
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::triangle_war::{edge_index, Opening};
    /// let mut opening = Opening::new();
    /// for (i, j) in [(1, 2), (1, 3), (2, 3)] {
    ///     opening.fill(edge_index(i, j).unwrap());
    /// }
    /// assert_eq!(opening.mover(), 0); // A closed a triangle and moves again
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn mover(&self) -> usize {
        self.mover
    }

    /// Whether line `edge` is filled.
    ///
    /// # Panics
    /// If `edge` is not below [`N_EDGES`].
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::triangle_war::Opening;
    /// let mut opening = Opening::new();
    /// opening.fill(5);
    /// assert!(opening.is_filled(5) && !opening.is_filled(4));
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn is_filled(&self, edge: u32) -> bool {
        assert!(edge < N_EDGES, "line {} does not exist", edge);
        self.filled & 1 << edge != 0
    }

    /// The mover fills line `edge`: the triangles it completes are theirs and
    /// they move again; if it completes none, the other player moves.
    ///
    /// # Panics
    /// If `edge` is not below [`N_EDGES`] or is filled already.
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::triangle_war::Opening;
    /// let mut opening = Opening::new();
    /// opening.fill(0);
    /// assert_eq!(opening.mover(), 1);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn fill(&mut self, edge: u32) {
        assert!(!self.is_filled(edge), "line {} is filled already", edge);
        let points = completed(self.filled, edge);
        self.filled |= 1 << edge;
        self.triangles[self.mover] += points;
        if points == 0 {
            self.mover = 1 - self.mover;
        }
    }

    /// Who wins from here, both playing perfectly: 0 for A, 1 for B.
    ///
    /// # Example
    /// ```
    /// use gamecore::scoring::board::triangle_war::{edge_index, Opening, TriangleWar};
    /// // POJ 1085's first sample game.
    /// let mut opening = Opening::new();
    /// for (i, j) in [(2, 4), (4, 5), (5, 9), (3, 6), (2, 5), (3, 5)] {
    ///     opening.fill(edge_index(i, j).unwrap());
    /// }
    /// assert_eq!(opening.winner(&mut TriangleWar::new()), 1); // B wins
    /// ```
    ///
    /// # Complexity
    /// One [`TriangleWar::advantage`].
    pub fn winner(&self, war: &mut TriangleWar) -> usize {
        let mover = self.mover;
        let margin = self.triangles[mover] - self.triangles[1 - mover] + war.advantage(self.filled);
        // The nine triangles all end up owned, so the final margin is odd.
        if margin > 0 { mover } else { 1 - mover }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Dot `d` of the triangle as (row, position in the row), both from 0:
    /// row r holds r + 1 dots, numbered on from the row above.
    fn dot_at(row: u8, pos: u8) -> u8 {
        row * (row + 1) / 2 + pos + 1
    }

    /// The lines and unit triangles of the lattice, from coordinates: a
    /// dot joins its right neighbour and the two dots below it; an upright
    /// triangle hangs below each dot, an upside-down one between each dot
    /// and its right neighbour.
    fn lattice() -> (BTreeSet<(u8, u8)>, BTreeSet<[u8; 3]>) {
        let (mut lines, mut triangles) = (BTreeSet::new(), BTreeSet::new());
        for row in 0..4u8 {
            for pos in 0..=row {
                let here = dot_at(row, pos);
                if pos < row {
                    lines.insert((here, dot_at(row, pos + 1)));
                }
                if row < 3 {
                    let (left, right) = (dot_at(row + 1, pos), dot_at(row + 1, pos + 1));
                    lines.insert((here, left));
                    lines.insert((here, right));
                    triangles.insert([here, left, right]);
                    if pos < row {
                        triangles.insert([here, dot_at(row, pos + 1), right]);
                    }
                }
            }
        }
        (lines, triangles)
    }

    #[test]
    fn the_lines_and_triangles_are_the_lattice() {
        let (lines, triangles) = lattice();
        assert_eq!(EDGES.iter().copied().collect::<BTreeSet<_>>(), lines);
        assert_eq!(lines.len(), N_EDGES as usize);
        let sorted = |t: &[u8; 3]| {
            let mut t = *t;
            t.sort_unstable();
            t
        };
        let ours: BTreeSet<[u8; 3]> = TRIANGLES.iter().map(sorted).collect();
        assert_eq!(ours, triangles.iter().map(sorted).collect());
        assert_eq!(ours.len(), N_TRIANGLES as usize);
    }

    #[test]
    fn every_line_borders_one_or_two_triangles() {
        let border: BTreeSet<(u8, u8)> = [
            (1, 2),
            (2, 4),
            (4, 7),
            (1, 3),
            (3, 6),
            (6, 10),
            (7, 8),
            (8, 9),
            (9, 10),
        ]
        .into_iter()
        .collect();
        for (e, &(i, j)) in EDGES.iter().enumerate() {
            let sides = EDGE_TRIANGLES[e].iter().filter(|&&t| t != 0).count();
            assert_eq!(
                sides,
                if border.contains(&(i, j)) { 1 } else { 2 },
                "line {i}-{j}"
            );
        }
    }

    /// The mover's advantage by the definition, without a table.
    fn by_definition(filled: u32) -> i32 {
        (0..N_EDGES)
            .filter(|&e| filled & 1 << e == 0)
            .map(|e| {
                let points = completed(filled, e);
                let after = by_definition(filled | 1 << e);
                if points > 0 { points + after } else { -after }
            })
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn advantage_matches_the_definition_near_the_end() {
        let mut war = TriangleWar::new();
        let mut state = 0x7121_a9e5_u64;
        for _ in 0..40 {
            // Random masks with 8 lines or fewer left.
            let mut filled = (1u32 << N_EDGES) - 1;
            while filled.count_ones() > N_EDGES - 8 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                filled &= !(1 << (state % u64::from(N_EDGES)));
            }
            assert_eq!(war.advantage(filled), by_definition(filled), "{filled:#b}");
        }
    }

    #[test]
    fn the_judges_samples() {
        let games: [&[(u8, u8)]; 4] = [
            &[(2, 4), (4, 5), (5, 9), (3, 6), (2, 5), (3, 5)],
            &[(2, 4), (4, 5), (5, 9), (3, 6), (2, 5), (3, 5), (7, 8)],
            &[(1, 2), (2, 3), (1, 3), (2, 4), (2, 5), (4, 5)],
            &[
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
            ],
        ];
        let mut war = TriangleWar::new();
        let winners: Vec<usize> = games
            .iter()
            .map(|moves| {
                let mut opening = Opening::new();
                for &(i, j) in moves.iter() {
                    opening.fill(edge_index(i, j).expect("a line"));
                }
                opening.winner(&mut war)
            })
            .collect();
        assert_eq!(winners, [1, 0, 0, 1]);
    }

    #[test]
    fn a_full_board_is_won_by_the_larger_count() {
        // Every line filled in index order, each player moving as the rules
        // say: on the full board nothing is left to play for.
        let mut opening = Opening::new();
        for e in 0..N_EDGES {
            opening.fill(e);
        }
        let [a, b] = opening.triangles();
        assert_eq!(a + b, N_TRIANGLES as i32);
        let winner = opening.winner(&mut TriangleWar::new());
        assert_eq!(winner, if a > b { 0 } else { 1 });
    }

    #[test]
    #[should_panic(expected = "filled already")]
    fn a_line_is_filled_once() {
        let mut opening = Opening::new();
        opening.fill(4);
        opening.fill(4);
    }
}
