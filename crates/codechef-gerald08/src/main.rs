//! CodeChef GERALD08 "Chef and Tree Game": Blue-Red Hackenbush on a rooted
//! tree (Chef cuts black edges, Ksen white ones). The tree's value, an exact
//! dyadic by the edge rule (`gamecore::partisan::blue_red::tree_value`), names the
//! winners: `> 0` Chef whoever starts, `< 0` Ksen, `0` the second player.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let mut edges = Vec::new();
    for case in 1..=n_cases {
        let n: usize = sc.next()?;
        if n == 0 {
            return Err(sc.invalid("N must be at least 1"));
        }
        edges.clear();
        for _ in 1..n {
            let mut vertex = || -> Result<usize, Error> {
                match sc.next::<usize>()? {
                    v if (1..=n).contains(&v) => Ok(v - 1),
                    v => Err(sc.invalid(format!("vertex {v} is outside 1..={n}"))),
                }
            };
            let (u, v) = (vertex()?, vertex()?);
            // Colour 0 is black, Chef's: he plays Left, so black is blue.
            let black = match sc.next::<u8>()? {
                0 => true,
                1 => false,
                c => return Err(sc.invalid(format!("colour {c} is neither 0 nor 1"))),
            };
            edges.push((u, v, black));
        }
        let value = gamecore::partisan::blue_red::tree_value(n, &edges, 0)
            .map_err(|_| sc.invalid(format!("the N - 1 edges of case {case} are not a tree")))?;
        let answer = match value.signum() {
            1 => "Chef Chef",
            -1 => "Ksen Ksen",
            _ => "Ksen Chef",
        };
        writeln!(out, "{answer}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
