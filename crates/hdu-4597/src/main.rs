//! HDU 4597 Play Game: two decks of N cards; in turn each player takes the
//! top or the bottom card of either deck; print what Alice, moving first,
//! totals under optimal play.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::scoring::two_decks;

/// The most cards a deck may have: 100 cases of 40 take about 0.5 s (the DP
/// is `O(N⁴)`; README, Notes), twice the statement's 20.
const MAX_N: usize = 40;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // The count is not used to allocate: each case is read and answered in
    // turn, so a huge T with few cases ends at the first missing token.
    let n_cases: u64 = sc.next()?;
    let (mut a, mut b): (Vec<i64>, Vec<i64>) = (Vec::new(), Vec::new());
    for _ in 0..n_cases {
        let n: usize = sc.next()?;
        if n > MAX_N {
            return Err(sc.invalid(format!("N above {} is refused (the DP grows as N⁴)", MAX_N)));
        }
        // 32-bit cards keep every total within i64 (the constraint of
        // two_decks) for any N answered.
        for deck in [&mut a, &mut b] {
            deck.clear();
            for _ in 0..n {
                deck.push(i64::from(sc.next::<i32>()?));
            }
        }
        writeln!(out, "{}", two_decks::first_player_total(&a, &b))?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
