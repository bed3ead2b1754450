//! UVa 10561 Treblecross: `WINNING` and the cells where the player to move can
//! write `X` and still force a win, or `LOSING`.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::treblecross::{self, Treblecross};

/// The judge's longest strip: the table is built once for it.
const JUDGE_MAX_LEN: usize = 200;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let mut game = Treblecross::with_max_len(JUDGE_MAX_LEN);
    // A copy: the scanner's word is borrowed only until its next call.
    let mut strip = Vec::with_capacity(JUDGE_MAX_LEN);
    for _ in 0..n_cases {
        strip.clear();
        strip.extend_from_slice(sc.word()?);
        treblecross::check_strip(&strip).map_err(|why| sc.invalid(why))?;
        let cells = game.winning_cells(&strip);
        writeln!(
            out,
            "{}",
            if cells.is_empty() {
                "LOSING"
            } else {
                "WINNING"
            }
        )?;
        for (idx, cell) in cells.iter().enumerate() {
            let separator = if idx == 0 { "" } else { " " };
            write!(out, "{separator}{}", cell + 1)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
