//! `--play POS`: a game against a person, the explorer moving perfectly and
//! as a person would want: when it wins it wins as fast as it can, when it
//! is lost it holds out as long as it can (remoteness, by the literal search
//! of [`crate::engines::literal`]). The person moves first; a move is the component's
//! number (from 1) and the parts the option leaves; `?` (or a move that
//! cannot be read or is not legal) lists the legal moves.
//!
//! Who judges the positions is a [`Referee`]: under normal play the
//! Sprague–Grundy values ([`Graded`], with the literal search for the
//! remoteness while the sum is within its bound), under misère play the
//! literal search alone ([`Literal`]).

use std::io;

use super::moves::{describe, write_parts, write_sum};
use crate::cli::flags::Options;
use crate::engines::literal::{Convention, MAX_SUMS, Outcome, Search, Stop};
use crate::engines::sums::{self, Move};
use crate::engines::table::Engine;
use crate::source::position::{Position, show};

/// What a referee says of a position.
pub struct Verdict {
    /// The words after the sum: "values 1 0 0 0 → 1 " (normal play) or
    /// "misère " — then "(you can win)" and the rest follow.
    pub prefix: String,
    pub won: bool,
    /// `Err` with the reason when the literal search could not decide it.
    pub remoteness: Result<u32, Stop>,
}

/// Judges positions and chooses the explorer's moves.
pub trait Referee<P: Position> {
    /// The options of `p`, as the rule gives them.
    fn options(&mut self, p: P) -> Vec<Vec<P>>;
    fn verdict(&mut self, sum: &[P]) -> Result<Verdict, String>;
    /// The outcome of the sum (literal search), if within its bound.
    fn outcome(&mut self, sum: &[P]) -> Result<Outcome, Stop>;
    /// The explorer's move when the literal search cannot judge the sum.
    fn fallback(&mut self, sum: &[P]) -> Result<Option<Move<P>>, String>;
}

/// Every move of `sum`, in the rule's order (component by component).
pub fn all_moves<P: Position>(referee: &mut dyn Referee<P>, sum: &[P]) -> Vec<Move<P>> {
    let mut moves = Vec::new();
    for (component, &p) in sum.iter().enumerate() {
        for parts in referee.options(p) {
            moves.push(Move { component, parts });
        }
    }
    moves
}

/// The explorer's move: the fastest win if it wins, else the longest
/// hold-out (the first such in the rule's order), by the literal search;
/// the referee's fallback past the search's bound. `None` without a move.
pub fn best_move<P: Position>(
    referee: &mut dyn Referee<P>,
    sum: &[P],
) -> Result<Option<Move<P>>, String> {
    let moves = all_moves(referee, sum);
    let mut best: Option<(Move<P>, Outcome)> = None;
    for m in moves {
        let after = match referee.outcome(&m.apply(sum)) {
            Ok(after) => after,
            Err(_) => return referee.fallback(sum),
        };
        // Better: a lost sum for the opponent, then (won) the smallest or
        // (lost) the largest remoteness.
        let better = match &best {
            None => true,
            Some((_, b)) => match (after.won, b.won) {
                (false, true) => true,
                (true, false) => false,
                (false, false) => after.remoteness < b.remoteness,
                (true, true) => after.remoteness > b.remoteness,
            },
        };
        if better {
            best = Some((m, after));
        }
    }
    Ok(best.map(|(m, _)| m))
}

/// Normal play: values by the engine, remoteness by the literal search.
pub struct Graded<'a, P: Position, F> {
    pub engine: &'a mut Engine<P, F>,
    pub search: Search<P>,
}

impl<P: Position, F: FnMut(P) -> Vec<Vec<P>>> Referee<P> for Graded<'_, P, F> {
    fn options(&mut self, p: P) -> Vec<Vec<P>> {
        self.engine.options(p)
    }
    fn verdict(&mut self, sum: &[P]) -> Result<Verdict, String> {
        let (values, total) = sums::values(self.engine, sum)?;
        let prefix = format!(
            "values {} → {total} ",
            values
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
        let remoteness = self.outcome(sum).map(|o| o.remoteness);
        Ok(Verdict {
            prefix,
            won: total != 0,
            remoteness,
        })
    }
    fn outcome(&mut self, sum: &[P]) -> Result<Outcome, Stop> {
        let engine = &mut *self.engine;
        self.search.outcome(sum, &mut |p: &P| engine.options(*p))
    }
    fn fallback(&mut self, sum: &[P]) -> Result<Option<Move<P>>, String> {
        // The first winning move by the values, or the first move there is.
        if let Some(m) = sums::winning_moves(self.engine, sum)?.into_iter().next() {
            return Ok(Some(m));
        }
        Ok(all_moves(self, sum).into_iter().next())
    }
}

