//! The game's graph as the Python driver streams it: each position's
//! options, stored flat ([`Graph`]), and the parser of a line's options —
//! the list Python writes for them (`[[3], [1, 1], []]`, tuples allowed:
//! `[(3,), ((1, 2),)]`).

use std::collections::HashMap;
use std::hash::Hash;

use crate::source::out::Out;

/// A position as the stream writes it: a heap (`7`), a pair (`(3, 5)`), or
/// a family position's number.
pub trait Part: Copy + Eq + Hash + 'static {
    /// What a part must be, for an error message.
    const WHAT: &'static str;
    /// Reads one part at the cursor.
    fn read(c: &mut Cursor<'_>) -> Option<Self>;
}

/// A family position: its number in the order the driver met it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Id(pub u32);

impl Part for u64 {
    const WHAT: &'static str = "a heap (an int ≥ 0 below 2^64)";
    fn read(c: &mut Cursor<'_>) -> Option<u64> {
        c.number()
    }
}

impl Part for (u64, u64) {
    const WHAT: &'static str = "a pair (a, b) of ints ≥ 0 below 2^64";
    fn read(c: &mut Cursor<'_>) -> Option<(u64, u64)> {
        c.eat(b'(')?;
        let a = c.number()?;
        c.eat(b',')?;
        let b = c.number()?;
        c.eat(b')')?;
        Some((a, b))
    }
}

impl Part for Id {
    const WHAT: &'static str = "a position's number";
    fn read(c: &mut Cursor<'_>) -> Option<Id> {
        c.number().and_then(|n| u32::try_from(n).ok()).map(Id)
    }
}

/// A cursor over a line's bytes, skipping spaces.
pub struct Cursor<'a> {
    text: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Self {
        Cursor {
            text: text.as_bytes(),
            at: 0,
        }
    }

    fn skip(&mut self) {
        while self.text.get(self.at) == Some(&b' ') {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip();
        self.text.get(self.at).copied()
    }

    fn eat(&mut self, c: u8) -> Option<()> {
        (self.peek()? == c).then(|| self.at += 1)
    }

    fn number(&mut self) -> Option<u64> {
        self.skip();
        let start = self.at;
        let mut n: u64 = 0;
        while let Some(d) = self.text.get(self.at).filter(|d| d.is_ascii_digit()) {
            n = n.checked_mul(10)?.checked_add(u64::from(d - b'0'))?;
            self.at += 1;
        }
        (self.at > start).then_some(n)
    }

    fn at_end(&mut self) -> bool {
        self.peek().is_none()
    }
}

/// Why a line's options could not be read.
fn bad_option(text: &str) -> String {
    format!(
        "returned {}: expected a list of options, each a list (or tuple) of the parts the move leaves",
        clip(text)
    )
}

pub(crate) fn clip(text: &str) -> String {
    if text.chars().count() <= 200 {
        return text.to_string();
    }
    let head: String = text.chars().take(200).collect();
    format!("{head}…")
}

/// Every position's options, flat: `parts` all parts in order, `ends[i]`
/// where option `i`'s parts end, `rows[r]` where row `r`'s options end.
pub struct Graph<P> {
    index: HashMap<P, u32>,
    rows: Vec<u32>,
    ends: Vec<u32>,
    parts: Vec<P>,
}

impl<P> Default for Graph<P> {
    fn default() -> Self {
        Graph {
            index: HashMap::new(),
            rows: Vec::new(),
            ends: Vec::new(),
            parts: Vec::new(),
        }
    }
}

impl<P: Part> Graph<P> {
    /// Adds `p`'s options from Python's text of the list; an error says
    /// what the text is not.
    pub fn add(&mut self, p: P, text: &str) -> Result<(), String> {
        let mut c = Cursor::new(text);
        let bad = || bad_option(text);
        c.eat(b'[').ok_or_else(bad)?;
        loop {
            let close = match c.peek() {
                Some(b']') => break,
                Some(b'[') => b']',
                Some(b'(') => b')',
                _ => return Err(bad()),
            };
            c.at += 1;
            loop {
                if c.eat(close).is_some() {
                    break;
                }
                let q = P::read(&mut c).ok_or_else(|| {
                    format!("returned {}: each part must be {}", clip(text), P::WHAT)
                })?;
                self.parts.push(q);
                if c.eat(b',').is_none() {
                    c.eat(close).ok_or_else(bad)?;
                    break;
                }
            }
            let end = u32::try_from(self.parts.len())
                .map_err(|_| "the game's graph has more than 2^32 parts".to_string())?;
            self.ends.push(end);
            if c.eat(b',').is_none() {
                break;
            }
        }
        c.eat(b']').ok_or_else(bad)?;
        if !c.at_end() {
            return Err(bad());
        }
        let row = self.rows.len() as u32;
        self.rows.push(self.ends.len() as u32);
        self.index.insert(p, row);
        Ok(())
    }

    /// Pushes `p`'s options into `out`; false when the driver did not
    /// enumerate `p`.
    #[inline]
    pub fn push(&self, p: &P, out: &mut Out<P>) -> bool {
        let Some(&row) = self.index.get(p) else {
            return false;
        };
        let row = row as usize;
        let first = if row == 0 { 0 } else { self.rows[row - 1] } as usize;
        let mut from = if first == 0 { 0 } else { self.ends[first - 1] } as usize;
        for &end in &self.ends[first..self.rows[row] as usize] {
            out.push(&self.parts[from..end as usize]);
            from = end as usize;
        }
        true
    }

    /// `p`'s options as lists, if the driver enumerated `p`.
    pub fn vecs(&self, p: &P) -> Option<Vec<Vec<P>>> {
        let mut out = Out::default();
        self.push(p, &mut out).then(|| out.since((0, 0)).to_vecs())
    }

    /// How many positions have options here.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pythons_lists_are_read_as_options() {
        let mut g = Graph::<u64>::default();
        g.add(5, "[[4], [2, 1], [], (3,), ()]").unwrap();
        g.add(0, "[]").unwrap();
        assert_eq!(
            g.vecs(&5).unwrap(),
            [vec![4], vec![2, 1], vec![], vec![3], vec![]]
        );
        assert_eq!(g.vecs(&0).unwrap(), Vec::<Vec<u64>>::new());
        assert!(g.vecs(&1).is_none());
        let mut p = Graph::<(u64, u64)>::default();
        p.add((1, 1), "[[(0, 1)], ((1, 0),), [(0, 0), (0, 0)]]")
            .unwrap();
        assert_eq!(
            p.vecs(&(1, 1)).unwrap(),
            [vec![(0, 1)], vec![(1, 0)], vec![(0, 0), (0, 0)]]
        );
        for bad in [
            "[[3.0]]",
            "[3]",
            "[[-1]]",
            "[[1] [2]]",
            "[[1]] x",
            "<generator object>",
            "[[18446744073709551616]]",
        ] {
            let e = Graph::<u64>::default().add(1, bad).unwrap_err();
            assert!(e.starts_with("returned"), "{bad}: {e}");
        }
        let e = Graph::<(u64, u64)>::default()
            .add((0, 0), "[[1]]")
            .unwrap_err();
        assert!(e.contains("a pair (a, b)"), "{e}");
    }
}
