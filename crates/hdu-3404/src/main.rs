//! HDU 3404 Switch lights: a move toggles the corners of a rectangle whose lower-right corner is an on light; by the Tartan theorem a light (x, y) is worth the nim product x ⊗ y.

use std::collections::HashSet;
use std::io::Write;

use gamecore::nimber::NimField;
use gamecore::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let field = NimField::new();
    let mut seen: HashSet<(u64, u64)> = HashSet::new();
    for _ in 0..n_cases {
        let n_lights: usize = sc.next()?;
        seen.clear();
        let mut value = 0;
        for _ in 0..n_lights {
            let x: u64 = sc.next()?;
            let y: u64 = sc.next()?;
            if x == 0 || y == 0 {
                return Err(sc.invalid("coordinates start at 1"));
            }
            if !seen.insert((x, y)) {
                return Err(sc.invalid(format!(
                    "the light ({}, {}) is named twice (the lights must be distinct)",
                    x, y
                )));
            }
            value ^= field.mul(x, y);
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
    gamecore::scan::run(solve);
}