/// Misère play (or any convention): the literal search alone.
pub struct Literal<P, F> {
    pub search: Search<P>,
    pub moves: F,
}

impl<P: Position, F: FnMut(&P) -> Vec<Vec<P>>> Referee<P> for Literal<P, F> {
    fn options(&mut self, p: P) -> Vec<Vec<P>> {
        (self.moves)(&p)
    }
    fn verdict(&mut self, sum: &[P]) -> Result<Verdict, String> {
        let o = self
            .outcome(sum)
            .map_err(|e| format!("{} could not be judged: {e}", write_sum(sum)))?;
        let prefix = match self.search.convention() {
            Convention::Misere => "misère ".to_string(),
            Convention::Normal => String::new(),
        };
        Ok(Verdict {
            prefix,
            won: o.won,
            remoteness: Ok(o.remoteness),
        })
    }
    fn outcome(&mut self, sum: &[P]) -> Result<Outcome, Stop> {
        self.search.outcome(sum, &mut self.moves)
    }
    fn fallback(&mut self, sum: &[P]) -> Result<Option<Move<P>>, String> {
        Err(format!(
            "{} could not be judged within the literal search's bound",
            write_sum(sum)
        ))
    }
}

/// The legal moves as the person types them: `1 6 | 1 5 | 2` (component,
/// then the parts left), at most 40, then how many in all.
fn legal_moves<P: Position>(referee: &mut dyn Referee<P>, sum: &[P]) -> String {
    let moves = all_moves(referee, sum);
    let mut listed: Vec<String> = moves
        .iter()
        .take(40)
        .map(|m| {
            let mut s = (m.component + 1).to_string();
            for &q in &m.parts {
                s.push(' ');
                s.push_str(&show(q));
            }
            s
        })
        .collect();
    if moves.len() > listed.len() {
        listed.push(format!("… ({} in all)", moves.len()));
    }
    format!("legal moves: {}", listed.join(" | "))
}

