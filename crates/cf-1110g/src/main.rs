//! Codeforces 1110G Tree-Tac-Toe: tic-tac-toe on a tree, White first, some
//! vertices already white; `gamecore::partisan::tree_tac_toe` decides White or Draw
//! (Black never wins).

use std::io::Write;

use gamecore::base::scan::{Error, Scanner};
use gamecore::partisan::tree_tac_toe::{self, Outcome};

fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n_cases: usize = sc.next()?;
    let mut edges = Vec::new();
    let mut white = Vec::new();
    for _ in 0..n_cases {
        let n: usize = sc.next()?;
        if n == 0 {
            return Err(sc.invalid("a tree has at least one vertex"));
        }
        edges.clear();
        for _ in 1..n {
            let mut end = || -> Result<usize, Error> {
                let v: usize = sc.next()?;
                if v == 0 || v > n {
                    return Err(sc.invalid(format!("a vertex must be between 1 and {n}")));
                }
                Ok(v - 1)
            };
            let edge = (end()?, end()?);
            edges.push(edge);
        }
        if tree_tac_toe::first_cycle_edge(n, &edges).is_some() {
            return Err(sc.invalid("the edges must form a tree, but one closes a cycle"));
        }
        let colours = sc.word()?;
        if colours.len() != n || colours.iter().any(|&c| c != b'W' && c != b'N') {
            return Err(sc.invalid(format!("expected {n} letters W or N")));
        }
        white.clear();
        white.extend(colours.iter().map(|&c| c == b'W'));
        if !white.contains(&false) {
            return Err(sc.invalid("at least one vertex must be uncoloured"));
        }
        if tree_tac_toe::has_white_path(n, &edges, &white) {
            return Err(sc.invalid("three white vertices already form a path"));
        }
        let winner = match tree_tac_toe::outcome(n, &edges, &white) {
            Outcome::White => "White",
            Outcome::Draw => "Draw",
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    gamecore::base::scan::run(solve);
}
