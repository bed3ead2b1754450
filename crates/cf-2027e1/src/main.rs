//! Codeforces 2027E1 Bit Game (Easy Version): piles from which d stones may be taken when
//! 1 ≤ d ≤ a and d is a submask of the pile; each pile is worth `gamecore::sg::bit_game::grundy`.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::bit_game::grundy;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    // The values a_i come on one line and the piles x_i on the next, so the
    // a_i wait here; the vector grows only as tokens are really read.
    let mut values: Vec<u64> = Vec::new();
    for _ in 0..n_cases {
        let n_piles: u64 = sc.next()?;
        values.clear();
        for _ in 0..n_piles {
            values.push(sc.next()?);
        }
        let mut sum = 0;
        for &a in &values {
            let x: u64 = sc.next()?;
            sum ^= grundy(x, a);
        }
        let winner: &[u8] = if sum != 0 { b"Alice\n" } else { b"Bob\n" };
        out.write_all(winner)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
