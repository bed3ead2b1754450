//! HDU 1729 Stone Game: boxes of capacity s holding c stones, a move adds 1 to c² stones to one box without overflowing it; Yes if the first player wins.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::boxes;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut case_number = 0;
    // `N = 0` ends the input; an input that simply stops after a whole test
    // case is read the same way.
    while sc.has_next() {
        let n_boxes: usize = sc.next()?;
        if n_boxes == 0 {
            break;
        }
        let mut value = 0;
        for _ in 0..n_boxes {
            let capacity: u64 = sc.next()?;
            let count: u64 = sc.next()?;
            if count > capacity {
                return Err(sc.invalid("a box cannot hold more than its capacity (c ≤ s)"));
            }
            value ^= boxes::grundy(capacity, count);
        }
        case_number += 1;
        writeln!(
            out,
            "Case {}:\n{}",
            case_number,
            if value != 0 { "Yes" } else { "No" }
        )?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
