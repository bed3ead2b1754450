//! Codeforces 1312F Attack on Red Kingdom, one castle: a position is
//! (defenders, kind of the last attack on it: 0 mixed, 1 infantry,
//! 2 cavalry, 3 not attacked yet — which plays as 0: it forbids nothing). An attack of strength x (mixed), y (infantry) or z (cavalry)
//! lowers the defenders by it, down to 0; infantry may not follow infantry,
//! cavalry not cavalry; a castle with no defenders takes no attack.
//!
//! This file fixes (x, y, z) = (5, 1, 5), the strengths with the longest
//! table before it repeats; `attacks` takes any strengths (the brute force
//! uses it). `cargo xtask grundy crates/cf-1312f/game.rs --box 60,3` prints
//! G(a, b) for a ≤ 60 defenders and last kind b: each column b repeats with
//! period 6 from a = 26 on; that is the window repeat `gamecore::sg::period`
//! proves (the row of a depends only on rows a − 5 … a − 1).
pub const STRENGTHS: [u64; 3] = [5, 1, 5];

/// The positions one attack leaves, in the order mixed, infantry, cavalry.
pub fn attacks((defenders, last): (u64, u64), strengths: [u64; 3]) -> Vec<(u64, u64)> {
    let mut options = Vec::new();
    if defenders == 0 {
        return options;
    }
    for kind in 0..3u64 {
        if kind != 0 && kind == last {
            continue;
        }
        options.push((defenders.saturating_sub(strengths[kind as usize]), kind));
    }
    options
}

pub fn moves(position: (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    attacks(position, STRENGTHS)
        .into_iter()
        .map(|option| vec![option])
        .collect()
}
