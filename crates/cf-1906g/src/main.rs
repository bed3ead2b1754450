//! Codeforces 1906G Grid Game 2: square turning; a black cell is worth 0 or 1 by the parity
//! of Euclid's partial quotients (`gamecore::sg::square_turning::cell_value`).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::square_turning::cell_value;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cells: u64 = sc.next()?;
    // Cells are read as they come and folded at once; nothing is allocated
    // by N. (Repeated cells, which the statement excludes, would toggle
    // twice: they are answered as the XOR of their values.)
    let mut value = 0;
    for _ in 0..n_cells {
        let r: u64 = sc.next()?;
        let c: u64 = sc.next()?;
        if r == 0 || c == 0 {
            return Err(sc.invalid("rows and columns start at 1"));
        }
        value ^= cell_value(r, c);
    }
    let winner: &[u8] = if value != 0 { b"FIRST\n" } else { b"SECOND\n" };
    out.write_all(winner)?;
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
