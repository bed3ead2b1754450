//! NYOJ 161 取石子（四）: Wythoff's game, take from one pile or the same from both; 1 if the first player wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::wythoff;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    while sc.has_next() {
        // The judge's piles are at most 10^9; the answer is exact for any u64.
        let a: u64 = sc.next()?;
        let b: u64 = sc.next()?;
        let answer: &[u8] = if wythoff::first_player_wins(a, b) {
            b"1\n"
        } else {
            b"0\n"
        };
        out.write_all(answer)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
