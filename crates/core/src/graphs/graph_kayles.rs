//! Kayles on a graph: pieces stand on some vertices of a fixed graph, and a
//! move takes one piece, or two pieces on the two ends of an edge. On a path
//! this is Kayles (octal 0.77); on a cycle it is the circle of stones of
//! `circle`. Under normal play the player who takes the last piece wins; under
//! misère play (ZeroJudge a365 新井字遊戲) that player loses.
//!
//! Misère play does not follow from the components' Grundy values in
//! general (misère Kayles has no finite quotient rule like Nim's; see
//! Plambeck, "Advances in Losing", 2005), so [`outcomes`] decides every set of
//! pieces of a small graph by backward induction: a move only removes pieces,
//! so each option is a smaller bitmask, decided earlier in increasing order.

/// The most vertices [`outcomes`] accepts (a table of `2^24` bytes).
pub const MAX_VERTICES: usize = 24;

/// For every set of pieces `mask` (bit `v` for a piece on vertex `v`),
/// whether the player to move wins, under misère play if `misere` (whoever
/// takes the last piece loses, so the empty board is a win for the player
/// to move) or else under normal play (the empty board is lost).
///
/// # Panics
/// If `n_vertices` exceeds [`MAX_VERTICES`], or an edge has an end not below
/// `n_vertices` or joins a vertex to itself.
///
/// # Example
/// ```
/// use gamecore::graphs::graph_kayles::outcomes;
/// // A path of three vertices 0 - 1 - 2.
/// let misere = outcomes(3, &[(0, 1), (1, 2)], true);
/// assert!(!misere[0b001]);  // one piece: forced to take it, and lose
/// assert!(misere[0b011]);   // take one of two adjacent pieces
/// assert!(misere[0b101]);   // two pieces apart: take one, the opponent takes the last
/// assert!(misere[0b111]);   // take two, leave one
/// let normal = outcomes(3, &[(0, 1), (1, 2)], false);
/// assert!(!normal[0b101] && normal[0b111]);
/// ```
///
/// # Complexity
/// `O(2^n_vertices · (n_vertices + edges))` time, `2^n_vertices` bytes.
pub fn outcomes(n_vertices: usize, edges: &[(usize, usize)], misere: bool) -> Vec<bool> {
    assert!(
        n_vertices <= MAX_VERTICES,
        "at most {} vertices, not {}",
        MAX_VERTICES,
        n_vertices
    );
    for &(a, b) in edges {
        assert!(
            a < n_vertices && b < n_vertices && a != b,
            "edge ({}, {}) is not an edge between two of {} vertices",
            a,
            b,
            n_vertices
        );
    }
    let pairs: Vec<usize> = edges.iter().map(|&(a, b)| 1 << a | 1 << b).collect();
    let mut wins = vec![false; 1 << n_vertices];
    wins[0] = misere;
    for mask in 1..wins.len() {
        let singles = (0..n_vertices).map(|v| 1usize << v);
        wins[mask] = singles
            .chain(pairs.iter().copied())
            .any(|taken| mask & taken == taken && !wins[mask & !taken]);
    }
    wins
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Literal play by recursion on the list of pieces left, trying every
    /// single piece and every adjacent pair.
    fn brute_wins(pieces: &[usize], edges: &[(usize, usize)], misere: bool) -> bool {
        if pieces.is_empty() {
            return misere;
        }
        let without = |gone: &[usize]| -> Vec<usize> {
            pieces
                .iter()
                .copied()
                .filter(|p| !gone.contains(p))
                .collect()
        };
        pieces
            .iter()
            .map(|&p| without(&[p]))
            .chain(
                edges
                    .iter()
                    .filter(|(a, b)| pieces.contains(a) && pieces.contains(b))
                    .map(|&(a, b)| without(&[a, b])),
            )
            .any(|rest| !brute_wins(&rest, edges, misere))
    }

    #[test]
    fn every_position_of_small_graphs_matches_literal_play() {
        let graphs: [(usize, &[(usize, usize)]); 4] = [
            (1, &[]),
            (5, &[(0, 1), (1, 2), (2, 3), (3, 4)]),
            (6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)]),
            (7, &[(0, 1), (0, 2), (0, 3), (3, 4), (4, 5), (5, 3), (5, 6)]),
        ];
        for (n, edges) in graphs {
            for misere in [false, true] {
                let table = outcomes(n, edges, misere);
                for (mask, &wins) in table.iter().enumerate() {
                    let pieces: Vec<usize> = (0..n).filter(|v| mask >> v & 1 == 1).collect();
                    assert_eq!(
                        wins,
                        brute_wins(&pieces, edges, misere),
                        "{mask:b} {misere}"
                    );
                }
            }
        }
    }

    #[test]
    fn normal_play_on_a_path_is_kayles() {
        // Kayles rows of 1..=8 pins: only the empty row is lost (a middle take
        // leaves two equal rows); with a gap, rows of 1 and 4 (values 1 and 1)
        // are lost together.
        let n = 8;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let table = outcomes(n, &path, false);
        for len in 1..=n {
            assert!(table[(1 << len) - 1], "{len}");
        }
        // Pin 0 alone and pins 2..=5: rows of 1 and 4, values 1 and 1.
        assert!(!table[0b11_1101]);
    }

    #[test]
    #[should_panic(expected = "is not an edge")]
    fn a_loop_is_refused() {
        outcomes(2, &[(1, 1)], true);
    }
}
