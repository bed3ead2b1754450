//! Sums of positions: `--moves POS` (the value and every winning move) and
//! `--play POS` (a game against a person, the explorer moving perfectly).
//!
//! A sum's value is the XOR of its components' values (Sprague–Grundy); a
//! move replaces one component by the parts of one of its options, and it
//! wins exactly when the sum it leaves has value 0.

use std::fmt::Write as _;
use std::io;

use crate::engine::{Engine, Position, show};

/// A sum as the command line writes it: components separated by spaces
/// (`"7 6 9 3"`, `"3,5 4,7"`).
pub fn parse<P: Position>(text: &str) -> Result<Vec<P>, String> {
    let sum: Vec<P> = text
        .split_whitespace()
        .map(P::parse)
        .collect::<Result<_, _>>()?;
    if sum.is_empty() {
        return Err(format!("expected a sum of positions, found {text:?}"));
    }
    Ok(sum)
}

fn write_sum<P: Position>(sum: &[P]) -> String {
    if sum.is_empty() {
        return "(nothing)".to_string();
    }
    sum.iter().map(|&p| show(p)).collect::<Vec<_>>().join(" ")
}

fn write_parts<P: Position>(parts: &[P]) -> String {
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts
            .iter()
            .map(|&p| show(p))
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// One move of a sum: component `component` (0-based) replaced by `parts`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move<P> {
    pub component: usize,
    pub parts: Vec<P>,
}

impl<P: Position> Move<P> {
    /// The sum the move leaves.
    pub fn apply(&self, sum: &[P]) -> Vec<P> {
        let mut next = sum[..self.component].to_vec();
        next.extend_from_slice(&self.parts);
        next.extend_from_slice(&sum[self.component + 1..]);
        next
    }

    /// `component 1: 7 → 6 (leaves 6 6 9 3)`.
    pub fn describe(&self, sum: &[P]) -> String {
        format!(
            "component {}: {} → {} (leaves {})",
            self.component + 1,
            show(sum[self.component]),
            write_parts(&self.parts),
            write_sum(&self.apply(sum))
        )
    }
}

/// The components' values and the sum's.
pub fn values<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: &[P],
) -> Result<(Vec<u32>, u32), String> {
    let values = sum
        .iter()
        .map(|&p| engine.value(p).map_err(|e| e.to_string()))
        .collect::<Result<Vec<u32>, String>>()?;
    let total = values.iter().fold(0, |x, &v| x ^ v);
    Ok((values, total))
}

/// Every move of `sum` to a sum of value 0, component by component, each
/// component's options in the rule's order.
pub fn winning_moves<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: &[P],
) -> Result<Vec<Move<P>>, String> {
    let (values, total) = values(engine, sum)?;
    let mut moves = Vec::new();
    if total == 0 {
        return Ok(moves);
    }
    for (component, (&p, &v)) in sum.iter().zip(&values).enumerate() {
        let target = v ^ total;
        for parts in engine.options(p) {
            let mut x = 0;
            for &q in &parts {
                x ^= engine.value(q).map_err(|e| e.to_string())?;
            }
            if x == target {
                moves.push(Move { component, parts });
            }
        }
    }
    Ok(moves)
}

/// `--moves`: the sum's value and its winning moves, or that it is lost.
pub fn moves<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: &[P],
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let (values, total) = values(engine, sum)?;
    let mut text = String::new();
    let _ = writeln!(
        text,
        "position {}: value {total} (components {})",
        write_sum(sum),
        values
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    );
    if total == 0 {
        let _ = writeln!(
            text,
            "lost for the player to move: every move leaves a sum of value ≠ 0"
        );
    } else {
        let moves = winning_moves(engine, sum)?;
        let _ = writeln!(text, "won: {} winning move(s)", moves.len());
        for m in &moves {
            let _ = writeln!(text, "  {}", m.describe(sum));
        }
    }
    out.write_all(text.as_bytes())
        .map_err(|e| format!("writing the report: {e}"))
}

/// The explorer's move: the first winning move, or (in a lost sum) the first
/// move there is.
fn best_move<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    sum: &[P],
) -> Result<Option<Move<P>>, String> {
    if let Some(m) = winning_moves(engine, sum)?.into_iter().next() {
        return Ok(Some(m));
    }
    for (component, &p) in sum.iter().enumerate() {
        if let Some(parts) = engine.options(p).into_iter().next() {
            return Ok(Some(Move { component, parts }));
        }
    }
    Ok(None)
}

