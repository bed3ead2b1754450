//! Undirected vertex geography, played move by move: a token stands on a
//! vertex; a move takes it to a neighbour it has not visited; who cannot move
//! loses. A position is (the visited vertices, the token's vertex), so the
//! search follows every line of play with nothing assumed about matchings.
//!
//! Used by hdu-1564 and tioj-1644 (boards with up to 64 cells).

use crate::Game;

/// A graph of at most 64 vertices as adjacency bitmasks: bit `w` of
/// `adjacency[v]` is set when `v` and `w` are joined.
pub type Adjacency = Vec<u64>;

/// The grid graph of an `n_rows × n_cols` board (cell `(r, c)` is vertex
/// `r · n_cols + c`): open cells joined to their open horizontal and
/// vertical neighbours; closed cells have none.
///
/// # Panics
/// If the board has more than 64 cells.
///
/// # Example
/// ```
/// let path = play::rules::geography::grid(1, 3, |_, _| true);
/// assert_eq!(path, [0b010, 0b101, 0b010]);
/// ```
pub fn grid(n_rows: usize, n_cols: usize, is_open: impl Fn(usize, usize) -> bool) -> Adjacency {
    assert!(n_rows * n_cols <= 64, "a board of at most 64 cells");
    let mut adjacency = vec![0u64; n_rows * n_cols];
    let open = |r: usize, c: usize| is_open(r, c);
    for r in 0..n_rows {
        for c in 0..n_cols {
            if !open(r, c) {
                continue;
            }
            let cell = r * n_cols + c;
            let mut join = |other: usize| {
                adjacency[cell] |= 1 << other;
                adjacency[other] |= 1 << cell;
            };
            if c + 1 < n_cols && open(r, c + 1) {
                join(cell + 1);
            }
            if r + 1 < n_rows && open(r + 1, c) {
                join(cell + n_cols);
            }
        }
    }
    adjacency
}

/// For every vertex `v`: does the player to move win with the token on `v`
/// and only `v` visited? Each start is played out literally; positions are
/// shared between starts.
///
/// # Complexity
/// Exponential: one search over every (visited set, token) the game can
/// reach; only for small graphs (a 5 × 5 board takes well under a second).
///
/// # Example
/// ```
/// // The path 0-1-2: from the middle, move to an end and win; from an end,
/// // the opponent moves to the middle and then to the other end.
/// let wins = play::rules::geography::wins_from_each(&[0b010, 0b101, 0b010]);
/// assert_eq!(wins, [false, true, false]);
/// ```
pub fn wins_from_each(adjacency: &[u64]) -> Vec<bool> {
    let mut game = Game::new(|&(visited, at): &(u64, u8)| {
        let mut options = adjacency[at as usize] & !visited;
        let mut next = Vec::new();
        while options != 0 {
            let to = options.trailing_zeros() as u8;
            options &= options - 1;
            next.push((visited | 1 << to, to));
        }
        next
    });
    (0..adjacency.len())
        .map(|v| game.wins(&(1u64 << v, v as u8)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_checked_by_hand() {
        // A single cell: no move.
        assert_eq!(wins_from_each(&grid(1, 1, |_, _| true)), [false]);
        // 2 × 2: from any cell the walk of the other three has odd length.
        assert_eq!(wins_from_each(&grid(2, 2, |_, _| true)), [true; 4]);
        // A closed cell is never entered: 1 × 3 with the middle closed.
        assert_eq!(wins_from_each(&grid(1, 3, |_, c| c != 1)), [false; 3]);
        // 3 × 3 from a corner: the other 8 cells tile with dominoes, so the
        // second player answers every move across its domino and wins.
        assert!(!wins_from_each(&grid(3, 3, |_, _| true))[0]);
    }
}
