//! Codeforces 859C Pie Rules as a scoring rule: the position is the slices
//! still to hand out, in order, and the player to move holds the decider
//! token. The holder either keeps the next slice and passes the token (the
//! other player moves next), or gives the slice away and keeps the token (a
//! move again, worth minus the slice to the mover: the value is the mover's
//! final advantage, their total minus the other's, and all the pie is eaten,
//! so maximising one's own total is maximising that margin).
//!
//! `start(n)` is the last n slices of a fixed example of 50 (the judge's
//! largest N): the three-digit groups of π's decimals, 141 592 653 589 …, so
//! start(50) begins with the first sample. The starts are the suffixes the
//! solution's DP runs over: start(n) is one slice a put before start(n − 1),
//! and `guess` is that DP, v(n) = |a − v(n − 1)| (`gamecore::scoring::decider`).
//!
//! `cargo xtask grundy crates/cf-859c/game.rs --upto 50` tables every
//! start's value, the holder's margin, and finds `guess` equal to all 51
//! (quoted in the crate's README).

/// The 50 slices of the example, in the order they are handed out.
const EXAMPLE: [i64; 50] = [
    141, 592, 653, 589, 793, 238, 462, 643, 383, 279, 502, 884, 197, 169, 399, 375, 105, 820, 974,
    944, 592, 307, 816, 406, 286, 208, 998, 628, 34, 825, 342, 117, 67, 982, 148, 86, 513, 282,
    306, 647, 93, 844, 609, 550, 582, 231, 725, 359, 408, 128,
];

/// The slices still to hand out, the next one first.
pub type Slices = Vec<i64>;

/// The holder keeps the next slice (scores it; the other player holds the
/// token next) or gives it away (the other scores it, which is minus it for
/// the holder's margin; the holder moves again).
#[allow(clippy::ptr_arg)] // the scoring form's `moves(p: &P)` with P = Vec<i64>
pub fn moves(slices: &Slices) -> Vec<(i64, Slices, bool)> {
    match slices.split_first() {
        None => vec![],
        Some((&slice, rest)) => vec![(slice, rest.to_vec(), false), (-slice, rest.to_vec(), true)],
    }
}

/// The last `n` slices of the example, the token with the player to move.
pub fn start(n: u64) -> Slices {
    let n = n as usize;
    assert!(
        n <= EXAMPLE.len(),
        "start({n}): the example has {} slices",
        EXAMPLE.len()
    );
    EXAMPLE[EXAMPLE.len() - n..].to_vec()
}

/// The suffix DP: the holder's margin on start(n), v = |a − v'| folded from
/// the last slice.
pub fn guess(n: u64) -> i64 {
    start(n)
        .iter()
        .rev()
        .fold(0, |after, &slice| (slice - after).abs())
}

#[allow(clippy::ptr_arg)]
pub fn show(slices: &Slices) -> String {
    let listed: Vec<String> = slices.iter().map(i64::to_string).collect();
    format!("[{}]", listed.join(" "))
}