/// Reads the person's move: `C PARTS…` (component C, counted from 1, and
/// the parts the option leaves, in any order; `C` alone for an option that
/// leaves nothing). `?` lists the legal moves. `Ok(None)` on end of input
/// or `q`.
fn read_move<P: Position>(
    referee: &mut dyn Referee<P>,
    sum: &[P],
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<Option<Move<P>>, String> {
    let io_err = |e: io::Error| format!("the terminal: {e}");
    loop {
        write!(out, "your move> ").map_err(io_err)?;
        out.flush().map_err(io_err)?;
        let mut line = String::new();
        if input.read_line(&mut line).map_err(io_err)? == 0 {
            writeln!(out, "\n(end of input: game abandoned)").map_err(io_err)?;
            return Ok(None);
        }
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else { continue };
        if first == "q" || first == "quit" {
            writeln!(out, "game abandoned").map_err(io_err)?;
            return Ok(None);
        }
        if first == "?" {
            writeln!(out, "{}", legal_moves(referee, sum)).map_err(io_err)?;
            continue;
        }
        let component = match first.parse::<usize>() {
            Ok(c) if (1..=sum.len()).contains(&c) => c - 1,
            _ => {
                writeln!(
                    out,
                    "expected a component 1..={} and the parts the move leaves (e.g. \"1 {}\"), or q",
                    sum.len(),
                    show(sum[0])
                )
                .map_err(io_err)?;
                writeln!(out, "{}", legal_moves(referee, sum)).map_err(io_err)?;
                continue;
            }
        };
        let mut parts = match words.map(P::parse).collect::<Result<Vec<P>, String>>() {
            Ok(parts) => parts,
            Err(e) => {
                writeln!(out, "{e}").map_err(io_err)?;
                writeln!(out, "{}", legal_moves(referee, sum)).map_err(io_err)?;
                continue;
            }
        };
        parts.sort_unstable();
        let found = referee.options(sum[component]).into_iter().find(|o| {
            let mut o = o.clone();
            o.sort_unstable();
            o == parts
        });
        match found {
            Some(parts) => return Ok(Some(Move { component, parts })),
            None => {
                writeln!(
                    out,
                    "{} has no option leaving {}",
                    show(sum[component]),
                    write_parts(&parts)
                )
                .map_err(io_err)?;
                writeln!(out, "{}", legal_moves(referee, sum)).map_err(io_err)?;
            }
        }
    }
}

/// `--play`: the person moves first, then the explorer, until a player has
/// no move or the input ends. Under normal play the player without a move
/// loses; under misère play (a [`Literal`] referee with
/// [`Convention::Misere`]) that player wins.
pub fn play<P: Position>(
    referee: &mut dyn Referee<P>,
    mut sum: Vec<P>,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let io_err = |e: io::Error| format!("the terminal: {e}");
    writeln!(
        out,
        "You move first. A move: the component's number (from 1) and the parts it leaves, e.g. \"1 {}\"; ? lists the legal moves, q quits.",
        show(sum[0])
    )
    .map_err(io_err)?;
    let mut person = true;
    loop {
        let v = referee.verdict(&sum)?;
        let remoteness = match &v.remoteness {
            Ok(r) => format!(", remoteness {r} (moves left with best play)"),
            Err(_) => {
                ", remoteness not computed (the sum is past the literal search's bound)".to_string()
            }
        };
        writeln!(
            out,
            "position {}: {}({}){remoteness}",
            write_sum(&sum),
            v.prefix,
            match (person, v.won) {
                (true, false) => "you are losing",
                (true, true) => "you can win",
                (false, false) => "I am losing",
                (false, true) => "I will win",
            }
        )
        .map_err(io_err)?;
        if all_moves(referee, &sum).is_empty() {
            // The player to move has none: lost under normal play, won under
            // misère play (the verdict says which).
            let verdict = match (person, v.won) {
                (true, false) => "No move left for you: I win.",
                (false, false) => "No move left for me: you win.",
                (true, true) => "No move left for you: you win (misère).",
                (false, true) => "No move left for me: I win (misère).",
            };
            writeln!(out, "{verdict}").map_err(io_err)?;
            return Ok(());
        }
        let m = if person {
            match read_move(referee, &sum, input, out)? {
                Some(m) => m,
                None => return Ok(()),
            }
        } else {
            let m = best_move(referee, &sum)?.expect("a move exists");
            writeln!(out, "I move: {}", describe(&m, &sum)).map_err(io_err)?;
            m
        };
        sum = m.apply(&sum);
        person = !person;
    }
}

/// `--play` under normal play: the values by the table engine, the
/// remoteness by the literal search within the flags' bound (`--max-sums`).
pub fn play_normal<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: Vec<P>,
    o: &Options,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let mut referee = Graded {
        engine,
        search: Search::with_max_sums(Convention::Normal, o.max_sums.unwrap_or(MAX_SUMS)),
    };
    play(&mut referee, sum, input, out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::table::engine;
    use crate::report::moves;

    fn take12(n: u64) -> Vec<Vec<u64>> {
        (1..=2).filter(|&k| k <= n).map(|k| vec![n - k]).collect()
    }

    #[test]
    fn bzoj_1874_sample() {
        let mut e = engine(take12, 100);
        let winning = sums::winning_moves(&mut e, &[7, 6, 9, 3]).unwrap();
        assert_eq!(
            winning[0],
            Move {
                component: 0,
                parts: vec![6]
            }
        );
        let mut out = Vec::new();
        moves::report(&mut e, &[7, 6, 9, 3], &Options::default(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("value 1"), "{text}");
        assert!(
            text.contains("component 1: 7 → 6 (leaves 6 6 9 3)"),
            "{text}"
        );
        let mut out = Vec::new();
        moves::report(&mut e, &[3, 6], &Options::default(), &mut out).unwrap();
        assert!(String::from_utf8(out).unwrap().contains("lost"));
    }

    #[test]
    fn play_to_the_end() {
        // Heap 4 (value 1): the person takes 1 (to 3, value 0), the explorer
        // takes 1 (2), the person takes 2 (0): the explorer has no move.
        let mut e = engine(take12, 10);
        let mut input: &[u8] = b"1 3\n\n1 7\n1 0\n";
        let mut out = Vec::new();
        play_normal(&mut e, vec![4], &Options::default(), &mut input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("I move: component 1: 3 → 2"), "{text}");
        assert!(text.contains("2 has no option leaving 7"), "{text}");
        assert!(
            text.trim_end().ends_with("No move left for me: you win."),
            "{text}"
        );
        // End of input ends cleanly.
        let mut input: &[u8] = b"";
        let mut out = Vec::new();
        play_normal(&mut e, vec![4], &Options::default(), &mut input, &mut out).unwrap();
        assert!(String::from_utf8(out).unwrap().contains("end of input"));
    }
}
