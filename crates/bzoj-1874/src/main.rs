//! BZOJ 1874 取石子游戏 (BeiJing 2009 WinterCamp): N piles, a move takes exactly
//! one of M allowed amounts from one pile; print whether the first player wins
//! and the winning move with the smallest pile index, then the smallest amount.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::grundy::SubtractionGame;

/// The largest pile accepted: 1000 times the judge's limit, and a Grundy
/// table of 8 MB. Larger piles are refused rather than allocated for.
const MAX_PILE: usize = 1_000_000;

/// The most allowed amounts accepted: 10 times the judge's limit. The Grundy
/// table costs `O(largest pile · amounts)`, so this bounds the work at
/// 10^8 steps (M = 5000 with piles of 10^6 took 10 s).
const MAX_AMOUNTS: usize = 100;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_piles: usize = sc.next()?;
    // Vectors grow as tokens arrive, so a huge count with a short input fails
    // on the missing token instead of allocating first.
    let mut piles = Vec::new();
    for _ in 0..n_piles {
        let pile: usize = sc.next()?;
        if pile > MAX_PILE {
            return Err(sc.invalid(format!("a pile may hold at most {MAX_PILE} stones")));
        }
        piles.push(pile);
    }
    let n_amounts: usize = sc.next()?;
    if n_amounts > MAX_AMOUNTS {
        return Err(sc.invalid(format!("at most {MAX_AMOUNTS} allowed amounts")));
    }
    let mut amounts = Vec::new();
    for _ in 0..n_amounts {
        let amount: usize = sc.next()?;
        if amount == 0 {
            return Err(sc.invalid("an allowed amount must be at least 1"));
        }
        amounts.push(amount);
    }
    // The statement promises increasing amounts, but the game only depends
    // on the set, and "the smallest b" means the smallest value: any order
    // and repeats are accepted.
    let max_pile = piles.iter().copied().max().unwrap_or(0);
    let game = SubtractionGame::new(&amounts, max_pile);
    match game.winning_moves(&piles).first() {
        Some(&(pile_idx, take)) => writeln!(out, "YES\n{} {take}", pile_idx + 1)?,
        None => writeln!(out, "NO")?,
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
