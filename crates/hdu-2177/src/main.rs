//! HDU 2177 取(2堆)石子游戏 (also NYOJ 取石子（八）): Wythoff's game; 0, or 1 and the position each winning first move leaves.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::wythoff;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // `0 0` ends the input; an input that simply stops after a whole case is
    // read the same way.
    while sc.has_next() {
        let a: u64 = sc.next()?;
        let b: u64 = sc.next()?;
        if a == 0 && b == 0 {
            break;
        }
        let moves = wythoff::winning_moves(a, b);
        if moves.is_empty() {
            out.write_all(b"0\n")?;
            continue;
        }
        out.write_all(b"1\n")?;
        // Both piles first, then the larger pile, then the smaller one. A
        // position left by two kinds of move is printed once per kind; equal
        // piles give one single-pile move, reported once.
        for (x, y) in moves.positions() {
            writeln!(out, "{x} {y}")?;
        }
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
