//! HDU 3595 GG and MM: every-SG over Euclid's game — on each turn a move in
//! every unfinished game (subtract a multiple of the smaller pile from the
//! larger); MM moves first; the player who cannot move loses.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::{closed::euclid, sums::every_sg};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // Cases until the end of the input.
    while sc.has_next() {
        let n_games: usize = sc.next()?;
        // Only the longest step count matters: fold it in as games are read.
        let mut longest = 0u32;
        for _ in 0..n_games {
            let p: u64 = sc.next()?;
            let q: u64 = sc.next()?;
            longest = longest.max(euclid::analyse(p, q).steps);
        }
        let winner: &[u8] = if every_sg::first_player_wins([u64::from(longest)]) {
            b"MM\n"
        } else {
            b"GG\n"
        };
        out.write_all(winner)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
