//! The game's graph as the Python driver streams it: each position's
//! options as two arrays — how many parts each option leaves, and the parts
//! (one number a heap or a family position, two a pair) — stored flat
//! ([`Graph`]); a scoring rule's as three — the points, the again flags,
//! the positions left ([`ScoredGraph`]).

use std::collections::HashMap;
use std::hash::Hash;

use crate::source::out::Out;
use crate::source::scoring::ScoreOut;

/// A position as the stream writes it: a heap (`7`), a pair (`3,5`), or a
/// family position's number.
pub trait Part: Copy + Eq + Hash + 'static {
    /// How many numbers a part is in the stream.
    const WIDTH: usize;
    /// The part from its numbers (`WIDTH` of them).
    fn from_words(words: &[u64]) -> Option<Self>;
    /// The position from its text in a line's head.
    fn parse(text: &str) -> Option<Self>;
}

/// A family position: its number in the order the driver met it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Id(pub u32);

impl Part for u64 {
    const WIDTH: usize = 1;
    fn from_words(words: &[u64]) -> Option<u64> {
        Some(words[0])
    }
    fn parse(text: &str) -> Option<u64> {
        text.parse().ok()
    }
}

impl Part for (u64, u64) {
    const WIDTH: usize = 2;
    fn from_words(words: &[u64]) -> Option<(u64, u64)> {
        Some((words[0], words[1]))
    }
    fn parse(text: &str) -> Option<(u64, u64)> {
        let (a, b) = text.split_once(',')?;
        Some((a.parse().ok()?, b.parse().ok()?))
    }
}

impl Part for Id {
    const WIDTH: usize = 1;
    fn from_words(words: &[u64]) -> Option<Id> {
        u32::try_from(words[0]).ok().map(Id)
    }
    fn parse(text: &str) -> Option<Id> {
        text.parse().ok().map(Id)
    }
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
    /// Adds `p`'s options: option `i` leaves `lens[i]` parts, read in
    /// order from `words` (`P::WIDTH` numbers a part).
    pub fn add(&mut self, p: P, lens: &[u32], words: &[u64]) -> Result<(), String> {
        let parts: usize = lens.iter().map(|&n| n as usize).sum();
        if parts * P::WIDTH != words.len() {
            return Err(format!(
                "{} options of {parts} parts, but {} numbers for them",
                lens.len(),
                words.len()
            ));
        }
        for q in words.chunks_exact(P::WIDTH) {
            let q = P::from_words(q).ok_or("a part out of range")?;
            self.parts.push(q);
        }
        let mut end = self.ends.last().copied().unwrap_or(0);
        for &n in lens {
            end = end
                .checked_add(n)
                .ok_or("the game's graph has more than 2^32 parts")?;
            self.ends.push(end);
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
        self.index
            .contains_key(p)
            .then(|| Out::collect(p, |out| _ = self.push(p, out)))
    }

    /// How many positions have options here.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

/// A scoring rule's options, every position numbered by the driver
/// ([`Id`]): each option's points, whether the mover moves again, and the
/// position it leaves; and each position's `end` payoff.
#[derive(Default)]
pub struct ScoredGraph {
    /// By position: its row, or `u32::MAX` when it was not streamed.
    row_of: Vec<u32>,
    /// By row: where its options start (one more: where the last ends).
    firsts: Vec<u32>,
    payoffs: Vec<i64>,
    points: Vec<i64>,
    again: Vec<bool>,
    next: Vec<Id>,
}

impl ScoredGraph {
    /// Adds `p`'s options: option `i` scores `points[i]`, moves again when
    /// `again[i]` is not 0, and leaves position `next[i]`; `payoff` is what
    /// the mover scores when `p` has no option.
    pub fn add(
        &mut self,
        p: Id,
        payoff: i64,
        points: &[i64],
        again: &[u8],
        next: &[u64],
    ) -> Result<(), String> {
        if points.len() != again.len() || points.len() != next.len() {
            return Err("the options' points, flags and positions differ in number".to_string());
        }
        if self.firsts.is_empty() {
            self.firsts.push(0);
        }
        for &q in next {
            self.next
                .push(Id(u32::try_from(q).map_err(|_| "a position out of range")?));
        }
        self.points.extend_from_slice(points);
        self.again.extend(again.iter().map(|&a| a != 0));
        let end = u32::try_from(self.points.len()).map_err(|_| "more than 2^32 options")?;
        let slot = p.0 as usize;
        if self.row_of.len() <= slot {
            self.row_of.resize(slot + 1, u32::MAX);
        }
        self.row_of[slot] = self.payoffs.len() as u32;
        self.payoffs.push(payoff);
        self.firsts.push(end);
        Ok(())
    }

    fn row(&self, p: &Id) -> Option<usize> {
        match self.row_of.get(p.0 as usize) {
            Some(&r) if r != u32::MAX => Some(r as usize),
            _ => None,
        }
    }

    /// Pushes `p`'s options into `out`; false when the driver did not
    /// stream `p`.
    pub fn push(&self, p: &Id, out: &mut ScoreOut<Id>) -> bool {
        let Some(r) = self.row(p) else {
            return false;
        };
        for i in self.firsts[r] as usize..self.firsts[r + 1] as usize {
            if self.again[i] {
                out.again(self.points[i], self.next[i]);
            } else {
                out.push(self.points[i], self.next[i]);
            }
        }
        true
    }

    /// What the mover of `p` scores where no move is left, if streamed.
    pub fn payoff(&self, p: &Id) -> Option<i64> {
        self.row(p).map(|r| self.payoffs[r])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_options_are_read_back_as_given() {
        let mut g = Graph::<u64>::default();
        g.add(5, &[1, 2, 0], &[4, 2, 1]).unwrap();
        g.add(0, &[], &[]).unwrap();
        assert_eq!(g.vecs(&5).unwrap(), [vec![4], vec![2, 1], vec![]]);
        assert_eq!(g.vecs(&0).unwrap(), Vec::<Vec<u64>>::new());
        assert!(g.vecs(&1).is_none());
        assert_eq!(g.len(), 2);
        let mut p = Graph::<(u64, u64)>::default();
        p.add((1, 1), &[1, 2], &[0, 1, 1, 0, 0, 0]).unwrap();
        assert_eq!(
            p.vecs(&(1, 1)).unwrap(),
            [vec![(0, 1)], vec![(1, 0), (0, 0)]]
        );
        assert!(p.add((2, 2), &[1], &[0]).is_err());
        assert!(Graph::<Id>::default().add(Id(0), &[1], &[1 << 40]).is_err());
        assert_eq!(<(u64, u64)>::parse("3,5"), Some((3, 5)));
    }

    #[test]
    fn scored_options_are_read_back_as_given() {
        let mut g = ScoredGraph::default();
        g.add(Id(2), 0, &[3, -1], &[0, 1], &[0, 1]).unwrap();
        g.add(Id(0), -7, &[], &[], &[]).unwrap();
        let mut out = ScoreOut::default();
        assert!(g.push(&Id(2), &mut out));
        let listed: Vec<(i64, u32, bool)> = out
            .options
            .iter()
            .map(|o| (o.points, o.next.0, o.again))
            .collect();
        assert_eq!(listed, [(3, 0, false), (-1, 1, true)]);
        assert_eq!((g.payoff(&Id(0)), g.payoff(&Id(2))), (Some(-7), Some(0)));
        assert!(!g.push(&Id(1), &mut out) && g.payoff(&Id(5)).is_none());
        assert!(g.add(Id(3), 0, &[1], &[], &[1]).is_err());
    }
}
