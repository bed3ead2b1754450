//! HDU 4597 Play Game as a scoring rule file: a position is the two decks
//! left, each from top to bottom; a move takes the top or the bottom card of
//! either deck and scores it; the other player moves next. The value of a
//! position is the mover's final advantage (her total minus the other's);
//! the judge prints Alice's total, which is (the cards' sum + that value) / 2
//! since the two totals add up to the sum.
//!
//! The family: `start(n)` is both decks cut to their first n cards, deck a
//! `10 100 20 23` repeated and deck b `2 4 3 53` repeated — the judge's two
//! samples dealt together: start(3) is the second sample (value 71, Alice
//! 105) and the 23 and 53 are the first's. tests/oracle/ plays these moves as
//! the crate's brute force on every judge case (`play::scoring::Advantage`),
//! and tests/rules.rs checks the family against
//! `gamecore::scoring::two_decks` for n ≤ 12.
//!
//! `cargo xtask grundy crates/hdu-4597/game.rs --upto 30` tables the values
//! 0 8 92 71, then 101 33 129 112, 142 74 170 153, … — period 4 with saltus
//! 41 from n = 3 (*apparent*: a fixed example, not a theorem; quoted in the
//! crate's README). A shorter table finds nothing: the explorer wants 24
//! values past the preperiod, 31 in all.

/// Deck a's and deck b's cards, repeated to make the family.
const DECK_A: [i64; 4] = [10, 100, 20, 23];
const DECK_B: [i64; 4] = [2, 4, 3, 53];

pub type Decks = (Vec<i64>, Vec<i64>);

pub fn start(n: u64) -> Decks {
    let cut = |deck: &[i64]| (0..n as usize).map(|i| deck[i % deck.len()]).collect();
    (cut(&DECK_A), cut(&DECK_B))
}

/// The top and the bottom card of each deck that has cards (one option for
/// a deck of one card, whose top is its bottom).
pub fn moves((a, b): &Decks) -> Vec<(i64, Decks)> {
    let mut options = Vec::with_capacity(4);
    if let (Some(&top), Some(&bottom)) = (a.first(), a.last()) {
        options.push((top, (a[1..].to_vec(), b.clone())));
        if a.len() > 1 {
            options.push((bottom, (a[..a.len() - 1].to_vec(), b.clone())));
        }
    }
    if let (Some(&top), Some(&bottom)) = (b.first(), b.last()) {
        options.push((top, (a.clone(), b[1..].to_vec())));
        if b.len() > 1 {
            options.push((bottom, (a.clone(), b[..b.len() - 1].to_vec())));
        }
    }
    options
}

pub fn show((a, b): &Decks) -> String {
    let deck = |cards: &[i64]| -> String {
        let cards: Vec<String> = cards.iter().map(|v| v.to_string()).collect();
        cards.join(" ")
    };
    format!("[{}] [{}]", deck(a), deck(b))
}
