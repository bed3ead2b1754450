//! Luogu P6970 (NEERC 2016 G) Game on Graph: a token on a directed graph, who cannot move loses; Gennady prefers an endless game even to a win, Georgiy prefers a loss to an endless game. W, L or D for every start and first player.

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::cyclic::retrograde::{self, Csr, Ending, EndlessRank, Side, Terminal};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n: usize = sc.next()?;
    // Memory grows with n (two positions per vertex) even without arcs:
    // answered far past the statement's 10^5, refused beyond 10^7.
    if n > 10_000_000 {
        return Err(sc.invalid("n above 10^7 is refused (memory grows with n)"));
    }
    let m: usize = sc.next()?;
    let mut arcs: Vec<(usize, usize)> = Vec::new();
    for _ in 0..m {
        let mut ends = [0usize; 2];
        for end in &mut ends {
            *end = sc.next()?;
            if *end == 0 || *end > n {
                return Err(sc.invalid(format!("a vertex must be between 1 and n = {}", n)));
            }
        }
        arcs.push((ends[0] - 1, ends[1] - 1));
    }
    // Position `2 · vertex + turn`: Gennady (Max) moves at turn 0, Georgiy
    // (Min) at turn 1.
    let (starts, targets, _) = retrograde::alternating(n, &arcs);
    let owner = |position: usize| {
        if position % 2 == 0 {
            Side::Max
        } else {
            Side::Min
        }
    };
    let result = retrograde::ranked_outcomes(
        &Csr::new(&starts, &targets),
        owner,
        Terminal::MoverLoses,
        EndlessRank::AboveWin,
    );
    // For the player who starts: Gennady wins when Max does, Georgiy when Min does.
    let mut line = Vec::with_capacity(n + 1);
    for (turn, starter_wins) in [(0, Ending::MaxWins), (1, Ending::MinWins)] {
        line.clear();
        line.extend((0..n).map(|vertex| match result[2 * vertex + turn] {
            Ending::Endless => b'D',
            ending if ending == starter_wins => b'W',
            _ => b'L',
        }));
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
