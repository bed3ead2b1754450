//! A rule written in C++ (`cargo xtask grundy FILE.cpp`): what the
//! generated binary's safe wrappers hand to the explorer.
//!
//! The file is compiled by `g++` with a generated shim that exports the
//! rule through a C ABI (`crates/explore/cpp/explore.hpp`, `explore::abi`);
//! the generated `main.rs` declares those functions and turns each call's
//! raw buffer into slices (the only `unsafe` code, outside this crate), and
//! everything from the slices on is here, in safe code:
//!
//! - a heap's or a pair's options arrive as one stream of words — each
//!   option its number of parts, then the parts (a pair as two numbers) —
//!   and are pushed into the explorer's [`Out`] ([`push_heaps`],
//!   [`push_pairs`]): one call into C++ per position, not one per option;
//! - a family's positions are byte strings ([`Bytes`]: the C++ value's
//!   serialisation, so equal positions have equal bytes), its options the
//!   parts' bytes back to back ([`push_family`]);
//! - a scoring rule's options arrive as three arrays — the points, the
//!   again flags, and the positions left (words, or a family's bytes) —
//!   and are pushed into the explorer's [`ScoreOut`] ([`push_scored`],
//!   [`push_scored_family`]).

use std::fmt;
use std::sync::OnceLock;

use super::out::Out;
use super::scoring::ScoreOut;

/// The top bit of a word that is an option of one part (below 2^63): the
/// part itself (a pair's first number; its second follows).
const ONE: u64 = 1 << 63;

/// One heap's options, as the C++ rule pushed them (`explore::Out<uint64_t>`
/// in the header): one stream of words, each option either one part with
/// the top bit set, or its number of parts followed by the parts. A stream
/// cut short ends at the last whole option.
pub fn push_heaps(words: &[u64], out: &mut Out<u64>) {
    let mut rest = words;
    // The common options matched as arrays of a known length, so that the
    // push's loop over the parts is unrolled as in a Rust rule's
    // `out.push(&[a])`: with a loop of unknown length per option the C++
    // form's engine took 2.8× the Rust form's.
    loop {
        rest = match rest {
            [w, tail @ ..] if w & ONE != 0 => {
                out.push(&[w & !ONE]);
                tail
            }
            [2, a, b, tail @ ..] => {
                out.push(&[*a, *b]);
                tail
            }
            [len, tail @ ..] if *len as usize <= tail.len() => {
                let (parts, tail) = tail.split_at(*len as usize);
                out.push(parts);
                tail
            }
            _ => return,
        };
    }
}

/// A pair's options: as [`push_heaps`], each part two words (a, then b).
pub fn push_pairs(words: &[u64], out: &mut Out<(u64, u64)>) {
    let mut rest = words;
    loop {
        rest = match rest {
            [a, b, tail @ ..] if a & ONE != 0 => {
                out.push(&[(a & !ONE, *b)]);
                tail
            }
            [len, tail @ ..] if 2 * *len as usize <= tail.len() => {
                let (parts, tail) = tail.split_at(2 * *len as usize);
                out.push_parts(parts.chunks_exact(2).map(|q| (q[0], q[1])));
                tail
            }
            _ => return,
        };
    }
}

/// A family's position: the bytes of the C++ value (`explore::wire` in the
/// header). Printed by the file's `show`, or as Rust's `{:?}` prints the
/// same value (`explore::debug`), through the hook the generated `main`
/// sets ([`set_show`]). Up to [`INLINE`] bytes — a number, a pair, a small
/// tuple, a short string — are held in place, so that the options a rule
/// gives allocate nothing (Triangle War's empty board in C++: 370 ms with
/// every position boxed, 285 ms so).
#[derive(Clone)]
pub struct Bytes(Repr);

/// The bytes a [`Bytes`] holds without allocating.
pub const INLINE: usize = 22;

#[derive(Clone)]
enum Repr {
    Inline(u8, [u8; INLINE]),
    Heap(Box<[u8]>),
}

impl Bytes {
    /// The position's bytes.
    #[inline]
    pub fn as_slice(&self) -> &[u8] {
        match &self.0 {
            Repr::Inline(len, data) => &data[..*len as usize],
            Repr::Heap(data) => data,
        }
    }
}

impl PartialEq for Bytes {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Bytes {}

impl std::hash::Hash for Bytes {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

static SHOW: OnceLock<fn(&Bytes) -> String> = OnceLock::new();

/// How [`Bytes`] print (`Debug`): the generated `main` passes the C++
/// `show`. Later calls are ignored (one rule a process).
pub fn set_show(show: fn(&Bytes) -> String) {
    let _ = SHOW.set(show);
}

impl fmt::Debug for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match SHOW.get() {
            Some(show) => f.write_str(&show(self)),
            None => write!(f, "{:?}", self.as_slice()),
        }
    }
}

