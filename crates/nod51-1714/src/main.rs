//! 51Nod 1714 B君的游戏: a move replaces a number x > 0 by seven smaller
//! bit-subsets of x; B moves first; print `B` if B wins, else `L`.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::subsets;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_numbers: usize = sc.next()?;
    let mut nim_sum = 0u64;
    for _ in 0..n_numbers {
        nim_sum ^= subsets::seven_parts_grundy(sc.next()?);
    }
    let winner = if nim_sum != 0 { "B" } else { "L" };
    writeln!(out, "{winner}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
