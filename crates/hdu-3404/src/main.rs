//! HDU 3404 Switch lights: a move toggles the corners of a rectangle whose lower-right corner is an on light; by the Tartan theorem a light (x, y) is worth the nim product x ⊗ y.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::nimber::NimField;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let field = NimField::new();
    // A light (x, y) as one key x · 2^64 + y: in input order, and sorted.
    let mut lights: Vec<u128> = Vec::new();
    let mut sorted: Vec<u128> = Vec::new();
    for _ in 0..n_cases {
        let n_lights: usize = sc.next()?;
        // The token number of the first light's x.
        let first_token = sc.tokens_read() + 1;
        lights.clear();
        let mut value = 0;
        for _ in 0..n_lights {
            let x: u64 = sc.next()?;
            let y: u64 = sc.next()?;
            if x == 0 || y == 0 {
                return Err(sc.invalid("coordinates start at 1"));
            }
            lights.push(u128::from(x) << 64 | u128::from(y));
            value ^= field.mul(x, y);
        }
        // The lights must be distinct. Sorted, a repeat sits next to its
        // first occurrence (cheaper than hashing every light); only then is
        // the input order searched, to name the repeat's token.
        sorted.clear();
        sorted.extend_from_slice(&lights);
        sorted.sort_unstable();
        if let Some(pair) = sorted.windows(2).find(|pair| pair[0] == pair[1]) {
            let repeat = lights
                .iter()
                .enumerate()
                .filter(|&(_, &light)| light == pair[0])
                .nth(1)
                .map_or(0, |(index, _)| index);
            return Err(Error::Invalid {
                token: first_token + 2 * repeat + 1,
                message: format!(
                    "the light ({}, {}) is named twice (the lights must be distinct)",
                    pair[0] >> 64,
                    pair[0] as u64
                ),
            });
        }
        let verdict: &[u8] = if value != 0 {
            b"Have a try, lxhgww.\n"
        } else {
            b"Don't waste your time.\n"
        };
        out.write_all(verdict)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
