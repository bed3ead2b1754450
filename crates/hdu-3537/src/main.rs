//! HDU 3537 Daizhenyang's Coin: Mock Turtles — flip 1 to 3 coins, the rightmost from head to tail; Yes if the first player loses.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::sg::coins::{mock_turtles_value, MAX_MOCK_TURTLES_COIN};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut heads: Vec<u64> = Vec::new();
    while sc.has_next() {
        let n_heads: usize = sc.next()?;
        heads.clear();
        for _ in 0..n_heads {
            let coin: u64 = sc.next()?;
            if coin > MAX_MOCK_TURTLES_COIN {
                return Err(sc.invalid("a coin's position must be below 2^63"));
            }
            heads.push(coin);
        }
        // A coin named twice is still one head: `mock_turtles_value` counts it once.
        let first_player_loses = mock_turtles_value(&heads) == 0;
        out.write_all(if first_player_loses {
            b"Yes\n"
        } else {
            b"No\n"
        })?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
