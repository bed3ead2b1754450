//! Kattis Hackenbush Purplehearts: the exact value of a Blue-Red Hackenbush
//! forest (blue edges +1 to Left, red −1 to Right), printed as `p/2^q`; by
//! the sign-expansion rule for an edge under a subtree
//! (`gamecore::partisan::blue_red`), in exact dyadics of any size.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut parents = Vec::with_capacity(n.min(1 << 20));
    for i in 0..n {
        let below: i64 = sc.next()?;
        parents.push(match below {
            -1 => None,
            // Edges are numbered from 1; the one below must come earlier.
            e if e >= 1 && (e as u64) <= i as u64 => Some(e as usize - 1),
            _ => {
                return Err(sc.invalid(format!(
                    "edge {} must stand on -1 or an edge in 1..={i}",
                    i + 1
                )))
            }
        });
    }
    let blue: Vec<bool> = if n == 0 {
        Vec::new()
    } else {
        let colours = sc.word()?;
        if colours.len() != n || colours.iter().any(|&c| c != b'B' && c != b'R') {
            let message = format!("expected {n} colours, each B or R");
            return Err(sc.invalid(message));
        }
        colours.iter().map(|&c| c == b'B').collect()
    };
    let value = gamecore::partisan::blue_red::forest_value(&parents, &blue);
    writeln!(out, "{value}")?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
