//! POJ 1085 Triangle War (= UVa 751): dots and boxes on the 18 lines of a
//! triangle of ten dots; a completed triangle scores and moves again; from
//! each given opening, print who wins with perfect play.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::board::triangle_war::{edge_index, Opening, TriangleWar, N_EDGES};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_games: u64 = sc.next()?;
    // One table for every game: the positions valued for one opening serve
    // the others.
    let mut war = TriangleWar::new();
    for game in 1..=n_games {
        let n_moves: u32 = sc.next()?;
        if n_moves > N_EDGES {
            return Err(sc.invalid(format!(
                "a game has {N_EDGES} lines: at most {N_EDGES} moves can have been made"
            )));
        }
        let mut opening = Opening::new();
        for _ in 0..n_moves {
            let i: u8 = sc.next()?;
            let j: u8 = sc.next()?;
            let edge = match edge_index(i, j) {
                Some(edge) => edge,
                None => {
                    return Err(sc.invalid(format!(
                        "{i} {j} is not a line: the dots are 1 to 10 and a line joins neighbours"
                    )))
                }
            };
            if opening.is_filled(edge) {
                return Err(sc.invalid(format!("the line {i} {j} is filled twice")));
            }
            opening.fill(edge);
        }
        let winner = if opening.winner(&mut war) == 0 {
            "A"
        } else {
            "B"
        };
        writeln!(out, "Game {game}: {winner} wins.")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
