//! Codeforces 786A (= 787C) Berzerk: a monster on a circle of n objects, each player moves it by a number from his own set; who lands it in the black hole wins. Win, Lose or Loop for every start and first player.

use std::io::Write;

use gamecore::retrograde::{self, Graph, Outcome, Terminal};
use gamecore::scan::{Error, Scanner};

/// The game graph without its edges (up to 2 · 7000 · 6999 of them): position
/// `turn · n + object` (objects `0..n`, 0 the black hole) for the player
/// `turn` (0 Rick, 1 Morty) to move; a move by `x` leads to
/// `(object + x) mod n` with the other player to move. The game is over at
/// the black hole: the player to move there has lost.
struct Circle {
    n: usize,
    sets: [Vec<usize>; 2],
}

impl Graph for Circle {
    fn n_positions(&self) -> usize {
        2 * self.n
    }

    fn out_degree(&self, position: usize) -> usize {
        let (turn, object) = (position / self.n, position % self.n);
        if object == 0 {
            0
        } else {
            self.sets[turn].len()
        }
    }

    fn for_each_predecessor<F: FnMut(usize)>(&self, position: usize, mut f: F) {
        let (turn, object) = (position / self.n, position % self.n);
        // The previous move was the other player's, by some x of his set,
        // from an object other than the black hole.
        // The sets are sorted: x < object came from object − x, x > object
        // from object + n − x, and x = object from the black hole.
        let mover = 1 - turn;
        let set = &self.sets[mover];
        let split = set.partition_point(|&x| x < object);
        let base = mover * self.n;
        for &x in &set[..split] {
            f(base + object - x);
        }
        let skip = usize::from(set.get(split) == Some(&object));
        for &x in &set[split + skip..] {
            f(base + object + self.n - x);
        }
    }
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    if n < 2 {
        return Err(sc.invalid("n must be at least 2"));
    }
    let mut sets = [Vec::new(), Vec::new()];
    for set in &mut sets {
        let k: usize = sc.next()?;
        if k == 0 {
            return Err(sc.invalid("a player's set must not be empty"));
        }
        for _ in 0..k {
            let x: usize = sc.next()?;
            if x == 0 || x >= n {
                return Err(sc.invalid(format!("a move must be between 1 and n − 1 = {}", n - 1)));
            }
            set.push(x);
        }
    }
    // A repeated number is one move, not two (the statement's numbers are
    // distinct; a repeat would otherwise count twice against the counter).
    for set in &mut sets {
        set.sort_unstable();
        set.dedup();
    }
    let circle = Circle { n, sets };
    let outcome = retrograde::outcomes(&circle, Terminal::MoverLoses);
    for turn in 0..2 {
        for object in 1..n {
            if object > 1 {
                out.write_all(b" ")?;
            }
            out.write_all(match outcome[turn * n + object] {
                Outcome::Win(_) => b"Win",
                Outcome::Lose(_) => b"Lose",
                Outcome::Draw => b"Loop",
            })?;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
}

fn main() {
    gamecore::scan::run(solve);
}
