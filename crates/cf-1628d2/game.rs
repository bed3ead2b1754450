//! Codeforces 1628 D1/D2 Game on Sum as a finite scoring rule: for n turns
//! Alice names t ∈ [0, k] and Bob adds it to the score or subtracts it,
//! adding at least m times; Alice's final advantage is the score. (The same
//! file is `crates/cf-1628d1/game.rs` and `crates/cf-1628d2/game.rs`; a test
//! of cf-1628d2 keeps them equal.)
//!
//! Alice names a real number; here she names only the multiples of k/2^n,
//! t = k·j/2^n for j = 0 … 2^n, and every score is scaled by 2^n, so that the
//! points are the integers k·j. **The restriction loses nothing**: with l
//! turns left and a additions owed, the real game's best t is 0, k, or the
//! point where Bob's two answers cross, half the difference of two values of
//! the game with l − 1 turns; by induction those values are multiples of
//! k/2^(l−2) (k·F with F(l − 1, ·)·2^(l−2) an integer), so the crossing is a
//! multiple of k/2^(l−1), a point of the grid since l ≤ n. Restricting Alice
//! can only lower the value, and she keeps a best move at every state, so
//! the value of start((n, m)) is exactly 2^n times the real game's, 2^n·k·F(n, m)
//! (`gamecore::scoring::real_choice` has the argument for F, and
//! `play::rules::game_on_sum` plays the real game over exact rationals; the
//! crates' tests check this file against it).
//!
//! A turn is two moves: Alice names j (no points; Bob moves next), then Bob
//! answers. His points are minus Alice's: adding gives her k·j, so Bob scores
//! −k·j; subtracting scores him +k·j, allowed while he owes fewer additions
//! than turns left. `start((n, m))` with the fixed k = K; m > n (off the
//! judge's domain) makes Bob add every turn, as m = n does.
//!
//! Run `cargo xtask grundy crates/cf-1628d1/game.rs --box 8,8`: row n,
//! column m is 2^n·K·F(n, m) = 2·K·H(n, m) for m ≤ n (H the binomial sum of
//! `guess`), K·n·2^n from m = n on; row 3 reads 0 2 10 24 24 …, and `guess`
//! (the closed form) holds on the whole box (the runs are quoted in the
//! crates' READMEs: cf-1628d2's goes to `--box 11,11`).

/// The k of the rule file's starts: every value scales by it.
pub const K: i64 = 1;

/// A state of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// Turns left.
    pub left: u64,
    /// Additions Bob still owes.
    pub adds: u64,
    /// Alice names t = k·j/2^grid, j = 0 … 2^grid; points are scaled by 2^grid.
    pub grid: u32,
    /// The largest number Alice may name.
    pub k: i64,
    /// `Some(k·j)` once Alice has named t = k·j/2^grid (Bob to move), `None`
    /// on Alice's turn.
    pub named: Option<i64>,
}

/// n turns, m additions owed, the grid of k/2^n, k = K.
pub fn start((n, m): (u64, u64)) -> Turn {
    Turn {
        left: n,
        adds: m,
        grid: n as u32,
        k: K,
        named: None,
    }
}

/// Alice names a point of the grid, or Bob adds it (scoring minus it: the
/// value is the mover's advantage, and the score is Alice's) or subtracts it.
pub fn moves(turn: &Turn) -> Vec<(i64, Turn)> {
    match turn.named {
        None if turn.left == 0 => vec![],
        None => (0..=1i64 << turn.grid)
            .map(|j| {
                let named = Some(turn.k * j);
                (0, Turn { named, ..*turn })
            })
            .collect(),
        Some(t) => {
            let next = Turn {
                left: turn.left - 1,
                named: None,
                ..*turn
            };
            let mut options = vec![(
                -t,
                Turn {
                    adds: turn.adds.saturating_sub(1),
                    ..next
                },
            )];
            if turn.adds < turn.left {
                options.push((t, next));
            }
            options
        }
    }
}

/// The closed form: 2^n·K·F(n, m) = 2·K·Σ_{i<m} C(n − 1, i)·(2(m − i) − 1),
/// m taken at most n.
pub fn guess((n, m): (u64, u64)) -> i64 {
    if n == 0 {
        return 0;
    }
    let (n, m) = (i128::from(n), i128::from(m.min(n)));
    let mut binomial = 1i128; // C(n − 1, i)
    let mut sum = 0i128;
    for i in 0..m {
        sum += binomial * (2 * (m - i) - 1);
        binomial = binomial * (n - 1 - i) / (i + 1);
    }
    (2 * i128::from(K) * sum) as i64
}

pub fn show(turn: &Turn) -> String {
    match turn.named {
        None => format!(
            "{} turns, {} adds owed, Alice to name",
            turn.left, turn.adds
        ),
        Some(t) => format!(
            "{} turns, {} adds owed, Bob to answer {t}/2^{}",
            turn.left, turn.adds, turn.grid
        ),
    }
}
