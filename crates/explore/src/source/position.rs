//! The positions the table engine takes — one heap (`u64`) or a pair
//! (`(u64, u64)`) — as the command line writes them.

use std::fmt;
use std::hash::Hash;

/// A game position the engine can table: one heap (`u64`) or a pair
/// (`(u64, u64)`). Sealed: the explorer's reports are written for these two.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a position the explorer takes (a heap `u64` or a pair `(u64, u64)`)",
    note = "write `pub fn moves(n: u64) -> Vec<Vec<u64>>` (one heap) or `pub fn moves(p: (u64, u64)) -> Vec<Vec<(u64, u64)>>` (a pair); each option is the list of parts the move leaves"
)]
pub trait Position: Copy + Eq + Ord + Hash + fmt::Debug + private::Sealed + 'static {
    /// The table's extent: the last heap (`upto`) or the box (rows, columns).
    type Extent: Copy + fmt::Debug;
    /// 1 for a heap, 2 for a pair.
    const DIMS: usize;
    /// The position's index in the table, or `None` outside the extent.
    fn slot(self, extent: Self::Extent) -> Option<usize>;
    /// How many positions the extent holds.
    fn table_len(extent: Self::Extent) -> usize;
    /// The position at table index `i` (the inverse of [`Position::slot`]).
    fn at(i: usize, extent: Self::Extent) -> Self;
    /// Parses one position as the command line writes it: `7`, or `3,5`.
    fn parse(text: &str) -> Result<Self, String>;
    /// Writes the position as [`Position::parse`] reads it.
    fn write(self, out: &mut String);
    /// The table's shape: `(upto + 1, 0)` for heaps, `(rows, cols)` for pairs.
    fn shape(extent: Self::Extent) -> (u64, u64);
}

mod private {
    pub trait Sealed {}
    impl Sealed for u64 {}
    impl Sealed for (u64, u64) {}
}

impl Position for u64 {
    type Extent = u64;
    const DIMS: usize = 1;
    #[inline]
    fn slot(self, upto: u64) -> Option<usize> {
        (self <= upto).then_some(self as usize)
    }
    fn table_len(upto: u64) -> usize {
        usize::try_from(upto).expect("the table fits in memory") + 1
    }
    fn at(i: usize, _: u64) -> Self {
        i as u64
    }
    fn parse(text: &str) -> Result<Self, String> {
        text.parse()
            .map_err(|_| format!("expected a heap (a number ≥ 0), found {text:?}"))
    }
    fn write(self, out: &mut String) {
        use fmt::Write as _;
        let _ = write!(out, "{self}");
    }
    fn shape(upto: u64) -> (u64, u64) {
        (upto + 1, 0)
    }
}

impl Position for (u64, u64) {
    type Extent = (u64, u64);
    const DIMS: usize = 2;
    #[inline]
    fn slot(self, (rows, cols): (u64, u64)) -> Option<usize> {
        (self.0 < rows && self.1 < cols).then(|| (self.0 * cols + self.1) as usize)
    }
    fn table_len((rows, cols): (u64, u64)) -> usize {
        rows.checked_mul(cols)
            .and_then(|n| usize::try_from(n).ok())
            .expect("the box fits in memory")
    }
    fn at(i: usize, (_, cols): (u64, u64)) -> Self {
        (i as u64 / cols, i as u64 % cols)
    }
    fn parse(text: &str) -> Result<Self, String> {
        let bad = || format!("expected a pair A,B of numbers ≥ 0, found {text:?}");
        let (a, b) = text.split_once(',').ok_or_else(bad)?;
        Ok((
            a.trim().parse().map_err(|_| bad())?,
            b.trim().parse().map_err(|_| bad())?,
        ))
    }
    fn write(self, out: &mut String) {
        use fmt::Write as _;
        let _ = write!(out, "{},{}", self.0, self.1);
    }
    fn shape(extent: (u64, u64)) -> (u64, u64) {
        extent
    }
}

/// A position written as the command line writes it.
pub fn show<P: Position>(p: P) -> String {
    let mut out = String::new();
    p.write(&mut out);
    out
}

/// A sum as the command line writes it: components separated by spaces
/// (`"7 6 9 3"`, `"3,5 4,7"`).
pub fn parse_sum<P: Position>(text: &str) -> Result<Vec<P>, String> {
    let sum: Vec<P> = text
        .split_whitespace()
        .map(P::parse)
        .collect::<Result<_, _>>()?;
    if sum.is_empty() {
        return Err(format!("expected a sum of positions, found {text:?}"));
    }
    Ok(sum)
}
