//! Codeforces 1628 D2 Game on Sum (Hard Version): for n turns Alice names a
//! real t ∈ [0, k], Bob adds or subtracts it, adding at least m times; the
//! final score mod 10^9 + 7, by the closed form of the value game, a
//! binomial sum of min(m, n − m) terms
//! (`gamecore::scoring::real_choice::closed_form_value`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::real_choice::{closed_form_terms, closed_form_value, MODULUS};

/// The most terms summed over the whole input, twenty times the judge's
/// worst (min(m, n − m) ≤ n / 2, the sum of n ≤ 10^6): about 60 ms.
const MAX_TERMS: u64 = 10_000_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_games: usize = sc.next()?;
    let mut terms = 0u64;
    for _ in 0..n_games {
        let n: u64 = sc.next()?;
        let m: u64 = sc.next()?;
        if m > n {
            return Err(
                sc.invalid("m must be at most n (Bob cannot add more often than there are turns)")
            );
        }
        terms = terms.saturating_add(closed_form_terms(n, m));
        if terms > MAX_TERMS {
            return Err(sc.invalid(format!(
                "the sum of min(m, n - m) over the games must be at most {MAX_TERMS}"
            )));
        }
        let k: u64 = sc.next()?;
        writeln!(out, "{}", closed_form_value(n, m, k, MODULUS))?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
