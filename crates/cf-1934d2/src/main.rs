//! Codeforces 1934 D2 XOR Break — Game Version (interactive): the holder of
//! p wins exactly when popcount(p) is even; break off the highest bit, keep
//! the part of even popcount.

use std::io::{BufRead, Write};

use gamecore::base::dialogue::{run_interactive, Dialogue};
use gamecore::base::scan::Error;
use gamecore::closed::xor_break::{is_break_of, keep, winning_break};

/// Our break of `p`: the winning one, or (when `p` is lost, which the choice
/// of side avoids) its highest bit and the rest.
fn our_break(p: u64) -> (u64, u64) {
    winning_break(p).unwrap_or_else(|| {
        let high = 1u64 << (63 - p.leading_zeros());
        (high, p ^ high)
    })
}

/// Plays one game from `n`; `false` if the judge said `-1 -1` (stop).
fn play<R: BufRead, W: Write>(d: &mut Dialogue<R, W>, n: u64) -> Result<bool, Error> {
    // The numbers the judge may break next.
    let mut handed: [u64; 2];
    if winning_break(n).is_some() {
        d.say("first")?;
        let (p1, p2) = our_break(n);
        d.say(format_args!("{} {}", p1, p2))?;
        handed = [p1, p2];
    } else {
        d.say("second")?;
        handed = [n, n];
    }
    loop {
        let p1: i64 = d.next()?;
        let p2: i64 = d.next()?;
        match (p1, p2) {
            (0, 0) => return Ok(true),
            (-1, -1) => return Ok(false),
            _ => {}
        }
        let part = |v: i64| -> Result<u64, Error> {
            std::convert::TryFrom::try_from(v).map_err(|_| d.invalid("a part is a positive number"))
        };
        let (p1, p2) = (part(p1)?, part(p2)?);
        if !handed.iter().any(|&p| is_break_of(p, p1, p2)) {
            return Err(d.invalid("the judge's break is not a break of a number it holds"));
        }
        match keep(p1, p2) {
            Some(p) => {
                let (q1, q2) = our_break(p);
                d.say(format_args!("{} {}", q1, q2))?;
                handed = [q1, q2];
            }
            None => {
                // Lost (only after a wrong choice): say so as the protocol asks.
                d.say("0 0")?;
                handed = [0, 0];
            }
        }
    }
}

fn solve<R: BufRead, W: Write>(d: &mut Dialogue<R, W>) -> Result<(), Error> {
    let t: u64 = d.next()?;
    for _ in 0..t {
        let n: u64 = d.next()?;
        if n == 0 {
            return Err(d.invalid("n must be at least 1"));
        }
        if !play(d, n)? {
            return Ok(());
        }
    }
    Ok(())
}

fn main() {
    run_interactive(solve);
}