impl From<&[u8]> for Bytes {
    #[inline]
    fn from(bytes: &[u8]) -> Self {
        if bytes.len() <= INLINE {
            let mut data = [0; INLINE];
            data[..bytes.len()].copy_from_slice(bytes);
            Bytes(Repr::Inline(bytes.len() as u8, data))
        } else {
            Bytes(Repr::Heap(bytes.into()))
        }
    }
}

/// A family's options: `bytes` every part's bytes back to back, part `j`
/// ending at `part_ends[j]`, option `i`'s parts ending at part `ends[i]`.
pub fn push_family(bytes: &[u8], part_ends: &[u32], ends: &[u32], out: &mut Out<Bytes>) {
    let mut part = 0;
    let mut byte = 0;
    for &end in ends {
        let end = end as usize;
        out.push_parts(part_ends[part..end].iter().map(|&e| {
            let q = Bytes::from(&bytes[byte..e as usize]);
            byte = e as usize;
            q
        }));
        part = end;
    }
}

/// The same options as lists (a partisan family's `left` and `right`).
pub fn family_vecs(bytes: &[u8], part_ends: &[u32], ends: &[u32]) -> Vec<Vec<Bytes>> {
    Out::collect(&Bytes::from(&[][..]), |out| {
        push_family(bytes, part_ends, ends, out)
    })
}

/// A scoring rule's options on heaps (`width` 1: one word a position) or
/// pairs (`width` 2), as the C++ rule gave them: option `i` scores
/// `points[i]`, moves again when `again[i]` is not 0, and leaves the
/// position of words `width·i ..`; `position` makes it from its words.
pub fn push_scored<P>(
    points: &[i64],
    again: &[u8],
    words: &[u64],
    width: usize,
    position: impl Fn(&[u64]) -> P,
    out: &mut ScoreOut<P>,
) {
    for ((&p, &a), next) in points.iter().zip(again).zip(words.chunks_exact(width)) {
        if a == 0 {
            out.push(p, position(next));
        } else {
            out.again(p, position(next));
        }
    }
}

/// A scoring family's options: as [`push_scored`], the positions left
/// being bytes, option `i`'s ending at `ends[i]`.
pub fn push_scored_family(
    points: &[i64],
    again: &[u8],
    bytes: &[u8],
    ends: &[u32],
    out: &mut ScoreOut<Bytes>,
) {
    let mut from = 0;
    for ((&p, &a), &end) in points.iter().zip(again).zip(ends) {
        let next = Bytes::from(&bytes[from..end as usize]);
        from = end as usize;
        if a == 0 {
            out.push(p, next);
        } else {
            out.again(p, next);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_options_become_the_same_options() {
        // Nothing; 3 (short); 3 (long); 1 + 2; 1 + 2 + 3; a cut-off option
        // is dropped.
        let heaps = [0, 3 | ONE, 1, 3, 2, 1, 2, 3, 1, 2, 3, 2, 7];
        assert_eq!(
            Out::collect(&0, |out| push_heaps(&heaps, out)),
            [vec![], vec![3], vec![3], vec![1, 2], vec![1, 2, 3]]
        );
        let pairs = [1 | ONE, 2, 1, 7, 8, 2, 3, 4, 5, 6, 0, 1, 9];
        assert_eq!(
            Out::collect(&(0, 0), |out| push_pairs(&pairs, out)),
            [vec![(1, 2)], vec![(7, 8)], vec![(3, 4), (5, 6)], vec![]]
        );
        let vecs = family_vecs(b"abcde", &[1, 3, 5], &[0, 2, 3]);
        let b = |s: &[u8]| Bytes::from(s);
        assert_eq!(vecs, [vec![], vec![b(b"a"), b(b"bc")], vec![b(b"de")]]);
        // Held in place or not, equal bytes are equal positions.
        let long = [7u8; INLINE + 1];
        assert_eq!(b(&long).as_slice(), &long[..]);
        assert_eq!(b(&long[..INLINE]).as_slice(), &long[..INLINE]);
        assert_ne!(b(&long[..INLINE]), b(&long));
        assert_eq!(b(b""), b(&[]));
    }

    #[test]
    fn scored_options_become_the_same_options() {
        use crate::source::scoring::Scored;
        fn scored<P>(points: i64, next: P, again: bool) -> Scored<P> {
            Scored {
                points,
                next,
                again,
            }
        }
        let mut out = ScoreOut::default();
        push_scored(
            &[3, -1],
            &[0, 1],
            &[1, 2, 3, 4],
            2,
            |w| (w[0], w[1]),
            &mut out,
        );
        assert_eq!(
            out.options,
            [scored(3, (1, 2), false), scored(-1, (3, 4), true)]
        );
        let mut out = ScoreOut::default();
        push_scored_family(&[5, 0], &[1, 0], b"abc", &[1, 3], &mut out);
        let b = |s: &[u8]| Bytes::from(s);
        assert_eq!(
            out.options,
            [scored(5, b(b"a"), true), scored(0, b(b"bc"), false)]
        );
    }
}
