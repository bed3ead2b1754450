//! Codeforces 1375 F Integer Game (interactive): be First; make the pile
//! that receives y the largest, then name 2c − a − b so that the piles form
//! an arithmetic progression ending at the pile just chosen, then name its
//! difference: the judge cannot add it anywhere (three turns).

use std::io::{BufRead, Write};

use gamecore::base::dialogue::{run_interactive, Dialogue};
use gamecore::base::scan::Error;
use gamecore::closed::integer_game::{is_safe, next_y};

/// The largest pile answered: the judge's 10^9, and far past it. With piles
/// up to 10^11 every number named is at most 4 · 10^11 (the strategy names
/// at most 4(max − min) + 1), within the judge's 10^12.
const MAX_PILE: u64 = 100_000_000_000;

/// The turns the game may last (the judge's); ours ends within three.
const MAX_TURNS: u32 = 1000;

fn solve<R: BufRead, W: Write>(d: &mut Dialogue<R, W>) -> Result<(), Error> {
    let mut piles = [0u64; 3];
    for pile in piles.iter_mut() {
        *pile = d.next()?;
        if *pile == 0 || *pile > MAX_PILE {
            return Err(d.invalid(format!("a pile must be in 1..={}", MAX_PILE)));
        }
    }
    if piles[0] == piles[1] || piles[1] == piles[2] || piles[0] == piles[2] {
        return Err(d.invalid("the three piles must be distinct"));
    }
    d.say("First")?;
    let mut last = None;
    for _ in 0..MAX_TURNS {
        let y = next_y(piles, last);
        d.say(y)?;
        // 0: the judge cannot place y (we won); -1: the judge stops us.
        let answer: i64 = d.next()?;
        if answer == 0 || answer == -1 {
            return Ok(());
        }
        let pile = match answer {
            1..=3 => (answer - 1) as usize,
            _ => return Err(d.invalid("the judge's pile must be 1, 2 or 3 (or 0, -1)")),
        };
        if !is_safe(piles, last, pile, y) {
            return Err(
                d.invalid("the judge's pile is the one it chose last, or makes two piles equal")
            );
        }
        piles[pile] += y;
        last = Some(pile);
    }
    Ok(())
}

fn main() {
    run_interactive(solve);
}