/// Reads the person's move: `C PARTS…` (component C, counted from 1, and
/// the parts the option leaves, in any order; `C` alone for an option that
/// leaves nothing). `Ok(None)` on end of input or `q`.
fn read_move<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
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
                continue;
            }
        };
        let mut parts = match words.map(P::parse).collect::<Result<Vec<P>, String>>() {
            Ok(parts) => parts,
            Err(e) => {
                writeln!(out, "{e}").map_err(io_err)?;
                continue;
            }
        };
        parts.sort_unstable();
        let options = engine.options(sum[component]);
        let found = options.into_iter().find(|o| {
            let mut o = o.clone();
            o.sort_unstable();
            o == parts
        });
        match found {
            Some(parts) => return Ok(Some(Move { component, parts })),
            None => writeln!(
                out,
                "{} has no option leaving {}",
                show(sum[component]),
                write_parts(&parts)
            )
            .map_err(io_err)?,
        }
    }
}

/// `--play`: the person moves first, then the explorer, until a player has
/// no move (and loses) or the input ends.
pub fn play<P: Position, F: FnMut(P) -> Vec<Vec<P>>>(
    engine: &mut Engine<P, F>,
    mut sum: Vec<P>,
    input: &mut dyn io::BufRead,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let io_err = |e: io::Error| format!("the terminal: {e}");
    writeln!(
        out,
        "You move first. A move: the component's number (from 1) and the parts it leaves, e.g. \"1 {}\"; q quits.",
        show(sum[0])
    )
    .map_err(io_err)?;
    let mut person = true;
    loop {
        let (values, total) = values(engine, &sum)?;
        writeln!(
            out,
            "position {}: values {} → {total} ({})",
            write_sum(&sum),
            values
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            match (person, total) {
                (true, 0) => "you are losing",
                (true, _) => "you can win",
                (false, 0) => "I am losing",
                (false, _) => "I will win",
            }
        )
        .map_err(io_err)?;
        if best_move(engine, &sum)?.is_none() {
            let verdict = if person {
                "No move left for you: I win."
            } else {
                "No move left for me: you win."
            };
            writeln!(out, "{verdict}").map_err(io_err)?;
            return Ok(());
        }
        let m = if person {
            match read_move(engine, &sum, input, out)? {
                Some(m) => m,
                None => return Ok(()),
            }
        } else {
            let m = best_move(engine, &sum)?.expect("a move exists");
            writeln!(out, "I move: {}", m.describe(&sum)).map_err(io_err)?;
            m
        };
        sum = m.apply(&sum);
        person = !person;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::engine;

    fn take12(n: u64) -> Vec<Vec<u64>> {
        (1..=2).filter(|&k| k <= n).map(|k| vec![n - k]).collect()
    }

    #[test]
    fn bzoj_1874_sample() {
        let mut e = engine(take12, 100);
        let moves = winning_moves(&mut e, &[7, 6, 9, 3]).unwrap();
        assert_eq!(
            moves[0],
            Move {
                component: 0,
                parts: vec![6]
            }
        );
        let mut out = Vec::new();
        super::moves(&mut e, &[7, 6, 9, 3], &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("value 1"), "{text}");
        assert!(
            text.contains("component 1: 7 → 6 (leaves 6 6 9 3)"),
            "{text}"
        );
        let mut out = Vec::new();
        super::moves(&mut e, &[3, 6], &mut out).unwrap();
        assert!(String::from_utf8(out).unwrap().contains("lost"));
    }

    #[test]
    fn play_to_the_end() {
        // Heap 4 (value 1): the person takes 1 (to 3, value 0), the explorer
        // takes 1 (2), the person takes 2 (0): the explorer has no move.
        let mut e = engine(take12, 10);
        let mut input: &[u8] = b"1 3\n\n1 7\n1 0\n";
        let mut out = Vec::new();
        play(&mut e, vec![4], &mut input, &mut out).unwrap();
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
        play(&mut e, vec![4], &mut input, &mut out).unwrap();
        assert!(String::from_utf8(out).unwrap().contains("end of input"));
    }
}
