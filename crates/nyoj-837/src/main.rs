//! NYOJ 837 Wythoff Game: print the first n + 1 losing positions of Wythoff's game on one line.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::wythoff::LosingPairs;

/// The judge's largest n. One answer is about 15·n bytes, so larger values
/// are rejected rather than allowed to grow the output without bound.
const MAX_N: usize = 100_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // The answer for n is a prefix of the answer for any larger n, so the line
    // is built once, incrementally, as far as the largest n read so far;
    // `ends[k]` is its length after pair k.
    let mut line: Vec<u8> = Vec::new();
    let mut ends: Vec<usize> = Vec::new();
    let mut pairs = LosingPairs::new();
    while sc.has_next() {
        let n: usize = sc.next()?;
        if n > MAX_N {
            return Err(sc.invalid(format!("n must be at most {MAX_N}")));
        }
        for (a, b) in pairs.by_ref().take((n + 1).saturating_sub(ends.len())) {
            write!(line, "({a},{b})")?;
            ends.push(line.len());
        }
        out.write_all(&line[..ends[n]])?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
