//! Turning Turtles, a coin-turning game: a row of coins, heads (H) or tails
//! (T); a move turns over one coin from heads to tails, or two coins of
//! which the right one goes from heads to tails (the left either way); who
//! cannot move (all tails) loses.
//!
//! A family of starts on `Vec<bool>` (true: heads): `start(n)` is n heads.
//! `cargo xtask grundy crates/explore/games/turtles.rs --upto 12` finds:
//! G(start(n)) = 0 1 3 0 4 1 7 0 8 1 11 0 12, no period (*apparent*: the
//! values grow) — it is 1 ⊕ 2 ⊕ … ⊕ n, as the coin-turning theorem says (a
//! position is worth the XOR of its heads alone; the head at place k, alone,
//! is a Nim heap of k). The naive guess G = n fails, and the explorer says
//! where first: `guess fails at 2: guess(2) = 2, G(start(2)) = 3`.
pub type Coins = Vec<bool>;

pub fn start(n: u64) -> Coins {
    vec![true; n as usize]
}

pub fn moves(coins: &Coins) -> Vec<Vec<Coins>> {
    let mut options = Vec::new();
    for right in 0..coins.len() {
        if !coins[right] {
            continue;
        }
        let mut one = coins.clone();
        one[right] = false;
        for left in 0..right {
            let mut two = one.clone();
            two[left] = !two[left];
            options.push(vec![two]);
        }
        options.push(vec![one]);
    }
    options
}

pub fn show(coins: &Coins) -> String {
    coins.iter().map(|&h| if h { 'H' } else { 'T' }).collect()
}

/// The wrong guess: the value of n heads is n.
pub fn guess(n: u64) -> u64 {
    n
}
