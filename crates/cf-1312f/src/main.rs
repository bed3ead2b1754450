//! Codeforces 1312F Attack on Red Kingdom: count the White King's first
//! attacks that win, by Grundy rows over (defenders, last attack) whose period
//! `gamecore::sg::castle_attacks` finds at run time.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::castle_attacks::{Castles, MAX_STRENGTH};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: u64 = sc.next()?;
    for _ in 0..n_cases {
        let n_castles: u64 = sc.next()?;
        let mut strengths = [0u64; 3];
        for strength in strengths.iter_mut() {
            *strength = sc.next()?;
            if *strength == 0 || *strength > MAX_STRENGTH {
                return Err(sc.invalid(format!(
                    "an attack strength (x, y, z) must be in 1..={MAX_STRENGTH}"
                )));
            }
        }
        let game = Castles::new(strengths).expect("strengths checked above");
        // Streamed: no allocation by the count n; an error stops the reading.
        let mut failed = None;
        let sizes = (0..n_castles).map_while(|_| match sc.next::<u64>() {
            Ok(a) => Some(a),
            Err(e) => {
                failed = Some(e);
                None
            }
        });
        let count = game.winning_first_attacks(sizes);
        if let Some(e) = failed {
            return Err(e);
        }
        writeln!(out, "{count}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
