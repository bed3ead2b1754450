//! Codeforces 786A (= 787C) Berzerk: a monster on a circle of n objects, each player moves it by a number from his own set; who lands it in the black hole wins. Win, Lose or Loop for every start and first player.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::cyclic::retrograde::{self, Outcome, Terminal};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n < 2 {
        return Err(sc.invalid("n must be at least 2"));
    }
    // The search takes about n² / 64 steps: answered fast far past the
    // statement's 7000, refused beyond.
    if n > 100_000 {
        return Err(sc.invalid("n above 100000 is refused (the search grows as n²)"));
    }
    let mut sets = [Vec::new(), Vec::new()];
    for set in &mut sets {
        let k: usize = sc.next()?;
        if k == 0 {
            return Err(sc.invalid("a player's set must not be empty"));
        }
        for _ in 0..k {
            let x: usize = sc.next()?;
            if x == 0 || x >= n {
                return Err(sc.invalid(format!("a move must be between 1 and n − 1 = {}", n - 1)));
            }
            set.push(x);
        }
    }
    // Objects 0..n (0 the black hole), Rick at turn 0 and Morty at turn 1:
    // the player to move at the black hole has lost (the other one put the
    // monster there).
    let outcome = retrograde::circle_outcomes(n, [&sets[0], &sets[1]], Terminal::MoverLoses);
    for turn in 0..2 {
        for object in 1..n {
            if object > 1 {
                out.write_all(b" ")?;
            }
            out.write_all(match outcome[turn * n + object] {
                Outcome::Win(_) => b"Win",
                Outcome::Lose(_) => b"Lose",
                Outcome::Draw => b"Loop",
            })?;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
