//! ZeroJudge a365 新井字遊戲: misère Kayles on the 12 points of a 井 board,
//! every set of pieces decided once by `gamecore::graphs::graph_kayles`.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::graphs::graph_kayles;

/// The board's lines, points `A..=L` as `0..12` (the statement's picture was
/// not readable; see the README): the two vertical strokes A-D-H-K and
/// B-E-I-L, the two horizontal ones C-D-E-F and G-H-I-J.
const EDGES: [(usize, usize); 12] = [
    (0, 3),
    (3, 7),
    (7, 10),
    (1, 4),
    (4, 8),
    (8, 11),
    (2, 3),
    (3, 4),
    (4, 5),
    (6, 7),
    (7, 8),
    (8, 9),
];

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let first_player_wins = graph_kayles::outcomes(12, &EDGES, true);
    let n_states: usize = sc.next()?;
    let mut line = Vec::with_capacity(n_states + 1);
    for _ in 0..n_states {
        let state = sc.word()?;
        if state.len() != 12 || state.iter().any(|&b| b != b'0' && b != b'1') {
            return Err(sc.invalid("expected 12 digits 0 or 1 (the points A to L)"));
        }
        let mask = state.iter().enumerate().fold(0, |mask, (point, &b)| {
            mask | usize::from(b == b'1') << point
        });
        if mask == 0 {
            return Err(sc.invalid("the board must hold at least one piece"));
        }
        line.push(if first_player_wins[mask] { b'1' } else { b'0' });
    }
    line.push(b'\n');
    out.write_all(&line)?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
