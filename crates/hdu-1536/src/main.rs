//! HDU 1536 S-Nim (= POJ 2960): Nim where a move removes exactly s beads from one heap, s in a set S; W or L for each position.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::grundy::small_subtraction_table;

/// The most amounts a set may list (the judge's k ≤ 100).
const MAX_AMOUNTS: usize = 100;
/// The largest heap accepted (the judge's 10000): every heap's value comes
/// from one table up to the largest heap of the test case.
const MAX_HEAP: usize = 10_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut amounts: Vec<usize> = Vec::new();
    let mut heaps: Vec<usize> = Vec::new();
    let mut position_ends: Vec<usize> = Vec::new();
    let mut letters: Vec<u8> = Vec::new();
    // A lone 0 ends the input; an input that simply stops after a whole test
    // case is read the same way.
    while sc.has_next() {
        let k: usize = sc.next()?;
        if k == 0 {
            break;
        }
        if k > MAX_AMOUNTS {
            return Err(sc.invalid(format!("a set may list at most {} amounts", MAX_AMOUNTS)));
        }
        amounts.clear();
        for _ in 0..k {
            let amount: u64 = sc.next()?;
            if amount == 0 {
                return Err(sc.invalid("an amount must be at least 1"));
            }
            // An amount above every heap is never playable; it is kept as
            // MAX_HEAP + 1 so that any u64 is accepted.
            amounts.push(amount.min(MAX_HEAP as u64 + 1) as usize);
        }
        let n_positions: usize = sc.next()?;
        heaps.clear();
        position_ends.clear();
        for _ in 0..n_positions {
            let n_heaps: usize = sc.next()?;
            for _ in 0..n_heaps {
                let heap: usize = sc.next()?;
                if heap > MAX_HEAP {
                    return Err(sc.invalid(format!("a heap may hold at most {} beads", MAX_HEAP)));
                }
                heaps.push(heap);
            }
            position_ends.push(heaps.len());
        }
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let table = small_subtraction_table(&amounts, largest + 1);
        letters.clear();
        let mut start = 0;
        for &end in &position_ends {
            let value = heaps[start..end]
                .iter()
                .fold(0, |acc, &heap| acc ^ table[heap]);
            letters.push(if value != 0 { b'W' } else { b'L' });
            start = end;
        }
        letters.push(b'\n');
        out.write_all(&letters)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
