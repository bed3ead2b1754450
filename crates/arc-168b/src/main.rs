//! AtCoder ARC168 B Arbitrary Nim: the largest cap k for which Nim with takes
//! of 1 to k is a first-player win (−1 if unbounded, 0 if none).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::arbitrary_nim::{largest_winning_cap, Cap};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    // The piles are kept as read: the vector grows with the input, never by N.
    let mut piles: Vec<u64> = Vec::new();
    for _ in 0..n {
        piles.push(sc.next()?);
    }
    match largest_winning_cap(&mut piles) {
        Cap::Unbounded => writeln!(out, "-1")?,
        Cap::Largest(k) => writeln!(out, "{k}")?,
        Cap::Never => writeln!(out, "0")?,
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
