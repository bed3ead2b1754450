//! AtCoder ABC 278 G Generalized Subtraction Game (interactive): remove
//! L..=R consecutive cards; symmetry where the middle can be taken, Grundy
//! values of the runs where L = R has the other parity.

use std::io::{BufRead, Write};

use gamecore::sg::card_row::Strategy;
use gamecore::base::dialogue::{run_interactive, Dialogue};
use gamecore::base::scan::Error;

/// The largest row answered: the judge's N ≤ 2000, and far past it the
/// values' table (n²/64 words) still takes a few MiB at n = 20 000.
const MAX_N: usize = 20_000;

fn solve<R: BufRead, W: Write>(d: &mut Dialogue<R, W>) -> Result<(), Error> {
    let n: usize = d.next()?;
    if n == 0 || n > MAX_N {
        return Err(d.invalid(format!("N must be in 1..={MAX_N}")));
    }
    let l: usize = d.next()?;
    if l == 0 || l > n {
        return Err(d.invalid("L must be in 1..=N"));
    }
    let r: usize = d.next()?;
    if r < l || r > n {
        return Err(d.invalid("R must be in L..=N"));
    }
    let (mut strategy, opening) = Strategy::new(n, l, r);
    match opening {
        Some((x, y)) => {
            d.say("First")?;
            d.say(format_args!("{x} {y}"))?;
        }
        None => d.say("Second")?,
    }
    loop {
        let a: i64 = d.next()?;
        let b: i64 = d.next()?;
        // 0 0: the judge cannot move (we won); -1 -1: the judge refused our
        // move. Either way the game is over.
        if (a, b) == (0, 0) || (a, b) == (-1, -1) {
            return Ok(());
        }
        let card = |v: i64| {
            std::convert::TryFrom::try_from(v)
                .ok()
                .filter(|&v: &usize| v >= 1 && v <= n)
        };
        let (a, b) = match (card(a), card(b)) {
            (Some(a), Some(b)) => (a, b),
            _ => return Err(d.invalid("a move is two numbers in 1..=N")),
        };
        match strategy.reply(a, b) {
            Some((x, y)) => d.say(format_args!("{x} {y}"))?,
            None => d.say("0 0")?,
        }
    }
}

fn main() {
    run_interactive(solve);
}
