//! ARC 151 C "01 Game": a row of cells, some written 0 or 1, no two
//! neighbours equal; the players in turn write 0 or 1 in an empty cell,
//! keeping neighbours unequal; who cannot move loses.
//!
//! A family of starts on `Vec<u8>`: `start(n)` is the empty row of n cells
//! between the board's borders, `|....|`. A digit written at a cell splits
//! the row there: the option leaves the two segments, each with its end
//! cells (a border `|` or a digit), a sum. `canon`: a segment read
//! backwards, or with 0 and 1 swapped, is the same game. The rule is written
//! in the allocation-free form (`out.push_parts`).
//!
//! `cargo xtask grundy crates/explore/games/arc151c.rs --upto 40` finds:
//! G(start(n)) = 0 1 0 1 …, period 2 from n = 0 (*apparent, checked to 40*),
//! and `guess(n) = n mod 2` holds on 0..=40 — the editorial's value of a
//! segment with no digit at either end. (Its other segments, `--upto` apart:
//! one digit at an end gives G = length, equal digits 1, unequal 0.)
use explore::Out;

pub type Row = Vec<u8>;

pub fn start(n: u64) -> Row {
    let mut row = vec![b'|'];
    row.resize(n as usize + 1, b'.');
    row.push(b'|');
    row
}

pub fn moves(row: &Row, out: &mut Out<Row>) {
    for i in 1..row.len().saturating_sub(1) {
        if row[i] != b'.' {
            continue;
        }
        for digit in [b'0', b'1'] {
            if row[i - 1] == digit || row[i + 1] == digit {
                continue;
            }
            let mut left = row[..=i].to_vec();
            left[i] = digit;
            let mut right = row[i..].to_vec();
            right[0] = digit;
            out.push_parts([left, right]);
        }
    }
}

/// The least of the row, its mirror, and both with 0 and 1 swapped.
pub fn canon(row: Row) -> Row {
    let swap = |r: &Row| -> Row {
        r.iter()
            .map(|&c| match c {
                b'0' => b'1',
                b'1' => b'0',
                c => c,
            })
            .collect()
    };
    let mirror: Row = row.iter().rev().copied().collect();
    let (a, b) = (swap(&row), swap(&mirror));
    [row, mirror, a, b].into_iter().min().expect("four rows")
}

pub fn show(row: &Row) -> String {
    String::from_utf8_lossy(row).into_owned()
}

pub fn guess(n: u64) -> u64 {
    n % 2
}
