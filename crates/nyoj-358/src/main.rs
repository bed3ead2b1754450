//! NYOJ 358 取石子（五）: Fibonacci nim, first take not everything, later takes at most twice the last; Yes if the first player wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::fibonacci;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    while sc.has_next() {
        // 2 ≤ n < 2^64; the first player loses exactly on Fibonacci numbers.
        let n: u64 = sc.next()?;
        let answer: &[u8] = if fibonacci::first_player_wins(n) {
            b"Yes\n"
        } else {
            b"No\n"
        };
        out.write_all(answer)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
