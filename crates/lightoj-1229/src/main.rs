//! LightOJ 1229 Treblecross: every cell where the player to move can write `X`
//! and still force a win.

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
    for case in 1..=n_cases {
        strip.clear();
        strip.extend_from_slice(sc.word()?);
        treblecross::check_strip(&strip).map_err(|why| sc.invalid(why))?;
        write!(out, "Case {case}:")?;
        let cells = game.winning_cells(&strip);
        if cells.is_empty() {
            write!(out, " 0")?;
        }
        for cell in cells {
            write!(out, " {}", cell + 1)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
