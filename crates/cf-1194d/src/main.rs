//! Codeforces 1194D 1-2-K Game: a chip on cell n moves 1, 2 or k cells left;
//! who cannot move loses (the subtraction game S{1, 2, k}).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::one_two_k;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_games: usize = sc.next()?;
    for _ in 0..n_games {
        let n: u64 = sc.next()?;
        let k: u64 = sc.next()?;
        if k == 0 {
            return Err(sc.invalid("k must be positive (a move of 0 cells is not a move)"));
        }
        let winner = if one_two_k::first_player_wins(n, k) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
