//! A rule written in C++ (`cargo xtask grundy FILE.cpp`): what the
//! generated binary's safe wrappers hand to the explorer.
//!
//! The file is compiled by `g++` with a generated shim that exports the
//! rule through a C ABI (`crates/explore/cpp/explore.hpp`, `explore::abi`);
//! the generated `main.rs` declares those functions and turns each call's
//! raw buffer into slices (the only `unsafe` code, outside this crate), and
//! everything from the slices on is here, in safe code:
//!
//! - a heap's or a pair's options arrive flat — every part in one array (a
//!   pair as two numbers), the end of each option in another — and are
//!   pushed into the explorer's [`Out`] ([`push_heaps`], [`push_pairs`]):
//!   one call into C++ per position, not one per option;
//! - a family's positions are byte strings ([`Bytes`]: the C++ value's
//!   serialisation, so equal positions have equal bytes), its options the
//!   parts' bytes back to back ([`push_family`]).

use std::fmt;
use std::sync::OnceLock;

use super::out::Out;

/// One heap's options, as the C++ rule pushed them: `parts` every part in
/// order, `ends[i]` where option `i`'s parts end.
pub fn push_heaps(parts: &[u64], ends: &[u32], out: &mut Out<u64>) {
    let mut from = 0;
    for &end in ends {
        let end = end as usize;
        out.push(&parts[from..end]);
        from = end;
    }
}

/// A pair's options: `parts` holds two numbers per part (a, then b), `ends`
/// counts parts.
pub fn push_pairs(parts: &[u64], ends: &[u32], out: &mut Out<(u64, u64)>) {
    let mut from = 0;
    for &end in ends {
        let end = 2 * end as usize;
        out.push_parts(parts[from..end].chunks_exact(2).map(|q| (q[0], q[1])));
        from = end;
    }
}

/// A family's position: the bytes of the C++ value (`explore::wire` in the
/// header). Printed by the file's `show`, or as Rust's `{:?}` prints the
/// same value (`explore::debug`), through the hook the generated `main`
/// sets ([`set_show`]).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Bytes(pub Box<[u8]>);

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
            None => write!(f, "{:?}", &self.0),
        }
    }
}

impl From<&[u8]> for Bytes {
    fn from(bytes: &[u8]) -> Self {
        Bytes(bytes.into())
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
    let mut out = Out::default();
    push_family(bytes, part_ends, ends, &mut out);
    out.since((0, 0)).to_vecs()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_options_become_the_same_options() {
        let mut out = Out::default();
        // Nothing; 3; 1 + 2.
        push_heaps(&[3, 1, 2], &[0, 1, 3], &mut out);
        assert_eq!(out.since((0, 0)).to_vecs(), [vec![], vec![3], vec![1, 2]]);
        let mut out = Out::default();
        push_pairs(&[1, 2, 3, 4, 5, 6], &[1, 3], &mut out);
        assert_eq!(
            out.since((0, 0)).to_vecs(),
            [vec![(1, 2)], vec![(3, 4), (5, 6)]]
        );
        let vecs = family_vecs(b"abcde", &[1, 3, 5], &[0, 2, 3]);
        let b = |s: &[u8]| Bytes::from(s);
        assert_eq!(vecs, [vec![], vec![b(b"a"), b(b"bc")], vec![b(b"de")]]);
    }
}
