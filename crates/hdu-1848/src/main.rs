//! HDU 1848 Fibonacci again and again: three piles, a move takes a Fibonacci number (1, 2, 3, 5, …) of stones from one pile; Fibo if the first player wins, else Nacci.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::closed::fibonacci::NUMBERS;
use gamecore::sg::grundy::small_subtraction_table;

/// The largest pile accepted: 1000 times the judge's 1000 (a table of 1 MB,
/// about 30 Fibonacci amounts per entry). Larger piles are refused.
const MAX_PILE: usize = 1_000_000;

/// The Grundy table of the Fibonacci subtraction game for piles `0..len`.
fn fibonacci_table(len: usize) -> Vec<u8> {
    let amounts: Vec<usize> = NUMBERS
        .iter()
        .take_while(|&&f| f < len as u64)
        .map(|&f| f as usize)
        .collect();
    small_subtraction_table(&amounts, len)
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // The judge's piles are at most 1000; the table grows (doubling) only if
    // a larger pile comes.
    let mut table = fibonacci_table(1001);
    // `0 0 0` ends the input; an input that simply stops after a whole line
    // is read the same way.
    while sc.has_next() {
        let mut piles = [0usize; 3];
        for pile in &mut piles {
            *pile = sc.next()?;
            if *pile > MAX_PILE {
                return Err(sc.invalid(format!("a pile may hold at most {} stones", MAX_PILE)));
            }
        }
        if piles == [0, 0, 0] {
            break;
        }
        let largest = piles[0].max(piles[1]).max(piles[2]);
        if largest >= table.len() {
            table = fibonacci_table((2 * table.len()).max(largest + 1).min(MAX_PILE + 1));
        }
        let value = table[piles[0]] ^ table[piles[1]] ^ table[piles[2]];
        out.write_all(if value != 0 { b"Fibo\n" } else { b"Nacci\n" })?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
