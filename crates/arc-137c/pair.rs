//! AtCoder ARC137 C Distinct Numbers with two numbers, as a pair (a, gap):
//! the numbers a and a + gap (gap 0: no numbers, no move). A move replaces
//! the larger, a + gap, by any smaller c ≠ a, leaving {min(a, c), max(a, c)}.
//! The same positions as crates/arc-137c/game.rs's family (the literal rule
//! on any number of numbers).
//!
//! `cargo xtask grundy crates/arc-137c/pair.rs --box 40,4` finds (row a,
//! column gap): the P-positions (gap ≥ 1) exactly at gap 1 with a even,
//! i.e. the larger number a + 1 odd: the top − second = 1 case decided by
//! the parity of the holes below the top (a + 1 + 1 − 2 = a), and every
//! gap ≥ 2 a win; columns 0 and 1 periodic (*apparent*, checked on the box).
//! The argument in crates/arc-137c/README.md (`gamecore::closed::lower_the_max`)
//! makes it a theorem for any count of numbers.
pub fn moves((a, gap): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    if gap == 0 {
        return Vec::new();
    }
    (0..a + gap)
        .filter(|&c| c != a)
        .map(|c| vec![(a.min(c), a.max(c) - a.min(c))])
        .collect()
}
