//! TTPC 2019 D 素数取りゲーム: piles of prime size; each is worth 3 (p = 7),
//! 2 (p − 2 prime) or 1 (`gamecore::sg::prime_takes`); An, moving first, wins iff
//! the XOR is non-zero. Primality from a sieve to 2^20, Miller–Rabin above.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::prime_takes::PrimeTakes;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_piles: u64 = sc.next()?;
    let game = PrimeTakes::new();
    let mut nim_sum = 0;
    for _ in 0..n_piles {
        let pile: u32 = sc.next()?;
        match game.grundy_checked(pile) {
            Some(value) => nim_sum ^= value,
            None => return Err(sc.invalid("a pile X_i must be a prime number")),
        }
    }
    writeln!(out, "{}", if nim_sum != 0 { "An" } else { "Ai" })?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
