//! BZOJ 1188 [HNOI2007] 分裂游戏: a bean leaves a bottle for two later ones;
//! print the smallest winning first move and how many winning first moves exist.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::beans::BeanGame;

/// The most bottles a case may have (the judge's limit is 21). Finding the
/// winning moves costs `O(n³)`, so this keeps an absurd `n` from hanging.
const MAX_BOTTLES: usize = 100;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    // The bean values depend only on the distance to the last bottle, so one
    // table serves every case.
    let mut game = BeanGame::new();
    let mut counts = Vec::new();
    for _ in 0..n_cases {
        let n_bottles: usize = sc.next()?;
        if n_bottles > MAX_BOTTLES {
            return Err(sc.invalid(format!("a case has at most {MAX_BOTTLES} bottles")));
        }
        counts.clear();
        for _ in 0..n_bottles {
            counts.push(sc.next::<u64>()?);
        }
        let moves = game.winning_moves(&counts);
        match moves.first() {
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}")?,
            None => writeln!(out, "-1 -1 -1")?,
        }
        writeln!(out, "{}", moves.len())?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
