//! SPOJ AL_16_08 "Gra w wieże po raz drugi": towers of red (`c`) and green
//! (`z`) blocks, each child removes one of its own colour with everything
//! above: Blue-Red Hackenbush stalks. The towers' values add (exact dyadics,
//! `gamecore::partisan::blue_red::stalk_value`); the sign names the winner (`> 0` the
//! green player, `< 0` the red one, `0` whoever does not start).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::partisan::dyadic::Dyadic;

const NAMES: [&str; 2] = ["Antek", "Basia"];

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_games: usize = sc.next()?;
    for _ in 0..n_games {
        let k: usize = sc.next()?;
        let starter = match sc.word()? {
            b"A" => 0,
            b"B" => 1,
            _ => return Err(sc.invalid("expected the starting player, A or B")),
        };
        let starter_green = match sc.word()? {
            b"Z" => true,
            b"C" => false,
            _ => return Err(sc.invalid("expected the starting player's colour, C or Z")),
        };
        // Green plays Left (+), red Right (−).
        let mut total = Dyadic::zero();
        for _ in 0..k {
            let tower = sc.word()?;
            if tower.is_empty() || tower.iter().any(|&c| c != b'c' && c != b'z') {
                return Err(sc.invalid("expected a tower of c and z, from the base"));
            }
            total += &gamecore::partisan::blue_red::stalk_value(tower.iter().map(|&c| c == b'z'));
        }
        // The starter wins exactly when the total leans to their colour.
        let sign = total.signum();
        let winner = if sign != 0 && (sign > 0) == starter_green {
            starter
        } else {
            1 - starter
        };
        writeln!(out, "{}", NAMES[winner])?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
