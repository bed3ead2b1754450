//! HDU 4642 Fliping game: flip the rectangle from an up coin to the bottom-right
//! corner; who cannot move loses; Alice moves first.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::flipping;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    for _ in 0..n_cases {
        let n_rows: u64 = sc.next()?;
        let n_cols: u64 = sc.next()?;
        // Every coin is read and checked; only the last (bottom-right) decides.
        // (An empty board has no corner and no move.)
        let mut corner_up = false;
        for _ in 0..u128::from(n_rows) * u128::from(n_cols) {
            let coin: u8 = sc.next()?;
            if coin > 1 {
                return Err(sc.invalid(format!("a coin must be 0 or 1, found {coin}")));
            }
            corner_up = coin == 1;
        }
        let winner = if flipping::first_player_wins(corner_up) {
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
